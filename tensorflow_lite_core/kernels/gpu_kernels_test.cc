// The GPU kernels against the CPU kernels on the same inputs, and the GPU device's allocator,
// copies and placement checks. Where there is no GPU (or no CUDA support built in) the error for
// asking for one is checked and every GPU test reports itself skipped.
#include <cmath>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/device_copy.h"
#include "tensorflow_lite_core/framework/device_factory.h"
#include "tensorflow_lite_core/framework/kernel_runner.h"
#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/testing/gpu_test_util.h"
#if GOOGLE_CUDA
#include "tensorflow_lite_core/framework/gpu/gpu_device.h"
#endif

namespace tensorflow {
namespace {

// The device named GPU:0, or the error that asking for it gave.
Status LookupGpu(DeviceBase** gpu) { return LookupDevice("/GPU:0", gpu); }

TEST(GpuDeviceLookupTest, GpuIsFoundOrTheErrorSaysWhy) {
  DeviceBase* gpu = nullptr;
  const Status status = LookupGpu(&gpu);
  if (status.ok()) {
    EXPECT_EQ(gpu->name(), "/device:GPU:0");
    EXPECT_EQ(ListDevices("GPU").front(), "/device:GPU:0");
    return;
  }
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument);
  const std::string message(status.message());
  // The reason is the one DeviceTypeAvailability gives, and it must be "no GPU to have"
  // (NotFound): a CUDA runtime error on a machine with a GPU fails here.
  const Status availability = DeviceTypeAvailability("GPU");
  EXPECT_EQ(availability.code(), absl::StatusCode::kNotFound) << availability;
  EXPECT_NE(message.find(std::string(availability.message())), std::string::npos) << message;
  EXPECT_NE(message.find("'/GPU:0'"), std::string::npos) << message;
  EXPECT_NE(message.find("Available devices: /device:CPU:0"), std::string::npos) << message;
#if GOOGLE_CUDA
  // Why the CUDA build has no GPU here: the runtime's own answer.
  EXPECT_NE(message.find("the CUDA runtime"), std::string::npos) << message;
#else
  EXPECT_NE(message.find("--config=cuda"), std::string::npos) << message;
#endif
  EXPECT_EQ(ListDevices("GPU"), std::vector<std::string>());
}

TEST(GpuDeviceLookupTest, GpuKernelsAreRegisteredInCudaBuilds) {
  NodeDef node;
  ASSERT_TRUE(NodeDefBuilder("add", "AddV2").Input("x", 0, DT_FLOAT).Input("y", 0, DT_FLOAT).Finalize(&node).ok());
  const Status status = FindKernelDef(DeviceType(DEVICE_GPU), node, nullptr, nullptr);
#if GOOGLE_CUDA
  EXPECT_TRUE(status.ok()) << status;
#else
  EXPECT_EQ(status.code(), absl::StatusCode::kNotFound) << status;
#endif
}

class GpuKernelsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    const Status status = LookupGpu(&gpu_);
    if (!status.ok()) TFLC_SKIP_OR_FAIL_WITHOUT_GPU(status);
  }

  template <typename T>
  Tensor Random(const TensorShape& shape, double low, double high) {
    Tensor t(DataTypeToEnum<T>::value, shape);
    std::uniform_real_distribution<double> dist(low, high);
    T* data = t.base<T>();
    for (int64 i = 0; i < t.NumElements(); ++i) data[i] = static_cast<T>(dist(rng_));
    return t;
  }

  // Mostly -1 and 1, with one value in 32768 2 or 0.5 (few enough that no partial product
  // overflows): every partial product is exact.
  template <typename T>
  Tensor ExactFactors(const TensorShape& shape) {
    Tensor t(DataTypeToEnum<T>::value, shape);
    std::uniform_int_distribution<int> pick(0, 65535);
    T* data = t.base<T>();
    for (int64 i = 0; i < t.NumElements(); ++i) {
      const int choice = pick(rng_);
      data[i] = choice == 0 ? T(2) : choice == 1 ? T(0.5) : (choice % 2 == 0 ? T(1) : T(-1));
    }
    return t;
  }

  // Runs `node` on the CPU and on the GPU (inputs copied there, except HostMemory ones) and
  // expects the same outputs (copied back, except HostMemory ones), within `rtol` (relative and absolute; the dtype's default when
  // negative). With `drop_first_row`, both run on the inputs less their first row, sliced after
  // the copy: on the GPU a view one row into a 256-byte aligned buffer.
  void ExpectGpuMatchesCpu(const NodeDef& node, const std::vector<Tensor>& inputs, double rtol = -1.0,
                           bool drop_first_row = false) {
    SCOPED_TRACE(node.DebugString());
    std::unique_ptr<KernelRunner> cpu;
    ASSERT_TRUE(KernelRunner::Create(node, &cpu).ok());
    auto maybe_drop = [drop_first_row](const Tensor& t) {
      return drop_first_row ? t.Slice(1, t.dim_size(0)) : t;
    };
    std::vector<Tensor> cpu_inputs;
    for (const Tensor& t : inputs) cpu_inputs.push_back(maybe_drop(t));
    std::vector<Tensor> expected;
    ASSERT_TRUE(cpu->Run(cpu_inputs, &expected).ok());

    KernelRunner::Options options;
    options.device = gpu_;
    std::unique_ptr<KernelRunner> gpu;
    const Status created = KernelRunner::Create(node, options, &gpu);
    ASSERT_TRUE(created.ok()) << created;
    std::vector<Tensor> device_inputs;
    for (int i = 0; i < static_cast<int>(inputs.size()); ++i) {
      if (gpu->kernel()->input_memory_types()[i] == HOST_MEMORY) {
        device_inputs.push_back(cpu_inputs[i]);
        continue;
      }
      Tensor on_device;
      ASSERT_TRUE(CopyTensorToDevice(inputs[i], gpu_, &on_device).ok());
      device_inputs.push_back(maybe_drop(on_device));
    }
    std::vector<Tensor> outputs;
    const Status ran = gpu->Run(device_inputs, &outputs);
    ASSERT_TRUE(ran.ok()) << ran;
    ASSERT_EQ(outputs.size(), expected.size());
    for (size_t i = 0; i < outputs.size(); ++i) {
      // A HostMemory output is on the host already.
      Tensor host = outputs[i];
      if (gpu->kernel()->output_memory_types()[i] == DEVICE_MEMORY) {
        ASSERT_TRUE(CopyTensorToHost(outputs[i], gpu_, &host).ok());
      }
      EXPECT_EQ(host.shape(), expected[i].shape());
      test::ExpectClose(host, expected[i], rtol < 0 ? -1.0 : rtol, rtol);
    }
  }

  DeviceBase* gpu_ = nullptr;
  std::mt19937 rng_{1234};
};

NodeDef Binary(const std::string& op, DataType dtype) {
  NodeDef node;
  TF_CHECK_OK(NodeDefBuilder("n", op).Input("x", 0, dtype).Input("y", 0, dtype).Finalize(&node));
  return node;
}

NodeDef Unary(const std::string& op, DataType dtype) {
  NodeDef node;
  TF_CHECK_OK(NodeDefBuilder("n", op).Input("x", 0, dtype).Finalize(&node));
  return node;
}

NodeDef Reduction(const std::string& op, DataType dtype, bool keep_dims) {
  NodeDef node;
  TF_CHECK_OK(NodeDefBuilder("n", op)
                  .Input("x", 0, dtype)
                  .Input("axes", 0, DT_INT32)
                  .Attr("keep_dims", keep_dims)
                  .Finalize(&node));
  return node;
}

TEST_F(GpuKernelsTest, BinaryOpsMatchCpu) {
  const std::vector<std::pair<TensorShape, TensorShape>> shapes = {
      {TensorShape({1000}), TensorShape({1000})},          // same shape
      {TensorShape({1 << 20 | 3}), TensorShape({1 << 20 | 3})},
      {TensorShape({3, 1, 5}), TensorShape({4, 1})},       // both broadcast
      {TensorShape({}), TensorShape({7})},                 // scalar x
      {TensorShape({2, 1023}), TensorShape({})},           // scalar y
      {TensorShape({5, 6, 7}), TensorShape({6, 1})},
      {TensorShape({0, 3}), TensorShape({3})},             // empty
  };
  for (const char* op : {"AddV2", "Sub", "Mul", "RealDiv", "Maximum", "Minimum"}) {
    for (const auto& [x, y] : shapes) {
      ExpectGpuMatchesCpu(Binary(op, DT_FLOAT), {Random<float>(x, 0.5, 4), Random<float>(y, -4, -0.5)});
      ExpectGpuMatchesCpu(Binary(op, DT_DOUBLE), {Random<double>(x, 0.5, 4), Random<double>(y, 0.5, 4)});
    }
  }
}

TEST_F(GpuKernelsTest, UnaryOpsMatchCpu) {
  for (const TensorShape& shape : {TensorShape({0}), TensorShape({1}), TensorShape({5}),
                                   TensorShape({3, 333}), TensorShape({1 << 20 | 1})}) {
    for (const char* op : {"Neg", "Abs", "Square", "Exp", "Tanh", "Sigmoid", "Relu"}) {
      ExpectGpuMatchesCpu(Unary(op, DT_FLOAT), {Random<float>(shape, -8, 8)}, 4e-6);
      ExpectGpuMatchesCpu(Unary(op, DT_DOUBLE), {Random<double>(shape, -8, 8)}, 1e-14);
    }
    for (const char* op : {"Sqrt", "Rsqrt", "Log"}) {
      ExpectGpuMatchesCpu(Unary(op, DT_FLOAT), {Random<float>(shape, 0.01, 100)}, 4e-6);
      ExpectGpuMatchesCpu(Unary(op, DT_DOUBLE), {Random<double>(shape, 0.01, 100)}, 1e-14);
    }
  }
}

// The element-wise kernels move 16-byte vectors where every buffer is 16-byte aligned; a slice
// one element into a device buffer is not, and takes the one-element loops. The tails (sizes not a
// multiple of the vector) are in the tests above.
TEST_F(GpuKernelsTest, UnalignedSlicesMatchCpu) {
  for (const int64 n : {2, 6, 1001}) {
    ExpectGpuMatchesCpu(Unary("Exp", DT_FLOAT), {Random<float>(TensorShape({n}), -8, 8)}, 4e-6, true);
    ExpectGpuMatchesCpu(Unary("Exp", DT_DOUBLE), {Random<double>(TensorShape({n}), -8, 8)}, 1e-14, true);
    ExpectGpuMatchesCpu(Binary("AddV2", DT_FLOAT),
                        {Random<float>(TensorShape({n}), -4, 4), Random<float>(TensorShape({n}), -4, 4)},
                        -1.0, true);
    ExpectGpuMatchesCpu(Binary("Mul", DT_DOUBLE),
                        {Random<double>(TensorShape({n}), -4, 4), Random<double>(TensorShape({n}), -4, 4)},
                        -1.0, true);
  }
}

TEST_F(GpuKernelsTest, ReductionsMatchCpu) {
  struct Case {
    TensorShape shape;
    std::vector<int32> axes;
  };
  const std::vector<Case> cases = {
      {TensorShape({1 << 22}), {0}},        // one long row, reduced in two passes
      {TensorShape({4, 100000}), {1}},      // few long rows
      {TensorShape({100000, 4}), {0}},      // few long columns
      {TensorShape({300, 17}), {1}},        // many short rows
      {TensorShape({300, 17}), {0}},
      {TensorShape({3, 4, 5}), {0, 2}},     // two reduced groups
      {TensorShape({3, 4, 5}), {1}},
      {TensorShape({3, 4, 5}), {0, 1, 2}},
      {TensorShape({2, 1, 6}), {1}},        // only a size-1 dimension
      {TensorShape({0, 5}), {0}},           // empty reduced dimension
  };
  for (const char* op : {"Sum", "Mean", "Max", "Min", "Prod"}) {
    for (const Case& c : cases) {
      const bool prod = std::string(op) == "Prod";
      const Tensor axes = test::AsTensor<int32>(c.axes);
      for (bool keep_dims : {false, true}) {
        if (prod) {
          // Products of +-1 and 2^k are exact in any order, so the two kernels must agree
          // exactly; other values drift apart over millions of roundings.
          ExpectGpuMatchesCpu(Reduction(op, DT_FLOAT, keep_dims), {ExactFactors<float>(c.shape), axes}, 0.0);
          ExpectGpuMatchesCpu(Reduction(op, DT_DOUBLE, keep_dims), {ExactFactors<double>(c.shape), axes}, 0.0);
          continue;
        }
        // Positive values keep sums far from 0, where the rounding of two summation orders
        // would be all of the value.
        ExpectGpuMatchesCpu(Reduction(op, DT_FLOAT, keep_dims), {Random<float>(c.shape, 0, 3), axes}, 2e-4);
        ExpectGpuMatchesCpu(Reduction(op, DT_DOUBLE, keep_dims), {Random<double>(c.shape, 0, 3), axes}, 1e-10);
      }
    }
  }
}

TEST_F(GpuKernelsTest, SoftmaxMatchesCpu) {
  for (const TensorShape& shape : {TensorShape({7, 33}), TensorShape({1000, 1}), TensorShape({2, 3, 1024}),
                                   TensorShape({0, 5}), TensorShape({4, 100000})}) {
    ExpectGpuMatchesCpu(Unary("Softmax", DT_FLOAT), {Random<float>(shape, -20, 20)}, 1e-5);
    ExpectGpuMatchesCpu(Unary("Softmax", DT_DOUBLE), {Random<double>(shape, -20, 20)}, 1e-12);
  }
}

// A stateless V2 sampling op of `dtype` (shape, key, counter and alg, all in host memory).
NodeDef StatelessSampler(const std::string& op, DataType dtype) {
  NodeDef node;
  NodeDefBuilder builder("n", op);
  builder.Input("shape", 0, DT_INT32).Input("key", 0, DT_UINT64).Input("counter", 0, DT_UINT64)
      .Input("alg", 0, DT_INT32);
  if (op == "StatelessRandomUniformIntV2") {
    builder.Input("minval", 0, dtype).Input("maxval", 0, dtype);
  } else {
    builder.Attr("dtype", dtype);
  }
  TF_CHECK_OK(builder.Finalize(&node));
  return node;
}

TEST_F(GpuKernelsTest, StatelessRandomOpsMatchCpu) {
  const Tensor key = test::AsTensor<uint64>({0x123456789abcdefull});
  const Tensor counter = test::AsTensor<uint64>({7, 0xfedcba9876543210ull});
  const Tensor philox = test::AsScalar<int32>(1);
  // Sizes around a group of values, a partial last group, and enough for many blocks.
  for (const int32 size : {0, 1, 3, 4, 5, 1001, 1 << 20 | 3}) {
    const std::vector<Tensor> inputs = {test::AsTensor<int32>({size}), key, counter, philox};
    // Uniform values and integers are the same bits; normal values the same up to the device's
    // log, sin and cos.
    for (DataType dtype : {DT_HALF, DT_BFLOAT16, DT_FLOAT, DT_DOUBLE}) {
      ExpectGpuMatchesCpu(StatelessSampler("StatelessRandomUniformV2", dtype), inputs, 0.0);
    }
    for (const char* op : {"StatelessRandomNormalV2", "StatelessTruncatedNormalV2"}) {
      ExpectGpuMatchesCpu(StatelessSampler(op, DT_HALF), inputs, 1e-3);
      ExpectGpuMatchesCpu(StatelessSampler(op, DT_BFLOAT16), inputs, 8e-3);
      ExpectGpuMatchesCpu(StatelessSampler(op, DT_FLOAT), inputs, 1e-5);
      ExpectGpuMatchesCpu(StatelessSampler(op, DT_DOUBLE), inputs, 1e-13);
    }
    for (DataType dtype : {DT_INT64, DT_UINT32, DT_UINT64}) {
      ExpectGpuMatchesCpu(StatelessSampler("StatelessRandomUniformFullIntV2", dtype), inputs, 0.0);
    }
    std::vector<Tensor> with_bounds = inputs;
    with_bounds.push_back(test::AsScalar<int64>(-(int64{1} << 62)));
    with_bounds.push_back(test::AsScalar<int64>(int64{1} << 62));
    ExpectGpuMatchesCpu(StatelessSampler("StatelessRandomUniformIntV2", DT_INT64), with_bounds, 0.0);
  }
}

TEST_F(GpuKernelsTest, StatelessRandomOpsGiveTheCpuKernelsErrors) {
  KernelRunner::Options options;
  options.device = gpu_;
  std::unique_ptr<KernelRunner> uniform;
  ASSERT_TRUE(KernelRunner::Create(StatelessSampler("StatelessRandomUniformV2", DT_FLOAT), options,
                                   &uniform)
                  .ok());
  std::vector<Tensor> outputs;
  Status status = uniform->Run({test::AsTensor<int32>({3}), test::AsTensor<uint64>({1, 2}),
                                test::AsTensor<uint64>({0, 0}), test::AsScalar<int32>(1)},
                               &outputs);
  EXPECT_NE(std::string(status.message()).find("key must have shape [1], not [2]"),
            std::string::npos)
      << status;
  status = uniform->Run({test::AsTensor<int32>({3}), test::AsTensor<uint64>({1}),
                         test::AsTensor<uint64>({0, 0}), test::AsScalar<int32>(2)},
                        &outputs);
  EXPECT_NE(std::string(status.message()).find("Unsupported algorithm id: 2"), std::string::npos)
      << status;

  // The key and counter of a seed pair are computed in host memory, as on the CPU.
  NodeDef key_counter;
  TF_CHECK_OK(NodeDefBuilder("n", "StatelessRandomGetKeyCounter")
                  .Input("seed", 0, DT_INT64)
                  .Finalize(&key_counter));
  ExpectGpuMatchesCpu(key_counter, {test::AsTensor<int64>({1, 2})}, 0.0);
}

// Index ops: integer-valued floats keep sums exact whatever order the atomics add them in.
template <typename T>
Tensor Counting(const TensorShape& shape) {
  Tensor t(DataTypeToEnum<T>::value, shape);
  test::FillFn<T>(&t, [](int i) { return static_cast<T>(i % 97); });
  return t;
}

template <typename Index>
Tensor IndicesBelow(const TensorShape& shape, int64 limit) {
  Tensor t(DataTypeToEnum<Index>::value, shape);
  test::FillFn<Index>(&t, [limit](int i) { return static_cast<Index>((i * 7 + 3) % limit); });
  return t;
}

TEST_F(GpuKernelsTest, GathersMatchCpu) {
  for (DataType index_type : {DT_INT32, DT_INT64}) {
    NodeDef gather;
    TF_CHECK_OK(NodeDefBuilder("n", "GatherV2")
                    .Input("params", 0, DT_FLOAT)
                    .Input("indices", 0, index_type)
                    .Input("axis", 0, DT_INT32)
                    .Attr("batch_dims", 1)
                    .Finalize(&gather));
    const Tensor indices = index_type == DT_INT32 ? IndicesBelow<int32>({4, 3000}, 50)
                                                  : IndicesBelow<int64>({4, 3000}, 50);
    ExpectGpuMatchesCpu(gather, {Counting<float>({4, 6, 50, 3}), indices, test::AsScalar<int32>(2)},
                        0.0);
    NodeDef gather_nd;
    TF_CHECK_OK(NodeDefBuilder("n", "GatherNd")
                    .Input("params", 0, DT_DOUBLE)
                    .Input("indices", 0, index_type)
                    .Finalize(&gather_nd));
    const Tensor rows = index_type == DT_INT32 ? IndicesBelow<int32>({5000, 2}, 20)
                                               : IndicesBelow<int64>({5000, 2}, 20);
    ExpectGpuMatchesCpu(gather_nd, {Counting<double>({20, 20, 7}), rows}, 0.0);
  }
  NodeDef gather;
  TF_CHECK_OK(NodeDefBuilder("n", "GatherV2")
                  .Input("params", 0, DT_DOUBLE)
                  .Input("indices", 0, DT_INT64)
                  .Input("axis", 0, DT_INT64)
                  .Finalize(&gather));
  ExpectGpuMatchesCpu(gather, {Counting<double>({3, 5}), Tensor(DT_INT64, TensorShape({0})),
                               test::AsScalar<int64>(1)},
                      0.0);
}

TEST_F(GpuKernelsTest, ScattersMatchCpu) {
  NodeDef scatter;
  TF_CHECK_OK(NodeDefBuilder("n", "ScatterNd")
                  .Input("indices", 0, DT_INT32)
                  .Input("updates", 0, DT_FLOAT)
                  .Input("shape", 0, DT_INT32)
                  .Finalize(&scatter));
  // 10000 updates into 30 rows: many duplicates, added atomically.
  ExpectGpuMatchesCpu(scatter, {IndicesBelow<int32>({10000, 1}, 30), Counting<float>({10000, 4}),
                                test::AsTensor<int32>({30, 4})},
                      0.0);
  NodeDef update;
  TF_CHECK_OK(NodeDefBuilder("n", "TensorScatterUpdate")
                  .Input("tensor", 0, DT_DOUBLE)
                  .Input("indices", 0, DT_INT64)
                  .Input("updates", 0, DT_DOUBLE)
                  .Finalize(&update));
  // Distinct rows, so no duplicate decides the result.
  ExpectGpuMatchesCpu(update, {Counting<double>({100, 3}), test::AsTensor<int64>({7, 0, 99}, {3, 1}),
                               Counting<double>({3, 3})},
                      0.0);
  for (DataType data_type : {DT_FLOAT, DT_DOUBLE}) {
    NodeDef segment_sum;
    TF_CHECK_OK(NodeDefBuilder("n", "UnsortedSegmentSum")
                    .Input("data", 0, data_type)
                    .Input("segment_ids", 0, DT_INT64)
                    .Input("num_segments", 0, DT_INT32)
                    .Finalize(&segment_sum));
    const Tensor data = data_type == DT_FLOAT ? Counting<float>({20000, 3})
                                              : Counting<double>({20000, 3});
    ExpectGpuMatchesCpu(segment_sum, {data, IndicesBelow<int64>({20000}, 40), test::AsScalar<int32>(41)},
                        0.0);
  }
}

TEST_F(GpuKernelsTest, OneHotBiasAddAndLogSoftmaxMatchCpu) {
  for (int axis : {-1, 0, 1}) {
    NodeDef one_hot;
    TF_CHECK_OK(NodeDefBuilder("n", "OneHot")
                    .Input("indices", 0, DT_INT64)
                    .Input("depth", 0, DT_INT32)
                    .Input("on_value", 0, DT_FLOAT)
                    .Input("off_value", 0, DT_FLOAT)
                    .Attr("axis", axis)
                    .Finalize(&one_hot));
    // Indices 0..12 against depth 10: some outside, which are all off.
    ExpectGpuMatchesCpu(one_hot, {IndicesBelow<int64>({300, 7}, 13), test::AsScalar<int32>(10),
                                  test::AsScalar<float>(2.5f), test::AsScalar<float>(-1)},
                        0.0);
  }
  for (const char* format : {"NHWC", "NCHW"}) {
    NodeDef bias_add;
    TF_CHECK_OK(NodeDefBuilder("n", "BiasAdd")
                    .Input("value", 0, DT_FLOAT)
                    .Input("bias", 0, DT_FLOAT)
                    .Attr("data_format", format)
                    .Finalize(&bias_add));
    const int64 channels = std::string(format) == "NHWC" ? 33 : 5;
    ExpectGpuMatchesCpu(bias_add, {Random<float>(TensorShape({4, 5, 9, 33}), -4, 4),
                                   Random<float>(TensorShape({channels}), -4, 4)});
  }
  for (const TensorShape& shape : {TensorShape({7, 33}), TensorShape({2, 3, 1024}), TensorShape({0, 5}),
                                   TensorShape({4, 100000})}) {
    ExpectGpuMatchesCpu(Unary("LogSoftmax", DT_FLOAT), {Random<float>(shape, -20, 20)}, 1e-5);
    ExpectGpuMatchesCpu(Unary("LogSoftmax", DT_DOUBLE), {Random<double>(shape, -20, 20)}, 1e-12);
  }
}

// On the GPU indices are not checked on the host: an index outside its range gathers zeros and
// scatters nothing, as in TensorFlow's GPU kernels (the CPU kernels refuse it).
TEST_F(GpuKernelsTest, OutOfRangeIndicesGatherZerosAndScatterNothing) {
  KernelRunner::Options options;
  options.device = gpu_;
  NodeDef gather;
  TF_CHECK_OK(NodeDefBuilder("n", "GatherV2")
                  .Input("params", 0, DT_FLOAT)
                  .Input("indices", 0, DT_INT32)
                  .Input("axis", 0, DT_INT32)
                  .Finalize(&gather));
  std::unique_ptr<KernelRunner> runner;
  ASSERT_TRUE(KernelRunner::Create(gather, options, &runner).ok());
  Tensor params, indices;
  ASSERT_TRUE(CopyTensorToDevice(test::AsTensor<float>({1, 2, 3}), gpu_, &params).ok());
  ASSERT_TRUE(CopyTensorToDevice(test::AsTensor<int32>({2, 3, -1, 0}), gpu_, &indices).ok());
  std::vector<Tensor> outputs;
  ASSERT_TRUE(runner->Run({params, indices, test::AsScalar<int32>(0)}, &outputs).ok());
  Tensor host;
  ASSERT_TRUE(CopyTensorToHost(outputs[0], gpu_, &host).ok());
  test::ExpectTensorEqual<float>(host, test::AsTensor<float>({3, 0, 0, 1}));

  NodeDef scatter;
  TF_CHECK_OK(NodeDefBuilder("n", "ScatterNd")
                  .Input("indices", 0, DT_INT32)
                  .Input("updates", 0, DT_FLOAT)
                  .Input("shape", 0, DT_INT32)
                  .Finalize(&scatter));
  ASSERT_TRUE(KernelRunner::Create(scatter, options, &runner).ok());
  Tensor rows, updates;
  ASSERT_TRUE(CopyTensorToDevice(test::AsTensor<int32>({1, 5, -2}, {3, 1}), gpu_, &rows).ok());
  ASSERT_TRUE(CopyTensorToDevice(test::AsTensor<float>({7, 8, 9}), gpu_, &updates).ok());
  ASSERT_TRUE(runner->Run({rows, updates, test::AsTensor<int32>({3})}, &outputs).ok());
  ASSERT_TRUE(CopyTensorToHost(outputs[0], gpu_, &host).ok());
  test::ExpectTensorEqual<float>(host, test::AsTensor<float>({0, 7, 0}));
}

TEST_F(GpuKernelsTest, CopiesRoundTripAndRefuseStrings) {
  const Tensor host = Random<double>(TensorShape({17, 3}), -1, 1);
  Tensor on_device;
  ASSERT_TRUE(CopyTensorToDevice(host, gpu_, &on_device).ok());
  EXPECT_TRUE(gpu_->IsDeviceMemory(on_device.data()));
  EXPECT_FALSE(gpu_->IsDeviceMemory(host.data()));
  Tensor back;
  ASSERT_TRUE(CopyTensorToHost(on_device, gpu_, &back).ok());
  test::ExpectEqual(back, host);

  Tensor strings(DT_STRING, TensorShape({2}));
  const Status status = CopyTensorToDevice(strings, gpu_, &on_device);
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(std::string(status.message()).find("string"), std::string::npos) << status;
}

TEST_F(GpuKernelsTest, InputsInTheWrongMemoryAreRefused) {
  KernelRunner::Options options;
  options.device = gpu_;
  std::unique_ptr<KernelRunner> add;
  ASSERT_TRUE(KernelRunner::Create(Binary("AddV2", DT_FLOAT), options, &add).ok());
  const Tensor host = Random<float>(TensorShape({8}), 0, 1);
  std::vector<Tensor> outputs;
  Status status = add->Run({host, host}, &outputs);
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(std::string(status.message()).find("Input 0 of node 'n' (op AddV2) on /device:GPU:0 must be in "
                                                "/device:GPU:0's memory, found in host memory"),
            std::string::npos)
      << status;

  // Reduction axes are a HostMemory input: in device memory they are refused.
  std::unique_ptr<KernelRunner> sum;
  ASSERT_TRUE(KernelRunner::Create(Reduction("Sum", DT_FLOAT, false), options, &sum).ok());
  Tensor x;
  Tensor axes;
  ASSERT_TRUE(CopyTensorToDevice(host, gpu_, &x).ok());
  ASSERT_TRUE(CopyTensorToDevice(test::AsTensor<int32>({0}), gpu_, &axes).ok());
  status = sum->Run({x, axes}, &outputs);
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(std::string(status.message()).find("Input 1 of node 'n' (op Sum) on /device:GPU:0 must be in host memory"),
            std::string::npos)
      << status;
}

TEST_F(GpuKernelsTest, BadShapesGiveTheCpuKernelsErrors) {
  KernelRunner::Options options;
  options.device = gpu_;
  std::unique_ptr<KernelRunner> add;
  ASSERT_TRUE(KernelRunner::Create(Binary("AddV2", DT_FLOAT), options, &add).ok());
  Tensor x;
  Tensor y;
  ASSERT_TRUE(CopyTensorToDevice(Random<float>(TensorShape({2, 3}), 0, 1), gpu_, &x).ok());
  ASSERT_TRUE(CopyTensorToDevice(Random<float>(TensorShape({4}), 0, 1), gpu_, &y).ok());
  std::vector<Tensor> outputs;
  const Status status = add->Run({x, y}, &outputs);
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(std::string(status.message()).find("Incompatible shapes: [2,3] vs. [4]"), std::string::npos) << status;
}

#if GOOGLE_CUDA
TEST_F(GpuKernelsTest, RepeatedCallsReuseCachedDeviceMemory) {
  GpuCachingAllocator* allocator = static_cast<GpuDevice*>(gpu_)->gpu_allocator();
  KernelRunner::Options options;
  options.device = gpu_;
  std::unique_ptr<KernelRunner> add;
  ASSERT_TRUE(KernelRunner::Create(Binary("AddV2", DT_FLOAT), options, &add).ok());
  Tensor x;
  ASSERT_TRUE(CopyTensorToDevice(Random<float>(TensorShape({1 << 16}), 0, 1), gpu_, &x).ok());
  std::vector<Tensor> outputs;
  ASSERT_TRUE(add->Run({x, x}, &outputs).ok());
  outputs.clear();
  const int64 before = allocator->device_allocations();
  for (int i = 0; i < 100; ++i) {
    ASSERT_TRUE(add->Run({x, x}, &outputs).ok());
    outputs.clear();
  }
  EXPECT_EQ(allocator->device_allocations(), before);
  EXPECT_TRUE(gpu_->Sync().ok());
}
#endif

}  // namespace
}  // namespace tensorflow
