// Shape, Size, Rank, Reshape, ExpandDims and Squeeze: results, index types, buffer sharing and
// TensorFlow's errors for bad shapes.
#include <vector>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

class ShapeOpsTest : public OpsTestBase {
 protected:
  // Runs a one-input op on a float tensor of `shape`.
  Status RunUnary(const char* op, const TensorShape& shape, DataType out_type = DT_INVALID) {
    NodeDefBuilder builder("node", op);
    builder.Input("x", 0, DT_FLOAT);
    if (out_type != DT_INVALID) builder.Attr("out_type", out_type);
    TF_RETURN_IF_ERROR(builder.Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    Tensor input(DT_FLOAT, shape);
    test::FillIota<float>(&input, 0);
    AddInputTensorValue(input);
    return RunOpKernel();
  }

  Status RunReshape(const Tensor& input, const Tensor& shape) {
    TF_RETURN_IF_ERROR(NodeDefBuilder("reshape", "Reshape")
                           .Input("tensor", 0, input.dtype())
                           .Input("shape", 0, shape.dtype())
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(input);
    AddInputTensorValue(shape);
    return RunOpKernel();
  }

  Status RunExpandDims(const TensorShape& shape, const Tensor& dim) {
    TF_RETURN_IF_ERROR(NodeDefBuilder("expand", "ExpandDims")
                           .Input("input", 0, DT_FLOAT)
                           .Input("dim", 0, dim.dtype())
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(Tensor(DT_FLOAT, shape));
    AddInputTensorValue(dim);
    return RunOpKernel();
  }

  Status RunSqueeze(const TensorShape& shape, const std::vector<int32>& squeeze_dims) {
    TF_RETURN_IF_ERROR(NodeDefBuilder("squeeze", "Squeeze")
                           .Input("input", 0, DT_FLOAT)
                           .Attr("squeeze_dims", squeeze_dims)
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(Tensor(DT_FLOAT, shape));
    return RunOpKernel();
  }
};

TEST_F(ShapeOpsTest, Shape) {
  TF_ASSERT_OK(RunUnary("Shape", TensorShape({2, 0, 3})));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({2, 0, 3}));
  TF_ASSERT_OK(RunUnary("Shape", TensorShape({4, 5}), DT_INT64));
  test::ExpectTensorEqual<int64>(*GetOutput(0), test::AsTensor<int64>({4, 5}));
  TF_ASSERT_OK(RunUnary("Shape", TensorShape({})));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({}));
}

TEST_F(ShapeOpsTest, SizeAndRank) {
  TF_ASSERT_OK(RunUnary("Size", TensorShape({2, 3, 4})));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsScalar<int32>(24));
  TF_ASSERT_OK(RunUnary("Size", TensorShape({2, 0}), DT_INT64));
  test::ExpectTensorEqual<int64>(*GetOutput(0), test::AsScalar<int64>(0));
  TF_ASSERT_OK(RunUnary("Rank", TensorShape({2, 3, 4})));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsScalar<int32>(3));
  TF_ASSERT_OK(RunUnary("Rank", TensorShape({})));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsScalar<int32>(0));
}

TEST_F(ShapeOpsTest, Reshape) {
  const Tensor input = test::AsTensor<float>({1, 2, 3, 4, 5, 6}, TensorShape({2, 3}));
  TF_ASSERT_OK(RunReshape(input, test::AsTensor<int32>({3, 2})));
  test::ExpectTensorEqual<float>(*GetOutput(0),
                                 test::AsTensor<float>({1, 2, 3, 4, 5, 6}, TensorShape({3, 2})));
  TF_ASSERT_OK(RunReshape(input, test::AsTensor<int64>({-1, 1, 2})));
  EXPECT_EQ(TensorShape({3, 1, 2}), GetOutput(0)->shape());
  TF_ASSERT_OK(RunReshape(input, test::AsScalar<int32>(-1)));  // flattens
  EXPECT_EQ(TensorShape({6}), GetOutput(0)->shape());
  TF_ASSERT_OK(RunReshape(test::AsTensor<tstring>({"a"}), test::AsTensor<int32>({})));
  test::ExpectTensorEqual<tstring>(*GetOutput(0), test::AsScalar<tstring>("a"));
  TF_ASSERT_OK(RunReshape(test::AsTensor<float>({}, TensorShape({0, 4})),
                          test::AsTensor<int32>({2, 0, 5})));
  EXPECT_EQ(TensorShape({2, 0, 5}), GetOutput(0)->shape());
}

TEST_F(ShapeOpsTest, ReshapeErrors) {
  const Tensor input = test::AsTensor<float>({1, 2, 3, 4, 5, 6}, TensorShape({2, 3}));
  EXPECT_TRUE(test::IsError(RunReshape(input, test::AsTensor<int32>({4})),
                            error::INVALID_ARGUMENT,
                            "Input to reshape is a tensor with 6 values, but the requested "
                            "shape has 4"));
  EXPECT_TRUE(test::IsError(RunReshape(input, test::AsTensor<int32>({-1, -1})),
                            error::INVALID_ARGUMENT,
                            "Only one input size may be -1, not both 0 and 1"));
  EXPECT_TRUE(test::IsError(RunReshape(input, test::AsTensor<int32>({2, -3})),
                            error::INVALID_ARGUMENT, "Size 1 must be non-negative, not -3"));
  EXPECT_TRUE(test::IsError(RunReshape(input, test::AsTensor<int32>({4, -1})),
                            error::INVALID_ARGUMENT, "requires a multiple of 4"));
  EXPECT_TRUE(test::IsError(RunReshape(input, test::AsTensor<int32>({3, 2}, TensorShape({1, 2}))),
                            error::INVALID_ARGUMENT, "sizes input must be 1-D, not [1,2]"));
  EXPECT_TRUE(test::IsError(RunReshape(test::AsTensor<float>({}, TensorShape({0})),
                                       test::AsTensor<int32>({0, -1})),
                            error::INVALID_ARGUMENT,
                            "Reshape cannot infer the missing input size for an empty tensor"));
  EXPECT_TRUE(test::IsError(
      RunReshape(input, test::AsTensor<int64>({int64{1} << 40, int64{1} << 40, 6})),
      error::INVALID_ARGUMENT, "Shape [3 sizes] has too many elements"));
}

TEST_F(ShapeOpsTest, ExpandDims) {
  TF_ASSERT_OK(RunExpandDims(TensorShape({2, 3}), test::AsScalar<int32>(0)));
  EXPECT_EQ(TensorShape({1, 2, 3}), GetOutput(0)->shape());
  TF_ASSERT_OK(RunExpandDims(TensorShape({2, 3}), test::AsScalar<int64>(2)));
  EXPECT_EQ(TensorShape({2, 3, 1}), GetOutput(0)->shape());
  TF_ASSERT_OK(RunExpandDims(TensorShape({2, 3}), test::AsTensor<int32>({-1})));
  EXPECT_EQ(TensorShape({2, 3, 1}), GetOutput(0)->shape());
  TF_ASSERT_OK(RunExpandDims(TensorShape({2, 3}), test::AsScalar<int32>(-3)));
  EXPECT_EQ(TensorShape({1, 2, 3}), GetOutput(0)->shape());
  TF_ASSERT_OK(RunExpandDims(TensorShape({}), test::AsScalar<int32>(0)));
  EXPECT_EQ(TensorShape({1}), GetOutput(0)->shape());
}

TEST_F(ShapeOpsTest, ExpandDimsErrors) {
  EXPECT_TRUE(test::IsError(RunExpandDims(TensorShape({2, 3}), test::AsScalar<int32>(3)),
                            error::INVALID_ARGUMENT,
                            "Tried to expand dim index 3 for tensor with 2 dimensions."));
  EXPECT_TRUE(test::IsError(RunExpandDims(TensorShape({2, 3}), test::AsScalar<int32>(-4)),
                            error::INVALID_ARGUMENT, "Tried to expand dim index -4"));
  EXPECT_TRUE(test::IsError(RunExpandDims(TensorShape({2}), test::AsTensor<int32>({0, 1})),
                            error::INVALID_ARGUMENT,
                            "'dim' must be a tensor with a single value"));
}

TEST_F(ShapeOpsTest, Squeeze) {
  TF_ASSERT_OK(RunSqueeze(TensorShape({1, 2, 1, 3, 1}), {}));
  EXPECT_EQ(TensorShape({2, 3}), GetOutput(0)->shape());
  TF_ASSERT_OK(RunSqueeze(TensorShape({1, 2, 1, 3, 1}), {0, -1}));
  EXPECT_EQ(TensorShape({2, 1, 3}), GetOutput(0)->shape());
  TF_ASSERT_OK(RunSqueeze(TensorShape({2, 3}), {}));
  EXPECT_EQ(TensorShape({2, 3}), GetOutput(0)->shape());
  TF_ASSERT_OK(RunSqueeze(TensorShape({1, 1}), {}));
  EXPECT_EQ(TensorShape({}), GetOutput(0)->shape());
}

TEST_F(ShapeOpsTest, SqueezeErrors) {
  EXPECT_TRUE(test::IsError(RunSqueeze(TensorShape({1, 2}), {1}), error::INVALID_ARGUMENT,
                            "Can not squeeze dim[1], expected a dimension of 1, got 2"));
  EXPECT_TRUE(test::IsError(RunSqueeze(TensorShape({1, 2}), {2}), error::INVALID_ARGUMENT,
                            "Tried to squeeze dim index 2 for tensor with 2 dimensions."));
  EXPECT_TRUE(test::IsError(RunSqueeze(TensorShape({1, 2}), {-3}), error::INVALID_ARGUMENT,
                            "Tried to squeeze dim index -3"));
}

}  // namespace
}  // namespace tensorflow
