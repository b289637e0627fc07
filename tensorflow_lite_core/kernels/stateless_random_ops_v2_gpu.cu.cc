// Device code of the GPU random kernels: one thread per group of a distribution's values, each
// from its own copy of the generator moved to the group's place in the stream, as
// random_op_cpu.cc orders them. The distributions are lib/random's, compiled for the device.
#include <cuda_runtime.h>

#include <cstdint>
#include <type_traits>

#include "Eigen/Core"
#include "tensorflow_lite_core/kernels/gpu_launch_status.h"
#include "tensorflow_lite_core/kernels/gpu_launchers.h"
#include "tensorflow_lite_core/lib/random/random_distributions.h"

namespace tensorflow {
namespace gpu_kernels {
namespace {

using random::PhiloxRandom;
using random::SingleSampleAdapter;

// Words reserved per truncated normal value (random_op_cpu.h's
// kPhiloxWordsPerTruncatedNormalValue).
constexpr int64 kWordsPerTruncatedNormalValue = 256;

template <class Distribution, typename T>
__device__ __forceinline__ void WriteGroup(const typename Distribution::ResultType& values,
                                           int64 group, int64 size, T* out) {
  constexpr int64 kGroupSize = Distribution::kResultElementCount;
  const int64 offset = group * kGroupSize;
  const int64 count = size - offset < kGroupSize ? size - offset : kGroupSize;
  for (int64 i = 0; i < count; ++i) out[offset + i] = values[static_cast<int>(i)];
}

// Distributions that take one generator call per group.
template <class Distribution, typename T>
__global__ void FillKernel(PhiloxRandom generator, Distribution distribution, int64 groups,
                           int64 size, T* __restrict__ out) {
  for (int64 group = blockIdx.x * int64{blockDim.x} + threadIdx.x; group < groups;
       group += int64{gridDim.x} * blockDim.x) {
    PhiloxRandom local = generator;
    local.Skip(static_cast<uint64>(group));
    Distribution copy = distribution;
    WriteGroup<Distribution>(copy(&local), group, size, out);
  }
}

// The truncated normal: each group starts at its reserved stretch of the stream.
template <typename T>
__global__ void FillTruncatedNormalKernel(PhiloxRandom generator, int64 groups, int64 size,
                                          T* __restrict__ out) {
  using Distribution = random::TruncatedNormalDistribution<SingleSampleAdapter<PhiloxRandom>, T>;
  constexpr int64 kCallsPerGroup = Distribution::kResultElementCount *
                                   kWordsPerTruncatedNormalValue /
                                   PhiloxRandom::kResultElementCount;
  for (int64 group = blockIdx.x * int64{blockDim.x} + threadIdx.x; group < groups;
       group += int64{gridDim.x} * blockDim.x) {
    PhiloxRandom local = generator;
    local.Skip(static_cast<uint64>(group * kCallsPerGroup));
    SingleSampleAdapter<PhiloxRandom> words(&local);
    Distribution distribution;
    WriteGroup<Distribution>(distribution(&words), group, size, out);
  }
}

template <class Distribution, typename T>
absl::Status Fill(const PhiloxRandom& generator, Distribution distribution, int64 size, T* out,
                  cudaStream_t stream) {
  constexpr int64 kGroupSize = Distribution::kResultElementCount;
  const int64 groups = (size + kGroupSize - 1) / kGroupSize;
  FillKernel<<<GridForThreads(groups), kBlock, 0, stream>>>(generator, distribution, groups, size,
                                                             out);
  return LaunchStatus("FillPhiloxRandom");
}

template <typename T>
absl::Status FillReal(RandomDistribution distribution, const PhiloxRandom& generator, int64 size,
                      T* out, cudaStream_t stream) {
  switch (distribution) {
    case RandomDistribution::kUniform:
      return Fill(generator, random::UniformDistribution<PhiloxRandom, T>(), size, out, stream);
    case RandomDistribution::kNormal:
      return Fill(generator, random::NormalDistribution<PhiloxRandom, T>(), size, out, stream);
    case RandomDistribution::kTruncatedNormal: {
      constexpr int64 kGroupSize = random::TruncatedNormalDistribution<
          SingleSampleAdapter<PhiloxRandom>, T>::kResultElementCount;
      const int64 groups = (size + kGroupSize - 1) / kGroupSize;
      FillTruncatedNormalKernel<<<GridForThreads(groups), kBlock, 0, stream>>>(generator, groups,
                                                                               size, out);
      return LaunchStatus("FillTruncatedNormal");
    }
    default:
      return errors::InvalidArgument("No real-valued random distribution ",
                                     static_cast<int>(distribution));
  }
}

}  // namespace

template <typename T>
absl::Status LaunchPhiloxRandom(RandomDistribution distribution, const PhiloxRandom& generator,
                                int64 lo, int64 hi, int64 size, T* out, void* stream) {
  if (size == 0) return OkStatus();
  cudaStream_t s = static_cast<cudaStream_t>(stream);
  if constexpr (std::is_integral_v<T>) {
    if (distribution == RandomDistribution::kUniformFullInt) {
      return Fill(generator, random::UniformFullIntDistribution<PhiloxRandom, T>(), size, out, s);
    }
    if constexpr (std::is_same_v<T, int64>) {
      if (distribution == RandomDistribution::kUniformInt) {
        return Fill(generator, random::UniformDistribution<PhiloxRandom, int64>(lo, hi), size, out,
                    s);
      }
    }
    return errors::InvalidArgument("No integer random distribution ",
                                   static_cast<int>(distribution), " for this type");
  } else {
    return FillReal(distribution, generator, size, out, s);
  }
}

template absl::Status LaunchPhiloxRandom<Eigen::half>(RandomDistribution, const PhiloxRandom&,
                                                      int64, int64, int64, Eigen::half*, void*);
template absl::Status LaunchPhiloxRandom<Eigen::bfloat16>(RandomDistribution, const PhiloxRandom&,
                                                          int64, int64, int64, Eigen::bfloat16*,
                                                          void*);
template absl::Status LaunchPhiloxRandom<float>(RandomDistribution, const PhiloxRandom&, int64,
                                                int64, int64, float*, void*);
template absl::Status LaunchPhiloxRandom<double>(RandomDistribution, const PhiloxRandom&, int64,
                                                 int64, int64, double*, void*);
template absl::Status LaunchPhiloxRandom<int64>(RandomDistribution, const PhiloxRandom&, int64,
                                                int64, int64, int64*, void*);
template absl::Status LaunchPhiloxRandom<uint32>(RandomDistribution, const PhiloxRandom&, int64,
                                                 int64, int64, uint32*, void*);
template absl::Status LaunchPhiloxRandom<uint64>(RandomDistribution, const PhiloxRandom&, int64,
                                                 int64, int64, uint64*, void*);

}  // namespace gpu_kernels
}  // namespace tensorflow
