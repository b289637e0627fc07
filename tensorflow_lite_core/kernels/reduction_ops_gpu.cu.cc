// Device code of the GPU reductions. An input viewed as [outer, reduce, inner] is reduced in one
// pass when there are enough outputs to fill the GPU, else in two: chunks of the reduced
// dimension into a scratch buffer, then the chunks.
#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <limits>

#include "tensorflow_lite_core/kernels/gpu_block_reduce.cuh"
#include "tensorflow_lite_core/kernels/gpu_launch_status.h"
#include "tensorflow_lite_core/kernels/gpu_launchers.h"

namespace tensorflow {
namespace gpu_kernels {
namespace {

template <typename T, ReduceOp kOp>
struct Reducer {
  __device__ static T Identity() {
    switch (kOp) {
      case ReduceOp::kSum: return T(0);
      case ReduceOp::kProd: return T(1);
      case ReduceOp::kMax: return -std::numeric_limits<T>::infinity();
      case ReduceOp::kMin: return std::numeric_limits<T>::infinity();
    }
    return T(0);
  }
  // NaN wins max and min, as on the CPU.
  __device__ T operator()(T a, T b) const {
    switch (kOp) {
      case ReduceOp::kSum: return a + b;
      case ReduceOp::kProd: return a * b;
      case ReduceOp::kMax: return (a != a || a > b) ? a : b;
      case ReduceOp::kMin: return (a != a || a < b) ? a : b;
    }
    return a;
  }
};

// inner == 1: block (o, c) reduces chunk c of row o, each thread striding through it.
template <typename T, ReduceOp kOp>
__global__ void ReduceRowsKernel(int64 outer, int64 reduce, int64 chunks, int64 chunk_size, T scale,
                                 const T* __restrict__ in, T* __restrict__ out) {
  const Reducer<T, kOp> combine;
  for (int64 block = blockIdx.x; block < outer * chunks; block += gridDim.x) {
    const int64 o = block / chunks;
    const int64 begin = (block - o * chunks) * chunk_size;
    const int64 end = min(begin + chunk_size, reduce);
    const T* row = in + o * reduce;
    // Eight independent partial results: eight loads in flight per thread.
    constexpr int kWays = 8;
    T acc[kWays];
#pragma unroll
    for (int k = 0; k < kWays; ++k) acc[k] = Reducer<T, kOp>::Identity();
    const int64 width = blockDim.x;
    int64 r = begin + threadIdx.x;
    for (; r + (kWays - 1) * width < end; r += kWays * width) {
      T v[kWays];
#pragma unroll
      for (int k = 0; k < kWays; ++k) v[k] = __ldg(row + r + k * width);
#pragma unroll
      for (int k = 0; k < kWays; ++k) acc[k] = combine(acc[k], v[k]);
    }
    for (; r < end; r += width) acc[0] = combine(acc[0], __ldg(row + r));
#pragma unroll
    for (int k = 1; k < kWays; ++k) acc[0] = combine(acc[0], acc[k]);
    const T total = BlockReduce(acc[0], combine, Reducer<T, kOp>::Identity());
    if (threadIdx.x == 0) out[block] = total * scale;
  }
}

// inner > 1: thread (o, c, i) reduces chunk c of column i of slab o; neighbouring threads read
// neighbouring elements.
template <typename T, ReduceOp kOp>
__global__ void ReduceColumnsKernel(int64 outer, int64 reduce, int64 inner, int64 chunks,
                                    int64 chunk_size, T scale, const T* __restrict__ in,
                                    T* __restrict__ out) {
  const Reducer<T, kOp> combine;
  const int64 n = outer * chunks * inner;
  for (int64 k = blockIdx.x * int64{blockDim.x} + threadIdx.x; k < n; k += int64{blockDim.x} * gridDim.x) {
    const int64 i = k % inner;
    const int64 oc = k / inner;
    const int64 o = oc / chunks;
    const int64 begin = (oc - o * chunks) * chunk_size;
    const int64 end = min(begin + chunk_size, reduce);
    const T* column = in + o * reduce * inner + i;
    T acc[4] = {Reducer<T, kOp>::Identity(), Reducer<T, kOp>::Identity(), Reducer<T, kOp>::Identity(),
                Reducer<T, kOp>::Identity()};
    int64 r = begin;
    for (; r + 3 < end; r += 4) {
      const T v0 = __ldg(column + r * inner);
      const T v1 = __ldg(column + (r + 1) * inner);
      const T v2 = __ldg(column + (r + 2) * inner);
      const T v3 = __ldg(column + (r + 3) * inner);
      acc[0] = combine(acc[0], v0);
      acc[1] = combine(acc[1], v1);
      acc[2] = combine(acc[2], v2);
      acc[3] = combine(acc[3], v3);
    }
    for (; r < end; ++r) acc[0] = combine(acc[0], __ldg(column + r * inner));
    out[k] = combine(combine(acc[0], acc[1]), combine(acc[2], acc[3])) * scale;
  }
}

template <typename T, ReduceOp kOp>
__global__ void FillIdentityKernel(int64 n, T scale, T* out) {
  for (int64 k = blockIdx.x * int64{blockDim.x} + threadIdx.x; k < n; k += int64{blockDim.x} * gridDim.x) {
    out[k] = Reducer<T, kOp>::Identity() * scale;
  }
}

// How many chunks the reduced dimension is cut into so the GPU has enough parallel work.
int64 ChunksFor(int64 outer, int64 reduce, int64 inner) {
  if (reduce == 0) return 1;
  const int64 outputs = outer * inner;
  // Blocks (rows) or threads (columns) enough to fill a large GPU several times over.
  const int64 wanted_work = inner == 1 ? 4096 : 512 * 1024;
  const int64 min_chunk = inner == 1 ? 8192 : 64;
  int64 chunks = (wanted_work + outputs - 1) / outputs;
  chunks = std::min(chunks, (reduce + min_chunk - 1) / min_chunk);
  return std::max<int64>(chunks, 1);
}

template <typename T, ReduceOp kOp>
void QueuePass(int64 outer, int64 reduce, int64 inner, int64 chunks, T scale, const T* in, T* out,
               cudaStream_t stream) {
  const int64 chunk_size = (reduce + chunks - 1) / chunks;
  if (inner == 1) {
    const int64 blocks = std::min<int64>(outer * chunks, 65535 * 8);
    ReduceRowsKernel<T, kOp><<<static_cast<unsigned>(blocks), kBlock, 0, stream>>>(
        outer, reduce, chunks, chunk_size, scale, in, out);
  } else {
    const int64 threads = outer * chunks * inner;
    const unsigned blocks = static_cast<unsigned>(std::min<int64>((threads + kBlock - 1) / kBlock, 65535 * 8));
    ReduceColumnsKernel<T, kOp><<<blocks, kBlock, 0, stream>>>(
        outer, reduce, inner, chunks, chunk_size, scale, in, out);
  }
}

template <typename T, ReduceOp kOp>
void Queue(int64 outer, int64 reduce, int64 inner, T scale, const T* in, T* out, T* scratch,
           cudaStream_t stream) {
  if (reduce == 0) {
    FillIdentityKernel<T, kOp><<<GridFor(outer * inner), kBlock, 0, stream>>>(outer * inner, scale, out);
    return;
  }
  const int64 chunks = ChunksFor(outer, reduce, inner);
  if (chunks == 1) {
    QueuePass<T, kOp>(outer, reduce, inner, 1, scale, in, out, stream);
    return;
  }
  QueuePass<T, kOp>(outer, reduce, inner, chunks, T(1), in, scratch, stream);
  QueuePass<T, kOp>(outer, chunks, inner, 1, scale, scratch, out, stream);
}

}  // namespace

int64 ReduceScratchElements(int64 outer, int64 reduce, int64 inner) {
  const int64 chunks = ChunksFor(outer, reduce, inner);
  return chunks == 1 ? 0 : outer * chunks * inner;
}

template <typename T>
Status LaunchReduce(ReduceOp op, int64 outer, int64 reduce, int64 inner, T scale, const T* in,
                    T* out, T* scratch, void* stream) {
  if (outer * inner == 0) return OkStatus();
  cudaStream_t s = static_cast<cudaStream_t>(stream);
  switch (op) {
    case ReduceOp::kSum: Queue<T, ReduceOp::kSum>(outer, reduce, inner, scale, in, out, scratch, s); break;
    case ReduceOp::kMax: Queue<T, ReduceOp::kMax>(outer, reduce, inner, scale, in, out, scratch, s); break;
    case ReduceOp::kMin: Queue<T, ReduceOp::kMin>(outer, reduce, inner, scale, in, out, scratch, s); break;
    case ReduceOp::kProd: Queue<T, ReduceOp::kProd>(outer, reduce, inner, scale, in, out, scratch, s); break;
  }
  return LaunchStatus("ReduceKernel");
}

template Status LaunchReduce<float>(ReduceOp, int64, int64, int64, float, const float*, float*, float*, void*);
template Status LaunchReduce<double>(ReduceOp, int64, int64, int64, double, const double*, double*, double*,
                                     void*);

}  // namespace gpu_kernels
}  // namespace tensorflow
