// PortableGemm: MatMul's product where no BLAS routine does it: integer types (computed in their
// unsigned counterparts, so sums wrap), and every type when OpenBLAS cannot be loaded. Same
// layout as BlasGemm (blas_gemm.h): c = op(a) * op(b), c [m, n] row-major, op(a) [m, k] stored
// [m, k] or, when transpose_a, [k, m] (likewise b). Split over the intra-op pool in bands of
// rows (or columns, when those are more).
//
// A register-blocked loop that the compiler vectorises: four rows of c take one row of op(b) at a
// time, over blocks of op(b) small enough to stay in cache. It is several times slower than a
// tuned BLAS, and much cheaper to compile than Eigen's tensor contraction.
#ifndef TENSORFLOW_LITE_CORE_KERNELS_PORTABLE_GEMM_H_
#define TENSORFLOW_LITE_CORE_KERNELS_PORTABLE_GEMM_H_

#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/platform/types.h"

namespace tensorflow {

// m, n and k are positive. Instantiated for float, double, complex64, complex128, uint32 and
// uint64.
template <typename T>
void PortableGemm(OpKernelContext* context, bool transpose_a, bool transpose_b, int64 m, int64 n,
                  int64 k, const T* a, const T* b, T* c);

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_KERNELS_PORTABLE_GEMM_H_
