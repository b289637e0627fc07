#include "tensorflow_lite_core/platform/env.h"

#include <sys/syscall.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <sstream>
#include <thread>

#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/local_file_system.h"
#include "tensorflow_lite_core/platform/path.h"

namespace tensorflow {
namespace {

class StdThread : public Thread {
 public:
  explicit StdThread(std::function<void()> fn) : thread_(std::move(fn)) {}
  ~StdThread() override { thread_.join(); }

 private:
  std::thread thread_;
};

}  // namespace

Env* Env::Default() {
  static Env* env = new Env;
  return env;
}

uint64 Env::NowNanos() const {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::system_clock::now().time_since_epoch())
      .count();
}

void Env::SleepForMicroseconds(int64 micros) {
  if (micros > 0) std::this_thread::sleep_for(std::chrono::microseconds(micros));
}

Env::Env() : local_file_system_(std::make_unique<LocalFileSystem>()) {}

FileSystem* Env::FileSystemForScheme(StringPiece scheme) {
  if (scheme.empty() || scheme == "file") return local_file_system_.get();
  return nullptr;
}

absl::Status Env::GetFileSystemForFile(const std::string& fname, FileSystem** result) {
  StringPiece scheme, host, path;
  io::ParseURI(fname, &scheme, &host, &path);
  *result = FileSystemForScheme(scheme);
  if (*result == nullptr) {
    return errors::Unimplemented("File system scheme '", scheme, "' not implemented (file: '",
                                 fname, "')");
  }
  return absl::OkStatus();
}

absl::Status Env::NewRandomAccessFile(const std::string& fname,
                                      std::unique_ptr<RandomAccessFile>* result) {
  FileSystem* file_system;
  TF_RETURN_IF_ERROR(GetFileSystemForFile(fname, &file_system));
  return file_system->NewRandomAccessFile(fname, result);
}

absl::Status Env::NewWritableFile(const std::string& fname,
                                  std::unique_ptr<WritableFile>* result) {
  FileSystem* file_system;
  TF_RETURN_IF_ERROR(GetFileSystemForFile(fname, &file_system));
  return file_system->NewWritableFile(fname, result);
}

absl::Status Env::NewAppendableFile(const std::string& fname,
                                    std::unique_ptr<WritableFile>* result) {
  FileSystem* file_system;
  TF_RETURN_IF_ERROR(GetFileSystemForFile(fname, &file_system));
  return file_system->NewAppendableFile(fname, result);
}

absl::Status Env::NewReadOnlyMemoryRegionFromFile(const std::string& fname,
                                                  std::unique_ptr<ReadOnlyMemoryRegion>* result) {
  FileSystem* file_system;
  TF_RETURN_IF_ERROR(GetFileSystemForFile(fname, &file_system));
  return file_system->NewReadOnlyMemoryRegionFromFile(fname, result);
}

absl::Status Env::FileExists(const std::string& fname) {
  FileSystem* file_system;
  TF_RETURN_IF_ERROR(GetFileSystemForFile(fname, &file_system));
  return file_system->FileExists(fname);
}

bool Env::FilesExist(const std::vector<std::string>& files, std::vector<absl::Status>* status) {
  bool all_exist = true;
  if (status != nullptr) status->clear();
  for (const std::string& file : files) {
    absl::Status exists = FileExists(file);
    all_exist = all_exist && exists.ok();
    if (status != nullptr) status->push_back(std::move(exists));
  }
  return all_exist;
}

absl::Status Env::Stat(const std::string& fname, FileStatistics* stat) {
  FileSystem* file_system;
  TF_RETURN_IF_ERROR(GetFileSystemForFile(fname, &file_system));
  return file_system->Stat(fname, stat);
}

absl::Status Env::GetFileSize(const std::string& fname, uint64* file_size) {
  FileSystem* file_system;
  TF_RETURN_IF_ERROR(GetFileSystemForFile(fname, &file_system));
  return file_system->GetFileSize(fname, file_size);
}

absl::Status Env::IsDirectory(const std::string& fname) {
  FileSystem* file_system;
  TF_RETURN_IF_ERROR(GetFileSystemForFile(fname, &file_system));
  return file_system->IsDirectory(fname);
}

absl::Status Env::GetChildren(const std::string& dir, std::vector<std::string>* result) {
  FileSystem* file_system;
  TF_RETURN_IF_ERROR(GetFileSystemForFile(dir, &file_system));
  return file_system->GetChildren(dir, result);
}

absl::Status Env::DeleteFile(const std::string& fname) {
  FileSystem* file_system;
  TF_RETURN_IF_ERROR(GetFileSystemForFile(fname, &file_system));
  return file_system->DeleteFile(fname);
}

absl::Status Env::CreateDir(const std::string& dirname) {
  FileSystem* file_system;
  TF_RETURN_IF_ERROR(GetFileSystemForFile(dirname, &file_system));
  return file_system->CreateDir(dirname);
}

absl::Status Env::RecursivelyCreateDir(const std::string& dirname) {
  FileSystem* file_system;
  TF_RETURN_IF_ERROR(GetFileSystemForFile(dirname, &file_system));
  return file_system->RecursivelyCreateDir(dirname);
}

absl::Status Env::DeleteDir(const std::string& dirname) {
  FileSystem* file_system;
  TF_RETURN_IF_ERROR(GetFileSystemForFile(dirname, &file_system));
  return file_system->DeleteDir(dirname);
}

absl::Status Env::DeleteRecursively(const std::string& dirname, int64* undeleted_files,
                                    int64* undeleted_dirs) {
  *undeleted_files = 0;
  *undeleted_dirs = 0;
  FileSystem* file_system;
  TF_RETURN_IF_ERROR(GetFileSystemForFile(dirname, &file_system));
  return file_system->DeleteRecursively(dirname, undeleted_files, undeleted_dirs);
}

absl::Status Env::RenameFile(const std::string& src, const std::string& target) {
  FileSystem* target_file_system;
  TF_RETURN_IF_ERROR(GetFileSystemForFile(target, &target_file_system));
  FileSystem* file_system;
  TF_RETURN_IF_ERROR(GetFileSystemForFile(src, &file_system));
  return file_system->RenameFile(src, target);
}

template <typename Value>
absl::Status SetFileSystemOption(FileSystem* file_system, const std::string& scheme,
                                 const std::string& key, const Value& value) {
  if (file_system == nullptr) {
    return errors::Unimplemented("File system scheme '", scheme,
                                 "' not found to set configuration");
  }
  return file_system->SetOption(key, value);
}

absl::Status Env::SetOption(const std::string& scheme, const std::string& key,
                            const std::string& value) {
  return SetFileSystemOption(FileSystemForScheme(scheme), scheme, key, value);
}

absl::Status Env::SetOption(const std::string& scheme, const std::string& key,
                            const std::vector<std::string>& values) {
  return SetFileSystemOption(FileSystemForScheme(scheme), scheme, key, values);
}

absl::Status Env::SetOption(const std::string& scheme, const std::string& key,
                            const std::vector<int64>& values) {
  return SetFileSystemOption(FileSystemForScheme(scheme), scheme, key, values);
}

absl::Status Env::SetOption(const std::string& scheme, const std::string& key,
                            const std::vector<double>& values) {
  return SetFileSystemOption(FileSystemForScheme(scheme), scheme, key, values);
}

bool Env::LocalTempFilename(std::string* filename) {
  static std::atomic<uint64> counter{0};
  std::string directory = "/tmp";
  for (const char* variable : {"TEST_TMPDIR", "TMPDIR"}) {
    const char* value = std::getenv(variable);
    if (value != nullptr && *value != '\0') {
      directory = value;
      break;
    }
  }
  // The process, the time and a per-process count: unique unless the path is taken already.
  for (int attempt = 0; attempt < 100; ++attempt) {
    std::ostringstream name;
    name << directory << "/tempfile-" << ::getpid() << "-" << NowNanos() << "-" << counter++;
    if (!FileExists(name.str()).ok()) {
      *filename = name.str();
      return true;
    }
  }
  return false;
}

int32 Env::GetCurrentThreadId() { return static_cast<int32>(::syscall(SYS_gettid)); }

Thread* Env::StartThread(const ThreadOptions& /*thread_options*/, const std::string& /*name*/,
                         std::function<void()> fn) {
  return new StdThread(std::move(fn));
}

void Env::SchedClosure(std::function<void()> closure) {
  std::thread(std::move(closure)).detach();
}

void Env::SchedClosureAfter(int64 micros, std::function<void()> closure) {
  std::thread([this, micros, closure = std::move(closure)] {
    SleepForMicroseconds(micros);
    closure();
  }).detach();
}

absl::Status ReadFileToString(Env* env, const std::string& fname, std::string* data) {
  uint64 size = 0;
  TF_RETURN_IF_ERROR(env->GetFileSize(fname, &size));
  std::unique_ptr<RandomAccessFile> file;
  TF_RETURN_IF_ERROR(env->NewRandomAccessFile(fname, &file));
  data->resize(size);
  StringPiece read;
  absl::Status status = file->Read(0, size, &read, data->data());
  if (read.data() != data->data() && !read.empty()) {
    std::copy(read.begin(), read.end(), data->begin());
  }
  data->resize(read.size());
  // The file may have shrunk since its size was taken: what was read is the whole file.
  if (absl::IsOutOfRange(status)) return absl::OkStatus();
  return status;
}

absl::Status WriteStringToFile(Env* env, const std::string& fname, AnyStringView data) {
  std::unique_ptr<WritableFile> file;
  TF_RETURN_IF_ERROR(env->NewWritableFile(fname, &file));
  TF_RETURN_IF_ERROR(file->Append(data.view()));
  return file->Close();
}

}  // namespace tensorflow
