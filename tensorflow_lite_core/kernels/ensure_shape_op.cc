// EnsureShape: passes its input through (sharing its buffer) when the input's shape is compatible
// with the `shape` attr, whose dimensions and rank may be unknown; fails with TensorFlow's text
// otherwise. Registered without a type constraint on the CPU, so it serves every dtype.
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/kernels/strided_copy.h"

namespace tensorflow {
namespace {

class EnsureShapeOp : public OpKernel {
 public:
  explicit EnsureShapeOp(OpKernelConstruction* context) : OpKernel(context) {
    OP_REQUIRES_OK(context, context->GetAttr("shape", &expected_shape_));
  }

  void Compute(OpKernelContext* context) override {
    const Tensor& input = context->input(0);
    // TensorFlow names the node's input; an eager call's node takes the op's argument, "input".
    OP_REQUIRES(context, expected_shape_.IsCompatibleWith(input.shape()),
                errors::InvalidArgument("Shape of tensor input ", input.shape().DebugString(),
                                        " is not compatible with expected shape ",
                                        expected_shape_.DebugString(), "."));
    context->set_output(0, input);
  }

  bool IsExpensive() override { return false; }

 private:
  PartialTensorShape expected_shape_;
};

REGISTER_KERNEL_BUILDER(Name("EnsureShape").Device(DEVICE_CPU), EnsureShapeOp);

#if GOOGLE_CUDA
// Nothing is read on the device: the output is the input's buffer.
#define REGISTER_GPU(T)                                                               \
  REGISTER_KERNEL_BUILDER(Name("EnsureShape").Device(DEVICE_GPU).TypeConstraint<T>("T"), \
                          EnsureShapeOp);
TFLC_CALL_GPU_COPY_TYPES(REGISTER_GPU)
#undef REGISTER_GPU
#endif

}  // namespace
}  // namespace tensorflow
