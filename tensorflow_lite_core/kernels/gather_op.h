// The checks of GatherV2 and GatherNd and their views of the problem, shared by the CPU kernels
// (gather_op.cc, gather_nd_op.cc) and the GPU kernels (gather_op_gpu.cc). GatherV2: params
// [batch, outer, limit, inner] and indices [batch, count] give output [batch, outer, count,
// inner]. GatherNd: indices [rows, depth] address slices of `slice` elements of params.
#ifndef TENSORFLOW_LITE_CORE_KERNELS_GATHER_OP_H_
#define TENSORFLOW_LITE_CORE_KERNELS_GATHER_OP_H_

#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {

struct GatherV2Plan {
  // Checks the inputs' shapes, the axis (a scalar of `axis_tensor`) and batch_dims, with
  // TensorFlow's messages, and fills in the fields below.
  absl::Status Init(const Tensor& params, const Tensor& indices, const Tensor& axis_tensor,
                    int64 batch_dims);
  // InvalidArgument naming the first index outside [0, limit) (indices on the host).
  absl::Status CheckIndices(const Tensor& indices) const;

  TensorShape output_shape;
  int64 batch = 1;
  int64 outer = 1;
  int64 limit = 0;
  int64 inner = 1;
  int64 count = 1;
};

struct GatherNdPlan {
  // Checks the shapes of params and indices with TensorFlow's messages and fills in the fields
  // below.
  absl::Status Init(const Tensor& params, const Tensor& indices);

  TensorShape output_shape;
  int depth = 0;
  int64 rows = 1;
  int64 slice = 1;
};

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_KERNELS_GATHER_OP_H_
