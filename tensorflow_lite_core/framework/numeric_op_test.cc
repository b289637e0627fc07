#include "tensorflow_lite_core/framework/numeric_op.h"

#include <memory>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/kernel_runner.h"
#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/testing/tf_reference/tf_reference.h"

namespace tensorflow {
namespace {

REGISTER_OP("NumericOpTestSquaredDifference")
    .Input("a: T")
    .Input("b: T")
    .Output("c: T")
    .Attr("T: {float, int32}");

// (a - b)^2, element by element; records the rank it was dispatched with.
template <typename T>
class SquaredDifference : public BinaryElementWiseOp<T, SquaredDifference<T>> {
 public:
  using BinaryElementWiseOp<T, SquaredDifference<T>>::BinaryElementWiseOp;

  template <int NDIMS>
  void Operate(OpKernelContext* /*context*/, const Tensor& a, const Tensor& b, Tensor* output) {
    auto difference = a.flat<T>() - b.flat<T>();
    output->flat<T>() = difference * difference;
    last_rank = NDIMS;
  }

  static inline int last_rank = -1;
};
REGISTER_KERNEL_BUILDER(
    Name("NumericOpTestSquaredDifference").Device(DEVICE_CPU).TypeConstraint<float>("T"),
    SquaredDifference<float>);
REGISTER_KERNEL_BUILDER(
    Name("NumericOpTestSquaredDifference").Device(DEVICE_CPU).TypeConstraint<int32>("T"),
    SquaredDifference<int32>);

REGISTER_OP("NumericOpTestNegate").Input("x: float").Output("y: float");

class Negate : public UnaryElementWiseOp<float, Negate> {
 public:
  using UnaryElementWiseOp::UnaryElementWiseOp;
  void Operate(OpKernelContext* /*context*/, const Tensor& input, Tensor* output) {
    output->flat<float>() = -input.flat<float>();
  }
};
REGISTER_KERNEL_BUILDER(Name("NumericOpTestNegate").Device(DEVICE_CPU), Negate);

// A kernel whose T (int32) is not the op's type (float): its construction fails.
REGISTER_OP("NumericOpTestWrongType").Input("x: float").Output("y: float");

class WrongType : public UnaryOp<int32> {
 public:
  using UnaryOp::UnaryOp;
  void Compute(OpKernelContext* /*context*/) override {}
};
REGISTER_KERNEL_BUILDER(Name("NumericOpTestWrongType").Device(DEVICE_CPU), WrongType);

std::unique_ptr<KernelRunner> Runner(const std::string& op, int inputs, DataType type) {
  NodeDef node;
  NodeDefBuilder builder("difference", op);
  for (int i = 0; i < inputs; ++i) builder.Input("in", i, type);
  EXPECT_TRUE(builder.Finalize(&node).ok());
  std::unique_ptr<KernelRunner> runner;
  absl::Status created = KernelRunner::Create(node, &runner);
  EXPECT_TRUE(created.ok()) << created;
  return runner;
}

Tensor Floats(const std::vector<float>& values, TensorShape shape) {
  Tensor t(DT_FLOAT, shape);
  for (size_t i = 0; i < values.size(); ++i) t.flat<float>()(i) = values[i];
  return t;
}

TEST(NumericOpTest, BinaryElementWiseOpComputesPerRank) {
  auto runner = Runner("NumericOpTestSquaredDifference", 2, DT_FLOAT);
  std::vector<Tensor> outputs;
  ASSERT_TRUE(runner->Run({Floats({1, 5, -2, 0}, TensorShape({2, 2})),
                           Floats({4, 5, 2, 1}, TensorShape({2, 2}))},
                          &outputs)
                  .ok());
  EXPECT_EQ(outputs[0].DebugString(), "Tensor<type: float shape: [2,2] values: [9 0][16...]...>");
  EXPECT_EQ(SquaredDifference<float>::last_rank, 2);
  ASSERT_TRUE(runner->Run({Tensor(3.0f), Tensor(1.0f)}, &outputs).ok());
  EXPECT_EQ(outputs[0].scalar<float>()(), 4.0f);
  EXPECT_EQ(SquaredDifference<float>::last_rank, 0);
  auto ints = Runner("NumericOpTestSquaredDifference", 2, DT_INT32);
  ASSERT_TRUE(ints->Run({Tensor(int32{7}), Tensor(int32{10})}, &outputs).ok());
  EXPECT_EQ(outputs[0].scalar<int32>()(), 9);
}

// TensorFlow's ReluGrad is a BinaryElementWiseOp: its message, with this node's name and op.
TEST(NumericOpTest, InputsOfDifferentShapesFailAsInTensorFlow) {
  auto runner = Runner("NumericOpTestSquaredDifference", 2, DT_FLOAT);
  for (const auto& row : tf_reference::Rows("io", "numeric_op")) {
    const std::vector<int64> a_dims = tf_reference::IntList(row[1]);
    const std::vector<int64> b_dims = tf_reference::IntList(row[2]);
    const TensorShape a_shape(a_dims), b_shape(b_dims);
    std::vector<Tensor> outputs;
    absl::Status status = runner->Run(
        {Floats(std::vector<float>(a_shape.num_elements(), 1), a_shape),
         Floats(std::vector<float>(b_shape.num_elements(), 1), b_shape)},
        &outputs);
    std::string expected = tf_reference::Unescape(row[3]);
    const std::string tf_names = "operation ReluGrad of type ReluGrad";
    expected.replace(expected.find(tf_names), tf_names.size(),
                     "operation difference of type NumericOpTestSquaredDifference");
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument);
    EXPECT_NE(std::string(status.message()).find(expected), std::string::npos)
        << status << "\nexpected: " << expected;
  }
}

TEST(NumericOpTest, MoreThanEightDimensionsAreRefused) {
  auto runner = Runner("NumericOpTestSquaredDifference", 2, DT_FLOAT);
  const TensorShape nine({1, 1, 1, 1, 1, 1, 1, 1, 1});
  std::vector<Tensor> outputs;
  absl::Status status = runner->Run({Floats({1}, nine), Floats({2}, nine)}, &outputs);
  EXPECT_NE(std::string(status.message())
                .find("We only handle up to Tensor::dims() up to 8, not 9"),
            std::string::npos)
      << status;
}

TEST(NumericOpTest, UnaryElementWiseOpMayComputeInPlace) {
  auto runner = Runner("NumericOpTestNegate", 1, DT_FLOAT);
  std::vector<Tensor> inputs = {Floats({1, -2, 3}, TensorShape({3}))};
  const void* input_buffer = inputs[0].data();
  std::vector<Tensor> outputs;
  ASSERT_TRUE(runner->RunForwarding(&inputs, &outputs).ok());
  EXPECT_EQ(outputs[0].DebugString(), "Tensor<type: float shape: [3] values: -1 2 -3>");
  EXPECT_EQ(outputs[0].data(), input_buffer) << "the input's buffer was reused";
}

TEST(NumericOpTest, TheSignatureIsCheckedAtConstruction) {
  NodeDef node;
  ASSERT_TRUE(NodeDefBuilder("wrong", "NumericOpTestWrongType")
                  .Input("x", 0, DT_FLOAT)
                  .Finalize(&node)
                  .ok());
  std::unique_ptr<KernelRunner> runner;
  absl::Status status = KernelRunner::Create(node, &runner);
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << status;
}

}  // namespace
}  // namespace tensorflow
