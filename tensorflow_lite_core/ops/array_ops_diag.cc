// The built-in ops that build matrices from their diagonals: Diag (tf.linalg.tensor_diag),
// MatrixDiag and MatrixDiagV3 (tf.linalg.diag). Specs follow TensorFlow's.
#include <algorithm>
#include <vector>

#include "tensorflow_lite_core/framework/common_shape_fns.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/shape_inference.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace {

using shape_inference::DimensionHandle;
using shape_inference::InferenceContext;
using shape_inference::ShapeHandle;

// Diag(diagonal): the diagonal's shape twice.
Status DiagShapeFn(InferenceContext* c) {
  ShapeHandle diagonal;
  TF_RETURN_IF_ERROR(c->WithRankAtLeast(c->input(0), 1, &diagonal));
  ShapeHandle output;
  TF_RETURN_IF_ERROR(c->Concatenate(diagonal, diagonal, &output));
  c->set_output(0, output);
  return OkStatus();
}

// MatrixDiag(diagonal): [..., n] -> [..., n, n].
Status MatrixDiagShapeFn(InferenceContext* c) {
  ShapeHandle diagonal;
  TF_RETURN_IF_ERROR(c->WithRankAtLeast(c->input(0), 1, &diagonal));
  if (!InferenceContext::RankKnown(diagonal)) {
    c->set_output(0, c->UnknownShape());
    return OkStatus();
  }
  ShapeHandle batch, output;
  TF_RETURN_IF_ERROR(c->Subshape(diagonal, 0, -1, &batch));
  const DimensionHandle size = c->Dim(diagonal, -1);
  TF_RETURN_IF_ERROR(c->Concatenate(batch, c->Matrix(size, size), &output));
  c->set_output(0, output);
  return OkStatus();
}

// The scalar value of constant input `index`, or `unknown` without one.
Status ScalarInput(InferenceContext* c, int index, int64 unknown, int64* value) {
  *value = unknown;
  const Tensor* tensor = c->input_tensor(index);
  if (tensor == nullptr) return OkStatus();
  std::vector<int64> values;
  TF_RETURN_IF_ERROR(shape_inference::GetIntegerValues(*tensor, "scalar input", &values));
  if (values.size() != 1) return errors::InvalidArgument("Expected a scalar input ", index);
  *value = values[0];
  return OkStatus();
}

// MatrixDiagV3(diagonal, k, num_rows, num_cols, padding_value): batch dimensions of `diagonal`
// (all but the last, or the last two for a band of diagonals) then [num_rows, num_cols], those
// left at -1 worked out from the longest diagonal as the kernel does.
Status MatrixDiagV3ShapeFn(InferenceContext* c) {
  ShapeHandle unused;
  TF_RETURN_IF_ERROR(c->WithRankAtMost(c->input(1), 1, &unused));
  TF_RETURN_IF_ERROR(c->WithRank(c->input(2), 0, &unused));
  TF_RETURN_IF_ERROR(c->WithRank(c->input(3), 0, &unused));
  TF_RETURN_IF_ERROR(c->WithRank(c->input(4), 0, &unused));
  ShapeHandle diagonal;
  TF_RETURN_IF_ERROR(c->WithRankAtLeast(c->input(0), 1, &diagonal));
  const Tensor* k_tensor = c->input_tensor(1);
  if (k_tensor == nullptr || !InferenceContext::RankKnown(diagonal)) {
    c->set_output(0, c->UnknownShape());
    return OkStatus();
  }
  std::vector<int64> k;
  TF_RETURN_IF_ERROR(shape_inference::GetIntegerValues(*k_tensor, "k", &k));
  if (k.empty() || k.size() > 2) {
    return errors::InvalidArgument("diag_index must have only one or two elements, received ",
                                   k.size(), " elements.");
  }
  const int64 lower = k[0];
  const int64 upper = k.size() == 2 ? k[1] : k[0];
  if (lower > upper) {
    return errors::InvalidArgument("lower_diag_index must not be larger than upper_diag_index: ",
                                   lower, " > ", upper);
  }
  const int band_dims = lower == upper ? 1 : 2;
  TF_RETURN_IF_ERROR(c->WithRankAtLeast(diagonal, band_dims, &diagonal));
  ShapeHandle batch;
  TF_RETURN_IF_ERROR(c->Subshape(diagonal, 0, -band_dims, &batch));
  int64 num_rows, num_cols;
  TF_RETURN_IF_ERROR(ScalarInput(c, 2, InferenceContext::kUnknownDim, &num_rows));
  TF_RETURN_IF_ERROR(ScalarInput(c, 3, InferenceContext::kUnknownDim, &num_cols));
  const DimensionHandle longest = c->Dim(diagonal, -1);
  DimensionHandle rows = c->UnknownDim();
  DimensionHandle cols = c->UnknownDim();
  if (num_rows < -1 || num_cols < -1) {
    return errors::InvalidArgument("The number of rows or columns is too small: ", num_rows, ", ",
                                   num_cols);
  }
  const bool rows_given = c->input_tensor(2) != nullptr && num_rows != -1;
  const bool cols_given = c->input_tensor(3) != nullptr && num_cols != -1;
  if (rows_given) rows = c->MakeDim(num_rows);
  if (cols_given) cols = c->MakeDim(num_cols);
  if (InferenceContext::ValueKnown(longest) && c->input_tensor(2) != nullptr &&
      c->input_tensor(3) != nullptr) {
    const int64 length = InferenceContext::Value(longest);
    const int64 min_rows = length - std::min<int64>(upper, 0);
    const int64 min_cols = length + std::max<int64>(lower, 0);
    if (!rows_given && !cols_given) {
      rows = cols = c->MakeDim(std::max(min_rows, min_cols));
    } else if (!rows_given) {
      rows = c->MakeDim(min_rows);
    } else if (!cols_given) {
      cols = c->MakeDim(min_cols);
    }
  }
  ShapeHandle output;
  TF_RETURN_IF_ERROR(c->Concatenate(batch, c->Matrix(rows, cols), &output));
  c->set_output(0, output);
  return OkStatus();
}

}  // namespace

REGISTER_OP("Diag")
    .Input("diagonal: T")
    .Output("output: T")
    .Attr("T: {bfloat16, half, float, double, int32, int64, complex64, complex128}")
    .SetShapeFn(DiagShapeFn);

REGISTER_OP("MatrixDiag")
    .Input("diagonal: T")
    .Output("output: T")
    .Attr("T: type")
    .SetShapeFn(MatrixDiagShapeFn);

REGISTER_OP("MatrixDiagV3")
    .Input("diagonal: T")
    .Input("k: int32")
    .Input("num_rows: int32")
    .Input("num_cols: int32")
    .Input("padding_value: T")
    .Output("output: T")
    .Attr("T: type")
    .Attr("align: {'LEFT_RIGHT', 'RIGHT_LEFT', 'LEFT_LEFT', 'RIGHT_RIGHT'} = 'RIGHT_LEFT'")
    .SetShapeFn(MatrixDiagV3ShapeFn);

}  // namespace tensorflow
