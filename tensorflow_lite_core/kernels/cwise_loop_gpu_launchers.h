// The CUDA launchers behind the GPU kernels of the ops in cwise_loop_ops.h's families
// (comparisons and logic, the division, rounding and special functions, the unary gradients, the
// activations, Select/SelectV2 and ClipByValue): cwise_loop_ops_gpu.cc checks shapes and
// registers the kernels, cwise_loop_ops_gpu.cu.cc holds the device code. Plain C++.
//
// Every launcher queues its work on `stream` (the device's cudaStream_t) and returns at once; the
// Status reports a failed launch. Defined for float and double (bool for the logical ops). One
// device kernel per family and type reads its op as an argument: the branch is the same for every
// thread, and nvcc compiles a handful of kernels instead of one per op.
#ifndef TENSORFLOW_LITE_CORE_KERNELS_CWISE_LOOP_GPU_LAUNCHERS_H_
#define TENSORFLOW_LITE_CORE_KERNELS_CWISE_LOOP_GPU_LAUNCHERS_H_

#include "tensorflow_lite_core/kernels/gpu_launchers.h"
#include "tensorflow_lite_core/platform/status.h"
#include "tensorflow_lite_core/platform/types.h"

namespace tensorflow {
namespace gpu_kernels {

// T -> T. `parameter` is LeakyRelu's alpha and Softplus's threshold (log(epsilon) + 2).
enum class ElementwiseUnaryOp : int {
  kFloor, kCeil, kRound, kRint, kSign, kReciprocal, kSin, kCos, kLog1p, kExpm1, kErf, kElu,
  kSelu, kSoftplus, kLeakyRelu,
};
// T, T -> T. `parameter` is LeakyReluGrad's alpha.
enum class ElementwiseBinaryOp : int {
  kFloorDiv, kFloorMod, kTruncateDiv, kSquaredDifference, kTanhGrad, kSigmoidGrad, kSqrtGrad,
  kRsqrtGrad, kReciprocalGrad, kEluGrad, kSeluGrad, kLeakyReluGrad, kSoftplusGrad,
};
// T -> bool.
enum class ElementwisePredicate : int { kIsNan, kIsInf, kIsFinite };
// T, T -> bool. `parameter` is ApproximateEqual's tolerance.
enum class ComparisonOp : int {
  kEqual, kNotEqual, kLess, kLessEqual, kGreater, kGreaterEqual, kApproximateEqual,
};
enum class LogicalOp : int { kAnd, kOr };

template <typename T>
absl::Status LaunchElementwiseUnary(ElementwiseUnaryOp op, double parameter, int64 n, const T* x,
                                    T* out, void* stream);
template <typename T>
absl::Status LaunchElementwiseBinary(ElementwiseBinaryOp op, double parameter,
                                     const Broadcast& broadcast, const T* x, const T* y, T* out,
                                     void* stream);
template <typename T>
absl::Status LaunchPredicate(ElementwisePredicate op, int64 n, const T* x, bool* out,
                             void* stream);
template <typename T>
absl::Status LaunchComparison(ComparisonOp op, double parameter, const Broadcast& broadcast,
                              const T* x, const T* y, bool* out, void* stream);
absl::Status LaunchLogical(LogicalOp op, const Broadcast& broadcast, const bool* x, const bool* y,
                           bool* out, void* stream);
absl::Status LaunchLogicalNot(int64 n, const bool* x, bool* out, void* stream);
// out[0, n) = value.
absl::Status LaunchFillBool(bool value, int64 n, bool* out, void* stream);

// Three operands broadcast to one output of `n` elements in `rank` dimensions: operand k's element
// at output index (i_0, ..., i_rank-1) is at sum of i_d * strides[k][d] (0 where it is
// broadcast).
struct ThreeWayBroadcast {
  static constexpr int kMaxRank = 8;
  int rank = 0;
  int64 dims[kMaxRank] = {};
  int64 strides[3][kMaxRank] = {};
  int64 n = 0;
};

// out = condition ? t : e over the broadcast (Select and SelectV2).
template <typename T>
absl::Status LaunchSelect(const ThreeWayBroadcast& broadcast, const bool* condition, const T* t,
                          const T* e, T* out, void* stream);
// out[i] = max(min(t[i], high), low), each bound a scalar or one value per element.
template <typename T>
absl::Status LaunchClipByValue(int64 n, const T* t, const T* low, bool low_is_scalar,
                               const T* high, bool high_is_scalar, T* out, void* stream);

}  // namespace gpu_kernels
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_KERNELS_CWISE_LOOP_GPU_LAUNCHERS_H_
