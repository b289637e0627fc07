#include "tensorflow_lite_core/platform/local_file_system.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {

absl::Status IOError(const std::string& context, int error_number) {
  const std::string message = context + "; " + std::strerror(error_number);
  switch (error_number) {
    case ENOENT:
    case ENODEV:
    case ENXIO:
      return errors::NotFound(message);
    case EEXIST:
      return errors::AlreadyExists(message);
    case EACCES:
    case EPERM:
    case EROFS:
      return errors::PermissionDenied(message);
    case ENOTDIR:
    case EISDIR:
    case ENOTEMPTY:
    case EBADF:
    case EBUSY:
    case ETXTBSY:
      return errors::FailedPrecondition(message);
    case EINVAL:
    case ENAMETOOLONG:
    case ESPIPE:
      return errors::InvalidArgument(message);
    case ENOSPC:
    case EDQUOT:
    case EMFILE:
    case ENFILE:
    case ENOMEM:
    case EFBIG:
      return errors::ResourceExhausted(message);
    case ENOSYS:
    case ENOTSUP:
      return errors::Unimplemented(message);
    case EAGAIN:
    case EINTR:
      return errors::Unavailable(message);
    default:
      return errors::Unknown(message);
  }
}

namespace {

class LocalRandomAccessFile : public RandomAccessFile {
 public:
  LocalRandomAccessFile(std::string name, int fd) : name_(std::move(name)), fd_(fd) {}
  ~LocalRandomAccessFile() override { ::close(fd_); }

  absl::Status Name(StringPiece* result) const override {
    *result = name_;
    return absl::OkStatus();
  }

  absl::Status Read(uint64 offset, size_t n, StringPiece* result, char* scratch) const override {
    // pread may return fewer bytes than asked before the end of the file: read on until the
    // file ends (pread returns 0) or fails.
    size_t done = 0;
    absl::Status status;
    while (done < n) {
      const ssize_t got = ::pread(fd_, scratch + done, n - done, static_cast<off_t>(offset + done));
      if (got > 0) {
        done += static_cast<size_t>(got);
      } else if (got == 0) {
        status = errors::OutOfRange("Read less bytes than requested");
        break;
      } else if (errno != EINTR) {
        status = IOError(name_, errno);
        break;
      }
    }
    *result = StringPiece(scratch, done);
    return status;
  }

 private:
  const std::string name_;
  const int fd_;
};

class LocalWritableFile : public WritableFile {
 public:
  LocalWritableFile(std::string name, FILE* file) : name_(std::move(name)), file_(file) {}
  ~LocalWritableFile() override {
    if (file_ != nullptr) std::fclose(file_);  // errors are seen only through Close()
  }

  absl::Status Append(StringPiece data) override {
    TF_RETURN_IF_ERROR(CheckOpen());
    if (std::fwrite(data.data(), 1, data.size(), file_) != data.size()) {
      return IOError(name_, errno);
    }
    return absl::OkStatus();
  }

  absl::Status Close() override {
    TF_RETURN_IF_ERROR(CheckOpen());
    const int result = std::fclose(file_);
    file_ = nullptr;
    if (result != 0) return IOError(name_, errno);
    return absl::OkStatus();
  }

  absl::Status Flush() override {
    TF_RETURN_IF_ERROR(CheckOpen());
    if (std::fflush(file_) != 0) return IOError(name_, errno);
    return absl::OkStatus();
  }

  absl::Status Sync() override {
    TF_RETURN_IF_ERROR(Flush());
    if (::fdatasync(::fileno(file_)) != 0) return IOError(name_, errno);
    return absl::OkStatus();
  }

  absl::Status Name(StringPiece* result) const override {
    *result = name_;
    return absl::OkStatus();
  }

  absl::Status Tell(int64* position) override {
    TF_RETURN_IF_ERROR(CheckOpen());
    *position = std::ftell(file_);
    if (*position < 0) return IOError(name_, errno);
    return absl::OkStatus();
  }

 private:
  absl::Status CheckOpen() const {
    if (file_ == nullptr) return errors::FailedPrecondition(name_, " is closed");
    return absl::OkStatus();
  }

  const std::string name_;
  FILE* file_;
};

class LocalMemoryRegion : public ReadOnlyMemoryRegion {
 public:
  LocalMemoryRegion(const void* address, uint64 length) : address_(address), length_(length) {}
  ~LocalMemoryRegion() override { ::munmap(const_cast<void*>(address_), length_); }
  const void* data() override { return address_; }
  uint64 length() override { return length_; }

 private:
  const void* const address_;
  const uint64 length_;
};

absl::Status OpenWritable(const std::string& name, const char* mode,
                          std::unique_ptr<WritableFile>* result) {
  result->reset();
  FILE* file = std::fopen(name.c_str(), mode);
  if (file == nullptr) return IOError(name, errno);
  *result = std::make_unique<LocalWritableFile>(name, file);
  return absl::OkStatus();
}

}  // namespace

absl::Status LocalFileSystem::NewRandomAccessFile(const std::string& fname,
                                                  std::unique_ptr<RandomAccessFile>* result) {
  result->reset();
  const std::string name = TranslateName(fname);
  const int fd = ::open(name.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return IOError(name, errno);
  *result = std::make_unique<LocalRandomAccessFile>(name, fd);
  return absl::OkStatus();
}

absl::Status LocalFileSystem::NewWritableFile(const std::string& fname,
                                              std::unique_ptr<WritableFile>* result) {
  return OpenWritable(TranslateName(fname), "we", result);
}

absl::Status LocalFileSystem::NewAppendableFile(const std::string& fname,
                                                std::unique_ptr<WritableFile>* result) {
  return OpenWritable(TranslateName(fname), "ae", result);
}

absl::Status LocalFileSystem::NewReadOnlyMemoryRegionFromFile(
    const std::string& fname, std::unique_ptr<ReadOnlyMemoryRegion>* result) {
  result->reset();
  const std::string name = TranslateName(fname);
  const int fd = ::open(name.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return IOError(name, errno);
  struct stat info;
  absl::Status status;
  if (::fstat(fd, &info) != 0) {
    status = IOError(name, errno);
  } else {
    // An empty file cannot be mapped (EINVAL), as in TensorFlow.
    void* address = ::mmap(nullptr, info.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
    if (address == MAP_FAILED) {
      status = IOError(name, errno);
    } else {
      *result = std::make_unique<LocalMemoryRegion>(address, info.st_size);
    }
  }
  ::close(fd);  // the mapping stays valid
  return status;
}

absl::Status LocalFileSystem::FileExists(const std::string& fname) {
  const std::string name = TranslateName(fname);
  if (::access(name.c_str(), F_OK) == 0) return absl::OkStatus();
  return errors::NotFound(name, " not found");
}

absl::Status LocalFileSystem::GetChildren(const std::string& dir,
                                          std::vector<std::string>* result) {
  result->clear();
  const std::string name = TranslateName(dir);
  DIR* directory = ::opendir(name.c_str());
  if (directory == nullptr) return IOError(name, errno);
  while (const struct dirent* entry = ::readdir(directory)) {
    const std::string child = entry->d_name;
    if (child != "." && child != "..") result->push_back(child);
  }
  ::closedir(directory);
  return absl::OkStatus();
}

absl::Status LocalFileSystem::Stat(const std::string& fname, FileStatistics* stat) {
  const std::string name = TranslateName(fname);
  struct stat info;
  if (::stat(name.c_str(), &info) != 0) return IOError(name, errno);
  stat->length = info.st_size;
  stat->mtime_nsec = static_cast<int64>(info.st_mtim.tv_sec) * 1000000000 + info.st_mtim.tv_nsec;
  stat->is_directory = S_ISDIR(info.st_mode);
  return absl::OkStatus();
}

absl::Status LocalFileSystem::DeleteFile(const std::string& fname) {
  const std::string name = TranslateName(fname);
  if (::unlink(name.c_str()) != 0) return IOError(name, errno);
  return absl::OkStatus();
}

absl::Status LocalFileSystem::CreateDir(const std::string& dirname) {
  const std::string name = TranslateName(dirname);
  if (::mkdir(name.c_str(), 0755) != 0) return IOError(name, errno);
  return absl::OkStatus();
}

absl::Status LocalFileSystem::DeleteDir(const std::string& dirname) {
  const std::string name = TranslateName(dirname);
  if (::rmdir(name.c_str()) != 0) return IOError(name, errno);
  return absl::OkStatus();
}

absl::Status LocalFileSystem::DeleteRecursively(const std::string& dirname,
                                                int64* undeleted_files, int64* undeleted_dirs) {
  *undeleted_files = 0;
  *undeleted_dirs = 0;
  const std::string root = TranslateName(dirname);
  absl::Status exists = FileExists(root);
  if (!exists.ok()) {
    *undeleted_dirs = 1;
    return exists;
  }
  // Children before their directory; the first error is kept, the rest only counted.
  absl::Status first_error;
  auto remove = [&](auto&& self, const std::string& path) -> void {
    struct stat info;
    if (::lstat(path.c_str(), &info) == 0 && S_ISDIR(info.st_mode)) {
      std::vector<std::string> children;
      absl::Status listed = GetChildren(path, &children);
      first_error.Update(listed);
      for (const std::string& child : children) self(self, path + "/" + child);
      absl::Status deleted = DeleteDir(path);
      if (!deleted.ok()) ++*undeleted_dirs;
      first_error.Update(deleted);
    } else {
      absl::Status deleted = DeleteFile(path);
      if (!deleted.ok()) ++*undeleted_files;
      first_error.Update(deleted);
    }
  };
  remove(remove, root);
  return first_error;
}

absl::Status LocalFileSystem::RenameFile(const std::string& src, const std::string& target) {
  const std::string from = TranslateName(src);
  const std::string to = TranslateName(target);
  if (std::rename(from.c_str(), to.c_str()) != 0) return IOError(from, errno);
  return absl::OkStatus();
}

}  // namespace tensorflow
