// BlasGemm: MatMul's fast path for float, double, complex64 and complex128, a row-major GEMM in
// OpenBLAS, opened by the first product (Debian's single-threaded build). The product is split
// into bands of rows (or columns, when those are more) that the intra-op thread pool computes at
// once, so MatMul uses exactly the pool's threads; small products stay on the calling thread.
#ifndef TENSORFLOW_LITE_CORE_KERNELS_BLAS_GEMM_H_
#define TENSORFLOW_LITE_CORE_KERNELS_BLAS_GEMM_H_

#include <complex>
#include <type_traits>

#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/platform/types.h"

namespace tensorflow {

// Whether BlasGemm<T> exists; other types (half, bfloat16, integers) stay on Eigen.
template <typename T>
struct HasBlasGemm
    : std::bool_constant<std::is_same_v<T, float> || std::is_same_v<T, double> ||
                         std::is_same_v<T, std::complex<float>> ||
                         std::is_same_v<T, std::complex<double>>> {};

// c = op(a) * op(b), c being [m, n] row-major and op(a) [m, k]: a is stored [m, k], or [k, m]
// when transpose_a (likewise b: [k, n], or [n, k] when transpose_b); transposes are read in
// place. m, n and k are positive. Returns false, having done nothing, when a dimension exceeds
// the library's 32-bit indices or OpenBLAS cannot be loaded (a warning says so once); the caller
// then computes the product another way. Setting TFLC_NO_OPENBLAS (to anything but "") before the
// first product keeps OpenBLAS unloaded, so that the other way is used throughout.
template <typename T>
bool BlasGemm(OpKernelContext* context, bool transpose_a, bool transpose_b, int64 m, int64 n,
              int64 k, const T* a, const T* b, T* c);

// How many products BlasGemm has handed to OpenBLAS in this process (each returning true counts
// once, however many bands it took): what tells tests that the library's path ran.
int64 BlasGemmProducts();

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_KERNELS_BLAS_GEMM_H_
