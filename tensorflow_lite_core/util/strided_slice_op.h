// ValidateStridedSliceOp: what a StridedSlice index expression selects from a shape, as
// TensorFlow's util/strided_slice_op.h states it, for the StridedSlice and StridedSliceGrad
// kernels and their shape functions (and any op library that slices the same way).
//
// The expression is "sparse": one entry per element of begin/end/strides, where bit i of a mask
// marks entry i as taking everything from the start (begin_mask) or to the end (end_mask), as
// `...` (ellipsis_mask: as many full dimensions as the input has left), as a new axis of size 1
// (new_axis_mask) or as a single index whose dimension goes away (shrink_axis_mask). Without an
// ellipsis, one is implied at the end. Validation expands it into a "dense" spec with one entry
// per input dimension and answers:
//   processing_shape: the size taken from each input dimension (1 where an index shrinks it);
//   final_shape:      the output's shape (new axes added, shrunk dimensions gone);
//   begin, end, strides: per input dimension, clamped into range (for a shrunk dimension the
//                     index itself, end = index + 1);
//   is_identity:      the output is the input; is_simple_slice: every stride is 1;
//   slice_dim0:       only dimension 0 is cut (with stride 1), so the output is a contiguous part.
//
// With a partially known input shape or null begin/end (shape functions), only the shapes are
// meaningful, with -1 for what cannot be known. Errors are InvalidArgument with TensorFlow's texts
// ("strides[0] must be non-zero", "slice index 5 of dimension 0 out of bounds.", ...).
#ifndef TENSORFLOW_LITE_CORE_UTIL_STRIDED_SLICE_OP_H_
#define TENSORFLOW_LITE_CORE_UTIL_STRIDED_SLICE_OP_H_

#include <cstdint>

#include "absl/container/inlined_vector.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {

// How the output's dimensions relate to the index expression, for code that maps a slice back
// onto its input (StridedSliceAssign in TensorFlow).
struct StridedSliceShapeSpec {
  // The masks in dense form: bit i for input dimension i (dimensions below 32 only).
  int32_t begin_dense_mask;
  int32_t end_dense_mask;
  int32_t shrink_axis_dense_mask;
  // For each output dimension: the entry of begin/end/strides it comes from, or -1 for a new axis
  // and for one the ellipsis (or the implied one) produced.
  absl::InlinedVector<int64_t, 4UL> output_to_sparse_mapping;
  // For each output dimension: the input (processing) dimension it comes from, -1 for a new axis.
  absl::InlinedVector<int64_t, 4UL> output_to_processing_mapping;
  // For each input dimension: the entry of begin/end/strides that covers it (for an ellipsis,
  // the ellipsis's entry).
  absl::InlinedVector<int64_t, 4UL> processing_to_sparse_mapping;
};

// `begin_tensor` and `end_tensor` may be null (unknown); `strides_tensor` must be given. The
// three are 1-D int16, int32 or int64 tensors of one length, below 32. `shape_spec` may be null.
absl::Status ValidateStridedSliceOp(
    const Tensor* begin_tensor, const Tensor* end_tensor, const Tensor& strides_tensor,
    const PartialTensorShape& input_shape, int32_t begin_mask_spec, int32_t end_mask_spec,
    int32_t ellipsis_mask, int32_t new_axis_mask, int32_t shrink_axis_mask,
    PartialTensorShape* processing_shape, PartialTensorShape* final_shape, bool* is_identity,
    bool* is_simple_slice, bool* slice_dim0, absl::InlinedVector<int64_t, 4UL>* begin,
    absl::InlinedVector<int64_t, 4UL>* end, absl::InlinedVector<int64_t, 4UL>* strides,
    StridedSliceShapeSpec* shape_spec = nullptr);

// The same for a fully known input shape (kernels): the shapes are TensorShapes.
absl::Status ValidateStridedSliceOp(
    const Tensor* begin_tensor, const Tensor* end_tensor, const Tensor& strides_tensor,
    const PartialTensorShape& input_shape, int32_t begin_mask_spec, int32_t end_mask_spec,
    int32_t ellipsis_mask, int32_t new_axis_mask, int32_t shrink_axis_mask,
    TensorShape* processing_shape, TensorShape* final_shape, bool* is_identity,
    bool* is_simple_slice, bool* slice_dim0, absl::InlinedVector<int64_t, 4UL>* begin,
    absl::InlinedVector<int64_t, 4UL>* end, absl::InlinedVector<int64_t, 4UL>* strides,
    StridedSliceShapeSpec* shape_spec = nullptr);

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_UTIL_STRIDED_SLICE_OP_H_
