#include "tensorflow_lite_core/platform/env.h"

#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace {

// An error for a failed system call on `path`, with the code errno calls for.
absl::Status PathError(const std::string& path, int error_number) {
  const std::string message = path + "; " + std::strerror(error_number);
  switch (error_number) {
    case ENOENT:
      return errors::NotFound(message);
    case EEXIST:
      return errors::AlreadyExists(message);
    case EACCES:
    case EPERM:
      return errors::PermissionDenied(message);
    case ENOTDIR:
    case EISDIR:
    case ENOTEMPTY:
      return errors::FailedPrecondition(message);
    default:
      return errors::Unknown(message);
  }
}

absl::Status Stat(const std::string& path, struct stat* info) {
  if (::stat(path.c_str(), info) != 0) return PathError(path, errno);
  return absl::OkStatus();
}

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

absl::Status Env::FileExists(const std::string& fname) {
  if (::access(fname.c_str(), F_OK) == 0) return absl::OkStatus();
  return errors::NotFound(fname, " not found");
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

absl::Status Env::GetFileSize(const std::string& fname, uint64* file_size) {
  struct stat info;
  TF_RETURN_IF_ERROR(Stat(fname, &info));
  *file_size = static_cast<uint64>(info.st_size);
  return absl::OkStatus();
}

absl::Status Env::IsDirectory(const std::string& fname) {
  struct stat info;
  TF_RETURN_IF_ERROR(Stat(fname, &info));
  if (S_ISDIR(info.st_mode)) return absl::OkStatus();
  return errors::FailedPrecondition(fname, " is not a directory");
}

absl::Status Env::GetChildren(const std::string& dir, std::vector<std::string>* result) {
  result->clear();
  std::error_code error;
  std::filesystem::directory_iterator entries(dir, error);
  if (error) return PathError(dir, error.value());
  for (const auto& entry : entries) result->push_back(entry.path().filename().string());
  return absl::OkStatus();
}

absl::Status Env::DeleteFile(const std::string& fname) {
  if (::unlink(fname.c_str()) != 0) return PathError(fname, errno);
  return absl::OkStatus();
}

absl::Status Env::CreateDir(const std::string& dirname) {
  if (::mkdir(dirname.c_str(), 0755) != 0) return PathError(dirname, errno);
  return absl::OkStatus();
}

absl::Status Env::RecursivelyCreateDir(const std::string& dirname) {
  std::error_code error;
  std::filesystem::create_directories(dirname, error);
  if (error) return PathError(dirname, error.value());
  return IsDirectory(dirname);
}

absl::Status Env::RenameFile(const std::string& src, const std::string& target) {
  if (std::rename(src.c_str(), target.c_str()) != 0) return PathError(src, errno);
  return absl::OkStatus();
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

absl::Status ReadFileToString(Env* /*env*/, const std::string& fname, std::string* data) {
  struct stat info;
  TF_RETURN_IF_ERROR(Stat(fname, &info));
  if (S_ISDIR(info.st_mode)) return errors::FailedPrecondition(fname, " is a directory");
  std::ifstream in(fname, std::ios::binary);
  if (!in) return PathError(fname, errno != 0 ? errno : EACCES);
  std::ostringstream contents;
  contents << in.rdbuf();
  *data = contents.str();
  return absl::OkStatus();
}

absl::Status WriteStringToFile(Env* /*env*/, const std::string& fname, AnyStringView data) {
  std::ofstream out(fname, std::ios::binary | std::ios::trunc);
  if (!out) return PathError(fname, errno != 0 ? errno : EACCES);
  out.write(data.data(), static_cast<std::streamsize>(data.size()));
  out.close();
  if (!out) return errors::DataLoss("writing ", fname, " failed");
  return absl::OkStatus();
}

}  // namespace tensorflow
