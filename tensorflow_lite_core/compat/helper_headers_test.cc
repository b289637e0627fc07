// An op library written against TensorFlow's helper headers (at their TensorFlow paths) builds
// with tf_custom_op_library, loads, and its kernels give TensorFlow's values: Philox streams,
// tensor formats and padding, BCast, and the hash, string and container helpers.
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/kernel_runner.h"
#include "tensorflow_lite_core/framework/load_library.h"
#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/shape_inference_runner.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/testing/tf_reference/tf_reference.h"

namespace tensorflow {
namespace {

class HelperHeadersTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    OpLibrary library;
    const Status status =
        LoadOpLibrary("tensorflow_lite_core/compat/testdata/tf_helpers_ops.so", &library);
    ASSERT_TRUE(status.ok()) << status;
  }
};

NodeDef Node(const std::string& op, int num_inputs) {
  NodeDef node;
  node.set_name("node");
  node.set_op(op);
  for (int i = 0; i < num_inputs; ++i) node.add_input("input" + std::to_string(i));
  return node;
}

template <typename T>
Tensor Filled(DataType dtype, const TensorShape& shape, const std::vector<T>& values) {
  Tensor tensor(dtype, shape);
  for (size_t i = 0; i < values.size(); ++i) tensor.flat<T>()(i) = values[i];
  return tensor;
}

template <typename T>
std::vector<T> Values(const Tensor& tensor) {
  std::vector<T> values;
  for (int64 i = 0; i < tensor.NumElements(); ++i) values.push_back(tensor.flat<T>()(i));
  return values;
}

std::vector<uint64> FloatBits(const Tensor& tensor) {
  std::vector<uint64> bits;
  for (float value : Values<float>(tensor)) {
    uint32 word;
    std::memcpy(&word, &value, sizeof(word));
    bits.push_back(word);
  }
  return bits;
}

Status RunNode(const NodeDef& node, const std::vector<Tensor>& inputs,
               std::vector<Tensor>* outputs) {
  std::unique_ptr<KernelRunner> runner;
  TF_RETURN_IF_ERROR(KernelRunner::Create(node, &runner));
  return runner->Run(inputs, outputs);
}

void ExpectError(const Status& status, const std::string& message) {
  EXPECT_EQ(status.code(), error::INVALID_ARGUMENT) << status;
  EXPECT_NE(status.message().find(message), std::string::npos)
      << "expected '" << message << "' in: " << status;
}

TEST_F(HelperHeadersTest, SeededRandomKernelGivesTensorFlowsRandomUniformCallAfterCall) {
  for (const auto& row : tf_reference::Rows("guarded_philox", "random_uniform_op")) {
    NodeDef node = Node("HelperRandomUniform", 0);
    AddNodeAttr("n", tf_reference::Int(row[2]), &node);
    AddNodeAttr("seed", tf_reference::Int(row[0]), &node);
    AddNodeAttr("seed2", tf_reference::Int(row[1]), &node);
    std::unique_ptr<KernelRunner> runner;
    ASSERT_TRUE(KernelRunner::Create(node, &runner).ok());
    for (int call = 0; call < 2; ++call) {
      std::vector<Tensor> outputs;
      ASSERT_TRUE(runner->Run({}, &outputs).ok());
      EXPECT_EQ(FloatBits(outputs[0]), tf_reference::HexList(row[3 + call]))
          << "seeds " << row[0] << " " << row[1] << ", call " << call;
    }
  }
}

TEST_F(HelperHeadersTest, UnseededRandomKernelsDiffer) {
  NodeDef node = Node("HelperRandomUniform", 0);
  AddNodeAttr("n", 8, &node);
  std::vector<Tensor> first, second;
  ASSERT_TRUE(RunNode(node, {}, &first).ok());
  ASSERT_TRUE(RunNode(node, {}, &second).ok());
  EXPECT_NE(FloatBits(first[0]), FloatBits(second[0]));
  for (float value : Values<float>(first[0])) {
    EXPECT_GE(value, 0.0f);
    EXPECT_LT(value, 1.0f);
  }
}

TEST_F(HelperHeadersTest, SimplePhiloxDrawsTensorFlowsNumbers) {
  NodeDef node = Node("HelperSimplePhilox", 0);
  AddNodeAttr("seed", int64{0x0123456789abcdef}, &node);
  AddNodeAttr("seed2", int64{0x42}, &node);
  std::vector<Tensor> outputs;
  ASSERT_TRUE(RunNode(node, {}, &outputs).ok());
  // TensorFlow's first four draws from the same generator.
  std::vector<uint64> words =
      tf_reference::HexList(tf_reference::Rows("simple_philox", "rand32")[0][1]);
  words.resize(4);
  std::vector<uint64> got;
  for (uint32 word : Values<uint32>(outputs[0])) got.push_back(word);
  EXPECT_EQ(got, words);
  for (const auto& row : tf_reference::Rows("simple_philox", "uniform")) {
    if (row[0] != "10") continue;
    std::vector<int64> expected = tf_reference::IntList(row[1]);
    expected.resize(4);
    std::vector<int64> below_ten;
    for (int32 value : Values<int32>(outputs[1])) below_ten.push_back(value);
    EXPECT_EQ(below_ten, expected);
  }
}

TEST_F(HelperHeadersTest, BiasAddFollowsTheDataFormat) {
  const std::vector<float> value = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};
  for (const std::string format : {"NHWC", "NCHW"}) {
    NodeDef node = Node("HelperBiasAdd", 2);
    AddNodeAttr("data_format", format, &node);
    // Three channels: the last dimension for NHWC, the second for NCHW.
    const TensorShape shape =
        format == "NHWC" ? TensorShape({1, 2, 2, 3}) : TensorShape({1, 3, 2, 2});
    std::vector<Tensor> outputs;
    ASSERT_TRUE(RunNode(node, {Filled<float>(DT_FLOAT, shape, value),
                           Filled<float>(DT_FLOAT, TensorShape({3}), {100, 200, 300})},
                    &outputs)
                    .ok());
    const std::vector<float> expected =
        format == "NHWC"
            ? std::vector<float>{100, 201, 302, 103, 204, 305, 106, 207, 308, 109, 210, 311}
            : std::vector<float>{100, 101, 102, 103, 204, 205, 206, 207, 308, 309, 310, 311};
    EXPECT_EQ(Values<float>(outputs[0]), expected) << format;
  }
  NodeDef node = Node("HelperBiasAdd", 2);
  std::vector<Tensor> outputs;
  ExpectError(RunNode(node,
                  {Tensor(DT_FLOAT, TensorShape({1, 2, 2, 3})),
                   Tensor(DT_FLOAT, TensorShape({2}))},
                  &outputs),
              "bias has 2 values for 3 channels (NHWC)");
  ExpectError(
      RunNode(node, {Tensor(DT_FLOAT, TensorShape({2, 3})), Tensor(DT_FLOAT, TensorShape({3}))},
          &outputs),
      "value must be 4-D, got [2,3]");
}

TEST_F(HelperHeadersTest, BroadcastAddUsesBCast) {
  NodeDef node = Node("HelperBroadcastAdd", 2);
  std::vector<Tensor> outputs;
  ASSERT_TRUE(RunNode(node,
                  {Filled<float>(DT_FLOAT, TensorShape({2, 1, 3}), {1, 2, 3, 4, 5, 6}),
                   Filled<float>(DT_FLOAT, TensorShape({4, 1}), {10, 20, 30, 40})},
                  &outputs)
                  .ok());
  EXPECT_EQ(outputs[0].shape(), TensorShape({2, 4, 3}));
  std::vector<float> expected;
  for (float outer : {0.0f, 3.0f}) {
    for (float y : {10.0f, 20.0f, 30.0f, 40.0f}) {
      for (float x : {1.0f, 2.0f, 3.0f}) expected.push_back(outer + x + y);
    }
  }
  EXPECT_EQ(Values<float>(outputs[0]), expected);
  ASSERT_TRUE(RunNode(node,
                  {Filled<float>(DT_FLOAT, TensorShape({2}), {1, 2}),
                   Filled<float>(DT_FLOAT, TensorShape({2}), {10, 20})},
                  &outputs)
                  .ok());
  EXPECT_EQ(Values<float>(outputs[0]), (std::vector<float>{11, 22}));
  ExpectError(
      RunNode(node, {Tensor(DT_FLOAT, TensorShape({2, 3})), Tensor(DT_FLOAT, TensorShape({4}))},
          &outputs),
      "Incompatible shapes: [2,3] vs. [4]");
}

Tensor Shape4(const std::vector<int64>& dims) {
  return Filled<int64>(DT_INT64, TensorShape({4}), dims);
}

Status PoolShape(const std::string& format, const std::string& padding,
                 const std::vector<int64>& ksize, const std::vector<int64>& strides,
                 const std::vector<int64>& input, std::vector<int64>* output) {
  NodeDef node = Node("HelperPoolOutputShape", 1);
  AddNodeAttr("data_format", format, &node);
  AddNodeAttr("padding", padding, &node);
  AddNodeAttr("ksize", ksize, &node);
  AddNodeAttr("strides", strides, &node);
  std::vector<Tensor> outputs;
  TF_RETURN_IF_ERROR(RunNode(node, {Shape4(input)}, &outputs));
  *output = Values<int64>(outputs[0]);
  return OkStatus();
}

TEST_F(HelperHeadersTest, PoolOutputShapeUsesPaddingAndFormats) {
  std::vector<int64> shape;
  ASSERT_TRUE(PoolShape("NHWC", "SAME", {1, 3, 3, 1}, {1, 2, 2, 1}, {1, 10, 9, 3}, &shape).ok());
  EXPECT_EQ(shape, (std::vector<int64>{1, 5, 5, 3}));
  ASSERT_TRUE(PoolShape("NHWC", "VALID", {1, 3, 3, 1}, {1, 2, 2, 1}, {1, 10, 9, 3}, &shape).ok());
  EXPECT_EQ(shape, (std::vector<int64>{1, 4, 4, 3}));
  ASSERT_TRUE(PoolShape("NCHW", "VALID", {1, 1, 3, 2}, {1, 1, 1, 3}, {2, 3, 10, 9}, &shape).ok());
  EXPECT_EQ(shape, (std::vector<int64>{2, 3, 8, 3}));
  ExpectError(PoolShape("NHWC", "VALID", {1, 4, 1, 1}, {1, 1, 1, 1}, {1, 2, 5, 1}, &shape),
              "Computed output size would be negative: -1 [input_size: 2, "
              "effective_filter_size: 4, stride: 1]");
  ExpectError(PoolShape("NHWC", "SAME", {1, 1, 1, 1}, {1, 0, 1, 1}, {1, 2, 5, 1}, &shape),
              "Stride must be > 0, but got 0");
}

TEST_F(HelperHeadersTest, TopWordsUsesTensorFlowsHashAndStringHelpers) {
  NodeDef node = Node("HelperTopWords", 1);
  AddNodeAttr("top", 2, &node);
  Tensor text(DT_STRING, TensorShape({}));
  text.scalar<tstring>()() = "Hello a\thello ab A HELLO";
  std::vector<Tensor> outputs;
  ASSERT_TRUE(RunNode(node, {text}, &outputs).ok());
  EXPECT_EQ(Values<tstring>(outputs[0]), (std::vector<tstring>{"hello", "a"}));
  // TensorFlow's Hash64 of "hello" (68656c6c6f) and "a" (61).
  std::vector<int64> expected;
  for (const std::string hex : {"68656c6c6f", "61"}) {
    for (const auto& row : tf_reference::Rows("hash", "hash64_default")) {
      if (row[0] == hex) expected.push_back(static_cast<int64>(tf_reference::Hex(row[1])));
    }
  }
  EXPECT_EQ(Values<int64>(outputs[1]), expected);
  EXPECT_EQ(outputs[2].scalar<tstring>()(), "3 words");

  NodeDef no_words = Node("HelperTopWords", 1);
  AddNodeAttr("top", 0, &no_words);
  ExpectError(RunNode(no_words, {text}, &outputs), "top must be positive, got 0");
}

}  // namespace
}  // namespace tensorflow
