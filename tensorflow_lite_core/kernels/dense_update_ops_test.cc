// Assign, AssignAdd and AssignSub: the referenced tensor updated in place and forwarded as the
// ref output; Assign's shape rules; TensorFlow's errors.
#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

class DenseUpdateOpsTest : public OpsTestBase {
 public:
  Status Init(const char* op, DataType type, bool validate_shape = true) {
    NodeDefBuilder builder("update", op);
    builder.Input("ref", 0, MakeRefType(type)).Input("value", 0, type);
    if (std::string(op) == "Assign") builder.Attr("validate_shape", validate_shape);
    TF_RETURN_IF_ERROR(builder.Finalize(node_def()));
    return InitOp();
  }
};

TEST_F(DenseUpdateOpsTest, AssignCopiesIntoTheReferencedBuffer) {
  TF_ASSERT_OK(Init("Assign", DT_FLOAT));
  AddInputFromArray<float>(TensorShape({3}), {1, 2, 3});
  AddInputFromArray<float>(TensorShape({3}), {7, 8, 9});
  const void* buffer = GetInput(0).data();
  TF_ASSERT_OK(RunOpKernel());
  test::ExpectTensorEqual<float>(GetInput(0), test::AsTensor<float>({7, 8, 9}));
  EXPECT_EQ(GetInput(0).data(), buffer);
  EXPECT_TRUE(GetOutput(0)->SharesBufferWith(GetInput(0)));
}

TEST_F(DenseUpdateOpsTest, AssignStrings) {
  TF_ASSERT_OK(Init("Assign", DT_STRING));
  AddInputFromArray<tstring>(TensorShape({2}), {"a", "b"});
  AddInputFromArray<tstring>(TensorShape({2}), {"a long string beyond the inline size", "c"});
  TF_ASSERT_OK(RunOpKernel());
  test::ExpectTensorEqual<tstring>(
      GetInput(0), test::AsTensor<tstring>({"a long string beyond the inline size", "c"}));
}

TEST_F(DenseUpdateOpsTest, AssignShapeRules) {
  TF_ASSERT_OK(Init("Assign", DT_INT32));
  AddInputFromArray<int32>(TensorShape({2}), {1, 2});
  AddInputFromArray<int32>(TensorShape({3}), {4, 5, 6});
  EXPECT_TRUE(test::IsError(RunOpKernel(), error::INVALID_ARGUMENT,
                            "Assign requires shapes of both tensors to match. lhs shape= [2] "
                                "rhs shape= [3]"));
  TF_ASSERT_OK(Init("Assign", DT_INT32, /*validate_shape=*/false));
  AddInputFromArray<int32>(TensorShape({2}), {1, 2});
  AddInputFromArray<int32>(TensorShape({3}), {4, 5, 6});
  TF_ASSERT_OK(RunOpKernel());
  test::ExpectTensorEqual<int32>(GetInput(0), test::AsTensor<int32>({4, 5, 6}));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({4, 5, 6}));
}

TEST_F(DenseUpdateOpsTest, AssignAddAndSub) {
  TF_ASSERT_OK(Init("AssignAdd", DT_DOUBLE));
  AddInputFromArray<double>(TensorShape({2}), {1, 2});
  AddInputFromArray<double>(TensorShape({2}), {0.5, 0.25});
  TF_ASSERT_OK(RunOpKernel());
  test::ExpectTensorEqual<double>(GetInput(0), test::AsTensor<double>({1.5, 2.25}));
  test::ExpectTensorEqual<double>(*GetOutput(0), test::AsTensor<double>({1.5, 2.25}));
  TF_ASSERT_OK(Init("AssignSub", DT_INT64));
  AddInputFromArray<int64_t>(TensorShape({2}), {10, 20});
  AddInputFromArray<int64_t>(TensorShape({2}), {3, 30});
  TF_ASSERT_OK(RunOpKernel());
  test::ExpectTensorEqual<int64_t>(GetInput(0), test::AsTensor<int64_t>({7, -10}));
}

TEST_F(DenseUpdateOpsTest, IntegersWrapAround) {
  TF_ASSERT_OK(Init("AssignAdd", DT_INT32));
  AddInputFromArray<int32>(TensorShape({2}), {2147483647, -5});
  AddInputFromArray<int32>(TensorShape({2}), {2147483647, 1});
  TF_ASSERT_OK(RunOpKernel());
  test::ExpectTensorEqual<int32>(GetInput(0), test::AsTensor<int32>({-2, -4}));
  TF_ASSERT_OK(Init("AssignSub", DT_INT8));
  AddInputFromArray<int8>(TensorShape({1}), {-128});
  AddInputFromArray<int8>(TensorShape({1}), {1});
  TF_ASSERT_OK(RunOpKernel());
  test::ExpectTensorEqual<int8>(GetInput(0), test::AsTensor<int8>({127}));
}

TEST_F(DenseUpdateOpsTest, AssignAddNeedsTheSameSize) {
  TF_ASSERT_OK(Init("AssignAdd", DT_FLOAT));
  AddInputFromArray<float>(TensorShape({2}), {1, 2});
  AddInputFromArray<float>(TensorShape({1}), {1});
  EXPECT_TRUE(test::IsError(RunOpKernel(), error::INVALID_ARGUMENT,
                            "Parameters and update must be the same size"));
}

}  // namespace
}  // namespace tensorflow
