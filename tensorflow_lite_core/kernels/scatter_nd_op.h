// What ScatterNd and TensorScatterUpdate share between their CPU kernels (scatter_nd_op.cc) and
// GPU kernels (scatter_nd_op_gpu.cc): each row of `indices` (its last dimension, `depth` long)
// addresses a slice output[i0, ..., i(depth-1), :] that the same row of `updates` writes.
#ifndef TENSORFLOW_LITE_CORE_KERNELS_SCATTER_ND_OP_H_
#define TENSORFLOW_LITE_CORE_KERNELS_SCATTER_ND_OP_H_

#include <vector>

#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {

// ScatterNd's output shape: the values of vector `shape_tensor` (on the host), checked with
// TensorFlow's messages, as are an indices tensor of rank 0 and indices for an empty output.
absl::Status ScatterNdOutputShape(const Tensor& indices, const Tensor& shape_tensor,
                                  TensorShape* shape);

struct ScatterNdPlan {
  // Checks indices and updates against an output of `shape`, with the messages of TensorFlow's
  // ScatterNd (`for_update` false: the output shape is an input) or TensorScatterUpdate.
  absl::Status Init(const Tensor& indices, const Tensor& updates, const TensorShape& shape,
                    bool for_update);

  // The flat slice of the output each row writes: InvalidArgument naming the first row that
  // addresses none, or -1 for it when `ignore_bad_indices` (indices on the host).
  absl::Status Targets(const Tensor& indices, bool ignore_bad_indices,
                       std::vector<int64>* targets) const;

  TensorShape output_shape;
  int64 rows = 0;   // slices written
  int depth = 0;    // dimensions an index row addresses
  int64 slice = 1;  // elements per slice
};

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_KERNELS_SCATTER_ND_OP_H_
