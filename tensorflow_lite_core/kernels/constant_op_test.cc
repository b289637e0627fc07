// Const, Fill, ZerosLike and OnesLike: values for every registered dtype, empty shapes, and bad
// attrs and inputs.
#include <string>
#include <vector>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

class ConstantOpTest : public OpsTestBase {
 protected:
  Status MakeConst(const TensorProto& value, DataType dtype) {
    TF_RETURN_IF_ERROR(NodeDefBuilder("const", "Const")
                           .Attr("value", value)
                           .Attr("dtype", dtype)
                           .Finalize(node_def()));
    return InitOp();
  }

  template <typename T>
  void ExpectFill(const std::vector<int64>& dims, double value) {
    TF_ASSERT_OK(NodeDefBuilder("fill", "Fill")
                     .Input("dims", 0, DT_INT64)
                     .Input("value", 0, DataTypeToEnum<T>::v())
                     .Finalize(node_def()));
    TF_ASSERT_OK(InitOp());
    AddInputFromArray<int64>(TensorShape({static_cast<int64>(dims.size())}), dims);
    AddInputTensorValue(test::AsTensorOf<T>({value}, TensorShape({})));
    TF_ASSERT_OK(RunOpKernel());
    const TensorShape shape(dims);
    const std::vector<double> expected(shape.num_elements(), value);
    test::ExpectTensorEqual<T>(*GetOutput(0), test::AsTensorOf<T>(expected, shape));
  }

  template <typename T>
  void ExpectLike(const std::string& op, double expected) {
    TF_ASSERT_OK(
        NodeDefBuilder("like", op).Input("x", 0, DataTypeToEnum<T>::v()).Finalize(node_def()));
    TF_ASSERT_OK(InitOp());
    AddInputTensorValue(test::AsTensorOf<T>({3, 4, 5, 6, 7, 8}, TensorShape({3, 2})));
    TF_ASSERT_OK(RunOpKernel());
    test::ExpectTensorEqual<T>(*GetOutput(0),
                               test::AsTensorOf<T>(std::vector<double>(6, expected), {3, 2}));
  }
};

TEST_F(ConstantOpTest, ConstReturnsItsValue) {
  const Tensor value = test::AsTensor<float>({1, 2, 3, 4, 5, 6}, TensorShape({2, 3}));
  TensorProto proto;
  value.AsProtoTensorContent(&proto);
  TF_ASSERT_OK(MakeConst(proto, DT_FLOAT));
  TF_ASSERT_OK(RunOpKernel());
  test::ExpectTensorEqual<float>(*GetOutput(0), value);
  // Every run hands out the same buffer.
  const void* first = GetOutput(0)->data();
  TF_ASSERT_OK(RunOpKernel());
  EXPECT_EQ(first, GetOutput(0)->data());
}

TEST_F(ConstantOpTest, ConstStringsAndScalars) {
  const Tensor strings = test::AsTensor<tstring>({"a", "", "xyz"});
  TensorProto proto;
  strings.AsProtoField(&proto);
  TF_ASSERT_OK(MakeConst(proto, DT_STRING));
  TF_ASSERT_OK(RunOpKernel());
  test::ExpectTensorEqual<tstring>(*GetOutput(0), strings);

  TensorProto scalar;
  test::AsScalar<int64>(-5).AsProtoField(&scalar);
  TF_ASSERT_OK(MakeConst(scalar, DT_INT64));
  TF_ASSERT_OK(RunOpKernel());
  test::ExpectTensorEqual<int64>(*GetOutput(0), test::AsScalar<int64>(-5));
}

TEST_F(ConstantOpTest, ConstRejectsBadValues) {
  TensorProto proto;
  test::AsTensor<float>({1, 2}).AsProtoField(&proto);
  EXPECT_TRUE(test::IsError(MakeConst(proto, DT_INT32), error::INVALID_ARGUMENT,
                            "Type mismatch between value (float) and dtype (int32)"));
  // Content of the wrong size for the shape.
  TensorProto truncated;
  truncated.set_dtype(DT_FLOAT);
  truncated.mutable_tensor_shape()->add_dim()->set_size(4);
  truncated.set_tensor_content(std::string(7, '\0'));
  EXPECT_TRUE(test::IsError(MakeConst(truncated, DT_FLOAT), error::INVALID_ARGUMENT,
                            "tensor_content has 7 bytes, expected 4 elements of 4 bytes"));
}

TEST_F(ConstantOpTest, FillEveryType) {
#define CHECK_TYPE(T) ExpectFill<T>({2, 3}, 1);
  TF_CALL_POD_TYPES(CHECK_TYPE)
  TF_CALL_QUANTIZED_TYPES(CHECK_TYPE)
#undef CHECK_TYPE
  ExpectFill<float>({}, 2.5);
  ExpectFill<float>({0, 4}, 2.5);
  ExpectFill<double>({1 << 18}, -1);  // large enough to be split across threads
}

TEST_F(ConstantOpTest, FillStringsAndInt32Dims) {
  TF_ASSERT_OK(NodeDefBuilder("fill", "Fill")
                   .Input("dims", 0, DT_INT32)
                   .Input("value", 0, DT_STRING)
                   .Finalize(node_def()));
  TF_ASSERT_OK(InitOp());
  AddInputFromArray<int32>(TensorShape({2}), {1, 2});
  AddInputFromArray<tstring>(TensorShape({}), {"hi"});
  TF_ASSERT_OK(RunOpKernel());
  test::ExpectTensorEqual<tstring>(*GetOutput(0),
                                   test::AsTensor<tstring>({"hi", "hi"}, TensorShape({1, 2})));
}

TEST_F(ConstantOpTest, FillRejectsBadInputs) {
  TF_ASSERT_OK(NodeDefBuilder("fill", "Fill")
                   .Input("dims", 0, DT_INT32)
                   .Input("value", 0, DT_FLOAT)
                   .Finalize(node_def()));
  TF_ASSERT_OK(InitOp());
  AddInputFromArray<int32>(TensorShape({2}), {2, -1});
  AddInputFromArray<float>(TensorShape({}), {0});
  EXPECT_TRUE(test::IsError(RunOpKernel(), error::INVALID_ARGUMENT,
                            "non-negative, got -1 in shape [2,-1]"));

  TF_ASSERT_OK(InitOp());
  AddInputFromArray<int32>(TensorShape({2, 1}), {2, 1});
  AddInputFromArray<float>(TensorShape({}), {0});
  EXPECT_TRUE(test::IsError(RunOpKernel(), error::INVALID_ARGUMENT,
                            "dims must be a vector, got shape [2,1]"));

  TF_ASSERT_OK(InitOp());
  AddInputFromArray<int32>(TensorShape({1}), {2});
  AddInputFromArray<float>(TensorShape({2}), {0, 1});
  EXPECT_TRUE(test::IsError(RunOpKernel(), error::INVALID_ARGUMENT,
                            "value must be a scalar, got shape [2]"));
}

TEST_F(ConstantOpTest, ZerosLikeEveryType) {
#define CHECK_TYPE(T) ExpectLike<T>("ZerosLike", 0);
  TF_CALL_POD_TYPES(CHECK_TYPE)
#undef CHECK_TYPE
  TF_ASSERT_OK(
      NodeDefBuilder("zeros", "ZerosLike").Input("x", 0, DT_STRING).Finalize(node_def()));
  TF_ASSERT_OK(InitOp());
  AddInputFromArray<tstring>(TensorShape({2}), {"a", "b"});
  TF_ASSERT_OK(RunOpKernel());
  test::ExpectTensorEqual<tstring>(*GetOutput(0), test::AsTensor<tstring>({"", ""}));
}

TEST_F(ConstantOpTest, OnesLikeEveryType) {
#define CHECK_TYPE(T) ExpectLike<T>("OnesLike", 1);
  TF_CALL_POD_TYPES(CHECK_TYPE)
#undef CHECK_TYPE
}

TEST_F(ConstantOpTest, LikeOfEmpty) {
  TF_ASSERT_OK(NodeDefBuilder("ones", "OnesLike").Input("x", 0, DT_FLOAT).Finalize(node_def()));
  TF_ASSERT_OK(InitOp());
  AddInputFromArray<float>(TensorShape({0, 2}), {});
  TF_ASSERT_OK(RunOpKernel());
  test::ExpectTensorEqual<float>(*GetOutput(0), test::AsTensor<float>({}, TensorShape({0, 2})));
}

}  // namespace
}  // namespace tensorflow
