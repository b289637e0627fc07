#include "tensorflow_lite_core/c/plugin_abi_reader.h"

#include <dlfcn.h>

#include <cstdint>
#include <string>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/c/testing/c_api_test_util.h"

namespace tensorflow {
namespace {

using c_api_testing::ExpectStatus;

std::string Plugin(const std::string& name) { return "tensorflow_lite_core/c/testdata/" + name; }

// The declaration of a file as "struct_size/abi_version/min_core", or "none".
std::string DeclarationOf(const std::string& name) {
  DeclaredPluginAbi abi;
  Status status = ReadDeclaredPluginAbi(Plugin(name), &abi);
  EXPECT_TRUE(status.ok()) << status;
  if (!abi.declared) return "none";
  return std::to_string(abi.struct_size) + "/" + std::to_string(abi.abi_version) + "/" +
         std::to_string(abi.min_core_abi_version);
}

TEST(PluginAbiReaderTest, ReadsDeclarationsFromFiles) {
  EXPECT_EQ(DeclarationOf("good_plugin.so"), "12/5/5");
  EXPECT_EQ(DeclarationOf("cc_api_version3.so"), "12/3/3");
  EXPECT_EQ(DeclarationOf("abi_older.so"), "8/1/1");
  EXPECT_EQ(DeclarationOf("abi_newer.so"), "16/6/6");
  EXPECT_EQ(DeclarationOf("abi_newer_compatible.so"), "16/6/2");
  EXPECT_EQ(DeclarationOf("tf_style_plugin.so"), "none");
}

TEST(PluginAbiReaderTest, FilesWithoutDeclarationAreLeftToTheLoader) {
  EXPECT_EQ(DeclarationOf("not_a_plugin.txt"), "none");
  EXPECT_EQ(DeclarationOf("no_such_file.so"), "none");
}

TEST(PluginAbiReaderTest, MalformedDeclarationInAFile) {
  DeclaredPluginAbi abi;
  ExpectStatus(ReadDeclaredPluginAbi(Plugin("abi_malformed.so"), &abi), error::INVALID_ARGUMENT,
               {"TF_PluginAbiVersion is 2 bytes"});
  EXPECT_FALSE(abi.declared);
}

TEST(PluginAbiReaderTest, ReadsTheLoadedImageToo) {
  void* handle = dlopen(Plugin("abi_newer_compatible.so").c_str(), RTLD_NOW | RTLD_LOCAL);
  ASSERT_NE(handle, nullptr) << dlerror();
  DeclaredPluginAbi abi;
  ASSERT_TRUE(ReadLoadedPluginAbi(handle, &abi).ok());
  EXPECT_TRUE(abi.declared);
  EXPECT_EQ(abi.struct_size, 16u);
  EXPECT_EQ(abi.min_core_abi_version, 2u);
  dlclose(handle);
}

TEST(PluginAbiReaderTest, Parse) {
  DeclaredPluginAbi abi;
  const uint32_t version1[] = {8, 1};
  ASSERT_TRUE(ParseDeclaredPluginAbi(version1, sizeof(version1), &abi).ok());
  EXPECT_EQ(abi.abi_version, 1u);
  EXPECT_EQ(abi.min_core_abi_version, 1u) << "a version 1 declaration has no min_core field";

  const uint32_t version2[] = {12, 2, 1};
  ASSERT_TRUE(ParseDeclaredPluginAbi(version2, sizeof(version2), &abi).ok());
  EXPECT_EQ(abi.min_core_abi_version, 1u);

  const uint32_t oversized[] = {64, 2, 2};
  ExpectStatus(ParseDeclaredPluginAbi(oversized, sizeof(oversized), &abi), error::INVALID_ARGUMENT,
               {"struct_size 64", "between 8 and its 12 bytes"});
  const uint32_t undersized[] = {4, 2, 2};
  ExpectStatus(ParseDeclaredPluginAbi(undersized, sizeof(undersized), &abi),
               error::INVALID_ARGUMENT, {"struct_size 4"});
  EXPECT_FALSE(abi.declared);
}

}  // namespace
}  // namespace tensorflow
