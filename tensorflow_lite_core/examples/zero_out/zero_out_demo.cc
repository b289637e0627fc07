// Loads zero_out.so, creates its kernel from a NodeDef along TensorFlow's path
// (LoadOpLibrary -> NodeDefBuilder -> KernelRunner: CreateOpKernel, then Compute), runs it and
// prints the result, the op's OpDef and the output shape its shape function infers.
//
//   zero_out_demo [path/to/zero_out.so]
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "tensorflow_lite_core/framework/kernel_runner.h"
#include "tensorflow_lite_core/framework/load_library.h"
#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/shape_inference_runner.h"

namespace tensorflow {
namespace {

constexpr char kDefaultLibrary[] = "tensorflow_lite_core/examples/zero_out/zero_out.so";

int Fail(const char* what, const Status& status) {
  std::fprintf(stderr, "%s: %s\n", what, status.ToString().c_str());
  return 1;
}

int Run(const std::string& library_path) {
  OpLibrary library;
  Status status = LoadOpLibrary(library_path, &library);
  if (!status.ok()) return Fail("load", status);
  std::printf("Loaded %s: %d op(s), %d kernel(s)\n\n", library_path.c_str(),
              library.op_list.op_size(), library.kernel_list.kernel_size());

  NodeDef node;
  status = NodeDefBuilder("zero_out", "ZeroOut").Input("input", 0, DT_INT32).Finalize(&node);
  if (!status.ok()) return Fail("NodeDefBuilder", status);

  std::unique_ptr<KernelRunner> runner;
  status = KernelRunner::Create(node, &runner);
  if (!status.ok()) return Fail("CreateOpKernel", status);

  Tensor input(DT_INT32, TensorShape({2, 2}));
  auto values = input.flat<int32>();
  for (int i = 0; i < 4; ++i) values(i) = i + 1;

  std::vector<Tensor> outputs;
  status = runner->Run({input}, &outputs);
  if (!status.ok()) return Fail("Compute", status);

  std::printf("zero_out(%s)\n  = %s\n\n", input.DebugString(4).c_str(),
              outputs[0].DebugString(4).c_str());

  const OpDef* op_def = nullptr;
  status = OpRegistry::Global()->LookUpOpDef("ZeroOut", &op_def);
  if (!status.ok()) return Fail("LookUpOpDef", status);
  std::printf("OpDef:\n%s\n", op_def->DebugString().c_str());

  std::vector<PartialTensorShape> output_shapes;
  status = InferShapes(OpRegistry::Global(), node, {PartialTensorShape({2, -1})}, {},
                       &output_shapes);
  if (!status.ok()) return Fail("InferShapes", status);
  std::printf("Inferred output shape for input shape [2,?]: %s\n",
              output_shapes[0].DebugString().c_str());
  return 0;
}

}  // namespace
}  // namespace tensorflow

int main(int argc, char** argv) {
  return tensorflow::Run(argc > 1 ? argv[1] : tensorflow::kDefaultLibrary);
}
