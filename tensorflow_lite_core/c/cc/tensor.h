// DataType, TensorShape and Tensor of the header-only C++ API.
//
// Tensor owns one TF_Tensor handle (moved, never copied); the data buffer it points to is shared
// with the core's tensors. Element access goes through flat<T>() and scalar<T>(), which check the
// element type and throw StatusError on a mismatch (the kernel then fails; see status.h).
#ifndef TENSORFLOW_LITE_CORE_C_CC_TENSOR_H_
#define TENSORFLOW_LITE_CORE_C_CC_TENSOR_H_

#include <algorithm>
#include <complex>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include "tensorflow_lite_core/c/cc/status.h"
#include "tensorflow_lite_core/c/tf_datatype.h"
#include "tensorflow_lite_core/c/tf_tensor.h"

TFLC_PLUGIN_NAMESPACE_BEGIN

using int8 = int8_t;
using int16 = int16_t;
using int32 = int32_t;
using int64 = int64_t;
using uint8 = uint8_t;
using uint16 = uint16_t;
using uint32 = uint32_t;
using uint64 = uint64_t;
using complex64 = std::complex<float>;
using complex128 = std::complex<double>;

using DataType = TF_DataType;
inline constexpr DataType DT_INVALID = static_cast<DataType>(0);
inline constexpr DataType DT_FLOAT = TF_FLOAT;
inline constexpr DataType DT_DOUBLE = TF_DOUBLE;
inline constexpr DataType DT_INT32 = TF_INT32;
inline constexpr DataType DT_UINT8 = TF_UINT8;
inline constexpr DataType DT_INT16 = TF_INT16;
inline constexpr DataType DT_INT8 = TF_INT8;
inline constexpr DataType DT_STRING = TF_STRING;
inline constexpr DataType DT_COMPLEX64 = TF_COMPLEX64;
inline constexpr DataType DT_INT64 = TF_INT64;
inline constexpr DataType DT_BOOL = TF_BOOL;
inline constexpr DataType DT_QINT8 = TF_QINT8;
inline constexpr DataType DT_QUINT8 = TF_QUINT8;
inline constexpr DataType DT_QINT32 = TF_QINT32;
inline constexpr DataType DT_BFLOAT16 = TF_BFLOAT16;
inline constexpr DataType DT_QINT16 = TF_QINT16;
inline constexpr DataType DT_QUINT16 = TF_QUINT16;
inline constexpr DataType DT_UINT16 = TF_UINT16;
inline constexpr DataType DT_COMPLEX128 = TF_COMPLEX128;
inline constexpr DataType DT_HALF = TF_HALF;
inline constexpr DataType DT_RESOURCE = TF_RESOURCE;
inline constexpr DataType DT_VARIANT = TF_VARIANT;
inline constexpr DataType DT_UINT32 = TF_UINT32;
inline constexpr DataType DT_UINT64 = TF_UINT64;

// Bytes per element, 0 for types without a fixed size.
inline int DataTypeSize(DataType dtype) { return static_cast<int>(TF_DataTypeSize(dtype)); }

// "float", "int32"... as TensorFlow spells types in messages.
inline std::string DataTypeString(DataType dtype) {
  switch (dtype) {
    case TF_FLOAT: return "float";
    case TF_DOUBLE: return "double";
    case TF_INT32: return "int32";
    case TF_UINT8: return "uint8";
    case TF_INT16: return "int16";
    case TF_INT8: return "int8";
    case TF_STRING: return "string";
    case TF_COMPLEX64: return "complex64";
    case TF_INT64: return "int64";
    case TF_BOOL: return "bool";
    case TF_QINT8: return "qint8";
    case TF_QUINT8: return "quint8";
    case TF_QINT32: return "qint32";
    case TF_BFLOAT16: return "bfloat16";
    case TF_QINT16: return "qint16";
    case TF_QUINT16: return "quint16";
    case TF_UINT16: return "uint16";
    case TF_COMPLEX128: return "complex128";
    case TF_HALF: return "half";
    case TF_RESOURCE: return "resource";
    case TF_VARIANT: return "variant";
    case TF_UINT32: return "uint32";
    case TF_UINT64: return "uint64";
    default: return "type " + std::to_string(static_cast<int>(dtype));
  }
}

// DataTypeToEnum<T>::value: the DataType of element type T.
template <typename T>
struct DataTypeToEnum {
  static_assert(sizeof(T) == 0, "no DataType for this element type");
};
#define TFLC_PLUGIN_MATCH_TYPE(TYPE, ENUM)            \
  template <>                                         \
  struct DataTypeToEnum<TYPE> {                       \
    static constexpr DataType value = ENUM;           \
    static DataType v() { return ENUM; }              \
  }
TFLC_PLUGIN_MATCH_TYPE(float, DT_FLOAT);
TFLC_PLUGIN_MATCH_TYPE(double, DT_DOUBLE);
TFLC_PLUGIN_MATCH_TYPE(int32_t, DT_INT32);
TFLC_PLUGIN_MATCH_TYPE(uint8_t, DT_UINT8);
TFLC_PLUGIN_MATCH_TYPE(int16_t, DT_INT16);
TFLC_PLUGIN_MATCH_TYPE(int8_t, DT_INT8);
TFLC_PLUGIN_MATCH_TYPE(complex64, DT_COMPLEX64);
TFLC_PLUGIN_MATCH_TYPE(int64_t, DT_INT64);
TFLC_PLUGIN_MATCH_TYPE(bool, DT_BOOL);
TFLC_PLUGIN_MATCH_TYPE(uint16_t, DT_UINT16);
TFLC_PLUGIN_MATCH_TYPE(complex128, DT_COMPLEX128);
TFLC_PLUGIN_MATCH_TYPE(uint32_t, DT_UINT32);
TFLC_PLUGIN_MATCH_TYPE(uint64_t, DT_UINT64);
#undef TFLC_PLUGIN_MATCH_TYPE

// The sizes of a tensor's dimensions. Up to kInlineDims dimensions are stored without allocating.
class TensorShape {
 public:
  TensorShape() = default;
  TensorShape(std::initializer_list<int64_t> dim_sizes) {  // NOLINT(runtime/explicit)
    for (int64_t size : dim_sizes) AddDim(size);
  }
  explicit TensorShape(const std::vector<int64_t>& dim_sizes) {
    for (int64_t size : dim_sizes) AddDim(size);
  }
  TensorShape(const int64_t* dim_sizes, int count) {
    for (int i = 0; i < count; ++i) AddDim(dim_sizes[i]);
  }

  int dims() const { return rank_; }
  int64_t dim_size(int d) const { return data()[d]; }
  int64_t num_elements() const {
    int64_t count = 1;
    for (int d = 0; d < rank_; ++d) count *= data()[d];
    return count;
  }
  void AddDim(int64_t size) {
    if (rank_ < kInlineDims) {
      inline_[rank_] = size;
    } else {
      if (rank_ == kInlineDims) heap_.assign(inline_, inline_ + kInlineDims);
      heap_.push_back(size);
    }
    ++rank_;
  }
  void set_dim(int d, int64_t size) { mutable_data()[d] = size; }
  // Drops the last `n` dimensions.
  void RemoveLastDims(int n) {
    const int new_rank = n >= rank_ ? 0 : rank_ - n;
    if (rank_ > kInlineDims && new_rank <= kInlineDims) {
      std::copy(heap_.begin(), heap_.begin() + new_rank, inline_);
      heap_.clear();
    } else if (new_rank > kInlineDims) {
      heap_.resize(new_rank);
    }
    rank_ = new_rank;
  }
  std::vector<int64_t> dim_sizes() const { return std::vector<int64_t>(data(), data() + rank_); }
  const int64_t* data() const { return rank_ > kInlineDims ? heap_.data() : inline_; }

  // "[2,3]".
  std::string DebugString() const {
    std::string text = "[";
    for (int d = 0; d < rank_; ++d) text += (d > 0 ? "," : "") + std::to_string(data()[d]);
    return text + "]";
  }
  bool IsSameSize(const TensorShape& other) const { return *this == other; }
  bool operator==(const TensorShape& other) const {
    if (rank_ != other.rank_) return false;
    for (int d = 0; d < rank_; ++d) {
      if (data()[d] != other.data()[d]) return false;
    }
    return true;
  }
  bool operator!=(const TensorShape& other) const { return !(*this == other); }

 private:
  static constexpr int kInlineDims = 6;
  int64_t* mutable_data() { return rank_ > kInlineDims ? heap_.data() : inline_; }

  int rank_ = 0;
  int64_t inline_[kInlineDims] = {};
  std::vector<int64_t> heap_;
};

// A one-dimensional view of a tensor's elements: flat(i), size(), data(), range for.
template <typename T>
class TensorFlat {
 public:
  TensorFlat(T* data, int64_t size) : data_(data), size_(size) {}
  T& operator()(int64_t i) const { return data_[i]; }
  T& operator[](int64_t i) const { return data_[i]; }
  int64_t size() const { return size_; }
  int64_t dimension(int) const { return size_; }
  T* data() const { return data_; }
  T* begin() const { return data_; }
  T* end() const { return data_ + size_; }

 private:
  T* data_;
  int64_t size_;
};

// The single element of a tensor: scalar<T>()().
template <typename T>
class TensorScalar {
 public:
  explicit TensorScalar(T* data) : data_(data) {}
  T& operator()() const { return *data_; }

 private:
  T* data_;
};

class Tensor {
 public:
  // No tensor yet (IsInitialized() is false); filled by allocate_output, BitcastFrom...
  Tensor() = default;
  // A new tensor with uninitialized elements. Throws StatusError when the type has no fixed
  // element size, the shape is invalid or memory is short.
  Tensor(DataType dtype, const TensorShape& shape) {
    const size_t bytes = static_cast<size_t>(shape.num_elements()) * TF_DataTypeSize(dtype);
    tensor_ = TF_AllocateTensor(dtype, shape.data(), shape.dims(), bytes);
    if (tensor_ == nullptr) {
      throw StatusError(Status(TF_INVALID_ARGUMENT,
                               "Cannot allocate a " + DataTypeString(dtype) + " tensor of shape " +
                                   shape.DebugString()));
    }
  }
  // Takes ownership of `tensor` (may be NULL).
  explicit Tensor(TF_Tensor* tensor) : tensor_(tensor) {}
  Tensor(Tensor&& other) noexcept : tensor_(std::exchange(other.tensor_, nullptr)) {}
  Tensor& operator=(Tensor&& other) noexcept {
    if (this != &other) {
      DeleteHandle();
      tensor_ = std::exchange(other.tensor_, nullptr);
    }
    return *this;
  }
  Tensor(const Tensor&) = delete;
  Tensor& operator=(const Tensor&) = delete;
  ~Tensor() { DeleteHandle(); }

  bool IsInitialized() const { return tensor_ != nullptr; }
  DataType dtype() const { return TF_TensorType(tensor_); }
  int dims() const { return tensor_ == nullptr ? 0 : TF_NumDims(tensor_); }
  int64_t dim_size(int d) const { return TF_Dim(tensor_, d); }
  int64_t NumElements() const { return tensor_ == nullptr ? 0 : TF_TensorElementCount(tensor_); }
  TensorShape shape() const {
    TensorShape shape;
    const int rank = dims();
    for (int d = 0; d < rank; ++d) shape.AddDim(dim_size(d));
    return shape;
  }
  size_t TotalBytes() const { return TF_TensorByteSize(tensor_); }
  bool IsAligned() const { return TF_TensorIsAligned(tensor_); }
  bool IsSameSize(const Tensor& other) const { return shape() == other.shape(); }

  void* data() const { return TF_TensorData(tensor_); }
  template <typename T>
  T* base() const {
    return static_cast<T*>(data());
  }

  template <typename T>
  TensorFlat<T> flat() {
    CheckType<T>("flat");
    return TensorFlat<T>(base<T>(), NumElements());
  }
  template <typename T>
  TensorFlat<const T> flat() const {
    CheckType<T>("flat");
    return TensorFlat<const T>(base<const T>(), NumElements());
  }
  template <typename T>
  TensorScalar<T> scalar() {
    CheckScalar<T>();
    return TensorScalar<T>(base<T>());
  }
  template <typename T>
  TensorScalar<const T> scalar() const {
    CheckScalar<T>();
    return TensorScalar<const T>(base<const T>());
  }

  // Makes this tensor view `other`'s buffer as `dtype` elements of `shape` (the byte counts must
  // match).
  Status BitcastFrom(const Tensor& other, DataType dtype, const TensorShape& shape) {
    if (tensor_ == nullptr) {
      const int64_t no_elements[] = {0};
      tensor_ = TF_AllocateTensor(dtype, no_elements, 1, 0);
      if (tensor_ == nullptr) {
        return Status(TF_INVALID_ARGUMENT, "BitcastFrom: " + DataTypeString(dtype) +
                                               " has no fixed element size");
      }
    }
    TF_TensorBitcastFrom(other.tensor_, dtype, tensor_, shape.data(), shape.dims(),
                         internal::Scratch());
    return internal::LastStatus();
  }

  // "Tensor<type: float shape: [2,2]>".
  std::string DebugString() const {
    if (tensor_ == nullptr) return "Tensor<uninitialized>";
    return "Tensor<type: " + DataTypeString(dtype()) + " shape: " + shape().DebugString() + ">";
  }

  // The C handle, still owned by this object / handed over to the caller.
  TF_Tensor* get() const { return tensor_; }
  TF_Tensor* release() { return std::exchange(tensor_, nullptr); }

 private:
  // Kernels make and drop empty tensors on every run (a context's unused output slots).
  void DeleteHandle() {
    if (tensor_ != nullptr) TF_DeleteTensor(tensor_);
  }
  template <typename T>
  void CheckType(const char* accessor) const {
    if (dtype() != DataTypeToEnum<T>::value) ThrowTypeMismatch(accessor, DataTypeToEnum<T>::value);
  }
  // Out of line: flat<T>() runs on every kernel call, and building this message on its path
  // costs every call a large stack frame.
  [[noreturn]] __attribute__((cold, noinline)) void ThrowTypeMismatch(const char* accessor,
                                                                      DataType wanted) const {
    throw StatusError(Status(TF_INVALID_ARGUMENT, std::string(accessor) + "<" +
                                                      DataTypeString(wanted) + ">() of a " +
                                                      DataTypeString(dtype()) + " tensor"));
  }
  template <typename T>
  void CheckScalar() const {
    CheckType<T>("scalar");
    if (NumElements() != 1) {
      throw StatusError(Status(TF_INVALID_ARGUMENT, "scalar() of a tensor of shape " +
                                                        shape().DebugString()));
    }
  }

  TF_Tensor* tensor_ = nullptr;
};

TFLC_PLUGIN_NAMESPACE_END

#endif  // TENSORFLOW_LITE_CORE_C_CC_TENSOR_H_
