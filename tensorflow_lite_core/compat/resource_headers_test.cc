// An op library written against TensorFlow's resource headers (at their TensorFlow paths)
// builds with tf_custom_op_library, loads, and its kernels keep state in the device's resource
// manager: a lookup table made once and shared through its handle, a counter behind a handle
// op, a dataset allowlist entry.
#include <memory>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/cpu_device.h"
#include "tensorflow_lite_core/framework/dataset_stateful_op_allowlist.h"
#include "tensorflow_lite_core/framework/kernel_runner.h"
#include "tensorflow_lite_core/framework/load_library.h"
#include "tensorflow_lite_core/framework/lookup_interface.h"
#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/framework/resource_mgr.h"
#include "tensorflow_lite_core/framework/tensor.h"

namespace tensorflow {
namespace {

class ResourceHeadersTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    OpLibrary library;
    const Status status =
        LoadOpLibrary("tensorflow_lite_core/compat/testdata/tf_resource_ops.so", &library);
    ASSERT_TRUE(status.ok()) << status;
  }

  // Runs `op` (with `attrs`) on this test's device.
  Status Run(const std::string& op, const std::vector<Tensor>& inputs,
             std::vector<Tensor>* outputs, const std::vector<std::pair<std::string, std::string>>&
                                               attrs = {}) {
    NodeDef node;
    node.set_name(op + "_node");
    node.set_op(op);
    for (size_t i = 0; i < inputs.size(); ++i) node.add_input("input" + std::to_string(i));
    for (const auto& [name, value] : attrs) AddNodeAttr(name, value, &node);
    KernelRunner::Options options;
    options.device = &device_;
    std::unique_ptr<KernelRunner> runner;
    TF_RETURN_IF_ERROR(KernelRunner::Create(node, options, &runner));
    return runner->Run(inputs, outputs);
  }

  Tensor Table(const std::string& shared_name) {
    std::vector<Tensor> outputs;
    const Status status = Run("ResourceLibTable", {}, &outputs, {{"shared_name", shared_name}});
    EXPECT_TRUE(status.ok()) << status;
    return outputs.at(0);
  }

  CpuDevice device_{1};
};

Tensor Strings(const std::vector<std::string>& values) {
  Tensor tensor(DT_STRING, TensorShape({static_cast<int64>(values.size())}));
  for (size_t i = 0; i < values.size(); ++i) tensor.flat<tstring>()(i) = values[i];
  return tensor;
}

Tensor Int64s(const std::vector<int64>& values) {
  Tensor tensor(DT_INT64, TensorShape({static_cast<int64>(values.size())}));
  for (size_t i = 0; i < values.size(); ++i) tensor.flat<int64>()(i) = values[i];
  return tensor;
}

TEST_F(ResourceHeadersTest, ATableIsMadeOnceAndSharedThroughItsHandle) {
  const Tensor table = Table("vocab");
  const ResourceHandle& handle = table.scalar<ResourceHandle>()();
  EXPECT_EQ(handle.container(), "localhost");
  EXPECT_EQ(handle.name(), "vocab");
  // The library's TypeIndex of the interface is the framework's.
  EXPECT_TRUE(handle.ValidateType<lookup::LookupInterface>().ok());

  std::vector<Tensor> outputs;
  ASSERT_TRUE(Run("ResourceLibTableInsert", {table, Strings({"a", "b"}), Int64s({1, 2})}, &outputs)
                  .ok());
  // A second table kernel of the same shared name finds the same table.
  const Tensor again = Table("vocab");
  ASSERT_TRUE(Run("ResourceLibTableInsert", {again, Strings({"c"}), Int64s({3})}, &outputs).ok());
  ASSERT_TRUE(Run("ResourceLibTableSize", {table}, &outputs).ok());
  EXPECT_EQ(outputs[0].scalar<int64>()(), 3);
  ASSERT_TRUE(
      Run("ResourceLibTableFind", {table, Strings({"c", "zz", "a"}), Tensor(int64{-1})}, &outputs)
          .ok());
  EXPECT_EQ(outputs[0].flat<int64>()(0), 3);
  EXPECT_EQ(outputs[0].flat<int64>()(1), -1);
  EXPECT_EQ(outputs[0].flat<int64>()(2), 1);

  // The table lives in the device's manager, under its interface type.
  lookup::LookupInterface* found = nullptr;
  ASSERT_TRUE(device_.resource_manager()->Lookup("localhost", "vocab", &found).ok());
  EXPECT_EQ(found->DebugString(), "A lookup table of size: 3");
  EXPECT_EQ(found->MemoryUsed(), 3 * 64);
  found->Unref();
}

TEST_F(ResourceHeadersTest, TableChecksGiveTensorFlowsErrors) {
  const Tensor table = Table("checked");
  std::vector<Tensor> outputs;
  Status status =
      Run("ResourceLibTableInsert", {table, Strings({"a", "b"}), Int64s({1})}, &outputs);
  EXPECT_TRUE(errors::IsInvalidArgument(status));
  EXPECT_EQ(status.message(), "Expected shape [2] for value, got [1]");
  status = Run("ResourceLibTableFind", {table, Strings({"a"}), Int64s({1, 2})}, &outputs);
  EXPECT_TRUE(errors::IsInvalidArgument(status));
  EXPECT_EQ(status.message(), "Expected shape [] or [1] for default value, got [2]");
  // A handle to a resource that was never made.
  Tensor copy(DT_RESOURCE, TensorShape({}));
  copy.scalar<ResourceHandle>()() = table.scalar<ResourceHandle>()();
  copy.scalar<ResourceHandle>()().set_name("never_made");
  status = Run("ResourceLibTableSize", {copy}, &outputs);
  EXPECT_TRUE(errors::IsNotFound(status));
  EXPECT_EQ(status.message(),
            "Resource localhost/never_made/N10tensorflow6lookup15LookupInterfaceE does not exist.");
}

TEST_F(ResourceHeadersTest, ACounterBehindAHandleOp) {
  std::vector<Tensor> outputs;
  ASSERT_TRUE(Run("LibCounterHandleOp", {}, &outputs, {{"shared_name", "hits"}}).ok());
  const Tensor counter = outputs[0];
  ASSERT_TRUE(Run("ResourceLibCounterIsInitialized", {counter}, &outputs).ok());
  EXPECT_FALSE(outputs[0].scalar<bool>()());
  for (int64 expected = 1; expected <= 3; ++expected) {
    ASSERT_TRUE(Run("ResourceLibCounterIncrement", {counter}, &outputs).ok());
    EXPECT_EQ(outputs[0].scalar<int64>()(), expected);
  }
  ASSERT_TRUE(Run("ResourceLibCounterIsInitialized", {counter}, &outputs).ok());
  EXPECT_TRUE(outputs[0].scalar<bool>()());
  EXPECT_NE(device_.resource_manager()->DebugString().find("LibCounter 3"), std::string::npos)
      << device_.resource_manager()->DebugString();
  // The counter's handle is refused by the table kernels: another type.
  const Status status = Run("ResourceLibTableSize", {counter}, &outputs);
  EXPECT_TRUE(errors::IsInvalidArgument(status));
  EXPECT_NE(std::string(status.message())
                .find("Trying to access a handle's resource using the wrong type. The handle "
                      "points to a resource (name 'hits') of type 'tensorflow::LibCounter'"),
            std::string::npos)
      << status;
}

TEST_F(ResourceHeadersTest, TheLibrarysAllowlistEntryIsThere) {
  EXPECT_TRUE(data::AllowlistedStatefulOpRegistry::Global()->Contains("ResourceLibTableFind"));
  EXPECT_FALSE(data::AllowlistedStatefulOpRegistry::Global()->Contains("ResourceLibTableInsert"));
}

}  // namespace
}  // namespace tensorflow
