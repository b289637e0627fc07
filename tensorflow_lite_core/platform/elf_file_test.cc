#include "tensorflow_lite_core/platform/elf_file.h"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace tensorflow {
namespace {

constexpr char kPlugin[] = "tensorflow_lite_core/c/testdata/good_plugin.so";

std::string ReadAll(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

std::string WriteTemp(const std::string& name, const std::string& bytes) {
  const std::string path = std::string(getenv("TEST_TMPDIR")) + "/" + name;
  std::ofstream(path, std::ios::binary) << bytes;
  return path;
}

TEST(ElfFileTest, ReadsTheLibrariesAPluginNeeds) {
  std::vector<std::string> needed;
  ASSERT_TRUE(ReadNeededLibraries(kPlugin, &needed).ok());
  // Plugins link the framework dynamically; libc comes with every shared object.
  EXPECT_NE(std::find(needed.begin(), needed.end(), "libtensorflow_framework.so"), needed.end());
  EXPECT_NE(std::find(needed.begin(), needed.end(), "libc.so.6"), needed.end());
}

TEST(ElfFileTest, MissingFileIsNotFound) {
  std::vector<std::string> needed{"stale"};
  const absl::Status status = ReadNeededLibraries("/no/such/library.so", &needed);
  EXPECT_EQ(status.code(), absl::StatusCode::kNotFound);
  EXPECT_NE(status.message().find("/no/such/library.so"), absl::string_view::npos);
  EXPECT_TRUE(needed.empty());
}

TEST(ElfFileTest, NotAnElfFileIsInvalidArgument) {
  const std::string path = WriteTemp("text.so", "this is not an ELF file, only text\n");
  std::vector<std::string> needed;
  const absl::Status status = ReadNeededLibraries(path, &needed);
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(status.message().find("not a 64-bit little-endian ELF file"), absl::string_view::npos);
}

TEST(ElfFileTest, TruncatedFileIsRefusedNotReadPastItsEnd) {
  const std::string bytes = ReadAll(kPlugin);
  Elf64_Ehdr header;
  ASSERT_TRUE(ElfImage(bytes.data(), bytes.size()).Header(&header));
  ASSERT_GT(header.e_shoff, 4096u);
  // The header survives; the section headers it points at (at the end of the file) do not.
  for (size_t size : {sizeof(Elf64_Ehdr), size_t{4096}, static_cast<size_t>(header.e_shoff) + 1}) {
    const std::string path = WriteTemp("truncated.so", bytes.substr(0, size));
    std::vector<std::string> needed;
    const absl::Status status = ReadNeededLibraries(path, &needed);
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << size << ": " << status;
  }
}

TEST(ElfFileTest, NeededNameOutsideItsStringTableIsRefused) {
  std::string bytes = ReadAll(kPlugin);
  Elf64_Ehdr header;
  const ElfImage image(bytes.data(), bytes.size());
  ASSERT_TRUE(image.Header(&header));
  // Point every DT_NEEDED entry far past the end of the dynamic string table.
  bool corrupted = false;
  for (uint64_t i = 0; i < header.e_shnum; ++i) {
    Elf64_Shdr section;
    ASSERT_TRUE(image.Section(header, i, &section));
    if (section.sh_type != SHT_DYNAMIC) continue;
    for (uint64_t offset = 0; offset + sizeof(Elf64_Dyn) <= section.sh_size; offset += sizeof(Elf64_Dyn)) {
      Elf64_Dyn entry;
      ASSERT_TRUE(image.Read(section.sh_offset + offset, &entry));
      if (entry.d_tag != DT_NEEDED) continue;
      entry.d_un.d_val = uint64_t{1} << 40;
      std::memcpy(&bytes[section.sh_offset + offset], &entry, sizeof(entry));
      corrupted = true;
    }
  }
  ASSERT_TRUE(corrupted);
  std::vector<std::string> needed;
  const absl::Status status = ReadNeededLibraries(WriteTemp("corrupt.so", bytes), &needed);
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(status.message().find("outside its strings"), absl::string_view::npos) << status;
}

}  // namespace
}  // namespace tensorflow
