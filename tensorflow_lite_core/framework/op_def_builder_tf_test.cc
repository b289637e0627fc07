// OpDefBuilder against TensorFlow's own OpDefs: each op recorded from TensorFlow 2.21 (the ops of
// testdata/tf_2_21_op_def_forms.pbtxt, chosen to show every form an OpDef takes, and every
// built-in op's in ops/testdata) is described by spec strings written from its OpDef
// (testing/op_def_specs.h), built, and must come out as TensorFlow's OpDef, field for field.
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "google/protobuf/text_format.h"
#include "google/protobuf/util/message_differencer.h"
#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/op_def_builder.h"
#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/framework/testing/op_def_specs.h"

namespace tensorflow {
namespace {

constexpr char kForms[] = "tensorflow_lite_core/framework/testdata/tf_2_21_op_def_forms.pbtxt";
constexpr char kBuiltins[] = "tensorflow_lite_core/ops/testdata/tf_2_21_op_defs";

std::string ReadFile(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

std::vector<OpDef> RecordedOpDefs() {
  OpList forms;
  EXPECT_TRUE(google::protobuf::TextFormat::ParseFromString(ReadFile(kForms), &forms)) << kForms;
  std::vector<OpDef> recorded(forms.op().begin(), forms.op().end());
  for (const auto& entry : std::filesystem::directory_iterator(kBuiltins)) {
    OpDef op_def;
    EXPECT_TRUE(google::protobuf::TextFormat::ParseFromString(ReadFile(entry.path()), &op_def))
        << entry.path();
    recorded.push_back(op_def);
  }
  return recorded;
}

// TensorFlow's registry holds no documentation.
void ClearDocumentation(OpDef* op_def) {
  op_def->clear_summary();
  op_def->clear_description();
  for (auto& arg : *op_def->mutable_input_arg()) arg.clear_description();
  for (auto& arg : *op_def->mutable_output_arg()) arg.clear_description();
  for (auto& attr : *op_def->mutable_attr()) attr.clear_description();
}

TEST(OpDefBuilderTfTest, SpecsWrittenFromTensorFlowsOpDefsBuildThoseOpDefs) {
  const std::vector<OpDef> recorded = RecordedOpDefs();
  ASSERT_GT(recorded.size(), 200u);
  for (const OpDef& want : recorded) {
    OpRegistrationData built;
    const Status status = op_def_specs::BuilderFor(want).Finalize(&built);
    if (!status.ok()) {
      ADD_FAILURE() << want.name() << ": " << status << "\nfrom " << want.ShortDebugString();
      continue;
    }
    ClearDocumentation(&built.op_def);
    std::string differences;
    google::protobuf::util::MessageDifferencer differencer;
    differencer.ReportDifferencesToString(&differences);
    EXPECT_TRUE(differencer.Compare(want, built.op_def)) << want.name() << ":\n" << differences;
  }
}

// The spec writer itself, on forms whose text is known.
TEST(OpDefBuilderTfTest, SpecsAreWrittenAsOpsWriteThem) {
  OpDef op_def;
  ASSERT_TRUE(google::protobuf::TextFormat::ParseFromString(
      "name: 'W' input_arg { name: 'x' type_attr: 'T' number_attr: 'N' } "
      "input_arg { name: 'v' type: DT_FLOAT is_ref: true } "
      "output_arg { name: 'y' type_list_attr: 'Tout' } "
      "attr { name: 'T' type: 'type' default_value { type: DT_INT32 } "
      "       allowed_values { list { type: [DT_FLOAT, DT_INT32] } } } "
      "attr { name: 'N' type: 'int' has_minimum: true minimum: 1 } "
      "attr { name: 'Tout' type: 'list(type)' default_value { list { } } has_minimum: true } "
      "attr { name: 'mode' type: 'string' default_value { s: \"it's\" } "
      "       allowed_values { list { s: [\"it's\", 'b'] } } } "
      "attr { name: 'shape' type: 'shape' default_value { shape { dim { size: 2 } } } } "
      "attr { name: 'scale' type: 'float' default_value { f: -inf } }",
      &op_def));
  EXPECT_EQ(op_def_specs::ArgSpec(op_def.input_arg(0)), "x: N * T");
  EXPECT_EQ(op_def_specs::ArgSpec(op_def.input_arg(1)), "v: Ref(float)");
  EXPECT_EQ(op_def_specs::ArgSpec(op_def.output_arg(0)), "y: Tout");
  EXPECT_EQ(op_def_specs::AttrSpec(op_def.attr(0)), "T: {float, int32} = DT_INT32");
  EXPECT_EQ(op_def_specs::AttrSpec(op_def.attr(1)), "N: int >= 1");
  EXPECT_EQ(op_def_specs::AttrSpec(op_def.attr(2)), "Tout: list(type) >= 0 = []");
  EXPECT_EQ(op_def_specs::AttrSpec(op_def.attr(3)), "mode: {'it\\047s', 'b'} = 'it\\047s'");
  EXPECT_EQ(op_def_specs::AttrSpec(op_def.attr(4)), "shape: shape = { dim { size: 2 } }");
  EXPECT_EQ(op_def_specs::AttrSpec(op_def.attr(5)), "scale: float = -inf");
  OpRegistrationData built;
  const Status status = op_def_specs::BuilderFor(op_def).Finalize(&built);
  ASSERT_TRUE(status.ok()) << status;
  EXPECT_TRUE(google::protobuf::util::MessageDifferencer::Equals(built.op_def, op_def))
      << built.op_def.ShortDebugString();
}

}  // namespace
}  // namespace tensorflow
