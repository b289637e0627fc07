// UnsortedSegmentSum's checks and its view of the problem, shared by the CPU kernel
// (segment_reduction_ops.cc) and the GPU kernel (segment_reduction_ops_gpu.cc): data [rows,
// inner] (rows: the elements of segment_ids) gives output [num_segments, inner].
#ifndef TENSORFLOW_LITE_CORE_KERNELS_SEGMENT_REDUCTION_OPS_H_
#define TENSORFLOW_LITE_CORE_KERNELS_SEGMENT_REDUCTION_OPS_H_

#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {

struct UnsortedSegmentPlan {
  // Checks the shapes and num_segments (a scalar on the host) with TensorFlow's messages and
  // fills in the fields below.
  absl::Status Init(const Tensor& data, const Tensor& segment_ids,
                    const Tensor& num_segments_tensor);
  // InvalidArgument naming the first id of num_segments or more (ids on the host).
  absl::Status CheckIds(const Tensor& segment_ids) const;

  TensorShape output_shape;
  int64 num_segments = 0;
  int64 rows = 0;
  int64 inner = 1;
};

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_KERNELS_SEGMENT_REDUCTION_OPS_H_
