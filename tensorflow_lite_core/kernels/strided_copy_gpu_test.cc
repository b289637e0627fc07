// The GPU kernels of the element-moving ops (strided_copy.h: Slice, StridedSlice and its
// gradient, Pack, Unpack, Split, SplitV, Tile, BroadcastTo, ReverseV2), Range, ZerosLike and
// OnesLike against their CPU kernels on the same inputs, for each element size. Without a GPU
// (or a CUDA build) every test reports itself skipped, unless TFLC_REQUIRE_GPU=1.
#include <limits>
#include <memory>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/device_copy.h"
#include "tensorflow_lite_core/framework/device_factory.h"
#include "tensorflow_lite_core/framework/kernel_runner.h"
#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"
#include "tensorflow_lite_core/testing/gpu_test_util.h"

namespace tensorflow {
namespace {

class StridedCopyGpuTest : public ::testing::Test {
 protected:
  void SetUp() override {
    const Status status = LookupDevice("/GPU:0", &gpu_);
    if (!status.ok()) TFLC_SKIP_OR_FAIL_WITHOUT_GPU(status);
  }

  // Runs `node` on the CPU and the GPU (inputs copied there but for HostMemory ones) and expects
  // the same outputs, bit for bit.
  void ExpectGpuMatchesCpu(const NodeDef& node, const std::vector<Tensor>& inputs) {
    SCOPED_TRACE(node.ShortDebugString());
    std::unique_ptr<KernelRunner> cpu;
    ASSERT_TRUE(KernelRunner::Create(node, &cpu).ok());
    std::vector<Tensor> expected;
    const Status cpu_ran = cpu->Run(inputs, &expected);
    ASSERT_TRUE(cpu_ran.ok()) << cpu_ran;
    KernelRunner::Options options;
    options.device = gpu_;
    std::unique_ptr<KernelRunner> gpu;
    const Status created = KernelRunner::Create(node, options, &gpu);
    ASSERT_TRUE(created.ok()) << created;
    std::vector<Tensor> device_inputs;
    for (size_t i = 0; i < inputs.size(); ++i) {
      if (gpu->kernel()->input_memory_types()[i] == HOST_MEMORY) {
        device_inputs.push_back(inputs[i]);
        continue;
      }
      Tensor on_device;
      ASSERT_TRUE(CopyTensorToDevice(inputs[i], gpu_, &on_device).ok());
      device_inputs.push_back(on_device);
    }
    std::vector<Tensor> outputs;
    const Status ran = gpu->Run(device_inputs, &outputs);
    ASSERT_TRUE(ran.ok()) << ran;
    ASSERT_EQ(outputs.size(), expected.size());
    for (size_t i = 0; i < outputs.size(); ++i) {
      Tensor host = outputs[i];
      if (gpu->kernel()->output_memory_types()[i] != HOST_MEMORY) {
        ASSERT_TRUE(CopyTensorToHost(outputs[i], gpu_, &host).ok());
      }
      ASSERT_EQ(host.shape(), expected[i].shape());
      EXPECT_EQ(host.tensor_data(), expected[i].tensor_data()) << "output " << i;
    }
  }

  DeviceBase* gpu_ = nullptr;
};

// A tensor of `dtype` and `shape` whose bytes count up, so every element differs.
Tensor Counting(DataType dtype, const TensorShape& shape) {
  Tensor t(dtype, shape);
  auto* bytes = static_cast<unsigned char*>(t.data());
  for (size_t i = 0; i < t.TotalBytes(); ++i) bytes[i] = static_cast<unsigned char>(i * 7 + 1);
  return t;
}

// One type of each element size the copy distinguishes (1, 2, 4, 8 and 16 bytes).
const DataType kTypes[] = {DT_UINT8, DT_HALF, DT_FLOAT, DT_INT64, DT_COMPLEX128};

NodeDef Node(const std::string& op, const std::vector<std::pair<std::string, DataType>>& inputs,
             const std::vector<std::pair<std::string, int>>& int_attrs = {}) {
  NodeDefBuilder builder("n", op);
  for (const auto& [name, dtype] : inputs) builder.Input(name, 0, dtype);
  for (const auto& [name, value] : int_attrs) builder.Attr(name, value);
  NodeDef node;
  TF_CHECK_OK(builder.Finalize(&node));
  return node;
}

TEST_F(StridedCopyGpuTest, SliceAndStridedSlice) {
  for (DataType dtype : kTypes) {
    const Tensor x = Counting(dtype, TensorShape({5, 7, 9}));
    ExpectGpuMatchesCpu(Node("Slice", {{"input", dtype}, {"begin", DT_INT32}, {"size", DT_INT32}}),
                        {x, test::AsTensor<int32>({1, 2, 3}), test::AsTensor<int32>({3, -1, 4})});
    // x[1:, ::-2, 7] and x[..., newaxis, 2:8:3] with the masks.
    ExpectGpuMatchesCpu(
        Node("StridedSlice",
             {{"input", dtype}, {"begin", DT_INT32}, {"end", DT_INT32}, {"strides", DT_INT32}},
             {{"end_mask", 3}, {"begin_mask", 2}, {"shrink_axis_mask", 4}}),
        {x, test::AsTensor<int32>({1, 0, 7}), test::AsTensor<int32>({0, 0, 8}),
         test::AsTensor<int32>({1, -2, 1})});
    ExpectGpuMatchesCpu(
        Node("StridedSlice",
             {{"input", dtype}, {"begin", DT_INT64}, {"end", DT_INT64}, {"strides", DT_INT64}},
             {{"ellipsis_mask", 1}, {"new_axis_mask", 2}}),
        {x, test::AsTensor<int64>({0, 0, 2}), test::AsTensor<int64>({0, 0, 8}),
         test::AsTensor<int64>({1, 1, 3})});
    ExpectGpuMatchesCpu(
        Node("StridedSliceGrad", {{"shape", DT_INT32},
                                  {"begin", DT_INT32},
                                  {"end", DT_INT32},
                                  {"strides", DT_INT32},
                                  {"dy", dtype}}),
        {test::AsTensor<int32>({5, 7, 9}), test::AsTensor<int32>({4, 1}),
         test::AsTensor<int32>({0, 7}), test::AsTensor<int32>({-2, 3}),
         Counting(dtype, TensorShape({2, 2, 9}))});
  }
}

TEST_F(StridedCopyGpuTest, PackUnpackAndSplits) {
  for (DataType dtype : kTypes) {
    const Tensor a = Counting(dtype, TensorShape({3, 1000}));
    const Tensor b = Counting(dtype, TensorShape({3, 1000}));
    NodeDef pack;
    TF_CHECK_OK(NodeDefBuilder("n", "Pack")
                    .Input(std::vector<NodeDefBuilder::NodeOut>{{"a", 0, dtype}, {"b", 0, dtype}})
                    .Attr("axis", 1)
                    .Finalize(&pack));
    ExpectGpuMatchesCpu(pack, {a, b});
    ExpectGpuMatchesCpu(Node("Unpack", {{"value", dtype}}, {{"num", 1000}, {"axis", -1}}), {a});
    ExpectGpuMatchesCpu(Node("Split", {{"split_dim", DT_INT32}, {"value", dtype}},
                             {{"num_split", 4}}),
                        {test::AsScalar<int32>(1), a});
    ExpectGpuMatchesCpu(
        Node("SplitV", {{"value", dtype}, {"size_splits", DT_INT64}, {"split_dim", DT_INT32}},
             {{"num_split", 3}}),
        {a, test::AsTensor<int64>({7, -1, 1}), test::AsScalar<int32>(-1)});
  }
}

TEST_F(StridedCopyGpuTest, TileBroadcastToAndReverse) {
  for (DataType dtype : kTypes) {
    const Tensor x = Counting(dtype, TensorShape({3, 1, 17}));
    ExpectGpuMatchesCpu(Node("Tile", {{"input", dtype}, {"multiples", DT_INT64}}),
                        {x, test::AsTensor<int64>({2, 5, 3})});
    ExpectGpuMatchesCpu(Node("BroadcastTo", {{"input", dtype}, {"shape", DT_INT32}}),
                        {x, test::AsTensor<int32>({4, 3, 6, 17})});
    ExpectGpuMatchesCpu(Node("ReverseV2", {{"tensor", dtype}, {"axis", DT_INT32}}),
                        {Counting(dtype, TensorShape({4, 5, 6})), test::AsTensor<int32>({0, -1})});
  }
}

TEST_F(StridedCopyGpuTest, RangeAndConstantLike) {
  ExpectGpuMatchesCpu(Node("Range", {{"start", DT_FLOAT}, {"limit", DT_FLOAT}, {"delta", DT_FLOAT}}),
                      {test::AsScalar<float>(0.5f), test::AsScalar<float>(1000.0f),
                       test::AsScalar<float>(0.1f)});
  ExpectGpuMatchesCpu(
      Node("Range", {{"start", DT_DOUBLE}, {"limit", DT_DOUBLE}, {"delta", DT_DOUBLE}}),
      {test::AsScalar<double>(3.0), test::AsScalar<double>(-7.0), test::AsScalar<double>(-0.3)});
  ExpectGpuMatchesCpu(Node("Range", {{"start", DT_INT64}, {"limit", DT_INT64}, {"delta", DT_INT64}}),
                      {test::AsScalar<int64>(std::numeric_limits<int64>::min()),
                       test::AsScalar<int64>(std::numeric_limits<int64>::max()),
                       test::AsScalar<int64>(int64{1} << 60)});
  for (DataType dtype : kTypes) {
    const Tensor x = Counting(dtype, TensorShape({1001}));
    ExpectGpuMatchesCpu(Node("ZerosLike", {{"x", dtype}}), {x});
    ExpectGpuMatchesCpu(Node("OnesLike", {{"x", dtype}}), {x});
  }
}

}  // namespace
}  // namespace tensorflow
