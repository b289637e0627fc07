// ResourceMgr: the cases TensorFlow's answers were recorded for (resource_reference_probe.cc's
// Manager()), ownership of references, and concurrent use.
#include "tensorflow_lite_core/framework/resource_manager.h"

#include <atomic>
#include <string>
#include <thread>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/testing/resource_test_util.h"

namespace tensorflow {
namespace {

using resource_test::ExpectRecordedStatus;
using resource_test::RecordedText;

TEST(ResourceMgrTest, AnswersAsTensorFlowDoes) {
  ResourceMgr manager;
  EXPECT_EQ(manager.default_container(), RecordedText("default_container"));
  EXPECT_EQ(ResourceMgr("job").default_container(), "job");
  ExpectRecordedStatus("create", manager.Create("box", "n", new CounterResource));
  ExpectRecordedStatus("create_duplicate", manager.Create("box", "n", new CounterResource));
  CounterResource* counter = nullptr;
  OtherResource* other = nullptr;
  ExpectRecordedStatus("lookup", manager.Lookup("box", "n", &counter));
  ASSERT_NE(counter, nullptr);
  counter->Unref();
  ExpectRecordedStatus("lookup_wrong_type", manager.Lookup("box", "n", &other));
  ExpectRecordedStatus("lookup_missing_name", manager.Lookup("box", "m", &counter));
  ExpectRecordedStatus("lookup_missing_container", manager.Lookup("crate", "n", &counter));
  ExpectRecordedStatus("delete_wrong_type", manager.Delete<OtherResource>("box", "n"));
  ExpectRecordedStatus("delete_missing_container", manager.Delete<CounterResource>("crate", "n"));
  ExpectRecordedStatus("delete_missing_name", manager.Delete<CounterResource>("box", "m"));
  ExpectRecordedStatus("cleanup_missing_container", manager.Cleanup("crate"));

  ResourceHandle handle;
  handle.set_container("box");
  handle.set_name("m");
  handle.set_hash_code(TypeIndex::Make<CounterResource>().hash_code());
  ResourceBase* base = nullptr;
  ExpectRecordedStatus("lookup_handle_missing_name", manager.Lookup(handle, &base));
  ExpectRecordedStatus("delete_handle_missing_name", manager.Delete(handle));
  handle.set_container("crate");
  ExpectRecordedStatus("lookup_handle_missing_container", manager.Lookup(handle, &base));
  ExpectRecordedStatus("delete_handle_missing_container", manager.Delete(handle));

  ExpectRecordedStatus("delete", manager.Delete<CounterResource>("box", "n"));
  ExpectRecordedStatus("delete_again", manager.Delete<CounterResource>("box", "n"));

  ASSERT_TRUE(manager.Create("b", "z", new CounterResource).ok());
  ASSERT_TRUE(manager.Create("a", "y", new OtherResource).ok());
  ASSERT_TRUE(manager.Create("a", "x", new CounterResource).ok());
  EXPECT_EQ(manager.DebugString(), RecordedText("debug_string"));
  ExpectRecordedStatus("lookup_or_create_failing_creator",
                       manager.LookupOrCreate<CounterResource>(
                           "a", "w", &counter, [](CounterResource** out) {
                             *out = nullptr;
                             return errors::Aborted("no counter today");
                           }));
  ExpectRecordedStatus("cleanup", manager.Cleanup("a"));
  ExpectRecordedStatus("lookup_after_cleanup", manager.Lookup("a", "x", &counter));
  manager.Clear();
  ExpectRecordedStatus("lookup_after_clear", manager.Lookup("b", "z", &counter));
  EXPECT_EQ(manager.DebugString(), RecordedText("debug_string_empty"));

  auto* unowned = new CounterResource;
  ExpectRecordedStatus("create_unowned", manager.CreateUnowned("box", "u", unowned));
  unowned->Unref();
  ExpectRecordedStatus("lookup_unowned_destroyed", manager.Lookup("box", "u", &counter));

  manager.Finalize();
  ExpectRecordedStatus("create_after_finalize", manager.Create("box", "f", new CounterResource));
  ExpectRecordedStatus("lookup_or_create_after_finalize",
                       manager.LookupOrCreate<CounterResource>(
                           "box", "g", &counter, [](CounterResource** out) {
                             *out = new CounterResource;
                             return absl::OkStatus();
                           }));
}

TEST(ResourceMgrTest, OneNameHoldsOneResourcePerType) {
  ResourceMgr manager;
  ASSERT_TRUE(manager.Create("box", "n", new CounterResource).ok());
  ASSERT_TRUE(manager.Create("box", "n", new OtherResource).ok());
  ResourceHandle handle;
  handle.set_container("box");
  handle.set_name("n");
  handle.set_hash_code(TypeIndex::Make<OtherResource>().hash_code());
  ResourceBase* found = nullptr;
  ASSERT_TRUE(manager.Lookup(handle, &found).ok());
  core::ScopedUnref unref(found);
  EXPECT_EQ(found->DebugString(), "another resource");
  EXPECT_TRUE(manager.Delete(handle).ok());
  CounterResource* counter = nullptr;
  ASSERT_TRUE(manager.Lookup("box", "n", &counter).ok());
  counter->Unref();
}

TEST(ResourceMgrTest, TheManagerHoldsOneReferenceAndReleasesIt) {
  std::atomic<int> destroyed{0};
  auto* counter = new CounterResource(&destroyed);
  counter->Ref();  // the test's own
  {
    ResourceMgr manager;
    ASSERT_TRUE(manager.Create("box", "n", counter).ok());
    EXPECT_EQ(counter->RefCount(), 2);
    CounterResource* found = nullptr;
    ASSERT_TRUE(manager.Lookup("box", "n", &found).ok());
    EXPECT_EQ(found, counter);
    EXPECT_EQ(counter->RefCount(), 3);
    found->Unref();
    ASSERT_TRUE(manager.Delete<CounterResource>("box", "n").ok());
    EXPECT_TRUE(counter->RefCountIsOne());

    // A refused resource is released too; the manager's destructor releases the rest.
    ASSERT_TRUE(manager.Create("box", "n", new CounterResource(&destroyed)).ok());
    EXPECT_FALSE(manager.Create("box", "n", new CounterResource(&destroyed)).ok());
    EXPECT_EQ(destroyed, 1);
    ASSERT_TRUE(manager.Create("crate", "n", new CounterResource(&destroyed)).ok());
    ASSERT_TRUE(manager.Cleanup("crate").ok());
    EXPECT_EQ(destroyed, 2);
  }
  EXPECT_EQ(destroyed, 3);
  counter->Unref();
  EXPECT_EQ(destroyed, 4);
}

// A resource whose destructor uses the manager it lived in: the manager must not hold its lock.
class ReentrantResource : public ResourceBase {
 public:
  explicit ReentrantResource(ResourceMgr* manager) : manager_(manager) {}
  ~ReentrantResource() override { (void)manager_->DebugString(); }
  std::string DebugString() const override { return "reentrant"; }

 private:
  ResourceMgr* manager_;
};

TEST(ResourceMgrTest, ResourcesAreReleasedOutsideTheLock) {
  ResourceMgr manager;
  ASSERT_TRUE(manager.Create("box", "a", new ReentrantResource(&manager)).ok());
  ASSERT_TRUE(manager.Delete<ReentrantResource>("box", "a").ok());
  ASSERT_TRUE(manager.Create("box", "b", new ReentrantResource(&manager)).ok());
  EXPECT_FALSE(manager.Create("box", "b", new ReentrantResource(&manager)).ok());
  ASSERT_TRUE(manager.Cleanup("box").ok());
  ASSERT_TRUE(manager.Create("box", "c", new ReentrantResource(&manager)).ok());
  manager.Clear();
}

TEST(ResourceMgrTest, UnownedEntriesGoWithTheirResource) {
  ResourceMgr manager;
  std::atomic<int> destroyed{0};
  auto* counter = new CounterResource(&destroyed);
  ASSERT_TRUE(manager.CreateUnowned("box", "u", counter).ok());
  EXPECT_TRUE(counter->RefCountIsOne());
  CounterResource* found = nullptr;
  ASSERT_TRUE(manager.Lookup("box", "u", &found).ok());
  EXPECT_EQ(found->RefCount(), 2);
  found->Unref();
  EXPECT_NE(manager.DebugString().find("a counter"), std::string::npos);
  counter->Unref();
  EXPECT_EQ(destroyed, 1);
  EXPECT_EQ(manager.DebugString(), "");
  // The entry went with it: the name is free again.
  ASSERT_TRUE(manager.Create("box", "u", new CounterResource).ok());
}

TEST(ResourceMgrTest, LookupManyFillsWhatExists) {
  ResourceMgr manager;
  ASSERT_TRUE(manager.Create("box", "a", new CounterResource).ok());
  ASSERT_TRUE(manager.Create("box", "c", new CounterResource).ok());
  const std::string box = "box", a = "a", b = "b", c = "c";
  std::vector<std::pair<const std::string*, const std::string*>> names = {
      {&box, &a}, {&box, &b}, {&box, &c}};
  std::vector<core::RefCountPtr<CounterResource>> found;
  ASSERT_TRUE(manager.LookupMany<CounterResource>(names, &found).ok());
  ASSERT_EQ(found.size(), 3u);
  EXPECT_NE(found[0], nullptr);
  EXPECT_EQ(found[1], nullptr);
  EXPECT_NE(found[2], nullptr);
  EXPECT_EQ(found[0]->RefCount(), 2);
}

TEST(ResourceMgrTest, DynamicCastLookupsGiveTheRightPointer) {
  ResourceMgr manager;
  ASSERT_TRUE(manager.Create("box", "n", new CounterResource).ok());
  CounterResource* counter = nullptr;
  ASSERT_TRUE((manager.Lookup<CounterResource, true>("box", "n", &counter)).ok());
  EXPECT_EQ(counter->DebugString(), "a counter");
  counter->Unref();
}

TEST(ResourceMgrTest, ConcurrentLookupOrCreateMakesOneResource) {
  ResourceMgr manager;
  std::atomic<int> created{0};
  std::vector<std::thread> threads;
  std::vector<CounterResource*> seen(8, nullptr);
  for (int t = 0; t < 8; ++t) {
    threads.emplace_back([&, t] {
      for (int i = 0; i < 200; ++i) {
        CounterResource* counter = nullptr;
        const Status status = manager.LookupOrCreate<CounterResource>(
            "box", "shared", &counter, [&](CounterResource** out) {
              ++created;
              *out = new CounterResource;
              return absl::OkStatus();
            });
        ASSERT_TRUE(status.ok()) << status;
        ++counter->count;
        seen[t] = counter;
        counter->Unref();
        // Other names come and go meanwhile.
        const std::string own = "t" + std::to_string(t);
        ASSERT_TRUE(manager.Create("box", own, new CounterResource).ok());
        ASSERT_TRUE(manager.Delete<CounterResource>("box", own).ok());
      }
    });
  }
  for (std::thread& thread : threads) thread.join();
  EXPECT_EQ(created, 1);
  for (CounterResource* counter : seen) EXPECT_EQ(counter, seen[0]);
  CounterResource* shared = nullptr;
  ASSERT_TRUE(manager.Lookup("box", "shared", &shared).ok());
  EXPECT_EQ(shared->count, 8 * 200);
  EXPECT_EQ(shared->RefCount(), 2);
  shared->Unref();
}

TEST(ResourceMgrTest, ConcurrentUnownedDeletionsAndLookups) {
  ResourceMgr manager;
  for (int round = 0; round < 100; ++round) {
    auto* counter = new CounterResource;
    ASSERT_TRUE(manager.CreateUnowned("box", "u", counter).ok());
    std::thread reader([&manager] {
      for (int i = 0; i < 50; ++i) {
        CounterResource* found = nullptr;
        if (manager.Lookup("box", "u", &found).ok()) found->Unref();
        (void)manager.DebugString();
      }
    });
    counter->Unref();
    reader.join();
    CounterResource* found = nullptr;
    EXPECT_EQ(manager.Lookup("box", "u", &found),
              errors::NotFound("Resource box/u/15CounterResource does not exist."));
  }
}

}  // namespace
}  // namespace tensorflow
