// The checks every plugin build must pass, run on the plugins built by one toolchain (named by the
// first argument) and loaded into this host, which the default toolchain built.
//
//   abi_test <toolchain>   e.g. abi_test clang_libcxx
#include <string>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/c/testing/plugin_checks.h"

namespace tensorflow {
namespace {

std::string* toolchain = nullptr;

std::string Plugin(const std::string& name) {
  return "tensorflow_lite_core/c/abi_test/" + name + "_" + *toolchain + ".so";
}

TEST(AbiTest, CZeroOut) {
  c_api_testing::LoadPluginOrFail(Plugin("c_api_zero_out"));
  c_api_testing::CheckZeroOut("CApiZeroOut");
}

TEST(AbiTest, CBitcast) {
  c_api_testing::LoadPluginOrFail(Plugin("c_api_bitcast"));
  c_api_testing::CheckBitcast("CApiBitcast");
}

TEST(AbiTest, CcApiZeroOut) {
  c_api_testing::LoadPluginOrFail(Plugin("cc_api_zero_out"));
  c_api_testing::CheckZeroOut("CcApiZeroOut");
}

TEST(AbiTest, CcApiBitcast) {
  c_api_testing::LoadPluginOrFail(Plugin("cc_api_bitcast"));
  c_api_testing::CheckBitcast("CcApiBitcast");
}

TEST(AbiTest, CcApiProbe) {
  c_api_testing::LoadPluginOrFail(Plugin("cc_api_probe"));
  c_api_testing::CheckCcApiProbeAttrs();
  c_api_testing::CheckCcApiProbeFailures();
  c_api_testing::CheckCcApiProbeShapes();
  c_api_testing::CheckCcApiProbeSourceLocations();
}

TEST(AbiTest, CcApiBuiltAgainstVersion3) {
  c_api_testing::LoadPluginOrFail(Plugin("cc_api_version3"));
  c_api_testing::CheckCcApiVersion3(Plugin("cc_api_version3"));
}

}  // namespace
}  // namespace tensorflow

int main(int argc, char** argv) {
  testing::InitGoogleTest(&argc, argv);
  if (argc != 2) {
    fprintf(stderr, "usage: %s <toolchain>\n", argv[0]);
    return 2;
  }
  std::string toolchain = argv[1];
  tensorflow::toolchain = &toolchain;
  return RUN_ALL_TESTS();
}
