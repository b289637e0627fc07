// ZerosLike and OnesLike on a GPU: a fill of the input's shape (device code in
// strided_copy_gpu.cu.cc).
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/kernels/gpu_launchers.h"
#include "tensorflow_lite_core/kernels/strided_copy.h"

namespace tensorflow {
namespace {

template <typename T, bool kOnes>
class GpuConstantLikeOp : public OpKernel {
 public:
  explicit GpuConstantLikeOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& input = context->input(0);
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context,
                   context->forward_input_or_allocate_output({0}, 0, input.shape(), &output));
    const T value = kOnes ? static_cast<T>(1) : T();
    OP_REQUIRES_OK(context, gpu_kernels::LaunchFill(sizeof(T), &value, output->NumElements(),
                                                    output->data(),
                                                    context->op_device_context_stream()));
  }
};

#define REGISTER_GPU(T)                                                                    \
  REGISTER_KERNEL_BUILDER(Name("ZerosLike").Device(DEVICE_GPU).TypeConstraint<T>("T"),     \
                          GpuConstantLikeOp<T, false>);                                    \
  REGISTER_KERNEL_BUILDER(Name("OnesLike").Device(DEVICE_GPU).TypeConstraint<T>("T"),      \
                          GpuConstantLikeOp<T, true>);
TFLC_CALL_GPU_COPY_TYPES(REGISTER_GPU)
#undef REGISTER_GPU

}  // namespace
}  // namespace tensorflow
