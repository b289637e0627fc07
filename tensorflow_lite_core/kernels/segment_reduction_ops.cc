// UnsortedSegmentSum(data, segment_ids, num_segments): output[s] is the sum of the slices
// data[i] whose segment_ids[i] is s (segment_ids' shape a prefix of data's; each slice is the
// rest of data's dimensions). Negative ids drop their slice; ids of num_segments or more are an
// InvalidArgument. Sums run in the data type in index order, as TensorFlow's CPU kernel does;
// integers wrap.
#include <algorithm>

#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/kernels/gather_scatter_util.h"
#include "tensorflow_lite_core/kernels/segment_reduction_ops.h"
#include "tensorflow_lite_core/kernels/wrapping_arithmetic.h"

namespace tensorflow {

absl::Status UnsortedSegmentPlan::Init(const Tensor& data, const Tensor& segment_ids,
                                       const Tensor& num_segments_tensor) {
  if (!TensorShapeUtils::IsScalar(num_segments_tensor.shape())) {
    return errors::InvalidArgument("num_segments should be a scalar, not shape ",
                                   num_segments_tensor.shape().DebugString());
  }
  bool prefix = segment_ids.dims() <= data.dims();
  for (int d = 0; prefix && d < segment_ids.dims(); ++d) {
    prefix = segment_ids.dim_size(d) == data.dim_size(d);
  }
  if (!prefix) {
    return errors::InvalidArgument("data.shape = ", data.shape().DebugString(),
                                   " does not start with segment_ids.shape = ",
                                   segment_ids.shape().DebugString());
  }
  num_segments = IndexReader(num_segments_tensor)[0];
  if (num_segments < 0) {
    return errors::InvalidArgument("Input num_segments == ", num_segments,
                                   " must not be negative.");
  }
  output_shape = TensorShape();
  TF_RETURN_IF_ERROR(output_shape.AddDimWithStatus(num_segments));
  inner = 1;
  for (int d = segment_ids.dims(); d < data.dims(); ++d) {
    TF_RETURN_IF_ERROR(output_shape.AddDimWithStatus(data.dim_size(d)));
    inner *= data.dim_size(d);
  }
  rows = segment_ids.NumElements();
  return OkStatus();
}

absl::Status UnsortedSegmentPlan::CheckIds(const Tensor& segment_ids) const {
  const IndexReader id(segment_ids);
  for (int64 i = 0; i < rows; ++i) {
    if (id[i] >= num_segments) {
      return errors::InvalidArgument(ElementText("segment_ids", segment_ids.shape(), i), " = ",
                                     id[i], " is out of range [0, ", num_segments, ")");
    }
  }
  return OkStatus();
}

namespace {

template <typename T>
class UnsortedSegmentSumOp : public OpKernel {
 public:
  explicit UnsortedSegmentSumOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& data = context->input(0);
    const Tensor& segment_ids = context->input(1);
    UnsortedSegmentPlan plan;
    OP_REQUIRES_OK(context, plan.Init(data, segment_ids, context->input(2)));
    OP_REQUIRES_OK(context, plan.CheckIds(segment_ids));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, plan.output_shape, &output));
    T* out = output->base<T>();
    std::fill(out, out + output->NumElements(), T(0));
    if (plan.inner == 0) return;
    const T* in = data.base<const T>();
    const IndexReader id(segment_ids);
    for (int64 i = 0; i < plan.rows; ++i) {
      const int64 segment = id[i];
      if (segment < 0) continue;
      const T* row = in + i * plan.inner;
      T* sum = out + segment * plan.inner;
      for (int64 j = 0; j < plan.inner; ++j) sum[j] = WrappingAdd(sum[j], row[j]);
    }
  }
};

#define REGISTER_SEGMENT_SUM(T)                                                   \
  REGISTER_KERNEL_BUILDER(                                                        \
      Name("UnsortedSegmentSum").Device(DEVICE_CPU).TypeConstraint<T>("T"),       \
      UnsortedSegmentSumOp<T>);
TF_CALL_NUMBER_TYPES(REGISTER_SEGMENT_SUM)
#undef REGISTER_SEGMENT_SUM

}  // namespace
}  // namespace tensorflow
