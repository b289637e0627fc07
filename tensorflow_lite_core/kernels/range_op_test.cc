// Range: integer and floating-point sequences (each element computed, not accumulated), the
// whole int64 span, one-element vector arguments, every dtype TensorFlow registers, and its
// errors.
#include <cmath>
#include <limits>
#include <vector>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

class RangeOpTest : public OpsTestBase {
 public:
  Status Run(const Tensor& start, const Tensor& limit, const Tensor& delta) {
    TF_RETURN_IF_ERROR(NodeDefBuilder("range", "Range")
                           .Input("start", 0, start.dtype())
                           .Input("limit", 0, limit.dtype())
                           .Input("delta", 0, delta.dtype())
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(start);
    AddInputTensorValue(limit);
    AddInputTensorValue(delta);
    return RunOpKernel();
  }

  template <typename T>
  Status Run(T start, T limit, T delta) {
    return Run(test::AsScalar<T>(start), test::AsScalar<T>(limit), test::AsScalar<T>(delta));
  }
};

TEST_F(RangeOpTest, Integers) {
  TF_ASSERT_OK(Run<int32>(0, 5, 1));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({0, 1, 2, 3, 4}));
  TF_ASSERT_OK(Run<int32>(5, 0, -2));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({5, 3, 1}));
  TF_ASSERT_OK(Run<int64>(3, 3, 1));
  EXPECT_EQ(GetOutput(0)->shape(), TensorShape({0}));
  // The whole int64 span in four steps, and int32's, whose steps overflow on the way.
  const int64 lowest = std::numeric_limits<int64>::min();
  TF_ASSERT_OK(Run<int64>(lowest, std::numeric_limits<int64>::max(), int64{1} << 62));
  test::ExpectTensorEqual<int64>(
      *GetOutput(0), test::AsTensor<int64>({lowest, -(int64{1} << 62), 0, int64{1} << 62}));
  TF_ASSERT_OK(Run<int32>(std::numeric_limits<int32>::min(), std::numeric_limits<int32>::max(),
                          1 << 30));
  test::ExpectTensorEqual<int32>(
      *GetOutput(0), test::AsTensor<int32>({std::numeric_limits<int32>::min(), -(1 << 30), 0,
                                            1 << 30}));
}

TEST_F(RangeOpTest, FloatsAreComputedElementByElement) {
  TF_ASSERT_OK(Run<float>(0, 1, 0.1f));
  const Tensor& out = *GetOutput(0);
  ASSERT_EQ(out.NumElements(), 10);
  for (int i = 0; i < 10; ++i) EXPECT_EQ(out.base<float>()[i], static_cast<float>(i) * 0.1f) << i;
  TF_ASSERT_OK(Run<double>(1.5, -7, -0.3));
  EXPECT_EQ(GetOutput(0)->NumElements(), 29);
  // A half range's length is computed in half: 3 / 0.1 rounds to 30 there (31 in float).
  TF_ASSERT_OK(Run<half>(half(0), half(3), half(0.1)));
  EXPECT_EQ(GetOutput(0)->NumElements(), 30);
  TF_ASSERT_OK(Run<bfloat16>(bfloat16(0), bfloat16(3), bfloat16(0.1f)));
  EXPECT_EQ(GetOutput(0)->NumElements(), 30);
}

TEST_F(RangeOpTest, OneElementVectorsAreScalars) {
  TF_ASSERT_OK(Run(test::AsTensor<int32>({1}), test::AsScalar<int32>(4), test::AsTensor<int32>({2})));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({1, 3}));
}

TEST_F(RangeOpTest, TensorFlowsErrors) {
  EXPECT_TRUE(test::IsError(Run<int32>(0, 5, 0), error::INVALID_ARGUMENT, "Requires delta != 0: 0"));
  EXPECT_TRUE(test::IsError(Run<int32>(5, 0, 1), error::INVALID_ARGUMENT,
                            "Requires start <= limit when delta > 0: 5/0"));
  EXPECT_TRUE(test::IsError(Run<int32>(0, 5, -1), error::INVALID_ARGUMENT,
                            "Requires start >= limit when delta < 0: 0/5"));
  EXPECT_TRUE(test::IsError(Run<float>(0, std::nanf(""), 1), error::INVALID_ARGUMENT,
                            "Requires start <= limit when delta > 0: 0/nan"));
  EXPECT_TRUE(test::IsError(Run<float>(0, std::numeric_limits<float>::infinity(), 1),
                            error::INVALID_ARGUMENT,
                            "Requires ((limit - start) / delta) <= 9223372036854775807"));
  EXPECT_TRUE(test::IsError(Run<int64>(std::numeric_limits<int64>::min(),
                                       std::numeric_limits<int64>::max(), 1),
                            error::INVALID_ARGUMENT,
                            "Requires ((limit - start) / delta) <= 9223372036854775807"));
  EXPECT_TRUE(test::IsError(Run(test::AsTensor<int32>({0, 1}), test::AsScalar<int32>(5),
                                test::AsScalar<int32>(1)),
                            error::INVALID_ARGUMENT, "start must be a scalar, not shape [2]"));
  EXPECT_TRUE(test::IsError(Run(test::AsScalar<int32>(0), test::AsTensor<int32>({5, 6}),
                                test::AsScalar<int32>(1)),
                            error::INVALID_ARGUMENT, "limit must be a scalar, not shape [2]"));
  EXPECT_TRUE(test::IsError(Run(test::AsScalar<int32>(0), test::AsScalar<int32>(5),
                                test::AsTensor<int32>({1, 1})),
                            error::INVALID_ARGUMENT, "delta must be a scalar, not shape [2]"));
  // As in TensorFlow, the op allows int8 and friends but no CPU kernel computes them.
  EXPECT_TRUE(test::IsError(Run<int8>(0, 5, 1), error::NOT_FOUND, "Range"));
}

}  // namespace
}  // namespace tensorflow
