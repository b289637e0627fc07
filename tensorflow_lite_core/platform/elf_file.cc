#include "tensorflow_lite_core/platform/elf_file.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {

MappedFile::MappedFile(const std::string& filename) {
  const int fd = open(filename.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return;
  struct stat info;
  if (fstat(fd, &info) == 0 && info.st_size > 0) {
    void* data = mmap(nullptr, static_cast<size_t>(info.st_size), PROT_READ, MAP_PRIVATE, fd, 0);
    if (data != MAP_FAILED) {
      data_ = static_cast<const char*>(data);
      size_ = static_cast<size_t>(info.st_size);
    }
  }
  close(fd);
}

MappedFile::~MappedFile() {
  if (data_ != nullptr) munmap(const_cast<char*>(data_), size_);
}

bool ElfImage::Header(Elf64_Ehdr* header) const {
  return Read(0, header) && std::memcmp(header->e_ident, ELFMAG, SELFMAG) == 0 &&
         header->e_ident[EI_CLASS] == ELFCLASS64 && header->e_ident[EI_DATA] == ELFDATA2LSB;
}

bool ElfImage::NameIs(const Elf64_Shdr& table, uint64_t offset, const char* name) const {
  const size_t length = std::strlen(name);
  if (offset > table.sh_size || table.sh_size - offset < length + 1) return false;
  const char* start = At(table.sh_offset + offset, length + 1);
  return start != nullptr && std::memcmp(start, name, length + 1) == 0;
}

bool ElfImage::String(const Elf64_Shdr& table, uint64_t offset, std::string* out) const {
  if (offset >= table.sh_size) return false;
  const char* start = At(table.sh_offset + offset, table.sh_size - offset);
  if (start == nullptr) return false;
  const void* end = std::memchr(start, '\0', table.sh_size - offset);
  if (end == nullptr) return false;
  out->assign(start, static_cast<const char*>(end));
  return true;
}

absl::Status ReadNeededLibraries(const std::string& filename, std::vector<std::string>* needed) {
  needed->clear();
  const MappedFile file(filename);
  if (file.data() == nullptr) return errors::NotFound("Could not read '", filename, "'");
  const ElfImage image(file.data(), file.size());
  Elf64_Ehdr header;
  if (!image.Header(&header)) {
    return errors::InvalidArgument("'", filename, "' is not a 64-bit little-endian ELF file");
  }
  // The section headers name the dynamic section and, through sh_link, its string table.
  for (uint64_t i = 0; i < header.e_shnum; ++i) {
    Elf64_Shdr dynamic;
    if (!image.Section(header, i, &dynamic)) {
      return errors::InvalidArgument("'", filename, "' has a section header outside the file");
    }
    if (dynamic.sh_type != SHT_DYNAMIC) continue;
    Elf64_Shdr strings;
    if (!image.Section(header, dynamic.sh_link, &strings) || strings.sh_type != SHT_STRTAB) {
      return errors::InvalidArgument("'", filename, "' has no string table for its dynamic section");
    }
    for (uint64_t offset = 0; offset + sizeof(Elf64_Dyn) <= dynamic.sh_size;
         offset += sizeof(Elf64_Dyn)) {
      Elf64_Dyn entry;
      if (!image.Read(dynamic.sh_offset + offset, &entry)) {
        return errors::InvalidArgument("'", filename, "' has a dynamic section outside the file");
      }
      if (entry.d_tag == DT_NULL) break;
      if (entry.d_tag != DT_NEEDED) continue;
      std::string name;
      if (!image.String(strings, entry.d_un.d_val, &name)) {
        return errors::InvalidArgument("'", filename, "' names a needed library outside its strings");
      }
      needed->push_back(std::move(name));
    }
    return OkStatus();
  }
  return OkStatus();
}

absl::Status CheckLoadableSegmentsInsideFile(const std::string& filename) {
  const MappedFile file(filename);
  if (file.data() == nullptr) return OkStatus();
  const ElfImage image(file.data(), file.size());
  Elf64_Ehdr header;
  if (!image.Header(&header) || header.e_phentsize != sizeof(Elf64_Phdr) ||
      image.At(header.e_phoff, uint64_t{header.e_phnum} * sizeof(Elf64_Phdr)) == nullptr) {
    return OkStatus();
  }
  for (uint64_t i = 0; i < header.e_phnum; ++i) {
    Elf64_Phdr segment;
    if (!image.Read(header.e_phoff + i * sizeof(Elf64_Phdr), &segment)) return OkStatus();
    if (segment.p_type != PT_LOAD) continue;
    // Compared without adding, so that no offset and size can wrap around into the file.
    if (segment.p_offset > file.size() || segment.p_filesz > file.size() - segment.p_offset) {
      return errors::NotFound("file too short: its loadable segment ", i, " is ",
                              segment.p_filesz, " bytes from offset ", segment.p_offset,
                              ", and the file has ", file.size());
    }
  }
  return OkStatus();
}

}  // namespace tensorflow
