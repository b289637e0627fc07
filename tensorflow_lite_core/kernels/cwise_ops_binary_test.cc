// AddV2, Sub, Mul, RealDiv, Maximum, Minimum and Pow: values for every registered dtype, NumPy
// broadcasting (fast paths, general paths up to rank 8, empty tensors), and bad inputs.
#include <algorithm>
#include <cmath>
#include <functional>
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

using test::AsTensorOf;

class BinaryOpsTest : public OpsTestBase {
 protected:
  // Runs `op` on copies of x and y; the result is GetOutput(0).
  Status Run(const std::string& op, const Tensor& x, const Tensor& y) {
    TF_RETURN_IF_ERROR(NodeDefBuilder("binary", op)
                           .Input("x", 0, x.dtype())
                           .Input("y", 0, y.dtype())
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(x);
    AddInputTensorValue(y);
    return RunOpKernel();
  }

  void ExpectResult(const std::string& op, const Tensor& x, const Tensor& y,
                    const Tensor& expected) {
    const Status status = Run(op, x, y);
    ASSERT_TRUE(status.ok()) << op << ": " << status;
    test::ExpectClose(*GetOutput(0), expected);
  }

  void ExpectError(const std::string& op, const Tensor& x, const Tensor& y,
                   const std::string& message) {
    const Status status = Run(op, x, y);
    EXPECT_TRUE(errors::IsInvalidArgument(status)) << op << ": " << status;
    EXPECT_NE(status.message().find(message), std::string::npos)
        << op << ": '" << status.message() << "' lacks '" << message << "'";
  }

  // The same-shape, scalar-right and scalar-left forms of one element-wise computation.
  template <typename T>
  void ExpectElementwise(const std::string& op, const std::vector<double>& x,
                         const std::vector<double>& y, const std::vector<double>& expected) {
    const TensorShape shape({2, static_cast<int64>(x.size()) / 2});
    ExpectResult(op, AsTensorOf<T>(x, shape), AsTensorOf<T>(y, shape),
                 AsTensorOf<T>(expected, shape));
    for (size_t i = 0; i < x.size(); ++i) {
      ExpectResult(op, AsTensorOf<T>({x[i]}, TensorShape({})), AsTensorOf<T>({y[i]}, {}),
                   AsTensorOf<T>({expected[i]}, TensorShape({})));
    }
    // Element 0 of y against all of x, and element 0 of x against all of y.
    std::vector<double> right(x.size());
    std::vector<double> left(x.size());
    for (size_t i = 0; i < x.size(); ++i) {
      right[i] = Expected(op, x[i], y[0]);
      left[i] = Expected(op, x[0], y[i]);
    }
    ExpectResult(op, AsTensorOf<T>(x, shape), AsTensorOf<T>({y[0]}, TensorShape({})),
                 AsTensorOf<T>(right, shape));
    ExpectResult(op, AsTensorOf<T>({x[0]}, TensorShape({1})), AsTensorOf<T>(y, shape),
                 AsTensorOf<T>(left, shape));
  }

  // The op on doubles, for the small exact values these tests use.
  static double Expected(const std::string& op, double x, double y) {
    if (op == "AddV2") return x + y;
    if (op == "Sub") return x - y;
    if (op == "Mul") return x * y;
    if (op == "RealDiv") return x / y;
    if (op == "Maximum") return std::max(x, y);
    if (op == "Minimum") return std::min(x, y);
    if (op == "Pow") return std::pow(x, y);
    ADD_FAILURE() << "no reference for " << op;
    return 0;
  }
};

// Values exact in every registered type, with every x above every y so that unsigned Sub stays
// in range whichever operand is broadcast.
const std::vector<double> kX = {7, 8, 9, 10, 11, 12};
const std::vector<double> kY = {1, 2, 3, 4, 5, 6};

TEST_F(BinaryOpsTest, AddSubMulEveryType) {
#define CHECK_TYPE(T)                                                          \
  ExpectElementwise<T>("AddV2", kX, kY, {8, 10, 12, 14, 16, 18});              \
  ExpectElementwise<T>("Sub", kX, kY, {6, 6, 6, 6, 6, 6});                     \
  ExpectElementwise<T>("Mul", {1, 2, 3, 4, 5, 6}, {2, 3, 4, 5, 6, 7}, {2, 6, 12, 20, 30, 42});
  TF_CALL_NUMBER_TYPES(CHECK_TYPE)
#undef CHECK_TYPE
}

TEST_F(BinaryOpsTest, RealDivEveryType) {
#define CHECK_TYPE(T) ExpectElementwise<T>("RealDiv", {2, 6, 12, 20}, {1, 2, 4, 8}, {2, 3, 3, 2.5});
  TF_CALL_FLOAT_TYPES(CHECK_TYPE)
  TF_CALL_COMPLEX_TYPES(CHECK_TYPE)
#undef CHECK_TYPE
}

TEST_F(BinaryOpsTest, MaximumMinimumEveryType) {
#define CHECK_TYPE(T)                                                           \
  ExpectElementwise<T>("Maximum", {1, 9, 3, 7}, {4, 2, 3, 8}, {4, 9, 3, 8});    \
  ExpectElementwise<T>("Minimum", {1, 9, 3, 7}, {4, 2, 3, 8}, {1, 2, 3, 7});
  TF_CALL_REAL_NUMBER_TYPES(CHECK_TYPE)
#undef CHECK_TYPE
}

TEST_F(BinaryOpsTest, PowEveryType) {
#define CHECK_TYPE(T) ExpectElementwise<T>("Pow", {2, 3, 1, 5}, {3, 2, 6, 0}, {8, 9, 1, 1});
  TF_CALL_FLOAT_TYPES(CHECK_TYPE)
  TF_CALL_int8(CHECK_TYPE)
  TF_CALL_int16(CHECK_TYPE)
  TF_CALL_int32(CHECK_TYPE)
  TF_CALL_int64(CHECK_TYPE)
  TF_CALL_COMPLEX_TYPES(CHECK_TYPE)
#undef CHECK_TYPE
}

TEST_F(BinaryOpsTest, FloatSpecialValues) {
  const float nan = std::numeric_limits<float>::quiet_NaN();
  const float inf = std::numeric_limits<float>::infinity();
  ExpectResult("Maximum", test::AsTensor<float>({nan, 1, -inf}), test::AsTensor<float>({1, nan, 0}),
               test::AsTensor<float>({nan, nan, 0}));
  ExpectResult("Minimum", test::AsTensor<float>({nan, 1, inf}), test::AsTensor<float>({1, nan, 0}),
               test::AsTensor<float>({nan, nan, 0}));
  ExpectResult("RealDiv", test::AsTensor<float>({1, -1, 0}), test::AsTensor<float>({0, 0, 0}),
               test::AsTensor<float>({inf, -inf, nan}));
  ExpectResult("Pow", test::AsTensor<float>({4, 2, -8}), test::AsTensor<float>({0.5f, -1, 1}),
               test::AsTensor<float>({2, 0.5f, -8}));
}

TEST_F(BinaryOpsTest, IntegerPowRejectsNegativeExponents) {
  ExpectError("Pow", test::AsTensor<int32>({2, 3}), test::AsTensor<int32>({1, -1}),
              "Integers to negative integer powers are not allowed");
  ExpectError("Pow", test::AsTensor<int64>({2, 3}), test::AsScalar<int64>(-2),
              "Integers to negative integer powers are not allowed");
}

TEST_F(BinaryOpsTest, IntegerPowWrapsInsteadOfOverflowing) {
  // 3^40 overflows int32; the result wraps as unsigned arithmetic does.
  uint32 wrapped = 1;
  for (int i = 0; i < 40; ++i) wrapped *= 3u;
  ExpectResult("Pow", test::AsScalar<int32>(3), test::AsScalar<int32>(40),
               test::AsScalar<int32>(static_cast<int32>(wrapped)));
}

// Integer overflow wraps (as NumPy does) rather than being undefined. Nine elements cover Eigen's
// SIMD packets and its scalar tail; the scalar forms cover the broadcast paths.
TEST_F(BinaryOpsTest, IntegerOverflowWraps) {
  constexpr int32 kMax32 = std::numeric_limits<int32>::max();
  constexpr int32 kMin32 = std::numeric_limits<int32>::min();
  constexpr int64 kMin64 = std::numeric_limits<int64>::min();
  ExpectResult("AddV2", test::AsTensor<int32>(std::vector<int32>(9, kMax32)),
               test::AsScalar<int32>(1), test::AsTensor<int32>(std::vector<int32>(9, kMin32)));
  ExpectResult("Sub", test::AsTensor<int64>(std::vector<int64>(9, kMin64)),
               test::AsTensor<int64>(std::vector<int64>(9, 1)),
               test::AsTensor<int64>(std::vector<int64>(9, std::numeric_limits<int64>::max())));
  ExpectResult("Mul", test::AsScalar<int64>(-1),
               test::AsTensor<int64>(std::vector<int64>(9, kMin64)),
               test::AsTensor<int64>(std::vector<int64>(9, kMin64)));
  // uint16 * uint16 is computed in int by C++'s promotions, where this product overflows.
  ExpectResult("Mul", test::AsTensor<uint16>(std::vector<uint16>(9, 48830)),
               test::AsScalar<uint16>(48830),
               test::AsTensor<uint16>(
                   std::vector<uint16>(9, static_cast<uint16>(48830u * 48830u))));
  ExpectResult("Pow", test::AsScalar<int16>(-32768), test::AsScalar<int16>(2),
               test::AsScalar<int16>(0));
}

TEST_F(BinaryOpsTest, BroadcastShapes) {
  // [2,3] + [3]: a row against each row.
  ExpectResult("AddV2", AsTensorOf<float>({1, 2, 3, 4, 5, 6}, TensorShape({2, 3})),
               AsTensorOf<float>({10, 20, 30}, TensorShape({3})),
               AsTensorOf<float>({11, 22, 33, 14, 25, 36}, TensorShape({2, 3})));
  // [2,1] - [1,3]: an outer difference.
  ExpectResult("Sub", AsTensorOf<int32>({10, 20}, TensorShape({2, 1})),
               AsTensorOf<int32>({1, 2, 3}, TensorShape({1, 3})),
               AsTensorOf<int32>({9, 8, 7, 19, 18, 17}, TensorShape({2, 3})));
  // [3,1] * [3]: a column against a row, with the column on the left.
  ExpectResult("Mul", AsTensorOf<double>({1, 2, 3}, TensorShape({3, 1})),
               AsTensorOf<double>({1, 10, 100}, TensorShape({3})),
               AsTensorOf<double>({1, 10, 100, 2, 20, 200, 3, 30, 300}, TensorShape({3, 3})));
  // [1,1,1] + [3]: one element but of higher rank, so the output takes its rank.
  ExpectResult("AddV2", AsTensorOf<float>({1}, TensorShape({1, 1, 1})),
               AsTensorOf<float>({1, 2, 3}, TensorShape({3})),
               AsTensorOf<float>({2, 3, 4}, TensorShape({1, 1, 3})));
  // [1,3] + [3]: equal up to leading ones.
  ExpectResult("AddV2", AsTensorOf<float>({1, 2, 3}, TensorShape({1, 3})),
               AsTensorOf<float>({1, 1, 1}, TensorShape({3})),
               AsTensorOf<float>({2, 3, 4}, TensorShape({1, 3})));
  // [2,1,2] - [1,2,1] in the middle dimension.
  ExpectResult("Sub", AsTensorOf<float>({1, 2, 3, 4}, TensorShape({2, 1, 2})),
               AsTensorOf<float>({10, 20}, TensorShape({1, 2, 1})),
               AsTensorOf<float>({-9, -8, -19, -18, -7, -6, -17, -16}, TensorShape({2, 2, 2})));
  // Scalar with scalar.
  ExpectResult("Maximum", test::AsScalar<int64>(3), test::AsScalar<int64>(7),
               test::AsScalar<int64>(7));
}

TEST_F(BinaryOpsTest, EmptyTensors) {
  ExpectResult("AddV2", test::AsTensor<float>({}, TensorShape({0, 3})),
               test::AsTensor<float>({1, 2, 3}), test::AsTensor<float>({}, TensorShape({0, 3})));
  ExpectResult("Mul", test::AsTensor<int32>({}, TensorShape({0})), test::AsScalar<int32>(2),
               test::AsTensor<int32>({}, TensorShape({0})));
  ExpectResult("Sub", test::AsTensor<float>({}, TensorShape({2, 0})),
               test::AsTensor<float>({}, TensorShape({2, 0})),
               test::AsTensor<float>({}, TensorShape({2, 0})));
  ExpectResult("AddV2", test::AsTensor<float>({1, 2}, TensorShape({2, 1})),
               test::AsTensor<float>({}, TensorShape({0})),
               test::AsTensor<float>({}, TensorShape({2, 0})));
}

// NumPy's rule, one output element at a time: the reference the kernel's merged-row walk must
// agree with.
std::vector<float> ReferenceBroadcastAdd(const Tensor& x, const Tensor& y, TensorShape* shape) {
  const int rank = std::max(x.dims(), y.dims());
  std::vector<int64> x_dims(rank, 1), y_dims(rank, 1), out_dims(rank);
  for (int d = 0; d < x.dims(); ++d) x_dims[rank - x.dims() + d] = x.dim_size(d);
  for (int d = 0; d < y.dims(); ++d) y_dims[rank - y.dims() + d] = y.dim_size(d);
  for (int d = 0; d < rank; ++d) out_dims[d] = std::max(x_dims[d], y_dims[d]);
  *shape = TensorShape(out_dims);
  std::vector<float> out(shape->num_elements());
  for (int64 i = 0; i < shape->num_elements(); ++i) {
    int64 remainder = i, x_index = 0, y_index = 0, x_scale = 1, y_scale = 1;
    for (int d = rank - 1; d >= 0; --d) {
      const int64 coordinate = remainder % out_dims[d];
      remainder /= out_dims[d];
      x_index += (x_dims[d] == 1 ? 0 : coordinate) * x_scale;
      y_index += (y_dims[d] == 1 ? 0 : coordinate) * y_scale;
      x_scale *= x_dims[d];
      y_scale *= y_dims[d];
    }
    out[i] = x.base<const float>()[x_index] + y.base<const float>()[y_index];
  }
  return out;
}

TEST_F(BinaryOpsTest, BroadcastUpToRank8AgainstReference) {
  const std::vector<std::pair<TensorShape, TensorShape>> cases = {
      {TensorShape({2, 1, 2, 1, 2, 1, 2, 1}), TensorShape({1, 2, 1, 2, 1, 2, 1, 2})},
      {TensorShape({3, 1, 4, 1, 5, 1, 2, 2}), TensorShape({4, 1, 5, 3, 2, 2})},
      {TensorShape({1, 1, 1, 1, 1, 1, 1, 7}), TensorShape({2, 3, 1, 1, 1, 1, 1, 1})},
      {TensorShape({2, 3, 4, 5, 1, 1, 1, 1}), TensorShape({5, 3, 2, 1, 2})},
      {TensorShape({9, 1}), TensorShape({1, 2, 9, 1000})},
  };
  for (const auto& [x_shape, y_shape] : cases) {
    Tensor x(DT_FLOAT, x_shape);
    Tensor y(DT_FLOAT, y_shape);
    test::FillFn<float>(&x, [](int i) { return static_cast<float>(i % 97); });
    test::FillFn<float>(&y, [](int i) { return static_cast<float>((i % 89) * 1000); });
    TensorShape out_shape;
    const std::vector<float> expected = ReferenceBroadcastAdd(x, y, &out_shape);
    SCOPED_TRACE(x_shape.DebugString() + " + " + y_shape.DebugString());
    ExpectResult("AddV2", x, y, test::AsTensor<float>(expected, out_shape));
    // The operands swapped give the same sums.
    ExpectResult("AddV2", y, x, test::AsTensor<float>(expected, out_shape));
  }
}

TEST_F(BinaryOpsTest, LargeTensorsAreSplitAcrossThreads) {
  const int64 n = 1 << 20;
  Tensor x(DT_FLOAT, TensorShape({n}));
  Tensor y(DT_FLOAT, TensorShape({n}));
  Tensor expected(DT_FLOAT, TensorShape({n}));
  test::FillFn<float>(&x, [](int i) { return static_cast<float>(i % 1000); });
  test::FillFn<float>(&y, [](int i) { return static_cast<float>(i / 1000); });
  test::FillFn<float>(&expected, [](int i) { return static_cast<float>(i % 1000 + i / 1000); });
  ExpectResult("AddV2", x, y, expected);
  // A scalar against the large tensor, and a broadcast row.
  test::FillFn<float>(&expected, [](int i) { return static_cast<float>(i % 1000) * 2; });
  ExpectResult("Mul", x, test::AsScalar<float>(2), expected);
  Tensor matrix(DT_FLOAT, TensorShape({1024, 1024}));
  test::FillFn<float>(&matrix, [](int i) { return static_cast<float>(i / 1024); });
  Tensor row(DT_FLOAT, TensorShape({1024}));
  test::FillFn<float>(&row, [](int i) { return static_cast<float>(i); });
  Tensor sums(DT_FLOAT, TensorShape({1024, 1024}));
  test::FillFn<float>(&sums, [](int i) { return static_cast<float>(i / 1024 + i % 1024); });
  ExpectResult("AddV2", matrix, row, sums);
}

TEST_F(BinaryOpsTest, IncompatibleShapes) {
  ExpectError("AddV2", Tensor(DT_FLOAT, TensorShape({2, 3})), Tensor(DT_FLOAT, TensorShape({4})),
              "Incompatible shapes: [2,3] vs. [4]");
  ExpectError("Sub", Tensor(DT_INT32, TensorShape({2, 1, 3})),
              Tensor(DT_INT32, TensorShape({4, 2})), "Incompatible shapes: [2,1,3] vs. [4,2]");
  ExpectError("Mul", Tensor(DT_FLOAT, TensorShape({0})), Tensor(DT_FLOAT, TensorShape({2})),
              "Incompatible shapes: [0] vs. [2]");
}

TEST_F(BinaryOpsTest, KernelsOnlyForRegisteredTypes) {
  // As in TensorFlow, RealDiv has no integer CPU kernel and the ops reject other types.
  EXPECT_TRUE(test::IsError(Run("RealDiv", test::AsScalar<int32>(1), test::AsScalar<int32>(1)),
                            error::NOT_FOUND, "No registered 'RealDiv' OpKernel for 'CPU'"));
  EXPECT_TRUE(test::IsError(Run("AddV2", test::AsScalar<bool>(true), test::AsScalar<bool>(true)),
                            error::INVALID_ARGUMENT,
                            "Value for attr 'T' of bool is not in the list of allowed values"));
}

// Broadcasting an empty tensor with huge dimensions merges them without overflowing.
TEST_F(BinaryOpsTest, EmptyBroadcastWithHugeDimensions) {
  const Tensor x(DT_FLOAT, TensorShape({0, int64{1} << 62, 4}));
  const Tensor y(DT_FLOAT, TensorShape({0, 1, 1}));
  TF_ASSERT_OK(Run("AddV2", x, y));
  EXPECT_EQ(GetOutput(0)->shape(), x.shape());
  TF_ASSERT_OK(Run("Mul", y, x));
  EXPECT_EQ(GetOutput(0)->shape(), x.shape());
}

}  // namespace
}  // namespace tensorflow
