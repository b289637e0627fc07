#include "tensorflow_lite_core/kernels/portable_gemm.h"

#include <algorithm>
#include <complex>
#include <vector>

#include "tensorflow_lite_core/kernels/gemm_bands.h"

namespace tensorflow {
namespace {

// Rows of op(b) per pass, and columns per pass: a block of op(b) stays in L2 while four rows of c
// and one of op(b) stay in L1.
constexpr int64 kDepthBlock = 256;
constexpr int64 kWidthBytes = 2048;
// Bands handed to threads are whole multiples of this many rows or columns.
constexpr int64 kBandGranularity = 8;

template <typename T>
struct Operands {
  bool transpose_a, transpose_b;
  int64 m, n, k;
  const T* a;
  const T* b;
  T* c;

  T A(int64 i, int64 p) const { return transpose_a ? a[p * m + i] : a[i * k + p]; }
};

// c[i..i+R) [0, width) += op(a)[i..i+R) [p0, p1) * block, where block holds rows p0..p1 of
// op(b) restricted to the pass's columns, `stride` apart.
template <typename T>
void AccumulateFourRows(const Operands<T>& g, int64 i, int64 p0, int64 p1, const T* block,
                        int64 stride, int64 width, T* c0) {
  T* __restrict r0 = c0;
  T* __restrict r1 = c0 + g.n;
  T* __restrict r2 = c0 + 2 * g.n;
  T* __restrict r3 = c0 + 3 * g.n;
  for (int64 p = p0; p < p1; ++p) {
    const T a0 = g.A(i, p), a1 = g.A(i + 1, p), a2 = g.A(i + 2, p), a3 = g.A(i + 3, p);
    const T* __restrict row = block + (p - p0) * stride;
    for (int64 j = 0; j < width; ++j) {
      const T bj = row[j];
      r0[j] += a0 * bj;
      r1[j] += a1 * bj;
      r2[j] += a2 * bj;
      r3[j] += a3 * bj;
    }
  }
}

template <typename T>
void AccumulateOneRow(const Operands<T>& g, int64 i, int64 p0, int64 p1, const T* block,
                      int64 stride, int64 width, T* c0) {
  T* __restrict r0 = c0;
  for (int64 p = p0; p < p1; ++p) {
    const T a0 = g.A(i, p);
    const T* __restrict row = block + (p - p0) * stride;
    for (int64 j = 0; j < width; ++j) r0[j] += a0 * row[j];
  }
}

// c[rows, columns] = op(a)[rows, :] * op(b)[:, columns].
template <typename T>
void GemmBlock(const Operands<T>& g, int64 row_begin, int64 row_end, int64 column_begin,
               int64 column_end) {
  for (int64 i = row_begin; i < row_end; ++i) {
    std::fill(g.c + i * g.n + column_begin, g.c + i * g.n + column_end, T(0));
  }
  constexpr int64 kWidth = std::max<int64>(kWidthBytes / static_cast<int64>(sizeof(T)), 16);
  std::vector<T> packed;  // the block of op(b) when b is stored transposed
  for (int64 j0 = column_begin; j0 < column_end; j0 += kWidth) {
    const int64 width = std::min(kWidth, column_end - j0);
    for (int64 p0 = 0; p0 < g.k; p0 += kDepthBlock) {
      const int64 p1 = std::min(p0 + kDepthBlock, g.k);
      const T* block = g.b + p0 * g.n + j0;
      int64 stride = g.n;
      if (g.transpose_b) {  // b is [n, k]: copy the block row-major so the inner loop is unit-stride
        packed.resize((p1 - p0) * width);
        for (int64 j = 0; j < width; ++j) {
          const T* column = g.b + (j0 + j) * g.k;
          for (int64 p = p0; p < p1; ++p) packed[(p - p0) * width + j] = column[p];
        }
        block = packed.data();
        stride = width;
      }
      int64 i = row_begin;
      for (; i + 4 <= row_end; i += 4) {
        AccumulateFourRows(g, i, p0, p1, block, stride, width, g.c + i * g.n + j0);
      }
      for (; i < row_end; ++i) AccumulateOneRow(g, i, p0, p1, block, stride, width, g.c + i * g.n + j0);
    }
  }
}

}  // namespace

template <typename T>
void PortableGemm(OpKernelContext* context, bool transpose_a, bool transpose_b, int64 m, int64 n,
                  int64 k, const T* a, const T* b, T* c) {
  const Operands<T> g{transpose_a, transpose_b, m, n, k, a, b, c};
  // About two multiply-adds a cycle; ParallelForOnDevice keeps small products on one thread.
  ForEachGemmBand(context, m, n, k, {kBandGranularity, 2.0, 0.0},
                  [&](bool rows, int64 first, int64 last) {
                    if (rows) {
                      GemmBlock(g, first, last, 0, n);
                    } else {
                      GemmBlock(g, 0, m, first, last);
                    }
                  });
}

#define TFLC_INSTANTIATE_PORTABLE_GEMM(T)                                                   \
  template void PortableGemm<T>(OpKernelContext*, bool, bool, int64, int64, int64, const T*, \
                                const T*, T*);
TFLC_INSTANTIATE_PORTABLE_GEMM(float)
TFLC_INSTANTIATE_PORTABLE_GEMM(double)
TFLC_INSTANTIATE_PORTABLE_GEMM(std::complex<float>)
TFLC_INSTANTIATE_PORTABLE_GEMM(std::complex<double>)
TFLC_INSTANTIATE_PORTABLE_GEMM(uint32)
TFLC_INSTANTIATE_PORTABLE_GEMM(uint64)
#undef TFLC_INSTANTIATE_PORTABLE_GEMM

}  // namespace tensorflow
