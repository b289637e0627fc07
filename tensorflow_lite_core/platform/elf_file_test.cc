#include "tensorflow_lite_core/platform/elf_file.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
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

// The end of the last loadable segment's bytes in the file.
uint64_t EndOfLoadableBytes(const std::string& bytes) {
  const ElfImage image(bytes.data(), bytes.size());
  Elf64_Ehdr header;
  if (!image.Header(&header)) return 0;
  uint64_t end = 0;
  for (uint64_t i = 0; i < header.e_phnum; ++i) {
    Elf64_Phdr segment;
    if (!image.Read(header.e_phoff + i * sizeof(Elf64_Phdr), &segment)) return 0;
    if (segment.p_type == PT_LOAD) end = std::max(end, segment.p_offset + segment.p_filesz);
  }
  return end;
}

TEST(ElfFileTest, CompleteLibraryHasItsSegmentsInside) {
  EXPECT_TRUE(CheckLoadableSegmentsInsideFile(kPlugin).ok());
}

TEST(ElfFileTest, LibraryCutInsideALoadableSegmentIsTooShort) {
  const std::string bytes = ReadAll(kPlugin);
  const uint64_t end = EndOfLoadableBytes(bytes);
  ASSERT_GT(end, 4096u);
  for (uint64_t size : {uint64_t{4096}, end / 2, end - 1}) {
    const absl::Status status =
        CheckLoadableSegmentsInsideFile(WriteTemp("cut.so", bytes.substr(0, size)));
    EXPECT_EQ(status.code(), absl::StatusCode::kNotFound) << size << ": " << status;
    EXPECT_NE(status.message().find("file too short: its loadable segment"),
              absl::string_view::npos) << status;
    EXPECT_NE(status.message().find("the file has " + std::to_string(size)),
              absl::string_view::npos) << status;
  }
}

TEST(ElfFileTest, WhatTheLoaderRefusesItselfIsLeftToIt) {
  const std::string bytes = ReadAll(kPlugin);
  Elf64_Ehdr header;
  ASSERT_TRUE(ElfImage(bytes.data(), bytes.size()).Header(&header));
  // No ELF header, a header whose program headers are cut off, and a file that lost only its
  // section headers (which the loader never reads: it loads such a file).
  const uint64_t end = EndOfLoadableBytes(bytes);
  ASSERT_GT(bytes.size(), end);
  for (const std::string& kept :
       {std::string("not an ELF file"), bytes.substr(0, 20), bytes.substr(0, sizeof(header) + 8),
        bytes.substr(0, end)}) {
    EXPECT_TRUE(CheckLoadableSegmentsInsideFile(WriteTemp("kept.so", kept)).ok()) << kept.size();
  }
  EXPECT_TRUE(CheckLoadableSegmentsInsideFile("/no/such/library.so").ok());
}

TEST(ElfFileTest, SegmentReachingPastTheEndOfAddressesIsTooShort) {
  std::string bytes = ReadAll(kPlugin);
  Elf64_Ehdr header;
  ASSERT_TRUE(ElfImage(bytes.data(), bytes.size()).Header(&header));
  // An offset and size whose sum wraps around to a small number must not pass for inside.
  for (uint64_t i = 0; i < header.e_phnum; ++i) {
    const uint64_t at = header.e_phoff + i * sizeof(Elf64_Phdr);
    Elf64_Phdr segment;
    std::memcpy(&segment, &bytes[at], sizeof(segment));
    if (segment.p_type != PT_LOAD) continue;
    segment.p_offset = 16;
    segment.p_filesz = ~uint64_t{0} - 8;
    std::memcpy(&bytes[at], &segment, sizeof(segment));
    break;
  }
  const absl::Status status = CheckLoadableSegmentsInsideFile(WriteTemp("wraps.so", bytes));
  EXPECT_EQ(status.code(), absl::StatusCode::kNotFound) << status;
}

}  // namespace
}  // namespace tensorflow
