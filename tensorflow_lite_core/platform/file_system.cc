#include "tensorflow_lite_core/platform/file_system.h"

#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/path.h"

namespace tensorflow {
namespace {

absl::Status NotImplemented(const char* operation) {
  return errors::Unimplemented(operation, " is not implemented by this file system");
}

}  // namespace

absl::Status RandomAccessFile::Name(StringPiece* /*result*/) const {
  return errors::Unimplemented("This filesystem does not support Name()");
}

absl::Status RandomAccessFile::Read(uint64 offset, size_t n, StringPiece* result,
                                    char* scratch) const {
  return Read(offset, *result, absl::MakeSpan(scratch, n));
}

absl::Status RandomAccessFile::Read(uint64 offset, StringPiece& result,
                                    absl::Span<char> scratch) const {
  return Read(offset, scratch.size(), &result, scratch.data());
}

absl::Status WritableFile::Name(StringPiece* /*result*/) const {
  return errors::Unimplemented("This filesystem does not support Name()");
}

absl::Status WritableFile::Tell(int64* position) {
  *position = -1;
  return errors::Unimplemented("This filesystem does not support Tell()");
}

absl::Status FileSystem::NewRandomAccessFile(const std::string& /*fname*/,
                                             std::unique_ptr<RandomAccessFile>* /*result*/) {
  return NotImplemented("NewRandomAccessFile");
}

absl::Status FileSystem::NewWritableFile(const std::string& /*fname*/,
                                         std::unique_ptr<WritableFile>* /*result*/) {
  return NotImplemented("NewWritableFile");
}

absl::Status FileSystem::NewAppendableFile(const std::string& /*fname*/,
                                           std::unique_ptr<WritableFile>* /*result*/) {
  return NotImplemented("NewAppendableFile");
}

absl::Status FileSystem::NewReadOnlyMemoryRegionFromFile(
    const std::string& /*fname*/, std::unique_ptr<ReadOnlyMemoryRegion>* /*result*/) {
  return NotImplemented("NewReadOnlyMemoryRegionFromFile");
}

absl::Status FileSystem::FileExists(const std::string& /*fname*/) {
  return NotImplemented("FileExists");
}

bool FileSystem::FilesExist(const std::vector<std::string>& files,
                            std::vector<absl::Status>* status) {
  bool all_exist = true;
  if (status != nullptr) status->clear();
  for (const std::string& file : files) {
    absl::Status exists = FileExists(file);
    all_exist = all_exist && exists.ok();
    if (status != nullptr) status->push_back(std::move(exists));
  }
  return all_exist;
}

absl::Status FileSystem::GetChildren(const std::string& /*dir*/,
                                     std::vector<std::string>* /*result*/) {
  return NotImplemented("GetChildren");
}

absl::Status FileSystem::Stat(const std::string& /*fname*/, FileStatistics* /*stat*/) {
  return NotImplemented("Stat");
}

absl::Status FileSystem::GetFileSize(const std::string& fname, uint64* file_size) {
  FileStatistics stat;
  TF_RETURN_IF_ERROR(Stat(fname, &stat));
  *file_size = static_cast<uint64>(stat.length);
  return absl::OkStatus();
}

absl::Status FileSystem::IsDirectory(const std::string& fname) {
  TF_RETURN_IF_ERROR(FileExists(fname));
  FileStatistics stat;
  TF_RETURN_IF_ERROR(Stat(fname, &stat));
  if (stat.is_directory) return absl::OkStatus();
  return errors::FailedPrecondition("Not a directory");
}

absl::Status FileSystem::DeleteFile(const std::string& /*fname*/) {
  return NotImplemented("DeleteFile");
}

absl::Status FileSystem::CreateDir(const std::string& /*dirname*/) {
  return NotImplemented("CreateDir");
}

absl::Status FileSystem::RecursivelyCreateDir(const std::string& dirname) {
  // Create each missing ancestor from the top down; an existing one is fine.
  const std::string path = TranslateName(dirname);
  for (size_t end = path.find('/', 1);; end = path.find('/', end + 1)) {
    const std::string prefix = path.substr(0, end);
    if (!IsDirectory(prefix).ok()) {
      absl::Status created = CreateDir(prefix);
      if (!created.ok() && !absl::IsAlreadyExists(created)) return created;
    }
    if (end == std::string::npos) break;
  }
  return IsDirectory(path);
}

absl::Status FileSystem::DeleteDir(const std::string& /*dirname*/) {
  return NotImplemented("DeleteDir");
}

absl::Status FileSystem::DeleteRecursively(const std::string& /*dirname*/,
                                           int64* undeleted_files, int64* undeleted_dirs) {
  *undeleted_files = 0;
  *undeleted_dirs = 1;
  return NotImplemented("DeleteRecursively");
}

absl::Status FileSystem::RenameFile(const std::string& /*src*/, const std::string& /*target*/) {
  return NotImplemented("RenameFile");
}

std::string FileSystem::TranslateName(const std::string& name) const {
  if (name.empty()) return name;
  StringPiece scheme, host, path;
  io::ParseURI(name, &scheme, &host, &path);
  if (path.empty()) return "/";
  return io::CleanPath(path);
}

absl::Status FileSystem::SetOption(const std::string& /*key*/, const std::string& /*value*/) {
  return errors::Unimplemented("SetOption");
}

absl::Status FileSystem::SetOption(const std::string& /*key*/,
                                   const std::vector<std::string>& /*values*/) {
  return errors::Unimplemented("SetOption");
}

absl::Status FileSystem::SetOption(const std::string& /*key*/,
                                   const std::vector<int64>& /*values*/) {
  return errors::Unimplemented("SetOption");
}

absl::Status FileSystem::SetOption(const std::string& /*key*/,
                                   const std::vector<double>& /*values*/) {
  return errors::Unimplemented("SetOption");
}

}  // namespace tensorflow
