// DoTranspose: writes a tensor with its dimensions permuted, for Transpose and for kernels that
// reorder dimensions before working on them (reductions over scattered axes).
//
// The permutation is first simplified (size-1 dimensions dropped, dimensions that stay
// neighbours merged). What remains is copied either as contiguous runs, when the innermost
// dimension stays innermost, or as 32x32 tiles between the input's and the output's innermost
// dimensions, so both sides are read and written a cache line at a time. Elements are moved as
// bytes of their size, so one instantiation per element size serves every dtype.
#ifndef TENSORFLOW_LITE_CORE_KERNELS_TRANSPOSE_FUNCTOR_H_
#define TENSORFLOW_LITE_CORE_KERNELS_TRANSPOSE_FUNCTOR_H_

#include <vector>

#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {

// Output dimension i of *out is dimension perm[i] of `in`. `perm` must be a permutation of
// [0, in.dims()) and *out must already have in's dtype and the permuted shape. Work is split
// across the intra-op threads of `context`'s device. Unimplemented for dtypes whose elements are
// neither fixed-size nor strings.
absl::Status DoTranspose(OpKernelContext* context, const Tensor& in, const std::vector<int>& perm,
                   Tensor* out);

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_KERNELS_TRANSPOSE_FUNCTOR_H_
