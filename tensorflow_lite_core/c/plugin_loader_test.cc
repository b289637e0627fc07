#include "tensorflow_lite_core/c/plugin_loader.h"

#include <cstdlib>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/c/c_api.h"
#include "tensorflow_lite_core/c/testing/c_api_test_util.h"
#include "tensorflow_lite_core/framework/kernel_registry.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {
namespace {

using c_api_testing::ExpectOk;
using c_api_testing::ExpectStatus;
using c_api_testing::KernelRunner;
using c_api_testing::MakeFloatTensor;
using c_api_testing::MakeTensor;
using c_api_testing::NewStatus;
using c_api_testing::Values;

std::string Plugin(const std::string& name) { return "tensorflow_lite_core/c/testdata/" + name; }

// Loads `name` with TF_LoadPluginLibrary and returns the names of the ops it registered.
std::vector<std::string> LoadPlugin(const std::string& name) {
  auto status = NewStatus();
  TF_Library* library = TF_LoadPluginLibrary(Plugin(name).c_str(), status.get());
  ExpectOk(status.get());
  std::vector<std::string> names;
  if (library == nullptr) return names;
  const TF_Buffer buffer = TF_GetOpList(library);
  OpList ops;
  EXPECT_TRUE(ops.ParseFromArray(buffer.data, static_cast<int>(buffer.length)));
  for (const OpDef& op : ops.op()) names.push_back(op.name());
  TF_DeleteLibraryHandle(library);
  return names;
}

// Loading `name` fails with `code` and `pieces` (and the file's path), and changes no registry.
void ExpectLoadFails(const std::string& name, TF_Code code, const std::vector<std::string>& pieces) {
  const std::string before = c_api_testing::RegistrySnapshot();
  auto status = NewStatus();
  EXPECT_EQ(TF_LoadLibrary(Plugin(name).c_str(), status.get()), nullptr);
  std::vector<std::string> expected = pieces;
  expected.push_back(Plugin(name));
  ExpectStatus(status.get(), code, expected);
  EXPECT_EQ(c_api_testing::RegistrySnapshot(), before) << "a failed load changed the registries";
}

// ---- Plugins that load.

TEST(PluginLoaderTest, InitPluginRegistersOpsAndKernels) {
  EXPECT_EQ(LoadPlugin("good_plugin.so"), std::vector<std::string>{"CApiPluginTestTimesThree"});
  EXPECT_EQ(OpRegistry::Global()->LookUp("CApiPluginTestTimesThree")->source_file,
            Plugin("good_plugin.so"));
  EXPECT_EQ(GetRegisteredKernelsForOp("CApiPluginTestTimesThree").kernel_size(), 1);

  KernelRunner runner("CApiPluginTestTimesThree");
  runner.Input(MakeTensor(TensorShape({3}), {1, -2, 5}));
  std::vector<Tensor> outputs;
  ASSERT_TRUE(runner.Run(&outputs).ok());
  EXPECT_EQ(Values(outputs[0]), "[3 -6 15]");
  std::vector<PartialTensorShape> shapes;
  ASSERT_TRUE(runner.InferShapes({PartialTensorShape({-1, 4})}, &shapes).ok());
  EXPECT_EQ(shapes[0].DebugString(), "[?,4]");

  // A second load returns the first one's ops and registers nothing twice.
  const std::string before = c_api_testing::RegistrySnapshot();
  EXPECT_EQ(LoadPlugin("good_plugin.so"), std::vector<std::string>{"CApiPluginTestTimesThree"});
  EXPECT_EQ(c_api_testing::RegistrySnapshot(), before);
}

// As in TensorFlow, a kernel for an op nobody defines does not fail the load.
TEST(PluginLoaderTest, KernelForUnknownOpLoads) {
  EXPECT_EQ(LoadPlugin("kernel_for_unknown_op.so"),
            std::vector<std::string>{"CApiPluginTestFineBeforeOrphan"});
  EXPECT_EQ(GetRegisteredKernelsForOp("CApiPluginTestNobodyDefinesThis").kernel_size(), 1);
}

TEST(PluginLoaderTest, TensorFlowStylePluginWithInitKernel) {
  EXPECT_EQ(LoadPlugin("tf_style_plugin.so"), std::vector<std::string>{"CApiPluginTestNegate"});
  std::vector<Tensor> outputs;
  ASSERT_TRUE(KernelRunner("CApiPluginTestNegate")
                  .Input(MakeFloatTensor(TensorShape({2}), {1.5f, -3}))
                  .Run(&outputs)
                  .ok());
  EXPECT_EQ(Values(outputs[0]), "[-1.5 3]");
}

// ---- Plugins that do not, leaving the registries as they were.

TEST(PluginLoaderTest, FailingInitKeepsNothing) {
  ExpectLoadFails("init_fails.so", TF_UNAVAILABLE,
                  {"TF_InitPlugin failed", "the device this plugin drives is not attached",
                   "nothing it registered was kept"});
  EXPECT_FALSE(c_api_testing::OpRegistered("CApiPluginTestInitFails"));
}

TEST(PluginLoaderTest, RegistrationFailureAtLoadTimeKeepsNothing) {
  ExpectLoadFails("static_registration_failure.so", TF_INVALID_ARGUMENT,
                  {"CApiPluginTestEarlyMalformed", "nothing it registered was kept"});
  EXPECT_FALSE(c_api_testing::OpRegistered("CApiPluginTestEarlyMalformed"));
}

TEST(PluginLoaderTest, DuplicateOpNamesWhereThePluginRegistersBoth) {
  const std::string source = Plugin("duplicate_op.c");
  const std::vector<int> lines =
      c_api_testing::LinesContaining(source, "RegisterOpAt(__FILE__, __LINE__, status);");
  ASSERT_EQ(lines.size(), 2u);
  ExpectLoadFails("duplicate_op.so", TF_ALREADY_EXISTS,
                  {strings::StrCat("Op with name CApiPluginTestDuplicate is already registered ",
                                   "(first registration at ", source, ":", lines[0],
                                   ", duplicate at ", source, ":", lines[1], ")")});
}

TEST(PluginLoaderTest, MissingSymbolIsNamedAndExplained) {
  ExpectLoadFails("missing_symbol.so", TF_NOT_FOUND,
                  {"undefined symbol: TF_FunctionFromTheFuture",
                   "'TF_FunctionFromTheFuture' is not part of the C API of this core "
                   "(ABI version 5)"});
}

TEST(PluginLoaderTest, FilesThatAreNoPlugins) {
  ExpectLoadFails("not_a_plugin.txt", TF_NOT_FOUND, {"Could not load library"});
  ExpectLoadFails("no_such_plugin.so", TF_NOT_FOUND, {"does not exist"});
}

// ---- Versioning: what a plugin declares decides, before its code runs.

TEST(PluginVersioningTest, PluginNeedingANewerCoreIsRefusedBeforeItsCodeRuns) {
  unsetenv("TFLC_ABI_NEWER_PLUGIN_CODE_RAN");
  ExpectLoadFails("abi_newer.so", TF_FAILED_PRECONDITION,
                  {"needs a core with C API ABI version 6 or newer",
                   "built against version 6", "this core implements ABI version 5"});
  EXPECT_EQ(std::getenv("TFLC_ABI_NEWER_PLUGIN_CODE_RAN"), nullptr)
      << "the refused plugin's code ran: " << std::getenv("TFLC_ABI_NEWER_PLUGIN_CODE_RAN");
}

TEST(PluginVersioningTest, NewerPluginUsingOnlyThisVersionLoads) {
  EXPECT_EQ(LoadPlugin("abi_newer_compatible.so"),
            std::vector<std::string>{"CApiPluginTestFromTheFuture"});
  std::vector<Tensor> outputs;
  ASSERT_TRUE(KernelRunner("CApiPluginTestFromTheFuture").Run(&outputs).ok());
  EXPECT_EQ(Values(outputs[0]), "3");
}

TEST(PluginVersioningTest, OlderPluginKeepsWorking) {
  EXPECT_EQ(LoadPlugin("abi_older.so"), std::vector<std::string>{"CApiPluginTestOldTimer"});
  std::vector<Tensor> outputs;
  ASSERT_TRUE(KernelRunner("CApiPluginTestOldTimer")
                  .Input(MakeTensor(TensorShape({2}), {1, 2}))
                  .Run(&outputs)
                  .ok());
  EXPECT_EQ(Values(outputs[0]), "[101 102]");
}

TEST(PluginVersioningTest, MalformedDeclarationIsRefused) {
  ExpectLoadFails("abi_malformed.so", TF_INVALID_ARGUMENT,
                  {"TF_PluginAbiVersion is 2 bytes, smaller than the 8 bytes of its first version"});
}

// The policy itself, declaration by declaration.
DeclaredPluginAbi Declared(uint32_t struct_size, uint32_t abi_version, uint32_t min_core) {
  DeclaredPluginAbi abi;
  abi.declared = true;
  abi.struct_size = struct_size;
  abi.abi_version = abi_version;
  abi.min_core_abi_version = min_core;
  return abi;
}

TEST(PluginVersioningTest, Policy) {
  EXPECT_TRUE(CheckPluginAbi("p.so", DeclaredPluginAbi()).ok()) << "undeclared: version 1";
  EXPECT_TRUE(CheckPluginAbi("p.so", Declared(8, 1, 1)).ok());
  EXPECT_TRUE(CheckPluginAbi("p.so", Declared(12, 2, 2)).ok());
  EXPECT_TRUE(CheckPluginAbi("p.so", Declared(12, 2, 1)).ok());
  EXPECT_TRUE(CheckPluginAbi("p.so", Declared(40, 9, 2)).ok());
  EXPECT_TRUE(CheckPluginAbi("p.so", Declared(12, 3, 3)).ok());
  EXPECT_TRUE(CheckPluginAbi("p.so", Declared(12, 4, 4)).ok());
  EXPECT_TRUE(CheckPluginAbi("p.so", Declared(12, 5, 5)).ok());
  ExpectStatus(CheckPluginAbi("p.so", Declared(12, 9, 6)), error::FAILED_PRECONDITION,
               {"'p.so' needs a core with C API ABI version 6 or newer", "built against version 9",
                "implements ABI version 5"});
  ExpectStatus(CheckPluginAbi("p.so", Declared(12, 2, 3)), error::INVALID_ARGUMENT,
               {"'p.so' declares a malformed ABI", "built against version 2",
                "needing a core of version 3"});
  ExpectStatus(CheckPluginAbi("p.so", Declared(8, 0, 0)), error::INVALID_ARGUMENT,
               {"malformed ABI", "versions start at 1"});
}

}  // namespace
}  // namespace tensorflow
