// Shape functions many ops share, for REGISTER_OP(...).SetShapeFn(...):
//
//   .SetShapeFn(shape_inference::UnchangedShape)
//   .SetShapeFn([](InferenceContext* c) { return shape_inference::UnchangedShapeWithRank(c, 2); })
//
// Each reads the context's inputs (and attrs or constant inputs where noted) and sets its outputs;
// errors use TensorFlow's wording.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_COMMON_SHAPE_FNS_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_COMMON_SHAPE_FNS_H_

#include <string_view>
#include <vector>

#include "tensorflow_lite_core/framework/shape_inference.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {
namespace shape_inference {

// Output 0 is input 0 (the same handle).
absl::Status UnchangedShape(InferenceContext* c);
// Output 0 is input 0, which must have rank `rank` (at least, at most `rank`).
absl::Status UnchangedShapeWithRank(InferenceContext* c, int32 rank);
absl::Status UnchangedShapeWithRankAtLeast(InferenceContext* c, int32 rank);
absl::Status UnchangedShapeWithRankAtMost(InferenceContext* c, int32 rank);

// Output 0 is a scalar.
absl::Status ScalarShape(InferenceContext* c);

// Output 0's shape is the value of input 0, a shape tensor (as random ops' `shape` input).
absl::Status RandomShape(InferenceContext* c);
// Every output has unknown shape.
absl::Status UnknownShape(InferenceContext* c);
// For ops without outputs.
absl::Status NoOutputs(InferenceContext* c);

// Output 0 is the merge of inputs 0 and 1 (see InferenceContext::Merge).
absl::Status MergeBothInputsShapeFn(InferenceContext* c);

// Matrix product of inputs 0 and 1, both rank 2, with bool attrs transpose_a and transpose_b:
// [m,k] x [k,n] -> [m,n]; the inner dimensions must be compatible.
absl::Status MatMulShape(InferenceContext* c);

// Sets *out to the NumPy broadcast of shapes x and y (unknown if either rank is). Shapes align at
// their last dimension; sizes of 1, and missing leading dimensions, stretch to the other size. An
// unknown size against a known size other than 1 is taken to be compatible with it; two different
// unknown sizes give a new unknown size. Incompatible known sizes are an error ("Dimensions must be
// equal, but are 2 and 3") when `incompatible_shape_error`; otherwise (ops such as Equal that
// return a scalar false for incompatible shapes) they make *out a scalar, and an unknown size
// against a known size other than 1 makes *out an unknown shape.
absl::Status BroadcastBinaryOpOutputShapeFnHelper(InferenceContext* c, ShapeHandle shape_x,
                                            ShapeHandle shape_y, bool incompatible_shape_error,
                                            ShapeHandle* out);
// Output `output_index` is the broadcast of inputs 0 and 1.
absl::Status BroadcastBinaryOpOutputShapeFn(InferenceContext* c, int output_index);
// Output 0 is the broadcast of inputs 0 and 1.
absl::Status BroadcastBinaryOpShapeFn(InferenceContext* c);

// Reduction of input 0 over the axes held by input 1 (a scalar or vector, int32 or int64, negative
// axes counting from the end), with bool attr keep_dims keeping reduced axes as size 1. Without a
// constant input 1 only the rank is known, and only when keep_dims.
absl::Status ReductionShape(InferenceContext* c);

// Concatenation of inputs [1, 1 + num_inputs_to_concat) along the axis held by scalar input 0
// (Concat), or of all inputs but the last along the axis in the last (ConcatV2). Inputs must
// agree on rank and on every dimension but the axis; the axis sizes add up.
absl::Status ConcatShape(InferenceContext* c, int num_inputs_to_concat);
absl::Status ConcatV2Shape(InferenceContext* c);

// The values of int16, int32 or int64 tensor `t`, widened to int64, for shape functions that read
// constant inputs (axes, permutations, paddings, ArgMax's dimension). InvalidArgument naming
// `what` for other dtypes.
absl::Status GetIntegerValues(const Tensor& t, std::string_view what, std::vector<int64>* values);

}  // namespace shape_inference
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_COMMON_SHAPE_FNS_H_
