// The stateful random ops on the CPU: RandomUniform, RandomStandardNormal, TruncatedNormal and
// RandomUniformInt. Each kernel owns a Philox stream seeded from its attrs `seed` and `seed2`
// (GuardedPhiloxRandom: key `seed`, counter high half `seed2`; both 0 draw random seeds). A run
// takes the stream as it stands and moves it kPhiloxCallsReservedPerValue calls per output value
// on, as TensorFlow's kernels do, so with both seeds fixed the n-th run of a kernel gives
// TensorFlow's n-th numbers.
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/framework/tensor_util.h"
#include "tensorflow_lite_core/kernels/random_op_cpu.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/util/guarded_philox_random.h"

namespace tensorflow {
namespace {

// RandomUniform, RandomStandardNormal and TruncatedNormal: one class, the type chosen at run time.
template <PhiloxDistribution kDistribution>
class PhiloxRandomOp : public OpKernel {
 public:
  explicit PhiloxRandomOp(OpKernelConstruction* context) : OpKernel(context) {
    OP_REQUIRES_OK(context, generator_.Init(context));
  }

  void Compute(OpKernelContext* context) override {
    TensorShape shape;
    OP_REQUIRES_OK(context, tensor::MakeShape(context->input(0), &shape));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, shape, &output));
    const random::PhiloxRandom generator =
        generator_.ReserveRandomOutputs(output->NumElements(), kPhiloxCallsReservedPerValue);
    OP_REQUIRES_OK(context, FillPhiloxRandom(context, kDistribution, generator, output));
  }

 private:
  GuardedPhiloxRandom generator_;
};

class RandomUniformIntOp : public OpKernel {
 public:
  explicit RandomUniformIntOp(OpKernelConstruction* context) : OpKernel(context) {
    OP_REQUIRES_OK(context, generator_.Init(context));
  }

  void Compute(OpKernelContext* context) override {
    const Tensor& minval = context->input(1);
    const Tensor& maxval = context->input(2);
    OP_REQUIRES(context, TensorShapeUtils::IsScalar(minval.shape()),
                errors::InvalidArgument("minval must be 0-D, got shape ",
                                        minval.shape().DebugString()));
    OP_REQUIRES(context, TensorShapeUtils::IsScalar(maxval.shape()),
                errors::InvalidArgument("maxval must be 0-D, got shape ",
                                        maxval.shape().DebugString()));
    TensorShape shape;
    OP_REQUIRES_OK(context, tensor::MakeShape(context->input(0), &shape));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, shape, &output));
    // An empty output needs no bounds: no value has to lie between them.
    if (output->NumElements() == 0) return;
    const bool is_int32 = minval.dtype() == DT_INT32;
    const int64 lo = is_int32 ? minval.base<const int32>()[0] : minval.base<const int64>()[0];
    const int64 hi = is_int32 ? maxval.base<const int32>()[0] : maxval.base<const int64>()[0];
    OP_REQUIRES(context, lo < hi,
                errors::InvalidArgument("Need minval < maxval, got ", lo, " >= ", hi));
    const random::PhiloxRandom generator =
        generator_.ReserveRandomOutputs(output->NumElements(), kPhiloxCallsReservedPerValue);
    OP_REQUIRES_OK(context, FillPhiloxRandomInt(context, generator, lo, hi, output));
  }

 private:
  GuardedPhiloxRandom generator_;
};

#define REGISTER_REAL(T)                                                               \
  REGISTER_KERNEL_BUILDER(                                                             \
      Name("RandomUniform").Device(DEVICE_CPU).HostMemory("shape").TypeConstraint<T>("dtype"), \
      PhiloxRandomOp<PhiloxDistribution::kUniform>);                                   \
  REGISTER_KERNEL_BUILDER(Name("RandomStandardNormal")                                 \
                              .Device(DEVICE_CPU)                                      \
                              .HostMemory("shape")                                     \
                              .TypeConstraint<T>("dtype"),                             \
                          PhiloxRandomOp<PhiloxDistribution::kNormal>);                \
  REGISTER_KERNEL_BUILDER(Name("TruncatedNormal")                                      \
                              .Device(DEVICE_CPU)                                      \
                              .HostMemory("shape")                                     \
                              .TypeConstraint<T>("dtype"),                             \
                          PhiloxRandomOp<PhiloxDistribution::kTruncatedNormal>);
TF_CALL_half(REGISTER_REAL);
TF_CALL_bfloat16(REGISTER_REAL);
TF_CALL_float(REGISTER_REAL);
TF_CALL_double(REGISTER_REAL);
#undef REGISTER_REAL

#define REGISTER_INT(T)                                     \
  REGISTER_KERNEL_BUILDER(Name("RandomUniformInt")          \
                              .Device(DEVICE_CPU)           \
                              .HostMemory("shape")          \
                              .HostMemory("minval")         \
                              .HostMemory("maxval")         \
                              .TypeConstraint<T>("Tout"),   \
                          RandomUniformIntOp);
TF_CALL_int32(REGISTER_INT);
TF_CALL_int64(REGISTER_INT);
#undef REGISTER_INT

}  // namespace
}  // namespace tensorflow
