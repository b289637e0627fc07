// The CUDA launchers behind the built-in GPU kernels (*_gpu.cc register the kernels, *_gpu.cu.cc
// hold the device code). Plain C++: the kernels' host side never includes a CUDA header.
//
// Every launcher queues its work on `stream` (the device's cudaStream_t) and returns at once;
// the Status reports a failed launch. The arithmetic ones are defined for float and double.
#ifndef TENSORFLOW_LITE_CORE_KERNELS_GPU_LAUNCHERS_H_
#define TENSORFLOW_LITE_CORE_KERNELS_GPU_LAUNCHERS_H_

#include "tensorflow_lite_core/lib/random/philox_random.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/status.h"
#include "tensorflow_lite_core/platform/types.h"

namespace tensorflow {
namespace gpu_kernels {

enum class BinaryOp : int { kAdd, kSub, kMul, kDiv, kMaximum, kMinimum };
enum class UnaryOp : int { kNeg, kAbs, kSquare, kSqrt, kRsqrt, kExp, kLog, kTanh, kSigmoid, kRelu };
enum class ReduceOp : int { kSum, kMax, kMin, kProd };

// A NumPy broadcast as BinaryBroadcast plans it (cwise_ops_common.h): rows of `row_size`
// output elements; the rows' indices in `outer_dims` (last fastest) give each operand's offset
// through its strides; within a row an operand advances unless `row_kind` makes it a scalar.
struct Broadcast {
  static constexpr int kMaxOuterRank = 8;
  int outer_rank = 0;
  int64 outer_dims[kMaxOuterRank] = {};
  int64 x_strides[kMaxOuterRank] = {};
  int64 y_strides[kMaxOuterRank] = {};
  int64 row_size = 1;
  int64 num_rows = 1;
  int row_kind = 0;  // BroadcastRowKind: 0 both vectors, 1 x scalar, 2 y scalar
};

template <typename T>
absl::Status LaunchBinary(BinaryOp op, const Broadcast& broadcast, const T* x, const T* y, T* out,
                    void* stream);

template <typename T>
absl::Status LaunchUnary(UnaryOp op, int64 n, const T* x, T* out, void* stream);

// out[o, i] = op over r of in[o, r, i], for an input viewed as [outer, reduce, inner]; times
// `scale` (1/count for Mean). reduce == 0 writes op's identity times `scale`. `scratch` holds
// ReduceScratchElements(outer, reduce, inner) elements of device memory (null when 0).
int64 ReduceScratchElements(int64 outer, int64 reduce, int64 inner);
template <typename T>
absl::Status LaunchReduce(ReduceOp op, int64 outer, int64 reduce, int64 inner, T scale, const T* in,
                    T* out, T* scratch, void* stream);

// Softmax of each of `rows` rows of `cols` values.
template <typename T>
absl::Status LaunchSoftmax(int64 rows, int64 cols, const T* in, T* out, void* stream);

// The distributions of the GPU random kernels (random_op_cpu.h has the CPU's).
enum class RandomDistribution : int { kUniform, kNormal, kTruncatedNormal, kUniformFullInt, kUniformInt };

// `size` values of `distribution` drawn from `generator` in the CPU kernels' order
// (random_op_cpu.h): the uniform ones bit for bit, the normal ones up to the rounding of the
// device's log, sin and cos. T: half, bfloat16, float, double for kUniform, kNormal and
// kTruncatedNormal; int64, uint32, uint64 for kUniformFullInt; int64 for kUniformInt, in
// [lo, hi) (lo < hi).
template <typename T>
absl::Status LaunchPhiloxRandom(RandomDistribution distribution, const random::PhiloxRandom& generator,
                                int64 lo, int64 hi, int64 size, T* out, void* stream);
// ---- Gathers and scatters by index (gather_scatter_ops_gpu.cu.cc), for indices of type Index
// (int32 or int64). Indices are read on the device, so none is checked on the host: an index
// outside its range gathers a zero slice and scatters nothing, as in TensorFlow's GPU kernels.

// The sizes of the leading dimensions that a row of GatherNd's or ScatterNd's indices addresses.
struct IndexedDims {
  static constexpr int kMaxDepth = 8;
  int depth = 0;
  int64 sizes[kMaxDepth] = {};
};

// The first `depth` of `sizes`; Unimplemented beyond kMaxDepth.
inline absl::Status MakeIndexedDims(int depth, const int64* sizes, IndexedDims* dims) {
  if (depth > IndexedDims::kMaxDepth) {
    return errors::Unimplemented("Index rows of ", depth, " elements; the GPU kernels take up to ",
                                 IndexedDims::kMaxDepth);
  }
  dims->depth = depth;
  for (int d = 0; d < depth; ++d) dims->sizes[d] = sizes[d];
  return OkStatus();
}

// out[b, o, n, :] = params[b, o, indices[b, n], :] for params [batch, outer, limit, inner] and
// indices [batch, count].
template <typename T, typename Index>
absl::Status LaunchGather(int64 batch, int64 outer, int64 limit, int64 inner, int64 count,
                          const T* params, const Index* indices, T* out, void* stream);

// out[r, :] = the slice of params (leading dims `dims`, then `slice` elements) that row r of
// indices [rows, dims.depth] addresses.
template <typename T, typename Index>
absl::Status LaunchGatherNd(const IndexedDims& dims, int64 rows, int64 slice, const T* params,
                            const Index* indices, T* out, void* stream);

// The slice of out that row r of indices [rows, dims.depth] addresses gets updates[r, :] added
// (atomically: duplicates add up) or assigned (one of the duplicates wins).
template <typename T, typename Index>
absl::Status LaunchScatterNd(bool add, const IndexedDims& dims, int64 rows, int64 slice,
                             const Index* indices, const T* updates, T* out, void* stream);

// out[segment_ids[r], :] += data[r, :] for out [num_segments, inner], atomically.
template <typename T, typename Index>
absl::Status LaunchUnsortedSegmentSum(int64 rows, int64 inner, int64 num_segments, const T* data,
                                      const Index* segment_ids, T* out, void* stream);

// out[p, d, s] = *on where indices[p, s] == d, *off elsewhere (on and off in device memory).
template <typename T, typename Index>
absl::Status LaunchOneHot(int64 prefix, int64 depth, int64 suffix, const Index* indices,
                          const T* on, const T* off, T* out, void* stream);

// `bytes` bytes of device memory at `out` set to zero, or copied from `from`.
absl::Status LaunchZero(int64 bytes, void* out, void* stream);
absl::Status LaunchCopy(int64 bytes, const void* from, void* out, void* stream);

// out[o, c, i] = value[o, c, i] + bias[c] (bias_op_gpu.cu.cc).
template <typename T>
absl::Status LaunchBiasAdd(int64 outer, int64 channels, int64 inner, const T* value,
                           const T* bias, T* out, void* stream);

// LogSoftmax of each of `rows` rows of `cols` values (log_softmax_op_gpu.cu.cc).
template <typename T>
absl::Status LaunchLogSoftmax(int64 rows, int64 cols, const T* in, T* out, void* stream);
// A StridedCopy plan (strided_copy.h), simplified, for the device: element c of the iteration
// space `dims` (last fastest) moves from source[source_offset + sum c[d] * source_strides[d]] to
// destination[destination_offset + sum c[d] * destination_strides[d]], in elements.
struct StridedCopyPlan {
  static constexpr int kMaxRank = 16;
  int rank = 0;
  int64 dims[kMaxRank] = {};
  int64 source_strides[kMaxRank] = {};
  int64 destination_strides[kMaxRank] = {};
  int64 source_offset = 0;
  int64 destination_offset = 0;
};

// Elements of `element_size` bytes (1, 2, 4, 8 or 16).
absl::Status LaunchStridedCopy(int element_size, const StridedCopyPlan& plan, const void* source,
                               void* destination, void* stream);

// Sets `count` elements of `element_size` bytes to the bytes at `value` (read on the host).
absl::Status LaunchFill(int element_size, const void* value, int64 count, void* destination,
                        void* stream);

// out[i] = start + i * delta for i < count (Range): float, double and int64.
template <typename T>
absl::Status LaunchRange(T start, T delta, int64 count, T* out, void* stream);

}  // namespace gpu_kernels
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_KERNELS_GPU_LAUNCHERS_H_
