// Device code of the GPU gathers and scatters (GatherV2, GatherNd, ScatterNd,
// TensorScatterUpdate, UnsortedSegmentSum) and OneHot: one thread per output (or update)
// element in grid-stride loops. An index outside its range reads as a zero slice and writes
// nothing.
#include <cuda_runtime.h>

#include "tensorflow_lite_core/kernels/gpu_launch_status.h"
#include "tensorflow_lite_core/kernels/gpu_launchers.h"

namespace tensorflow {
namespace gpu_kernels {
namespace {

template <typename T, typename Index>
__global__ void GatherKernel(int64 n, int64 outer, int64 limit, int64 inner, int64 count,
                             const T* __restrict__ params, const Index* __restrict__ indices,
                             T* __restrict__ out) {
  for (int64 i = blockIdx.x * int64{blockDim.x} + threadIdx.x; i < n;
       i += int64{gridDim.x} * blockDim.x) {
    const int64 element = i % inner;
    const int64 slot = (i / inner) % count;
    const int64 batch_outer = i / (inner * count);
    const int64 batch = batch_outer / outer;
    const int64 index = static_cast<int64>(__ldg(indices + batch * count + slot));
    out[i] = index >= 0 && index < limit ? __ldg(params + (batch_outer * limit + index) * inner + element)
                                         : T(0);
  }
}

// The flat slice that `row` of indices addresses in `dims`, or -1.
template <typename Index>
__device__ __forceinline__ int64 SliceOf(const IndexedDims& dims, const Index* indices, int64 row) {
  int64 slice = 0;
  for (int d = 0; d < dims.depth; ++d) {
    const int64 index = static_cast<int64>(__ldg(indices + row * dims.depth + d));
    if (index < 0 || index >= dims.sizes[d]) return -1;
    slice = slice * dims.sizes[d] + index;
  }
  return slice;
}

template <typename T, typename Index>
__global__ void GatherNdKernel(IndexedDims dims, int64 n, int64 slice, const T* __restrict__ params,
                               const Index* __restrict__ indices, T* __restrict__ out) {
  for (int64 i = blockIdx.x * int64{blockDim.x} + threadIdx.x; i < n;
       i += int64{gridDim.x} * blockDim.x) {
    const int64 source = SliceOf(dims, indices, i / slice);
    out[i] = source >= 0 ? __ldg(params + source * slice + i % slice) : T(0);
  }
}

template <typename T, typename Index>
__global__ void ScatterNdKernel(bool add, IndexedDims dims, int64 n, int64 slice,
                                const Index* __restrict__ indices, const T* __restrict__ updates,
                                T* __restrict__ out) {
  for (int64 i = blockIdx.x * int64{blockDim.x} + threadIdx.x; i < n;
       i += int64{gridDim.x} * blockDim.x) {
    const int64 target = SliceOf(dims, indices, i / slice);
    if (target < 0) continue;
    T* destination = out + target * slice + i % slice;
    if (add) {
      atomicAdd(destination, __ldg(updates + i));
    } else {
      *destination = __ldg(updates + i);
    }
  }
}

template <typename T, typename Index>
__global__ void SegmentSumKernel(int64 n, int64 inner, int64 num_segments,
                                 const T* __restrict__ data, const Index* __restrict__ segment_ids,
                                 T* __restrict__ out) {
  for (int64 i = blockIdx.x * int64{blockDim.x} + threadIdx.x; i < n;
       i += int64{gridDim.x} * blockDim.x) {
    const int64 segment = static_cast<int64>(__ldg(segment_ids + i / inner));
    if (segment < 0 || segment >= num_segments) continue;
    atomicAdd(out + segment * inner + i % inner, __ldg(data + i));
  }
}

template <typename T, typename Index>
__global__ void OneHotKernel(int64 n, int64 depth, int64 suffix, const Index* __restrict__ indices,
                             const T* __restrict__ on, const T* __restrict__ off,
                             T* __restrict__ out) {
  const T on_value = *on;
  const T off_value = *off;
  for (int64 i = blockIdx.x * int64{blockDim.x} + threadIdx.x; i < n;
       i += int64{gridDim.x} * blockDim.x) {
    const int64 s = i % suffix;
    const int64 d = (i / suffix) % depth;
    const int64 p = i / (suffix * depth);
    out[i] = static_cast<int64>(__ldg(indices + p * suffix + s)) == d ? on_value : off_value;
  }
}

}  // namespace

template <typename T, typename Index>
absl::Status LaunchGather(int64 batch, int64 outer, int64 limit, int64 inner, int64 count,
                          const T* params, const Index* indices, T* out, void* stream) {
  const int64 n = batch * outer * count * inner;
  if (n == 0) return OkStatus();
  GatherKernel<T, Index><<<GridForThreads(n), kBlock, 0, static_cast<cudaStream_t>(stream)>>>(
      n, outer, limit, inner, count, params, indices, out);
  return LaunchStatus("GatherKernel");
}

template <typename T, typename Index>
absl::Status LaunchGatherNd(const IndexedDims& dims, int64 rows, int64 slice, const T* params,
                            const Index* indices, T* out, void* stream) {
  const int64 n = rows * slice;
  if (n == 0) return OkStatus();
  GatherNdKernel<T, Index><<<GridForThreads(n), kBlock, 0, static_cast<cudaStream_t>(stream)>>>(
      dims, n, slice, params, indices, out);
  return LaunchStatus("GatherNdKernel");
}

template <typename T, typename Index>
absl::Status LaunchScatterNd(bool add, const IndexedDims& dims, int64 rows, int64 slice,
                             const Index* indices, const T* updates, T* out, void* stream) {
  const int64 n = rows * slice;
  if (n == 0) return OkStatus();
  ScatterNdKernel<T, Index><<<GridForThreads(n), kBlock, 0, static_cast<cudaStream_t>(stream)>>>(
      add, dims, n, slice, indices, updates, out);
  return LaunchStatus("ScatterNdKernel");
}

template <typename T, typename Index>
absl::Status LaunchUnsortedSegmentSum(int64 rows, int64 inner, int64 num_segments, const T* data,
                                      const Index* segment_ids, T* out, void* stream) {
  const int64 n = rows * inner;
  if (n == 0) return OkStatus();
  SegmentSumKernel<T, Index><<<GridForThreads(n), kBlock, 0, static_cast<cudaStream_t>(stream)>>>(
      n, inner, num_segments, data, segment_ids, out);
  return LaunchStatus("SegmentSumKernel");
}

template <typename T, typename Index>
absl::Status LaunchOneHot(int64 prefix, int64 depth, int64 suffix, const Index* indices,
                          const T* on, const T* off, T* out, void* stream) {
  const int64 n = prefix * depth * suffix;
  if (n == 0) return OkStatus();
  OneHotKernel<T, Index><<<GridForThreads(n), kBlock, 0, static_cast<cudaStream_t>(stream)>>>(
      n, depth, suffix, indices, on, off, out);
  return LaunchStatus("OneHotKernel");
}

absl::Status LaunchZero(int64 bytes, void* out, void* stream) {
  if (bytes == 0) return OkStatus();
  cudaMemsetAsync(out, 0, bytes, static_cast<cudaStream_t>(stream));
  return LaunchStatus("cudaMemsetAsync");
}

absl::Status LaunchCopy(int64 bytes, const void* from, void* out, void* stream) {
  if (bytes == 0) return OkStatus();
  cudaMemcpyAsync(out, from, bytes, cudaMemcpyDeviceToDevice, static_cast<cudaStream_t>(stream));
  return LaunchStatus("cudaMemcpyAsync");
}

#define INSTANTIATE(T, Index)                                                                    \
  template absl::Status LaunchGather<T, Index>(int64, int64, int64, int64, int64, const T*,      \
                                               const Index*, T*, void*);                         \
  template absl::Status LaunchGatherNd<T, Index>(const IndexedDims&, int64, int64, const T*,     \
                                                 const Index*, T*, void*);                       \
  template absl::Status LaunchScatterNd<T, Index>(bool, const IndexedDims&, int64, int64,        \
                                                  const Index*, const T*, T*, void*);            \
  template absl::Status LaunchUnsortedSegmentSum<T, Index>(int64, int64, int64, const T*,        \
                                                           const Index*, T*, void*);             \
  template absl::Status LaunchOneHot<T, Index>(int64, int64, int64, const Index*, const T*,      \
                                               const T*, T*, void*);
INSTANTIATE(float, int32)
INSTANTIATE(float, int64)
INSTANTIATE(double, int32)
INSTANTIATE(double, int64)
#undef INSTANTIATE

}  // namespace gpu_kernels
}  // namespace tensorflow
