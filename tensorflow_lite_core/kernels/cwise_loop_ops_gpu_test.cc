// The GPU kernels of cwise_loop_ops_gpu.cc against their CPU kernels on the same inputs: every op,
// float and double (bool for the logical ops), same shapes, broadcasting, empty tensors, NaN and
// infinities, attrs, and the shape errors. Where there is no GPU (or no CUDA build) every test
// reports itself skipped, unless TFLC_REQUIRE_GPU=1.
#include <limits>
#include <memory>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/attr_value_util.h"
#include "tensorflow_lite_core/framework/device_copy.h"
#include "tensorflow_lite_core/framework/device_factory.h"
#include "tensorflow_lite_core/framework/kernel_runner.h"
#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"
#include "tensorflow_lite_core/testing/gpu_test_util.h"

namespace tensorflow {
namespace {

NodeDef Node(const std::string& op, const std::vector<DataType>& inputs,
             const std::vector<std::pair<std::string, AttrValue>>& attrs = {}) {
  NodeDefBuilder builder(op, op);
  for (DataType dtype : inputs) builder.Input("in", 0, dtype);
  for (const auto& [name, value] : attrs) builder.Attr(name, value);
  NodeDef node;
  TF_CHECK_OK(builder.Finalize(&node));
  return node;
}

template <typename T>
std::pair<std::string, AttrValue> Attr(const std::string& name, const T& value) {
  AttrValue attr_value;
  SetAttrValue(value, &attr_value);
  return {name, attr_value};
}

class CwiseLoopOpsGpuTest : public ::testing::Test {
 protected:
  void SetUp() override {
    const Status status = LookupDevice("/GPU:0", &gpu_);
    if (!status.ok()) TFLC_SKIP_OR_FAIL_WITHOUT_GPU(status);
  }

  // Values in [low, high], with NaN, infinities and zeros mixed in when `special`.
  template <typename T>
  Tensor Random(const TensorShape& shape, double low, double high, bool special = false) {
    Tensor t(DataTypeToEnum<T>::value, shape);
    std::uniform_real_distribution<double> dist(low, high);
    const double specials[] = {std::numeric_limits<double>::quiet_NaN(),
                               std::numeric_limits<double>::infinity(),
                               -std::numeric_limits<double>::infinity(), 0.0, -0.0};
    for (int64 i = 0; i < t.NumElements(); ++i) {
      t.base<T>()[i] = static_cast<T>(special && i % 7 == 3 ? specials[(i / 7) % 5] : dist(rng_));
    }
    return t;
  }

  Tensor Bools(const TensorShape& shape) {
    Tensor t(DT_BOOL, shape);
    for (int64 i = 0; i < t.NumElements(); ++i) t.base<bool>()[i] = (rng_() & 1) != 0;
    return t;
  }

  // Runs `node` on the CPU and on the GPU and expects the same outputs (within `rtol`, relative
  // and absolute), or the same error.
  void ExpectGpuMatchesCpu(const NodeDef& node, const std::vector<Tensor>& inputs,
                           double rtol = -1.0) {
    SCOPED_TRACE(node.ShortDebugString() + " on " + inputs[0].shape().DebugString());
    std::unique_ptr<KernelRunner> cpu;
    ASSERT_TRUE(KernelRunner::Create(node, &cpu).ok());
    std::vector<Tensor> expected;
    const Status cpu_status = cpu->Run(inputs, &expected);

    KernelRunner::Options options;
    options.device = gpu_;
    std::unique_ptr<KernelRunner> gpu;
    const Status created = KernelRunner::Create(node, options, &gpu);
    ASSERT_TRUE(created.ok()) << created;
    std::vector<Tensor> device_inputs;
    for (const Tensor& input : inputs) {
      Tensor on_device;
      ASSERT_TRUE(CopyTensorToDevice(input, gpu_, &on_device).ok());
      device_inputs.push_back(on_device);
    }
    std::vector<Tensor> outputs;
    const Status gpu_status = gpu->Run(device_inputs, &outputs);
    ASSERT_EQ(gpu_status, cpu_status);
    if (!cpu_status.ok()) return;
    ASSERT_EQ(outputs.size(), expected.size());
    for (size_t i = 0; i < outputs.size(); ++i) {
      Tensor host;
      ASSERT_TRUE(CopyTensorToHost(outputs[i], gpu_, &host).ok());
      test::ExpectClose(host, expected[i], rtol, rtol);
    }
  }

  template <typename T>
  double Tolerance() {
    return std::is_same_v<T, float> ? 4e-6 : 1e-14;
  }

  DeviceBase* gpu_ = nullptr;
  std::mt19937 rng_{1234};
};

const std::vector<std::pair<TensorShape, TensorShape>>& BinaryShapes() {
  static const auto* shapes = new std::vector<std::pair<TensorShape, TensorShape>>{
      {TensorShape({1000}), TensorShape({1000})},
      {TensorShape({1 << 16 | 3}), TensorShape({1 << 16 | 3})},
      {TensorShape({3, 1, 5}), TensorShape({4, 1})},
      {TensorShape({}), TensorShape({7})},
      {TensorShape({2, 1023}), TensorShape({})},
      {TensorShape({0, 3}), TensorShape({3})},
      {TensorShape({3}), TensorShape({2})},  // incompatible: both refuse
  };
  return *shapes;
}

TEST_F(CwiseLoopOpsGpuTest, BroadcastingOpsMatchCpu) {
  for (const auto& [x, y] : BinaryShapes()) {
    for (const char* op : {"Equal", "NotEqual", "Less", "LessEqual", "Greater", "GreaterEqual",
                           "FloorDiv", "FloorMod", "TruncateDiv", "SquaredDifference"}) {
      ExpectGpuMatchesCpu(Node(op, {DT_FLOAT, DT_FLOAT}),
                          {Random<float>(x, -8, 8, true), Random<float>(y, -8, 8, true)},
                          Tolerance<float>());
      ExpectGpuMatchesCpu(Node(op, {DT_DOUBLE, DT_DOUBLE}),
                          {Random<double>(x, -8, 8, true), Random<double>(y, -8, 8, true)},
                          Tolerance<double>());
    }
    for (const char* op : {"LogicalAnd", "LogicalOr"}) {
      ExpectGpuMatchesCpu(Node(op, {DT_BOOL, DT_BOOL}), {Bools(x), Bools(y)});
    }
  }
  // Equal and NotEqual without incompatible_shape_error compare incompatible shapes as a whole.
  for (const char* op : {"Equal", "NotEqual"}) {
    ExpectGpuMatchesCpu(Node(op, {DT_FLOAT, DT_FLOAT}, {Attr("incompatible_shape_error", false)}),
                        {Random<float>(TensorShape({3}), 0, 1), Random<float>(TensorShape({2}), 0,
                                                                              1)});
    ExpectGpuMatchesCpu(Node(op, {DT_DOUBLE, DT_DOUBLE}, {Attr("incompatible_shape_error", false)}),
                        {Random<double>(TensorShape({2, 3}), 0, 1),
                         Random<double>(TensorShape({3}), 0, 1)});
  }
}

TEST_F(CwiseLoopOpsGpuTest, UnaryOpsMatchCpu) {
  for (const TensorShape& shape : {TensorShape({0}), TensorShape({1}), TensorShape({3, 333}),
                                   TensorShape({1 << 16 | 1})}) {
    for (const char* op : {"Floor", "Ceil", "Round", "Rint", "Sign", "Reciprocal", "Sin", "Cos",
                           "Log1p", "Expm1", "Erf", "Elu", "Selu", "Softplus", "LeakyRelu",
                           "IsNan", "IsInf", "IsFinite"}) {
      // Softplus and Log1p reach past float's few-ulp agreement near their bounds: looser there.
      ExpectGpuMatchesCpu(Node(op, {DT_FLOAT}), {Random<float>(shape, -30, 30, true)}, 2e-5);
      ExpectGpuMatchesCpu(Node(op, {DT_DOUBLE}), {Random<double>(shape, -30, 30, true)}, 1e-13);
    }
    ExpectGpuMatchesCpu(Node("LeakyRelu", {DT_FLOAT}, {Attr("alpha", 0.5f)}),
                        {Random<float>(shape, -4, 4)});
    ExpectGpuMatchesCpu(Node("LogicalNot", {DT_BOOL}), {Bools(shape)});
  }
}

TEST_F(CwiseLoopOpsGpuTest, GradientOpsMatchCpu) {
  for (const auto& [first, second] :
       std::vector<std::pair<TensorShape, TensorShape>>{
           {TensorShape({1000}), TensorShape({1000})},
           {TensorShape({2, 3}), TensorShape({6})},  // same count: only the unary gradients
           {TensorShape({0, 2}), TensorShape({0, 2})},
           {TensorShape({2}), TensorShape({3})}}) {
    for (const char* op : {"TanhGrad", "SigmoidGrad", "SqrtGrad", "RsqrtGrad", "ReciprocalGrad",
                           "EluGrad", "SeluGrad", "LeakyReluGrad", "SoftplusGrad"}) {
      ExpectGpuMatchesCpu(Node(op, {DT_FLOAT, DT_FLOAT}),
                          {Random<float>(first, -3, 3, true), Random<float>(second, -3, 3, true)},
                          Tolerance<float>());
      ExpectGpuMatchesCpu(Node(op, {DT_DOUBLE, DT_DOUBLE}),
                          {Random<double>(first, -3, 3, true), Random<double>(second, -3, 3, true)},
                          Tolerance<double>());
    }
  }
  ExpectGpuMatchesCpu(Node("LeakyReluGrad", {DT_DOUBLE, DT_DOUBLE}, {Attr("alpha", 0.3f)}),
                      {Random<double>(TensorShape({50}), -3, 3), Random<double>(TensorShape({50}),
                                                                                -3, 3)});
}

TEST_F(CwiseLoopOpsGpuTest, ApproximateEqualMatchesCpu) {
  ExpectGpuMatchesCpu(Node("ApproximateEqual", {DT_FLOAT, DT_FLOAT}, {Attr("tolerance", 0.01f)}),
                      {Random<float>(TensorShape({500}), 0, 0.02),
                       Random<float>(TensorShape({500}), 0, 0.02)});
  ExpectGpuMatchesCpu(Node("ApproximateEqual", {DT_DOUBLE, DT_DOUBLE}),
                      {Random<double>(TensorShape({2}), 0, 1), Random<double>(TensorShape({1}), 0,
                                                                              1)});
}

TEST_F(CwiseLoopOpsGpuTest, SelectAndClipMatchCpu) {
  for (DataType dtype : {DT_FLOAT, DT_DOUBLE}) {
    auto random = [&](const TensorShape& shape) {
      return dtype == DT_FLOAT ? Random<float>(shape, -5, 5) : Random<double>(shape, -5, 5);
    };
    const NodeDef select = Node("Select", {DT_BOOL, dtype, dtype});
    const NodeDef select_v2 = Node("SelectV2", {DT_BOOL, dtype, dtype});
    // Select: scalar, rows, elements; and its shape errors.
    ExpectGpuMatchesCpu(select, {Bools({}), random({4, 5}), random({4, 5})});
    ExpectGpuMatchesCpu(select, {Bools({4}), random({4, 5, 3}), random({4, 5, 3})});
    ExpectGpuMatchesCpu(select, {Bools({4, 5}), random({4, 5}), random({4, 5})});
    ExpectGpuMatchesCpu(select, {Bools({3}), random({4, 5}), random({4, 5})});
    ExpectGpuMatchesCpu(select, {Bools({}), random({2}), random({3})});
    // SelectV2: three-way broadcasting, empty, and not broadcastable.
    ExpectGpuMatchesCpu(select_v2, {Bools({2, 1, 3}), random({4, 1}), random({})});
    ExpectGpuMatchesCpu(select_v2, {Bools({1 << 16}), random({1 << 16}), random({1 << 16})});
    ExpectGpuMatchesCpu(select_v2, {Bools({0, 1}), random({2}), random({})});
    ExpectGpuMatchesCpu(select_v2, {Bools({3}), random({2}), random({})});
    const NodeDef clip = Node("ClipByValue", {dtype, dtype, dtype});
    ExpectGpuMatchesCpu(clip, {random({1000}), random({}), random({})});
    ExpectGpuMatchesCpu(clip, {random({10, 10}), random({10, 10}), random({})});
    ExpectGpuMatchesCpu(clip, {random({3}), random({2}), random({})});
  }
}

}  // namespace
}  // namespace tensorflow
