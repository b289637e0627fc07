// Any and All: each axis pattern the shared reduction kernel distinguishes (all, inner, outer,
// middle, scattered), keep_dims, empty reductions, and a long reduction split into blocks.
#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

class AnyAllOpTest : public OpsTestBase {
 public:
  Status Reduce(const char* op, const Tensor& input, const Tensor& axes, bool keep_dims = false) {
    TF_RETURN_IF_ERROR(NodeDefBuilder("reduce", op)
                           .Input("input", 0, DT_BOOL)
                           .Input("reduction_indices", 0, axes.dtype())
                           .Attr("keep_dims", keep_dims)
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(input);
    AddInputTensorValue(axes);
    return RunOpKernel();
  }
};

TEST_F(AnyAllOpTest, EachAxisPattern) {
  // [2, 2, 2]: true only at (0, 1, 1) for Any; false only there for All.
  const Tensor one_true =
      test::AsTensor<bool>({false, false, false, true, false, false, false, false}, {2, 2, 2});
  const Tensor one_false =
      test::AsTensor<bool>({true, true, true, false, true, true, true, true}, {2, 2, 2});
  TF_ASSERT_OK(Reduce("Any", one_true, test::AsTensor<int32>({0, 1, 2})));
  test::ExpectTensorEqual<bool>(*GetOutput(0), test::AsScalar<bool>(true));
  TF_ASSERT_OK(Reduce("All", one_false, test::AsTensor<int64>({2})));
  test::ExpectTensorEqual<bool>(*GetOutput(0),
                                test::AsTensor<bool>({true, false, true, true}, {2, 2}));
  TF_ASSERT_OK(Reduce("Any", one_true, test::AsScalar<int32>(0), true));
  test::ExpectTensorEqual<bool>(*GetOutput(0),
                                test::AsTensor<bool>({false, false, false, true}, {1, 2, 2}));
  TF_ASSERT_OK(Reduce("All", one_false, test::AsScalar<int32>(1)));
  test::ExpectTensorEqual<bool>(*GetOutput(0),
                                test::AsTensor<bool>({true, false, true, true}, {2, 2}));
  TF_ASSERT_OK(Reduce("Any", one_true, test::AsTensor<int32>({0, 2})));
  test::ExpectTensorEqual<bool>(*GetOutput(0), test::AsTensor<bool>({false, true}));
}

TEST_F(AnyAllOpTest, EmptyAndLong) {
  TF_ASSERT_OK(Reduce("Any", Tensor(DT_BOOL, TensorShape({2, 0})), test::AsScalar<int32>(1)));
  test::ExpectTensorEqual<bool>(*GetOutput(0), test::AsTensor<bool>({false, false}));
  TF_ASSERT_OK(Reduce("All", Tensor(DT_BOOL, TensorShape({0})), test::AsScalar<int32>(0)));
  test::ExpectTensorEqual<bool>(*GetOutput(0), test::AsScalar<bool>(true));
  Tensor long_input(DT_BOOL, TensorShape({200000}));
  test::FillFn<bool>(&long_input, [](int i) { return i != 150001; });
  TF_ASSERT_OK(Reduce("All", long_input, test::AsScalar<int32>(0)));
  test::ExpectTensorEqual<bool>(*GetOutput(0), test::AsScalar<bool>(false));
  TF_ASSERT_OK(Reduce("Any", long_input, test::AsScalar<int32>(0)));
  test::ExpectTensorEqual<bool>(*GetOutput(0), test::AsScalar<bool>(true));
}

TEST_F(AnyAllOpTest, BadAxes) {
  EXPECT_TRUE(test::IsError(Reduce("Any", test::AsTensor<bool>({true}), test::AsScalar<int32>(1)),
                            error::INVALID_ARGUMENT,
                            "Invalid reduction dimension (1 for input with 1 dimension(s)"));
  EXPECT_TRUE(test::IsError(Reduce("All", test::AsTensor<bool>({true}, {1, 1}),
                                   test::AsTensor<int32>({0, 0})),
                            error::INVALID_ARGUMENT, "Axes contains duplicate dimension: 0"));
}

}  // namespace
}  // namespace tensorflow
