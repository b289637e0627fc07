// Kernel benchmarks, each printed beside a reference measured in the same run:
//
//   bazel run --config=opt //tensorflow_lite_core/kernels:kernel_benchmark
//       [-- --only=creation|small_add|large_add|matmul] [-- --help]
//
//   1. Kernel lookup and creation: CreateOpKernel for AddV2, beside FindKernelDef alone and a
//      NodeDef copy (the floor any creation pays).
//   2. A 4-element AddV2 through KernelRunner::Run (the path every caller takes: a fresh
//      OpKernelContext, Compute, the output handed back), beside its floor (context and Compute
//      alone) and a plain 4-element loop.
//   3. AddV2 on 16M floats in GB/s (bytes = 3 * 16M * 4: two reads and a write) with one and
//      with all intra-op threads, beside memcpy of 16M floats counted the same way (a read and a
//      write: 2 * 16M * 4 bytes), with one and all threads. Two AddV2 cases: writing into a fresh
//      output (the allocator hands back unmapped memory, so page faults are paid) and in place
//      (x forwarded to the output, as when nothing else holds x).
//   4. MatMul 1024x1024 float in GFLOP/s (2 * n^3 flops) with one and all threads, beside Eigen's
//      single-threaded matrix product and a naive i-k-j loop.
//
// Timings come from the benchmark harness (testing/benchmark.h): the median of several samples,
// each long enough to be measured reliably. "All threads" cases run even where that is one
// thread, so every run prints the same rows. --quick runs smaller problems (1M floats, 256x256).
// Section 2 also counts heap allocations (operator new, replaced below, and the CPU allocator).
#define EIGEN_USE_THREADS

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <string>
#include <utility>
#include <vector>

#include "Eigen/Core"
#include "unsupported/Eigen/CXX11/Tensor"
#include "tensorflow_lite_core/framework/cpu_device.h"
#include "tensorflow_lite_core/framework/kernel_runner.h"
#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/platform/logging.h"
#include "tensorflow_lite_core/platform/threadpool.h"
#include "tensorflow_lite_core/platform/version.h"
#include "tensorflow_lite_core/testing/benchmark.h"

// Every operator new in the process, counted.
std::atomic<long long> g_operator_new_calls{0};

void* operator new(std::size_t size) {
  g_operator_new_calls.fetch_add(1, std::memory_order_relaxed);
  if (void* memory = std::malloc(size == 0 ? 1 : size)) return memory;
  throw std::bad_alloc();
}
// GCC sees free() of operator new's result as a mismatch; here operator new is malloc.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"
void operator delete(void* memory) noexcept { std::free(memory); }
void operator delete(void* memory, std::size_t) noexcept { std::free(memory); }
#pragma GCC diagnostic pop

namespace tensorflow {
namespace {

using benchmark::Case;
using benchmark::DoNotOptimize;
using benchmark::Suite;

std::string Printf(const char* format, double a, double b) {
  char buffer[256];
  std::snprintf(buffer, sizeof(buffer), format, a, b);
  return buffer;
}

// One thread and all intra-op threads, each with its label. Both run even where "all" is one,
// so that every machine prints the same rows.
std::vector<std::pair<int, std::string>> ThreadCounts() {
  return {{1, "1 thread"}, {CpuDevice::DefaultIntraOpThreads(), "all threads"}};
}

NodeDef BinaryNode(const char* op, DataType dtype) {
  NodeDef node_def;
  TF_CHECK_OK(NodeDefBuilder("node", op)
                  .Input("x", 0, dtype)
                  .Input("y", 0, dtype)
                  .Finalize(&node_def));
  return node_def;
}

std::unique_ptr<OpKernel> MakeKernel(CpuDevice* device, const NodeDef& node_def) {
  std::unique_ptr<OpKernel> kernel;
  TF_CHECK_OK(CreateOpKernel(DEVICE_CPU, device, cpu_allocator(), node_def,
                             TF_GRAPH_DEF_VERSION, &kernel));
  return kernel;
}

std::unique_ptr<KernelRunner> MakeRunner(CpuDevice* device, const NodeDef& node_def) {
  KernelRunner::Options options;
  options.device = device;
  std::unique_ptr<KernelRunner> runner;
  TF_CHECK_OK(KernelRunner::Create(node_def, options, &runner));
  return runner;
}

// One run of `runner`, as an executor makes it; `forwarding` lets the kernel reuse `*inputs`.
void Run(KernelRunner* runner, std::vector<Tensor>* inputs, bool forwarding,
         std::vector<Tensor>* outputs) {
  const Status status =
      forwarding ? runner->RunForwarding(inputs, outputs) : runner->Run(*inputs, outputs);
  CHECK(status.ok()) << status;
  DoNotOptimize((*outputs)[0].data());
}

void BenchmarkKernelCreation(Suite* suite) {
  suite->Section("Kernel lookup and creation (AddV2, float)");
  CpuDevice device(1);
  const NodeDef node_def = BinaryNode("AddV2", DT_FLOAT);
  suite->Run(
      "CreateOpKernel",
      [&] {
        std::unique_ptr<OpKernel> kernel = MakeKernel(&device, node_def);
        DoNotOptimize(kernel.get());
      },
      Case().Versus("reference: FindKernelDef"));
  suite->Run(
      "reference: FindKernelDef",
      [&] {
        const KernelDef* def = nullptr;
        std::string class_name;
        TF_CHECK_OK(FindKernelDef(DEVICE_CPU, node_def, &def, &class_name));
        DoNotOptimize(def);
      });
  suite->Run("reference: NodeDef copy", [&] {
    auto copied = std::make_shared<NodeDef>(node_def);
    DoNotOptimize(copied.get());
  });
}

void BenchmarkSmallAdd(Suite* suite) {
  suite->Section("Compute of a 4-element AddV2 (float)");
  CpuDevice device(1);
  std::unique_ptr<OpKernel> kernel = MakeKernel(&device, BinaryNode("AddV2", DT_FLOAT));
  Tensor x(DT_FLOAT, TensorShape({4}));
  Tensor y(DT_FLOAT, TensorShape({4}));
  for (int i = 0; i < 4; ++i) {
    x.base<float>()[i] = static_cast<float>(i);
    y.base<float>()[i] = 1.0f;
  }
  std::unique_ptr<KernelRunner> runner = MakeRunner(&device, BinaryNode("AddV2", DT_FLOAT));
  std::vector<Tensor> inputs = {x, y};
  std::vector<Tensor> outputs;
  suite->Run("KernelRunner::Run", [&] { Run(runner.get(), &inputs, false, &outputs); },
             Case().Versus("reference: plain loop"));
  // Its floor: only the context and Compute, with Params prepared once.
  OpKernelContext::Params params;
  params.device = &device;
  params.op_kernel = kernel.get();
  params.inputs = {&x, &y};
  suite->Run(
      "reference: OpKernelContext + Compute",
      [&] {
        OpKernelContext context(&params);
        kernel->Compute(&context);
        DoNotOptimize(context.mutable_output(0)->data());
      },
      Case().Versus("reference: plain loop"));
  // The framework's share: a context alone, and a 4-float output tensor made and dropped.
  suite->Run("reference: OpKernelContext alone", [&] {
    OpKernelContext context(&params);
    DoNotOptimize(&context);
  });
  suite->Run("reference: 4-float Tensor allocated and freed", [&] {
    Tensor output(cpu_allocator(), DT_FLOAT, TensorShape({4}));
    DoNotOptimize(output.data());
  });
  float out[4];
  const float* a = x.base<float>();
  const float* b = y.base<float>();
  suite->Run("reference: plain loop", [&] {
    DoNotOptimize(a);
    DoNotOptimize(b);
    for (int i = 0; i < 4; ++i) out[i] = a[i] + b[i];
    DoNotOptimize(out);
  });
  // Heap allocations of one run: operator new (the context's, the outputs') and the CPU
  // allocator's (the output's bytes).
  constexpr int kCalls = 1000;
  long long news = 0, allocations = 0;
  EnableCPUAllocatorStats();  // off by default, and off again below: they slow the timed runs
  for (int i = 0; i < kCalls; ++i) {
    const long long start = g_operator_new_calls.load();
    const int64 allocations_before = cpu_allocator()->GetStats()->num_allocs;
    Run(runner.get(), &inputs, false, &outputs);
    allocations += cpu_allocator()->GetStats()->num_allocs - allocations_before;
    news += g_operator_new_calls.load() - start;
  }
  DisableCPUAllocatorStats();
  suite->Note(Printf("heap allocations per KernelRunner::Run: %.1f (operator new) + %.1f (CPU "
                     "allocator: the output's bytes)",
                     static_cast<double>(news) / kCalls,
                     static_cast<double>(allocations) / kCalls));
}

// memcpy of `bytes` split into `threads` parallel parts on `pool` (one part inline).
void ParallelMemcpy(thread::ThreadPool* pool, int threads, char* dst, const char* src,
                    int64 bytes) {
  if (threads <= 1) {
    std::memcpy(dst, src, bytes);
    return;
  }
  pool->ParallelForWithMaxShards(threads, 1 << 20, threads, [&](int64 begin, int64 end) {
    const int64 part = (bytes + threads - 1) / threads;
    for (int64 t = begin; t < end; ++t) {
      const int64 first = t * part;
      const int64 size = std::min(bytes, first + part) - first;
      if (size > 0) std::memcpy(dst + first, src + first, size);
    }
  });
}

void BenchmarkLargeAdd(Suite* suite, int64 elements) {
  const int all_threads = CpuDevice::DefaultIntraOpThreads();
  suite->Section("AddV2 on " + std::to_string(elements >> 20) +
                 "M floats (GB/s; AddV2 counts 3 x 4 bytes per element, memcpy 2 x 4; all "
                 "threads = " + std::to_string(all_threads) + ")");
  for (const auto& thread_count : ThreadCounts()) {
    const int threads = thread_count.first;
    const std::string& threads_label = thread_count.second;
    CpuDevice device(threads);
    std::unique_ptr<KernelRunner> runner = MakeRunner(&device, BinaryNode("AddV2", DT_FLOAT));
    // The inputs hold the only references to their buffers, so RunForwarding updates x in place.
    std::vector<Tensor> inputs(2);
    inputs[0] = Tensor(DT_FLOAT, TensorShape({elements}));
    inputs[1] = Tensor(DT_FLOAT, TensorShape({elements}));
    Tensor& x = inputs[0];
    std::fill_n(x.base<float>(), elements, 1.0f);
    std::fill_n(inputs[1].base<float>(), elements, 0.0f);  // x stays 1 when updated in place
    std::vector<Tensor> outputs;
    const int64 bytes = elements * static_cast<int64>(sizeof(float));
    const std::string memcpy_name = "reference: memcpy, " + threads_label;
    const Case add = Case().Bytes(3.0 * bytes).Versus(memcpy_name).Samples(5);
    suite->Run("AddV2 fresh output, " + threads_label,
               [&] { Run(runner.get(), &inputs, false, &outputs); }, add);
    suite->Run("AddV2 in place, " + threads_label, [&] {
      Run(runner.get(), &inputs, true, &outputs);
      CHECK_EQ(outputs[0].data(), x.data()) << "AddV2 did not update its input in place";
    }, add);
    outputs.clear();
    CHECK_EQ(1.0f, x.base<float>()[elements - 1]);
    Tensor destination(DT_FLOAT, TensorShape({elements}));
    std::fill_n(destination.base<float>(), elements, 0.0f);
    thread::ThreadPool* pool = device.tensorflow_cpu_worker_threads()->workers;
    suite->Run(
        memcpy_name,
        [&] {
          ParallelMemcpy(pool, threads, destination.base<char>(), x.base<const char>(), bytes);
          DoNotOptimize(destination.data());
        },
        Case().Bytes(2.0 * bytes).Samples(5));
  }
}

void BenchmarkMatMul(Suite* suite, int n) {
  const int all_threads = CpuDevice::DefaultIntraOpThreads();
  suite->Section("MatMul " + std::to_string(n) + "x" + std::to_string(n) +
                 " float (GFLOP/s; all threads = " + std::to_string(all_threads) + ")");
  const double flops = 2.0 * n * n * n;
  Tensor a(DT_FLOAT, TensorShape({n, n}));
  Tensor b(DT_FLOAT, TensorShape({n, n}));
  for (int64 i = 0; i < a.NumElements(); ++i) {
    a.base<float>()[i] = static_cast<float>(i % 7) * 0.25f;
    b.base<float>()[i] = static_cast<float>(i % 5) * 0.5f;
  }
  NodeDef node_def;
  TF_CHECK_OK(NodeDefBuilder("matmul", "MatMul")
                  .Input("a", 0, DT_FLOAT)
                  .Input("b", 0, DT_FLOAT)
                  .Finalize(&node_def));
  for (const auto& thread_count : ThreadCounts()) {
    const int threads = thread_count.first;
    const std::string& threads_label = thread_count.second;
    CpuDevice device(threads);
    std::unique_ptr<KernelRunner> runner = MakeRunner(&device, node_def);
    std::vector<Tensor> inputs = {a, b};
    std::vector<Tensor> outputs;
    suite->Run("MatMul kernel, " + threads_label,
               [&] { Run(runner.get(), &inputs, false, &outputs); },
               Case().Flops(flops).Versus("reference: Eigen matrix product, 1 thread").Samples(5));
  }
  using RowMajor = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
  Eigen::Map<const RowMajor> a_map(a.base<const float>(), n, n);
  Eigen::Map<const RowMajor> b_map(b.base<const float>(), n, n);
  RowMajor product(n, n);
  suite->Run(
      "reference: Eigen matrix product, 1 thread",
      [&] {
        product.noalias() = a_map * b_map;
        DoNotOptimize(product.data());
      },
      Case().Flops(flops).Samples(5));
  std::vector<float> naive(static_cast<size_t>(n) * n);
  const float* pa = a.base<const float>();
  const float* pb = b.base<const float>();
  suite->Run(
      "reference: naive i-k-j loop, 1 thread",
      [&] {
        std::fill(naive.begin(), naive.end(), 0.0f);
        for (int i = 0; i < n; ++i) {
          for (int k = 0; k < n; ++k) {
            const float scale = pa[i * n + k];
            float* row = naive.data() + static_cast<size_t>(i) * n;
            const float* source = pb + static_cast<size_t>(k) * n;
            for (int j = 0; j < n; ++j) row[j] += scale * source[j];
          }
        }
        DoNotOptimize(naive.data());
      },
      Case().Flops(flops).Samples(3));
}

}  // namespace
}  // namespace tensorflow

int main(int argc, char** argv) {
  namespace benchmark = tensorflow::benchmark;
  // --only=<section>: one section (e.g. under a profiler).
  const benchmark::Flags flags = benchmark::ParseFlagsOrExit(
      argc, argv, {{"only", "one section: creation, small_add, large_add or matmul"}});
  const std::string only = flags.Own("only");
  if (!only.empty() && only != "creation" && only != "small_add" && only != "large_add" &&
      only != "matmul") {
    benchmark::ExitWithFlagError(flags, "--only expects creation, small_add, large_add or matmul, "
                                        "got '" + only + "'");
  }
  benchmark::Suite suite(
      "tensorflow_lite_core kernel benchmark: " +
          std::to_string(tensorflow::thread::NumSchedulableCPUs()) +
          " schedulable CPUs, all threads = " +
          std::to_string(tensorflow::CpuDevice::DefaultIntraOpThreads()),
      flags);
  // Quick runs smaller problems too: a single call of the full ones takes seconds unoptimised.
  if (only.empty() || only == "creation") tensorflow::BenchmarkKernelCreation(&suite);
  if (only.empty() || only == "small_add") tensorflow::BenchmarkSmallAdd(&suite);
  if (only.empty() || only == "large_add") {
    tensorflow::BenchmarkLargeAdd(&suite,
                                  suite.quick() ? (int64_t{1} << 20) : (int64_t{16} << 20));
  }
  if (only.empty() || only == "matmul") {
    tensorflow::BenchmarkMatMul(&suite, suite.quick() ? 256 : 1024);
  }
  return 0;
}
