#include "tensorflow_lite_core/kernels/blas_gemm.h"

#include <cblas.h>
#include <dlfcn.h>

#include <algorithm>
#include <atomic>
#include <climits>
#include <cstdlib>

#include "tensorflow_lite_core/kernels/gemm_bands.h"
#include "tensorflow_lite_core/platform/logging.h"

namespace tensorflow {
namespace {

// Bands are whole multiples of this many rows or columns, so each call keeps the library's
// register blocking busy.
constexpr int64 kBandGranularity = 16;
// The least work worth splitting across threads, in cycles (a 128-cube product; 2^19, a 200-cube
// one, left 128 and 192 on one thread at 0.5-0.7x of NumPy, which splits them).
constexpr double kMinCyclesToSplit = 1 << 17;

// OpenBLAS, opened on the first product rather than linked: loading it (and the Fortran runtime
// it needs) costs several milliseconds that a process doing no MatMul should not pay. Debian's
// single-threaded build is asked for first; any other build is told to use one thread, as the
// pool does the splitting.
struct Blas {
  decltype(&cblas_sgemm) sgemm = nullptr;
  decltype(&cblas_dgemm) dgemm = nullptr;
  decltype(&cblas_cgemm) cgemm = nullptr;
  decltype(&cblas_zgemm) zgemm = nullptr;
};

// Products handed to the library, for BlasGemmProducts().
std::atomic<int64> products_in_library{0};

const Blas* LoadBlas() {
  static const Blas* const blas = []() -> const Blas* {
    if (const char* off = std::getenv("TFLC_NO_OPENBLAS"); off != nullptr && *off != '\0') {
      LOG(WARNING) << "OpenBLAS not loaded (TFLC_NO_OPENBLAS is set); MatMul uses its portable "
                      "GEMM";
      return nullptr;
    }
    void* library = nullptr;
    for (const char* name : {"/usr/lib/x86_64-linux-gnu/openblas-serial/libopenblas.so.0",
                             "libopenblas.so.0"}) {
      library = dlopen(name, RTLD_NOW | RTLD_LOCAL);
      if (library != nullptr) break;
    }
    auto* found = new Blas;
    if (library != nullptr) {
      found->sgemm = reinterpret_cast<decltype(&cblas_sgemm)>(dlsym(library, "cblas_sgemm"));
      found->dgemm = reinterpret_cast<decltype(&cblas_dgemm)>(dlsym(library, "cblas_dgemm"));
      found->cgemm = reinterpret_cast<decltype(&cblas_cgemm)>(dlsym(library, "cblas_cgemm"));
      found->zgemm = reinterpret_cast<decltype(&cblas_zgemm)>(dlsym(library, "cblas_zgemm"));
      using SetThreads = void (*)(int);
      if (auto set_threads =
              reinterpret_cast<SetThreads>(dlsym(library, "openblas_set_num_threads"))) {
        set_threads(1);
      }
    }
    if (found->sgemm == nullptr || found->dgemm == nullptr || found->cgemm == nullptr ||
        found->zgemm == nullptr) {
      LOG(WARNING) << "OpenBLAS (libopenblas.so.0) could not be loaded; MatMul uses its "
                      "portable GEMM";
      return nullptr;
    }
    return found;
  }();
  return blas;
}

// One library call for a band of the product, typed.
void Gemm(const Blas& blas, CBLAS_TRANSPOSE ta, CBLAS_TRANSPOSE tb, int m, int n, int k,
          const float* a, int lda, const float* b, int ldb, float* c, int ldc) {
  blas.sgemm(CblasRowMajor, ta, tb, m, n, k, 1.0f, a, lda, b, ldb, 0.0f, c, ldc);
}
void Gemm(const Blas& blas, CBLAS_TRANSPOSE ta, CBLAS_TRANSPOSE tb, int m, int n, int k,
          const double* a, int lda, const double* b, int ldb, double* c, int ldc) {
  blas.dgemm(CblasRowMajor, ta, tb, m, n, k, 1.0, a, lda, b, ldb, 0.0, c, ldc);
}
void Gemm(const Blas& blas, CBLAS_TRANSPOSE ta, CBLAS_TRANSPOSE tb, int m, int n, int k,
          const std::complex<float>* a, int lda, const std::complex<float>* b, int ldb,
          std::complex<float>* c, int ldc) {
  const std::complex<float> one(1), zero(0);
  blas.cgemm(CblasRowMajor, ta, tb, m, n, k, &one, a, lda, b, ldb, &zero, c, ldc);
}
void Gemm(const Blas& blas, CBLAS_TRANSPOSE ta, CBLAS_TRANSPOSE tb, int m, int n, int k,
          const std::complex<double>* a, int lda, const std::complex<double>* b, int ldb,
          std::complex<double>* c, int ldc) {
  const std::complex<double> one(1), zero(0);
  blas.zgemm(CblasRowMajor, ta, tb, m, n, k, &one, a, lda, b, ldb, &zero, c, ldc);
}

}  // namespace

template <typename T>
bool BlasGemm(OpKernelContext* context, bool transpose_a, bool transpose_b, int64 m, int64 n,
              int64 k, const T* a, const T* b, T* c) {
  const Blas* blas = LoadBlas();
  if (blas == nullptr || std::max({m, n, k}) > INT_MAX) return false;
  products_in_library.fetch_add(1, std::memory_order_relaxed);
  const CBLAS_TRANSPOSE ta = transpose_a ? CblasTrans : CblasNoTrans;
  const CBLAS_TRANSPOSE tb = transpose_b ? CblasTrans : CblasNoTrans;
  // Leading dimensions of the operands as stored.
  const int lda = static_cast<int>(transpose_a ? m : k);
  const int ldb = static_cast<int>(transpose_b ? k : n);
  const int ldc = static_cast<int>(n);
  // About 16 multiply-adds a cycle per core.
  ForEachGemmBand(context, m, n, k, {kBandGranularity, 16.0, kMinCyclesToSplit},
                  [&](bool rows, int64 first, int64 last) {
    const int count = static_cast<int>(last - first);
    if (rows) {  // rows [first, last) of op(a) and of c
      const T* a_band = transpose_a ? a + first : a + first * k;
      Gemm(*blas, ta, tb, count, static_cast<int>(n), static_cast<int>(k), a_band, lda, b, ldb,
           c + first * n, ldc);
    } else {  // columns [first, last) of op(b) and of c
      const T* b_band = transpose_b ? b + first * k : b + first;
      Gemm(*blas, ta, tb, static_cast<int>(m), count, static_cast<int>(k), a, lda, b_band, ldb,
           c + first, ldc);
    }
  });
  return true;
}

int64 BlasGemmProducts() { return products_in_library.load(std::memory_order_relaxed); }

template bool BlasGemm<float>(OpKernelContext*, bool, bool, int64, int64, int64, const float*,
                              const float*, float*);
template bool BlasGemm<double>(OpKernelContext*, bool, bool, int64, int64, int64, const double*,
                               const double*, double*);
template bool BlasGemm<std::complex<float>>(OpKernelContext*, bool, bool, int64, int64, int64,
                                            const std::complex<float>*,
                                            const std::complex<float>*, std::complex<float>*);
template bool BlasGemm<std::complex<double>>(OpKernelContext*, bool, bool, int64, int64, int64,
                                             const std::complex<double>*,
                                             const std::complex<double>*, std::complex<double>*);

}  // namespace tensorflow
