#include "tensorflow_lite_core/util/bcast.h"

namespace tensorflow {

void ComputeBatchIndices(int64 output_batch_size, const absl::InlinedVector<int64, 4>& reshape,
                         const absl::InlinedVector<int64, 4>& bcast,
                         std::vector<int64>* out_indices) {
  // Each output index, taken apart into coordinates innermost first, reads the input at the same
  // coordinates except along broadcast dimensions, where the input has only coordinate 0.
  out_indices->resize(output_batch_size);
  const int rank = static_cast<int>(reshape.size());
  for (int64 flat = 0; flat < output_batch_size; ++flat) {
    int64 remaining = flat;
    int64 input = 0;
    int64 input_stride = 1;
    for (int axis = rank - 1; axis >= 0; --axis) {
      const int64 size = std::max(reshape[axis], bcast[axis]);
      const int64 coordinate = remaining % size;
      remaining /= size;
      if (bcast[axis] <= 1) input += coordinate * input_stride;
      input_stride *= reshape[axis];
    }
    (*out_indices)[flat] = input;
  }
}

BCast::Vec BCast::FromShape(const TensorShape& shape) {
  Vec sizes;
  for (int d = 0; d < shape.dims(); ++d) sizes.push_back(shape.dim_size(d));
  return sizes;
}

TensorShape BCast::ToShape(const Vec& vec) {
  return TensorShape(std::vector<int64>(vec.begin(), vec.end()));
}

}  // namespace tensorflow
