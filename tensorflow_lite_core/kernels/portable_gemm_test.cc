// PortableGemm against a naive product in double: every instantiated type, all four transpose
// combinations, shapes split into bands of rows or of columns (edges off the band size), several
// passes over blocks of op(b), and integer sums that wrap. It runs inside a test op's kernel, for
// the intra-op pool it splits over.
#include "tensorflow_lite_core/kernels/portable_gemm.h"

#include <array>
#include <complex>
#include <cstdint>
#include <limits>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {

REGISTER_OP("PortableGemmTestProduct")
    .Input("a: T")
    .Input("b: T")
    .Output("c: T")
    .Attr("T: {float, double, complex64, complex128, uint32, uint64}")
    .Attr("transpose_a: bool")
    .Attr("transpose_b: bool");

template <typename T>
class PortableGemmTestProductOp : public OpKernel {
 public:
  explicit PortableGemmTestProductOp(OpKernelConstruction* context) : OpKernel(context) {
    OP_REQUIRES_OK(context, context->GetAttr("transpose_a", &transpose_a_));
    OP_REQUIRES_OK(context, context->GetAttr("transpose_b", &transpose_b_));
  }
  void Compute(OpKernelContext* context) override {
    const Tensor& a = context->input(0);
    const Tensor& b = context->input(1);
    const int64 m = a.dim_size(transpose_a_ ? 1 : 0);
    const int64 k = a.dim_size(transpose_a_ ? 0 : 1);
    const int64 n = b.dim_size(transpose_b_ ? 0 : 1);
    Tensor* c = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, TensorShape({m, n}), &c));
    PortableGemm<T>(context, transpose_a_, transpose_b_, m, n, k, a.base<const T>(),
                    b.base<const T>(), c->base<T>());
  }

 private:
  bool transpose_a_ = false;
  bool transpose_b_ = false;
};

#define REGISTER(T)                                                                          \
  REGISTER_KERNEL_BUILDER(                                                                   \
      Name("PortableGemmTestProduct").Device(DEVICE_CPU).TypeConstraint<T>("T"), \
      PortableGemmTestProductOp<T>);
REGISTER(float)
REGISTER(double)
REGISTER(complex64)
REGISTER(complex128)
REGISTER(uint32)
REGISTER(uint64)
#undef REGISTER

namespace {

class PortableGemmTest : public OpsTestBase {
 protected:
  // op(a) * op(b) through the test op, with a and b as stored.
  Status Product(const Tensor& a, const Tensor& b, bool transpose_a, bool transpose_b) {
    TF_RETURN_IF_ERROR(NodeDefBuilder("product", "PortableGemmTestProduct")
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

  // Small integers (exact in every type), a [m, k] and b [k, n] checked in all four layouts.
  template <typename T>
  void Check(int m, int k, int n) {
    std::vector<double> a(m * k), b(k * n), expected(m * n, 0.0);
    for (int i = 0; i < m * k; ++i) a[i] = (i * 7 % 11) - 5;
    for (int i = 0; i < k * n; ++i) b[i] = (i * 5 % 7) - 3;
    if (std::is_unsigned_v<T>) {  // keep the sums non-negative, so they are exact too
      for (double& value : a) value += 5;
      for (double& value : b) value += 3;
    }
    for (int i = 0; i < m; ++i) {
      for (int p = 0; p < k; ++p) {
        for (int j = 0; j < n; ++j) expected[i * n + j] += a[i * k + p] * b[p * n + j];
      }
    }
    for (const bool transpose_a : {false, true}) {
      for (const bool transpose_b : {false, true}) {
        SCOPED_TRACE(::testing::Message() << DataTypeString(DataTypeToEnum<T>::value) << " m=" << m
                                          << " k=" << k << " n=" << n << " transpose_a="
                                          << transpose_a << " transpose_b=" << transpose_b);
        Tensor a_tensor = Stored<T>(a, m, k, transpose_a);
        Tensor b_tensor = Stored<T>(b, k, n, transpose_b);
        const Status status = Product(a_tensor, b_tensor, transpose_a, transpose_b);
        ASSERT_TRUE(status.ok()) << status;
        test::ExpectTensorEqual<T>(*GetOutput(0), test::AsTensorOf<T>(expected, {m, n}));
      }
    }
  }

  // `values` [rows, columns] as a tensor of T, stored transposed when `transposed`.
  template <typename T>
  static Tensor Stored(const std::vector<double>& values, int rows, int columns, bool transposed) {
    if (!transposed) return test::AsTensorOf<T>(values, {rows, columns});
    std::vector<double> out(values.size());
    for (int r = 0; r < rows; ++r) {
      for (int c = 0; c < columns; ++c) out[c * rows + r] = values[r * columns + c];
    }
    return test::AsTensorOf<T>(out, {columns, rows});
  }
};

TEST_F(PortableGemmTest, EveryTypeAndLayout) {
  Check<float>(5, 3, 7);
  Check<double>(5, 3, 7);
  Check<complex64>(5, 3, 7);
  Check<complex128>(5, 3, 7);
  Check<uint32>(5, 3, 7);
  Check<uint64>(5, 3, 7);
}

TEST_F(PortableGemmTest, VectorsAndDegenerateShapes) {
  for (const auto& [m, k, n] : {std::array<int, 3>{1, 1, 1}, {1, 9, 1}, {1, 1, 13}, {13, 1, 1},
                               {4, 1, 4}, {3, 2, 1}}) {
    Check<float>(m, k, n);
    Check<uint32>(m, k, n);
  }
}

// Bands of rows (m >= n) or columns, edges that are not multiples of the band or of four rows,
// columns wider than one pass, depths longer than one block of op(b).
TEST_F(PortableGemmTest, ProductsSplitIntoBandsBlocksAndPasses) {
  for (const auto& [m, k, n] : {std::array<int, 3>{301, 70, 45}, {45, 70, 301}, {2, 600, 3},
                               {1, 40, 3000}, {3000, 40, 1}, {67, 513, 700}}) {
    Check<float>(m, k, n);
    Check<uint64>(m, k, n);
    if (m * k * n < 1000000) Check<complex128>(m, k, n);
  }
}

TEST_F(PortableGemmTest, UnsignedSumsWrap) {
  constexpr uint32 kMax = std::numeric_limits<uint32>::max();
  TF_ASSERT_OK(Product(test::AsTensor<uint32>({kMax, kMax, 2}, {1, 3}),
                       test::AsTensor<uint32>({2, 2, 3}, {3, 1}), false, false));
  // 2 * (2^32 - 1) * 2 + 6 = 2^34 + 2 = 2 (mod 2^32)
  test::ExpectTensorEqual<uint32>(*GetOutput(0), test::AsTensor<uint32>({2}, {1, 1}));
}

}  // namespace
}  // namespace tensorflow
