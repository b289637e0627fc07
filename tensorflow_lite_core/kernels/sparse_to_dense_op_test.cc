// SparseToDense: matrix, vector and scalar indices, one value for all, strings, the checks of
// validate_indices (bounds, order, repeats) and what remains without it.
#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

class SparseToDenseOpTest : public OpsTestBase {
 public:
  Status Run(const Tensor& indices, const Tensor& shape, const Tensor& values,
             const Tensor& default_value, bool validate = true) {
    TF_RETURN_IF_ERROR(NodeDefBuilder("sparse_to_dense", "SparseToDense")
                           .Input("sparse_indices", 0, indices.dtype())
                           .Input("output_shape", 0, shape.dtype())
                           .Input("sparse_values", 0, values.dtype())
                           .Input("default_value", 0, default_value.dtype())
                           .Attr("validate_indices", validate)
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(indices);
    AddInputTensorValue(shape);
    AddInputTensorValue(values);
    AddInputTensorValue(default_value);
    return RunOpKernel();
  }
};

TEST_F(SparseToDenseOpTest, MatrixVectorAndScalarIndices) {
  TF_ASSERT_OK(Run(test::AsTensor<int64>({0, 1, 1, 2}, {2, 2}), test::AsTensor<int64>({2, 3}),
                   test::AsTensor<float>({5, 6}), test::AsScalar<float>(-1)));
  test::ExpectTensorEqual<float>(*GetOutput(0),
                                 test::AsTensor<float>({-1, 5, -1, -1, -1, 6}, {2, 3}));
  TF_ASSERT_OK(Run(test::AsTensor<int32>({1, 3}), test::AsTensor<int32>({5}),
                   test::AsScalar<int32>(7), test::AsScalar<int32>(0)));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({0, 7, 0, 7, 0}));
  TF_ASSERT_OK(Run(test::AsScalar<int32>(2), test::AsTensor<int32>({3}),
                   test::AsScalar<tstring>("on"), test::AsScalar<tstring>("off")));
  test::ExpectTensorEqual<tstring>(*GetOutput(0), test::AsTensor<tstring>({"off", "off", "on"}));
  TF_ASSERT_OK(Run(Tensor(DT_INT32, TensorShape({0, 2})), test::AsTensor<int32>({2, 2}),
                   Tensor(DT_BOOL, TensorShape({0})), test::AsScalar<bool>(true)));
  test::ExpectTensorEqual<bool>(*GetOutput(0), test::AsTensor<bool>({true, true, true, true}, {2, 2}));
}

TEST_F(SparseToDenseOpTest, ValidatedIndices) {
  const Tensor shape = test::AsTensor<int32>({2, 3});
  const Tensor values = test::AsTensor<int32>({5, 6});
  const Tensor zero = test::AsScalar<int32>(0);
  EXPECT_TRUE(test::IsError(Run(test::AsTensor<int32>({0, 1, 1, 3}, {2, 2}), shape, values, zero),
                            error::INVALID_ARGUMENT,
                            "indices[1] = [1,3] is out of bounds: need 0 <= index < [2,3]"));
  EXPECT_TRUE(test::IsError(Run(test::AsTensor<int32>({1, 1, 0, 2}, {2, 2}), shape, values, zero),
                            error::INVALID_ARGUMENT,
                            "indices[1] = [0,2] is out of order. Many sparse ops require sorted "
                            "indices.\n    Use `tf.sparse.reorder` to create a correctly ordered "
                            "copy.\n\n"));
  EXPECT_TRUE(test::IsError(Run(test::AsTensor<int32>({1, 1, 1, 1}, {2, 2}), shape, values, zero),
                            error::INVALID_ARGUMENT, "indices[1] = [1,1] is repeated"));
  // Without validation order and repeats pass (the last value wins); bounds are still checked.
  TF_ASSERT_OK(Run(test::AsTensor<int32>({1, 1, 1, 1}, {2, 2}), shape, values, zero, false));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({0, 0, 0, 0, 6, 0}, {2, 3}));
  EXPECT_TRUE(test::IsError(Run(test::AsTensor<int32>({-1, 0}, {1, 2}), shape,
                                test::AsTensor<int32>({5}), zero, false),
                            error::INVALID_ARGUMENT,
                            "Indices are not valid (out of bounds).  Shape: [2,3]"));
}

TEST_F(SparseToDenseOpTest, ShapeRefusals) {
  const Tensor zero = test::AsScalar<int32>(0);
  EXPECT_TRUE(test::IsError(Run(test::AsTensor<int32>({1}, {1, 1, 1}), test::AsTensor<int32>({5}),
                                test::AsTensor<int32>({5}), zero),
                            error::INVALID_ARGUMENT,
                            "sparse_indices should be a scalar, vector, or matrix, got shape "
                            "[1,1,1]"));
  EXPECT_TRUE(test::IsError(Run(test::AsTensor<int32>({1, 2}), test::AsTensor<int32>({5}, {1, 1}),
                                test::AsTensor<int32>({5, 6}), zero),
                            error::INVALID_ARGUMENT, "output_shape must be rank 1, got shape [1,1]"));
  EXPECT_TRUE(test::IsError(Run(test::AsTensor<int32>({1, 2}), test::AsTensor<int32>({5}),
                                test::AsTensor<int32>({5, 6, 7}), zero),
                            error::INVALID_ARGUMENT,
                            "sparse_values has incorrect shape [3], should be [] or [2]"));
  EXPECT_TRUE(test::IsError(Run(test::AsTensor<int32>({1, 2}), test::AsTensor<int32>({5}),
                                test::AsTensor<int32>({5, 6}), test::AsTensor<int32>({0})),
                            error::INVALID_ARGUMENT, "default_value should be a scalar."));
  EXPECT_TRUE(test::IsError(Run(test::AsTensor<int32>({1, 2}, {1, 2}), test::AsTensor<int32>({5}),
                                test::AsTensor<int32>({5}), zero),
                            error::INVALID_ARGUMENT,
                            "output_shape has incorrect number of elements: 1 should be: 2"));
  EXPECT_TRUE(test::IsError(Run(test::AsTensor<int32>({0}, {1, 1}), test::AsTensor<int32>({-3}),
                                test::AsTensor<int32>({5}), zero),
                            error::INVALID_ARGUMENT, "Dimension -3 must be >= 0"));
}

}  // namespace
}  // namespace tensorflow
