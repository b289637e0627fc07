// BiasAdd(value, bias): value plus bias[c] at each element of channel c (the last dimension in
// NHWC, the second in NCHW). BiasAddGrad(out_backprop): the sum over everything but the channel
// dimension, a vector of one value per channel (half and bfloat16 summed in float). Integers
// wrap on overflow.
#include <string>
#include <type_traits>
#include <vector>

#include "Eigen/Core"
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/kernels/bias_op.h"
#include "tensorflow_lite_core/kernels/parallel_for.h"
#include "tensorflow_lite_core/kernels/wrapping_arithmetic.h"

namespace tensorflow {
namespace {

template <typename T>
class BiasAddOp : public OpKernel {
 public:
  explicit BiasAddOp(OpKernelConstruction* context) : OpKernel(context) {
    OP_REQUIRES_OK(context, context->GetAttr("data_format", &data_format_));
  }

  void Compute(OpKernelContext* context) override {
    const Tensor& value = context->input(0);
    const Tensor& bias = context->input(1);
    BiasLayout layout;
    OP_REQUIRES_OK(context, layout.InitForBiasAdd(value.shape(), bias.shape(), data_format_));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context,
                   context->forward_input_or_allocate_output({0}, 0, value.shape(), &output));
    if (value.NumElements() == 0) return;
    const T* in = value.base<const T>();
    const T* b = bias.base<const T>();
    T* out = output->base<T>();
    const int64 channels = layout.channels;
    const int64 inner = layout.inner;
    // One unit is one [channels, inner] block.
    ParallelForOnDevice(context, layout.outer, channels * inner + 10, [&](int64 begin, int64 end) {
      for (int64 o = begin; o < end; ++o) {
        const int64 base = o * channels * inner;
        for (int64 c = 0; c < channels; ++c) {
          for (int64 i = 0; i < inner; ++i) {
            const int64 at = base + c * inner + i;
            out[at] = WrappingAdd(in[at], b[c]);
          }
        }
      }
    });
  }

 private:
  std::string data_format_;
};

// Values of half and bfloat16 are summed in float.
template <typename T>
using BiasGradAccumulator =
    std::conditional_t<std::is_same_v<T, Eigen::half> || std::is_same_v<T, Eigen::bfloat16>,
                       float, T>;

template <typename T>
class BiasAddGradOp : public OpKernel {
 public:
  explicit BiasAddGradOp(OpKernelConstruction* context) : OpKernel(context) {
    OP_REQUIRES_OK(context, context->GetAttr("data_format", &data_format_));
  }

  void Compute(OpKernelContext* context) override {
    using Acc = BiasGradAccumulator<T>;
    const Tensor& gradients = context->input(0);
    BiasLayout layout;
    OP_REQUIRES_OK(context, layout.Init(gradients.shape(), data_format_));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context,
                   context->allocate_output(0, TensorShape({layout.channels}), &output));
    std::vector<Acc> sums(layout.channels, Acc(0));
    const T* in = gradients.base<const T>();
    for (int64 o = 0; o < layout.outer; ++o) {
      for (int64 c = 0; c < layout.channels; ++c) {
        const T* run = in + (o * layout.channels + c) * layout.inner;
        Acc sum = sums[c];
        for (int64 i = 0; i < layout.inner; ++i) sum = WrappingAdd(sum, static_cast<Acc>(run[i]));
        sums[c] = sum;
      }
    }
    T* out = output->base<T>();
    for (int64 c = 0; c < layout.channels; ++c) out[c] = static_cast<T>(sums[c]);
  }

 private:
  std::string data_format_;
};

#define REGISTER_BIAS(T)                                                                     \
  REGISTER_KERNEL_BUILDER(Name("BiasAdd").Device(DEVICE_CPU).TypeConstraint<T>("T"),         \
                          BiasAddOp<T>);                                                     \
  REGISTER_KERNEL_BUILDER(Name("BiasAddGrad").Device(DEVICE_CPU).TypeConstraint<T>("T"),     \
                          BiasAddGradOp<T>);
TF_CALL_NUMBER_TYPES(REGISTER_BIAS)
#undef REGISTER_BIAS

}  // namespace
}  // namespace tensorflow
