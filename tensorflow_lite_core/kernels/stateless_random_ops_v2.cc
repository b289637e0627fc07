// The stateless V2 random ops on the CPU: StatelessRandomGetKeyCounter[Alg] and
// StatelessRandomGetAlg describe a generator; StatelessRandom{Uniform,Normal,UniformInt,
// UniformFullInt}V2 and StatelessTruncatedNormalV2 draw from it. The same seed, shape and type
// give TensorFlow 2.21's numbers bit for bit (Philox-4x32-10, random_op_cpu.h's order).
#include "tensorflow_lite_core/kernels/stateless_random_ops_v2.h"

#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/framework/tensor_util.h"
#include "tensorflow_lite_core/kernels/random_op_cpu.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {

namespace {

// The fixed key the seed pair is scrambled under (TensorFlow's), low word first.
constexpr uint32 kSeedScrambleKey[2] = {0x3ec8f720, 0x02461e29};

constexpr int64 kKeySize = 1;         // uint64 words
constexpr int64 kMaxCounterSize = 2;  // uint64 words (Philox's counter)

uint64 Join(uint32 low, uint32 high) { return static_cast<uint64>(high) << 32 | low; }

}  // namespace

random::PhiloxRandom PhiloxFromSeedPair(uint64 seed0, uint64 seed1) {
  random::PhiloxRandom::ResultType counter;
  counter[0] = static_cast<uint32>(seed0);
  counter[1] = static_cast<uint32>(seed0 >> 32);
  counter[2] = static_cast<uint32>(seed1);
  counter[3] = static_cast<uint32>(seed1 >> 32);
  random::PhiloxRandom::Key key;
  key[0] = kSeedScrambleKey[0];
  key[1] = kSeedScrambleKey[1];
  const random::PhiloxRandom::ResultType mix = random::PhiloxRandom(counter, key)();
  key[0] = mix[0];
  key[1] = mix[1];
  counter[0] = 0;
  counter[1] = 0;
  counter[2] = mix[2];
  counter[3] = mix[3];
  return random::PhiloxRandom(counter, key);
}

absl::Status SeedPairFromInput(const Tensor& seed, uint64* seed0, uint64* seed1) {
  if (seed.dims() != 1 || seed.dim_size(0) != 2) {
    return errors::InvalidArgument("seed must have shape [2], not ", seed.shape().DebugString());
  }
  // Sign-extended: an int32 seed of -1 is the 64-bit word of all ones, as with an int64 -1.
  if (seed.dtype() == DT_INT32) {
    *seed0 = static_cast<uint64>(static_cast<int64>(seed.base<const int32>()[0]));
    *seed1 = static_cast<uint64>(static_cast<int64>(seed.base<const int32>()[1]));
  } else if (seed.dtype() == DT_INT64) {
    *seed0 = static_cast<uint64>(seed.base<const int64>()[0]);
    *seed1 = static_cast<uint64>(seed.base<const int64>()[1]);
  } else {
    return errors::InvalidArgument("Invalid seed type: ", DataTypeString(seed.dtype()));
  }
  return OkStatus();
}

void WriteKeyCounter(const random::PhiloxRandom& generator, Tensor* key, Tensor* counter) {
  key->base<uint64>()[0] = Join(generator.key()[0], generator.key()[1]);
  counter->base<uint64>()[0] = Join(generator.counter()[0], generator.counter()[1]);
  counter->base<uint64>()[1] = Join(generator.counter()[2], generator.counter()[3]);
}

random::PhiloxRandom PhiloxFromKeyCounter(const Tensor& key, const Tensor& counter) {
  const uint64 key_word = key.base<const uint64>()[0];
  const uint64* counter_words = counter.base<const uint64>();
  const uint64 low = counter_words[0];
  const uint64 high = counter.NumElements() >= 2 ? counter_words[1] : 0;
  random::PhiloxRandom::ResultType counter_value;
  counter_value[0] = static_cast<uint32>(low);
  counter_value[1] = static_cast<uint32>(low >> 32);
  counter_value[2] = static_cast<uint32>(high);
  counter_value[3] = static_cast<uint32>(high >> 32);
  random::PhiloxRandom::Key key_value;
  key_value[0] = static_cast<uint32>(key_word);
  key_value[1] = static_cast<uint32>(key_word >> 32);
  return random::PhiloxRandom(counter_value, key_value);
}

void StatelessRandomOpBase::Compute(OpKernelContext* context) {
  const Tensor& key = context->input(1);
  const Tensor& counter = context->input(2);
  const Tensor& alg = context->input(3);
  OP_REQUIRES(context, TensorShapeUtils::IsScalar(alg.shape()),
              errors::InvalidArgument("input 3 (0-based) must have shape [], not ",
                                      alg.shape().DebugString()));
  int32 algorithm = alg.base<const int32>()[0];
  if (algorithm == kRngAlgorithmAutoSelect) algorithm = kRngAlgorithmPhilox;
  TensorShape shape;
  OP_REQUIRES_OK(context, tensor::MakeShape(context->input(0), &shape));
  OP_REQUIRES(context, key.dims() == 1 && key.dim_size(0) == kKeySize,
              errors::InvalidArgument("key must have shape [", kKeySize, "], not ",
                                      key.shape().DebugString(),
                                      ". (Note that batched keys are not supported yet.)"));
  // TensorFlow 2.21 asks for as many counter words as the algorithm's id (1 for Philox).
  OP_REQUIRES(context, counter.dims() == 1 && counter.dim_size(0) >= algorithm,
              errors::InvalidArgument("counter must be a vector with length at least ", algorithm,
                                      "; got shape: ", counter.shape().DebugString(),
                                      ". (Note that batched counters are not supported yet.)"));
  Tensor* output = nullptr;
  OP_REQUIRES_OK(context, context->allocate_output(0, shape, &output));
  if (output->NumElements() == 0) return;
  OP_REQUIRES_OK(context, Fill(context, algorithm, key, counter, output));
}

absl::Status PhiloxForAlgorithm(int32 algorithm, const Tensor& key, const Tensor& counter,
                                random::PhiloxRandom* generator) {
  if (algorithm != kRngAlgorithmPhilox) {
    return errors::InvalidArgument("Unsupported algorithm id: ", algorithm);
  }
  *generator = PhiloxFromKeyCounter(key, counter);
  return OkStatus();
}

absl::Status UniformIntBounds(OpKernelContext* context, int64* lo, int64* hi) {
  const Tensor& minval = context->input(4);
  const Tensor& maxval = context->input(5);
  if (!TensorShapeUtils::IsScalar(minval.shape())) {
    return errors::InvalidArgument("minval must be 0-D, got shape ", minval.shape().DebugString());
  }
  if (!TensorShapeUtils::IsScalar(maxval.shape())) {
    return errors::InvalidArgument("maxval must be 0-D, got shape ", maxval.shape().DebugString());
  }
  if (minval.dtype() == DT_INT32) {
    *lo = minval.base<const int32>()[0];
    *hi = maxval.base<const int32>()[0];
  } else {
    *lo = minval.base<const int64>()[0];
    *hi = maxval.base<const int64>()[0];
  }
  if (*lo >= *hi) return errors::InvalidArgument("Need minval < maxval, got ", *lo, " >= ", *hi);
  return OkStatus();
}

namespace {

// StatelessRandomGetKeyCounter and, with `kWithAlgorithm`, StatelessRandomGetKeyCounterAlg.
template <bool kWithAlgorithm>
class GetKeyCounterOp : public OpKernel {
 public:
  explicit GetKeyCounterOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    uint64 seed0 = 0;
    uint64 seed1 = 0;
    OP_REQUIRES_OK(context, SeedPairFromInput(context->input(0), &seed0, &seed1));
    Tensor* key = nullptr;
    Tensor* counter = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, TensorShape({kKeySize}), &key));
    OP_REQUIRES_OK(context, context->allocate_output(1, TensorShape({kMaxCounterSize}), &counter));
    WriteKeyCounter(PhiloxFromSeedPair(seed0, seed1), key, counter);
    if (kWithAlgorithm) {
      Tensor* alg = nullptr;
      OP_REQUIRES_OK(context, context->allocate_output(2, TensorShape({}), &alg));
      alg->base<int32>()[0] = kRngAlgorithmPhilox;
    }
  }
};

class GetAlgOp : public OpKernel {
 public:
  explicit GetAlgOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    Tensor* alg = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, TensorShape({}), &alg));
    alg->base<int32>()[0] = kRngAlgorithmPhilox;
  }
};

// StatelessRandomUniformV2, StatelessRandomNormalV2, StatelessTruncatedNormalV2 and
// StatelessRandomUniformFullIntV2: one kernel class, the output's type chosen when it runs.
template <PhiloxDistribution kDistribution>
class StatelessRandomOp : public StatelessRandomOpBase {
 public:
  using StatelessRandomOpBase::StatelessRandomOpBase;

 protected:
  absl::Status Fill(OpKernelContext* context, int32 algorithm, const Tensor& key,
                    const Tensor& counter, Tensor* output) override {
    random::PhiloxRandom generator;
    TF_RETURN_IF_ERROR(PhiloxForAlgorithm(algorithm, key, counter, &generator));
    return FillPhiloxRandom(context, kDistribution, generator, output);
  }
};

class StatelessRandomUniformIntOp : public StatelessRandomOpBase {
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
    return FillPhiloxRandomInt(context, generator, lo, hi, output);
  }
};

REGISTER_KERNEL_BUILDER(Name("StatelessRandomGetKeyCounter")
                            .Device(DEVICE_CPU)
                            .HostMemory("seed")
                            .HostMemory("key")
                            .HostMemory("counter"),
                        GetKeyCounterOp<false>);
REGISTER_KERNEL_BUILDER(Name("StatelessRandomGetKeyCounterAlg")
                            .Device(DEVICE_CPU)
                            .HostMemory("seed")
                            .HostMemory("key")
                            .HostMemory("counter")
                            .HostMemory("alg"),
                        GetKeyCounterOp<true>);
REGISTER_KERNEL_BUILDER(Name("StatelessRandomGetAlg").Device(DEVICE_CPU).HostMemory("alg"),
                        GetAlgOp);

#define REGISTER_REAL(T)                                                                    \
  REGISTER_KERNEL_BUILDER(Name("StatelessRandomUniformV2")                                  \
                              .Device(DEVICE_CPU)                                           \
                              .HostMemory("shape")                                          \
                              .HostMemory("alg")                                            \
                              .TypeConstraint<T>("dtype"),                                  \
                          StatelessRandomOp<PhiloxDistribution::kUniform>);                 \
  REGISTER_KERNEL_BUILDER(Name("StatelessRandomNormalV2")                                   \
                              .Device(DEVICE_CPU)                                           \
                              .HostMemory("shape")                                          \
                              .HostMemory("alg")                                            \
                              .TypeConstraint<T>("dtype"),                                  \
                          StatelessRandomOp<PhiloxDistribution::kNormal>);                  \
  REGISTER_KERNEL_BUILDER(Name("StatelessTruncatedNormalV2")                                \
                              .Device(DEVICE_CPU)                                           \
                              .HostMemory("shape")                                          \
                              .HostMemory("alg")                                            \
                              .TypeConstraint<T>("dtype"),                                  \
                          StatelessRandomOp<PhiloxDistribution::kTruncatedNormal>);
TF_CALL_half(REGISTER_REAL);
TF_CALL_bfloat16(REGISTER_REAL);
TF_CALL_float(REGISTER_REAL);
TF_CALL_double(REGISTER_REAL);
#undef REGISTER_REAL

#define REGISTER_INT(T)                                                                     \
  REGISTER_KERNEL_BUILDER(Name("StatelessRandomUniformIntV2")                               \
                              .Device(DEVICE_CPU)                                           \
                              .HostMemory("shape")                                          \
                              .HostMemory("alg")                                            \
                              .HostMemory("minval")                                         \
                              .HostMemory("maxval")                                         \
                              .TypeConstraint<T>("dtype"),                                  \
                          StatelessRandomUniformIntOp);
TF_CALL_int32(REGISTER_INT);
TF_CALL_int64(REGISTER_INT);
#undef REGISTER_INT

#define REGISTER_FULL_INT(T)                                                                \
  REGISTER_KERNEL_BUILDER(Name("StatelessRandomUniformFullIntV2")                           \
                              .Device(DEVICE_CPU)                                           \
                              .HostMemory("shape")                                          \
                              .HostMemory("alg")                                            \
                              .TypeConstraint<T>("dtype"),                                  \
                          StatelessRandomOp<PhiloxDistribution::kUniformFullInt>);
TF_CALL_int32(REGISTER_FULL_INT);
TF_CALL_int64(REGISTER_FULL_INT);
TF_CALL_uint32(REGISTER_FULL_INT);
TF_CALL_uint64(REGISTER_FULL_INT);
#undef REGISTER_FULL_INT

}  // namespace
}  // namespace tensorflow
