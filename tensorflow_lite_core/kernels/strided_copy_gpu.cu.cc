// Device code of the element-moving GPU kernels (strided_copy.h): one grid-stride loop over the
// destination's iteration space per element size, a fill, and Range's arithmetic sequence.
#include <cuda_runtime.h>

#include <cstdint>
#include <cstring>

#include "tensorflow_lite_core/kernels/gpu_launch_status.h"
#include "tensorflow_lite_core/kernels/gpu_launchers.h"

namespace tensorflow {
namespace gpu_kernels {
namespace {

template <int kBytes>
struct alignas(kBytes) Element {
  unsigned char bytes[kBytes];
};

// Each thread takes elements a grid apart; the coordinates come from the linear index by
// division over the plan's (few, after simplification) dimensions.
template <typename E>
__global__ void StridedCopyKernel(StridedCopyPlan plan, int64 count, const E* __restrict__ source,
                                  E* __restrict__ destination) {
  for (int64 i = blockIdx.x * int64{blockDim.x} + threadIdx.x; i < count;
       i += int64{blockDim.x} * gridDim.x) {
    int64 rest = i;
    int64 from = plan.source_offset;
    int64 to = plan.destination_offset;
    for (int d = plan.rank - 1; d >= 0; --d) {
      const int64 index = rest % plan.dims[d];
      rest /= plan.dims[d];
      from += index * plan.source_strides[d];
      to += index * plan.destination_strides[d];
    }
    destination[to] = source[from];
  }
}

template <typename E>
__global__ void FillKernel(E value, int64 count, E* __restrict__ destination) {
  for (int64 i = blockIdx.x * int64{blockDim.x} + threadIdx.x; i < count;
       i += int64{blockDim.x} * gridDim.x) {
    destination[i] = value;
  }
}

// start + i * delta, in T for floating point (as the CPU kernel), wrapping for integers.
template <typename T>
__device__ __forceinline__ T RangeValue(T start, T delta, int64 i) {
  return start + static_cast<T>(i) * delta;
}
// Rounded products, so the compiler cannot fuse them into the add (an FMA rounds once, the CPU
// kernel twice).
template <>
__device__ __forceinline__ float RangeValue<float>(float start, float delta, int64 i) {
  return start + __fmul_rn(static_cast<float>(i), delta);
}
template <>
__device__ __forceinline__ double RangeValue<double>(double start, double delta, int64 i) {
  return start + __dmul_rn(static_cast<double>(i), delta);
}
template <>
__device__ __forceinline__ int64 RangeValue<int64>(int64 start, int64 delta, int64 i) {
  return static_cast<int64>(static_cast<uint64_t>(start) +
                            static_cast<uint64_t>(i) * static_cast<uint64_t>(delta));
}

template <typename T>
__global__ void RangeKernel(T start, T delta, int64 count, T* __restrict__ out) {
  for (int64 i = blockIdx.x * int64{blockDim.x} + threadIdx.x; i < count;
       i += int64{blockDim.x} * gridDim.x) {
    out[i] = RangeValue(start, delta, i);
  }
}

template <int kBytes>
absl::Status CopyOf(const StridedCopyPlan& plan, const void* source, void* destination,
                    cudaStream_t stream) {
  int64 count = 1;
  for (int d = 0; d < plan.rank; ++d) count *= plan.dims[d];
  if (count == 0) return OkStatus();
  StridedCopyKernel<Element<kBytes>><<<GridForThreads(count), kBlock, 0, stream>>>(
      plan, count, static_cast<const Element<kBytes>*>(source),
      static_cast<Element<kBytes>*>(destination));
  return LaunchStatus("StridedCopy");
}

template <int kBytes>
absl::Status FillOf(const void* value, int64 count, void* destination, cudaStream_t stream) {
  if (count == 0) return OkStatus();
  Element<kBytes> element;
  std::memcpy(element.bytes, value, kBytes);
  FillKernel<Element<kBytes>><<<GridForThreads(count), kBlock, 0, stream>>>(
      element, count, static_cast<Element<kBytes>*>(destination));
  return LaunchStatus("Fill");
}

}  // namespace

absl::Status LaunchStridedCopy(int element_size, const StridedCopyPlan& plan, const void* source,
                               void* destination, void* stream) {
  cudaStream_t s = static_cast<cudaStream_t>(stream);
  switch (element_size) {
    case 1: return CopyOf<1>(plan, source, destination, s);
    case 2: return CopyOf<2>(plan, source, destination, s);
    case 4: return CopyOf<4>(plan, source, destination, s);
    case 8: return CopyOf<8>(plan, source, destination, s);
    case 16: return CopyOf<16>(plan, source, destination, s);
  }
  return errors::Unimplemented("GPU copies of ", element_size, "-byte elements");
}

absl::Status LaunchFill(int element_size, const void* value, int64 count, void* destination,
                        void* stream) {
  cudaStream_t s = static_cast<cudaStream_t>(stream);
  switch (element_size) {
    case 1: return FillOf<1>(value, count, destination, s);
    case 2: return FillOf<2>(value, count, destination, s);
    case 4: return FillOf<4>(value, count, destination, s);
    case 8: return FillOf<8>(value, count, destination, s);
    case 16: return FillOf<16>(value, count, destination, s);
  }
  return errors::Unimplemented("GPU fills of ", element_size, "-byte elements");
}

template <typename T>
absl::Status LaunchRange(T start, T delta, int64 count, T* out, void* stream) {
  if (count == 0) return OkStatus();
  RangeKernel<T><<<GridForThreads(count), kBlock, 0, static_cast<cudaStream_t>(stream)>>>(
      start, delta, count, out);
  return LaunchStatus("Range");
}

template absl::Status LaunchRange<float>(float, float, int64, float*, void*);
template absl::Status LaunchRange<double>(double, double, int64, double*, void*);
template absl::Status LaunchRange<int64>(int64, int64, int64, int64*, void*);

}  // namespace gpu_kernels
}  // namespace tensorflow
