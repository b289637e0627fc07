// Every built-in op's OpDef is TensorFlow 2.21's: each is compared with the OpDef recorded from
// TensorFlow's registry (testdata/record_tf_op_defs.py), and every built-in op must have one.
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "google/protobuf/text_format.h"
#include "google/protobuf/util/message_differencer.h"
#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/op_def_util.h"
#include "tensorflow_lite_core/framework/protos.h"

namespace tensorflow {
namespace {

constexpr char kRecorded[] = "tensorflow_lite_core/ops/testdata/tf_2_21_op_defs";

// Documentation is not part of what an op means; TensorFlow's registry holds none.
void ClearDocumentation(OpDef* op_def) {
  op_def->clear_summary();
  op_def->clear_description();
  for (auto& arg : *op_def->mutable_input_arg()) arg.clear_description();
  for (auto& arg : *op_def->mutable_output_arg()) arg.clear_description();
  for (auto& attr : *op_def->mutable_attr()) attr.clear_description();
}

std::vector<OpDef> RecordedOpDefs() {
  std::vector<OpDef> recorded;
  for (const auto& entry : std::filesystem::directory_iterator(kRecorded)) {
    std::ifstream in(entry.path());
    std::stringstream text;
    text << in.rdbuf();
    OpDef op_def;
    EXPECT_TRUE(google::protobuf::TextFormat::ParseFromString(text.str(), &op_def))
        << entry.path();
    EXPECT_EQ(op_def.name() + ".pbtxt", entry.path().filename().string());
    recorded.push_back(op_def);
  }
  return recorded;
}

TEST(OpDefsTest, EveryBuiltinOpIsTensorFlows) {
  const std::vector<OpDef> recorded = RecordedOpDefs();
  ASSERT_FALSE(recorded.empty()) << "nothing under " << kRecorded;
  std::set<std::string> recorded_names;
  for (const OpDef& want : recorded) {
    recorded_names.insert(want.name());
    const OpDef* found = nullptr;
    if (!OpRegistry::Global()->LookUpOpDef(want.name(), &found).ok()) {
      ADD_FAILURE() << "TensorFlow's op " << want.name() << " is recorded but not registered";
      continue;
    }
    OpDef have = *found;
    ClearDocumentation(&have);
    std::string differences;
    google::protobuf::util::MessageDifferencer differencer;
    differencer.ReportDifferencesToString(&differences);
    EXPECT_TRUE(differencer.Compare(want, have)) << want.name() << ":\n" << differences;
  }
  OpList registered;
  OpRegistry::Global()->Export(/*include_internal=*/true, &registered);
  for (const OpDef& op_def : registered.op()) {
    const Status valid = ValidateOpDef(op_def);
    EXPECT_TRUE(valid.ok()) << valid;
    EXPECT_TRUE(recorded_names.count(op_def.name()))
        << "built-in op " << op_def.name() << " has no OpDef recorded from TensorFlow: run "
        << "ops/testdata/record_tf_op_defs.py";
  }
}

}  // namespace
}  // namespace tensorflow
