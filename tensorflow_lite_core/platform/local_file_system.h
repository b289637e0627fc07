// The local (POSIX) file system: plain paths and "file://" URIs. Env::Default() hands it out for
// both; its errors read as TensorFlow's ("<path>; <strerror>", the code errno calls for).
#ifndef TENSORFLOW_LITE_CORE_PLATFORM_LOCAL_FILE_SYSTEM_H_
#define TENSORFLOW_LITE_CORE_PLATFORM_LOCAL_FILE_SYSTEM_H_

#include <memory>
#include <string>
#include <vector>

#include "tensorflow_lite_core/platform/file_system.h"

namespace tensorflow {

class LocalFileSystem : public FileSystem {
 public:
  absl::Status NewRandomAccessFile(const std::string& fname,
                                   std::unique_ptr<RandomAccessFile>* result) override;
  absl::Status NewWritableFile(const std::string& fname,
                               std::unique_ptr<WritableFile>* result) override;
  absl::Status NewAppendableFile(const std::string& fname,
                                 std::unique_ptr<WritableFile>* result) override;
  absl::Status NewReadOnlyMemoryRegionFromFile(
      const std::string& fname, std::unique_ptr<ReadOnlyMemoryRegion>* result) override;

  absl::Status FileExists(const std::string& fname) override;
  absl::Status GetChildren(const std::string& dir, std::vector<std::string>* result) override;
  absl::Status Stat(const std::string& fname, FileStatistics* stat) override;
  absl::Status DeleteFile(const std::string& fname) override;
  absl::Status CreateDir(const std::string& dirname) override;
  absl::Status DeleteDir(const std::string& dirname) override;
  absl::Status DeleteRecursively(const std::string& dirname, int64* undeleted_files,
                                 int64* undeleted_dirs) override;
  absl::Status RenameFile(const std::string& src, const std::string& target) override;
};

// The status for a failed system call on `context` (a path): "<context>; <strerror>", with the
// code TensorFlow gives that errno (ENOENT NotFound, EACCES PermissionDenied, ...).
absl::Status IOError(const std::string& context, int error_number);

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_PLATFORM_LOCAL_FILE_SYSTEM_H_
