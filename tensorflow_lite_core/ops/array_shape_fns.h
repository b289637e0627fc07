// Shape functions of the built-in array ops that are not in common_shape_fns.h, named after their
// ops, for tensorflow_lite_core/ops to register:
//
//   REGISTER_OP("Reshape")...SetShapeFn(shape_inference::ReshapeShapeFn);
//
// Ops whose shape function is a common one: Identity and ZerosLike use UnchangedShape; Size and
// Rank use ScalarShape; Softmax uses UnchangedShapeWithRankAtLeast(c, 1); ConcatV2 uses
// ConcatV2Shape. Constant inputs are read when present; without them the results keep what is
// still known (usually the rank).
#ifndef TENSORFLOW_LITE_CORE_OPS_ARRAY_SHAPE_FNS_H_
#define TENSORFLOW_LITE_CORE_OPS_ARRAY_SHAPE_FNS_H_

#include "tensorflow_lite_core/framework/shape_inference.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {
namespace shape_inference {

// IdentityN: output i is input i (the same handles).
absl::Status IdentityNShapeFn(InferenceContext* c);

// Fill(dims, value): the shape held by vector `dims` (sizes >= 0); `value` is a scalar.
absl::Status FillShapeFn(InferenceContext* c);

// Shape (and ShapeN): output i is a vector as long as the rank of input i.
absl::Status ShapeShapeFn(InferenceContext* c);

// Reshape(tensor, shape): the shape held by `shape`, whose single -1 is inferred from the number
// of elements of `tensor` when that is known. Element counts that cannot match are an error.
absl::Status ReshapeShapeFn(InferenceContext* c);

// ExpandDims(input, dim): `input` with a 1 inserted at scalar `dim` in [-rank - 1, rank].
absl::Status ExpandDimsShapeFn(InferenceContext* c);

// Squeeze(input), attr squeeze_dims (list(int)): removes the listed dimensions, which must be 1,
// or every dimension of size 1 when the list is empty.
absl::Status SqueezeShapeFn(InferenceContext* c);

// Transpose(x, perm): output dimension i is dimension perm[i] of `x`.
absl::Status TransposeShapeFn(InferenceContext* c);

// Pad(input, paddings): paddings is [rank, 2]; dimension i grows by paddings[i][0] +
// paddings[i][1], both >= 0.
absl::Status PadShapeFn(InferenceContext* c);

// ArgMax/ArgMin(input, dimension): `input` without the dimension given by scalar `dimension`.
absl::Status ArgOpShapeFn(InferenceContext* c);

}  // namespace shape_inference
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_OPS_ARRAY_SHAPE_FNS_H_
