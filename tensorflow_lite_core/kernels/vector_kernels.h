// VectorKernels: the inner loops of the hot CPU kernels (elementwise float and double arithmetic,
// exp, log, tanh and sigmoid, float sums, softmax rows and casts), compiled once per instruction
// set level (vector_kernels_{baseline,avx2,avx512}.cc, each from vector_kernels_impl.inc) and
// chosen at load time by ActiveCpuIsa() (platform/cpu_isa.h), so one binary runs at the best
// speed of any x86-64 CPU and stays correct on old ones.
//
// The loops are plain C++ that the compiler vectorises, with no flags that change IEEE semantics:
// arithmetic, sums (added in the same 16-lane order everywhere) and casts give the same bits at
// every level; the transcendental functions differ by an ulp or so where a level has fused
// multiply-adds.
// This header only holds the table's shape: the level-specific files include nothing else that
// could leave a differently compiled copy of a shared inline function in the binary.
#ifndef TENSORFLOW_LITE_CORE_KERNELS_VECTOR_KERNELS_H_
#define TENSORFLOW_LITE_CORE_KERNELS_VECTOR_KERNELS_H_

#include <cstdint>

#include "tensorflow_lite_core/platform/cpu_isa.h"

namespace tensorflow {

// How the operands of one contiguous run of a binary op's output relate to it.
enum class BroadcastRowKind : int {
  kBothVectors = 0,  // x and y advance with the output
  kScalarX = 1,      // x is one value for the whole run
  kScalarY = 2,      // y is one value for the whole run
};

enum class VectorBinaryOp : int { kAdd, kSub, kMul, kDiv, kMaximum, kMinimum, kCount, kNone };
enum class VectorUnaryOp : int { kExp, kLog, kTanh, kSigmoid, kCount, kNone };

template <typename T>
using VectorBinaryFn = void (*)(const T* x, const T* y, T* out, std::int64_t n);
template <typename T>
using VectorUnaryFn = void (*)(const T* x, T* out, std::int64_t n);

struct VectorKernels {
  CpuIsa isa;
  // [op][BroadcastRowKind]. Maximum and minimum propagate NaN; otherwise they are std::max and
  // std::min.
  VectorBinaryFn<float> binary_f32[static_cast<int>(VectorBinaryOp::kCount)][3];
  VectorBinaryFn<double> binary_f64[static_cast<int>(VectorBinaryOp::kCount)][3];
  // Within a few ulp of the correctly rounded results, with IEEE special values.
  VectorUnaryFn<float> unary_f32[static_cast<int>(VectorUnaryOp::kCount)];
  float (*sum_f32)(const float* x, std::int64_t n);
  // out = exp(x - max(x)) / sum(exp(x - max(x))) over one row of n > 0.
  void (*softmax_row_f32)(const float* x, float* out, std::int64_t n);
  // As Cast does them: NaN becomes 0 and out-of-range values saturate when converting to int32.
  void (*cast_f32_to_i32)(const float* x, std::int32_t* out, std::int64_t n);
  void (*cast_i32_to_f32)(const std::int32_t* x, float* out, std::int64_t n);
  void (*cast_f32_to_f64)(const float* x, double* out, std::int64_t n);
  void (*cast_f64_to_f32)(const double* x, float* out, std::int64_t n);

  template <typename T>
  VectorBinaryFn<T> Binary(VectorBinaryOp op, BroadcastRowKind kind) const;
};

// The table for ActiveCpuIsa().
const VectorKernels& ActiveVectorKernels();

// The table compiled for `isa`, or nullptr when this CPU cannot run it (for tests).
const VectorKernels* VectorKernelsFor(CpuIsa isa);

template <>
inline VectorBinaryFn<float> VectorKernels::Binary<float>(VectorBinaryOp op,
                                                          BroadcastRowKind kind) const {
  return binary_f32[static_cast<int>(op)][static_cast<int>(kind)];
}
template <>
inline VectorBinaryFn<double> VectorKernels::Binary<double>(VectorBinaryOp op,
                                                            BroadcastRowKind kind) const {
  return binary_f64[static_cast<int>(op)][static_cast<int>(kind)];
}

namespace vector_kernels_internal {
// One per level, defined by vector_kernels_impl.inc.
const VectorKernels* BaselineTable();
const VectorKernels* Avx2Table();
const VectorKernels* Avx512Table();
}  // namespace vector_kernels_internal

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_KERNELS_VECTOR_KERNELS_H_
