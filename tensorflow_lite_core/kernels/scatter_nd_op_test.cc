// ScatterNd and TensorScatterUpdate: elements and slices, duplicates (summed, or the last
// winning), bools and strings, bad_indices_policy, and every refusal with TensorFlow's message.
#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

class ScatterNdOpTest : public OpsTestBase {
 public:
  Status RunScatterNd(const Tensor& indices, const Tensor& updates, const Tensor& shape,
                      const std::string& policy = "") {
    TF_RETURN_IF_ERROR(NodeDefBuilder("scatter", "ScatterNd")
                           .Input("indices", 0, indices.dtype())
                           .Input("updates", 0, updates.dtype())
                           .Input("shape", 0, shape.dtype())
                           .Attr("bad_indices_policy", policy)
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(indices);
    AddInputTensorValue(updates);
    AddInputTensorValue(shape);
    return RunOpKernel();
  }

  Status RunUpdate(const Tensor& tensor, const Tensor& indices, const Tensor& updates,
                   const std::string& policy = "") {
    TF_RETURN_IF_ERROR(NodeDefBuilder("update", "TensorScatterUpdate")
                           .Input("tensor", 0, tensor.dtype())
                           .Input("indices", 0, indices.dtype())
                           .Input("updates", 0, updates.dtype())
                           .Attr("bad_indices_policy", policy)
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(tensor);
    AddInputTensorValue(indices);
    AddInputTensorValue(updates);
    return RunOpKernel();
  }
};

TEST_F(ScatterNdOpTest, DuplicatesAddUp) {
  TF_ASSERT_OK(RunScatterNd(test::AsTensor<int32>({1, 1, 3}, {3, 1}),
                            test::AsTensor<float>({1.5, 2, 4}), test::AsTensor<int32>({5})));
  test::ExpectTensorEqual<float>(*GetOutput(0), test::AsTensor<float>({0, 3.5, 0, 4, 0}));
  TF_ASSERT_OK(RunScatterNd(test::AsTensor<int64>({2, 0, 2}, {3, 1}),
                            test::AsTensor<int8>({100, 1, 2, 3, 100, 5}, {3, 2}),
                            test::AsTensor<int64>({3, 2})));
  // 100 + 100 wraps to -56, as int8 does in TensorFlow.
  test::ExpectTensorEqual<int8>(*GetOutput(0), test::AsTensor<int8>({2, 3, 0, 0, -56, 6}, {3, 2}));
  TF_ASSERT_OK(RunScatterNd(test::AsTensor<int32>({0, 0, 1}, {3, 1}),
                            test::AsTensor<bool>({true, false, false}), test::AsTensor<int32>({3})));
  test::ExpectTensorEqual<bool>(*GetOutput(0), test::AsTensor<bool>({true, false, false}));
  TF_ASSERT_OK(RunScatterNd(test::AsTensor<int32>({1, 1}, {2, 1}),
                            test::AsTensor<tstring>({"ab", "cd"}), test::AsTensor<int32>({2})));
  test::ExpectTensorEqual<tstring>(*GetOutput(0), test::AsTensor<tstring>({"", "abcd"}));
}

TEST_F(ScatterNdOpTest, UpdateReplacesAndLastWins) {
  TF_ASSERT_OK(RunUpdate(test::AsTensor<double>({1, 2, 3, 4}, {2, 2}),
                         test::AsTensor<int32>({1, 0, 1}, {3, 1}),
                         test::AsTensor<double>({5, 6, 7, 8, 9, 10}, {3, 2})));
  test::ExpectTensorEqual<double>(*GetOutput(0), test::AsTensor<double>({7, 8, 9, 10}, {2, 2}));
  TF_ASSERT_OK(RunUpdate(test::AsTensor<tstring>({"a", "b"}), test::AsTensor<int64>({1}, {1, 1}),
                         test::AsTensor<tstring>({"z"})));
  test::ExpectTensorEqual<tstring>(*GetOutput(0), test::AsTensor<tstring>({"a", "z"}));
  TF_ASSERT_OK(RunUpdate(test::AsTensor<int32>({1, 2}), test::AsTensor<int32>({0}, {1, 1}),
                         test::AsTensor<int32>({9})));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({9, 2}));
}

TEST_F(ScatterNdOpTest, IgnoredBadIndices) {
  TF_ASSERT_OK(RunScatterNd(test::AsTensor<int32>({5, 1, -1}, {3, 1}),
                            test::AsTensor<int32>({1, 2, 3}), test::AsTensor<int32>({3}),
                            "IGNORE"));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({0, 2, 0}));
  TF_ASSERT_OK(RunUpdate(test::AsTensor<int32>({1, 2, 3}), test::AsTensor<int32>({5, 1}, {2, 1}),
                         test::AsTensor<int32>({7, 8}), "IGNORE"));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({1, 8, 3}));
  EXPECT_TRUE(test::IsError(RunScatterNd(test::AsTensor<int32>({0}, {1, 1}),
                                         test::AsTensor<int32>({1}), test::AsTensor<int32>({3}),
                                         "X"),
                            error::INVALID_ARGUMENT, "Unknown bad indices handling attribute: X"));
}

TEST_F(ScatterNdOpTest, ScatterRefusals) {
  const Tensor five = test::AsTensor<int32>({5});
  EXPECT_TRUE(test::IsError(RunScatterNd(test::AsTensor<int32>({1, 5}, {2, 1}),
                                         test::AsTensor<int32>({1, 2}), five),
                            error::INVALID_ARGUMENT, "indices[1] = [5] does not index into shape [5]"));
  EXPECT_TRUE(test::IsError(RunScatterNd(test::AsTensor<int32>({1, 3}, {2, 1}),
                                         test::AsTensor<int32>({1, 2, 3}), five),
                            error::INVALID_ARGUMENT,
                            "Dimensions [0,1) of indices[shape=[2,1]] must match dimensions [0,1) "
                            "of updates[shape=[3]]"));
  EXPECT_TRUE(test::IsError(RunScatterNd(test::AsTensor<int32>({1, 1, 1}, {1, 3}),
                                         test::AsTensor<int32>({9}), test::AsTensor<int32>({3, 2})),
                            error::INVALID_ARGUMENT,
                            "Dimensions [3,2) of input[shape=[3,2]] must match dimensions [1,1) of "
                            "updates[shape=[1]]"));
  EXPECT_TRUE(test::IsError(RunScatterNd(test::AsTensor<int32>({1}, {1, 1}),
                                         test::AsTensor<int32>({9}), test::AsTensor<int32>({5}, {1, 1})),
                            error::INVALID_ARGUMENT, "Shape must be a vector"));
  EXPECT_TRUE(test::IsError(RunScatterNd(test::AsScalar<int32>(1), test::AsScalar<int32>(9), five),
                            error::INVALID_ARGUMENT,
                            "Indices shape must have rank at least one. Found:[]"));
  EXPECT_TRUE(test::IsError(RunScatterNd(test::AsTensor<int32>({1}, {1, 1}),
                                         test::AsTensor<int32>({9}), test::AsTensor<int32>({-5})),
                            error::INVALID_ARGUMENT, "Dimension -5 must be >= 0"));
  EXPECT_TRUE(test::IsError(RunScatterNd(test::AsTensor<int32>({0}, {1, 1}),
                                         test::AsTensor<int32>({9}), test::AsTensor<int32>({0})),
                            error::INVALID_ARGUMENT,
                            "Indices and updates specified for empty output.  indices shape: "
                            "[1,1]"));
  EXPECT_TRUE(test::IsError(RunScatterNd(Tensor(DT_INT32, TensorShape({0, 0})),
                                         Tensor(DT_INT32, TensorShape({0})),
                                         Tensor(DT_INT32, TensorShape({0}))),
                            error::INVALID_ARGUMENT, "Output must be at least 1-D, got shape: []"));
}

TEST_F(ScatterNdOpTest, UpdateRefusals) {
  const Tensor tensor = test::AsTensor<int32>({1, 2, 3, 4});
  EXPECT_TRUE(test::IsError(RunUpdate(tensor, test::AsTensor<int32>({1, 4}, {2, 1}),
                                      test::AsTensor<int32>({9, 10})),
                            error::INVALID_ARGUMENT, "indices[1] = [4] does not index into shape [4]"));
  EXPECT_TRUE(test::IsError(RunUpdate(tensor, test::AsTensor<int32>({1, 3}, {2, 1}),
                                      test::AsTensor<int32>({9})),
                            error::INVALID_ARGUMENT,
                            "Outer dimensions of indices and update must match. Indices shape: "
                            "[2,1], updates shape:[1]"));
  EXPECT_TRUE(test::IsError(RunUpdate(test::AsScalar<int32>(1), test::AsTensor<int32>({0}, {1, 1}),
                                      test::AsTensor<int32>({9})),
                            error::INVALID_ARGUMENT,
                            "Inner dimensions of output shape must match inner dimensions of "
                            "updates shape. Output: [] updates: [1]"));
  EXPECT_TRUE(test::IsError(RunUpdate(Tensor(DT_INT32, TensorShape({0})),
                                      test::AsTensor<int32>({0}, {1, 1}), test::AsTensor<int32>({9})),
                            error::INVALID_ARGUMENT,
                            "Indices and updates specified for empty output shape"));
}

}  // namespace
}  // namespace tensorflow
