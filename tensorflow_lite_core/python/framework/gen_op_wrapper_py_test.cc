// The command line of tf_gen_op_wrapper_py's generator: flags, the hidden file, and refusals.
#include "tensorflow_lite_core/python/framework/gen_op_wrapper_py.h"

#include <cstdio>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/python/framework/python_op_gen.h"

namespace tensorflow {
namespace {

class GenOpWrapperPyTest : public ::testing::Test {
 protected:
  void SetUp() override {
    for (const char* name : {"AddV2", "Other", "Third"}) {
      OpDef* op = ops_.add_op();
      op->set_name(name);
      op->add_input_arg()->set_name("x");
      op->mutable_input_arg(0)->set_type(DT_FLOAT);
    }
    const std::string test_name = ::testing::UnitTest::GetInstance()->current_test_info()->name();
    out_file_ = ::testing::TempDir() + "/" + test_name + "_gen_ops.py";
    std::remove(out_file_.c_str());
  }

  int Run(std::vector<std::string> args) {
    err_.str("");
    return GenOpWrapperPy(args, ops_, err_);
  }

  std::string Written() const {
    std::ifstream in(out_file_, std::ios::binary);
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  }

  bool Exists() const { return std::ifstream(out_file_).good(); }

  std::string WriteFile(const std::string& name, const std::string& text) const {
    const std::string path = ::testing::TempDir() + "/" + name;
    std::ofstream(path, std::ios::binary) << text;
    return path;
  }

  OpList ops_;
  std::string out_file_;
  std::ostringstream err_;
};

TEST_F(GenOpWrapperPyTest, WritesEveryOp) {
  ASSERT_EQ(Run({out_file_}), 0) << err_.str();
  EXPECT_EQ(Written(), GeneratePythonWrappers(ops_, {}, std::nullopt, std::nullopt).value());
}

TEST_F(GenOpWrapperPyTest, HiddenFromFlagAndFile) {
  const std::string hidden_file =
      WriteFile("hidden.txt", "# Ops for internal use.\nOther  # trailing comment\n\n# Third\r");
  ASSERT_EQ(Run({out_file_, "--hidden=NotAnOp,", "--hidden_file=" + hidden_file}), 0)
      << err_.str();
  const std::string text = Written();
  EXPECT_NE(text.find("\ndef add_v2("), std::string::npos);
  EXPECT_NE(text.find("\ndef _other("), std::string::npos);
  EXPECT_NE(text.find("\ndef third("), std::string::npos);

  // Names separated by commas or any whitespace; a comment ends at \r too.
  WriteFile("hidden.txt", "AddV2,Other\tThird # Nothing\rNotAnOp");
  ASSERT_EQ(Run({out_file_, "--hidden_file", hidden_file}), 0) << err_.str();
  EXPECT_EQ(Written(),
            GeneratePythonWrappers(ops_, {"AddV2", "Other", "Third"}, std::nullopt, std::nullopt)
                .value());
}

TEST_F(GenOpWrapperPyTest, Allowlist) {
  ASSERT_EQ(Run({out_file_, "--op_allowlist=Third,AddV2"}), 0) << err_.str();
  EXPECT_EQ(Written(),
            GeneratePythonWrappers(ops_, {}, std::vector<std::string>{"AddV2", "Third"},
                                   std::nullopt)
                .value());
  // An empty allowlist selects nothing out: every op is written.
  ASSERT_EQ(Run({"--op_allowlist", "", out_file_}), 0) << err_.str();
  EXPECT_EQ(Written(), GeneratePythonWrappers(ops_, {}, std::nullopt, std::nullopt).value());
}

TEST_F(GenOpWrapperPyTest, RefusesHiddenWithAllowlist) {
  EXPECT_EQ(Run({out_file_, "--hidden=AddV2", "--op_allowlist=AddV2"}), 1);
  EXPECT_EQ(err_.str(), "Cannot specify both hidden and op_allowlist.\n");
  const std::string hidden_file = WriteFile("hidden_both.txt", "Other\n");
  EXPECT_EQ(Run({out_file_, "--hidden_file=" + hidden_file, "--op_allowlist=AddV2"}), 1);
  EXPECT_FALSE(Exists());
}

TEST_F(GenOpWrapperPyTest, MalformedCommandLines) {
  EXPECT_EQ(Run({}), 2);
  EXPECT_NE(err_.str().find("usage: "), std::string::npos);
  EXPECT_EQ(Run({out_file_, "second"}), 2);
  EXPECT_EQ(Run({out_file_, "--hiden=AddV2"}), 2);
  EXPECT_EQ(Run({out_file_, "--hidden"}), 2);
  EXPECT_FALSE(Exists());
}

TEST_F(GenOpWrapperPyTest, FailuresWriteNothing) {
  EXPECT_EQ(Run({out_file_, "--hidden_file=" + ::testing::TempDir() + "/missing.txt"}), 1);
  EXPECT_FALSE(Exists());

  OpDef::AttrDef* attr = ops_.mutable_op(0)->add_attr();
  attr->set_name("t");
  attr->set_type("type");
  attr->mutable_default_value()->set_type(static_cast<DataType>(77));
  EXPECT_EQ(Run({out_file_}), 1);
  EXPECT_EQ(err_.str(), "Op AddV2: attr 't' holds the unknown DataType 77\n");
  EXPECT_FALSE(Exists());

  EXPECT_EQ(Run({::testing::TempDir() + "/no/such/folder/gen.py", "--op_allowlist=Other"}), 1);
  EXPECT_NE(err_.str().find("Cannot write"), std::string::npos);
}

}  // namespace
}  // namespace tensorflow
