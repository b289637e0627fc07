// ArgMax and ArgMin: each axis, every input dtype and output type, ties and NaN, and bad
// dimensions.
#include <limits>
#include <vector>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

class ArgMaxOpTest : public OpsTestBase {
 public:
  Status RunArgMax(const Tensor& input, const Tensor& dimension,
                   DataType output_type = DT_INT64) {
    TF_RETURN_IF_ERROR(NodeDefBuilder("argmax", "ArgMax")
                           .Input("input", 0, input.dtype())
                           .Input("dimension", 0, dimension.dtype())
                           .Attr("output_type", output_type)
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(input);
    AddInputTensorValue(dimension);
    return RunOpKernel();
  }
};

TEST_F(ArgMaxOpTest, EachAxis) {
  const Tensor input = test::AsTensor<float>({1, 9, 3, 7, 2, 8}, TensorShape({2, 3}));
  TF_ASSERT_OK(RunArgMax(input, test::AsScalar<int32>(0)));
  test::ExpectTensorEqual<int64>(*GetOutput(0), test::AsTensor<int64>({1, 0, 1}));
  TF_ASSERT_OK(RunArgMax(input, test::AsScalar<int64>(1)));
  test::ExpectTensorEqual<int64>(*GetOutput(0), test::AsTensor<int64>({1, 2}));
  TF_ASSERT_OK(RunArgMax(input, test::AsScalar<int16>(-1)));
  test::ExpectTensorEqual<int64>(*GetOutput(0), test::AsTensor<int64>({1, 2}));
  Tensor cube(DT_INT32, TensorShape({2, 3, 4}));
  test::FillFn<int32>(&cube, [](int i) { return (i * 7) % 11; });
  TF_ASSERT_OK(RunArgMax(cube, test::AsScalar<int32>(1), DT_INT32));
  // Column (a, c) of the middle axis holds (i*7)%11 for i = a*12 + b*4 + c, b = 0..2.
  std::vector<int32> expected;
  for (int a = 0; a < 2; ++a) {
    for (int c = 0; c < 4; ++c) {
      int best = 0;
      for (int b = 1; b < 3; ++b) {
        if ((a * 12 + b * 4 + c) * 7 % 11 > (a * 12 + best * 4 + c) * 7 % 11) best = b;
      }
      expected.push_back(best);
    }
  }
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>(expected, {2, 4}));
}

template <typename T>
void CheckType(ArgMaxOpTest* fixture) {
  const Tensor input = test::AsTensorOf<T>({1, 0, 1, 0, 0, 1}, TensorShape({2, 3}));
  for (const DataType output_type : {DT_INT16, DT_UINT16, DT_INT32, DT_INT64}) {
    const Status status = fixture->RunArgMax(input, test::AsScalar<int32>(1), output_type);
    ASSERT_TRUE(status.ok()) << status;
    const Tensor expected = test::AsTensor<int64>({0, 2});
    Tensor actual(DT_INT64, TensorShape({2}));
    const Tensor& output = *fixture->GetOutput(0);
    ASSERT_EQ(output_type, output.dtype());
    for (int i = 0; i < 2; ++i) {
      switch (output_type) {
        case DT_INT16: actual.base<int64>()[i] = output.base<const int16>()[i]; break;
        case DT_UINT16: actual.base<int64>()[i] = output.base<const uint16>()[i]; break;
        case DT_INT32: actual.base<int64>()[i] = output.base<const int32>()[i]; break;
        default: actual.base<int64>()[i] = output.base<const int64>()[i]; break;
      }
    }
    test::ExpectTensorEqual<int64>(actual, expected);
  }
}

TEST_F(ArgMaxOpTest, EveryDtypeAndOutputType) {
#define CHECK_TYPE(T) CheckType<T>(this);
  TF_CALL_REAL_NUMBER_TYPES(CHECK_TYPE)
  TF_CALL_bool(CHECK_TYPE)
#undef CHECK_TYPE
}

TEST_F(ArgMaxOpTest, FirstOfTiesAndNaN) {
  const float nan = std::numeric_limits<float>::quiet_NaN();
  TF_ASSERT_OK(RunArgMax(test::AsTensor<float>({2, 5, 5, 1}), test::AsScalar<int32>(0)));
  test::ExpectTensorEqual<int64>(*GetOutput(0), test::AsScalar<int64>(1));
  TF_ASSERT_OK(RunArgMax(test::AsTensor<float>({2, nan, 5, nan}), test::AsScalar<int32>(0)));
  test::ExpectTensorEqual<int64>(*GetOutput(0), test::AsScalar<int64>(1));
  TF_ASSERT_OK(RunArgMax(test::AsTensor<float>({nan, 7}), test::AsScalar<int32>(0)));
  test::ExpectTensorEqual<int64>(*GetOutput(0), test::AsScalar<int64>(0));
}

TEST_F(ArgMaxOpTest, LargeAndEmptyOutputs) {
  Tensor input(DT_FLOAT, TensorShape({5000, 40}));
  test::FillFn<float>(&input, [](int i) { return static_cast<float>((i % 40) == (i / 40) % 40); });
  Tensor expected(DT_INT64, TensorShape({5000}));
  test::FillFn<int64>(&expected, [](int i) { return static_cast<int64>(i % 40); });
  TF_ASSERT_OK(RunArgMax(input, test::AsScalar<int32>(1)));
  test::ExpectTensorEqual<int64>(*GetOutput(0), expected);
  TF_ASSERT_OK(RunArgMax(test::AsTensor<float>({}, TensorShape({0, 3})), test::AsScalar<int32>(1)));
  EXPECT_EQ(TensorShape({0}), GetOutput(0)->shape());
}

TEST_F(ArgMaxOpTest, BadDimensions) {
  const Tensor input(DT_FLOAT, TensorShape({2, 3}));
  EXPECT_TRUE(test::IsError(RunArgMax(input, test::AsScalar<int32>(2)), error::INVALID_ARGUMENT,
                            "Expected dimension in the range [-2, 2), but got 2"));
  EXPECT_TRUE(test::IsError(RunArgMax(input, test::AsTensor<int32>({0, 1})),
                            error::INVALID_ARGUMENT,
                            "dim must be a scalar, but received tensor of shape: [2]"));
  EXPECT_TRUE(test::IsError(RunArgMax(test::AsTensor<float>({}, TensorShape({2, 0})),
                                      test::AsScalar<int32>(1)),
                            error::INVALID_ARGUMENT, "Reduction axis 1 is empty in shape [2,0]"));
  EXPECT_TRUE(test::IsError(RunArgMax(test::AsScalar<float>(1), test::AsScalar<int32>(0)),
                            error::INVALID_ARGUMENT, "Expected dimension in the range [0, 0)"));
  EXPECT_TRUE(test::IsError(RunArgMax(Tensor(DT_FLOAT, TensorShape({40000})),
                                      test::AsScalar<int32>(0), DT_INT16),
                            error::INVALID_ARGUMENT, "too many for output type int16"));
}

class ArgMinOpTest : public OpsTestBase {
 public:
  Status RunArgMin(const Tensor& input, int32 dimension, DataType output_type = DT_INT64) {
    TF_RETURN_IF_ERROR(NodeDefBuilder("argmin", "ArgMin")
                           .Input("input", 0, input.dtype())
                           .Input("dimension", 0, DT_INT32)
                           .Attr("output_type", output_type)
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(input);
    AddInputTensorValue(test::AsScalar<int32>(dimension));
    return RunOpKernel();
  }
};

TEST_F(ArgMinOpTest, EachAxisAndTies) {
  const Tensor input = test::AsTensor<int32>({3, 1, 1, 0, 5, -2}, TensorShape({2, 3}));
  TF_ASSERT_OK(RunArgMin(input, 1));
  test::ExpectTensorEqual<int64>(*GetOutput(0), test::AsTensor<int64>({1, 2}));
  TF_ASSERT_OK(RunArgMin(input, 0, DT_INT32));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({1, 0, 1}));
  TF_ASSERT_OK(RunArgMin(test::AsTensor<bool>({true, false, false}), 0));
  test::ExpectTensorEqual<int64>(*GetOutput(0), test::AsScalar<int64>(1));
}

// As in TensorFlow, a NaN is never the smallest unless everything is NaN; ArgMax above differs.
TEST_F(ArgMinOpTest, NaNIsSkipped) {
  const float nan = std::numeric_limits<float>::quiet_NaN();
  TF_ASSERT_OK(RunArgMin(test::AsTensor<float>({3, nan, 1}), 0));
  test::ExpectTensorEqual<int64>(*GetOutput(0), test::AsScalar<int64>(2));
  TF_ASSERT_OK(RunArgMin(test::AsTensor<float>({nan, 3, 4}), 0));
  test::ExpectTensorEqual<int64>(*GetOutput(0), test::AsScalar<int64>(1));
  TF_ASSERT_OK(RunArgMin(test::AsTensor<float>({nan, nan}), 0));
  test::ExpectTensorEqual<int64>(*GetOutput(0), test::AsScalar<int64>(0));
  TF_ASSERT_OK(RunArgMin(test::AsTensor<Eigen::half>({Eigen::half(2), Eigen::half(nan),
                                                      Eigen::half(-1)}),
                         0));
  test::ExpectTensorEqual<int64>(*GetOutput(0), test::AsScalar<int64>(2));
}

TEST_F(ArgMinOpTest, LargeInputAcrossThreads) {
  Tensor input(DT_DOUBLE, TensorShape({3000, 50}));
  test::FillFn<double>(&input, [](int i) { return (i % 50) == (i / 50) % 50 ? -1.0 : 1.0; });
  Tensor expected(DT_INT64, TensorShape({3000}));
  test::FillFn<int64>(&expected, [](int i) { return static_cast<int64>(i % 50); });
  TF_ASSERT_OK(RunArgMin(input, 1));
  test::ExpectTensorEqual<int64>(*GetOutput(0), expected);
}

TEST_F(ArgMinOpTest, BadInput) {
  EXPECT_TRUE(test::IsError(RunArgMin(test::AsTensor<float>({1, 2}), 1), error::INVALID_ARGUMENT,
                            "Expected dimension in the range [-1, 1), but got 1"));
  EXPECT_TRUE(test::IsError(RunArgMin(Tensor(DT_FLOAT, TensorShape({0})), 0),
                            error::INVALID_ARGUMENT, "Reduction axis 0 is empty in shape [0]"));
  // Only int32 and int64 outputs, as TensorFlow's op says.
  EXPECT_FALSE(RunArgMin(test::AsTensor<float>({1, 2}), 0, DT_INT16).ok());
}

}  // namespace
}  // namespace tensorflow
