// Sum, Mean, Prod, Max and Min: every simplified layout ([R], [K,R], [R,K], [K,R,K] and the
// transposed general case) against a reference, keep_dims, negative axes, every registered dtype,
// empty reductions, and bad axes.
#include <algorithm>
#include <cmath>
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

class ReductionOpsTest : public OpsTestBase {
 public:
  Status RunReduction(const std::string& op, const Tensor& input, const Tensor& axes,
                      bool keep_dims = false) {
    TF_RETURN_IF_ERROR(NodeDefBuilder("reduce", op)
                           .Input("input", 0, input.dtype())
                           .Input("reduction_indices", 0, axes.dtype())
                           .Attr("keep_dims", keep_dims)
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(input);
    AddInputTensorValue(axes);
    return RunOpKernel();
  }
};

// The reduction in double, one output element at a time; *shape gets the output shape.
std::vector<double> Reference(const std::string& op, const std::vector<double>& values,
                              const TensorShape& shape, std::vector<int> axes, bool keep_dims,
                              TensorShape* out_shape) {
  const int rank = shape.dims();
  std::vector<bool> reduced(rank, false);
  for (int axis : axes) reduced[axis < 0 ? axis + rank : axis] = true;
  *out_shape = TensorShape();
  TensorShape kept_shape;
  for (int d = 0; d < rank; ++d) {
    if (!reduced[d]) kept_shape.AddDim(shape.dim_size(d));
    if (!reduced[d] || keep_dims) out_shape->AddDim(reduced[d] ? 1 : shape.dim_size(d));
  }
  std::vector<double> out(kept_shape.num_elements());
  std::vector<int64> counts(out.size(), 0);
  for (size_t o = 0; o < out.size(); ++o) {
    if (op == "Sum" || op == "Mean") out[o] = 0;
    if (op == "Prod") out[o] = 1;
    if (op == "Max") out[o] = -std::numeric_limits<double>::infinity();
    if (op == "Min") out[o] = std::numeric_limits<double>::infinity();
  }
  for (int64 i = 0; i < shape.num_elements(); ++i) {
    int64 remainder = i, o = 0, scale = 1;
    for (int d = rank - 1; d >= 0; --d) {
      const int64 coordinate = remainder % shape.dim_size(d);
      remainder /= shape.dim_size(d);
      if (!reduced[d]) {
        o += coordinate * scale;
        scale *= shape.dim_size(d);
      }
    }
    const double v = values[i];
    if (op == "Sum" || op == "Mean") out[o] += v;
    if (op == "Prod") out[o] *= v;
    if (op == "Max") out[o] = std::max(out[o], v);
    if (op == "Min") out[o] = std::min(out[o], v);
    ++counts[o];
  }
  if (op == "Mean") {
    for (size_t o = 0; o < out.size(); ++o) out[o] /= counts[o];
  }
  return out;
}

void CheckLayout(ReductionOpsTest* fixture, const std::string& op, const TensorShape& shape,
                 const std::vector<int>& axes, bool keep_dims) {
  std::vector<double> values(shape.num_elements());
  for (size_t i = 0; i < values.size(); ++i) {
    values[i] = op == "Prod" ? 1.0 + (i % 3 == 0 ? 0.001 : 0.0) : static_cast<double>(i % 17) - 8;
  }
  TensorShape out_shape;
  const std::vector<double> expected = Reference(op, values, shape, axes, keep_dims, &out_shape);
  SCOPED_TRACE(::testing::Message() << op << " of " << shape.DebugString() << " keep_dims="
                                    << keep_dims);
  const Status status =
      fixture->RunReduction(op, test::AsTensorOf<double>(values, shape),
                            test::AsTensor<int32>(std::vector<int32>(axes.begin(), axes.end())),
                            keep_dims);
  ASSERT_TRUE(status.ok()) << status;
  test::ExpectClose(*fixture->GetOutput(0), test::AsTensorOf<double>(expected, out_shape), 1e-9,
                    1e-9);
}

TEST_F(ReductionOpsTest, EveryLayoutAgainstReference) {
  const std::vector<std::pair<TensorShape, std::vector<int>>> cases = {
      {TensorShape({10}), {0}},                      // [R]
      {TensorShape({4, 5}), {1}},                    // [K, R]
      {TensorShape({4, 5}), {0}},                    // [R, K]
      {TensorShape({3, 4, 5}), {1}},                 // [K, R, K]
      {TensorShape({3, 4, 5}), {0, 2}},              // [R, K, R]: transposed
      {TensorShape({2, 3, 4, 5}), {1, 3}},           // [K, R, K, R]: transposed
      {TensorShape({2, 3, 4, 5}), {-1, -2}},         // negative axes, merged into [K, R]
      {TensorShape({2, 1, 3, 1}), {1, 3}},           // only size-1 axes: nothing reduced
      {TensorShape({2, 1, 3}), {0, 1}},              // size-1 dims between reduced ones
      {TensorShape({3, 4}), {}},                     // no axes
      {TensorShape({}), {}},                         // a scalar
      {TensorShape({50000}), {0}},                   // blocks across threads
      {TensorShape({3, 40000}), {1}},                // long rows
      {TensorShape({40000, 3}), {0}},                // many short rows into few columns
      {TensorShape({2, 3000, 5}), {1}},
  };
  for (const std::string op : {"Sum", "Mean", "Prod", "Max", "Min"}) {
    for (const auto& [shape, axes] : cases) {
      for (const bool keep_dims : {false, true}) CheckLayout(this, op, shape, axes, keep_dims);
    }
  }
}

template <typename T>
void CheckType(ReductionOpsTest* fixture, const std::string& op,
               const std::vector<double>& expected_rows) {
  const Tensor input = test::AsTensorOf<T>({1, 2, 3, 4, 5, 6}, TensorShape({2, 3}));
  const Status status = fixture->RunReduction(op, input, test::AsScalar<int64>(1));
  ASSERT_TRUE(status.ok()) << op << " " << DataTypeString(input.dtype()) << ": " << status;
  test::ExpectTensorEqual<T>(*fixture->GetOutput(0), test::AsTensorOf<T>(expected_rows));
}

TEST_F(ReductionOpsTest, EveryDtype) {
#define CHECK_NUMBER(T)                     \
  CheckType<T>(this, "Sum", {6, 15});       \
  CheckType<T>(this, "Mean", {2, 5});       \
  CheckType<T>(this, "Prod", {6, 120});
#define CHECK_REAL(T)                 \
  CheckType<T>(this, "Max", {3, 6});  \
  CheckType<T>(this, "Min", {1, 4});
  TF_CALL_NUMBER_TYPES(CHECK_NUMBER)
  TF_CALL_REAL_NUMBER_TYPES(CHECK_REAL)
#undef CHECK_REAL
#undef CHECK_NUMBER
}

TEST_F(ReductionOpsTest, IntegerMeanTruncatesAndHalfAccumulatesInFloat) {
  TF_ASSERT_OK(RunReduction("Mean", test::AsTensor<int32>({1, 2, 2, -1, -2, -2}, {2, 3}),
                            test::AsScalar<int32>(1)));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({1, -1}));
  // 4096 ones: a half accumulator would stop at 2048.
  Tensor ones(DT_HALF, TensorShape({4096}));
  test::FillFn<Eigen::half>(&ones, [](int) { return Eigen::half(1.0f); });
  TF_ASSERT_OK(RunReduction("Sum", ones, test::AsScalar<int32>(0)));
  EXPECT_EQ(4096.0f, static_cast<float>(GetOutput(0)->base<Eigen::half>()[0]));
}

// Integer sums and products wrap on overflow (as NumPy's do) rather than being undefined.
TEST_F(ReductionOpsTest, IntegerOverflowWraps) {
  constexpr int32 kMax32 = std::numeric_limits<int32>::max();
  const Tensor maxima = test::AsTensor<int32>(std::vector<int32>(20, kMax32));
  TF_ASSERT_OK(RunReduction("Sum", maxima, test::AsScalar<int32>(0)));
  // 20 * (2^31 - 1) = 10 * 2^32 - 20, which is -20 modulo 2^32.
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsScalar<int32>(-20));
  TF_ASSERT_OK(RunReduction("Mean", maxima, test::AsScalar<int32>(0)));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsScalar<int32>(-1));
  TF_ASSERT_OK(RunReduction("Prod", test::AsTensor<int64>(std::vector<int64>(20, int64{1} << 4)),
                            test::AsScalar<int32>(0)));
  test::ExpectTensorEqual<int64>(*GetOutput(0), test::AsScalar<int64>(0));  // 2^80
  // Enough int32 elements for Eigen's packets: the lanes' product wraps too (the last step
  // across lanes overflowed as plain ints, an error under UBSan).
  TF_ASSERT_OK(RunReduction("Prod", test::AsTensor<int32>(std::vector<int32>(16, 65537)),
                            test::AsScalar<int32>(0)));
  // 65537 = 2^16 + 1; modulo 2^32 its 16th power is 1 + 16 * 2^16 (the higher terms vanish).
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsScalar<int32>(1 + 16 * 65536));
  TF_ASSERT_OK(RunReduction("Prod", test::AsTensor<int32>(std::vector<int32>(16, kMax32)),
                            test::AsScalar<int32>(0)));
  // (2^31 - 1)^2 = 2^62 - 2^32 + 1, which is 1 modulo 2^32.
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsScalar<int32>(1));
}

TEST_F(ReductionOpsTest, NaNPropagatesThroughMaxAndMin) {
  const float nan = std::numeric_limits<float>::quiet_NaN();
  for (const char* op : {"Max", "Min"}) {
    TF_ASSERT_OK(RunReduction(op, test::AsTensor<float>({1, nan, 3, 4}, {2, 2}),
                              test::AsScalar<int32>(1)));
    EXPECT_TRUE(std::isnan(GetOutput(0)->base<float>()[0])) << op;
    EXPECT_FALSE(std::isnan(GetOutput(0)->base<float>()[1])) << op;
  }
}

TEST_F(ReductionOpsTest, EmptyReductionsGiveTheIdentity) {
  const Tensor empty = test::AsTensor<float>({}, TensorShape({2, 0}));
  const float inf = std::numeric_limits<float>::infinity();
  const std::vector<std::pair<std::string, float>> cases = {
      {"Sum", 0}, {"Prod", 1}, {"Max", -inf}, {"Min", inf}};
  for (const auto& [op, identity] : cases) {
    TF_ASSERT_OK(RunReduction(op, empty, test::AsScalar<int32>(1)));
    test::ExpectTensorEqual<float>(*GetOutput(0), test::AsTensor<float>({identity, identity}));
  }
  TF_ASSERT_OK(RunReduction("Mean", empty, test::AsScalar<int32>(1)));
  EXPECT_TRUE(std::isnan(GetOutput(0)->base<float>()[0]));
  TF_ASSERT_OK(RunReduction("Mean", test::AsTensor<int32>({}, TensorShape({0})),
                            test::AsScalar<int32>(0)));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsScalar<int32>(0));
  TF_ASSERT_OK(RunReduction("Max", test::AsTensor<int32>({}, TensorShape({0})),
                            test::AsScalar<int32>(0)));
  test::ExpectTensorEqual<int32>(*GetOutput(0),
                                 test::AsScalar<int32>(std::numeric_limits<int32>::lowest()));
  // Keeping an empty dimension leaves an empty output.
  TF_ASSERT_OK(RunReduction("Sum", empty, test::AsScalar<int32>(0)));
  EXPECT_EQ(TensorShape({0}), GetOutput(0)->shape());
}

TEST_F(ReductionOpsTest, BadAxes) {
  const Tensor input(DT_FLOAT, TensorShape({2, 3}));
  EXPECT_TRUE(test::IsError(RunReduction("Sum", input, test::AsTensor<int32>({2})),
                            error::INVALID_ARGUMENT,
                            "Invalid reduction dimension (2 for input with 2 dimension(s)"));
  EXPECT_TRUE(test::IsError(RunReduction("Max", input, test::AsTensor<int64>({-3})),
                            error::INVALID_ARGUMENT,
                            "Invalid reduction dimension (-3 for input with 2 dimension(s)"));
  EXPECT_TRUE(test::IsError(RunReduction("Mean", input, test::AsTensor<int32>({1, -1})),
                            error::INVALID_ARGUMENT,
                            "Invalid reduction arguments: Axes contains duplicate dimension: 1"));
}

// Dropping an empty input's 0 can leave kept sizes whose product overflows; reducing the huge ones
// instead must not overflow the reduced count.
TEST_F(ReductionOpsTest, EmptyInputWithHugeDimensions) {
  const Tensor input(DT_FLOAT, TensorShape({0, int64{1} << 62, 4}));
  for (const bool keep_dims : {false, true}) {
    EXPECT_TRUE(test::IsError(RunReduction("Sum", input, test::AsTensor<int32>({0}), keep_dims),
                              error::INVALID_ARGUMENT, "would have more than 2**63 - 1 elements"))
        << keep_dims;
  }
  TF_ASSERT_OK(RunReduction("Mean", input, test::AsTensor<int32>({1, 2})));
  EXPECT_EQ(GetOutput(0)->shape(), TensorShape({0}));
  TF_ASSERT_OK(RunReduction("Prod", input, test::AsTensor<int32>({1, 2}), /*keep_dims=*/true));
  EXPECT_EQ(GetOutput(0)->shape(), TensorShape({0, 1, 1}));
}

}  // namespace
}  // namespace tensorflow
