// Env: the process's clock, files and threads, as TensorFlow's platform/env.h presents them to
// op code. Files go through a FileSystem chosen by the path's scheme: plain paths and "file://"
// URIs reach the local one (local_file_system.h); there is no registry of other file systems, no
// dynamic loading. Env::Default() is the one instance; it is never destroyed.
#ifndef TENSORFLOW_LITE_CORE_PLATFORM_ENV_H_
#define TENSORFLOW_LITE_CORE_PLATFORM_ENV_H_

#include <cstddef>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "tensorflow_lite_core/platform/any_string_view.h"
#include "tensorflow_lite_core/platform/file_system.h"
#include "tensorflow_lite_core/platform/macros.h"
#include "tensorflow_lite_core/platform/status.h"
#include "tensorflow_lite_core/platform/types.h"

namespace tensorflow {

// A thread started by Env::StartThread; destroying it waits for the thread to finish.
class Thread {
 public:
  Thread() = default;
  virtual ~Thread() = default;
  TF_DISALLOW_COPY_AND_ASSIGN(Thread);
};

// Accepted for TensorFlow's signature; the sizes and NUMA node are not used.
struct ThreadOptions {
  size_t stack_size = 0;
  size_t guard_size = 0;
  int numa_node = -1;
};

class Env {
 public:
  static Env* Default();

  Env();
  virtual ~Env() = default;
  TF_DISALLOW_COPY_AND_ASSIGN(Env);

  // Wall-clock time since the Unix epoch.
  virtual uint64 NowNanos() const;
  uint64 NowMicros() const { return NowNanos() / 1000; }
  uint64 NowSeconds() const { return NowNanos() / 1000000000; }
  virtual void SleepForMicroseconds(int64 micros);

  // Files. Errors carry the path and the system's reason: NotFound for a missing path,
  // FailedPrecondition for a path of the wrong kind, other codes as errno says; a path whose
  // scheme has no file system gives Unimplemented.
  //
  // The file system for `fname` (owned by the Env).
  absl::Status GetFileSystemForFile(const std::string& fname, FileSystem** result);
  // The file objects of file_system.h; the caller owns what `result` receives.
  absl::Status NewRandomAccessFile(const std::string& fname,
                                   std::unique_ptr<RandomAccessFile>* result);
  absl::Status NewWritableFile(const std::string& fname, std::unique_ptr<WritableFile>* result);
  absl::Status NewAppendableFile(const std::string& fname, std::unique_ptr<WritableFile>* result);
  absl::Status NewReadOnlyMemoryRegionFromFile(const std::string& fname,
                                               std::unique_ptr<ReadOnlyMemoryRegion>* result);
  absl::Status FileExists(const std::string& fname);
  // Fills `*status` (if given) with each file's FileExists; true when all exist.
  bool FilesExist(const std::vector<std::string>& files, std::vector<absl::Status>* status);
  absl::Status Stat(const std::string& fname, FileStatistics* stat);
  absl::Status GetFileSize(const std::string& fname, uint64* file_size);
  // OK for a directory, FailedPrecondition for another kind of file, NotFound if missing.
  absl::Status IsDirectory(const std::string& fname);
  // The entries' names (not paths), in no particular order, without "." and "..".
  absl::Status GetChildren(const std::string& dir, std::vector<std::string>* result);
  absl::Status DeleteFile(const std::string& fname);
  absl::Status CreateDir(const std::string& dirname);
  // Creates missing parents too; OK if the directory exists already.
  absl::Status RecursivelyCreateDir(const std::string& dirname);
  // Deletes an empty directory.
  absl::Status DeleteDir(const std::string& dirname);
  // Deletes `dirname` and all under it; counts what stayed (FileSystem::DeleteRecursively).
  absl::Status DeleteRecursively(const std::string& dirname, int64* undeleted_files,
                                 int64* undeleted_dirs);
  absl::Status RenameFile(const std::string& src, const std::string& target);
  // A new path in the temporary directory (TEST_TMPDIR, TMPDIR or /tmp) that nothing uses yet.
  bool LocalTempFilename(std::string* filename);
  // A setting of the file system for `scheme` (none are known: Unimplemented).
  absl::Status SetOption(const std::string& scheme, const std::string& key,
                         const std::string& value);
  absl::Status SetOption(const std::string& scheme, const std::string& key,
                         const std::vector<std::string>& values);
  absl::Status SetOption(const std::string& scheme, const std::string& key,
                         const std::vector<int64>& values);
  absl::Status SetOption(const std::string& scheme, const std::string& key,
                         const std::vector<double>& values);

  // Threads. StartThread runs `fn` on a new thread owned by the returned object (the caller
  // owns it); SchedClosure runs `closure` on a thread of its own, some time later.
  virtual int32 GetCurrentThreadId();
  virtual Thread* StartThread(const ThreadOptions& thread_options, const std::string& name,
                              std::function<void()> fn);
  virtual void SchedClosure(std::function<void()> closure);
  virtual void SchedClosureAfter(int64 micros, std::function<void()> closure);

 private:
  // The file system for `scheme` ("" and "file": the local one), or null.
  FileSystem* FileSystemForScheme(StringPiece scheme);
  std::unique_ptr<FileSystem> local_file_system_;
};

// The whole file as bytes (through NewRandomAccessFile).
absl::Status ReadFileToString(Env* env, const std::string& fname, std::string* data);
// Replaces the file's contents with `data` (creating it).
absl::Status WriteStringToFile(Env* env, const std::string& fname, AnyStringView data);

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_PLATFORM_ENV_H_
