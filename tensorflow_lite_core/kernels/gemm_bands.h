// ForEachGemmBand: how BlasGemm and PortableGemm split a product c [m, n] = op(a) [m, k] *
// op(b) [k, n] over the intra-op pool: bands of whole multiples of `granularity` rows of c (or of
// columns, when those are more), at most one band per thread. Below `min_cycles_to_split` the
// whole product is one band on the calling thread.
#ifndef TENSORFLOW_LITE_CORE_KERNELS_GEMM_BANDS_H_
#define TENSORFLOW_LITE_CORE_KERNELS_GEMM_BANDS_H_

#include <algorithm>

#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/kernels/parallel_for.h"
#include "tensorflow_lite_core/platform/types.h"

namespace tensorflow {

struct GemmSplit {
  int64 granularity;
  double macs_per_cycle;  // the rate that turns a band's multiply-adds into its cost in cycles
  double min_cycles_to_split;
};

// Calls fn(rows, first, last): rows [first, last) of c when `rows`, else columns [first, last).
template <typename Fn>
void ForEachGemmBand(OpKernelContext* context, int64 m, int64 n, int64 k, const GemmSplit& split,
                     Fn&& fn) {
  const bool rows = m >= n;
  const int64 extent = rows ? m : n;
  const int64 units = (extent + split.granularity - 1) / split.granularity;
  // In double: the product of three dimensions may not fit in 64 bits.
  const double unit_cycles =
      static_cast<double>(split.granularity) * (rows ? n : m) * k / split.macs_per_cycle;
  if (unit_cycles * units < split.min_cycles_to_split) {
    fn(rows, int64{0}, extent);
    return;
  }
  ParallelForOnDevice(context, units, static_cast<int64>(std::min(unit_cycles, 1e15)),
                      [&](int64 begin, int64 end) {
                        fn(rows, begin * split.granularity,
                           std::min(end * split.granularity, extent));
                      });
}

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_KERNELS_GEMM_BANDS_H_
