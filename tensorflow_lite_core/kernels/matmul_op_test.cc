// MatMul: all four transpose combinations against a naive product, every registered dtype,
// empty and degenerate shapes, a size large enough for several threads, and bad shapes. Every
// product of a float, double, complex, half or bfloat16 goes to OpenBLAS, and no integer one
// does. Built a second time as matmul_op_without_openblas_test, where TFLC_NO_OPENBLAS keeps
// OpenBLAS unloaded: the same products then all take the portable GEMM.
#include <array>
#include <cstdlib>
#include <limits>
#include <type_traits>
#include <vector>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/kernels/blas_gemm.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

#ifdef MATMUL_TEST_WITHOUT_OPENBLAS
// Set before main, so before the first product would load OpenBLAS.
const bool kOpenBlasTurnedOff = setenv("TFLC_NO_OPENBLAS", "1", 1) == 0;
constexpr bool kOpenBlasExpected = false;
#else
const bool kOpenBlasTurnedOff = false;
constexpr bool kOpenBlasExpected = true;
#endif

// Whether MatMul of T goes to OpenBLAS when it is loaded (half and bfloat16 as float).
template <typename T>
constexpr bool kUsesOpenBlas = HasBlasGemm<T>::value || std::is_same_v<T, Eigen::half> ||
                               std::is_same_v<T, bfloat16>;

TEST(MatMulPathTest, OpenBlasIsTurnedOffOnlyInTheTargetThatAsksForIt) {
  EXPECT_EQ(kOpenBlasTurnedOff, !kOpenBlasExpected);
  EXPECT_EQ(std::getenv("TFLC_NO_OPENBLAS") != nullptr, !kOpenBlasExpected);
}

class MatMulOpTest : public OpsTestBase {
 public:
  Status RunMatMul(const Tensor& a, const Tensor& b, bool transpose_a, bool transpose_b) {
    TF_RETURN_IF_ERROR(NodeDefBuilder("matmul", "MatMul")
                           .Input("a", 0, a.dtype())
                           .Input("b", 0, b.dtype())
                           .Attr("transpose_a", transpose_a)
                           .Attr("transpose_b", transpose_b)
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(a);
    AddInputTensorValue(b);
    return RunOpKernel();
  }
};

// The product of a [m, k] and b [k, n], given as values, in double.
std::vector<double> NaiveProduct(const std::vector<double>& a, const std::vector<double>& b,
                                 int m, int k, int n) {
  std::vector<double> out(m * n, 0.0);
  for (int i = 0; i < m; ++i) {
    for (int j = 0; j < n; ++j) {
      for (int p = 0; p < k; ++p) out[i * n + j] += a[i * k + p] * b[p * n + j];
    }
  }
  return out;
}

std::vector<double> TransposeValues(const std::vector<double>& values, int rows, int columns) {
  std::vector<double> out(values.size());
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < columns; ++c) out[c * rows + r] = values[r * columns + c];
  }
  return out;
}

template <typename T>
void CheckType(MatMulOpTest* fixture, int m, int k, int n) {
  std::vector<double> a(m * k), b(k * n);
  for (int i = 0; i < m * k; ++i) a[i] = (i % 5) - 2;
  for (int i = 0; i < k * n; ++i) b[i] = (i % 3);
  const Tensor expected = test::AsTensorOf<T>(NaiveProduct(a, b, m, k, n), {m, n});
  for (const bool transpose_a : {false, true}) {
    for (const bool transpose_b : {false, true}) {
      const Tensor a_tensor =
          transpose_a ? test::AsTensorOf<T>(TransposeValues(a, m, k), {k, m})
                      : test::AsTensorOf<T>(a, {m, k});
      const Tensor b_tensor =
          transpose_b ? test::AsTensorOf<T>(TransposeValues(b, k, n), {n, k})
                      : test::AsTensorOf<T>(b, {k, n});
      SCOPED_TRACE(::testing::Message() << DataTypeString(expected.dtype()) << " transpose_a="
                                        << transpose_a << " transpose_b=" << transpose_b);
      const int64 products_before = BlasGemmProducts();
      const Status status = fixture->RunMatMul(a_tensor, b_tensor, transpose_a, transpose_b);
      ASSERT_TRUE(status.ok()) << status;
      test::ExpectClose(*fixture->GetOutput(0), expected);
      // One library product, or none where the type or the target keeps MatMul off it.
      EXPECT_EQ(BlasGemmProducts() - products_before,
                kUsesOpenBlas<T> && kOpenBlasExpected ? 1 : 0);
    }
  }
}

TEST_F(MatMulOpTest, EveryDtypeAndTransposition) {
#define CHECK_TYPE(T) CheckType<T>(this, 3, 4, 5);
  TF_CALL_FLOAT_TYPES(CHECK_TYPE)
  TF_CALL_int32(CHECK_TYPE)
  TF_CALL_int64(CHECK_TYPE)
  TF_CALL_COMPLEX_TYPES(CHECK_TYPE)
#undef CHECK_TYPE
}

TEST_F(MatMulOpTest, VectorsAndLargeMatrices) {
  CheckType<float>(this, 1, 7, 1);
  CheckType<float>(this, 1, 1, 9);
  CheckType<double>(this, 130, 70, 90);  // several blocks and threads
}

// Float, double and complex products go to the BLAS, the larger ones in bands of rows (or of
// columns, when those are more) on several threads: band edges that are not multiples of the
// band size, a single row or column split into bands, a contracted dimension of 1, and products
// too small to split.
TEST_F(MatMulOpTest, ProductsSplitIntoBands) {
  for (const auto& [m, k, n] : {std::array<int, 3>{600, 200, 100}, {100, 200, 600},
                               {1, 300, 30000}, {30000, 300, 1}, {257, 1, 263}, {33, 17, 33}}) {
    SCOPED_TRACE(::testing::Message() << "m=" << m << " k=" << k << " n=" << n);
    CheckType<float>(this, m, k, n);
    CheckType<complex64>(this, m, k, n);
    if (m * k * n < 1000000) {  // the same code as float and complex64; the naive check is slow
      CheckType<double>(this, m, k, n);
      CheckType<complex128>(this, m, k, n);
    }
  }
}

// Integer products and sums wrap on overflow (as NumPy's do) rather than being undefined.
TEST_F(MatMulOpTest, IntegerOverflowWraps) {
  constexpr int32 kMax32 = std::numeric_limits<int32>::max();
  // [max, max, max] . [2, 2, 2] = 6 * (2^31 - 1), which is -6 modulo 2^32.
  TF_ASSERT_OK(RunMatMul(test::AsTensor<int32>({kMax32, kMax32, kMax32}, {1, 3}),
                         test::AsTensor<int32>({2, 2, 2}, {3, 1}), false, false));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({-6}, {1, 1}));
  constexpr int64 kMin64 = std::numeric_limits<int64>::min();
  TF_ASSERT_OK(RunMatMul(test::AsTensor<int64>({kMin64, 1}, {1, 2}),
                         test::AsTensor<int64>({-1, -1}, {2, 1}), false, false));
  constexpr int64 kMax64 = std::numeric_limits<int64>::max();
  test::ExpectTensorEqual<int64>(*GetOutput(0), test::AsTensor<int64>({kMax64}, {1, 1}));
}

TEST_F(MatMulOpTest, EmptyDimensions) {
  // k == 0: an empty sum is zero.
  TF_ASSERT_OK(RunMatMul(test::AsTensor<float>({}, TensorShape({2, 0})),
                         test::AsTensor<float>({}, TensorShape({0, 3})), false, false));
  test::ExpectTensorEqual<float>(*GetOutput(0),
                                 test::AsTensor<float>({0, 0, 0, 0, 0, 0}, TensorShape({2, 3})));
  TF_ASSERT_OK(RunMatMul(test::AsTensor<float>({}, TensorShape({0, 4})),
                         Tensor(DT_FLOAT, TensorShape({4, 3})), false, false));
  EXPECT_EQ(TensorShape({0, 3}), GetOutput(0)->shape());
}

TEST_F(MatMulOpTest, BadShapes) {
  EXPECT_TRUE(test::IsError(RunMatMul(Tensor(DT_FLOAT, TensorShape({2, 3, 4})),
                                      Tensor(DT_FLOAT, TensorShape({4, 5})), false, false),
                            error::INVALID_ARGUMENT,
                            "In[0] is not a matrix. Instead it has shape [2,3,4]"));
  EXPECT_TRUE(test::IsError(RunMatMul(Tensor(DT_FLOAT, TensorShape({2, 3})),
                                      Tensor(DT_FLOAT, TensorShape({3})), false, false),
                            error::INVALID_ARGUMENT,
                            "In[1] is not a matrix. Instead it has shape [3]"));
  EXPECT_TRUE(test::IsError(RunMatMul(Tensor(DT_FLOAT, TensorShape({2, 3})),
                                      Tensor(DT_FLOAT, TensorShape({4, 5})), false, false),
                            error::INVALID_ARGUMENT,
                            "Matrix size-incompatible: In[0]: [2,3], In[1]: [4,5]"));
  EXPECT_TRUE(test::IsError(RunMatMul(Tensor(DT_FLOAT, TensorShape({2, 3})),
                                      Tensor(DT_FLOAT, TensorShape({2, 3})), false, false),
                            error::INVALID_ARGUMENT, "Matrix size-incompatible"));
}

// [m, 0] x [0, n] is valid for any m and n, but an output of m * n elements may not exist.
TEST_F(MatMulOpTest, EmptyOperandsWhoseProductShapeOverflows) {
  const Tensor a(DT_FLOAT, TensorShape({int64{1} << 32, 0}));
  const Tensor b(DT_FLOAT, TensorShape({0, int64{1} << 32}));
  EXPECT_TRUE(test::IsError(RunMatMul(a, b, false, false), error::INVALID_ARGUMENT,
                            "would have more than 2**63 - 1 elements"));
  TF_ASSERT_OK(RunMatMul(a, Tensor(DT_FLOAT, TensorShape({0, 0})), false, false));
  EXPECT_EQ(GetOutput(0)->shape(), TensorShape({int64{1} << 32, 0}));
}

}  // namespace
}  // namespace tensorflow
