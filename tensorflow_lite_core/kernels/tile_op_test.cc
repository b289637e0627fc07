// Tile: every rank against a reference, zero and one multiples, scalars, the dtypes TensorFlow's
// kernel takes (and its error for the rest), and TensorFlow's errors.
#include <vector>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

class TileOpTest : public OpsTestBase {
 public:
  Status RunTile(const Tensor& input, const Tensor& multiples) {
    TF_RETURN_IF_ERROR(NodeDefBuilder("tile", "Tile")
                           .Input("input", 0, input.dtype())
                           .Input("multiples", 0, multiples.dtype())
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(input);
    AddInputTensorValue(multiples);
    return RunOpKernel();
  }
};

TEST_F(TileOpTest, ThreeDimensionsAgainstReference) {
  Tensor input(DT_INT32, TensorShape({2, 1, 3}));
  test::FillIota<int32>(&input, 0);
  TF_ASSERT_OK(RunTile(input, test::AsTensor<int64>({2, 3, 2})));
  Tensor expected(DT_INT32, TensorShape({4, 3, 6}));
  test::FillFn<int32>(&expected, [](int i) {
    const int a = (i / 18) % 2, c = (i % 6) % 3;
    return a * 3 + c;
  });
  test::ExpectTensorEqual<int32>(*GetOutput(0), expected);
}

TEST_F(TileOpTest, OnesZerosAndScalars) {
  TF_ASSERT_OK(RunTile(test::AsTensor<float>({1, 2}), test::AsTensor<int32>({1})));
  EXPECT_TRUE(GetOutput(0)->SharesBufferWith(GetInput(0)));
  TF_ASSERT_OK(RunTile(test::AsTensor<float>({1, 2}), test::AsTensor<int32>({0})));
  EXPECT_EQ(GetOutput(0)->shape(), TensorShape({0}));
  TF_ASSERT_OK(RunTile(test::AsScalar<float>(5), test::AsTensor<int32>({})));
  test::ExpectTensorEqual<float>(*GetOutput(0), test::AsScalar<float>(5));
  TF_ASSERT_OK(RunTile(Tensor(DT_FLOAT, {0, 2}), test::AsTensor<int32>({3, 2})));
  EXPECT_EQ(GetOutput(0)->shape(), TensorShape({0, 4}));
}

template <typename T>
void CheckType(TileOpTest* fixture) {
  const Status status = fixture->RunTile(test::AsTensorOf<T>({1, 2}), test::AsTensor<int32>({2}));
  ASSERT_TRUE(status.ok()) << DataTypeString(DataTypeToEnum<T>::v()) << ": " << status;
  test::ExpectTensorEqual<T>(*fixture->GetOutput(0), test::AsTensorOf<T>({1, 2, 1, 2}));
}

TEST_F(TileOpTest, EveryDtypeTensorFlowTiles) {
#define CHECK_TYPE(T) CheckType<T>(this);
  TF_CALL_bool(CHECK_TYPE) TF_CALL_int8(CHECK_TYPE) TF_CALL_uint8(CHECK_TYPE)
  TF_CALL_int16(CHECK_TYPE) TF_CALL_int32(CHECK_TYPE) TF_CALL_uint32(CHECK_TYPE)
  TF_CALL_int64(CHECK_TYPE) TF_CALL_uint64(CHECK_TYPE) TF_CALL_FLOAT_TYPES(CHECK_TYPE)
  TF_CALL_COMPLEX_TYPES(CHECK_TYPE)
#undef CHECK_TYPE
  TF_ASSERT_OK(RunTile(test::AsTensor<tstring>({"a", "b"}), test::AsTensor<int32>({2})));
  test::ExpectTensorEqual<tstring>(*GetOutput(0), test::AsTensor<tstring>({"a", "b", "a", "b"}));
  EXPECT_TRUE(test::IsError(RunTile(Tensor(DT_UINT16, {2}), test::AsTensor<int32>({2})),
                            error::UNIMPLEMENTED,
                            "TileOp : The input data type is not supported, DataType : uint16, "
                            "Dimension : 1"));
  EXPECT_TRUE(test::IsError(RunTile(Tensor(DT_QINT8, {2}), test::AsTensor<int32>({2})),
                            error::UNIMPLEMENTED, "DataType : qint8"));
  // Nothing to copy: no refusal, as in TensorFlow.
  TF_ASSERT_OK(RunTile(Tensor(DT_UINT16, {2}), test::AsTensor<int32>({1})));
}

TEST_F(TileOpTest, TensorFlowsErrors) {
  const Tensor x(DT_FLOAT, TensorShape({2, 3, 4}));
  EXPECT_TRUE(test::IsError(RunTile(x, test::AsTensor<int32>({1, 2})), error::INVALID_ARGUMENT,
                            "Expected multiples argument to be a vector of length 3 but got "
                            "length 2"));
  EXPECT_TRUE(test::IsError(RunTile(x, test::AsTensor<int32>({1, -2, 1})), error::INVALID_ARGUMENT,
                            "Expected multiples[1] >= 0, but got -2"));
  EXPECT_TRUE(test::IsError(RunTile(x, test::AsTensor<int32>({1, 1, 1}, {1, 3})),
                            error::INVALID_ARGUMENT,
                            "Expected multiples to be 1-D, but got shape [1,3]"));
  EXPECT_TRUE(test::IsError(RunTile(x, test::AsTensor<int64>({int64{1} << 62, int64{1} << 62, 1})),
                            error::INVALID_ARGUMENT,
                            "Expected a non-negative size, got -9223372036854775808"));
}

}  // namespace
}  // namespace tensorflow
