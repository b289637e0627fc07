#include "tensorflow_lite_core/platform/env.h"

#include <algorithm>
#include <atomic>
#include <memory>
#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace tensorflow {
namespace {

class EnvTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_TRUE(env_->LocalTempFilename(&root_));
    ASSERT_TRUE(env_->CreateDir(root_).ok());
  }
  std::string Path(const std::string& name) const { return root_ + "/" + name; }

  Env* env_ = Env::Default();
  std::string root_;
};

TEST_F(EnvTest, ClockAndSleep) {
  EXPECT_EQ(Env::Default(), env_) << "one instance";
  const uint64 start = env_->NowMicros();
  EXPECT_GT(env_->NowSeconds(), 1600000000u) << "seconds since 1970";
  env_->SleepForMicroseconds(20000);
  EXPECT_GE(env_->NowMicros() - start, 20000u);
  env_->SleepForMicroseconds(-5);  // nothing to wait for
}

TEST_F(EnvTest, WriteReadAndInspectFiles) {
  const std::string file = Path("data.bin");
  const std::string bytes("a\0b\nc", 5);
  ASSERT_TRUE(WriteStringToFile(env_, file, bytes).ok());
  std::string read;
  ASSERT_TRUE(ReadFileToString(env_, file, &read).ok());
  EXPECT_EQ(read, bytes);
  uint64 size = 0;
  ASSERT_TRUE(env_->GetFileSize(file, &size).ok());
  EXPECT_EQ(size, 5u);
  EXPECT_TRUE(env_->FileExists(file).ok());
  EXPECT_EQ(env_->IsDirectory(file).code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_TRUE(env_->IsDirectory(root_).ok());
  ASSERT_TRUE(WriteStringToFile(env_, file, absl::string_view("shorter")).ok());
  ASSERT_TRUE(ReadFileToString(env_, file, &read).ok());
  EXPECT_EQ(read, "shorter") << "writing replaces the contents";
}

TEST_F(EnvTest, DirectoriesRenamesAndDeletes) {
  ASSERT_TRUE(env_->RecursivelyCreateDir(Path("a/b/c")).ok());
  EXPECT_TRUE(env_->RecursivelyCreateDir(Path("a/b/c")).ok()) << "existing is fine";
  ASSERT_TRUE(WriteStringToFile(env_, Path("a/x"), "1").ok());
  ASSERT_TRUE(env_->RenameFile(Path("a/x"), Path("a/y")).ok());
  std::vector<std::string> children;
  ASSERT_TRUE(env_->GetChildren(Path("a"), &children).ok());
  std::sort(children.begin(), children.end());
  EXPECT_EQ(children, (std::vector<std::string>{"b", "y"}));
  ASSERT_TRUE(env_->DeleteFile(Path("a/y")).ok());
  std::vector<absl::Status> statuses;
  EXPECT_FALSE(env_->FilesExist({Path("a/b"), Path("a/y")}, &statuses));
  ASSERT_EQ(statuses.size(), 2u);
  EXPECT_TRUE(statuses[0].ok());
  EXPECT_EQ(statuses[1].code(), absl::StatusCode::kNotFound);
}

TEST_F(EnvTest, ErrorsNameThePathAndTheReason) {
  const std::string missing = Path("missing");
  std::string read;
  absl::Status status = ReadFileToString(env_, missing, &read);
  EXPECT_EQ(status.code(), absl::StatusCode::kNotFound);
  EXPECT_NE(status.message().find(missing + "; No such file or directory"), std::string::npos)
      << status;
  EXPECT_EQ(env_->FileExists(missing).code(), absl::StatusCode::kNotFound);
  EXPECT_EQ(env_->DeleteFile(missing).code(), absl::StatusCode::kNotFound);
  uint64 size;
  EXPECT_EQ(env_->GetFileSize(missing, &size).code(), absl::StatusCode::kNotFound);
  std::vector<std::string> children;
  EXPECT_EQ(env_->GetChildren(missing, &children).code(), absl::StatusCode::kNotFound);
  EXPECT_EQ(env_->CreateDir(root_).code(), absl::StatusCode::kAlreadyExists);
  EXPECT_EQ(env_->RenameFile(missing, Path("other")).code(), absl::StatusCode::kNotFound);
  EXPECT_EQ(WriteStringToFile(env_, Path("no/such/dir/file"), "x").code(),
            absl::StatusCode::kNotFound);
  EXPECT_EQ(ReadFileToString(env_, root_, &read).code(), absl::StatusCode::kFailedPrecondition);
  ASSERT_TRUE(WriteStringToFile(env_, Path("file"), "x").ok());
  EXPECT_EQ(env_->RecursivelyCreateDir(Path("file/sub")).code(),
            absl::StatusCode::kFailedPrecondition);
}

TEST_F(EnvTest, TempFilenamesAreFresh) {
  std::string first, second;
  ASSERT_TRUE(env_->LocalTempFilename(&first));
  ASSERT_TRUE(env_->LocalTempFilename(&second));
  EXPECT_NE(first, second);
  EXPECT_FALSE(env_->FileExists(first).ok());
}

TEST_F(EnvTest, ThreadsRunAndJoin) {
  std::atomic<int32> thread_id{0};
  {
    std::unique_ptr<Thread> thread(env_->StartThread(
        ThreadOptions(), "worker", [this, &thread_id] { thread_id = env_->GetCurrentThreadId(); }));
  }  // joined here
  EXPECT_NE(thread_id.load(), 0);
  EXPECT_NE(thread_id.load(), env_->GetCurrentThreadId());
  std::atomic<int> runs{0};
  env_->SchedClosure([&runs] { ++runs; });
  env_->SchedClosureAfter(1000, [&runs] { ++runs; });
  for (int i = 0; i < 2000 && runs.load() < 2; ++i) env_->SleepForMicroseconds(1000);
  EXPECT_EQ(runs.load(), 2);
}

}  // namespace
}  // namespace tensorflow
