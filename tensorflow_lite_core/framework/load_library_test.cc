#include "tensorflow_lite_core/framework/load_library.h"

#include <cstdlib>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/kernel_registry.h"
#include "tensorflow_lite_core/framework/kernel_runner.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace {

// An op the host has before any library loads; duplicate_op.so registers it again.
REGISTER_OP("LibraryTestHostOp").Output("y: int32");

std::string LibraryPath(const std::string& name) {
  return "tensorflow_lite_core/framework/testdata/op_libraries/" + name;
}

// Everything the registries hold, as text, to compare before and after a failed load.
std::string RegistrySnapshot() {
  OpList ops;
  OpRegistry::Global()->Export(/*include_internal=*/true, &ops);
  return ops.SerializeAsString() + "|" + GetAllRegisteredKernels().SerializeAsString();
}

void ExpectLoadFails(const std::string& path, error::Code code,
                     const std::vector<std::string>& substrings) {
  const std::string before = RegistrySnapshot();
  OpLibrary library;
  Status status = LoadOpLibrary(path, &library);
  EXPECT_EQ(status.code(), code) << status;
  EXPECT_NE(status.message().find(path), std::string::npos) << "error must name the file: " << status;
  for (const std::string& substring : substrings) {
    EXPECT_NE(status.message().find(substring), std::string::npos)
        << "expected '" << substring << "' in: " << status;
  }
  EXPECT_EQ(RegistrySnapshot(), before) << "a failed load changed the registries";
}

TEST(LoadLibraryTest, GoodLibraryAddsItsOpsAndKernels) {
  OpLibrary library;
  Status status = LoadOpLibrary(LibraryPath("good_ops.so"), &library);
  ASSERT_TRUE(status.ok()) << status;
  ASSERT_EQ(library.op_list.op_size(), 2);
  EXPECT_EQ(library.op_list.op(0).name(), "LibraryTestNoKernel");
  EXPECT_EQ(library.op_list.op(1).name(), "LibraryTestTimesTwo");
  ASSERT_EQ(library.kernel_list.kernel_size(), 1);
  EXPECT_EQ(library.kernel_list.kernel(0).op(), "LibraryTestTimesTwo");

  // The library's kernel runs.
  NodeDef node;
  node.set_name("twice");
  node.set_op("LibraryTestTimesTwo");
  node.add_input("x");
  std::unique_ptr<KernelRunner> runner;
  Status created = KernelRunner::Create(node, &runner);
  ASSERT_TRUE(created.ok()) << created;
  Tensor x(DT_INT32, TensorShape({2}));
  x.flat<int32>()(0) = 3;
  x.flat<int32>()(1) = -4;
  std::vector<Tensor> outputs;
  const Status ran = runner->Run({x}, &outputs);
  ASSERT_TRUE(ran.ok()) << ran;
  EXPECT_EQ(outputs[0].flat<int32>()(0), 6);
  EXPECT_EQ(outputs[0].flat<int32>()(1), -8);

  // Loading again returns the same description and registers nothing twice.
  const std::string before = RegistrySnapshot();
  OpLibrary again;
  ASSERT_TRUE(LoadOpLibrary(LibraryPath("good_ops.so"), &again).ok());
  EXPECT_EQ(again.op_list.SerializeAsString(), library.op_list.SerializeAsString());
  EXPECT_EQ(RegistrySnapshot(), before);
}

TEST(LoadLibraryTest, TensorFlowSignatureReturnsTheSerializedOpList) {
  void* handle = nullptr;
  const void* buffer = nullptr;
  size_t length = 0;
  ASSERT_TRUE(LoadLibrary(LibraryPath("good_ops.so").c_str(), &handle, &buffer, &length).ok());
  OpList ops;
  ASSERT_TRUE(ops.ParseFromArray(buffer, static_cast<int>(length)));
  delete[] static_cast<const char*>(buffer);
  EXPECT_EQ(ops.op_size(), 2);
  EXPECT_NE(handle, nullptr);
}

TEST(LoadLibraryTest, MalformedOpKeepsNothing) {
  ExpectLoadFails(LibraryPath("malformed_op.so"), error::INVALID_ARGUMENT,
                  {"LibraryTestMalformed", "9bad"});
  const OpDef* op_def = nullptr;
  EXPECT_FALSE(OpRegistry::Global()->LookUpOpDef("LibraryTestFineBeforeMalformed", &op_def).ok());
}

TEST(LoadLibraryTest, DuplicateOfAHostOpKeepsNothing) {
  ExpectLoadFails(LibraryPath("duplicate_op.so"), error::ALREADY_EXISTS, {"LibraryTestHostOp"});
  const OpDef* op_def = nullptr;
  EXPECT_FALSE(OpRegistry::Global()->LookUpOpDef("LibraryTestFineBeforeDuplicate", &op_def).ok());
  EXPECT_EQ(KernelsRegisteredForOp("LibraryTestFineBeforeDuplicate"), "  <no registered kernels>\n");
  // The host's op is untouched.
  EXPECT_TRUE(OpRegistry::Global()->LookUpOpDef("LibraryTestHostOp", &op_def).ok());
}

// As in TensorFlow, a kernel for an op nobody registers does not fail the load (it is logged).
TEST(LoadLibraryTest, KernelForUnknownOpIsKept) {
  OpLibrary library;
  const Status status = LoadOpLibrary(LibraryPath("kernel_for_unknown_op.so"), &library);
  ASSERT_TRUE(status.ok()) << status;
  const OpDef* op_def = nullptr;
  EXPECT_TRUE(OpRegistry::Global()->LookUpOpDef("LibraryTestFineBeforeOrphan", &op_def).ok());
  EXPECT_NE(KernelsRegisteredForOp("LibraryTestNobodyDefinesThis").find("device='CPU'"),
            std::string::npos);
}

// A kernel for a type the op does not allow is kept, as TensorFlow keeps it (and logged); the
// op's allowed type still runs.
TEST(LoadLibraryTest, KernelForATypeTheOpDoesNotAllowIsKept) {
  OpLibrary library;
  const Status status = LoadOpLibrary(LibraryPath("kernel_mismatching_op.so"), &library);
  ASSERT_TRUE(status.ok()) << status;
  EXPECT_EQ(library.kernel_list.kernel_size(), 2);
  const std::string kernels = KernelsRegisteredForOp("LibraryTestMismatchedKernelOp");
  EXPECT_NE(kernels.find("DT_FLOAT"), std::string::npos) << kernels;
  EXPECT_NE(kernels.find("DT_INT32"), std::string::npos) << kernels;
  NodeDef node;
  node.set_name("mismatched");
  node.set_op("LibraryTestMismatchedKernelOp");
  node.add_input("x");
  (*node.mutable_attr())["T"].set_type(DT_INT32);
  std::unique_ptr<KernelRunner> runner;
  const Status created = KernelRunner::Create(node, &runner);
  EXPECT_TRUE(created.ok()) << created;
}

TEST(LoadLibraryTest, UnresolvedSymbolIsReported) {
  ExpectLoadFails(LibraryPath("unresolved_symbol.so"), error::NOT_FOUND,
                  {"tflc_test_function_defined_nowhere"});
}

TEST(LoadLibraryTest, TextFileIsRejected) {
  ExpectLoadFails(LibraryPath("not_a_library.txt"), error::NOT_FOUND, {"Could not load library"});
}

TEST(LoadLibraryTest, MissingFileIsNotFound) {
  ExpectLoadFails(LibraryPath("no_such_library.so"), error::NOT_FOUND, {"does not exist"});
}

TEST(LoadLibraryTest, FailedInitializerRollsBackTheLoad) {
  const std::string before = RegistrySnapshot();
  OpLibrary library;
  bool initializer_ran = false;
  Status status = LoadOpLibrary(LibraryPath("initializer_target.so"), &library, [&](void* handle) {
    initializer_ran = handle != nullptr;
    return errors::Internal("init failed");
  });
  EXPECT_TRUE(initializer_ran);
  EXPECT_TRUE(errors::IsInternal(status)) << status;
  EXPECT_NE(status.message().find("init failed"), std::string::npos) << status;
  EXPECT_EQ(RegistrySnapshot(), before);
  const OpDef* op_def = nullptr;
  EXPECT_FALSE(OpRegistry::Global()->LookUpOpDef("LibraryTestRolledBackByInitializer", &op_def).ok());
  // A later load without the failing initializer succeeds.
  ASSERT_TRUE(LoadOpLibrary(LibraryPath("initializer_target.so"), &library).ok());
  EXPECT_TRUE(OpRegistry::Global()->LookUpOpDef("LibraryTestRolledBackByInitializer", &op_def).ok());
}

}  // namespace
}  // namespace tensorflow
