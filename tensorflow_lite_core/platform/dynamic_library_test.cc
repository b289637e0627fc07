#include "tensorflow_lite_core/platform/dynamic_library.h"

#include <cstdio>
#include <fstream>
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
