// Einsum: products, batches, contractions with summed and free labels on either side, ellipsis
// broadcasting (a size-1 dimension against a larger one), one-operand transposes and sums,
// every dtype, empty operands, and the equations it refuses.
#include <string>
#include <vector>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

class EinsumOpTest : public OpsTestBase {
 public:
  Status RunEinsum(const std::string& equation, const std::vector<Tensor>& inputs) {
    std::vector<NodeDefBuilder::NodeOut> outs;
    for (size_t i = 0; i < inputs.size(); ++i) outs.emplace_back("x", i, inputs[i].dtype());
    TF_RETURN_IF_ERROR(NodeDefBuilder("einsum", "Einsum")
                           .Input(outs)
                           .Attr("equation", equation)
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    for (const Tensor& input : inputs) AddInputTensorValue(input);
    return RunOpKernel();
  }
};

// [rows, cols] float tensor of 0, 1, 2, ...
Tensor Iota(const TensorShape& shape) {
  Tensor t(DT_FLOAT, shape);
  test::FillFn<float>(&t, [](int i) { return static_cast<float>(i); });
  return t;
}

TEST_F(EinsumOpTest, ProductsAndBatches) {
  const Tensor a = Iota({2, 3});
  const Tensor b = Iota({3, 4});
  TF_ASSERT_OK(RunEinsum("ij,jk->ik", {a, b}));
  test::ExpectTensorEqual<float>(
      *GetOutput(0), test::AsTensor<float>({20, 23, 26, 29, 56, 68, 80, 92}, {2, 4}));
  TF_ASSERT_OK(RunEinsum("ij,jk->ki", {a, b}));
  test::ExpectTensorEqual<float>(
      *GetOutput(0), test::AsTensor<float>({20, 56, 23, 68, 26, 80, 29, 92}, {4, 2}));
  // Batch label last in both operands and first in the output.
  TF_ASSERT_OK(RunEinsum("ijb,jkb->bik", {Iota({1, 2, 2}), Iota({2, 1, 2})}));
  test::ExpectTensorEqual<float>(*GetOutput(0), test::AsTensor<float>({4, 10}, {2, 1, 1}));
  TF_ASSERT_OK(RunEinsum("i,j->ij", {test::AsTensor<float>({1, 2}), test::AsTensor<float>({3, 4})}));
  test::ExpectTensorEqual<float>(*GetOutput(0), test::AsTensor<float>({3, 4, 6, 8}, {2, 2}));
  TF_ASSERT_OK(RunEinsum("ij,ij->ij", {a, a}));
  test::ExpectTensorEqual<float>(*GetOutput(0),
                                 test::AsTensor<float>({0, 1, 4, 9, 16, 25}, {2, 3}));
}

TEST_F(EinsumOpTest, SummedLabels) {
  // k only in b and not in the output: b is summed over it first.
  TF_ASSERT_OK(RunEinsum("ij,jk->i", {Iota({2, 3}), Iota({3, 2})}));
  // (a @ b) summed over k: rows [10, 13] and [28, 40].
  test::ExpectTensorEqual<float>(*GetOutput(0), test::AsTensor<float>({23, 68}));
  TF_ASSERT_OK(RunEinsum("ij,kl->", {Iota({2, 3}), Iota({2, 2})}));
  test::ExpectTensorEqual<float>(*GetOutput(0), test::AsScalar<float>(15 * 6));
  TF_ASSERT_OK(RunEinsum("abc->cb", {Iota({2, 3, 4})}));
  test::ExpectTensorEqual<float>(
      *GetOutput(0),
      test::AsTensor<float>({12, 20, 28, 14, 22, 30, 16, 24, 32, 18, 26, 34}, {4, 3}));
  TF_ASSERT_OK(RunEinsum("ij->", {Iota({2, 3})}));
  test::ExpectTensorEqual<float>(*GetOutput(0), test::AsScalar<float>(15));
  TF_ASSERT_OK(RunEinsum("ij->ij", {Iota({2, 3})}));
  test::ExpectTensorEqual<float>(*GetOutput(0), Iota({2, 3}));
}

TEST_F(EinsumOpTest, EllipsisBroadcast) {
  // [2, 1] batches against [5]: each batch pair multiplies [1, 2] by [2, 1] of ones.
  Tensor ones(DT_FLOAT, TensorShape({5, 2, 1}));
  test::FillFn<float>(&ones, [](int) { return 1.0f; });
  TF_ASSERT_OK(RunEinsum("...ij,...jk->...ik", {Iota({2, 1, 1, 2}), ones}));
  ASSERT_EQ(GetOutput(0)->shape(), TensorShape({2, 5, 1, 1}));
  const float* out = GetOutput(0)->base<float>();
  for (int i = 0; i < 10; ++i) EXPECT_EQ(out[i], i < 5 ? 1.0f : 5.0f) << i;
  TF_ASSERT_OK(RunEinsum("...ij->...ji", {Iota({2, 2, 3})}));
  test::ExpectTensorEqual<float>(
      *GetOutput(0), test::AsTensor<float>({0, 3, 1, 4, 2, 5, 6, 9, 7, 10, 8, 11}, {2, 3, 2}));
  TF_ASSERT_OK(RunEinsum("ij,jk->...ik", {Iota({1, 2}), Iota({2, 1})}));
  test::ExpectTensorEqual<float>(*GetOutput(0), test::AsTensor<float>({1}, {1, 1}));
}

TEST_F(EinsumOpTest, EveryDtype) {
  TF_ASSERT_OK(RunEinsum("i,i->", {test::AsTensor<int32>({1 << 30, 1 << 30, 1 << 30}),
                                   test::AsTensor<int32>({2, 2, 2})}));
  // 3 * 2^31 wraps to -2^31, as TensorFlow's int32 product does.
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsScalar<int32>(-2147483647 - 1));
  TF_ASSERT_OK(RunEinsum("ij,jk->ik", {test::AsTensor<int64>({1, 2}, {1, 2}),
                                       test::AsTensor<int64>({3, 4}, {2, 1})}));
  test::ExpectTensorEqual<int64>(*GetOutput(0), test::AsTensor<int64>({11}, {1, 1}));
  TF_ASSERT_OK(RunEinsum("i,i->", {test::AsTensor<complex64>({{0, 1}, {2, 0}}),
                                   test::AsTensor<complex64>({{0, 1}, {3, 0}})}));
  test::ExpectTensorEqual<complex64>(*GetOutput(0), test::AsScalar<complex64>({5, 0}));
  TF_ASSERT_OK(RunEinsum("i,i->", {test::AsTensorOf<Eigen::half>({1, 2}),
                                   test::AsTensorOf<Eigen::half>({1, 2})}));
  test::ExpectTensorEqual<Eigen::half>(*GetOutput(0), test::AsScalar<Eigen::half>(Eigen::half(5)));
  TF_ASSERT_OK(RunEinsum("ij->j", {test::AsTensorOf<bfloat16>({1, 2, 3, 4}, {2, 2})}));
  test::ExpectTensorEqual<bfloat16>(*GetOutput(0), test::AsTensorOf<bfloat16>({4, 6}));
  TF_ASSERT_OK(RunEinsum("ij,jk->ik", {test::AsTensor<double>({1, 2}, {1, 2}),
                                       test::AsTensor<double>({0.5, 0.25}, {2, 1})}));
  test::ExpectTensorEqual<double>(*GetOutput(0), test::AsTensor<double>({1}, {1, 1}));
}

TEST_F(EinsumOpTest, EmptyOperands) {
  TF_ASSERT_OK(RunEinsum("ij,jk->ik", {Iota({0, 3}), Iota({3, 2})}));
  EXPECT_EQ(GetOutput(0)->shape(), TensorShape({0, 2}));
  TF_ASSERT_OK(RunEinsum("ij,jk->ik", {Iota({2, 0}), Iota({0, 2})}));
  test::ExpectTensorEqual<float>(*GetOutput(0), test::AsTensor<float>({0, 0, 0, 0}, {2, 2}));
  TF_ASSERT_OK(RunEinsum("ij->i", {Iota({2, 0})}));
  test::ExpectTensorEqual<float>(*GetOutput(0), test::AsTensor<float>({0, 0}));
}

TEST_F(EinsumOpTest, Refusals) {
  const Tensor square = Iota({2, 2});
  EXPECT_TRUE(test::IsError(RunEinsum("ii->", {square}), error::INVALID_ARGUMENT,
                            "repeats label 'i' in input 0"));
  EXPECT_TRUE(test::IsError(RunEinsum("ij->iij", {square}), error::INVALID_ARGUMENT,
                            "repeats label 'i' in the output"));
  EXPECT_TRUE(test::IsError(RunEinsum("ij->k", {square}), error::INVALID_ARGUMENT,
                            "has output label 'k', which no input subscript has"));
  EXPECT_TRUE(test::IsError(RunEinsum("ij,jk->ik", {Iota({2, 3}), Iota({4, 4})}),
                            error::INVALID_ARGUMENT,
                            "Expected dimension 3 at axis 0 of the input shaped [4,4] but got "
                            "dimension 4"));
  EXPECT_TRUE(test::IsError(RunEinsum("ij,jk", {square, square}), error::INVALID_ARGUMENT,
                            "Expecting exactly one '->' in einsum equation: ij,jk"));
  EXPECT_TRUE(test::IsError(RunEinsum("ijk->i", {square}), error::INVALID_ARGUMENT,
                            "Expected input 0 to have rank 3 but got: 2"));
}

}  // namespace
}  // namespace tensorflow
