// The stateless V2 random ops on the GPU: the sampling ops fill device memory with the CPU
// kernels' numbers (stateless_random_ops_v2_gpu.cu.cc); the key, counter, alg and shape stay in
// host memory, where StatelessRandomGetKeyCounter[Alg] and StatelessRandomGetAlg compute them
// as on the CPU. The checks are the CPU kernels' (StatelessRandomOpBase).
#include "tensorflow_lite_core/framework/numeric_types.h"
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/kernels/gpu_launchers.h"
#include "tensorflow_lite_core/kernels/stateless_random_ops_v2.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace {

using gpu_kernels::RandomDistribution;

absl::Status Launch(OpKernelContext* context, RandomDistribution distribution,
                    const random::PhiloxRandom& generator, int64 lo, int64 hi, Tensor* output) {
  void* stream = context->op_device_context_stream();
  const int64 size = output->NumElements();
  switch (output->dtype()) {
#define CASE(T)                                                                        \
  case DataTypeToEnum<T>::value:                                                       \
    return gpu_kernels::LaunchPhiloxRandom<T>(distribution, generator, lo, hi, size,   \
                                              output->base<T>(), stream);
    CASE(half)
    CASE(bfloat16)
    CASE(float)
    CASE(double)
    CASE(int64)
    CASE(uint32)
    CASE(uint64)
#undef CASE
    default:
      return errors::InvalidArgument("No GPU random numbers of type ",
                                     DataTypeString(output->dtype()));
  }
}

template <RandomDistribution kDistribution>
class GpuStatelessRandomOp : public StatelessRandomOpBase {
 public:
  using StatelessRandomOpBase::StatelessRandomOpBase;

 protected:
  absl::Status Fill(OpKernelContext* context, int32 algorithm, const Tensor& key,
                    const Tensor& counter, Tensor* output) override {
    random::PhiloxRandom generator;
    TF_RETURN_IF_ERROR(PhiloxForAlgorithm(algorithm, key, counter, &generator));
    return Launch(context, kDistribution, generator, 0, 0, output);
  }
};

class GpuStatelessRandomUniformIntOp : public StatelessRandomOpBase {
 public:
  using StatelessRandomOpBase::StatelessRandomOpBase;

 protected:
  absl::Status Fill(OpKernelContext* context, int32 algorithm, const Tensor& key,
                    const Tensor& counter, Tensor* output) override {
    int64 lo = 0;
    int64 hi = 0;
    TF_RETURN_IF_ERROR(UniformIntBounds(context, &lo, &hi));
    random::PhiloxRandom generator;
    TF_RETURN_IF_ERROR(PhiloxForAlgorithm(algorithm, key, counter, &generator));
    return Launch(context, RandomDistribution::kUniformInt, generator, lo, hi, output);
  }
};

// Everything in host memory: the same computation as on the CPU.
template <bool kWithAlgorithm>
class GpuGetKeyCounterOp : public OpKernel {
 public:
  explicit GpuGetKeyCounterOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    uint64 seed0 = 0;
    uint64 seed1 = 0;
    OP_REQUIRES_OK(context, SeedPairFromInput(context->input(0), &seed0, &seed1));
    Tensor* key = nullptr;
    Tensor* counter = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, TensorShape({1}), &key));
    OP_REQUIRES_OK(context, context->allocate_output(1, TensorShape({2}), &counter));
    WriteKeyCounter(PhiloxFromSeedPair(seed0, seed1), key, counter);
    if (kWithAlgorithm) {
      Tensor* alg = nullptr;
      OP_REQUIRES_OK(context, context->allocate_output(2, TensorShape({}), &alg));
      alg->base<int32>()[0] = kRngAlgorithmPhilox;
    }
  }
};

class GpuGetAlgOp : public OpKernel {
 public:
  explicit GpuGetAlgOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    Tensor* alg = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, TensorShape({}), &alg));
    alg->base<int32>()[0] = kRngAlgorithmPhilox;
  }
};

REGISTER_KERNEL_BUILDER(Name("StatelessRandomGetKeyCounter")
                            .Device(DEVICE_GPU)
                            .HostMemory("seed")
                            .HostMemory("key")
                            .HostMemory("counter"),
                        GpuGetKeyCounterOp<false>);
REGISTER_KERNEL_BUILDER(Name("StatelessRandomGetKeyCounterAlg")
                            .Device(DEVICE_GPU)
                            .HostMemory("seed")
                            .HostMemory("key")
                            .HostMemory("counter")
                            .HostMemory("alg"),
                        GpuGetKeyCounterOp<true>);
REGISTER_KERNEL_BUILDER(Name("StatelessRandomGetAlg").Device(DEVICE_GPU).HostMemory("alg"),
                        GpuGetAlgOp);

#define REGISTER_SAMPLER(op, T, kernel)              \
  REGISTER_KERNEL_BUILDER(Name(op)                   \
                              .Device(DEVICE_GPU)    \
                              .HostMemory("shape")   \
                              .HostMemory("key")     \
                              .HostMemory("counter") \
                              .HostMemory("alg")     \
                              .TypeConstraint<T>("dtype"), \
                          kernel);
#define REGISTER_REAL(T)                                                           \
  REGISTER_SAMPLER("StatelessRandomUniformV2", T,                                  \
                   GpuStatelessRandomOp<RandomDistribution::kUniform>)             \
  REGISTER_SAMPLER("StatelessRandomNormalV2", T,                                   \
                   GpuStatelessRandomOp<RandomDistribution::kNormal>)              \
  REGISTER_SAMPLER("StatelessTruncatedNormalV2", T,                                \
                   GpuStatelessRandomOp<RandomDistribution::kTruncatedNormal>)
TF_CALL_half(REGISTER_REAL);
TF_CALL_bfloat16(REGISTER_REAL);
TF_CALL_float(REGISTER_REAL);
TF_CALL_double(REGISTER_REAL);
#undef REGISTER_REAL

#define REGISTER_FULL_INT(T)                                  \
  REGISTER_SAMPLER("StatelessRandomUniformFullIntV2", T,      \
                   GpuStatelessRandomOp<RandomDistribution::kUniformFullInt>)
TF_CALL_int64(REGISTER_FULL_INT);
TF_CALL_uint32(REGISTER_FULL_INT);
TF_CALL_uint64(REGISTER_FULL_INT);
#undef REGISTER_FULL_INT

// int64 only: an int32 output of a GPU kernel lives in host memory (TensorFlow's placement).
REGISTER_KERNEL_BUILDER(Name("StatelessRandomUniformIntV2")
                            .Device(DEVICE_GPU)
                            .HostMemory("shape")
                            .HostMemory("key")
                            .HostMemory("counter")
                            .HostMemory("alg")
                            .HostMemory("minval")
                            .HostMemory("maxval")
                            .TypeConstraint<int64>("dtype"),
                        GpuStatelessRandomUniformIntOp);
#undef REGISTER_SAMPLER

}  // namespace
}  // namespace tensorflow
