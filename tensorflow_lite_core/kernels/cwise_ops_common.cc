#include "tensorflow_lite_core/kernels/cwise_ops_common.h"

#include <algorithm>

namespace tensorflow {
namespace {

// How one output dimension reads the operands: both follow it, or one of them is broadcast.
enum class DimKind { kBoth, kBroadcastX, kBroadcastY };

}  // namespace

Status IncompatibleShapesError(const TensorShape& x, const TensorShape& y) {
  return errors::InvalidArgument("Incompatible shapes: ", x.DebugString(), " vs. ",
                                 y.DebugString());
}

Status BinaryBroadcast::Init(const TensorShape& x, const TensorShape& y) {
  const int rank = std::max(x.dims(), y.dims());
  std::vector<int64> output_dims(rank);
  // Merged dimensions, outermost first: their sizes and kinds.
  std::vector<int64> merged_sizes;
  std::vector<DimKind> merged_kinds;
  for (int d = 0; d < rank; ++d) {
    const int x_d = d - (rank - x.dims());
    const int y_d = d - (rank - y.dims());
    const int64 x_size = x_d < 0 ? 1 : x.dim_size(x_d);
    const int64 y_size = y_d < 0 ? 1 : y.dim_size(y_d);
    DimKind kind;
    int64 size;
    if (x_size == y_size) {
      kind = DimKind::kBoth;
      size = x_size;
    } else if (x_size == 1) {
      kind = DimKind::kBroadcastX;
      size = y_size;
    } else if (y_size == 1) {
      kind = DimKind::kBroadcastY;
      size = x_size;
    } else {
      return IncompatibleShapesError(x, y);
    }
    output_dims[d] = size;
    if (size == 1) continue;  // reads the same way whatever its kind
    if (!merged_kinds.empty() && merged_kinds.back() == kind) {
      // Overflows only beside a 0 size: the output is then empty and the merge goes unread.
      if (__builtin_mul_overflow(merged_sizes.back(), size, &merged_sizes.back())) {
        merged_sizes.back() = 0;
      }
    } else {
      merged_sizes.push_back(size);
      merged_kinds.push_back(kind);
    }
  }
  TF_RETURN_IF_ERROR(TensorShape::BuildTensorShape(output_dims, &output_shape_));
  if (output_shape_.num_elements() == 0) return OkStatus();  // nothing to read or write
  if (merged_sizes.empty()) {  // every dimension is 1: a single element
    merged_sizes.push_back(1);
    merged_kinds.push_back(DimKind::kBoth);
  }

  // Element strides of each operand over the merged dimensions, innermost last.
  const int merged_rank = static_cast<int>(merged_sizes.size());
  std::vector<int64> x_strides(merged_rank);
  std::vector<int64> y_strides(merged_rank);
  int64 x_stride = 1;
  int64 y_stride = 1;
  for (int d = merged_rank - 1; d >= 0; --d) {
    x_strides[d] = merged_kinds[d] == DimKind::kBroadcastX ? 0 : x_stride;
    y_strides[d] = merged_kinds[d] == DimKind::kBroadcastY ? 0 : y_stride;
    if (merged_kinds[d] != DimKind::kBroadcastX) x_stride *= merged_sizes[d];
    if (merged_kinds[d] != DimKind::kBroadcastY) y_stride *= merged_sizes[d];
  }

  row_size_ = merged_sizes.back();
  switch (merged_kinds.back()) {
    case DimKind::kBoth: row_kind_ = BroadcastRowKind::kBothVectors; break;
    case DimKind::kBroadcastX: row_kind_ = BroadcastRowKind::kScalarX; break;
    case DimKind::kBroadcastY: row_kind_ = BroadcastRowKind::kScalarY; break;
  }
  outer_dims_.assign(merged_sizes.begin(), merged_sizes.end() - 1);
  x_strides_.assign(x_strides.begin(), x_strides.end() - 1);
  y_strides_.assign(y_strides.begin(), y_strides.end() - 1);
  num_rows_ = row_size_ == 0 ? 0 : output_shape_.num_elements() / row_size_;
  return OkStatus();
}

}  // namespace tensorflow
