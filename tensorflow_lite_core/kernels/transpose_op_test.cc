// Transpose: every element size, permutations of rank 1 to 6 against a reference, tiled and
// contiguous paths, size-1 and empty dimensions, and bad permutations.
#include <vector>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

class TransposeOpTest : public OpsTestBase {
 public:
  Status RunTranspose(const Tensor& input, const Tensor& perm) {
    TF_RETURN_IF_ERROR(NodeDefBuilder("transpose", "Transpose")
                           .Input("x", 0, input.dtype())
                           .Input("perm", 0, perm.dtype())
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(input);
    AddInputTensorValue(perm);
    return RunOpKernel();
  }
};

// Output element at each coordinate, computed coordinate by coordinate.
template <typename T>
Tensor ReferenceTranspose(const Tensor& input, const std::vector<int32>& perm) {
  const int rank = input.dims();
  TensorShape shape;
  for (int p : perm) shape.AddDim(input.dim_size(p));
  Tensor output(input.dtype(), shape);
  std::vector<int64> in_strides(rank, 1);
  for (int d = rank - 2; d >= 0; --d) in_strides[d] = in_strides[d + 1] * input.dim_size(d + 1);
  for (int64 i = 0; i < output.NumElements(); ++i) {
    int64 remainder = i;
    int64 source = 0;
    for (int d = rank - 1; d >= 0; --d) {
      source += (remainder % shape.dim_size(d)) * in_strides[perm[d]];
      remainder /= shape.dim_size(d);
    }
    output.base<T>()[i] = input.base<const T>()[source];
  }
  return output;
}

template <typename T>
void CheckAgainstReference(TransposeOpTest* fixture, const TensorShape& shape,
                           const std::vector<int32>& perm) {
  Tensor input(DataTypeToEnum<T>::v(), shape);
  test::FillFn<T>(&input, [](int i) { return static_cast<T>(i % 120); });
  SCOPED_TRACE(shape.DebugString());
  const Status status = fixture->RunTranspose(input, test::AsTensor<int32>(perm));
  ASSERT_TRUE(status.ok()) << status;
  test::ExpectTensorEqual<T>(*fixture->GetOutput(0), ReferenceTranspose<T>(input, perm));
}

TEST_F(TransposeOpTest, Matrix) {
  TF_ASSERT_OK(RunTranspose(test::AsTensor<int32>({1, 2, 3, 4, 5, 6}, TensorShape({2, 3})),
                            test::AsTensor<int32>({1, 0})));
  test::ExpectTensorEqual<int32>(*GetOutput(0),
                                 test::AsTensor<int32>({1, 4, 2, 5, 3, 6}, TensorShape({3, 2})));
}

TEST_F(TransposeOpTest, EveryElementSize) {
#define CHECK_TYPE(T) CheckAgainstReference<T>(this, TensorShape({3, 5, 7}), {2, 0, 1});
  TF_CALL_POD_TYPES(CHECK_TYPE)
#undef CHECK_TYPE
  TF_ASSERT_OK(RunTranspose(test::AsTensor<tstring>({"a", "b", "c", "d"}, TensorShape({2, 2})),
                            test::AsTensor<int64>({1, 0})));
  test::ExpectTensorEqual<tstring>(
      *GetOutput(0), test::AsTensor<tstring>({"a", "c", "b", "d"}, TensorShape({2, 2})));
}

TEST_F(TransposeOpTest, ManyPermutationsAgainstReference) {
  const std::vector<std::pair<TensorShape, std::vector<int32>>> cases = {
      {TensorShape({7}), {0}},
      {TensorShape({33, 65}), {1, 0}},                 // tiles with ragged edges
      {TensorShape({2, 3, 4}), {0, 2, 1}},
      {TensorShape({2, 3, 4}), {1, 0, 2}},             // innermost stays: contiguous rows
      {TensorShape({2, 3, 4}), {2, 1, 0}},
      {TensorShape({4, 1, 3, 1, 2}), {4, 3, 2, 1, 0}},
      {TensorShape({2, 3, 2, 3, 2, 3}), {5, 3, 1, 0, 2, 4}},
      {TensorShape({2, 3, 4, 5}), {0, 1, 3, 2}},
      {TensorShape({2, 3, 4, 5}), {2, 3, 0, 1}},       // merges into a 2-D transpose
      {TensorShape({300, 200}), {1, 0}},               // large enough for several threads
  };
  for (const auto& [shape, perm] : cases) {
    CheckAgainstReference<float>(this, shape, perm);
    CheckAgainstReference<int8>(this, shape, perm);
  }
}

TEST_F(TransposeOpTest, SizeOneDimensionsOnlyReshape) {
  TF_ASSERT_OK(RunTranspose(test::AsTensor<float>({1, 2, 3}, TensorShape({1, 3, 1})),
                            test::AsTensor<int32>({2, 1, 0})));
  test::ExpectTensorEqual<float>(*GetOutput(0),
                                 test::AsTensor<float>({1, 2, 3}, TensorShape({1, 3, 1})));
  TF_ASSERT_OK(RunTranspose(test::AsScalar<float>(5), test::AsTensor<int32>({})));
  test::ExpectTensorEqual<float>(*GetOutput(0), test::AsScalar<float>(5));
}

TEST_F(TransposeOpTest, Empty) {
  TF_ASSERT_OK(RunTranspose(test::AsTensor<float>({}, TensorShape({0, 3})),
                            test::AsTensor<int32>({1, 0})));
  EXPECT_EQ(TensorShape({3, 0}), GetOutput(0)->shape());
}

TEST_F(TransposeOpTest, BadPermutations) {
  const Tensor input(DT_FLOAT, TensorShape({2, 3}));
  EXPECT_TRUE(test::IsError(RunTranspose(input, test::AsTensor<int32>({0, 0})),
                            error::INVALID_ARGUMENT, "1 is missing from {0,0}."));
  EXPECT_TRUE(test::IsError(RunTranspose(input, test::AsTensor<int32>({0, 2})),
                            error::INVALID_ARGUMENT, "2 is out of range [0 .. 2)"));
  EXPECT_TRUE(test::IsError(RunTranspose(input, test::AsTensor<int32>({-1, 0})),
                            error::INVALID_ARGUMENT, "-1 is out of range [0 .. 2)"));
  EXPECT_TRUE(test::IsError(RunTranspose(input, test::AsTensor<int32>({0, 1, 2})),
                            error::INVALID_ARGUMENT,
                            "transpose expects a vector of size 2. But input(1) is a vector of "
                            "size 3"));
  EXPECT_TRUE(test::IsError(RunTranspose(input, test::AsTensor<int32>({0, 1}, TensorShape({1, 2}))),
                            error::INVALID_ARGUMENT, "perm must be a vector, not [1,2]"));
}

// An empty input may have dimensions whose product overflows once its 0 moves last.
TEST_F(TransposeOpTest, EmptyInputWhoseOutputShapeOverflows) {
  const Tensor input(DT_FLOAT, TensorShape({0, int64{1} << 62, 4}));
  EXPECT_TRUE(test::IsError(RunTranspose(input, test::AsTensor<int32>({1, 2, 0})),
                            error::INVALID_ARGUMENT, "would have more than 2**63 - 1 elements"));
  TF_ASSERT_OK(RunTranspose(input, test::AsTensor<int32>({0, 2, 1})));
  EXPECT_EQ(GetOutput(0)->shape(), TensorShape({0, 4, int64{1} << 62}));
}

}  // namespace
}  // namespace tensorflow
