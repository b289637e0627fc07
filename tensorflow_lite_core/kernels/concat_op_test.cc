// ConcatV2: every axis (negative too), every dtype, empty inputs, many inputs, and TensorFlow's
// errors for mismatched shapes and bad axes.
#include <limits>
#include <string>
#include <vector>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

class ConcatOpTest : public OpsTestBase {
 public:
  Status RunConcat(const std::vector<Tensor>& values, const Tensor& axis) {
    std::vector<NodeDefBuilder::NodeOut> inputs;
    for (size_t i = 0; i < values.size(); ++i) {
      inputs.emplace_back("value" + std::to_string(i), 0, values[i].dtype());
    }
    TF_RETURN_IF_ERROR(NodeDefBuilder("concat", "ConcatV2")
                           .Input(inputs)
                           .Input("axis", 0, axis.dtype())
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    for (const Tensor& value : values) AddInputTensorValue(value);
    AddInputTensorValue(axis);
    return RunOpKernel();
  }
};

TEST_F(ConcatOpTest, EachAxis) {
  const Tensor a = test::AsTensor<int32>({1, 2, 3, 4}, TensorShape({2, 2}));
  const Tensor b = test::AsTensor<int32>({5, 6}, TensorShape({1, 2}));
  TF_ASSERT_OK(RunConcat({a, b}, test::AsScalar<int32>(0)));
  test::ExpectTensorEqual<int32>(*GetOutput(0),
                                 test::AsTensor<int32>({1, 2, 3, 4, 5, 6}, TensorShape({3, 2})));
  const Tensor c = test::AsTensor<int32>({7, 8}, TensorShape({2, 1}));
  TF_ASSERT_OK(RunConcat({a, c}, test::AsScalar<int64>(1)));
  test::ExpectTensorEqual<int32>(*GetOutput(0),
                                 test::AsTensor<int32>({1, 2, 7, 3, 4, 8}, TensorShape({2, 3})));
  TF_ASSERT_OK(RunConcat({c, a, c}, test::AsScalar<int32>(-1)));
  test::ExpectTensorEqual<int32>(
      *GetOutput(0),
      test::AsTensor<int32>({7, 1, 2, 7, 8, 3, 4, 8}, TensorShape({2, 4})));
}

template <typename T>
void CheckType(ConcatOpTest* fixture) {
  const Tensor a = test::AsTensorOf<T>({1, 2, 3, 4, 5, 6}, TensorShape({2, 1, 3}));
  const Tensor b = test::AsTensorOf<T>({7, 8, 9}, TensorShape({1, 1, 3}));
  const Status status = fixture->RunConcat({a, b, a}, test::AsScalar<int32>(0));
  ASSERT_TRUE(status.ok()) << status;
  test::ExpectTensorEqual<T>(
      *fixture->GetOutput(0),
      test::AsTensorOf<T>({1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2, 3, 4, 5, 6}, TensorShape({5, 1, 3})));
}

TEST_F(ConcatOpTest, EveryDtype) {
#define CHECK_TYPE(T) CheckType<T>(this);
  TF_CALL_POD_TYPES(CHECK_TYPE)
  TF_CALL_QUANTIZED_TYPES(CHECK_TYPE)
#undef CHECK_TYPE
  TF_ASSERT_OK(RunConcat({test::AsTensor<tstring>({"a"}), test::AsTensor<tstring>({"b", "c"})},
                         test::AsScalar<int32>(0)));
  test::ExpectTensorEqual<tstring>(*GetOutput(0), test::AsTensor<tstring>({"a", "b", "c"}));
}

TEST_F(ConcatOpTest, EmptyInputs) {
  const Tensor a = test::AsTensor<float>({1, 2}, TensorShape({1, 2}));
  const Tensor empty = test::AsTensor<float>({}, TensorShape({0, 2}));
  TF_ASSERT_OK(RunConcat({empty, a, empty}, test::AsScalar<int32>(0)));
  test::ExpectTensorEqual<float>(*GetOutput(0), a);
  TF_ASSERT_OK(RunConcat({empty, empty}, test::AsScalar<int32>(1)));
  EXPECT_EQ(TensorShape({0, 4}), GetOutput(0)->shape());
}

TEST_F(ConcatOpTest, ManyRowsAcrossThreads) {
  Tensor a(DT_FLOAT, TensorShape({20000, 3}));
  Tensor b(DT_FLOAT, TensorShape({20000, 5}));
  test::FillFn<float>(&a, [](int i) { return static_cast<float>(i); });
  test::FillFn<float>(&b, [](int i) { return static_cast<float>(-i); });
  Tensor expected(DT_FLOAT, TensorShape({20000, 8}));
  test::FillFn<float>(&expected, [](int i) {
    const int row = i / 8, column = i % 8;
    return column < 3 ? static_cast<float>(row * 3 + column)
                      : static_cast<float>(-(row * 5 + column - 3));
  });
  TF_ASSERT_OK(RunConcat({a, b}, test::AsScalar<int32>(1)));
  test::ExpectTensorEqual<float>(*GetOutput(0), expected);
}

TEST_F(ConcatOpTest, Errors) {
  const Tensor a(DT_FLOAT, TensorShape({2, 3}));
  EXPECT_TRUE(test::IsError(RunConcat({a, Tensor(DT_FLOAT, TensorShape({3}))},
                                      test::AsScalar<int32>(0)),
                            error::INVALID_ARGUMENT,
                            "ConcatOp : Ranks of all input tensors should match: shape[0] = "
                            "[2,3] vs. shape[1] = [3]"));
  EXPECT_TRUE(test::IsError(RunConcat({a, Tensor(DT_FLOAT, TensorShape({2, 4}))},
                                      test::AsScalar<int32>(0)),
                            error::INVALID_ARGUMENT,
                            "ConcatOp : Dimension 1 in both shapes must be equal: shape[0] = "
                            "[2,3] vs. shape[1] = [2,4]"));
  EXPECT_TRUE(test::IsError(RunConcat({a, a}, test::AsScalar<int32>(2)), error::INVALID_ARGUMENT,
                            "ConcatOp : Expected concatenating dimensions in the range [-2, 2), "
                            "but got 2"));
  EXPECT_TRUE(test::IsError(RunConcat({a, a}, test::AsScalar<int32>(-3)),
                            error::INVALID_ARGUMENT, "but got -3"));
  EXPECT_TRUE(test::IsError(RunConcat({a, a}, test::AsTensor<int32>({0})),
                            error::INVALID_ARGUMENT,
                            "Concat dim tensor should be a scalar, but got shape [1]"));
  EXPECT_TRUE(test::IsError(
      RunConcat({test::AsScalar<float>(1), test::AsScalar<float>(2)}, test::AsScalar<int32>(0)),
      error::INVALID_ARGUMENT, "Can't concatenate scalars (use tf.stack instead)"));
}

// Empty inputs may be of any size along the axis; a total past int64 is refused, not wrapped.
TEST_F(ConcatOpTest, AxisTotalPastInt64) {
  const int64 huge = std::numeric_limits<int64>::max();
  const Tensor value(DT_FLOAT, TensorShape({0, huge}));
  EXPECT_TRUE(test::IsError(RunConcat({value, value, value}, test::AsScalar<int32>(1)),
                            error::INVALID_ARGUMENT, "add up to more than 9223372036854775807"));
  const Tensor quarter(DT_FLOAT, TensorShape({0, int64{1} << 62}));
  EXPECT_TRUE(test::IsError(RunConcat({quarter, quarter, quarter, quarter},
                                      test::AsScalar<int32>(1)),
                            error::INVALID_ARGUMENT, "ConcatOp : the inputs' sizes along axis 1"));
  const Tensor eighth(DT_FLOAT, TensorShape({0, int64{1} << 61}));
  TF_ASSERT_OK(RunConcat({eighth, eighth, eighth}, test::AsScalar<int32>(1)));
  EXPECT_EQ(GetOutput(0)->shape(), TensorShape({0, 3 * (int64{1} << 61)}));
}

}  // namespace
}  // namespace tensorflow
