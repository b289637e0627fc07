// The same trivial kernel (y = x + 1 on int32) registered three ways, run through the core's
// kernel path (KernelRunner::Run: a context, Compute, the output handed back), and timed per call:
//   - the core's C++ API (REGISTER_KERNEL_BUILDER, tensorflow::OpKernel),
//   - the C API (TF_NewKernelBuilder with C functions, as a plugin written in C does),
//   - the header-only C++ API over the C API (tflc::plugin, kernel_api_benchmark_cc_api.cc).
//
//   bazel run --config=opt //tensorflow_lite_core/c:kernel_api_benchmark
//       [-- --elements=1,16,256] [-- --help]
//
// Prints the time per call (median and best of the samples; testing/benchmark.h) for a few input
// sizes, and each path's ratio to the core C++ one (the target for the C API: within 1.2x).
#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "tensorflow_lite_core/c/kernels.h"
#include "tensorflow_lite_core/c/ops.h"
#include "tensorflow_lite_core/framework/kernel_runner.h"
#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/testing/benchmark.h"

// Defined in kernel_api_benchmark_cc_api.cc (the header-only API cannot share a file with the
// core's headers: both define REGISTER_OP and friends).
bool RegisterHeaderOnlyApiKernel(const char* op_name, std::string* error);

namespace tensorflow {
namespace {

// ---- The core C++ API.

REGISTER_OP("BenchAddOneCpp").Input("x: int32").Output("y: int32");

class AddOneOp : public OpKernel {
 public:
  using OpKernel::OpKernel;
  void Compute(OpKernelContext* context) override {
    const Tensor& input = context->input(0);
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, input.shape(), &output));
    auto in = input.flat<int32>();
    auto out = output->flat<int32>();
    for (int64 i = 0; i < in.size(); ++i) out(i) = in(i) + 1;
  }
};

REGISTER_KERNEL_BUILDER(Name("BenchAddOneCpp").Device(DEVICE_CPU), AddOneOp);

// ---- The C API, written as a C plugin would.

void AddOneCompute(void* /*state*/, TF_OpKernelContext* ctx) {
  TF_Status* status = TF_NewStatus();
  TF_Tensor* input = nullptr;
  TF_GetInput(ctx, 0, &input, status);
  if (TF_GetCode(status) == TF_OK) {
    int64_t dims[8];
    const int rank = TF_NumDims(input);
    for (int d = 0; d < rank; ++d) dims[d] = TF_Dim(input, d);
    TF_Tensor* output =
        TF_AllocateOutput(ctx, 0, TF_INT32, dims, rank, TF_TensorByteSize(input), status);
    if (TF_GetCode(status) == TF_OK) {
      const int32_t* in = static_cast<const int32_t*>(TF_TensorData(input));
      int32_t* out = static_cast<int32_t*>(TF_TensorData(output));
      const int64_t count = TF_TensorElementCount(input);
      for (int64_t i = 0; i < count; ++i) out[i] = in[i] + 1;
    }
    TF_DeleteTensor(output);
  }
  if (TF_GetCode(status) != TF_OK) TF_OpKernelContext_Failure(ctx, status);
  TF_DeleteTensor(input);
  TF_DeleteStatus(status);
}

bool RegisterCApiKernel(const char* op_name, std::string* error) {
  TF_Status* status = TF_NewStatus();
  TF_OpDefinitionBuilder* op = TF_NewOpDefinitionBuilder(op_name);
  TF_OpDefinitionBuilderAddInput(op, "x: int32");
  TF_OpDefinitionBuilderAddOutput(op, "y: int32");
  TF_RegisterOpDefinition(op, status);
  if (TF_GetCode(status) == TF_OK) {
    TF_RegisterKernelBuilder("AddOneC",
                             TF_NewKernelBuilder(op_name, "CPU", nullptr, &AddOneCompute, nullptr),
                             status);
  }
  const bool ok = TF_GetCode(status) == TF_OK;
  if (!ok) *error = TF_Message(status);
  TF_DeleteStatus(status);
  return ok;
}

// ---- Timing.

struct Path {
  const char* label;
  const char* op;
  std::unique_ptr<KernelRunner> runner;
};

// Times runs of `runner` on `input` as the row `name`.
void TimeCompute(benchmark::Suite* suite, const std::string& name, KernelRunner* runner,
                 const Tensor& input, const benchmark::Case& figure) {
  const std::vector<Tensor> inputs = {input};
  std::vector<Tensor> outputs;
  suite->Run(
      name,
      [&] {
        const Status status = runner->Run(inputs, &outputs);
        if (!status.ok()) {
          std::fprintf(stderr, "Compute failed: %s\n", status.ToString().c_str());
          std::exit(1);
        }
      },
      figure);
}

// The input sizes of --elements=1,16,... (default: 1, 16, 256, 4096 and 65536).
std::vector<int64> InputSizes(const benchmark::Flags& flags) {
  const std::string list = flags.Own("elements", "1,16,256,4096,65536");
  std::vector<int64> sizes;
  size_t begin = 0;
  while (begin <= list.size()) {
    const size_t end = std::min(list.find(',', begin), list.size());
    const std::string item = list.substr(begin, end - begin);
    char* parsed_end = nullptr;
    errno = 0;
    const long long size = std::strtoll(item.c_str(), &parsed_end, 10);
    if (item.empty() || *parsed_end != '\0' || errno != 0 || size < 1) {
      benchmark::ExitWithFlagError(
          flags, "--elements expects element counts above 0 separated by commas, got '" + list +
                     "'");
    }
    sizes.push_back(size);
    begin = end + 1;
  }
  return sizes;
}

int Main(int argc, char** argv) {
  const benchmark::Flags flags = benchmark::ParseFlagsOrExit(
      argc, argv, {{"elements", "input sizes, separated by commas (default 1,16,256,4096,65536)"}});
  const std::vector<int64> sizes = InputSizes(flags);
  std::string error;
  if (!RegisterCApiKernel("BenchAddOneC", &error) ||
      !RegisterHeaderOnlyApiKernel("BenchAddOneCcApi", &error)) {
    std::fprintf(stderr, "registration failed: %s\n", error.c_str());
    return 1;
  }
  Path paths[] = {{"core C++ API", "BenchAddOneCpp", nullptr},
                  {"C API", "BenchAddOneC", nullptr},
                  {"header-only C++ API", "BenchAddOneCcApi", nullptr}};
  for (Path& path : paths) {
    NodeDef node;
    Status status = NodeDefBuilder("bench", path.op).Input("x", 0, DT_INT32).Finalize(&node);
    if (status.ok()) status = KernelRunner::Create(node, &path.runner);
    if (!status.ok()) {
      std::fprintf(stderr, "%s: %s\n", path.label, status.ToString().c_str());
      return 1;
    }
  }

  benchmark::Suite suite("kernel_api_benchmark: one trivial kernel through three APIs", flags);
  suite.Section("Compute time per call, y = x + 1 on int32");
  for (int64 elements : sizes) {
    Tensor input(DT_INT32, TensorShape({elements}));
    auto values = input.flat<int32>();
    for (int64 i = 0; i < elements; ++i) values(i) = static_cast<int32>(i);
    const std::string size =
        ", " + std::to_string(elements) + (elements == 1 ? " element" : " elements");
    const std::string core = paths[0].label + size;
    for (const Path& path : paths) {
      const std::string name = path.label + size;
      TimeCompute(&suite, name, path.runner.get(), input,
                  name == core ? benchmark::Case() : benchmark::Case().Versus(core));
    }
  }
  return 0;
}

}  // namespace
}  // namespace tensorflow

int main(int argc, char** argv) { return tensorflow::Main(argc, argv); }
