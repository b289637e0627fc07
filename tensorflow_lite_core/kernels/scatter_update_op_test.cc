// ScatterUpdate: rows replaced in place, scalar updates, both index types, TensorFlow's errors.
#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

class ScatterUpdateOpTest : public OpsTestBase {
 public:
  Status Init(DataType type, DataType index_type) {
    TF_RETURN_IF_ERROR(NodeDefBuilder("scatter", "ScatterUpdate")
                           .Input("ref", 0, MakeRefType(type))
                           .Input("indices", 0, index_type)
                           .Input("updates", 0, type)
                           .Finalize(node_def()));
    return InitOp();
  }
};

TEST_F(ScatterUpdateOpTest, ReplacesRowsInPlace) {
  TF_ASSERT_OK(Init(DT_FLOAT, DT_INT32));
  AddInputFromArray<float>(TensorShape({3, 2}), {1, 2, 3, 4, 5, 6});
  AddInputFromArray<int32>(TensorShape({2}), {2, 0});
  AddInputFromArray<float>(TensorShape({2, 2}), {50, 60, 10, 20});
  const void* buffer = GetInput(0).data();
  TF_ASSERT_OK(RunOpKernel());
  test::ExpectTensorEqual<float>(
      GetInput(0), test::AsTensor<float>({10, 20, 3, 4, 50, 60}, TensorShape({3, 2})));
  EXPECT_EQ(GetInput(0).data(), buffer);
  EXPECT_TRUE(GetOutput(0)->SharesBufferWith(GetInput(0)));
}

TEST_F(ScatterUpdateOpTest, ScalarUpdateAndInt64Indices) {
  TF_ASSERT_OK(Init(DT_INT32, DT_INT64));
  AddInputFromArray<int32>(TensorShape({4}), {1, 2, 3, 4});
  AddInputFromArray<int64_t>(TensorShape({2}), {1, 3});
  AddInputFromArray<int32>(TensorShape({}), {9});
  TF_ASSERT_OK(RunOpKernel());
  test::ExpectTensorEqual<int32>(GetInput(0), test::AsTensor<int32>({1, 9, 3, 9}));
}

TEST_F(ScatterUpdateOpTest, Errors) {
  TF_ASSERT_OK(Init(DT_FLOAT, DT_INT32));
  AddInputFromArray<float>(TensorShape({2}), {1, 2});
  AddInputFromArray<int32>(TensorShape({1}), {2});
  AddInputFromArray<float>(TensorShape({1}), {5});
  EXPECT_TRUE(test::IsError(RunOpKernel(), error::INVALID_ARGUMENT,
                            "indices[0] = 2 is not in [0, 2)"));
  TF_ASSERT_OK(Init(DT_FLOAT, DT_INT32));
  AddInputFromArray<float>(TensorShape({2}), {1, 2});
  AddInputFromArray<int32>(TensorShape({1}), {0});
  AddInputFromArray<float>(TensorShape({2}), {5, 6});
  EXPECT_TRUE(test::IsError(RunOpKernel(), error::INVALID_ARGUMENT,
                            "Must have updates.shape = indices.shape + params.shape[1:] or "
                                "updates.shape = [], got updates.shape [2], indices.shape [1], "
                                "params.shape [2]"));
  TF_ASSERT_OK(Init(DT_FLOAT, DT_INT32));
  AddInputFromArray<float>(TensorShape({}), {1});
  AddInputFromArray<int32>(TensorShape({1}), {0});
  AddInputFromArray<float>(TensorShape({}), {5});
  EXPECT_TRUE(test::IsError(RunOpKernel(), error::INVALID_ARGUMENT,
                            "params must be at least 1-D, got 0"));
}

}  // namespace
}  // namespace tensorflow
