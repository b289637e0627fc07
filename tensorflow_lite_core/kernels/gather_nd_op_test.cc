// GatherNd: elements and slices, the whole tensor for empty index rows, strings and quantized
// types, many rows across threads, bad_indices_policy, and every refusal.
#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

class GatherNdOpTest : public OpsTestBase {
 public:
  Status RunGatherNd(const Tensor& params, const Tensor& indices, const std::string& policy = "") {
    TF_RETURN_IF_ERROR(NodeDefBuilder("gather_nd", "GatherNd")
                           .Input("params", 0, params.dtype())
                           .Input("indices", 0, indices.dtype())
                           .Attr("bad_indices_policy", policy)
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(params);
    AddInputTensorValue(indices);
    return RunOpKernel();
  }
};

TEST_F(GatherNdOpTest, ElementsSlicesAndWhole) {
  const Tensor params = test::AsTensor<int64>({1, 2, 3, 4, 5, 6}, {2, 3});
  TF_ASSERT_OK(RunGatherNd(params, test::AsTensor<int32>({1, 2, 0, 0}, {2, 2})));
  test::ExpectTensorEqual<int64>(*GetOutput(0), test::AsTensor<int64>({6, 1}));
  TF_ASSERT_OK(RunGatherNd(params, test::AsTensor<int16>({1}, {1, 1, 1})));
  test::ExpectTensorEqual<int64>(*GetOutput(0), test::AsTensor<int64>({4, 5, 6}, {1, 1, 3}));
  TF_ASSERT_OK(RunGatherNd(params, Tensor(DT_INT64, TensorShape({2, 0}))));
  test::ExpectTensorEqual<int64>(*GetOutput(0),
                                 test::AsTensor<int64>({1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6},
                                                       {2, 2, 3}));
  TF_ASSERT_OK(RunGatherNd(test::AsTensor<tstring>({"x", "y"}), test::AsTensor<int32>({1}, {1, 1})));
  test::ExpectTensorEqual<tstring>(*GetOutput(0), test::AsTensor<tstring>({"y"}));
  TF_ASSERT_OK(RunGatherNd(test::AsTensor<quint8>({quint8(1), quint8(200)}),
                           test::AsTensor<int32>({1}, {1, 1})));
  EXPECT_EQ(GetOutput(0)->base<quint8>()[0].value, 200);
}

TEST_F(GatherNdOpTest, ManyRowsAcrossThreads) {
  Tensor params(DT_INT32, TensorShape({300, 300}));
  test::FillFn<int32>(&params, [](int i) { return i; });
  Tensor indices(DT_INT32, TensorShape({100000, 2}));
  test::FillFn<int32>(&indices, [](int i) { return (i / 2 * 13 + i % 2 * 7) % 300; });
  TF_ASSERT_OK(RunGatherNd(params, indices));
  Tensor expected(DT_INT32, TensorShape({100000}));
  test::FillFn<int32>(&expected, [](int i) { return (i * 13) % 300 * 300 + (i * 13 + 7) % 300; });
  test::ExpectTensorEqual<int32>(*GetOutput(0), expected);
}

TEST_F(GatherNdOpTest, BadIndicesPolicies) {
  const Tensor params = test::AsTensor<float>({1, 2, 3, 4}, {2, 2});
  const Tensor indices = test::AsTensor<int32>({1, 5, 0}, {3, 1});
  TF_ASSERT_OK(RunGatherNd(params, indices, "IGNORE"));
  test::ExpectTensorEqual<float>(*GetOutput(0), test::AsTensor<float>({3, 4, 0, 0, 1, 2}, {3, 2}));
  for (const char* policy : {"", "DEFAULT", "ERROR"}) {
    EXPECT_TRUE(test::IsError(RunGatherNd(params, indices, policy), error::INVALID_ARGUMENT,
                              "indices[1] = [5] does not index into param shape [2,2], node "
                              "name: gather_nd"));
  }
  EXPECT_TRUE(test::IsError(RunGatherNd(params, indices, "SKIP"), error::INVALID_ARGUMENT,
                            "Unknown bad indices handling attribute: SKIP"));
}

TEST_F(GatherNdOpTest, Refusals) {
  const Tensor params(DT_FLOAT, TensorShape({2, 3}));
  EXPECT_TRUE(test::IsError(RunGatherNd(params, test::AsTensor<int32>({0, -1}, {1, 2})),
                            error::INVALID_ARGUMENT, "indices[0] = [0, -1] does not index"));
  EXPECT_TRUE(test::IsError(RunGatherNd(params, test::AsTensor<int32>({0, 0, 0}, {1, 3})),
                            error::INVALID_ARGUMENT,
                            "index innermost dimension length must be <= params rank; saw: 3 "
                            "vs. 2"));
  EXPECT_TRUE(test::IsError(RunGatherNd(params, test::AsScalar<int32>(0)), error::INVALID_ARGUMENT,
                            "indices must be at least a vector"));
  EXPECT_TRUE(test::IsError(RunGatherNd(test::AsScalar<float>(1), test::AsTensor<int32>({0}, {1, 1})),
                            error::INVALID_ARGUMENT, "params must be at least a vector"));
  EXPECT_TRUE(test::IsError(RunGatherNd(Tensor(DT_FLOAT, TensorShape({0, 3})),
                                        test::AsTensor<int32>({0}, {1, 1})),
                            error::INVALID_ARGUMENT,
                            "Requested more than 0 entries, but params is empty.  Params shape: "
                            "[0,3]"));
  TF_ASSERT_OK(RunGatherNd(Tensor(DT_FLOAT, TensorShape({0, 3})), Tensor(DT_INT32, {0, 1})));
  EXPECT_EQ(GetOutput(0)->shape(), TensorShape({0, 3}));
}

}  // namespace
}  // namespace tensorflow
