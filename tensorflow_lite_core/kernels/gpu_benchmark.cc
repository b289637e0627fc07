// GPU kernels on large float32 inputs: elementwise AddV2 and Exp, a full Sum, Softmax rows and
// the TimeTwo example's kernel, each as bandwidth (bytes read and written per second) and as a
// share of the device's peak memory bandwidth, beside a device-to-device copy (cudaMemcpy) in
// the same run. Each timed call queues kCallsPerSync runs on the device's stream and then waits
// for them, as a program queueing work does: the figures are the device's time per run, the
// host's launch and wait costs (10 us or so against a 130 us kernel) overlapping the kernels.
//
//   bazel run --config=opt --config=cuda //tensorflow_lite_core/kernels:gpu_benchmark
//
// Without a GPU it says why and exits 0.
#include <cuda_runtime.h>

#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "tensorflow_lite_core/framework/device_copy.h"
#include "tensorflow_lite_core/framework/device_factory.h"
#include "tensorflow_lite_core/framework/kernel_runner.h"
#include "tensorflow_lite_core/framework/load_library.h"
#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/platform/logging.h"
#include "tensorflow_lite_core/testing/benchmark.h"

namespace tensorflow {
namespace {

constexpr char kTimeTwoLibrary[] = "tensorflow_lite_core/examples/time_two/time_two.so";
constexpr int kCallsPerSync = 10;

// Peak bandwidth of the device's memory in bytes per second: two transfers per memory clock
// over the whole bus.
double PeakBandwidth(int ordinal) {
  int clock_khz = 0;
  int bus_bits = 0;
  cudaDeviceGetAttribute(&clock_khz, cudaDevAttrMemoryClockRate, ordinal);
  cudaDeviceGetAttribute(&bus_bits, cudaDevAttrGlobalMemoryBusWidth, ordinal);
  return 2.0 * clock_khz * 1e3 * bus_bits / 8.0;
}

NodeDef Node(const std::string& op, int inputs, bool with_axes) {
  NodeDefBuilder builder("n", op);
  for (int i = 0; i < inputs; ++i) builder.Input("x", i, DT_FLOAT);
  if (with_axes) builder.Input("axes", 0, DT_INT32).Attr("keep_dims", false);
  NodeDef node;
  TF_CHECK_OK(builder.Finalize(&node));
  return node;
}

int Run(int argc, char** argv) {
  benchmark::Suite suite("GPU kernels", benchmark::ParseFlagsOrExit(argc, argv));
  DeviceBase* gpu = nullptr;
  const Status found = LookupDevice("/GPU:0", &gpu);
  if (!found.ok()) {
    std::printf("GPU benchmark not run: %s\n", std::string(found.message()).c_str());
    return 0;
  }
  OpLibrary time_two;
  TF_CHECK_OK(LoadOpLibrary(kTimeTwoLibrary, &time_two));
  cudaDeviceProp properties;
  cudaGetDeviceProperties(&properties, 0);
  const double peak = PeakBandwidth(0);
  const int64 n = suite.quick() ? (1 << 20) : (int64{1} << 26);  // 256 MiB of float32
  const int calls = suite.quick() ? 1 : kCallsPerSync;
  Tensor host(DT_FLOAT, TensorShape({n}));
  for (int64 i = 0; i < n; ++i) host.flat<float>()(i) = static_cast<float>(i % 1000) * 1e-3f;
  Tensor x;
  Tensor y;
  TF_CHECK_OK(CopyTensorToDevice(host, gpu, &x));
  TF_CHECK_OK(CopyTensorToDevice(host, gpu, &y));
  const double bytes = 4.0 * n;

  suite.Section(properties.name + std::string(", float32[") + std::to_string(n) + "], peak " +
                std::to_string(static_cast<int>(peak / 1e9)) + " GB/s");
  struct Share {
    std::string name;
    double share;
    bool elementwise;  // the cases the 80% target is for
  };
  std::vector<Share> shares;
  const auto run_kernel = [&](const std::string& name, const NodeDef& node, std::vector<Tensor> inputs,
                              double moved, bool elementwise) {
    KernelRunner::Options options;
    options.device = gpu;
    std::unique_ptr<KernelRunner> runner;
    TF_CHECK_OK(KernelRunner::Create(node, options, &runner));
    std::vector<Tensor> outputs;
    const benchmark::Measurement m = suite.Run(
        name,
        [&] {
          for (int i = 0; i < calls; ++i) {
            TF_CHECK_OK(runner->Run(inputs, &outputs));
            outputs.clear();  // the caching allocator hands the block to the next run, in stream order
          }
          TF_CHECK_OK(gpu->Sync());
        },
        benchmark::Case().Bytes(calls * moved));
    shares.push_back({name, calls * moved / m.median / peak, elementwise});
  };

  Tensor copy_target;
  TF_CHECK_OK(CopyTensorToDevice(host, gpu, &copy_target));
  const benchmark::Measurement copy = suite.Run(
      "cudaMemcpy device to device",
      [&] {
        for (int i = 0; i < calls; ++i) {
          cudaMemcpyAsync(copy_target.data(), x.data(), bytes, cudaMemcpyDeviceToDevice,
                          static_cast<cudaStream_t>(gpu->stream()));
        }
        TF_CHECK_OK(gpu->Sync());
      },
      benchmark::Case().Bytes(calls * 2 * bytes));
  shares.push_back(
      {"cudaMemcpy device to device (reference)", calls * 2 * bytes / copy.median / peak, false});
  run_kernel("AddV2 x + y", Node("AddV2", 2, false), {x, y}, 3 * bytes, true);
  run_kernel("Exp", Node("Exp", 1, false), {x}, 2 * bytes, true);
  Tensor axes(DT_INT32, TensorShape({1}));
  axes.flat<int32>()(0) = 0;
  run_kernel("Sum over all elements", Node("Sum", 1, true), {x, axes}, bytes, false);
  Tensor rows;
  CHECK(rows.CopyFrom(x, TensorShape({n / 1024, 1024})));
  run_kernel("Softmax rows of 1024", Node("Softmax", 1, false), {rows}, 2 * bytes, false);
  Tensor long_rows;
  CHECK(long_rows.CopyFrom(x, TensorShape({n / 8192, 8192})));
  run_kernel("Softmax rows of 8192", Node("Softmax", 1, false), {long_rows}, 2 * bytes, false);
  NodeDef time_two_node;
  TF_CHECK_OK(NodeDefBuilder("n", "TimeTwo").Input("x", 0, DT_FLOAT).Finalize(&time_two_node));
  run_kernel("TimeTwo (custom op)", time_two_node, {x}, 2 * bytes, true);
  for (const Share& row : shares) {
    suite.Note(row.name + ": " + std::to_string(static_cast<int>(row.share * 100 + 0.5)) + "% of peak" +
               (row.elementwise ? " (elementwise; target >= 80%)" : ""));
  }
  return 0;
}

}  // namespace
}  // namespace tensorflow

int main(int argc, char** argv) { return tensorflow::Run(argc, argv); }
