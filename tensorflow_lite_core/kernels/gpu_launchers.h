// The CUDA launchers behind the built-in GPU kernels (*_gpu.cc register the kernels, *_gpu.cu.cc
// hold the device code). Plain C++: the kernels' host side never includes a CUDA header.
//
// Every launcher queues its work on `stream` (the device's cudaStream_t) and returns at once;
// the Status reports a failed launch. The arithmetic ones are defined for float and double.
#ifndef TENSORFLOW_LITE_CORE_KERNELS_GPU_LAUNCHERS_H_
#define TENSORFLOW_LITE_CORE_KERNELS_GPU_LAUNCHERS_H_

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
