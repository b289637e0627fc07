// BroadcastTo(input, shape): `input` repeated to `shape` by NumPy's broadcasting rules. The copy
// reads each broadcast dimension with stride 0, so it is one strided copy.
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/kernels/shape_from_tensor.h"
#include "tensorflow_lite_core/kernels/strided_copy.h"
#include "tensorflow_lite_core/util/bcast.h"

namespace tensorflow {
namespace {

class BroadcastToOp : public OpKernel {
 public:
  explicit BroadcastToOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& input = context->input(0);
    const Tensor& shape_tensor = context->input(1);
    OP_REQUIRES(context, shape_tensor.dims() == 1,
                errors::InvalidArgument("shape must be a vector of {int32,int64}, got shape ",
                                        shape_tensor.shape().DebugString()));
    TensorShape output_shape;
    OP_REQUIRES_OK(context, ShapeFromTensor(shape_tensor, &output_shape));
    const TensorShape& input_shape = input.shape();
    if (output_shape == input_shape) {
      context->set_output(0, input);
      return;
    }
    OP_REQUIRES(context, input_shape.dims() <= output_shape.dims(),
                errors::InvalidArgument("Rank of input (", input_shape.dims(),
                                        ") must be no greater than rank of output shape (",
                                        output_shape.dims(), ")."));
    const BCast bcast(BCast::FromShape(input_shape), BCast::FromShape(output_shape));
    OP_REQUIRES(context, bcast.IsValid(),
                errors::InvalidArgument("Incompatible shapes: ", input_shape.DebugString(),
                                        " vs. ", output_shape.DebugString()));
    OP_REQUIRES(context, BCast::ToShape(bcast.output_shape()) == output_shape,
                errors::InvalidArgument("Unable to broadcast tensor of shape ",
                                        input_shape.DebugString(), " to tensor of shape ",
                                        output_shape.DebugString()));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, output_shape, &output));
    if (output_shape.num_elements() == 0) return;
    const StridedCopy::Dims input_strides = RowMajorStrides(input_shape);
    const StridedCopy::Dims output_strides = RowMajorStrides(output_shape);
    const int leading = output_shape.dims() - input_shape.dims();
    StridedCopy plan;
    for (int d = 0; d < output_shape.dims(); ++d) {
      const int input_dim = d - leading;
      const bool repeated = input_dim < 0 || input_shape.dim_size(input_dim) == 1;
      plan.AddDim(output_shape.dim_size(d), repeated ? 0 : input_strides[input_dim],
                  output_strides[d]);
    }
    OP_REQUIRES_OK(context, CopyStrided(context, std::move(plan), input, output));
  }
};

#define REGISTER_BROADCAST_TO(T)                                                           \
  REGISTER_KERNEL_BUILDER(Name("BroadcastTo").Device(DEVICE_CPU).TypeConstraint<T>("T"), \
                          BroadcastToOp);
TF_CALL_POD_STRING_TYPES(REGISTER_BROADCAST_TO)
#undef REGISTER_BROADCAST_TO

#if GOOGLE_CUDA
#define REGISTER_BROADCAST_TO_GPU(T)                                                          \
  REGISTER_KERNEL_BUILDER(                                                                    \
      Name("BroadcastTo").Device(DEVICE_GPU).TypeConstraint<T>("T").HostMemory("shape"), \
      BroadcastToOp);
TFLC_CALL_GPU_COPY_TYPES(REGISTER_BROADCAST_TO_GPU)
#undef REGISTER_BROADCAST_TO_GPU
#endif

}  // namespace
}  // namespace tensorflow
