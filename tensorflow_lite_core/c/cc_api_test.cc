// The header-only C++ API, as a plugin uses it: testdata/cc_api_probe.cc, loaded like any plugin.
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/c/c_api.h"
#include "tensorflow_lite_core/c/testing/c_api_test_util.h"
#include "tensorflow_lite_core/c/testing/plugin_checks.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {
namespace {

std::string Testdata(const std::string& name) { return "tensorflow_lite_core/c/testdata/" + name; }

class CcApiTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { c_api_testing::LoadPluginOrFail(Testdata("cc_api_probe.so")); }
};

TEST_F(CcApiTest, AttrsOfEveryKindReachTheKernel) { c_api_testing::CheckCcApiProbeAttrs(); }

TEST_F(CcApiTest, FailuresAndExceptionsBecomeStatuses) {
  c_api_testing::CheckCcApiProbeFailures();
}

TEST_F(CcApiTest, ShapeFunctions) { c_api_testing::CheckCcApiProbeShapes(); }

TEST_F(CcApiTest, RegistrationsAreKnownByFileAndLine) {
  c_api_testing::CheckCcApiProbeSourceLocations();
}

TEST(CcApiDuplicateTest, DuplicateOpNamesTheLinesOfBoth) {
  const std::string source = Testdata("cc_api_duplicate_op.cc");
  const std::vector<int> lines =
      c_api_testing::LinesContaining(source, "REGISTER_OP(\"CcApiDuplicateOp\")");
  ASSERT_EQ(lines.size(), 2u);
  auto status = c_api_testing::NewStatus();
  EXPECT_EQ(TF_LoadPluginLibrary(Testdata("cc_api_duplicate_op.so").c_str(), status.get()),
            nullptr);
  c_api_testing::ExpectStatus(
      status.get(), TF_ALREADY_EXISTS,
      {strings::StrCat("Op with name CcApiDuplicateOp is already registered (first registration at ",
                       source, ":", lines[0], ", duplicate at ", source, ":", lines[1], ")")});
}

TEST(CcApiVersion3Test, PluginBuiltAgainstVersion3KeepsWorking) {
  c_api_testing::LoadPluginOrFail(Testdata("cc_api_version3.so"));
  c_api_testing::CheckCcApiVersion3(Testdata("cc_api_version3.so"));
}

}  // namespace
}  // namespace tensorflow
