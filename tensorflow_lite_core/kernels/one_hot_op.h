// OneHot's checks and its view of the problem, shared by the CPU kernel (one_hot_op.cc) and the
// GPU kernel (one_hot_op_gpu.cc): indices [prefix, suffix] (split at `axis`) give output
// [prefix, depth, suffix].
#ifndef TENSORFLOW_LITE_CORE_KERNELS_ONE_HOT_OP_H_
#define TENSORFLOW_LITE_CORE_KERNELS_ONE_HOT_OP_H_

#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {

struct OneHotPlan {
  // Checks the inputs (depth an int32 scalar on the host, on and off values scalars) and the
  // axis attr with TensorFlow's messages, and fills in the fields below.
  absl::Status Init(const Tensor& indices, const Tensor& depth_tensor, const Tensor& on_value,
                    const Tensor& off_value, int64 axis);

  TensorShape output_shape;
  int64 depth = 0;
  int64 prefix = 1;
  int64 suffix = 1;
};

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_KERNELS_ONE_HOT_OP_H_
