// The file abstractions of TensorFlow's platform/file_system.h: a file read at any offset
// (RandomAccessFile), a file written by appending (WritableFile), a read-only view of a whole
// file (ReadOnlyMemoryRegion), and FileSystem, the interface that makes them. Env hands them out
// (env.h); the one file system here is the local one (local_file_system.h).
//
// Ownership: every New* method gives the caller the new object through `result`, and leaves
// `result` empty on error.
#ifndef TENSORFLOW_LITE_CORE_PLATFORM_FILE_SYSTEM_H_
#define TENSORFLOW_LITE_CORE_PLATFORM_FILE_SYSTEM_H_

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "absl/types/span.h"
#include "tensorflow_lite_core/platform/macros.h"
#include "tensorflow_lite_core/platform/status.h"
#include "tensorflow_lite_core/platform/types.h"

namespace tensorflow {

class FileSystem;

// TensorFlow's handle of a file-system transaction; declared for its signatures, never used here.
struct TransactionToken {
  FileSystem* owner;
  void* token;
};

// What FileSystem::Stat reports about a path.
struct FileStatistics {
  int64 length = -1;  // bytes; -1 when the file system cannot tell
  int64 mtime_nsec = 0;
  bool is_directory = false;

  FileStatistics() = default;
  FileStatistics(int64 length, int64 mtime_nsec, bool is_directory)
      : length(length), mtime_nsec(mtime_nsec), is_directory(is_directory) {}
};

// A file read by offset; one object may be read from several threads at once.
class RandomAccessFile {
 public:
  RandomAccessFile() = default;
  virtual ~RandomAccessFile() = default;
  TF_DISALLOW_COPY_AND_ASSIGN(RandomAccessFile);

  // The file's name, where the file system knows it.
  virtual absl::Status Name(StringPiece* result) const;

  // Reads up to `n` bytes at `offset`; `*result` views the bytes read (in `scratch`, which holds
  // at least `n` bytes, or in memory of the file's own). OutOfRange when the file ends before `n`
  // bytes: `*result` then holds the bytes there were. A subclass implements one of the two
  // overloads; each calls the other.
  virtual absl::Status Read(uint64 offset, size_t n, StringPiece* result, char* scratch) const;
  virtual absl::Status Read(uint64 offset, StringPiece& result, absl::Span<char> scratch) const;
};

// A file written front to back; one thread at a time. Close before destroying to see errors.
class WritableFile {
 public:
  WritableFile() = default;
  virtual ~WritableFile() = default;
  TF_DISALLOW_COPY_AND_ASSIGN(WritableFile);

  virtual absl::Status Append(StringPiece data) = 0;
  virtual absl::Status Close() = 0;
  // Hands buffered bytes to the operating system.
  virtual absl::Status Flush() = 0;
  // Flush, then wait until the bytes are on stable storage.
  virtual absl::Status Sync() = 0;
  virtual absl::Status Name(StringPiece* result) const;
  // The size of the file so far; -1 and Unimplemented where the file system cannot tell.
  virtual absl::Status Tell(int64* position);
};

// A whole file in memory, read-only; readable from several threads at once.
class ReadOnlyMemoryRegion {
 public:
  ReadOnlyMemoryRegion() = default;
  virtual ~ReadOnlyMemoryRegion() = default;
  virtual const void* data() = 0;
  virtual uint64 length() = 0;
};

// A file system: paths in, files and facts out. Each operation a subclass leaves out answers
// Unimplemented. Errors carry the path and the reason, with the code errno calls for.
class FileSystem {
 public:
  FileSystem() = default;
  virtual ~FileSystem() = default;
  TF_DISALLOW_COPY_AND_ASSIGN(FileSystem);

  virtual absl::Status NewRandomAccessFile(const std::string& fname,
                                           std::unique_ptr<RandomAccessFile>* result);
  // Replaces an existing file (its contents are dropped).
  virtual absl::Status NewWritableFile(const std::string& fname,
                                       std::unique_ptr<WritableFile>* result);
  // Appends to an existing file, or creates it.
  virtual absl::Status NewAppendableFile(const std::string& fname,
                                         std::unique_ptr<WritableFile>* result);
  virtual absl::Status NewReadOnlyMemoryRegionFromFile(
      const std::string& fname, std::unique_ptr<ReadOnlyMemoryRegion>* result);

  // OK if the path exists, NotFound if not.
  virtual absl::Status FileExists(const std::string& fname);
  // True when every file exists; `*status` (if given) gets each one's FileExists.
  virtual bool FilesExist(const std::vector<std::string>& files,
                          std::vector<absl::Status>* status);
  // The entries' names (not paths), without "." and "..", in no particular order.
  virtual absl::Status GetChildren(const std::string& dir, std::vector<std::string>* result);
  virtual absl::Status Stat(const std::string& fname, FileStatistics* stat);
  virtual absl::Status GetFileSize(const std::string& fname, uint64* file_size);
  // OK for a directory, FailedPrecondition for another kind of file, NotFound if missing.
  virtual absl::Status IsDirectory(const std::string& fname);
  virtual absl::Status DeleteFile(const std::string& fname);
  // AlreadyExists if it exists.
  virtual absl::Status CreateDir(const std::string& dirname);
  // Creates missing parents too; OK if the directory exists already.
  virtual absl::Status RecursivelyCreateDir(const std::string& dirname);
  // Deletes an empty directory.
  virtual absl::Status DeleteDir(const std::string& dirname);
  // Deletes the directory and everything under it, counting what could not be deleted. For a
  // missing `dirname`: NotFound, with *undeleted_dirs 1 and *undeleted_files 0.
  virtual absl::Status DeleteRecursively(const std::string& dirname, int64* undeleted_files,
                                         int64* undeleted_dirs);
  // Replaces `target` if it exists.
  virtual absl::Status RenameFile(const std::string& src, const std::string& target);

  // The path this file system uses for `name`: a URI's path, cleaned ("a//b/../c" -> "a/c").
  virtual std::string TranslateName(const std::string& name) const;

  // File-system specific settings; none are known here (Unimplemented "SetOption").
  virtual absl::Status SetOption(const std::string& key, const std::string& value);
  virtual absl::Status SetOption(const std::string& key, const std::vector<std::string>& values);
  virtual absl::Status SetOption(const std::string& key, const std::vector<int64>& values);
  virtual absl::Status SetOption(const std::string& key, const std::vector<double>& values);

  virtual void FlushCaches() {}
  virtual char Separator() const { return '/'; }
};

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_PLATFORM_FILE_SYSTEM_H_
