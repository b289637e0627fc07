// TensorShape: the fully known dimension sizes of a tensor. PartialTensorShape: a shape whose rank
// or some dimensions may be unknown (-1), as graph construction and shape inference see them.
// TensorShapeUtils: small predicates and builders over shapes.
//
// Shapes are values: cheap to copy, owning their dimensions. Ranks up to a few dimensions are
// stored inline, so building a shape does not allocate.
//
// Constructors and mutators that take sizes from the program CHECK-fail on bad sizes; sizes that
// come from outside (protos, tensors, user input) go through the Status-returning forms
// (BuildTensorShape, AddDimWithStatus, IsValidShape...), which never crash.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_TENSOR_SHAPE_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_TENSOR_SHAPE_H_

#include <cstddef>
#include <cstring>
#include <initializer_list>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include "absl/types/span.h"
#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/platform/logging.h"
#include "tensorflow_lite_core/platform/status.h"
#include "tensorflow_lite_core/platform/types.h"

namespace Eigen {
// Defined in unsupported/Eigen/CXX11/Tensor, which only tensor_types.h includes.
template <typename DenseIndex, int NumDims>
struct DSizes;
}  // namespace Eigen

namespace tensorflow {

class PartialTensorShape;

namespace internal {

// A short vector of dimension sizes: inline up to kInlineCapacity, in an exact-size heap array
// beyond. Copying and moving an inline one is a fixed-size copy with no call, which matters
// because every Tensor copy copies its shape.
class ShapeDims {
 public:
  static constexpr int kInlineCapacity = 6;

  ShapeDims() : inline_{} {}
  ShapeDims(const ShapeDims& other) {
    if (other.size_ <= kInlineCapacity) {
      CopyStorage(other);
    } else {
      for (int64& value : inline_) value = 0;
      AssignToHeap(other.heap_, other.size_);
    }
  }
  ShapeDims(ShapeDims&& other) noexcept { TakeFrom(other); }
  ShapeDims& operator=(const ShapeDims& other) {
    if (this != &other) Assign(other.data(), other.size_);
    return *this;
  }
  ShapeDims& operator=(ShapeDims&& other) noexcept {
    if (this != &other) {
      ReleaseHeap();
      TakeFrom(other);
    }
    return *this;
  }
  ~ShapeDims() { ReleaseHeap(); }

  int size() const { return size_; }
  const int64* data() const { return size_ <= kInlineCapacity ? inline_ : heap_; }
  int64* data() { return size_ <= kInlineCapacity ? inline_ : heap_; }
  int64 operator[](int index) const { return data()[index]; }
  int64& operator[](int index) { return data()[index]; }

  // `values` may point into this.
  void Assign(const int64* values, int count) {
    if (size_ <= kInlineCapacity && count <= kInlineCapacity) {
      // A forward copy: `values` may point into inline_ at or after its start. The fixed trip
      // count keeps compilers from making it a `rep movs`, whose start-up costs more than
      // copying a few dims.
      for (int i = 0; i < kInlineCapacity; ++i) {
        if (i < count) inline_[i] = values[i];
      }
      size_ = count;
    } else {
      AssignSlow(values, count);
    }
  }
  void Insert(int position, int64 value);
  void PushBack(int64 value) { Insert(size_, value); }
  // Removes [begin, end).
  void Erase(int begin, int end);
  void Clear() { Assign(nullptr, 0); }
  // Makes this the single dimension `size`.
  void SetToOne(int64 size) {
    ReleaseHeap();
    inline_[0] = size;
    size_ = 1;
  }

 private:
  // Copies the whole union (every byte of it is always initialized) and the size.
  void CopyStorage(const ShapeDims& other) {
    std::memcpy(inline_, other.inline_, sizeof(inline_));
    size_ = other.size_;
  }
  // Leaves `other` empty; a heap array changes owner.
  void TakeFrom(ShapeDims& other) {
    CopyStorage(other);
    if (other.size_ > kInlineCapacity) other.inline_[0] = 0;
    other.size_ = 0;
  }
  void ReleaseHeap() {
    if (size_ > kInlineCapacity) delete[] heap_;
  }
  // Assign when this or the result needs the heap.
  void AssignSlow(const int64* values, int count);
  // Sets this to `count` > kInlineCapacity values; assumes no heap array is owned.
  void AssignToHeap(const int64* values, int count);

  int size_ = 0;
  union {
    int64 inline_[kInlineCapacity];
    int64* heap_;  // size_ elements, when size_ > kInlineCapacity
  };
};

}  // namespace internal

// One dimension, as iterating over a TensorShape yields them.
struct TensorShapeDim {
  explicit TensorShapeDim(int64 s) : size(s) {}
  int64 size;
};

class TensorShapeIter;

class TensorShape {
 public:
  // A scalar: rank 0, one element.
  TensorShape() = default;
  // CHECK-fails on a negative size or an element count above 2**63 - 1.
  TensorShape(std::initializer_list<int64> dim_sizes);  // NOLINT(runtime/explicit)
  explicit TensorShape(const std::vector<int64>& dim_sizes);
  // Any contiguous sizes (absl::InlinedVector, a C array...), as TensorFlow's absl::Span one.
  explicit TensorShape(absl::Span<const int64> dim_sizes) {
    TF_CHECK_OK(BuildTensorShape(dim_sizes.data(), static_cast<int>(dim_sizes.size()), this));
  }
  // CHECK-fails unless IsValid(proto).
  explicit TensorShape(const TensorShapeProto& proto);

  TensorShape(const TensorShape& other) = default;
  TensorShape& operator=(const TensorShape& other) = default;
  // A moved-from shape is a scalar.
  TensorShape(TensorShape&& other) noexcept
      : dims_(std::move(other.dims_)), num_elements_(other.num_elements_) {
    other.num_elements_ = 1;
  }
  TensorShape& operator=(TensorShape&& other) noexcept {
    if (this != &other) {
      dims_ = std::move(other.dims_);
      num_elements_ = other.num_elements_;
      other.num_elements_ = 1;
    }
    return *this;
  }

  // The same, reporting bad sizes as InvalidArgument instead.
  static absl::Status BuildTensorShape(const std::vector<int64>& dim_sizes, TensorShape* out);
  // Inline: the C API builds a shape from C dims on every kernel run.
  static absl::Status BuildTensorShape(const int64* dim_sizes, int count, TensorShape* out) {
    int64 num_elements = 1;
    bool valid = count >= 0 && count <= MaxDimensions();
    for (int i = 0; valid && i < count; ++i) {
      valid = dim_sizes[i] >= 0 &&
              !__builtin_mul_overflow(num_elements, dim_sizes[i], &num_elements);
    }
    if (TF_PREDICT_FALSE(!valid)) return InvalidDims(dim_sizes, count);
    out->dims_.Assign(dim_sizes, count);
    out->num_elements_ = num_elements;
    return absl::Status();
  }
  static absl::Status BuildTensorShape(const TensorShapeProto& proto, TensorShape* out);

  // A valid TensorShapeProto has known rank, at most MaxDimensions() dimensions, all >= 0, and
  // at most 2**63 - 1 elements.
  static bool IsValid(const TensorShapeProto& proto);
  static absl::Status IsValidShape(const TensorShapeProto& proto);

  static constexpr int MaxDimensions() { return 254; }

  int dims() const { return dims_.size(); }
  int64 dim_size(int d) const {
    if (TF_PREDICT_FALSE(d < 0 || d >= dims())) DimIndexOutOfRange(d);
    return dims_[d];
  }
  std::vector<int64> dim_sizes() const;
  int64 num_elements() const { return num_elements_; }

  // Mutators. The plain forms CHECK-fail on a bad index, a negative size, too many dimensions or
  // an element count overflow; the *WithStatus forms return InvalidArgument and leave the shape
  // unchanged.
  void AddDim(int64 size);
  absl::Status AddDimWithStatus(int64 size);
  void AppendShape(const TensorShape& shape);
  absl::Status AppendShapeWithStatus(const TensorShape& shape);
  void InsertDim(int d, int64 size);
  absl::Status InsertDimWithStatus(int d, int64 size);
  void set_dim(int d, int64 size);
  absl::Status SetDimWithStatus(int d, int64 size);
  void RemoveDim(int d);
  absl::Status RemoveDimWithStatus(int64 d);
  // Removes the last `n` dimensions.
  void RemoveLastDims(int n);
  absl::Status RemoveLastDimsWithStatus(int64 n);
  // Removes dimensions [begin, end). Negative values count from the end as in Python slices, with
  // -1 meaning dims(): RemoveDimRange(1, -1) keeps only dimension 0.
  void RemoveDimRange(int begin, int end);
  absl::Status RemoveDimRangeWithStatus(int begin, int end);
  // Back to a scalar.
  void Clear();

  bool IsSameSize(const TensorShape& other) const;
  bool operator==(const TensorShape& other) const { return IsSameSize(other); }
  bool operator!=(const TensorShape& other) const { return !IsSameSize(other); }

  void AsProto(TensorShapeProto* proto) const;
  TensorShapeProto AsProto() const;

  // "[2,3]"; "[]" for a scalar.
  std::string DebugString() const;
  // The same for a proto, which may hold unknown (-1, printed "?") or unknown-rank ("<unknown>")
  // shapes.
  static std::string DebugString(const TensorShapeProto& proto);

  // The sizes as Eigen dimensions. AsEigenDSizes CHECK-fails unless NDIMS == dims();
  // AsEigenDSizesWithPadding requires NDIMS >= dims() and pads with trailing 1s. Defined in
  // tensor_types.h (include tensor.h to use them), which keeps this header free of Eigen.
  template <int NDIMS, typename IndexType = std::ptrdiff_t>
  Eigen::DSizes<IndexType, NDIMS> AsEigenDSizes() const;
  template <int NDIMS, typename IndexType = std::ptrdiff_t>
  Eigen::DSizes<IndexType, NDIMS> AsEigenDSizesWithPadding() const;

  TensorShapeIter begin() const;
  TensorShapeIter end() const;

 private:
  friend class PartialTensorShape;
  friend class Tensor;

  // [0]: what an empty or moved-from Tensor has, set without a call.
  void SetToEmptyVector() {
    dims_.SetToOne(0);
    num_elements_ = 0;
  }

  // Why BuildTensorShape rejects `dim_sizes` (never OK for sizes it rejects).
  static absl::Status InvalidDims(const int64* dim_sizes, int count);
  // CHECK-fails naming `d` and this shape.
  [[noreturn]] void DimIndexOutOfRange(int d) const;
  // Recomputes num_elements_; false (and -1) on overflow.
  bool RecomputeNumElements();

  internal::ShapeDims dims_;
  int64 num_elements_ = 1;
};

std::ostream& operator<<(std::ostream& os, const TensorShape& shape);

class TensorShapeIter {
 public:
  TensorShapeIter(const TensorShape* shape, int d) : shape_(shape), d_(d) {}
  bool operator==(const TensorShapeIter& other) const {
    return shape_ == other.shape_ && d_ == other.d_;
  }
  bool operator!=(const TensorShapeIter& other) const { return !(*this == other); }
  void operator++() { ++d_; }
  TensorShapeDim operator*() const { return TensorShapeDim(shape_->dim_size(d_)); }

 private:
  const TensorShape* shape_;
  int d_;
};

inline TensorShapeIter TensorShape::begin() const { return TensorShapeIter(this, 0); }
inline TensorShapeIter TensorShape::end() const { return TensorShapeIter(this, dims()); }

// A shape that may be unknown in rank or in some dimensions (size -1).
class PartialTensorShape {
 public:
  // Unknown rank.
  PartialTensorShape() = default;
  // Sizes >= -1; CHECK-fails otherwise or when the known sizes overflow int64.
  PartialTensorShape(std::initializer_list<int64> dim_sizes);  // NOLINT(runtime/explicit)
  explicit PartialTensorShape(const std::vector<int64>& dim_sizes);
  // CHECK-fails unless IsValid(proto).
  explicit PartialTensorShape(const TensorShapeProto& proto);
  // A fully defined shape.
  PartialTensorShape(const TensorShape& shape);  // NOLINT(runtime/explicit)

  PartialTensorShape(const PartialTensorShape& other) = default;
  PartialTensorShape& operator=(const PartialTensorShape& other) = default;
  // A moved-from shape has unknown rank.
  PartialTensorShape(PartialTensorShape&& other) noexcept
      : unknown_rank_(other.unknown_rank_),
        dims_(std::move(other.dims_)),
        num_elements_(other.num_elements_) {
    other.unknown_rank_ = true;
    other.num_elements_ = -1;
  }
  PartialTensorShape& operator=(PartialTensorShape&& other) noexcept {
    if (this != &other) {
      unknown_rank_ = other.unknown_rank_;
      dims_ = std::move(other.dims_);
      num_elements_ = other.num_elements_;
      other.unknown_rank_ = true;
      other.num_elements_ = -1;
    }
    return *this;
  }

  static absl::Status BuildPartialTensorShape(const std::vector<int64>& dim_sizes,
                                        PartialTensorShape* out);
  static absl::Status BuildPartialTensorShape(const TensorShapeProto& proto, PartialTensorShape* out);
  // From `n` sizes at `dims`, each >= -1.
  static absl::Status MakePartialShape(const int32* dims, int n, PartialTensorShape* out);
  static absl::Status MakePartialShape(const int64* dims, int n, PartialTensorShape* out);

  static bool IsValid(const TensorShapeProto& proto);
  static absl::Status IsValidShape(const TensorShapeProto& proto);

  bool unknown_rank() const { return unknown_rank_; }
  // -1 when the rank is unknown.
  int dims() const { return unknown_rank_ ? -1 : dims_.size(); }
  // -1 for an unknown dimension. CHECK-fails on unknown rank or a bad index.
  int64 dim_size(int d) const;
  std::vector<int64> dim_sizes() const;
  // -1 unless fully defined.
  int64 num_elements() const { return num_elements_; }

  bool IsFullyDefined() const;
  // Fills `shape` and returns true when fully defined; false (shape untouched) otherwise.
  bool AsTensorShape(TensorShape* shape) const;

  // True when some fully defined shape matches both.
  bool IsCompatibleWith(const PartialTensorShape& other) const;
  bool IsCompatibleWith(const TensorShape& other) const;
  // The most specific shape compatible with both; InvalidArgument when they are incompatible.
  // `result` may alias *this.
  absl::Status MergeWith(const PartialTensorShape& other, PartialTensorShape* result) const;
  // This shape with `size` (or `other`'s dimensions) appended; unknown rank stays unknown.
  PartialTensorShape Concatenate(int64 size) const;
  PartialTensorShape Concatenate(const PartialTensorShape& other) const;
  // Same rank knowledge and same sizes, unknown matching only unknown.
  bool IsIdenticalTo(const PartialTensorShape& other) const;

  // Mutators on known-rank shapes; sizes >= -1. The plain forms CHECK-fail on bad input.
  void AddDim(int64 size);
  absl::Status AddDimWithStatus(int64 size);
  void set_dim(int d, int64 size);
  absl::Status SetDimWithStatus(int d, int64 size);
  void RemoveDim(int d);

  void AsProto(TensorShapeProto* proto) const;
  // "<unknown>" for unknown rank, otherwise "[?,3]".
  std::string DebugString() const;

 private:
  // Recomputes num_elements_; false when the known sizes overflow int64.
  bool RecomputeNumElements();

  bool unknown_rank_ = true;
  internal::ShapeDims dims_;
  int64 num_elements_ = -1;
};

std::ostream& operator<<(std::ostream& os, const PartialTensorShape& shape);

class TensorShapeUtils {
 public:
  static bool IsScalar(const TensorShape& shape) { return shape.dims() == 0; }
  static bool IsVector(const TensorShape& shape) { return shape.dims() == 1; }
  static bool IsVectorOrHigher(const TensorShape& shape) { return shape.dims() >= 1; }
  static bool IsMatrix(const TensorShape& shape) { return shape.dims() == 2; }
  static bool IsSquareMatrix(const TensorShape& shape) {
    return shape.dims() == 2 && shape.dim_size(0) == shape.dim_size(1);
  }
  static bool IsMatrixOrHigher(const TensorShape& shape) { return shape.dims() >= 2; }

  // A shape from `n` sizes at `dims`; InvalidArgument on a negative size or overflow. The
  // PartialTensorShape forms accept -1 as unknown.
  static absl::Status MakeShape(const int32* dims, int64 n, TensorShape* out);
  static absl::Status MakeShape(const int64* dims, int64 n, TensorShape* out);
  static absl::Status MakeShape(const std::vector<int32>& dims, TensorShape* out);
  static absl::Status MakeShape(const std::vector<int64>& dims, TensorShape* out);
  static absl::Status MakeShape(const int32* dims, int64 n, PartialTensorShape* out);
  static absl::Status MakeShape(const int64* dims, int64 n, PartialTensorShape* out);
  static absl::Status MakeShape(const std::vector<int32>& dims, PartialTensorShape* out);
  static absl::Status MakeShape(const std::vector<int64>& dims, PartialTensorShape* out);
  // Any contiguous dims: absl::InlinedVector, or a shape tensor's vec<int32>() / vec<int64>().
  static absl::Status MakeShape(absl::Span<const int32> dims, TensorShape* out) {
    return MakeShape(dims.data(), static_cast<int64>(dims.size()), out);
  }
  static absl::Status MakeShape(absl::Span<const int64> dims, TensorShape* out) {
    return MakeShape(dims.data(), static_cast<int64>(dims.size()), out);
  }
  static absl::Status MakeShape(absl::Span<const int32> dims, PartialTensorShape* out) {
    return MakeShape(dims.data(), static_cast<int64>(dims.size()), out);
  }
  static absl::Status MakeShape(absl::Span<const int64> dims, PartialTensorShape* out) {
    return MakeShape(dims.data(), static_cast<int64>(dims.size()), out);
  }

  // "[[2,3], [4]]".
  static std::string ShapeListString(const std::vector<TensorShape>& shapes);

  // Whether the leading (trailing) dimensions of `shape` are those of `prefix` (`suffix`).
  static bool StartsWith(const TensorShape& shape, const TensorShape& prefix);
  static bool EndsWith(const TensorShape& shape, const TensorShape& suffix);
};

// The dtype and shape of one value a resource or variant handle refers to.
struct DtypeAndPartialTensorShape {
  DataType dtype;
  PartialTensorShape shape;
};

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_TENSOR_SHAPE_H_
