#include "tensorflow_lite_core/kernels/blas_gemm.h"

#include <cblas.h>
#include <dlfcn.h>
#include <link.h>

#include <algorithm>
#include <atomic>
#include <climits>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>

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
// pool does the splitting. Without a system OpenBLAS (a machine with only pip's packages), the
// copy that NumPy's wheel bundles, which importing NumPy loaded, serves
// (numpy.libs/libscipy_openblas64_-*.so): it has 64-bit integers and renamed symbols, and is
// multi-threaded with a thread count that is NumPy's to set, so each product is one call on its
// threads.
struct Blas {
  decltype(&cblas_sgemm) sgemm = nullptr;
  decltype(&cblas_dgemm) dgemm = nullptr;
  decltype(&cblas_cgemm) cgemm = nullptr;
  decltype(&cblas_zgemm) zgemm = nullptr;
  // NumPy's copy: the 64-bit integer interface, set instead of the above.
  using Index = int64_t;
  void (*sgemm64)(CBLAS_ORDER, CBLAS_TRANSPOSE, CBLAS_TRANSPOSE, Index, Index, Index, float,
                  const float*, Index, const float*, Index, float, float*, Index) = nullptr;
  void (*dgemm64)(CBLAS_ORDER, CBLAS_TRANSPOSE, CBLAS_TRANSPOSE, Index, Index, Index, double,
                  const double*, Index, const double*, Index, double, double*, Index) = nullptr;
  void (*cgemm64)(CBLAS_ORDER, CBLAS_TRANSPOSE, CBLAS_TRANSPOSE, Index, Index, Index,
                  const void*, const void*, Index, const void*, Index, const void*, void*,
                  Index) = nullptr;
  void (*zgemm64)(CBLAS_ORDER, CBLAS_TRANSPOSE, CBLAS_TRANSPOSE, Index, Index, Index,
                  const void*, const void*, Index, const void*, Index, const void*, void*,
                  Index) = nullptr;
  bool split = true;  // whether the pool splits products (a single-threaded library)
};

// The path of NumPy's OpenBLAS when this process has loaded it, else "".
std::string LoadedNumpyBlasPath() {
  std::string path;
  dl_iterate_phdr(
      [](dl_phdr_info* info, size_t, void* data) {
        const char* name = info->dlpi_name;
        if (name == nullptr || std::strstr(name, "numpy.libs/") == nullptr ||
            std::strstr(name, "openblas") == nullptr) {
          return 0;
        }
        *static_cast<std::string*>(data) = name;
        return 1;
      },
      &path);
  return path;
}

template <typename Function>
void FindFunction(void* library, const std::string& name, Function* function) {
  *function = reinterpret_cast<Function>(dlsym(library, name.c_str()));
}

// NumPy's OpenBLAS, or null when NumPy has loaded none.
const Blas* NumpyBlas() {
  const std::string path = LoadedNumpyBlasPath();
  void* library =
      path.empty() ? nullptr : dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL | RTLD_NOLOAD);
  if (library == nullptr) return nullptr;
  auto* found = new Blas;
  found->split = false;
  // NumPy 2's scipy-openblas names them scipy_cblas_sgemm64_, NumPy 1's cblas_sgemm64_.
  for (const std::string prefix : {"scipy_cblas_", "cblas_"}) {
    FindFunction(library, prefix + "sgemm64_", &found->sgemm64);
    FindFunction(library, prefix + "dgemm64_", &found->dgemm64);
    FindFunction(library, prefix + "cgemm64_", &found->cgemm64);
    FindFunction(library, prefix + "zgemm64_", &found->zgemm64);
    if (found->sgemm64 && found->dgemm64 && found->cgemm64 && found->zgemm64) return found;
  }
  delete found;
  return nullptr;
}

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
    if (library == nullptr) {
      if (const Blas* numpy = NumpyBlas()) return numpy;
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
  if (blas.sgemm64 != nullptr) {
    blas.sgemm64(CblasRowMajor, ta, tb, m, n, k, 1.0f, a, lda, b, ldb, 0.0f, c, ldc);
    return;
  }
  blas.sgemm(CblasRowMajor, ta, tb, m, n, k, 1.0f, a, lda, b, ldb, 0.0f, c, ldc);
}
void Gemm(const Blas& blas, CBLAS_TRANSPOSE ta, CBLAS_TRANSPOSE tb, int m, int n, int k,
          const double* a, int lda, const double* b, int ldb, double* c, int ldc) {
  if (blas.dgemm64 != nullptr) {
    blas.dgemm64(CblasRowMajor, ta, tb, m, n, k, 1.0, a, lda, b, ldb, 0.0, c, ldc);
    return;
  }
  blas.dgemm(CblasRowMajor, ta, tb, m, n, k, 1.0, a, lda, b, ldb, 0.0, c, ldc);
}
void Gemm(const Blas& blas, CBLAS_TRANSPOSE ta, CBLAS_TRANSPOSE tb, int m, int n, int k,
          const std::complex<float>* a, int lda, const std::complex<float>* b, int ldb,
          std::complex<float>* c, int ldc) {
  const std::complex<float> one(1), zero(0);
  if (blas.cgemm64 != nullptr) {
    blas.cgemm64(CblasRowMajor, ta, tb, m, n, k, &one, a, lda, b, ldb, &zero, c, ldc);
    return;
  }
  blas.cgemm(CblasRowMajor, ta, tb, m, n, k, &one, a, lda, b, ldb, &zero, c, ldc);
}
void Gemm(const Blas& blas, CBLAS_TRANSPOSE ta, CBLAS_TRANSPOSE tb, int m, int n, int k,
          const std::complex<double>* a, int lda, const std::complex<double>* b, int ldb,
          std::complex<double>* c, int ldc) {
  const std::complex<double> one(1), zero(0);
  if (blas.zgemm64 != nullptr) {
    blas.zgemm64(CblasRowMajor, ta, tb, m, n, k, &one, a, lda, b, ldb, &zero, c, ldc);
    return;
  }
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
  if (!blas->split) {  // a multi-threaded library: one call, on its threads
    Gemm(*blas, ta, tb, static_cast<int>(m), static_cast<int>(n), static_cast<int>(k), a, lda, b,
         ldb, c, ldc);
    return true;
  }
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
