// Reading a shared library's ELF file without loading it: a read-only mapping with bounds-checked
// reads, and the names of the libraries it needs (DT_NEEDED). 64-bit little-endian ELF only.
#ifndef TENSORFLOW_LITE_CORE_PLATFORM_ELF_FILE_H_
#define TENSORFLOW_LITE_CORE_PLATFORM_ELF_FILE_H_

#include <elf.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {

// A file mapped read-only: only the pages a reader touches are read, where reading the whole of a
// large library would cost more than loading it.
class MappedFile {
 public:
  explicit MappedFile(const std::string& filename);
  ~MappedFile();
  MappedFile(const MappedFile&) = delete;
  MappedFile& operator=(const MappedFile&) = delete;

  // Null when the file could not be opened or is empty.
  const char* data() const { return data_; }
  size_t size() const { return size_; }

 private:
  const char* data_ = nullptr;
  size_t size_ = 0;
};

// Bounds-checked reads from an ELF file's bytes: every accessor says false (or null) rather than
// read outside them, whatever the file claims.
class ElfImage {
 public:
  ElfImage(const char* data, size_t size) : bytes_(data, size) {}

  template <typename T>
  bool Read(uint64_t offset, T* out) const {
    if (offset > bytes_.size() || bytes_.size() - offset < sizeof(T)) return false;
    std::memcpy(out, bytes_.data() + offset, sizeof(T));
    return true;
  }

  // The header, if this is a 64-bit little-endian ELF file.
  bool Header(Elf64_Ehdr* header) const;

  bool Section(const Elf64_Ehdr& header, uint64_t index, Elf64_Shdr* out) const {
    return header.e_shentsize == sizeof(Elf64_Shdr) && index < header.e_shnum &&
           Read(header.e_shoff + index * sizeof(Elf64_Shdr), out);
  }

  // Whether the NUL-terminated string at `offset` within `table` equals `name`.
  bool NameIs(const Elf64_Shdr& table, uint64_t offset, const char* name) const;

  // The NUL-terminated string at `offset` within `table`; false when it does not end inside it.
  bool String(const Elf64_Shdr& table, uint64_t offset, std::string* out) const;

  const char* At(uint64_t offset, uint64_t size) const {
    if (offset > bytes_.size() || bytes_.size() - offset < size) return nullptr;
    return bytes_.data() + offset;
  }

 private:
  const std::string_view bytes_;
};

// The DT_NEEDED names of the shared library `filename`, in order. NotFound when the file cannot be
// read; InvalidArgument, naming the file, when it is not a 64-bit little-endian ELF file or its
// dynamic section is malformed. A library with no dynamic section needs nothing.
absl::Status ReadNeededLibraries(const std::string& filename, std::vector<std::string>* needed);

// OK unless `filename` is a 64-bit little-endian ELF file with a loadable segment that reaches
// past the file's end, as in a truncated copy: the dynamic loader would map the missing pages and
// the process would die of SIGBUS at their first touch. Then NotFound ("file too short", as the
// loader words a file it cannot use), naming the segment and both sizes. Files that cannot be
// read, are no such ELF file or have their program headers outside the file are the loader's to
// refuse: it reads those itself and reports them.
absl::Status CheckLoadableSegmentsInsideFile(const std::string& filename);

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_PLATFORM_ELF_FILE_H_
