#include "tensorflow_lite_core/ops/array_shape_fns.h"

#include <algorithm>
#include <vector>

#include "tensorflow_lite_core/framework/common_shape_fns.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace shape_inference {

absl::Status IdentityNShapeFn(InferenceContext* c) {
  if (c->num_outputs() != c->num_inputs()) {
    return errors::InvalidArgument("Op '", c->op(), "' has ", c->num_inputs(), " inputs but ",
                                   c->num_outputs(), " outputs; IdentityN needs as many of each");
  }
  for (int i = 0; i < c->num_inputs(); ++i) c->set_output(i, c->input(i));
  return OkStatus();
}

absl::Status FillShapeFn(InferenceContext* c) {
  ShapeHandle unused;
  TF_RETURN_IF_ERROR(c->WithRank(c->input(0), 1, &unused));
  TF_RETURN_IF_ERROR(c->WithRank(c->input(1), 0, &unused));
  const Tensor* dims_tensor = c->input_tensor(0);
  if (dims_tensor != nullptr) {
    std::vector<int64> sizes;
    TF_RETURN_IF_ERROR(GetIntegerValues(*dims_tensor, "Fill dimensions", &sizes));
    for (const int64 size : sizes) {
      if (size < 0) return errors::InvalidArgument("Fill dimensions must be >= 0");
    }
  }
  ShapeHandle out;
  TF_RETURN_IF_ERROR(c->MakeShapeFromShapeTensor(0, &out));
  c->set_output(0, out);
  return OkStatus();
}

absl::Status ShapeShapeFn(InferenceContext* c) {
  if (c->num_outputs() > c->num_inputs()) {
    return errors::InvalidArgument("Op '", c->op(), "' has more outputs (", c->num_outputs(),
                                   ") than inputs (", c->num_inputs(), ")");
  }
  for (int i = 0; i < c->num_outputs(); ++i) {
    const ShapeHandle input = c->input(i);
    c->set_output(i, c->Vector(c->RankKnown(input) ? c->MakeDim(c->Rank(input))
                                                    : c->UnknownDim()));
  }
  return OkStatus();
}

namespace {

// What is known of a shape's element count: the product of its known sizes, and how many sizes
// (and which, when just one) are unknown. A zero size makes the count known (0) whatever the rest.
struct KnownElements {
  int64 product = 1;
  int unknown_count = 0;
  int unknown_index = -1;
};

absl::Status CountKnownElements(InferenceContext* c, ShapeHandle s, KnownElements* known) {
  *known = KnownElements();
  const DimensionHandle total = c->NumElements(s);
  if (c->ValueKnown(total)) {
    known->product = c->Value(total);
    return OkStatus();
  }
  for (int i = 0; i < c->Rank(s); ++i) {
    const DimensionHandle d = c->Dim(s, i);
    if (!c->ValueKnown(d)) {
      ++known->unknown_count;
      known->unknown_index = i;
    } else if (__builtin_mul_overflow(known->product, c->Value(d), &known->product)) {
      return errors::InvalidArgument("Shape ", c->DebugString(s),
                                     " has more elements than fit in int64");
    }
  }
  return OkStatus();
}

}  // namespace

absl::Status ReshapeShapeFn(InferenceContext* c) {
  const ShapeHandle in = c->input(0);
  ShapeHandle out;
  TF_RETURN_IF_ERROR(c->MakeShapeFromShapeTensor(1, &out));
  if (!c->RankKnown(out) || !c->RankKnown(in)) {
    c->set_output(0, out);
    return OkStatus();
  }
  KnownElements in_known;
  TF_RETURN_IF_ERROR(CountKnownElements(c, in, &in_known));
  KnownElements out_known;
  TF_RETURN_IF_ERROR(CountKnownElements(c, out, &out_known));

  if (in_known.unknown_count == 0 && out_known.unknown_count == 0) {
    if (in_known.product != out_known.product) {
      return errors::InvalidArgument("Cannot reshape a tensor with ", in_known.product,
                                     " elements to shape ", c->DebugString(out), " (",
                                     out_known.product, " elements)");
    }
  } else if (in_known.unknown_count == 0 && out_known.unknown_count == 1 &&
             out_known.product > 0) {
    // The one unknown output size is what the known ones leave of the input's count.
    DimensionHandle inferred;
    TF_RETURN_IF_ERROR(c->Divide(c->MakeDim(in_known.product), out_known.product,
                                 /*evenly_divisible=*/true, &inferred));
    TF_RETURN_IF_ERROR(c->ReplaceDim(out, out_known.unknown_index, inferred, &out));
  } else if (in_known.unknown_count == 1 && out_known.unknown_count == 0 &&
             in_known.product > 0) {
    // Only checks that some size of the unknown input dimension fits.
    DimensionHandle unused;
    TF_RETURN_IF_ERROR(c->Divide(c->MakeDim(out_known.product), in_known.product,
                                 /*evenly_divisible=*/true, &unused));
  } else if (in_known.unknown_count == 1 && out_known.unknown_count == 1 &&
             in_known.product == out_known.product && in_known.product > 0) {
    // The same known sizes on both sides: the unknown ones are equal.
    TF_RETURN_IF_ERROR(c->ReplaceDim(out, out_known.unknown_index,
                                     c->Dim(in, in_known.unknown_index), &out));
  }
  c->set_output(0, out);
  return OkStatus();
}

absl::Status ExpandDimsShapeFn(InferenceContext* c) {
  const ShapeHandle input = c->input(0);
  const Tensor* dim_tensor = c->input_tensor(1);
  if (dim_tensor != nullptr && dim_tensor->NumElements() != 1) {
    return errors::InvalidArgument("'dim' input must be a tensor with a single value");
  }
  if (dim_tensor == nullptr || !c->RankKnown(input)) {
    c->set_output(0, c->UnknownShape());
    return OkStatus();
  }
  std::vector<int64> values;
  TF_RETURN_IF_ERROR(GetIntegerValues(*dim_tensor, "'dim' input", &values));
  const int64 rank = c->Rank(input);
  const int64 dim = values[0];
  if (dim < -rank - 1 || dim > rank) {
    return errors::InvalidArgument("dim ", dim, " not in the interval [", -rank - 1, ", ", rank,
                                   "].");
  }
  const int64 position = dim < 0 ? dim + rank + 1 : dim;
  ShapeHandle front;
  TF_RETURN_IF_ERROR(c->Subshape(input, 0, position, &front));
  ShapeHandle back;
  TF_RETURN_IF_ERROR(c->Subshape(input, position, &back));
  ShapeHandle out;
  TF_RETURN_IF_ERROR(c->Concatenate(front, c->Vector(1), &out));
  TF_RETURN_IF_ERROR(c->Concatenate(out, back, &out));
  c->set_output(0, out);
  return OkStatus();
}

absl::Status SqueezeShapeFn(InferenceContext* c) {
  const ShapeHandle input = c->input(0);
  if (!c->RankKnown(input)) {
    c->set_output(0, c->UnknownShape());
    return OkStatus();
  }
  const int32 rank = c->Rank(input);
  std::vector<int32> squeeze_dims;
  TF_RETURN_IF_ERROR(c->GetAttr("squeeze_dims", &squeeze_dims));
  std::vector<bool> listed(rank, false);
  for (size_t i = 0; i < squeeze_dims.size(); ++i) {
    const int32 dim = squeeze_dims[i];
    if (dim < -rank || dim >= rank) {
      return errors::InvalidArgument("squeeze_dims[", i, "] not in [", -rank, ",", rank, ").");
    }
    listed[dim < 0 ? dim + rank : dim] = true;
  }
  const bool squeeze_all_ones = squeeze_dims.empty();
  std::vector<DimensionHandle> kept;
  for (int32 i = 0; i < rank; ++i) {
    const DimensionHandle dim = c->Dim(input, i);
    if (!c->ValueKnown(dim)) {
      if (listed[i]) continue;  // Listed: it must be 1 at run time.
      if (squeeze_all_ones) {
        // It may or may not be 1, so even the rank is unknown.
        c->set_output(0, c->UnknownShape());
        return OkStatus();
      }
    } else if (c->Value(dim) == 1) {
      if (listed[i] || squeeze_all_ones) continue;
    } else if (listed[i]) {
      return errors::InvalidArgument("Can not squeeze dim[", i,
                                     "], expected a dimension of 1, got ", c->Value(dim));
    }
    kept.push_back(dim);
  }
  c->set_output(0, c->MakeShape(kept));
  return OkStatus();
}

absl::Status TransposeShapeFn(InferenceContext* c) {
  ShapeHandle input = c->input(0);
  ShapeHandle perm_shape = c->input(1);
  const Tensor* perm = c->input_tensor(1);
  DimensionHandle perm_length = c->NumElements(perm_shape);
  if (!c->RankKnown(input) && !c->ValueKnown(perm_length) && perm == nullptr) {
    c->set_output(0, c->UnknownShape());
    return OkStatus();
  }
  // The rank, from the input or else from the length of the permutation.
  int64 rank = 0;
  if (c->RankKnown(input)) {
    rank = c->Rank(input);
  } else if (c->ValueKnown(perm_length)) {
    rank = c->Value(perm_length);
  } else {
    rank = perm->NumElements();
  }
  if (!c->RankKnown(input) && rank < 2) {
    // A one-element permutation fits a scalar as well as a vector: either comes back unchanged.
    c->set_output(0, input);
    return OkStatus();
  }
  TF_RETURN_IF_ERROR(c->WithRank(input, rank, &input));
  TF_RETURN_IF_ERROR(c->WithRank(perm_shape, 1, &perm_shape));
  TF_RETURN_IF_ERROR(c->WithValue(perm_length, rank, &perm_length));

  std::vector<DimensionHandle> dims(rank);
  if (perm == nullptr) {
    for (int64 i = 0; i < rank; ++i) dims[i] = c->UnknownDim();
    c->set_output(0, c->MakeShape(dims));
    return OkStatus();
  }
  std::vector<int64> order;
  TF_RETURN_IF_ERROR(GetIntegerValues(*perm, "perm", &order));
  if (static_cast<int64>(order.size()) != rank) {
    return errors::InvalidArgument("perm has ", order.size(), " elements for an input of rank ",
                                   rank);
  }
  std::vector<bool> used(rank, false);
  for (int64 i = 0; i < rank; ++i) {
    const int64 source = order[i];
    if (source >= rank || source < -rank) {
      return errors::InvalidArgument("perm dim ", source, " is out of range of input rank ", rank);
    }
    const int64 resolved = source < 0 ? source + rank : source;
    if (used[resolved]) {
      return errors::InvalidArgument("perm dim ", source, " appears more than once in perm");
    }
    used[resolved] = true;
    dims[i] = c->Dim(input, resolved);
  }
  c->set_output(0, c->MakeShape(dims));
  return OkStatus();
}

absl::Status PadShapeFn(InferenceContext* c) {
  ShapeHandle paddings;
  TF_RETURN_IF_ERROR(c->WithRank(c->input(1), 2, &paddings));
  DimensionHandle unused;
  TF_RETURN_IF_ERROR(c->WithValue(c->Dim(paddings, 1), 2, &unused));

  // The rows of paddings and the rank of input must agree.
  ShapeHandle input = c->input(0);
  DimensionHandle rows = c->Dim(paddings, 0);
  if (c->ValueKnown(rows)) {
    TF_RETURN_IF_ERROR(c->WithRank(input, c->Value(rows), &input));
  } else if (c->RankKnown(input)) {
    TF_RETURN_IF_ERROR(c->WithValue(rows, c->Rank(input), &rows));
  }

  const Tensor* paddings_tensor = c->input_tensor(1);
  if (paddings_tensor == nullptr) {
    c->set_output(0, c->ValueKnown(rows) ? c->UnknownShapeOfRank(c->Value(rows))
                                         : c->UnknownShape());
    return OkStatus();
  }
  const TensorShape& tensor_shape = paddings_tensor->shape();
  if (tensor_shape.dims() != 2 || tensor_shape.dim_size(1) != 2) {
    return errors::InvalidArgument("paddings must be a matrix with 2 columns, but has shape ",
                                   tensor_shape.DebugString());
  }
  const int64 num_dims = tensor_shape.dim_size(0);
  TF_RETURN_IF_ERROR(c->WithRank(input, num_dims, &input));
  std::vector<int64> amounts;
  TF_RETURN_IF_ERROR(GetIntegerValues(*paddings_tensor, "paddings", &amounts));
  std::vector<DimensionHandle> dims(num_dims);
  for (int64 i = 0; i < num_dims; ++i) {
    const int64 before = amounts[2 * i];
    const int64 after = amounts[2 * i + 1];
    if (before < 0 || after < 0) return errors::InvalidArgument("Paddings must be non-negative");
    int64 total = 0;
    if (__builtin_add_overflow(before, after, &total)) {
      return errors::InvalidArgument("Paddings ", before, " and ", after, " overflow int64");
    }
    TF_RETURN_IF_ERROR(c->Add(c->Dim(input, i), total, &dims[i]));
  }
  c->set_output(0, c->MakeShape(dims));
  return OkStatus();
}

absl::Status ArgOpShapeFn(InferenceContext* c) {
  ShapeHandle unused;
  TF_RETURN_IF_ERROR(c->WithRank(c->input(1), 0, &unused));
  const ShapeHandle input = c->input(0);
  if (!c->RankKnown(input)) {
    c->set_output(0, c->UnknownShape());
    return OkStatus();
  }
  const int32 rank = c->Rank(input);
  if (rank <= 1) {
    // Reducing a scalar or a vector leaves a scalar.
    c->set_output(0, c->Scalar());
    return OkStatus();
  }
  const Tensor* dimension_tensor = c->input_tensor(1);
  if (dimension_tensor == nullptr) {
    c->set_output(0, c->UnknownShapeOfRank(rank - 1));
    return OkStatus();
  }
  std::vector<int64> values;
  TF_RETURN_IF_ERROR(GetIntegerValues(*dimension_tensor, "dimension", &values));
  if (values.size() != 1) {
    return errors::InvalidArgument("dimension must be a scalar, but has ", values.size(),
                                   " elements");
  }
  const int64 dimension = values[0];
  const int64 axis = dimension < 0 ? dimension + rank : dimension;
  if (axis < 0 || axis >= rank) {
    return errors::InvalidArgument("Dimension (", dimension, ") must be in the range [", -rank,
                                   ", ", rank, "), where ", rank,
                                   " is the number of dimensions in the input.");
  }
  std::vector<DimensionHandle> dims;
  for (int32 i = 0; i < rank; ++i) {
    if (i != axis) dims.push_back(c->Dim(input, i));
  }
  c->set_output(0, c->MakeShape(dims));
  return OkStatus();
}

}  // namespace shape_inference
}  // namespace tensorflow
