#include "tensorflow_lite_core/framework/dataset_stateful_op_allowlist.h"

#include <string>
#include <thread>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/testing/resource_test_util.h"

// At namespace scope, as op libraries use it: global, in a namespace, with a computed name.
ALLOW_STATEFUL_OP_FOR_DATASET_FUNCTIONS("AllowlistTestGlobalOp");
namespace tensorflow {
ALLOW_STATEFUL_OP_FOR_DATASET_FUNCTIONS("AllowlistTestNamespacedOp");
ALLOW_STATEFUL_OP_FOR_DATASET_FUNCTIONS(std::string("AllowlistTest") + "BuiltName");

namespace {

using resource_test::ExpectRecordedStatus;
using resource_test::RecordedText;

TEST(AllowlistTest, StaticRegistrationsAreThere) {
  auto* allowlist = data::AllowlistedStatefulOpRegistry::Global();
  EXPECT_EQ(allowlist, data::AllowlistedStatefulOpRegistry::Global());
  EXPECT_TRUE(allowlist->Contains("AllowlistTestGlobalOp"));
  EXPECT_TRUE(allowlist->Contains("AllowlistTestNamespacedOp"));
  EXPECT_TRUE(allowlist->Contains("AllowlistTestBuiltName"));
  EXPECT_FALSE(allowlist->Contains("AllowlistTestNeverAdded"));
}

TEST(AllowlistTest, AddAndRemoveAsTensorFlowDoes) {
  auto* allowlist = data::AllowlistedStatefulOpRegistry::Global();
  EXPECT_EQ(std::to_string(allowlist->Contains("ProbeOp")), RecordedText("allowlist_before"));
  ExpectRecordedStatus("allowlist_add", allowlist->Add("ProbeOp"));
  EXPECT_EQ(std::to_string(allowlist->Contains("ProbeOp")), RecordedText("allowlist_added"));
  ExpectRecordedStatus("allowlist_remove", allowlist->Remove("ProbeOp"));
  EXPECT_EQ(std::to_string(allowlist->Contains("ProbeOp")), RecordedText("allowlist_removed"));
  ExpectRecordedStatus("allowlist_remove_absent", allowlist->Remove("ProbeOp"));
}

TEST(AllowlistTest, ConcurrentUse) {
  auto* allowlist = data::AllowlistedStatefulOpRegistry::Global();
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([allowlist, t] {
      const std::string name = "AllowlistTestThread" + std::to_string(t);
      for (int i = 0; i < 200; ++i) {
        ASSERT_TRUE(allowlist->Add(name).ok());
        EXPECT_TRUE(allowlist->Contains(name));
        EXPECT_TRUE(allowlist->Contains("AllowlistTestGlobalOp"));
        ASSERT_TRUE(allowlist->Remove(name).ok());
      }
    });
  }
  for (std::thread& thread : threads) thread.join();
  EXPECT_FALSE(allowlist->Contains("AllowlistTestThread0"));
}

}  // namespace
}  // namespace tensorflow
