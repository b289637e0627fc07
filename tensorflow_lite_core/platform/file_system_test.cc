#include "tensorflow_lite_core/platform/file_system.h"

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/platform/env.h"
#include "tensorflow_lite_core/platform/local_file_system.h"
#include "tensorflow_lite_core/testing/tf_reference/tf_reference.h"

namespace tensorflow {
namespace {

using tf_reference::Unescape;

class FileSystemTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_TRUE(env_->LocalTempFilename(&dir_));
    ASSERT_TRUE(env_->CreateDir(dir_).ok());
  }
  std::string Path(const std::string& name) const { return dir_ + "/" + name; }
  // A recorded status text, with TensorFlow's scratch directory replaced by this test's.
  std::string Expected(const std::string& recorded) const {
    std::string text = Unescape(recorded);
    for (size_t at; (at = text.find("<dir>")) != std::string::npos;) text.replace(at, 5, dir_);
    return text;
  }
  static std::string Text(const absl::Status& status) { return std::string(status.ToString()); }

  Env* env_ = Env::Default();
  std::string dir_;
};

// Opening, reading, mapping and inspecting a file, an empty file, a missing path, a directory,
// a path of an unknown scheme and a file:// URI: TensorFlow's statuses, word for word.
TEST_F(FileSystemTest, OpeningAndInspectingPathsMatchesTensorFlow) {
  ASSERT_TRUE(WriteStringToFile(env_, Path("env_file"), "abc").ok());
  ASSERT_TRUE(WriteStringToFile(env_, Path("env_empty"), "").ok());
  const std::vector<std::pair<std::string, std::string>> paths = {
      {"file", Path("env_file")}, {"empty", Path("env_empty")}, {"missing", Path("missing")},
      {"dir", dir_}, {"scheme", "nope://host/x"}, {"file_uri", "file://" + Path("env_file")}};
  const auto rows = tf_reference::Rows("io", "env_open");
  ASSERT_EQ(rows.size(), paths.size());
  for (size_t i = 0; i < rows.size(); ++i) {
    const auto& row = rows[i];
    const auto& [label, path] = paths[i];
    ASSERT_EQ(row[0], label);
    std::unique_ptr<RandomAccessFile> file;
    absl::Status open = env_->NewRandomAccessFile(path, &file);
    EXPECT_EQ(Text(open), Expected(row[1])) << label;
    EXPECT_EQ(file != nullptr, open.ok());
    absl::Status read;
    std::string bytes;
    if (open.ok()) {
      char scratch[8];
      StringPiece view;
      read = file->Read(1, sizeof(scratch), &view, scratch);
      bytes = std::string(view);
    }
    EXPECT_EQ(Text(read), Expected(row[2])) << label;
    EXPECT_EQ(bytes, Unescape(row[3])) << label;
    std::unique_ptr<ReadOnlyMemoryRegion> region;
    absl::Status mapped = env_->NewReadOnlyMemoryRegionFromFile(path, &region);
    EXPECT_EQ(Text(mapped), Expected(row[4])) << label;
    if (mapped.ok()) {
      EXPECT_EQ(std::to_string(region->length()), row[5]) << label;
    }
    FileStatistics stat;
    absl::Status stat_status = env_->Stat(path, &stat);
    EXPECT_EQ(Text(stat_status), Expected(row[6])) << label;
    if (stat_status.ok() && label != "dir") {  // a directory's size depends on the file system
      EXPECT_EQ(std::to_string(stat.length) + (stat.is_directory ? " 1" : " 0"), row[7]);
    }
    EXPECT_EQ(stat.is_directory, label == "dir");
    EXPECT_EQ(Text(env_->FileExists(path)), Expected(row[8])) << label;
    EXPECT_EQ(Text(env_->IsDirectory(path)), Expected(row[9])) << label;
  }
}

TEST_F(FileSystemTest, WritingAppendingAndOptionsMatchTensorFlow) {
  std::unique_ptr<WritableFile> file;
  for (const auto& row : tf_reference::Rows("io", "env_write")) {
    if (row[0] == "missing_dir") {
      EXPECT_EQ(Text(env_->NewWritableFile(Path("no/such/file"), &file)), Expected(row[1]));
      EXPECT_EQ(Text(env_->NewAppendableFile(Path("no/such/file"), &file)), Expected(row[2]));
    } else {
      EXPECT_EQ(Text(env_->NewWritableFile("nope://host/x", &file)), Expected(row[1]));
    }
    EXPECT_EQ(file, nullptr);
  }
  const auto append = tf_reference::Rows("io", "env_append")[0];
  ASSERT_TRUE(WriteStringToFile(env_, Path("env_file"), "abc").ok());
  ASSERT_TRUE(env_->NewAppendableFile(Path("env_file"), &file).ok());
  int64 position = -5;
  EXPECT_EQ(Text(file->Tell(&position)), append[0]);
  EXPECT_EQ(std::to_string(position), append[1]);
  ASSERT_TRUE(file->Append("de").ok());
  EXPECT_EQ(Text(file->Tell(&position)), append[2]);
  EXPECT_EQ(std::to_string(position), append[3]);
  ASSERT_TRUE(file->Close().ok());
  std::string contents;
  ASSERT_TRUE(ReadFileToString(env_, Path("env_file"), &contents).ok());
  EXPECT_EQ(contents, Unescape(append[4]));

  const auto options = tf_reference::Rows("io", "env_set_option")[0];
  EXPECT_EQ(Text(env_->SetOption("file", "key", std::vector<std::string>{"v"})), options[0]);
  EXPECT_EQ(Text(env_->SetOption("nope", "key", std::vector<std::string>{"v"})), options[1]);
  FileSystem* file_system = nullptr;
  const auto schemes = tf_reference::Rows("io", "env_file_system")[0];
  EXPECT_EQ(Text(env_->GetFileSystemForFile("nope://host/x", &file_system)), schemes[0]);
  EXPECT_EQ(Text(env_->GetFileSystemForFile("file:///tmp", &file_system)), schemes[1]);
  EXPECT_EQ(Text(env_->GetFileSystemForFile("/tmp", &file_system)), schemes[2]);
  const auto delete_dir = tf_reference::Rows("io", "env_delete_dir")[0];
  EXPECT_EQ(Text(env_->DeleteDir(Path("missing"))), Expected(delete_dir[0]));
  EXPECT_EQ(Text(env_->DeleteDir(Path("env_file"))), Expected(delete_dir[1]));
}

TEST_F(FileSystemTest, WritableFilesReplaceOrAppendAndRefuseUseAfterClose) {
  std::unique_ptr<WritableFile> file;
  ASSERT_TRUE(env_->NewWritableFile(Path("w"), &file).ok());
  ASSERT_TRUE(file->Append("first").ok());
  ASSERT_TRUE(file->Flush().ok());
  ASSERT_TRUE(file->Sync().ok());
  StringPiece name;
  ASSERT_TRUE(file->Name(&name).ok());
  EXPECT_EQ(name, Path("w"));
  ASSERT_TRUE(file->Close().ok());
  EXPECT_EQ(file->Append("x").code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_EQ(file->Close().code(), absl::StatusCode::kFailedPrecondition);
  ASSERT_TRUE(env_->NewWritableFile(Path("w"), &file).ok());  // replaces
  ASSERT_TRUE(file->Append("second").ok());
  ASSERT_TRUE(file->Close().ok());
  std::unique_ptr<ReadOnlyMemoryRegion> region;
  ASSERT_TRUE(env_->NewReadOnlyMemoryRegionFromFile(Path("w"), &region).ok());
  EXPECT_EQ(std::string(static_cast<const char*>(region->data()), region->length()), "second");
}

TEST_F(FileSystemTest, DeleteRecursivelyRemovesATreeAndCountsWhatStays) {
  ASSERT_TRUE(env_->RecursivelyCreateDir(Path("tree/a/b")).ok());
  ASSERT_TRUE(WriteStringToFile(env_, Path("tree/a/b/f"), "1").ok());
  ASSERT_TRUE(WriteStringToFile(env_, Path("tree/g"), "2").ok());
  int64 files = -1, dirs = -1;
  ASSERT_TRUE(env_->DeleteRecursively(Path("tree"), &files, &dirs).ok());
  EXPECT_EQ(files, 0);
  EXPECT_EQ(dirs, 0);
  EXPECT_EQ(env_->FileExists(Path("tree")).code(), absl::StatusCode::kNotFound);
  EXPECT_EQ(env_->DeleteRecursively(Path("tree"), &files, &dirs).code(),
            absl::StatusCode::kNotFound);
  EXPECT_EQ(files, 0);
  EXPECT_EQ(dirs, 1);
  ASSERT_TRUE(WriteStringToFile(env_, Path("plain"), "3").ok());
  ASSERT_TRUE(env_->DeleteRecursively(Path("plain"), &files, &dirs).ok()) << "a file alone";
  EXPECT_EQ(env_->FileExists(Path("plain")).code(), absl::StatusCode::kNotFound);
}

TEST_F(FileSystemTest, URIsAndUncleanPathsReachTheSameFile) {
  ASSERT_TRUE(WriteStringToFile(env_, "file://" + Path("u"), "via uri").ok());
  std::string contents;
  ASSERT_TRUE(ReadFileToString(env_, Path("./x/../u"), &contents).ok());
  EXPECT_EQ(contents, "via uri");
  std::vector<std::string> children;
  ASSERT_TRUE(env_->GetChildren("file://" + dir_, &children).ok());
  EXPECT_EQ(children, std::vector<std::string>{"u"});
}

// A file system that implements nothing: every operation says so; the derived ones (FilesExist,
// GetFileSize, IsDirectory, RecursivelyCreateDir) build on the operations it has.
class EmptyFileSystem : public FileSystem {};

TEST(FileSystemDefaultsTest, MissingOperationsAreUnimplemented) {
  EmptyFileSystem file_system;
  std::unique_ptr<RandomAccessFile> file;
  EXPECT_EQ(file_system.NewRandomAccessFile("x", &file).code(), absl::StatusCode::kUnimplemented);
  std::vector<absl::Status> statuses;
  EXPECT_FALSE(file_system.FilesExist({"x", "y"}, &statuses));
  ASSERT_EQ(statuses.size(), 2u);
  EXPECT_EQ(statuses[1].code(), absl::StatusCode::kUnimplemented);
  uint64 size;
  EXPECT_EQ(file_system.GetFileSize("x", &size).code(), absl::StatusCode::kUnimplemented);
  EXPECT_EQ(file_system.RecursivelyCreateDir("a/b").code(), absl::StatusCode::kUnimplemented);
  EXPECT_EQ(file_system.SetOption("k", "v").message(), "SetOption");
  EXPECT_EQ(file_system.TranslateName("gs://b/x/../y"), "/y");
  EXPECT_EQ(file_system.TranslateName("gs://b"), "/");
}

TEST(IOErrorTest, CodesFollowErrno) {
  EXPECT_EQ(IOError("p", ENOENT).code(), absl::StatusCode::kNotFound);
  EXPECT_EQ(IOError("p", EEXIST).code(), absl::StatusCode::kAlreadyExists);
  EXPECT_EQ(IOError("p", EACCES).code(), absl::StatusCode::kPermissionDenied);
  EXPECT_EQ(IOError("p", EISDIR).code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_EQ(IOError("p", ENOSPC).code(), absl::StatusCode::kResourceExhausted);
  EXPECT_EQ(IOError("p", EINVAL).message(), "p; Invalid argument");
  EXPECT_EQ(IOError("p", EIO).code(), absl::StatusCode::kUnknown);
}

}  // namespace
}  // namespace tensorflow
