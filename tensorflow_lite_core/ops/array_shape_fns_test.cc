#include "tensorflow_lite_core/ops/array_shape_fns.h"

#include <vector>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/shape_inference_testutil.h"
#include "tensorflow_lite_core/framework/tensor.h"

namespace tensorflow {
namespace shape_inference {
namespace {

// A tensor of `shape` holding `values` in row-major order.
template <typename T>
Tensor MakeTensor(const TensorShape& shape, const std::vector<T>& values) {
  Tensor t(DataTypeToEnum<T>::v(), shape);
  for (size_t i = 0; i < values.size(); ++i) t.flat<T>()(i) = values[i];
  return t;
}

template <typename T>
Tensor VectorTensor(const std::vector<T>& values) {
  return MakeTensor<T>(TensorShape({static_cast<int64>(values.size())}), values);
}

template <typename T>
Tensor ScalarTensor(T value) {
  return MakeTensor<T>(TensorShape({}), {value});
}

// The ops' signatures are TensorFlow's; the names are the tests' own.
REGISTER_OP("IdentityNTestOp")
    .Input("input: T")
    .Output("output: T")
    .Attr("T: list(type)")
    .SetShapeFn(IdentityNShapeFn);
REGISTER_OP("IdentityNMismatchTestOp")
    .Input("a: float")
    .Input("b: float")
    .Output("output: float")
    .SetShapeFn(IdentityNShapeFn);
REGISTER_OP("FillTestOp")
    .Input("dims: int32")
    .Input("value: T")
    .Output("output: T")
    .Attr("T: type")
    .SetShapeFn(FillShapeFn);
REGISTER_OP("ShapeTestOp")
    .Input("input: T")
    .Output("output: int32")
    .Attr("T: type")
    .SetShapeFn(ShapeShapeFn);
REGISTER_OP("ShapeNTestOp")
    .Input("input: N * T")
    .Output("output: N * int32")
    .Attr("N: int")
    .Attr("T: type")
    .SetShapeFn(ShapeShapeFn);
REGISTER_OP("ReshapeTestOp")
    .Input("tensor: T")
    .Input("shape: int32")
    .Output("output: T")
    .Attr("T: type")
    .SetShapeFn(ReshapeShapeFn);
REGISTER_OP("ExpandDimsTestOp")
    .Input("input: T")
    .Input("dim: int32")
    .Output("output: T")
    .Attr("T: type")
    .SetShapeFn(ExpandDimsShapeFn);
REGISTER_OP("SqueezeTestOp")
    .Input("input: T")
    .Output("output: T")
    .Attr("T: type")
    .Attr("squeeze_dims: list(int) >= 0 = []")
    .SetShapeFn(SqueezeShapeFn);
REGISTER_OP("TransposeTestOp")
    .Input("x: T")
    .Input("perm: int32")
    .Output("y: T")
    .Attr("T: type")
    .SetShapeFn(TransposeShapeFn);
REGISTER_OP("PadTestOp")
    .Input("input: T")
    .Input("paddings: int32")
    .Output("output: T")
    .Attr("T: type")
    .SetShapeFn(PadShapeFn);
REGISTER_OP("ArgMaxTestOp")
    .Input("input: T")
    .Input("dimension: int32")
    .Output("output: int64")
    .Attr("T: type")
    .SetShapeFn(ArgOpShapeFn);

TEST(ArrayShapeFnsTest, IdentityN) {
  ShapeInferenceTestOp op("IdentityNTestOp");
  AddNodeAttr("T", DataTypeVector{DT_FLOAT, DT_INT32}, &op.node_def);
  INFER_OK(op, "[1,?];?", "in0;in1");
  INFER_ERROR("Op 'IdentityNMismatchTestOp' has 2 inputs but 1 outputs",
              ShapeInferenceTestOp("IdentityNMismatchTestOp"), "[1];[2]");
}

TEST(ArrayShapeFnsTest, Fill) {
  ShapeInferenceTestOp op("FillTestOp");
  INFER_OK(op, "[2];[]", "[?,?]");
  INFER_OK(op, "?;[]", "?");
  INFER_ERROR("Shape must be rank 0 but is rank 1", op, "[2];[1]");
  INFER_ERROR("Shape must be rank 1 but is rank 2", op, "[2,2];[]");

  const Tensor dims = VectorTensor<int32>({2, 3});
  op.input_tensors = {&dims};
  INFER_OK(op, "[2];[]", "[2,3]");
  const Tensor negative = VectorTensor<int32>({2, -1});
  op.input_tensors = {&negative};
  INFER_ERROR("Fill dimensions must be >= 0", op, "[2];[]");
}

TEST(ArrayShapeFnsTest, Shape) {
  const ShapeInferenceTestOp op("ShapeTestOp");
  INFER_OK(op, "?", "[?]");
  INFER_OK(op, "[]", "[0]");
  INFER_OK(op, "[1,?,3]", "[3]");

  ShapeInferenceTestOp shape_n("ShapeNTestOp");
  AddNodeAttr("N", 2, &shape_n.node_def);
  INFER_OK(shape_n, "[1];[2,?]", "[1];[2]");
}

TEST(ArrayShapeFnsTest, ReshapeWithoutConstantShape) {
  const ShapeInferenceTestOp op("ReshapeTestOp");
  INFER_OK(op, "[2,3];[2]", "[?,?]");
  INFER_OK(op, "?;[3]", "[?,?,?]");
  INFER_OK(op, "[2,3];?", "?");
  INFER_OK(op, "[2,3];[?]", "?");
  INFER_ERROR("Shape must be rank 1 but is rank 2", op, "[1];[1,1]");
}

TEST(ArrayShapeFnsTest, ReshapeWithConstantShape) {
  ShapeInferenceTestOp op("ReshapeTestOp");
  const Tensor known = VectorTensor<int32>({3, 2});
  op.input_tensors = {nullptr, &known};
  INFER_OK(op, "[2,3];[2]", "[3,2]");
  INFER_OK(op, "[?,3];[2]", "[3,2]");
  INFER_OK(op, "?;[2]", "[3,2]");
  INFER_ERROR("Cannot reshape a tensor with 7 elements to shape [3,2] (6 elements)", op,
              "[7];[2]");

  // One -1: inferred from the input's element count.
  const Tensor one_unknown = VectorTensor<int32>({-1, 2});
  op.input_tensors = {nullptr, &one_unknown};
  INFER_OK(op, "[2,3];[2]", "[3,2]");
  INFER_OK(op, "[0,?];[2]", "[0,2]");
  INFER_ERROR("Dimension size must be evenly divisible by 2 but is 7", op, "[7];[2]");
  // An unknown input size and the same known sizes on both sides: the same dimension.
  INFER_OK(op, "[?,2];[2]", "[d0_0,2]");
  INFER_OK(op, "[?,3];[2]", "[?,2]");
  INFER_OK(op, "[?,?];[2]", "[?,2]");

  // Known output, one unknown input size: checked for divisibility only.
  const Tensor six = VectorTensor<int32>({6});
  op.input_tensors = {nullptr, &six};
  INFER_OK(op, "[?,2];[1]", "[6]");
  INFER_ERROR("Dimension size must be evenly divisible by 4 but is 6", op, "[?,4];[1]");

  const Tensor two_unknown = VectorTensor<int32>({-1, -1});
  op.input_tensors = {nullptr, &two_unknown};
  INFER_OK(op, "[2,3];[2]", "[?,?]");

  const Tensor scalar_shape = VectorTensor<int32>({});
  op.input_tensors = {nullptr, &scalar_shape};
  INFER_OK(op, "[1,1];[0]", "[]");
  INFER_ERROR("Cannot reshape a tensor with 2 elements to shape [] (1 elements)", op, "[2];[0]");

  const Tensor invalid = VectorTensor<int32>({-2, 3});
  op.input_tensors = {nullptr, &invalid};
  INFER_ERROR("Invalid value in tensor used for shape: -2", op, "[6];[2]");
}

TEST(ArrayShapeFnsTest, ExpandDims) {
  ShapeInferenceTestOp op("ExpandDimsTestOp");
  INFER_OK(op, "[2,3];[]", "?");

  struct Case {
    int32 dim;
    const char* expected;
  };
  for (const Case& test : std::vector<Case>{{0, "[1,d0_0,d0_1]"},
                                            {1, "[d0_0,1,d0_1]"},
                                            {2, "[d0_0,d0_1,1]"},
                                            {-1, "[d0_0,d0_1,1]"},
                                            {-3, "[1,d0_0,d0_1]"}}) {
    SCOPED_TRACE(test.dim);
    const Tensor dim = ScalarTensor<int32>(test.dim);
    op.input_tensors = {nullptr, &dim};
    INFER_OK(op, "[2,3];[]", test.expected);
    INFER_OK(op, "?;[]", "?");
  }
  const Tensor scalar_dim = ScalarTensor<int32>(0);
  op.input_tensors = {nullptr, &scalar_dim};
  INFER_OK(op, "[];[]", "[1]");

  const Tensor too_big = ScalarTensor<int32>(3);
  op.input_tensors = {nullptr, &too_big};
  INFER_ERROR("dim 3 not in the interval [-3, 2].", op, "[2,3];[]");
  const Tensor too_small = ScalarTensor<int32>(-4);
  op.input_tensors = {nullptr, &too_small};
  INFER_ERROR("dim -4 not in the interval [-3, 2].", op, "[2,3];[]");
  const Tensor two_values = VectorTensor<int32>({0, 1});
  op.input_tensors = {nullptr, &two_values};
  INFER_ERROR("'dim' input must be a tensor with a single value", op, "[2,3];[2]");
}

TEST(ArrayShapeFnsTest, Squeeze) {
  const ShapeInferenceTestOp op("SqueezeTestOp");
  INFER_OK(op, "?", "?");
  INFER_OK(op, "[1,2,1]", "[d0_1]");
  INFER_OK(op, "[1,1]", "[]");
  // Squeezing every 1: an unknown size may or may not be one.
  INFER_OK(op, "[1,?,3]", "?");

  ShapeInferenceTestOp listed("SqueezeTestOp");
  AddNodeAttr("squeeze_dims", std::vector<int32>{0, -1}, &listed.node_def);
  INFER_OK(listed, "[1,1,1]", "[d0_1]");
  INFER_OK(listed, "[?,2,?]", "[d0_1]");  // Listed unknown sizes are taken to be 1.
  INFER_OK(listed, "?", "?");
  INFER_ERROR("Can not squeeze dim[2], expected a dimension of 1, got 3", listed, "[1,2,3]");
  INFER_OK(listed, "[1]", "[]");  // Both name dimension 0.
  INFER_ERROR("squeeze_dims[0] not in [0,0).", listed, "[]");
  ShapeInferenceTestOp out_of_range("SqueezeTestOp");
  AddNodeAttr("squeeze_dims", std::vector<int32>{0, 2}, &out_of_range.node_def);
  INFER_ERROR("squeeze_dims[1] not in [-2,2).", out_of_range, "[1,1]");
}

TEST(ArrayShapeFnsTest, TransposeWithoutConstantPerm) {
  const ShapeInferenceTestOp op("TransposeTestOp");
  INFER_OK(op, "?;?", "?");
  INFER_OK(op, "?;[3]", "[?,?,?]");
  INFER_OK(op, "[2,3];?", "[?,?]");
  INFER_OK(op, "[2,3];[2]", "[?,?]");
  // One element fits a scalar and a vector alike.
  INFER_OK(op, "?;[1]", "in0");
  INFER_ERROR("Dimension must be 2 but is 3", op, "[2,3];[3]");
  INFER_ERROR("Shape must be rank 1 but is rank 2", op, "[2,3];[2,1]");
}

TEST(ArrayShapeFnsTest, TransposeWithConstantPerm) {
  ShapeInferenceTestOp op("TransposeTestOp");
  const Tensor swap = VectorTensor<int32>({1, 0});
  op.input_tensors = {nullptr, &swap};
  INFER_OK(op, "[2,3];[2]", "[d0_1,d0_0]");
  INFER_OK(op, "?;[2]", "[?,?]");
  INFER_OK(op, "?;?", "[?,?]");  // The constant's length gives the rank.
  INFER_ERROR("Dimension must be 3 but is 2", op, "[1,2,3];[2]");

  const Tensor negative = VectorTensor<int32>({-1, 0, 1});
  op.input_tensors = {nullptr, &negative};
  INFER_OK(op, "[2,3,4];[3]", "[d0_2,d0_0,d0_1]");
  const Tensor out_of_range = VectorTensor<int32>({2, 0});
  op.input_tensors = {nullptr, &out_of_range};
  INFER_ERROR("perm dim 2 is out of range of input rank 2", op, "[2,3];[2]");
  const Tensor repeated = VectorTensor<int32>({0, -2});
  op.input_tensors = {nullptr, &repeated};
  INFER_ERROR("perm dim -2 appears more than once in perm", op, "[2,3];[2]");
}

TEST(ArrayShapeFnsTest, PadWithoutConstantPaddings) {
  const ShapeInferenceTestOp op("PadTestOp");
  INFER_OK(op, "?;?", "?");
  INFER_OK(op, "[1,2];?", "[?,?]");
  INFER_OK(op, "[1,2];[?,2]", "[?,?]");
  INFER_OK(op, "?;[3,2]", "[?,?,?]");
  INFER_ERROR("Shape must be rank 3 but is rank 2", op, "[1,2];[3,2]");
  INFER_ERROR("Dimension must be 2 but is 3", op, "[1,2];[2,3]");
  INFER_ERROR("Shape must be rank 2 but is rank 1", op, "[1,2];[2]");
}

TEST(ArrayShapeFnsTest, PadWithConstantPaddings) {
  ShapeInferenceTestOp op("PadTestOp");
  const Tensor paddings = MakeTensor<int32>(TensorShape({2, 2}), {1, 2, 0, 0});
  op.input_tensors = {nullptr, &paddings};
  INFER_OK(op, "[3,?];[2,2]", "[6,d0_1]");
  INFER_OK(op, "[?,4];[2,2]", "[?,d0_1]");
  INFER_OK(op, "?;[2,2]", "[?,?]");
  INFER_ERROR("Shape must be rank 2 but is rank 3", op, "[1,2,3];[2,2]");

  const Tensor negative = MakeTensor<int32>(TensorShape({1, 2}), {0, -1});
  op.input_tensors = {nullptr, &negative};
  INFER_ERROR("Paddings must be non-negative", op, "[3];[1,2]");
}

TEST(ArrayShapeFnsTest, ArgMax) {
  ShapeInferenceTestOp op("ArgMaxTestOp");
  INFER_OK(op, "?;[]", "?");
  INFER_OK(op, "[];[]", "[]");
  INFER_OK(op, "[5];[]", "[]");
  INFER_OK(op, "[2,3,4];[]", "[?,?]");
  INFER_ERROR("Shape must be rank 0 but is rank 1", op, "[2,3];[1]");

  const Tensor one = ScalarTensor<int32>(1);
  op.input_tensors = {nullptr, &one};
  INFER_OK(op, "[2,3,4];[]", "[d0_0,d0_2]");
  const Tensor last = ScalarTensor<int32>(-1);
  op.input_tensors = {nullptr, &last};
  INFER_OK(op, "[2,3,4];[]", "[d0_0,d0_1]");
  const Tensor too_big = ScalarTensor<int32>(3);
  op.input_tensors = {nullptr, &too_big};
  INFER_ERROR(
      "Dimension (3) must be in the range [-3, 3), where 3 is the number of dimensions in the "
      "input.",
      op, "[2,3,4];[]");
}

}  // namespace
}  // namespace shape_inference
}  // namespace tensorflow
