#include "tensorflow_lite_core/lib/core/refcount.h"

#include <atomic>
#include <thread>
#include <utility>
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


// Counts its deletions in the caller's counter.
class Weakly : public WeakRefCounted {
 public:
  explicit Weakly(int* deleted) : deleted_(deleted) {}
  ~Weakly() override { ++*deleted_; }

 private:
  int* deleted_;
};

TEST(WeakPtrTest, GivesStrongReferencesOnlyWhileTheObjectLives) {
  int deleted = 0;
  auto* object = new Weakly(&deleted);
  WeakPtr<Weakly> weak(object);
  EXPECT_EQ(object->WeakRefCount(), 1);
  {
    RefCountPtr<Weakly> strong = weak.GetNewRef();
    ASSERT_EQ(strong.get(), object);
    EXPECT_EQ(object->RefCount(), 2);
  }
  EXPECT_TRUE(object->RefCountIsOne());  // the WeakPtr holds no reference of its own
  EXPECT_TRUE(object->Unref());
  EXPECT_EQ(deleted, 1);
  EXPECT_EQ(weak.GetNewRef(), nullptr);
  EXPECT_EQ(WeakPtr<Weakly>().GetNewRef(), nullptr);
}

TEST(WeakPtrTest, NotifiersRunOnceAtDeletionUnlessTheirWeakPtrWentFirst) {
  int deleted = 0, kept_calls = 0, dropped_calls = 0, copied_calls = 0;
  auto* object = new Weakly(&deleted);
  WeakPtr<Weakly> kept(object, [&] { ++kept_calls; });
  { WeakPtr<Weakly> dropped(object, [&] { ++dropped_calls; }); }
  WeakPtr<Weakly> copy_source(object, [&] { ++copied_calls; });
  WeakPtr<Weakly> copy(copy_source);     // a notifier of its own
  WeakPtr<Weakly> moved(std::move(kept));  // the notifier moves along
  EXPECT_EQ(object->WeakRefCount(), 3);  // `kept` was moved from
  object->Unref();
  EXPECT_EQ(deleted, 1);
  EXPECT_EQ(kept_calls, 1);
  EXPECT_EQ(dropped_calls, 0);
  EXPECT_EQ(copied_calls, 2);
  EXPECT_EQ(moved.GetNewRef(), nullptr);
  // A notifier for an object already gone is refused, so it never runs.
  WeakPtr<Weakly> late(copy);
  EXPECT_EQ(late.GetNewRef(), nullptr);
}

TEST(WeakPtrTest, ConcurrentUpgradesNeverReviveADeletedObject) {
  for (int round = 0; round < 50; ++round) {
    int deleted = 0;
    auto* object = new Weakly(&deleted);
    WeakPtr<Weakly> weak(object);
    std::atomic<bool> start{false};
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t) {
      threads.emplace_back([&] {
        while (!start.load()) {
        }
        for (int i = 0; i < 200; ++i) {
          RefCountPtr<Weakly> strong = weak.GetNewRef();
          if (strong == nullptr) break;  // once gone, gone for good
        }
      });
    }
    start.store(true);
    object->Unref();
    for (std::thread& thread : threads) thread.join();
    EXPECT_EQ(deleted, 1);
    EXPECT_EQ(weak.GetNewRef(), nullptr);
  }
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
