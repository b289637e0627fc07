// TimeTwo, the GPU example of TensorFlow's custom-op guide: one op for int32 and float, a kernel
// template over the device, a CPU kernel for both types and, in a CUDA build, a GPU kernel for
// float. (As in TensorFlow, int32 tensors of GPU kernels live in host memory, so an int32 GPU
// kernel would be handed host pointers: TimeTwo's int32 runs on the CPU.)
#define EIGEN_USE_THREADS
#include "time_two.h"

#include <limits>

#include "tensorflow/core/framework/op.h"
#include "tensorflow/core/framework/op_kernel.h"
#include "tensorflow/core/framework/shape_inference.h"

namespace tensorflow {

REGISTER_OP("TimeTwo")
    .Attr("T: {int32, float}")
    .Input("in: T")
    .Output("out: T")
    .SetShapeFn([](::tensorflow::shape_inference::InferenceContext* c) {
      c->set_output(0, c->input(0));
      return absl::OkStatus();
    })
    .Doc(R"doc(
Multiplies every element by two.

in: the values.
out: 2 * in, with in's shape.
)doc");

using CPUDevice = Eigen::ThreadPoolDevice;
using GPUDevice = Eigen::GpuDevice;

namespace functor {

template <typename T>
struct TimeTwoFunctor<CPUDevice, T> {
  void operator()(const CPUDevice& /*d*/, int size, const T* in, T* out) {
    for (int i = 0; i < size; ++i) out[i] = 2 * in[i];
  }
};

}  // namespace functor

template <typename Device, typename T>
class TimeTwoOp : public OpKernel {
 public:
  explicit TimeTwoOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& input_tensor = context->input(0);
    Tensor* output_tensor = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, input_tensor.shape(), &output_tensor));
    OP_REQUIRES(context, input_tensor.NumElements() <= std::numeric_limits<int>::max(),
                errors::InvalidArgument("Too many elements in tensor"));
    functor::TimeTwoFunctor<Device, T>()(context->eigen_device<Device>(),
                                         static_cast<int>(input_tensor.NumElements()),
                                         input_tensor.flat<T>().data(), output_tensor->flat<T>().data());
  }
};

#define REGISTER_CPU(T) \
  REGISTER_KERNEL_BUILDER(Name("TimeTwo").Device(DEVICE_CPU).TypeConstraint<T>("T"), TimeTwoOp<CPUDevice, T>);
REGISTER_CPU(float);
REGISTER_CPU(int32);

#if GOOGLE_CUDA
// The GPU specialization is compiled by nvcc in time_two_kernels.cu.cc.
#define REGISTER_GPU(T)                                                   \
  extern template struct functor::TimeTwoFunctor<GPUDevice, T>;           \
  REGISTER_KERNEL_BUILDER(Name("TimeTwo").Device(DEVICE_GPU).TypeConstraint<T>("T"), \
                          TimeTwoOp<GPUDevice, T>);
REGISTER_GPU(float);
#endif  // GOOGLE_CUDA

}  // namespace tensorflow
