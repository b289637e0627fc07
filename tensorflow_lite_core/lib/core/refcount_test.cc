#include "tensorflow_lite_core/lib/core/refcount.h"

#include <thread>
#include <vector>

#include "gtest/gtest.h"

namespace tensorflow {
namespace core {
namespace {

// Counts its deletions (and delete notifications) in the caller's counters.
class Resource : public RefCounted {
 public:
  Resource(int* deleted, int* notified) : deleted_(deleted), notified_(notified) {}
  ~Resource() override { ++*deleted_; }
  bool TryRefForTest() const { return TryRef(); }

 private:
  void NotifyDeleted() const override { ++*notified_; }
  int* deleted_;
  int* notified_;
};

TEST(RefCountTest, TheLastUnrefDeletesAndNotifiesOnce) {
  int deleted = 0, notified = 0;
  auto* resource = new Resource(&deleted, &notified);
  EXPECT_TRUE(resource->RefCountIsOne());
  resource->Ref();
  EXPECT_EQ(resource->RefCount(), 2);
  EXPECT_FALSE(resource->RefCountIsOne());
  EXPECT_TRUE(resource->TryRefForTest());
  EXPECT_FALSE(resource->Unref());
  EXPECT_FALSE(resource->Unref());
  EXPECT_EQ(deleted, 0);
  EXPECT_TRUE(resource->Unref());
  EXPECT_EQ(deleted, 1);
  EXPECT_EQ(notified, 1);
}

TEST(RefCountTest, SmartHoldersReleaseTheirReferences) {
  int deleted = 0, notified = 0;
  {
    RefCountPtr<Resource> owner(new Resource(&deleted, &notified));
    RefCountPtr<Resource> second = owner.GetNewRef();
    EXPECT_EQ(owner->RefCount(), 2);
    RefCountPtr<Resource> third = GetNewRef(owner.get());
    EXPECT_EQ(owner->RefCount(), 3);
    {
      owner->Ref();
      ScopedUnref unref(owner.get());
      EXPECT_EQ(owner->RefCount(), 4);
    }
    EXPECT_EQ(owner->RefCount(), 3);
    EXPECT_EQ(GetNewRef<Resource>(nullptr), nullptr);
    EXPECT_EQ(RefCountPtr<Resource>().GetNewRef(), nullptr);
    ScopedUnref nothing(nullptr);
  }
  EXPECT_EQ(deleted, 1);
}

TEST(RefCountTest, ConcurrentRefsAndUnrefsDeleteExactlyOnce) {
  int deleted = 0, notified = 0;
  auto* resource = new Resource(&deleted, &notified);
  std::vector<std::thread> threads;
  for (int t = 0; t < 8; ++t) {
    resource->Ref();
    threads.emplace_back([resource] {
      for (int i = 0; i < 1000; ++i) {
        resource->Ref();
        resource->Unref();
      }
      resource->Unref();
    });
  }
  for (std::thread& thread : threads) thread.join();
  EXPECT_TRUE(resource->RefCountIsOne());
  EXPECT_TRUE(resource->Unref());
  EXPECT_EQ(deleted, 1);
}

#ifndef NDEBUG
TEST(RefCountDeathTest, DeletingAnObjectThatStillHasReferencesFails) {
  // A subclass that bypasses Unref(): the check in ~RefCounted catches it in debug builds.
  struct BypassesUnref : RefCounted {
    void DeleteDirectly() { delete this; }
  };
  EXPECT_DEATH((new BypassesUnref)->DeleteDirectly(), "deleted while referenced");
}
#endif

}  // namespace
}  // namespace core
}  // namespace tensorflow
