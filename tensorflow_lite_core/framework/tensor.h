// One file although long: the inline element-map templates at its end complete the Tensor class.
// Tensor: a typed, shaped n-dimensional array, as kernels receive and produce them.
//
// A Tensor is a small handle (dtype, shape, pointer) to a reference-counted TensorBuffer. Copying
// a Tensor shares the buffer; the buffer and its memory go away with the last Tensor (or Slice)
// using it. DT_STRING elements are constructed tstring objects (24 bytes each, laid out as
// TensorFlow's TF_TString, which is how C plugins see them), and DT_RESOURCE elements constructed
// ResourceHandle objects, both destroyed with the buffer. Element access goes through Eigen maps
// (flat<T>(), matrix<T>(), ...) that CHECK the element type and rank and never copy.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_TENSOR_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_TENSOR_H_

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "tensorflow_lite_core/framework/allocator.h"
#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/framework/resource_handle.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/framework/tensor_types.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/platform/logging.h"
#include "tensorflow_lite_core/platform/macros.h"
#include "tensorflow_lite_core/platform/status.h"
#include "tensorflow_lite_core/platform/types.h"

namespace tensorflow {

// The memory behind one or more Tensors. Created with a reference count of one, owned by whoever
// created it; Tensor takes its own references. Subclasses own (or borrow) the bytes at data().
class TensorBuffer {
 public:
  explicit TensorBuffer(void* data_ptr) : data_(data_ptr) {}
  virtual ~TensorBuffer();

  void* data() const { return data_; }
  template <typename T>
  T* base() const {
    return reinterpret_cast<T*>(data_);
  }
  // Bytes at data() that this buffer covers.
  virtual size_t size() const = 0;
  // The buffer that owns the memory this one views; itself unless it is a slice.
  virtual TensorBuffer* root_buffer() = 0;
  // False when the memory belongs to someone else (e.g. a caller of the C API) and so must not
  // be written to by a kernel reusing the buffer.
  virtual bool OwnsMemory() const { return true; }
  // Bytes the allocator actually reserved (>= size()).
  virtual size_t AllocatedBytes() const { return size(); }

  void Ref() const { ref_count_.fetch_add(1, std::memory_order_relaxed); }
  // Drops one reference; deletes this and returns true when it was the last. A sole owner skips
  // the atomic subtraction: no other thread holds a reference it could add to or drop.
  bool Unref() const {
    if (!RefCountIsOne() && ref_count_.fetch_sub(1, std::memory_order_acq_rel) != 1) return false;
    delete this;
    return true;
  }
  bool RefCountIsOne() const { return ref_count_.load(std::memory_order_acquire) == 1; }

  TF_DISALLOW_COPY_AND_ASSIGN(TensorBuffer);

 private:
  void* const data_;
  mutable std::atomic<int> ref_count_{1};
};

class Tensor {
 public:
  // A 1-dimensional, 0-element float tensor; IsInitialized() is true as it has no elements.
  Tensor() : Tensor(DT_FLOAT) {}
  // A 1-dimensional, 0-element tensor of `type`.
  explicit Tensor(DataType type) : dtype_(type) { shape_.SetToEmptyVector(); }
  // Memory from cpu_allocator() (or `a`). Numeric elements are not initialized; strings are
  // empty, resource handles default ones. When the memory cannot be had, IsInitialized() is
  // false. CHECK-fails for a type that has no host representation here (variant, sub-byte and
  // reference types).
  Tensor(DataType type, const TensorShape& shape);
  Tensor(Allocator* a, DataType type, const TensorShape& shape);
  Tensor(Allocator* a, DataType type, const TensorShape& shape,
         const AllocationAttributes& allocation_attr);
  // Over an existing buffer, taking a reference of its own (the caller keeps its reference).
  // CHECK-fails when `buf` is smaller than the shape needs.
  Tensor(DataType type, const TensorShape& shape, TensorBuffer* buf);

  // Scalars.
  explicit Tensor(float scalar_value);
  explicit Tensor(double scalar_value);
  explicit Tensor(int32 scalar_value);
  explicit Tensor(uint32 scalar_value);
  explicit Tensor(uint16 scalar_value);
  explicit Tensor(uint8 scalar_value);
  explicit Tensor(int16 scalar_value);
  explicit Tensor(int8 scalar_value);
  explicit Tensor(tstring scalar_value);
  explicit Tensor(complex64 scalar_value);
  explicit Tensor(complex128 scalar_value);
  explicit Tensor(int64 scalar_value);
  explicit Tensor(uint64 scalar_value);
  explicit Tensor(bool scalar_value);
  explicit Tensor(qint8 scalar_value);
  explicit Tensor(quint8 scalar_value);
  explicit Tensor(qint16 scalar_value);
  explicit Tensor(quint16 scalar_value);
  explicit Tensor(qint32 scalar_value);
  explicit Tensor(bfloat16 scalar_value);
  explicit Tensor(half scalar_value);
  explicit Tensor(ResourceHandle scalar_value);
  explicit Tensor(const char* scalar_value);

  // Copies share the buffer; a moved-from Tensor is a 0-element float tensor. Defined here
  // because kernels copy and move tensors on every call.
  Tensor(const Tensor& other) : shape_(other.shape_), dtype_(other.dtype_), buf_(other.buf_) {
    if (buf_ != nullptr) buf_->Ref();
  }
  Tensor(Tensor&& other) noexcept
      : shape_(std::move(other.shape_)), dtype_(other.dtype_), buf_(other.buf_) {
    other.ResetToEmpty();
  }
  Tensor& operator=(const Tensor& other);
  Tensor& operator=(Tensor&& other) noexcept {
    if (this == &other) return *this;
    shape_ = std::move(other.shape_);
    dtype_ = other.dtype_;
    if (buf_ != nullptr) buf_->Unref();
    buf_ = other.buf_;
    other.ResetToEmpty();
    return *this;
  }
  ~Tensor() {
    if (buf_ != nullptr) buf_->Unref();
  }

  DataType dtype() const { return dtype_; }
  const TensorShape& shape() const { return shape_; }
  int dims() const { return shape_.dims(); }
  int64 dim_size(int d) const { return shape_.dim_size(d); }
  int64 NumElements() const { return shape_.num_elements(); }
  bool IsSameSize(const Tensor& b) const { return shape_.IsSameSize(b.shape_); }

  // Whether both use the same underlying memory (also through slices).
  bool SharesBufferWith(const Tensor& b) const;
  // Whether this is the only user of its buffer, which also owns its memory: a kernel may then
  // write into it in place.
  bool RefCountIsOne() const;
  // False only when elements are expected but no memory backs them (failed allocation).
  bool IsInitialized() const {
    return (buf_ != nullptr && buf_->data() != nullptr) || NumElements() == 0;
  }

  // Bytes of element data; for strings, the string objects plus their contents. CHECK-fails
  // when not IsInitialized().
  size_t TotalBytes() const;
  // Bytes the allocator reserved for the buffer.
  size_t AllocatedBytes() const;
  // Whether data() is aligned enough for the aligned Eigen maps (slices may not be).
  bool IsAligned() const {
#if EIGEN_MAX_ALIGN_BYTES == 0
    return true;
#else
    return reinterpret_cast<std::uintptr_t>(data()) % EIGEN_MAX_ALIGN_BYTES == 0;
#endif
  }

  // Shares `other`'s buffer and dtype under `shape`. False (and no change) when the element
  // counts differ.
  TF_MUST_USE_RESULT bool CopyFrom(const Tensor& other, const TensorShape& shape);
  // Shares `other`'s buffer, viewing its bytes as `dtype` elements of `shape`. InvalidArgument
  // unless both types have a fixed size and the byte counts match.
  absl::Status BitcastFrom(const Tensor& other, DataType dtype, const TensorShape& shape);
  // Shares `other`'s buffer as `dtype` and `shape` without checks; the caller guarantees the
  // sizes agree.
  void UnsafeCopyFromInternal(const Tensor& other, DataType dtype, const TensorShape& shape);

  // Rows [dim0_start, dim0_limit) of dimension 0, sharing this buffer. CHECK-fails on a scalar or
  // a range outside [0, dim_size(0)]. The result may not be IsAligned().
  Tensor Slice(int64 dim0_start, int64 dim0_limit) const;
  // Row `index` of dimension 0 with that dimension removed, sharing this buffer.
  Tensor SubSlice(int64 index) const;

  // Parses `proto` into this tensor, memory from `a` (default cpu_allocator()). Accepts values in
  // tensor_content or in the typed field of the dtype, where fewer values than elements repeat
  // the last one (none: zeros). False, leaving this tensor unchanged, for an invalid shape, a
  // dtype without host representation, content of the wrong size or too many values.
  TF_MUST_USE_RESULT bool FromProto(const TensorProto& proto);
  TF_MUST_USE_RESULT bool FromProto(Allocator* a, const TensorProto& proto);
  // The same, saying what was wrong (not in TensorFlow's API).
  absl::Status FromProtoWithStatus(const TensorProto& proto, Allocator* a = cpu_allocator());

  // Writes every value to the typed field of the dtype (half and bfloat16 as their 16-bit
  // patterns in half_val).
  void AsProtoField(TensorProto* proto) const;
  // Writes the values as raw bytes to tensor_content; strings still go to string_val, and
  // resource handles are written as TensorFlow encodes them there (their serialized protos).
  void AsProtoTensorContent(TensorProto* proto) const;

  // "Tensor<type: float shape: [2,2] values: [1 2][3...]...>" with at most `num_values` values.
  std::string DebugString(int num_values) const;
  std::string DebugString() const { return DebugString(3); }
  // "Tensor<type: float shape: [2,2]>": no values, so safe for any memory.
  std::string DeviceSafeDebugString() const;
  // At most `max_entries` values (all when negative), nested in brackets by dimension. With
  // print_v2, numpy-style: "[[1 2]\n [3 4]]", `max_entries` values at each edge of a dimension.
  std::string SummarizeValue(int64 max_entries, bool print_v2 = false) const;

  // The raw bytes of the buffer (empty when there is none).
  std::string_view tensor_data() const;
  void* data() const { return buf_ == nullptr ? nullptr : buf_->data(); }
  template <typename T>
  T* base() const {
    return buf_ == nullptr ? nullptr : buf_->base<T>();
  }

  // Eigen views. T must be the C++ type of dtype() and the rank must match, or these CHECK-fail
  // naming both; the aligned forms also CHECK IsAligned().
  template <typename T>
  typename TTypes<T>::Vec vec() {
    return tensor<T, 1>();
  }
  template <typename T>
  typename TTypes<T>::Matrix matrix() {
    return tensor<T, 2>();
  }
  template <typename T, size_t NDIMS>
  typename TTypes<T, NDIMS>::Tensor tensor();
  // Any shape, viewed as one dimension of NumElements().
  template <typename T>
  typename TTypes<T>::Flat flat();
  template <typename T>
  typename TTypes<T>::UnalignedFlat unaligned_flat();
  // Exactly one element, whatever the rank.
  template <typename T>
  typename TTypes<T>::Scalar scalar();
  // All but the last NDIMS - 1 dimensions folded into the first: [2,3,4] -> [6,4]. Lower ranks
  // gain leading 1s.
  template <typename T, size_t NDIMS = 2>
  typename TTypes<T, NDIMS>::Tensor flat_inner_dims();
  // All but the first NDIMS - 1 dimensions folded into the last: [2,3,4] -> [2,12]. Lower ranks
  // gain trailing 1s.
  template <typename T, size_t NDIMS = 2>
  typename TTypes<T, NDIMS>::Tensor flat_outer_dims();
  // Dimensions [0, begin] folded into the first and those from begin + NDIMS - 1 on into the
  // last; 1s pad where begin < 0 or begin + NDIMS > dims(). Requires 1 - NDIMS <= begin <= dims().
  template <typename T, size_t NDIMS = 3>
  typename TTypes<T, NDIMS>::Tensor flat_inner_outer_dims(int64 begin);
  // The elements under another shape with the same number of elements.
  template <typename T, size_t NDIMS>
  typename TTypes<T, NDIMS>::Tensor shaped(std::initializer_list<int64> new_sizes);
  template <typename T, size_t NDIMS>
  typename TTypes<T, NDIMS>::Tensor shaped(const std::vector<int64>& new_sizes);
  template <typename T, size_t NDIMS>
  typename TTypes<T, NDIMS>::UnalignedTensor unaligned_shaped(
      std::initializer_list<int64> new_sizes);
  template <typename T, size_t NDIMS>
  typename TTypes<T, NDIMS>::UnalignedTensor unaligned_shaped(
      const std::vector<int64>& new_sizes);
  // The bytes viewed as T, which must have the element size of dtype() (bit_casted_tensor) or
  // cover the same bytes (bit_casted_shaped).
  template <typename T, size_t NDIMS>
  typename TTypes<T, NDIMS>::Tensor bit_casted_tensor();
  template <typename T, size_t NDIMS>
  typename TTypes<T, NDIMS>::Tensor bit_casted_shaped(std::initializer_list<int64> new_sizes);

  template <typename T>
  typename TTypes<T>::ConstVec vec() const {
    return tensor<T, 1>();
  }
  template <typename T>
  typename TTypes<T>::ConstMatrix matrix() const {
    return tensor<T, 2>();
  }
  template <typename T, size_t NDIMS>
  typename TTypes<T, NDIMS>::ConstTensor tensor() const;
  template <typename T>
  typename TTypes<T>::ConstFlat flat() const;
  template <typename T>
  typename TTypes<T>::UnalignedConstFlat unaligned_flat() const;
  template <typename T>
  typename TTypes<T>::ConstScalar scalar() const;
  template <typename T, size_t NDIMS = 2>
  typename TTypes<T, NDIMS>::ConstTensor flat_inner_dims() const;
  template <typename T, size_t NDIMS = 2>
  typename TTypes<T, NDIMS>::ConstTensor flat_outer_dims() const;
  template <typename T, size_t NDIMS = 3>
  typename TTypes<T, NDIMS>::ConstTensor flat_inner_outer_dims(int64 begin) const;
  template <typename T, size_t NDIMS>
  typename TTypes<T, NDIMS>::ConstTensor shaped(std::initializer_list<int64> new_sizes) const;
  template <typename T, size_t NDIMS>
  typename TTypes<T, NDIMS>::ConstTensor shaped(const std::vector<int64>& new_sizes) const;
  template <typename T, size_t NDIMS>
  typename TTypes<T, NDIMS>::UnalignedConstTensor unaligned_shaped(
      std::initializer_list<int64> new_sizes) const;
  template <typename T, size_t NDIMS>
  typename TTypes<T, NDIMS>::UnalignedConstTensor unaligned_shaped(
      const std::vector<int64>& new_sizes) const;
  template <typename T, size_t NDIMS>
  typename TTypes<T, NDIMS>::ConstTensor bit_casted_tensor() const;
  template <typename T, size_t NDIMS>
  typename TTypes<T, NDIMS>::ConstTensor bit_casted_shaped(
      std::initializer_list<int64> new_sizes) const;

 private:
  friend class TensorCApi;  // the C API wraps and unwraps buffers

  template <typename T>
  void CheckType() const;
  template <typename T>
  void CheckTypeAndIsAligned() const;
  template <size_t NDIMS>
  Eigen::DSizes<Eigen::DenseIndex, NDIMS> CheckedRankSizes() const;
  // `new_sizes` as Eigen sizes after checking count and element total against this tensor;
  // `element_bytes` (0: same type) lets bit casts compare byte totals instead.
  template <size_t NDIMS>
  Eigen::DSizes<Eigen::DenseIndex, NDIMS> CheckedNewSizes(const int64* new_sizes, size_t count,
                                                          size_t element_bytes = 0) const;
  template <size_t NDIMS>
  Eigen::DSizes<Eigen::DenseIndex, NDIMS> InnerDimSizes() const;
  template <size_t NDIMS>
  Eigen::DSizes<Eigen::DenseIndex, NDIMS> OuterDimSizes() const;
  template <size_t NDIMS>
  Eigen::DSizes<Eigen::DenseIndex, NDIMS> InnerOuterDimSizes(int64 begin) const;
  void AllocateBuffer(Allocator* a, const AllocationAttributes& allocation_attr);
  // What a moved-from tensor becomes.
  void ResetToEmpty() {
    shape_.SetToEmptyVector();
    dtype_ = DT_FLOAT;
    buf_ = nullptr;
  }

  TensorShape shape_;
  DataType dtype_ = DT_FLOAT;
  TensorBuffer* buf_ = nullptr;
};

// ---------------------------------------------------------------------------------------------
// Implementation details.

namespace internal {
// Each aborts with a message naming what was asked and what the tensor is. Out of line so the
// inline checks compile to a compare and a call.
[[noreturn]] void TensorTypeMismatch(DataType actual, DataType requested);
[[noreturn]] void TensorNotAligned(const void* data, const TensorShape& shape);
[[noreturn]] void TensorRankMismatch(int requested, const TensorShape& shape);
[[noreturn]] void TensorNotOneElement(const TensorShape& shape);
[[noreturn]] void TensorNewShapeMismatch(const int64* new_sizes, size_t count, size_t ndims,
                                         const TensorShape& shape, size_t element_bytes,
                                         DataType dtype);
[[noreturn]] void TensorBitcastSizeMismatch(size_t requested_bytes, DataType dtype);
[[noreturn]] void TensorBadFlatInnerOuterBegin(int64 begin, size_t ndims, const TensorShape& shape);
// Product of `count` sizes, or -1 when one is negative or the product overflows.
int64 CheckedProduct(const int64* sizes, size_t count);
}  // namespace internal

template <typename T>
void Tensor::CheckType() const {
  const DataType requested = DataTypeToEnum<T>::v();
  if (TF_PREDICT_FALSE(dtype_ != requested)) internal::TensorTypeMismatch(dtype_, requested);
}

template <typename T>
void Tensor::CheckTypeAndIsAligned() const {
  CheckType<T>();
  if (TF_PREDICT_FALSE(!IsAligned())) internal::TensorNotAligned(data(), shape_);
}

template <size_t NDIMS>
Eigen::DSizes<Eigen::DenseIndex, NDIMS> Tensor::CheckedRankSizes() const {
  if (TF_PREDICT_FALSE(static_cast<int>(NDIMS) != dims())) {
    internal::TensorRankMismatch(static_cast<int>(NDIMS), shape_);
  }
  return shape_.AsEigenDSizes<static_cast<int>(NDIMS), Eigen::DenseIndex>();
}

template <size_t NDIMS>
Eigen::DSizes<Eigen::DenseIndex, NDIMS> Tensor::CheckedNewSizes(const int64* new_sizes,
                                                                size_t count,
                                                                size_t element_bytes) const {
  const int64 product = internal::CheckedProduct(new_sizes, count);
  bool matches = count == NDIMS && product >= 0;
  if (matches) {
    if (element_bytes == 0) {
      matches = product == NumElements();
    } else {
      // Byte totals: the new elements against the existing ones.
      const int64 existing = NumElements() * DataTypeSize(dtype_);
      int64 requested;
      matches = !__builtin_mul_overflow(product, static_cast<int64>(element_bytes), &requested) &&
                requested == existing;
    }
  }
  if (TF_PREDICT_FALSE(!matches)) {
    internal::TensorNewShapeMismatch(new_sizes, count, NDIMS, shape_, element_bytes, dtype_);
  }
  Eigen::DSizes<Eigen::DenseIndex, NDIMS> sizes;
  for (size_t d = 0; d < NDIMS; ++d) sizes[d] = static_cast<Eigen::DenseIndex>(new_sizes[d]);
  return sizes;
}

template <size_t NDIMS>
Eigen::DSizes<Eigen::DenseIndex, NDIMS> Tensor::InnerDimSizes() const {
  static_assert(NDIMS > 0, "flat_inner_dims needs at least one dimension");
  Eigen::DSizes<Eigen::DenseIndex, NDIMS> sizes;
  const int rank = dims();
  const int folded = rank - static_cast<int>(NDIMS);  // leading dimensions folded into sizes[0]
  for (int out = static_cast<int>(NDIMS) - 1; out >= 0; --out) {
    const int in = out + folded;
    sizes[out] = in < 0 ? 1 : shape_.dim_size(in);
  }
  for (int in = 0; in < folded; ++in) sizes[0] *= shape_.dim_size(in);
  return sizes;
}

template <size_t NDIMS>
Eigen::DSizes<Eigen::DenseIndex, NDIMS> Tensor::OuterDimSizes() const {
  static_assert(NDIMS > 0, "flat_outer_dims needs at least one dimension");
  Eigen::DSizes<Eigen::DenseIndex, NDIMS> sizes;
  const int rank = dims();
  for (int out = 0; out < static_cast<int>(NDIMS); ++out) {
    sizes[out] = out < rank ? shape_.dim_size(out) : 1;
  }
  for (int in = static_cast<int>(NDIMS); in < rank; ++in) {
    sizes[NDIMS - 1] *= shape_.dim_size(in);
  }
  return sizes;
}

template <size_t NDIMS>
Eigen::DSizes<Eigen::DenseIndex, NDIMS> Tensor::InnerOuterDimSizes(int64 begin) const {
  static_assert(NDIMS > 0, "flat_inner_outer_dims needs at least one dimension");
  const int64 outer_rank = begin + static_cast<int64>(NDIMS);
  if (TF_PREDICT_FALSE(outer_rank < 1 || begin > dims())) {
    internal::TensorBadFlatInnerOuterBegin(begin, NDIMS, shape_);
  }
  // Fold the dimensions from outer_rank - 1 on into one, padding with 1s past the rank...
  std::vector<int64> outer(outer_rank, 1);
  for (int d = 0; d < dims(); ++d) {
    if (d < outer_rank - 1) {
      outer[d] = shape_.dim_size(d);
    } else {
      outer[outer_rank - 1] *= shape_.dim_size(d);
    }
  }
  // ...then fold dimensions [0, begin] into the first, padding with leading 1s when begin < 0.
  Eigen::DSizes<Eigen::DenseIndex, NDIMS> sizes;
  for (int64 out = 0; out < static_cast<int64>(NDIMS); ++out) {
    const int64 in = out + begin;
    sizes[out] = in < 0 ? 1 : outer[in];
  }
  for (int64 in = 0; in < begin; ++in) sizes[0] *= outer[in];
  return sizes;
}

template <typename T, size_t NDIMS>
typename TTypes<T, NDIMS>::Tensor Tensor::tensor() {
  CheckTypeAndIsAligned<T>();
  return typename TTypes<T, NDIMS>::Tensor(base<T>(), CheckedRankSizes<NDIMS>());
}

template <typename T, size_t NDIMS>
typename TTypes<T, NDIMS>::ConstTensor Tensor::tensor() const {
  CheckTypeAndIsAligned<T>();
  return typename TTypes<T, NDIMS>::ConstTensor(base<const T>(), CheckedRankSizes<NDIMS>());
}

template <typename T>
typename TTypes<T>::Flat Tensor::flat() {
  CheckTypeAndIsAligned<T>();
  return typename TTypes<T>::Flat(base<T>(), NumElements());
}

template <typename T>
typename TTypes<T>::ConstFlat Tensor::flat() const {
  CheckTypeAndIsAligned<T>();
  return typename TTypes<T>::ConstFlat(base<const T>(), NumElements());
}

template <typename T>
typename TTypes<T>::UnalignedFlat Tensor::unaligned_flat() {
  CheckType<T>();
  return typename TTypes<T>::UnalignedFlat(base<T>(), NumElements());
}

template <typename T>
typename TTypes<T>::UnalignedConstFlat Tensor::unaligned_flat() const {
  CheckType<T>();
  return typename TTypes<T>::UnalignedConstFlat(base<const T>(), NumElements());
}

template <typename T>
typename TTypes<T>::Scalar Tensor::scalar() {
  CheckTypeAndIsAligned<T>();
  if (TF_PREDICT_FALSE(NumElements() != 1)) internal::TensorNotOneElement(shape_);
  return typename TTypes<T>::Scalar(base<T>());
}

template <typename T>
typename TTypes<T>::ConstScalar Tensor::scalar() const {
  CheckTypeAndIsAligned<T>();
  if (TF_PREDICT_FALSE(NumElements() != 1)) internal::TensorNotOneElement(shape_);
  return typename TTypes<T>::ConstScalar(base<const T>());
}

template <typename T, size_t NDIMS>
typename TTypes<T, NDIMS>::Tensor Tensor::flat_inner_dims() {
  CheckTypeAndIsAligned<T>();
  return typename TTypes<T, NDIMS>::Tensor(base<T>(), InnerDimSizes<NDIMS>());
}

template <typename T, size_t NDIMS>
typename TTypes<T, NDIMS>::ConstTensor Tensor::flat_inner_dims() const {
  CheckTypeAndIsAligned<T>();
  return typename TTypes<T, NDIMS>::ConstTensor(base<const T>(), InnerDimSizes<NDIMS>());
}

template <typename T, size_t NDIMS>
typename TTypes<T, NDIMS>::Tensor Tensor::flat_outer_dims() {
  CheckTypeAndIsAligned<T>();
  return typename TTypes<T, NDIMS>::Tensor(base<T>(), OuterDimSizes<NDIMS>());
}

template <typename T, size_t NDIMS>
typename TTypes<T, NDIMS>::ConstTensor Tensor::flat_outer_dims() const {
  CheckTypeAndIsAligned<T>();
  return typename TTypes<T, NDIMS>::ConstTensor(base<const T>(), OuterDimSizes<NDIMS>());
}

template <typename T, size_t NDIMS>
typename TTypes<T, NDIMS>::Tensor Tensor::flat_inner_outer_dims(int64 begin) {
  CheckTypeAndIsAligned<T>();
  return typename TTypes<T, NDIMS>::Tensor(base<T>(), InnerOuterDimSizes<NDIMS>(begin));
}

template <typename T, size_t NDIMS>
typename TTypes<T, NDIMS>::ConstTensor Tensor::flat_inner_outer_dims(int64 begin) const {
  CheckTypeAndIsAligned<T>();
  return typename TTypes<T, NDIMS>::ConstTensor(base<const T>(),
                                                InnerOuterDimSizes<NDIMS>(begin));
}

template <typename T, size_t NDIMS>
typename TTypes<T, NDIMS>::Tensor Tensor::shaped(std::initializer_list<int64> new_sizes) {
  CheckTypeAndIsAligned<T>();
  return typename TTypes<T, NDIMS>::Tensor(
      base<T>(), CheckedNewSizes<NDIMS>(new_sizes.begin(), new_sizes.size()));
}

template <typename T, size_t NDIMS>
typename TTypes<T, NDIMS>::Tensor Tensor::shaped(const std::vector<int64>& new_sizes) {
  CheckTypeAndIsAligned<T>();
  return typename TTypes<T, NDIMS>::Tensor(
      base<T>(), CheckedNewSizes<NDIMS>(new_sizes.data(), new_sizes.size()));
}

template <typename T, size_t NDIMS>
typename TTypes<T, NDIMS>::ConstTensor Tensor::shaped(
    std::initializer_list<int64> new_sizes) const {
  CheckTypeAndIsAligned<T>();
  return typename TTypes<T, NDIMS>::ConstTensor(
      base<const T>(), CheckedNewSizes<NDIMS>(new_sizes.begin(), new_sizes.size()));
}

template <typename T, size_t NDIMS>
typename TTypes<T, NDIMS>::ConstTensor Tensor::shaped(const std::vector<int64>& new_sizes) const {
  CheckTypeAndIsAligned<T>();
  return typename TTypes<T, NDIMS>::ConstTensor(
      base<const T>(), CheckedNewSizes<NDIMS>(new_sizes.data(), new_sizes.size()));
}

template <typename T, size_t NDIMS>
typename TTypes<T, NDIMS>::UnalignedTensor Tensor::unaligned_shaped(
    std::initializer_list<int64> new_sizes) {
  CheckType<T>();
  return typename TTypes<T, NDIMS>::UnalignedTensor(
      base<T>(), CheckedNewSizes<NDIMS>(new_sizes.begin(), new_sizes.size()));
}

template <typename T, size_t NDIMS>
typename TTypes<T, NDIMS>::UnalignedTensor Tensor::unaligned_shaped(
    const std::vector<int64>& new_sizes) {
  CheckType<T>();
  return typename TTypes<T, NDIMS>::UnalignedTensor(
      base<T>(), CheckedNewSizes<NDIMS>(new_sizes.data(), new_sizes.size()));
}

template <typename T, size_t NDIMS>
typename TTypes<T, NDIMS>::UnalignedConstTensor Tensor::unaligned_shaped(
    std::initializer_list<int64> new_sizes) const {
  CheckType<T>();
  return typename TTypes<T, NDIMS>::UnalignedConstTensor(
      base<const T>(), CheckedNewSizes<NDIMS>(new_sizes.begin(), new_sizes.size()));
}

template <typename T, size_t NDIMS>
typename TTypes<T, NDIMS>::UnalignedConstTensor Tensor::unaligned_shaped(
    const std::vector<int64>& new_sizes) const {
  CheckType<T>();
  return typename TTypes<T, NDIMS>::UnalignedConstTensor(
      base<const T>(), CheckedNewSizes<NDIMS>(new_sizes.data(), new_sizes.size()));
}

template <typename T, size_t NDIMS>
typename TTypes<T, NDIMS>::Tensor Tensor::bit_casted_tensor() {
  if (TF_PREDICT_FALSE(sizeof(T) != static_cast<size_t>(DataTypeSize(dtype_)))) {
    internal::TensorBitcastSizeMismatch(sizeof(T), dtype_);
  }
  if (TF_PREDICT_FALSE(!IsAligned())) internal::TensorNotAligned(data(), shape_);
  return typename TTypes<T, NDIMS>::Tensor(base<T>(), CheckedRankSizes<NDIMS>());
}

template <typename T, size_t NDIMS>
typename TTypes<T, NDIMS>::ConstTensor Tensor::bit_casted_tensor() const {
  if (TF_PREDICT_FALSE(sizeof(T) != static_cast<size_t>(DataTypeSize(dtype_)))) {
    internal::TensorBitcastSizeMismatch(sizeof(T), dtype_);
  }
  if (TF_PREDICT_FALSE(!IsAligned())) internal::TensorNotAligned(data(), shape_);
  return typename TTypes<T, NDIMS>::ConstTensor(base<const T>(), CheckedRankSizes<NDIMS>());
}

template <typename T, size_t NDIMS>
typename TTypes<T, NDIMS>::Tensor Tensor::bit_casted_shaped(
    std::initializer_list<int64> new_sizes) {
  if (TF_PREDICT_FALSE(!IsAligned())) internal::TensorNotAligned(data(), shape_);
  return typename TTypes<T, NDIMS>::Tensor(
      base<T>(), CheckedNewSizes<NDIMS>(new_sizes.begin(), new_sizes.size(), sizeof(T)));
}

template <typename T, size_t NDIMS>
typename TTypes<T, NDIMS>::ConstTensor Tensor::bit_casted_shaped(
    std::initializer_list<int64> new_sizes) const {
  if (TF_PREDICT_FALSE(!IsAligned())) internal::TensorNotAligned(data(), shape_);
  return typename TTypes<T, NDIMS>::ConstTensor(
      base<const T>(), CheckedNewSizes<NDIMS>(new_sizes.begin(), new_sizes.size(), sizeof(T)));
}

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_TENSOR_H_
