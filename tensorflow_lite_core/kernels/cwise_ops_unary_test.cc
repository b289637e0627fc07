// Neg, Abs, Square, Sqrt, Rsqrt, Exp, Log, Tanh and Sigmoid: values for every registered dtype
// against the standard library, large and empty tensors, unregistered types.
#include <cmath>
#include <complex>
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

class UnaryOpsTest : public OpsTestBase {
 public:
  Status Run(const std::string& op, const Tensor& x) {
    TF_RETURN_IF_ERROR(NodeDefBuilder("unary", op).Input("x", 0, x.dtype()).Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(x);
    return RunOpKernel();
  }

  // Checks `op` on `inputs` against `reference` computed in double (or complex<double>), with
  // tolerances of the type.
  template <typename T, typename Reference>
  void Check(const std::string& op, const std::vector<double>& inputs, Reference reference,
             double tolerance = -1) {
    const Tensor x = test::AsTensorOf<T>(inputs, TensorShape({static_cast<int64>(inputs.size())}));
    Tensor expected(x.dtype(), x.shape());
    for (size_t i = 0; i < inputs.size(); ++i) {
      const T value = x.base<const T>()[i];
      if constexpr (std::is_same_v<T, complex64> || std::is_same_v<T, complex128>) {
        const std::complex<double> result =
            reference(std::complex<double>(value.real(), value.imag()));
        expected.base<T>()[i] = T(result.real(), result.imag());
      } else {
        expected.base<T>()[i] = static_cast<T>(reference(static_cast<double>(value)));
      }
    }
    const Status status = Run(op, x);
    ASSERT_TRUE(status.ok()) << op << " " << DataTypeString(x.dtype()) << ": " << status;
    SCOPED_TRACE(op + " " + DataTypeString(x.dtype()));
    test::ExpectClose(*GetOutput(0), expected, tolerance, tolerance);
  }
};

// Exact for every type: small integers.
const std::vector<double> kSmall = {-3, -1, 0, 2, 5};
const std::vector<double> kPositive = {0.25, 1, 2, 4, 9};

TEST_F(UnaryOpsTest, NegAndSquareEveryType) {
#define CHECK_TYPE(T)                                             \
  Check<T>("Neg", kSmall, [](auto v) { return -v; });             \
  Check<T>("Square", kSmall, [](auto v) { return v * v; });
  TF_CALL_FLOAT_TYPES(CHECK_TYPE)
  TF_CALL_int8(CHECK_TYPE)
  TF_CALL_int16(CHECK_TYPE)
  TF_CALL_int32(CHECK_TYPE)
  TF_CALL_int64(CHECK_TYPE)
  TF_CALL_COMPLEX_TYPES(CHECK_TYPE)
#undef CHECK_TYPE
}

TEST_F(UnaryOpsTest, AbsEveryType) {
#define CHECK_TYPE(T) Check<T>("Abs", kSmall, [](double v) { return std::abs(v); });
  TF_CALL_FLOAT_TYPES(CHECK_TYPE)
  TF_CALL_int8(CHECK_TYPE)
  TF_CALL_int16(CHECK_TYPE)
  TF_CALL_int32(CHECK_TYPE)
  TF_CALL_int64(CHECK_TYPE)
#undef CHECK_TYPE
}

// Integer overflow wraps (as NumPy does) rather than being undefined: the most negative value is
// its own negation and absolute value. Nine elements cover Eigen's SIMD packets and scalar tail.
TEST_F(UnaryOpsTest, IntegerOverflowWraps) {
  constexpr int64 kMin64 = std::numeric_limits<int64>::min();
  constexpr int32 kMin32 = std::numeric_limits<int32>::min();
  const Tensor min64 = test::AsTensor<int64>(std::vector<int64>(9, kMin64));
  TF_ASSERT_OK(Run("Neg", min64));
  test::ExpectTensorEqual<int64>(*GetOutput(0), min64);
  TF_ASSERT_OK(Run("Abs", test::AsTensor<int32>(std::vector<int32>(9, kMin32))));
  test::ExpectTensorEqual<int32>(*GetOutput(0),
                                 test::AsTensor<int32>(std::vector<int32>(9, kMin32)));
  TF_ASSERT_OK(Run("Square", test::AsTensor<int64>(std::vector<int64>(9, int64{1} << 32))));
  test::ExpectTensorEqual<int64>(*GetOutput(0), test::AsTensor<int64>(std::vector<int64>(9, 0)));
  TF_ASSERT_OK(Run("Square", test::AsTensor<int16>(std::vector<int16>(9, -32768))));
  test::ExpectTensorEqual<int16>(*GetOutput(0), test::AsTensor<int16>(std::vector<int16>(9, 0)));
}

TEST_F(UnaryOpsTest, TranscendentalEveryType) {
  // Loose enough for half and bfloat16, whose results are rounded to 8 or 11 bits.
#define CHECK_TYPE(T)                                                                        \
  {                                                                                          \
    const double tolerance = sizeof(T) == 2 ? 1e-2 : -1;                                     \
    Check<T>("Sqrt", kPositive, [](auto v) { return std::sqrt(v); }, tolerance);             \
    Check<T>("Rsqrt", kPositive, [](auto v) { return 1.0 / std::sqrt(v); }, tolerance);      \
    Check<T>("Exp", kSmall, [](auto v) { return std::exp(v); }, tolerance);                  \
    Check<T>("Log", kPositive, [](auto v) { return std::log(v); }, tolerance);               \
    Check<T>("Tanh", kSmall, [](auto v) { return std::tanh(v); }, tolerance);                \
    Check<T>("Sigmoid", kSmall, [](auto v) { return 1.0 / (1.0 + std::exp(-v)); }, tolerance); \
  }
  TF_CALL_FLOAT_TYPES(CHECK_TYPE)
#undef CHECK_TYPE
  // Complex arguments off the real axis, where the complex functions differ from the real ones.
  const std::vector<std::complex<double>> z = {{1, 2}, {-0.5, 0.25}, {3, -1}};
  for (const std::string op : {"Sqrt", "Rsqrt", "Exp", "Log", "Tanh", "Sigmoid"}) {
    Tensor x(DT_COMPLEX128, TensorShape({3}));
    Tensor expected(DT_COMPLEX128, TensorShape({3}));
    for (int i = 0; i < 3; ++i) {
      const std::complex<double> v = z[i];
      x.base<complex128>()[i] = v;
      std::complex<double> result;
      if (op == "Sqrt") result = std::sqrt(v);
      if (op == "Rsqrt") result = 1.0 / std::sqrt(v);
      if (op == "Exp") result = std::exp(v);
      if (op == "Log") result = std::log(v);
      if (op == "Tanh") result = std::tanh(v);
      if (op == "Sigmoid") result = 1.0 / (1.0 + std::exp(-v));
      expected.base<complex128>()[i] = result;
    }
    TF_ASSERT_OK(Run(op, x));
    SCOPED_TRACE(op);
    test::ExpectClose(*GetOutput(0), expected, 1e-12, 1e-12);
  }
}

TEST_F(UnaryOpsTest, SpecialValues) {
  const float inf = std::numeric_limits<float>::infinity();
  TF_ASSERT_OK(Run("Log", test::AsTensor<float>({0, -1})));
  EXPECT_EQ(-inf, GetOutput(0)->base<float>()[0]);
  EXPECT_TRUE(std::isnan(GetOutput(0)->base<float>()[1]));
  TF_ASSERT_OK(Run("Sigmoid", test::AsTensor<float>({-inf, inf, 100, -100})));
  test::ExpectClose(*GetOutput(0), test::AsTensor<float>({0, 1, 1, 0}));
  TF_ASSERT_OK(Run("Rsqrt", test::AsTensor<float>({0})));
  EXPECT_EQ(inf, GetOutput(0)->base<float>()[0]);
}

TEST_F(UnaryOpsTest, LargeAndEmpty) {
  Tensor x(DT_FLOAT, TensorShape({200000}));
  test::FillFn<float>(&x, [](int i) { return static_cast<float>(i % 1000) - 500; });
  Tensor expected(DT_FLOAT, TensorShape({200000}));
  test::FillFn<float>(&expected, [](int i) { return 500 - static_cast<float>(i % 1000); });
  TF_ASSERT_OK(Run("Neg", x));
  test::ExpectTensorEqual<float>(*GetOutput(0), expected);
  TF_ASSERT_OK(Run("Exp", test::AsTensor<double>({}, TensorShape({3, 0}))));
  EXPECT_EQ(TensorShape({3, 0}), GetOutput(0)->shape());
}

TEST_F(UnaryOpsTest, UnregisteredTypes) {
  // The ops refuse these types (Abs of complex, Sqrt of integers).
  EXPECT_TRUE(test::IsError(Run("Abs", test::AsTensor<complex64>({{1, 1}})),
                            error::INVALID_ARGUMENT,
                            "Value for attr 'T' of complex64 is not in the list of allowed values"));
  EXPECT_TRUE(test::IsError(Run("Sqrt", test::AsTensor<int32>({4})), error::INVALID_ARGUMENT,
                            "Value for attr 'T' of int32 is not in the list of allowed values"));
}

}  // namespace
}  // namespace tensorflow
