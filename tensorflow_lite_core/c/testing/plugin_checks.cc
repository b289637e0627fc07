#include "tensorflow_lite_core/c/testing/plugin_checks.h"

#include <cstdint>
#include <cstring>
#include <iterator>
#include <regex>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/c/c_api.h"
#include "tensorflow_lite_core/c/testing/c_api_test_util.h"
#include "tensorflow_lite_core/framework/op.h"

namespace tensorflow {
namespace c_api_testing {
namespace {

// The output shapes inferred for `runner`'s node from `inputs`, as text, or the error.
std::string Shapes(KernelRunner& runner, const std::vector<PartialTensorShape>& inputs,
                   Status* status) {
  std::vector<PartialTensorShape> outputs;
  *status = runner.InferShapes(inputs, &outputs);
  std::string text;
  for (const PartialTensorShape& shape : outputs) text += (text.empty() ? "" : " ") + shape.DebugString();
  return text;
}

std::string ShapesOk(KernelRunner& runner, const std::vector<PartialTensorShape>& inputs) {
  Status status;
  const std::string shapes = Shapes(runner, inputs, &status);
  EXPECT_TRUE(status.ok()) << status;
  return shapes;
}

// Runs a CcApiProbeFail node in `mode` on x = [1, 2, 3].
Status RunFailMode(const std::string& mode, std::vector<Tensor>* outputs, bool forward = false) {
  KernelRunner runner("CcApiProbeFail", "fail_" + mode);
  runner.Attr("mode", mode).Input(MakeFloatTensor(TensorShape({3}), {1, 2, 3}));
  if (forward) runner.AllowForwarding();
  return runner.Run(outputs);
}

std::string Bytes(const Tensor& tensor) {
  return std::string(tensor.tensor_data());
}

// How many times `pattern` matches in `text`.
int CountMatches(std::string_view text, const std::string& pattern) {
  const std::regex regex(pattern);
  return static_cast<int>(
      std::distance(std::cregex_iterator(text.data(), text.data() + text.size(), regex),
                    std::cregex_iterator()));
}

// The error of running a node of `op`, whose kernels all match it.
Status RunAmbiguous(const std::string& op) {
  std::vector<Tensor> outputs;
  Status status = KernelRunner(op).Run(&outputs);
  EXPECT_EQ(status.code(), error::INVALID_ARGUMENT) << status;
  EXPECT_NE(status.message().find("Multiple OpKernel registrations match NodeDef"),
            std::string::npos)
      << status;
  return status;
}

}  // namespace

void LoadPluginOrFail(const std::string& path) {
  StatusPtr status = NewStatus();
  TF_Library* library = TF_LoadPluginLibrary(path.c_str(), status.get());
  ASSERT_EQ(TF_GetCode(status.get()), TF_OK) << TF_Message(status.get());
  TF_DeleteLibraryHandle(library);
}

void CheckCcApiProbeAttrs() {
  Tensor tensor = MakeTensor(TensorShape({2}), {4, 5});
  KernelRunner runner("CcApiProbeAttrs", "probe");
  runner.Attr("s", "hello")
      .Attr("ss", std::vector<std::string>{"a", "", "bcd"})
      .Attr("i", 3)
      .Attr("li", std::vector<int64>{1, -2})
      .Attr("f", 0.5f)
      .Attr("lf", std::vector<float>{0.25f, 4})
      .Attr("b", true)
      .Attr("lb", std::vector<bool>{true, false})
      .Attr("t", DT_HALF)
      .Attr("lt", DataTypeVector{DT_FLOAT, DT_INT8})
      .Attr("shape", TensorShape({3, 1}))
      .Attr("tensor", tensor)
      .Attr("ltensor", std::vector<Tensor>{MakeTensor(TensorShape({1}), {7}),
                                           MakeTensor(TensorShape({}), {9})});
  std::vector<Tensor> outputs;
  Status status = runner.Run(&outputs);
  ASSERT_TRUE(status.ok()) << status;
  EXPECT_EQ(Bytes(outputs[0]),
            "node=probe s=hello ss=[a,,bcd] i=3 li=[1,-2] f=0.5 lf=[0.25,4] b=1 lb=[1,0] t=half "
            "lt=[float,int8] shape=[3,1] tensor=Tensor<type: int32 shape: [2]> sum=9 "
            "ltensor=[7,9]");
  EXPECT_EQ(ShapesOk(runner, {}), "<unknown>");
}

void CheckCcApiProbeFailures() {
  std::vector<Tensor> outputs;
  Status status = RunFailMode("ok", &outputs);
  ASSERT_TRUE(status.ok()) << status;
  EXPECT_EQ(Values(outputs[0]), "[2 4 6]");
  status = RunFailMode("must_forward", &outputs, /*forward=*/true);
  EXPECT_TRUE(status.ok()) << status;
  EXPECT_EQ(Values(outputs[0]), "[2 4 6]");

  // The status as given: OP_REQUIRES adds no file:line, as the core's OP_REQUIRES adds none.
  status = RunFailMode("op_requires", &outputs);
  EXPECT_EQ(status.code(), error::FAILED_PRECONDITION) << status;
  EXPECT_EQ(status.message(), "probe refused in mode op_requires");
  ExpectStatus(RunFailMode("throw_std", &outputs), error::INTERNAL,
               {"Compute threw an exception: probe threw"});
  ExpectStatus(RunFailMode("throw_int", &outputs), error::INTERNAL,
               {"Compute threw an exception that is no std::exception"});
  ExpectStatus(RunFailMode("bad_flat", &outputs), error::INVALID_ARGUMENT,
               {"flat<int32>() of a float tensor"});
  ExpectStatus(RunFailMode("bad_input", &outputs), error::OUT_OF_RANGE,
               {"input index 5 out of range [0, 1)", "CcApiProbeFail"});
  ExpectStatus(RunFailMode("bad_set_output", &outputs), error::INVALID_ARGUMENT,
               {"output 0", "is float, but the tensor is int32"});
  ExpectStatus(RunFailMode("ctor_throw", &outputs), error::INTERNAL,
               {"the kernel's constructor threw an exception: constructor gave up"});
  ExpectStatus(RunFailMode("ctor_requires", &outputs), error::INVALID_ARGUMENT,
               {"mode ctor_requires refused at construction"});
  ExpectStatus(RunFailMode("ctor_wrong_attr", &outputs), error::INVALID_ARGUMENT,
               {"type 'string' when 'int' expected", "mode"});

  KernelRunner runner("CcApiProbeFail");
  runner.Attr("mode", "ok").Input(Tensor(DT_FLOAT));
  EXPECT_EQ(ShapesOk(runner, {PartialTensorShape({2, -1})}), "[2,?]");
  Shapes(runner, {PartialTensorShape({1, 1, 1, 1, 1})}, &status);
  ExpectStatus(status, error::INVALID_ARGUMENT, {"Shape must be at most rank 4 but is rank 5"});
  Shapes(runner, {PartialTensorShape({1, 1, 1})}, &status);
  ExpectStatus(status, error::INTERNAL,
               {"the shape function threw an exception: rank three is cursed"});
}

void CheckCcApiProbeShapes() {
  KernelRunner runner("CcApiProbeShapes");
  runner.Input(Tensor(DT_FLOAT)).Input(Tensor(DT_FLOAT));
  EXPECT_EQ(ShapesOk(runner, {PartialTensorShape({2, 3, 4}), PartialTensorShape({5})}),
            "[3,4,5] [] [2]");
  EXPECT_EQ(ShapesOk(runner, {PartialTensorShape({7, -1}), PartialTensorShape()}),
            "<unknown> [] [7]");
  Status status;
  Shapes(runner, {PartialTensorShape({}), PartialTensorShape({5})}, &status);
  ExpectStatus(status, error::INVALID_ARGUMENT, {"Shape must be at least rank 1 but is rank 0"});
  Shapes(runner, {PartialTensorShape({-1, 2}), PartialTensorShape({5})}, &status);
  ExpectStatus(status, error::INVALID_ARGUMENT, {"the first dimension of a must be known"});
}

void CheckCcApiProbeSourceLocations() {
  static constexpr char kSource[] = "tensorflow_lite_core/c/testdata/cc_api_probe.cc";
  const OpRegistrationData* op = OpRegistry::Global()->LookUp("CcApiProbeTwins");
  ASSERT_NE(op, nullptr);
  EXPECT_EQ(op->source_file, kSource);
  ASSERT_EQ(op->op_def.attr_size(), 1);
  EXPECT_EQ(op->source_line, op->op_def.attr(0).default_value().i()) << "the line of REGISTER_OP";
  // Each kernel is described as "TwinOp<line> (file:line)", with the same line twice.
  const Status status = RunAmbiguous("CcApiProbeTwins");
  const std::string described_by_its_line =
      R"(TwinOp<([0-9]+)> \(tensorflow_lite_core/c/testdata/cc_api_probe\.cc:\1\))";
  EXPECT_EQ(CountMatches(std::string(status.message()), described_by_its_line), 2) << status;
}

void CheckCcApiVersion3(const std::string& path) {
  std::vector<Tensor> outputs;
  Status status = KernelRunner("CcApiVersion3Double")
                      .Input(MakeFloatTensor(TensorShape({2}), {1.5f, -3}))
                      .Run(&outputs);
  ASSERT_TRUE(status.ok()) << status;
  EXPECT_EQ(Values(outputs[0]), "[3 -6]");

  // What a plugin was known by before version 4: its file, line unknown (0).
  const OpRegistrationData* op = OpRegistry::Global()->LookUp("CcApiVersion3Twins");
  ASSERT_NE(op, nullptr);
  EXPECT_EQ(op->source_file, path);
  EXPECT_EQ(op->source_line, 0);
  status = RunAmbiguous("CcApiVersion3Twins");
  EXPECT_NE(status.message().find("TwinOp<1> (" + path + ":0)"), std::string::npos) << status;
  EXPECT_NE(status.message().find("TwinOp<2> (" + path + ":0)"), std::string::npos) << status;
}

void CheckZeroOut(const std::string& op) {
  std::vector<Tensor> outputs;
  Status status = KernelRunner(op).Input(MakeTensor(TensorShape({2, 2}), {1, 2, 3, 4})).Run(&outputs);
  ASSERT_TRUE(status.ok()) << status;
  EXPECT_EQ(Values(outputs[0]), "[[1 0][0 0]]");

  status = KernelRunner(op)
               .Attr("preserve_index", 2)
               .Input(MakeFloatTensor(TensorShape({3}), {1.5f, 2.5f, 3.5f}))
               .Run(&outputs);
  ASSERT_TRUE(status.ok()) << status;
  EXPECT_EQ(outputs[0].dtype(), DT_FLOAT);
  EXPECT_EQ(Values(outputs[0]), "[0 0 3.5]");

  status = KernelRunner(op)
               .Attr("preserve_index", 3)
               .Input(MakeTensor(TensorShape({3}), {1, 2, 3}))
               .Run(&outputs);
  ExpectStatus(status, error::INVALID_ARGUMENT, {"preserve_index out of range"});
  status = KernelRunner(op)
               .Attr("preserve_index", -1)
               .Input(MakeTensor(TensorShape({3}), {1, 2, 3}))
               .Run(&outputs);
  ExpectStatus(status, error::INVALID_ARGUMENT, {"Need preserve_index >= 0, got -1"});
  status = KernelRunner(op).Input(Tensor(DT_DOUBLE, TensorShape({1}))).Run(&outputs);
  ExpectStatus(status, error::INVALID_ARGUMENT, {"double", "T"});

  KernelRunner shapes(op);
  shapes.Input(Tensor(DT_INT32));
  EXPECT_EQ(ShapesOk(shapes, {PartialTensorShape({2, -1})}), "[2,?]");
}

void CheckBitcast(const std::string& op) {
  std::vector<Tensor> outputs;
  // float [2] -> uint8 [2,4]: the bytes of 1.0f and -2.0f, little-endian.
  Status status = KernelRunner(op)
                      .Attr("type", DT_UINT8)
                      .Input(MakeFloatTensor(TensorShape({2}), {1.0f, -2.0f}))
                      .Run(&outputs);
  ASSERT_TRUE(status.ok()) << status;
  EXPECT_EQ(outputs[0].shape().DebugString(), "[2,4]");
  EXPECT_EQ(Values(outputs[0]), "[[0 0 128 63][0 0 0 192]]");

  // uint8 [2,4] -> int32 [2], sharing the same bytes back.
  Tensor bytes(DT_UINT8, TensorShape({2, 4}));
  const uint8 pattern[] = {1, 0, 0, 0, 0, 1, 0, 0};
  std::memcpy(bytes.data(), pattern, sizeof(pattern));
  status = KernelRunner(op).Attr("type", DT_INT32).Input(bytes).Run(&outputs);
  ASSERT_TRUE(status.ok()) << status;
  EXPECT_EQ(Values(outputs[0]), "[1 256]");
  EXPECT_EQ(outputs[0].data(), bytes.data()) << "Bitcast must not copy";

  // Same size: int32 -> float.
  status = KernelRunner(op)
               .Attr("type", DT_FLOAT)
               .Input(MakeTensor(TensorShape({1}), {0x3f800000}))
               .Run(&outputs);
  ASSERT_TRUE(status.ok()) << status;
  EXPECT_EQ(Values(outputs[0]), "[1]");

  // int32 [3] -> int64 needs a last dimension of 2.
  status = KernelRunner(op)
               .Attr("type", DT_INT64)
               .Input(MakeTensor(TensorShape({3}), {1, 2, 3}))
               .Run(&outputs);
  ExpectStatus(status, error::INVALID_ARGUMENT, {"Cannot bitcast from int32 to int64", "[3]"});
  status = KernelRunner(op).Attr("type", DT_STRING).Input(MakeTensor(TensorShape({1}), {1})).Run(&outputs);
  ExpectStatus(status, error::INVALID_ARGUMENT, {"string", "type"});

  KernelRunner narrow(op);
  narrow.Attr("type", DT_UINT8).Input(Tensor(DT_INT32));
  EXPECT_EQ(ShapesOk(narrow, {PartialTensorShape({3, -1})}), "[3,?,4]");
  KernelRunner widen(op);
  widen.Attr("type", DT_INT64).Input(Tensor(DT_INT32));
  EXPECT_EQ(ShapesOk(widen, {PartialTensorShape({5, 2})}), "[5]");
  EXPECT_EQ(ShapesOk(widen, {PartialTensorShape({5, -1})}), "[5]");
  Shapes(widen, {PartialTensorShape({5, 3})}, &status);
  ExpectStatus(status, error::INVALID_ARGUMENT, {"Cannot bitcast from int32 to int64"});
  Shapes(widen, {PartialTensorShape({})}, &status);
  ExpectStatus(status, error::INVALID_ARGUMENT, {"Shape must be at least rank 1 but is rank 0"});
  KernelRunner same(op);
  same.Attr("type", DT_FLOAT).Input(Tensor(DT_INT32));
  EXPECT_EQ(ShapesOk(same, {PartialTensorShape()}), "<unknown>");
}

}  // namespace c_api_testing
}  // namespace tensorflow
