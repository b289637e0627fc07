// Pack and Unpack: every axis (negative too), one input, empty pieces, every dtype TensorFlow
// registers for each, the row-view path, and TensorFlow's errors.
#include <string>
#include <vector>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

class PackOpTest : public OpsTestBase {
 public:
  Status RunPack(const std::vector<Tensor>& values, int axis) {
    std::vector<NodeDefBuilder::NodeOut> inputs;
    for (size_t i = 0; i < values.size(); ++i) {
      inputs.emplace_back("value" + std::to_string(i), 0, values[i].dtype());
    }
    TF_RETURN_IF_ERROR(
        NodeDefBuilder("pack", "Pack").Input(inputs).Attr("axis", axis).Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    for (const Tensor& value : values) AddInputTensorValue(value);
    return RunOpKernel();
  }

  Status RunUnpack(const Tensor& value, int num, int axis) {
    TF_RETURN_IF_ERROR(NodeDefBuilder("unpack", "Unpack")
                           .Input("value", 0, value.dtype())
                           .Attr("num", num)
                           .Attr("axis", axis)
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(value);
    return RunOpKernel();
  }
};

TEST_F(PackOpTest, EachAxis) {
  const Tensor a = test::AsTensor<int32>({1, 2, 3, 4}, TensorShape({2, 2}));
  const Tensor b = test::AsTensor<int32>({5, 6, 7, 8}, TensorShape({2, 2}));
  TF_ASSERT_OK(RunPack({a, b}, 0));
  test::ExpectTensorEqual<int32>(
      *GetOutput(0), test::AsTensor<int32>({1, 2, 3, 4, 5, 6, 7, 8}, TensorShape({2, 2, 2})));
  TF_ASSERT_OK(RunPack({a, b}, 1));
  test::ExpectTensorEqual<int32>(
      *GetOutput(0), test::AsTensor<int32>({1, 2, 5, 6, 3, 4, 7, 8}, TensorShape({2, 2, 2})));
  TF_ASSERT_OK(RunPack({a, b}, -1));
  test::ExpectTensorEqual<int32>(
      *GetOutput(0), test::AsTensor<int32>({1, 5, 2, 6, 3, 7, 4, 8}, TensorShape({2, 2, 2})));
  TF_ASSERT_OK(RunPack({test::AsScalar<float>(1), test::AsScalar<float>(2)}, 0));
  test::ExpectTensorEqual<float>(*GetOutput(0), test::AsTensor<float>({1, 2}));
}

TEST_F(PackOpTest, OneInputSharesItsBufferAndEmptyInputsStack) {
  TF_ASSERT_OK(RunPack({test::AsTensor<int32>({1, 2})}, 1));
  EXPECT_TRUE(GetOutput(0)->SharesBufferWith(GetInput(0)));
  EXPECT_EQ(GetOutput(0)->shape(), TensorShape({2, 1}));
  TF_ASSERT_OK(RunPack({Tensor(DT_FLOAT, {0, 3}), Tensor(DT_FLOAT, {0, 3})}, 1));
  EXPECT_EQ(GetOutput(0)->shape(), TensorShape({0, 2, 3}));
}

template <typename T>
void CheckPack(PackOpTest* fixture) {
  const Status status = fixture->RunPack(
      {test::AsTensorOf<T>({1, 2}), test::AsTensorOf<T>({3, 4})}, 1);
  ASSERT_TRUE(status.ok()) << DataTypeString(DataTypeToEnum<T>::v()) << ": " << status;
  test::ExpectTensorEqual<T>(*fixture->GetOutput(0), test::AsTensorOf<T>({1, 3, 2, 4}, {2, 2}));
}

template <typename T>
void CheckUnpack(PackOpTest* fixture) {
  const Status status = fixture->RunUnpack(test::AsTensorOf<T>({1, 2, 3, 4}, {2, 2}), 2, 1);
  ASSERT_TRUE(status.ok()) << DataTypeString(DataTypeToEnum<T>::v()) << ": " << status;
  test::ExpectTensorEqual<T>(*fixture->GetOutput(0), test::AsTensorOf<T>({1, 3}));
  test::ExpectTensorEqual<T>(*fixture->GetOutput(1), test::AsTensorOf<T>({2, 4}));
}

TEST_F(PackOpTest, EveryDtype) {
#define CHECK_TYPE(T) CheckPack<T>(this);
  TF_CALL_POD_TYPES(CHECK_TYPE)
  TF_CALL_QUANTIZED_TYPES(CHECK_TYPE)
  TF_CALL_qint16(CHECK_TYPE)
  TF_CALL_quint16(CHECK_TYPE)
#undef CHECK_TYPE
#define CHECK_TYPE(T) CheckUnpack<T>(this);
  TF_CALL_POD_TYPES(CHECK_TYPE)
#undef CHECK_TYPE
  TF_ASSERT_OK(RunPack({test::AsScalar<tstring>("a"), test::AsScalar<tstring>("b")}, 0));
  test::ExpectTensorEqual<tstring>(*GetOutput(0), test::AsTensor<tstring>({"a", "b"}));
  TF_ASSERT_OK(RunUnpack(test::AsTensor<tstring>({"a", "b"}), 2, 0));
  test::ExpectTensorEqual<tstring>(*GetOutput(1), test::AsScalar<tstring>("b"));
  // TensorFlow has no quantized Unpack.
  EXPECT_TRUE(test::IsError(RunUnpack(Tensor(DT_QINT8, {2}), 2, 0), error::NOT_FOUND, "Unpack"));
}

TEST_F(PackOpTest, UnpackEachAxisAndRowViews) {
  Tensor input(DT_INT32, TensorShape({2, 3, 16}));
  test::FillIota<int32>(&input, 0);
  TF_ASSERT_OK(RunUnpack(input, 2, 0));
  EXPECT_TRUE(GetOutput(1)->SharesBufferWith(GetInput(0)));  // 48 int32 a row: aligned
  EXPECT_EQ(GetOutput(1)->base<int32>()[0], 48);
  TF_ASSERT_OK(RunUnpack(input, 16, -1));
  EXPECT_EQ(GetOutput(5)->shape(), TensorShape({2, 3}));
  test::ExpectTensorEqual<int32>(
      *GetOutput(5), test::AsTensor<int32>({5, 21, 37, 53, 69, 85}, TensorShape({2, 3})));
  TF_ASSERT_OK(RunUnpack(Tensor(DT_FLOAT, {0, 3}), 0, 0));
  TF_ASSERT_OK(RunUnpack(Tensor(DT_FLOAT, {2, 0}), 2, 0));
  EXPECT_EQ(GetOutput(1)->shape(), TensorShape({0}));
}

TEST_F(PackOpTest, TensorFlowsErrors) {
  EXPECT_TRUE(test::IsError(RunPack({Tensor(DT_FLOAT, {2}), Tensor(DT_FLOAT, {3})}, 0),
                            error::INVALID_ARGUMENT,
                            "Shapes of all inputs must match: values[0].shape = [2] != "
                            "values[1].shape = [3]"));
  EXPECT_TRUE(test::IsError(RunPack({Tensor(DT_FLOAT, {2}), Tensor(DT_FLOAT, {2})}, 2),
                            error::INVALID_ARGUMENT, "axis = 2 not in [-2, 2)"));
  EXPECT_TRUE(test::IsError(RunPack({Tensor(DT_FLOAT, {2}), Tensor(DT_FLOAT, {2})}, -3),
                            error::INVALID_ARGUMENT, "axis = -3 not in [-2, 2)"));
  EXPECT_TRUE(test::IsError(RunUnpack(Tensor(DT_FLOAT, {2, 3, 4}), 2, 5), error::INVALID_ARGUMENT,
                            "axis = 5 not in [-3, 3)"));
  EXPECT_TRUE(test::IsError(RunUnpack(Tensor(DT_FLOAT, {2, 3, 4}), 3, 0), error::INVALID_ARGUMENT,
                            "Input shape axis 0 must equal 3, got shape [2,3,4]"));
  EXPECT_TRUE(test::IsError(RunUnpack(test::AsScalar<float>(1), 1, 0), error::INVALID_ARGUMENT,
                            "axis = 0 not in [0, 0)"));
}

}  // namespace
}  // namespace tensorflow
