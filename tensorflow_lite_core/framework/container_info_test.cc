// The naming side of resource_mgr.h: ContainerInfo (against TensorFlow's recorded answers),
// MakeResourceHandle and ScopedStepContainer.
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/cpu_device.h"
#include "tensorflow_lite_core/framework/resource_mgr.h"
#include "tensorflow_lite_core/framework/testing/resource_test_util.h"

namespace tensorflow {
namespace {

using resource_test::ExpectRecordedStatus;
using resource_test::RecordedText;

TEST(ContainerInfoTest, AnswersAsTensorFlowDoes) {
  auto check = [](const std::string& name, const char* container, const char* shared_name,
                  bool use_node_name_as_default = false) {
    ResourceMgr manager;
    NodeDef node;
    node.set_name("node");
    node.set_op("Op");
    if (container != nullptr) AddNodeAttr("container", container, &node);
    if (shared_name != nullptr) AddNodeAttr("shared_name", shared_name, &node);
    ContainerInfo info;
    ExpectRecordedStatus("container_info_" + name,
                         info.Init(&manager, node, use_node_name_as_default));
    std::string text = info.DebugString();
    if (name == "private") {
      // "_<n>_node", n counting the private names of the process.
      const size_t first = text.find(",_") + 2, last = text.find("_node");
      ASSERT_NE(last, std::string::npos) << text;
      text.replace(first, last - first, "0");
      EXPECT_TRUE(info.resource_is_private_to_kernel());
      EXPECT_EQ(info.resource_manager(), &manager);
    }
    EXPECT_EQ(text, RecordedText("container_info_" + name)) << name;
  };
  check("shared", "box", "table");
  check("default_container", "", "table");
  check("node_name", "", "", true);
  check("private", "", "");
  check("missing_container", nullptr, "table");
  check("missing_shared_name", "box", nullptr);
  check("shared_name_underscore", "box", "_table");
  for (const char* container : {"a.b", "a-b", "a/b", "A1", ".a", "0", "a_b", "_a", "-a", "/a",
                                "a b", "a:b"}) {
    check(std::string("container ") + container, container, "table");
  }
}

TEST(ContainerInfoTest, PrivateNamesNeverRepeat) {
  ResourceMgr manager;
  NodeDef node;
  node.set_name("node");
  AddNodeAttr("container", "", &node);
  AddNodeAttr("shared_name", "", &node);
  ContainerInfo first, second;
  ASSERT_TRUE(first.Init(&manager, node).ok());
  ASSERT_TRUE(second.Init(&manager, node).ok());
  EXPECT_NE(first.name(), second.name());
}

TEST(MakeResourceHandleTest, NamesTheDeviceContainerAndType) {
  CpuDevice device(1);
  const ResourceHandle handle = MakeResourceHandle(
      "box", "n", device, TypeIndex::Make<OtherResource>(), {{DT_FLOAT, PartialTensorShape({2})}});
  EXPECT_EQ(handle.device(), device.name());
  EXPECT_EQ(handle.container(), "box");
  EXPECT_EQ(handle.hash_code(), TypeIndex::Make<OtherResource>().hash_code());
  EXPECT_EQ(handle.maybe_type_name(), "13OtherResource");
  ASSERT_EQ(handle.dtypes_and_shapes().size(), 1u);
  EXPECT_TRUE(handle.ValidateType<OtherResource>().ok());
}

TEST(ScopedStepContainerTest, CleansUpOnlyWhatItWasUsedFor) {
  std::vector<std::string> cleaned;
  ResourceMgr manager;
  {
    ScopedStepContainer unused(7, [&](const std::string& c) { cleaned.push_back(c); });
  }
  EXPECT_TRUE(cleaned.empty());
  {
    ScopedStepContainer step(
        7, [&](const std::string& c) { ASSERT_TRUE(manager.Cleanup(c).ok()); cleaned.push_back(c); },
        "tflc");
    ASSERT_TRUE(step.Create(&manager, "n", new CounterResource).ok());
    CounterResource* found = nullptr;
    ASSERT_TRUE(manager.Lookup("__tflc_per_step_7", "n", &found).ok());
    found->Unref();
    EXPECT_EQ(step.StepId(), 7);
  }
  EXPECT_EQ(cleaned, std::vector<std::string>{"__tflc_per_step_7"});
  CounterResource* found = nullptr;
  EXPECT_EQ(manager.Lookup("__tflc_per_step_7", "n", &found),
            errors::NotFound("Container __tflc_per_step_7 does not exist. (Could not find "
                             "resource: __tflc_per_step_7/n)"));
}

}  // namespace
}  // namespace tensorflow
