// TensorFlow's batch_util: copying elements into and out of the rows (dimension 0) of a batch
// tensor, for batching and unbatching kernels. Strings are moved instead of copied where the
// source is not shared. Numbers, bool, strings and resource handles are supported.
#ifndef TENSORFLOW_LITE_CORE_UTIL_BATCH_UTIL_H_
#define TENSORFLOW_LITE_CORE_UTIL_BATCH_UTIL_H_

#include <cstdint>

#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {
namespace batch_util {

// `element` into row `index` of `parent`; their element counts must agree (Internal otherwise),
// and `index` must be a row of `parent` (InvalidArgument otherwise).
absl::Status CopyElementToSlice(const Tensor& element, Tensor* parent, int64_t index);

// Row `index` of `parent` into `element`.
absl::Status CopySliceToElement(const Tensor& parent, Tensor* element, int64_t index);

// Rows [src_offset, src_offset + num_slices) of `src` into the rows from `dst_offset` of `dst`.
// The rows need only hold as many elements (a [x, 2, 1] source fits a [y, 1, 2] destination);
// FailedPrecondition for other dtypes or ranks, row sizes or offsets out of range.
absl::Status CopyContiguousSlices(const Tensor& src, int64_t src_offset, int64_t dst_offset,
                                  int64_t num_slices, Tensor* dst);

// As CopySliceToElement, moving strings out of `parent` when it is the only user of its buffer.
absl::Status MaybeMoveSliceToElement(Tensor* parent, Tensor* element, int64_t index);

// As CopyContiguousSlices, moving strings out of `src` when it is the only user of its buffer.
absl::Status MaybeMoveContiguousSlices(Tensor& src, int64_t src_offset, int64_t dst_offset,
                                       int64_t num_slices, Tensor* dst);

// Sets every element of `element` to the scalar `padding` (of the same dtype).
absl::Status SetElementZero(Tensor* element, const Tensor& padding);

// `element` into the leading corner of row `index` of `parent`, whose rows are at least as large
// along every axis; the rest of the row is left as it was.
absl::Status CopyElementToLargerSlice(const Tensor& element, Tensor* parent, int index);

}  // namespace batch_util
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_UTIL_BATCH_UTIL_H_
