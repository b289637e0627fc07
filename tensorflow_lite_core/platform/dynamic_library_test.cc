#include "tensorflow_lite_core/platform/dynamic_library.h"

#include <dlfcn.h>

#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace internal {
namespace {

std::string TempPath(const char* name) {
  const char* dir = std::getenv("TEST_TMPDIR");
  return std::string(dir == nullptr ? "/tmp" : dir) + "/" + name;
}

TEST(DynamicLibraryTest, LoadsASystemLibraryAndFindsASymbol) {
  void* handle = nullptr;
  ASSERT_TRUE(LoadDynamicLibrary("libm.so.6", &handle).ok());
  ASSERT_NE(handle, nullptr);
  void* cos_symbol = nullptr;
  ASSERT_TRUE(GetSymbolFromLibrary(handle, "cos", &cos_symbol).ok());
  auto cosine = reinterpret_cast<double (*)(double)>(cos_symbol);
  EXPECT_DOUBLE_EQ(cosine(0.0), 1.0);
  Status missing = GetSymbolFromLibrary(handle, "no_such_symbol_here", &cos_symbol);
  EXPECT_TRUE(errors::IsNotFound(missing)) << missing;
  EXPECT_NE(missing.message().find("no_such_symbol_here"), std::string::npos) << missing;
  EXPECT_TRUE(UnloadDynamicLibrary(handle).ok());
}

TEST(DynamicLibraryTest, MissingFileIsNotFoundNamingIt) {
  void* handle = nullptr;
  const std::string path = TempPath("does_not_exist.so");
  Status status = LoadDynamicLibrary(path.c_str(), &handle);
  EXPECT_TRUE(errors::IsNotFound(status)) << status;
  EXPECT_NE(status.message().find(path), std::string::npos) << status;
  EXPECT_EQ(handle, nullptr);
}

TEST(DynamicLibraryTest, TextFileIsNotFoundNamingIt) {
  const std::string path = TempPath("not_a_library.so");
  std::ofstream(path) << "this is not an ELF file\n";
  void* handle = nullptr;
  Status status = LoadDynamicLibrary(path.c_str(), &handle);
  EXPECT_TRUE(errors::IsNotFound(status)) << status;
  EXPECT_NE(status.message().find(path), std::string::npos) << status;
  EXPECT_NE(status.message().find("Could not load library"), std::string::npos) << status;
}

TEST(DynamicLibraryTest, TruncatedLibraryIsNotFoundInsteadOfFaultingWhenMapped) {
  // A copy of libm cut in the middle of its loadable segments: the loader would map pages the
  // file does not have, and the first touch would kill the process.
  void* libm = nullptr;
  ASSERT_TRUE(LoadDynamicLibrary("libm.so.6", &libm).ok());
  void* cos_symbol = nullptr;
  ASSERT_TRUE(GetSymbolFromLibrary(libm, "cos", &cos_symbol).ok());
  Dl_info info;
  ASSERT_NE(dladdr(cos_symbol, &info), 0);
  std::ifstream in(info.dli_fname, std::ios::binary);
  const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  ASSERT_GT(bytes.size(), 16384u);
  const std::string path = TempPath("truncated_libm.so");
  std::ofstream(path, std::ios::binary) << bytes.substr(0, bytes.size() / 2);
  void* handle = nullptr;
  const Status status = LoadDynamicLibrary(path.c_str(), &handle);
  EXPECT_TRUE(errors::IsNotFound(status)) << status;
  EXPECT_NE(status.message().find("Could not load library '" + path + "': file too short"),
            std::string::npos) << status;
  EXPECT_EQ(handle, nullptr);
  EXPECT_TRUE(UnloadDynamicLibrary(libm).ok());
}

TEST(DynamicLibraryTest, BadArgumentsAreRejected) {
  void* handle = nullptr;
  const auto expect_invalid = [](const Status& status, const std::string& text) {
    EXPECT_TRUE(errors::IsInvalidArgument(status)) << status;
    EXPECT_NE(status.message().find(text), std::string::npos) << status << " lacks " << text;
  };
  expect_invalid(LoadDynamicLibrary("", &handle), "No library file name given");
  expect_invalid(LoadDynamicLibrary(nullptr, &handle), "No library file name given");
  void* symbol = nullptr;
  expect_invalid(GetSymbolFromLibrary(nullptr, "cos", &symbol), "No library handle given");
  expect_invalid(UnloadDynamicLibrary(nullptr), "No library handle given");
}

}  // namespace
}  // namespace internal
}  // namespace tensorflow
