#include "tensorflow_lite_core/kernels/random_op_cpu.h"

#include <algorithm>

#include "tensorflow_lite_core/framework/numeric_types.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/kernels/parallel_for.h"
#include "tensorflow_lite_core/lib/random/random_distributions.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace {

using random::PhiloxRandom;
using random::SingleSampleAdapter;

// Draws groups [begin, end) of a distribution that takes one generator call per group.
template <class Distribution>
struct GroupDrawer {
  static void Draw(const PhiloxRandom& generator, Distribution distribution, int64 begin,
                   int64 end, int64 size, typename Distribution::ResultElementType* data) {
    constexpr int64 kGroupSize = Distribution::kResultElementCount;
    PhiloxRandom local = generator;
    local.Skip(static_cast<uint64>(begin));
    for (int64 group = begin; group < end; ++group) {
      const auto values = distribution(&local);
      const int64 offset = group * kGroupSize;
      const int64 count = std::min(kGroupSize, size - offset);
      for (int64 i = 0; i < count; ++i) data[offset + i] = values[static_cast<int>(i)];
    }
  }
};

// The truncated normal: each group starts at its own reserved stretch of the stream.
template <typename T>
struct GroupDrawer<random::TruncatedNormalDistribution<SingleSampleAdapter<PhiloxRandom>, T>> {
  using Distribution = random::TruncatedNormalDistribution<SingleSampleAdapter<PhiloxRandom>, T>;
  static void Draw(const PhiloxRandom& generator, Distribution distribution, int64 begin,
                   int64 end, int64 size, T* data) {
    constexpr int64 kGroupSize = Distribution::kResultElementCount;
    constexpr int64 kCallsPerGroup = kGroupSize * kPhiloxWordsPerTruncatedNormalValue /
                                     PhiloxRandom::kResultElementCount;
    for (int64 group = begin; group < end; ++group) {
      PhiloxRandom local = generator;
      local.Skip(static_cast<uint64>(group * kCallsPerGroup));
      SingleSampleAdapter<PhiloxRandom> words(&local);
      const auto values = distribution(&words);
      const int64 offset = group * kGroupSize;
      const int64 count = std::min(kGroupSize, size - offset);
      for (int64 i = 0; i < count; ++i) data[offset + i] = values[static_cast<int>(i)];
    }
  }
};

template <class Distribution>
void Fill(OpKernelContext* context, const PhiloxRandom& generator, Distribution distribution,
          Tensor* output) {
  using T = typename Distribution::ResultElementType;
  constexpr int64 kGroupSize = Distribution::kResultElementCount;
  const int64 size = output->NumElements();
  T* data = output->base<T>();
  const int64 groups = (size + kGroupSize - 1) / kGroupSize;
  ParallelForOnDevice(context, groups, kGroupSize * Distribution::kElementCost,
                      [&](int64 begin, int64 end) {
                        GroupDrawer<Distribution>::Draw(generator, distribution, begin, end, size,
                                                        data);
                      });
}

template <typename T>
absl::Status FillReal(OpKernelContext* context, PhiloxDistribution distribution,
                      const PhiloxRandom& generator, Tensor* output) {
  switch (distribution) {
    case PhiloxDistribution::kUniform:
      Fill(context, generator, random::UniformDistribution<PhiloxRandom, T>(), output);
      return OkStatus();
    case PhiloxDistribution::kNormal:
      Fill(context, generator, random::NormalDistribution<PhiloxRandom, T>(), output);
      return OkStatus();
    case PhiloxDistribution::kTruncatedNormal:
      Fill(context, generator,
           random::TruncatedNormalDistribution<SingleSampleAdapter<PhiloxRandom>, T>(), output);
      return OkStatus();
    default:
      return errors::InvalidArgument("No real-valued distribution ", static_cast<int>(distribution));
  }
}

template <typename T>
absl::Status FillFullInt(OpKernelContext* context, const PhiloxRandom& generator,
                         Tensor* output) {
  Fill(context, generator, random::UniformFullIntDistribution<PhiloxRandom, T>(), output);
  return OkStatus();
}

absl::Status UnsupportedType(PhiloxDistribution distribution, DataType dtype) {
  return errors::InvalidArgument("No random distribution ", static_cast<int>(distribution),
                                 " of type ", DataTypeString(dtype));
}

}  // namespace

absl::Status FillPhiloxRandom(OpKernelContext* context, PhiloxDistribution distribution,
                              const PhiloxRandom& generator, Tensor* output) {
  const DataType dtype = output->dtype();
  if (distribution == PhiloxDistribution::kUniformFullInt) {
    switch (dtype) {
      case DT_INT32: return FillFullInt<int32>(context, generator, output);
      case DT_INT64: return FillFullInt<int64>(context, generator, output);
      case DT_UINT32: return FillFullInt<uint32>(context, generator, output);
      case DT_UINT64: return FillFullInt<uint64>(context, generator, output);
      default: return UnsupportedType(distribution, dtype);
    }
  }
  switch (dtype) {
    case DT_HALF: return FillReal<half>(context, distribution, generator, output);
    case DT_BFLOAT16: return FillReal<bfloat16>(context, distribution, generator, output);
    case DT_FLOAT: return FillReal<float>(context, distribution, generator, output);
    case DT_DOUBLE: return FillReal<double>(context, distribution, generator, output);
    default: return UnsupportedType(distribution, dtype);
  }
}

absl::Status FillPhiloxRandomInt(OpKernelContext* context, const PhiloxRandom& generator,
                                 int64 lo, int64 hi, Tensor* output) {
  switch (output->dtype()) {
    case DT_INT32:
      Fill(context, generator,
           random::UniformDistribution<PhiloxRandom, int32>(static_cast<int32>(lo),
                                                            static_cast<int32>(hi)),
           output);
      return OkStatus();
    case DT_INT64:
      Fill(context, generator, random::UniformDistribution<PhiloxRandom, int64>(lo, hi), output);
      return OkStatus();
    default:
      return errors::InvalidArgument("No uniform integers of type ",
                                     DataTypeString(output->dtype()));
  }
}

}  // namespace tensorflow
