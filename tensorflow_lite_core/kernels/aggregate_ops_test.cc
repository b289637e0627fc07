// AddN: sums of 1 to many inputs for every registered dtype, large tensors, mismatched shapes.
#include <limits>
#include <string>
#include <vector>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

class AddNOpTest : public OpsTestBase {
 public:
  Status RunAddN(const std::vector<Tensor>& inputs) {
    std::vector<NodeDefBuilder::NodeOut> sources;
    for (size_t i = 0; i < inputs.size(); ++i) {
      sources.emplace_back("in" + std::to_string(i), 0, inputs[i].dtype());
    }
    TF_RETURN_IF_ERROR(NodeDefBuilder("add_n", "AddN").Input(sources).Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    for (const Tensor& input : inputs) AddInputTensorValue(input);
    return RunOpKernel();
  }
};

template <typename T>
void CheckType(AddNOpTest* fixture) {
  const TensorShape shape({2, 2});
  const Tensor a = test::AsTensorOf<T>({1, 2, 3, 4}, shape);
  const Tensor b = test::AsTensorOf<T>({10, 20, 30, 40}, shape);
  const Tensor c = test::AsTensorOf<T>({5, 5, 5, 5}, shape);
  Status status = fixture->RunAddN({a});
  ASSERT_TRUE(status.ok()) << status;
  test::ExpectTensorEqual<T>(*fixture->GetOutput(0), a);
  status = fixture->RunAddN({a, b});
  ASSERT_TRUE(status.ok()) << status;
  test::ExpectTensorEqual<T>(*fixture->GetOutput(0), test::AsTensorOf<T>({11, 22, 33, 44}, shape));
  status = fixture->RunAddN({a, b, c, a});
  ASSERT_TRUE(status.ok()) << status;
  test::ExpectTensorEqual<T>(*fixture->GetOutput(0), test::AsTensorOf<T>({17, 29, 41, 53}, shape));
}

TEST_F(AddNOpTest, EveryDtype) {
#define CHECK_TYPE(T) CheckType<T>(this);
  TF_CALL_NUMBER_TYPES(CHECK_TYPE)
#undef CHECK_TYPE
}

// Integer sums wrap on overflow (as NumPy's do) rather than being undefined.
TEST_F(AddNOpTest, IntegerOverflowWraps) {
  constexpr int64 kMax64 = std::numeric_limits<int64>::max();
  const Tensor maxima = test::AsTensor<int64>(std::vector<int64>(9, kMax64));
  TF_ASSERT_OK(RunAddN({maxima, maxima, test::AsTensor<int64>(std::vector<int64>(9, 3))}));
  // 2 * (2^63 - 1) + 3 = 2^64 + 1.
  test::ExpectTensorEqual<int64>(*GetOutput(0), test::AsTensor<int64>(std::vector<int64>(9, 1)));
}

TEST_F(AddNOpTest, LargeAndEmpty) {
  std::vector<Tensor> inputs;
  for (int k = 0; k < 5; ++k) {
    Tensor input(DT_FLOAT, TensorShape({100003}));
    test::FillFn<float>(&input, [k](int i) { return static_cast<float>((i % 100) * (k + 1)); });
    inputs.push_back(input);
  }
  Tensor expected(DT_FLOAT, TensorShape({100003}));
  test::FillFn<float>(&expected, [](int i) { return static_cast<float>((i % 100) * 15); });
  TF_ASSERT_OK(RunAddN(inputs));
  test::ExpectTensorEqual<float>(*GetOutput(0), expected);
  const Tensor empty = test::AsTensor<float>({}, TensorShape({0, 2}));
  TF_ASSERT_OK(RunAddN({empty, empty, empty}));
  test::ExpectTensorEqual<float>(*GetOutput(0), empty);
}

TEST_F(AddNOpTest, ShapesMustMatch) {
  EXPECT_TRUE(test::IsError(RunAddN({Tensor(DT_FLOAT, TensorShape({2})),
                                     Tensor(DT_FLOAT, TensorShape({2})),
                                     Tensor(DT_FLOAT, TensorShape({3}))}),
                            error::INVALID_ARGUMENT,
                            "Inputs to operation add_n of type AddN must have the same size and "
                            "shape.  Input 0: [2] != input 2: [3]"));
  EXPECT_TRUE(test::IsError(RunAddN({Tensor(DT_FLOAT, TensorShape({1, 2})),
                                     Tensor(DT_FLOAT, TensorShape({2}))}),
                            error::INVALID_ARGUMENT, "Input 0: [1,2] != input 1: [2]"));
}

}  // namespace
}  // namespace tensorflow
