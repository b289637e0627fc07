// ShapeN: the shapes of inputs of mixed ranks and dtypes, as int32 and int64.
#include <string>
#include <vector>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

class ShapeNOpTest : public OpsTestBase {
 public:
  Status Run(const std::vector<Tensor>& values, DataType out_type) {
    std::vector<NodeDefBuilder::NodeOut> inputs;
    for (size_t i = 0; i < values.size(); ++i) {
      inputs.emplace_back("value" + std::to_string(i), 0, values[i].dtype());
    }
    TF_RETURN_IF_ERROR(NodeDefBuilder("shape_n", "ShapeN")
                           .Input(inputs)
                           .Attr("out_type", out_type)
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    for (const Tensor& value : values) AddInputTensorValue(value);
    return RunOpKernel();
  }
};

TEST_F(ShapeNOpTest, ShapesOfEachInput) {
  TF_ASSERT_OK(Run({Tensor(DT_FLOAT, {2, 3, 4}), Tensor(DT_FLOAT, {})}, DT_INT32));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({2, 3, 4}));
  EXPECT_EQ(GetOutput(1)->shape(), TensorShape({0}));
  TF_ASSERT_OK(Run({Tensor(DT_STRING, {0, 5}), Tensor(DT_STRING, {7})}, DT_INT64));
  test::ExpectTensorEqual<int64>(*GetOutput(0), test::AsTensor<int64>({0, 5}));
  test::ExpectTensorEqual<int64>(*GetOutput(1), test::AsTensor<int64>({7}));
}

}  // namespace
}  // namespace tensorflow
