// The built-in linear-algebra ops: Einsum (one or two operands). Specs follow TensorFlow's.
#include <string>
#include <vector>

#include "tensorflow_lite_core/framework/common_shape_fns.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/shape_inference.h"
#include "tensorflow_lite_core/ops/einsum_equation.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace {

using shape_inference::InferenceContext;
using shape_inference::ShapeHandle;

// Einsum(inputs), attr equation: the output's shape when every input's shape is known; else its
// rank when the output has no ellipsis.
Status EinsumShapeFn(InferenceContext* c) {
  std::string text;
  TF_RETURN_IF_ERROR(c->GetAttr("equation", &text));
  EinsumEquation equation;
  TF_RETURN_IF_ERROR(ParseEinsumEquation(text, c->num_inputs(), &equation));
  std::vector<TensorShape> shapes;
  for (int i = 0; i < c->num_inputs(); ++i) {
    const ShapeHandle input = c->input(i);
    if (!c->FullyDefined(input)) break;
    std::vector<int64> sizes;
    for (int d = 0; d < InferenceContext::Rank(input); ++d) {
      sizes.push_back(InferenceContext::Value(c->Dim(input, d)));
    }
    shapes.emplace_back();
    TF_RETURN_IF_ERROR(TensorShape::BuildTensorShape(sizes, &shapes.back()));
  }
  if (static_cast<int>(shapes.size()) == c->num_inputs()) {
    EinsumDims dims;
    TF_RETURN_IF_ERROR(ResolveEinsumDims(equation, shapes, &dims));
    ShapeHandle output;
    TF_RETURN_IF_ERROR(c->MakeShapeFromTensorShape(dims.output_shape, &output));
    c->set_output(0, output);
    return OkStatus();
  }
  bool has_ellipsis = false;
  for (const int label : equation.output) has_ellipsis |= label == EinsumEquation::kEllipsis;
  c->set_output(0, has_ellipsis ? c->UnknownShape()
                                : c->UnknownShapeOfRank(equation.output.size()));
  return OkStatus();
}

}  // namespace

REGISTER_OP("Einsum")
    .Input("inputs: N * T")
    .Output("output: T")
    .Attr("equation: string")
    .Attr("N: int >= 1")
    .Attr("T: type")
    .SetShapeFn(EinsumShapeFn);

}  // namespace tensorflow
