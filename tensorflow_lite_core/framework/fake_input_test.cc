#include "tensorflow_lite_core/framework/fake_input.h"

#include <memory>
#include <string>
#include <vector>

#include "google/protobuf/text_format.h"
#include "google/protobuf/util/message_differencer.h"
#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/op_def_util.h"

namespace tensorflow {

REGISTER_OP("FakeInputTestConcat")
    .Input("values: N * T")
    .Input("axis: Tidx")
    .Output("output: T")
    .Attr("N: int >= 1")
    .Attr("T: type")
    .Attr("Tidx: {int32, int64} = DT_INT32");

namespace {

class FakeInputTest : public ::testing::Test {
 protected:
  // The op the next Builder() builds for, as OpDef text without the name.
  void Op(const std::string& name, const std::string& text) {
    op_def_ = OpDef();
    ASSERT_TRUE(
        google::protobuf::TextFormat::ParseFromString("name: '" + name + "' " + text, &op_def_))
        << text;
    ASSERT_TRUE(ValidateOpDef(op_def_).ok()) << ValidateOpDef(op_def_);
  }

  NodeDefBuilder& Builder() {
    builder_ = std::make_unique<NodeDefBuilder>("n", &op_def_);
    return *builder_;
  }

  // Finalize() succeeds with `expected_text` (after "name: 'n' "), the node is valid for its op,
  // and its inputs have `expected_inputs`.
  static void ExpectSuccess(NodeDefBuilder& builder, const DataTypeVector& expected_inputs,
                            const std::string& expected_text) {
    NodeDef node_def;
    const absl::Status status = builder.Finalize(&node_def);
    ASSERT_TRUE(status.ok()) << status;
    NodeDef expected;
    ASSERT_TRUE(google::protobuf::TextFormat::ParseFromString("name: 'n' " + expected_text,
                                                              &expected));
    EXPECT_TRUE(google::protobuf::util::MessageDifferencer::Equals(node_def, expected))
        << "Actual:\n" << node_def.DebugString() << "Expected:\n" << expected.DebugString();
    const absl::Status valid = ValidateNodeDef(node_def, builder.op_def());
    EXPECT_TRUE(valid.ok()) << valid;
    DataTypeVector inputs, outputs;
    ASSERT_TRUE(InOutTypesForNode(node_def, builder.op_def(), &inputs, &outputs).ok());
    EXPECT_EQ(DataTypeVectorString(inputs), DataTypeVectorString(expected_inputs));
  }

  // Finalize() fails with InvalidArgument whose message contains each of `messages`.
  static void ExpectFailure(NodeDefBuilder& builder, const std::vector<std::string>& messages) {
    const absl::Status status = builder.Finalize(nullptr);
    ASSERT_FALSE(status.ok());
    EXPECT_EQ(status.code(), error::INVALID_ARGUMENT) << status;
    for (const std::string& message : messages) {
      EXPECT_NE(status.message().find(message), std::string::npos)
          << "Actual: " << status.message() << "\nExpected to contain: " << message;
    }
  }

  OpDef op_def_;
  std::unique_ptr<NodeDefBuilder> builder_;
};

TEST_F(FakeInputTest, SingleTensorOfFixedType) {
  Op("Fixed", "input_arg { name: 'a' type: DT_INT32 } input_arg { name: 'b' type: DT_FLOAT }");
  ExpectSuccess(Builder().Input(FakeInput()).Input(FakeInput()), {DT_INT32, DT_FLOAT},
                "op: 'Fixed' input: ['a', 'b']");
  ExpectSuccess(Builder().Input(FakeInput(DT_INT32)).Input(FakeInput(DT_FLOAT)),
                {DT_INT32, DT_FLOAT}, "op: 'Fixed' input: ['a', 'b']");
  ExpectFailure(Builder().Input(FakeInput(DT_FLOAT)).Input(FakeInput()),
                {"Input 'a' passed float expected int32 while building NodeDef 'n' using "
                 "Op<name=Fixed;"});
}

TEST_F(FakeInputTest, RefInputGetsARefType) {
  Op("RefIn", "input_arg { name: 'a' type: DT_INT32 is_ref: true } "
              "input_arg { name: 'b' type_attr: 'T' is_ref: true } "
              "attr { name: 'T' type: 'type' }");
  ExpectSuccess(Builder().Input(FakeInput()).Input(FakeInput(DT_BOOL)),
                {DT_INT32_REF, DT_BOOL_REF},
                "op: 'RefIn' input: ['a', 'b'] attr { key: 'T' value { type: DT_BOOL } }");
}

TEST_F(FakeInputTest, PolymorphicTypeIsGivenSetOrDefault) {
  Op("Poly", "input_arg { name: 'x' type_attr: 'T' } input_arg { name: 'y' type_attr: 'T' } "
             "attr { name: 'T' type: 'type' }");
  // The first input sets T; the second takes it.
  ExpectSuccess(Builder().Input(FakeInput(DT_FLOAT)).Input(FakeInput()), {DT_FLOAT, DT_FLOAT},
                "op: 'Poly' input: ['x', 'y'] attr { key: 'T' value { type: DT_FLOAT } }");
  // T set on the node before the inputs.
  ExpectSuccess(Builder().Attr("T", DT_BOOL).Input(FakeInput()).Input(FakeInput()),
                {DT_BOOL, DT_BOOL},
                "op: 'Poly' input: ['x', 'y'] attr { key: 'T' value { type: DT_BOOL } }");
  // A type other than the one set is the builder's inconsistency.
  ExpectFailure(Builder().Attr("T", DT_BOOL).Input(FakeInput(DT_INT32)).Input(FakeInput()),
                {"Inconsistent values for attr 'T' DT_BOOL vs. DT_INT32"});

  Op("PolyDefault", "input_arg { name: 'x' type_attr: 'T' } "
                    "attr { name: 'T' type: 'type' default_value { type: DT_INT64 } }");
  ExpectSuccess(Builder().Input(FakeInput()), {DT_INT64},
                "op: 'PolyDefault' input: 'x' attr { key: 'T' value { type: DT_INT64 } }");
  ExpectSuccess(Builder().Input(FakeInput(DT_HALF)), {DT_HALF},
                "op: 'PolyDefault' input: 'x' attr { key: 'T' value { type: DT_HALF } }");
}

TEST_F(FakeInputTest, PolymorphicTypeUnsetWithoutDefaultIsAnError) {
  Op("Poly", "input_arg { name: 'x' type_attr: 'T' } attr { name: 'T' type: 'type' }");
  ExpectFailure(Builder().Input(FakeInput()),
                {"Could not infer the type of input 'x' of Op 'Poly' for FakeInput: attr 'T' is "
                 "not set on the node and has no default (set it with .Attr(\"T\", ...) before "
                 "this input, or give FakeInput the type)",
                 "while building NodeDef 'n' using Op<name=Poly;"});
  // The input was not added, so the builder also counts it missing.
  ExpectFailure(Builder().Input(FakeInput()), {"0 inputs specified of 1 inputs in Op"});
  // An attr of another kind under the type attr's name.
  ExpectFailure(Builder().Attr("T", 12).Input(FakeInput()),
                {"Could not infer the type of input 'x' of Op 'Poly' for FakeInput: attr 'T' is "
                 "12"});
}

TEST_F(FakeInputTest, NumberAttrList) {
  Op("NList", "input_arg { name: 'a' number_attr: 'N' type_attr: 'T' } "
              "attr { name: 'N' type: 'int' has_minimum: true minimum: 1 } "
              "attr { name: 'T' type: 'type' }");
  const char kThreeFloats[] =
      "op: 'NList' input: ['a', 'a:1', 'a:2'] attr { key: 'N' value { i: 3 } } "
      "attr { key: 'T' value { type: DT_FLOAT } }";
  ExpectSuccess(Builder().Input(FakeInput(3, DT_FLOAT)), {DT_FLOAT, DT_FLOAT, DT_FLOAT},
                kThreeFloats);
  // Length given, type set; type given, length set; both set.
  ExpectSuccess(Builder().Attr("T", DT_FLOAT).Input(FakeInput(3)), {DT_FLOAT, DT_FLOAT, DT_FLOAT},
                kThreeFloats);
  ExpectSuccess(Builder().Attr("N", 3).Input(FakeInput(DT_FLOAT)), {DT_FLOAT, DT_FLOAT, DT_FLOAT},
                kThreeFloats);
  ExpectSuccess(Builder().Attr("N", 3).Attr("T", DT_FLOAT).Input(FakeInput()),
                {DT_FLOAT, DT_FLOAT, DT_FLOAT}, kThreeFloats);
  // A list of types, all alike.
  ExpectSuccess(Builder().Input(FakeInput({DT_FLOAT, DT_FLOAT, DT_FLOAT})),
                {DT_FLOAT, DT_FLOAT, DT_FLOAT}, kThreeFloats);

  ExpectFailure(Builder().Attr("T", DT_FLOAT).Input(FakeInput()),
                {"Could not infer the length of input 'a' of Op 'NList' for FakeInput: attr 'N' "
                 "is not set on the node and has no default"});
  ExpectFailure(Builder().Input(FakeInput(2)), {"Could not infer the type of input 'a' of Op "
                                                "'NList' for FakeInput: attr 'T' is not set"});
  ExpectFailure(Builder().Input(FakeInput({DT_FLOAT, DT_INT32})),
                {"Input 'a' passed int32 expected float"});

  Op("NListDefaults",
     "input_arg { name: 'a' number_attr: 'N' type: DT_STRING } "
     "attr { name: 'N' type: 'int' has_minimum: true minimum: 0 default_value { i: 2 } }");
  ExpectSuccess(Builder().Input(FakeInput()), {DT_STRING, DT_STRING},
                "op: 'NListDefaults' input: ['a', 'a:1'] attr { key: 'N' value { i: 2 } }");
  ExpectSuccess(Builder().Input(FakeInput(0)), {},
                "op: 'NListDefaults' attr { key: 'N' value { i: 0 } }");
  ExpectFailure(Builder().Input(FakeInput(2, DT_FLOAT)),
                {"Input 'a' passed float expected string"});
}

TEST_F(FakeInputTest, WrongCount) {
  Op("NList", "input_arg { name: 'a' number_attr: 'N' type_attr: 'T' } "
              "attr { name: 'N' type: 'int' has_minimum: true minimum: 1 } "
              "attr { name: 'T' type: 'type' }");
  ExpectFailure(Builder().Attr("N", 3).Input(FakeInput(2, DT_FLOAT)),
                {"Inconsistent values for attr 'N' 3 vs. 2 while building NodeDef 'n'"});
  ExpectFailure(Builder().Input(FakeInput(-1, DT_FLOAT)),
                {"FakeInput(-1) for input 'a' of Op 'NList': a list cannot have a negative "
                 "length"});

  Op("TList", "input_arg { name: 'a' type_list_attr: 'T' } attr { name: 'T' type: 'list(type)' }");
  ExpectFailure(Builder().Attr("T", {DT_FLOAT, DT_INT32}).Input(FakeInput(3)),
                {"FakeInput(3) for input 'a' of Op 'TList', whose attr 'T' lists 2 types"});
  ExpectFailure(Builder().Attr("T", {DT_FLOAT, DT_INT32}).Input(FakeInput(3, DT_FLOAT)),
                {"Inconsistent values for attr 'T' [DT_FLOAT, DT_INT32] vs. "
                 "[DT_FLOAT, DT_FLOAT, DT_FLOAT]"});

  // A list for a single tensor.
  Op("Fixed", "input_arg { name: 'a' type: DT_INT32 }");
  ExpectFailure(Builder().Input(FakeInput(2, DT_INT32)),
                {"List provided to input 'a' when single Tensor expected"});
  ExpectFailure(Builder().Input(FakeInput({DT_INT32})),
                {"List provided to input 'a' when single Tensor expected"});
  // More inputs than the op has.
  ExpectFailure(Builder().Input(FakeInput()).Input(FakeInput()),
                {"More Input() calls than the 1 input_args"});
}

TEST_F(FakeInputTest, TypeListAttrList) {
  Op("TList", "input_arg { name: 'a' type_list_attr: 'T' } attr { name: 'T' type: 'list(type)' }");
  ExpectSuccess(Builder().Input(FakeInput({DT_FLOAT, DT_INT32})), {DT_FLOAT, DT_INT32},
                "op: 'TList' input: ['a', 'a:1'] "
                "attr { key: 'T' value { list { type: [DT_FLOAT, DT_INT32] } } }");
  ExpectSuccess(Builder().Input(FakeInput(DataTypeVector{DT_BOOL})), {DT_BOOL},
                "op: 'TList' input: 'a' attr { key: 'T' value { list { type: DT_BOOL } } }");
  ExpectSuccess(Builder().Input(FakeInput(2, DT_STRING)), {DT_STRING, DT_STRING},
                "op: 'TList' input: ['a', 'a:1'] "
                "attr { key: 'T' value { list { type: [DT_STRING, DT_STRING] } } }");
  // The types from the attr as set, with or without the length.
  const char kSet[] = "op: 'TList' input: ['a', 'a:1'] "
                      "attr { key: 'T' value { list { type: [DT_INT64, DT_HALF] } } }";
  ExpectSuccess(Builder().Attr("T", {DT_INT64, DT_HALF}).Input(FakeInput()), {DT_INT64, DT_HALF},
                kSet);
  ExpectSuccess(Builder().Attr("T", {DT_INT64, DT_HALF}).Input(FakeInput(2)), {DT_INT64, DT_HALF},
                kSet);
  // One type given: as many tensors as the attr lists, each of that type.
  ExpectSuccess(Builder().Attr("T", {DT_HALF, DT_HALF}).Input(FakeInput(DT_HALF)),
                {DT_HALF, DT_HALF},
                "op: 'TList' input: ['a', 'a:1'] "
                "attr { key: 'T' value { list { type: [DT_HALF, DT_HALF] } } }");
  ExpectFailure(Builder().Attr("T", {DT_INT64, DT_HALF}).Input(FakeInput(DT_HALF)),
                {"Inconsistent values for attr 'T' [DT_INT64, DT_HALF] vs. [DT_HALF, DT_HALF]"});
  ExpectFailure(Builder().Input(FakeInput()),
                {"Could not infer the types of input 'a' of Op 'TList' for FakeInput: attr 'T' "
                 "is not set on the node and has no default"});
  ExpectFailure(Builder().Input(FakeInput(DT_FLOAT)),
                {"Could not infer the types of input 'a' of Op 'TList'"});

  Op("TListDefault", "input_arg { name: 'a' type_list_attr: 'T' } "
                     "attr { name: 'T' type: 'list(type)' "
                     "       default_value { list { type: [DT_BOOL, DT_UINT8] } } }");
  ExpectSuccess(Builder().Input(FakeInput()), {DT_BOOL, DT_UINT8},
                "op: 'TListDefault' input: ['a', 'a:1'] "
                "attr { key: 'T' value { list { type: [DT_BOOL, DT_UINT8] } } }");
}

TEST_F(FakeInputTest, RegisteredOpByName) {
  NodeDef node_def;
  const absl::Status status = NodeDefBuilder("concat", "FakeInputTestConcat")
                                  .Input(FakeInput(2, DT_FLOAT))
                                  .Input(FakeInput())
                                  .Finalize(&node_def);
  ASSERT_TRUE(status.ok()) << status;
  EXPECT_EQ(SummarizeNodeDef(node_def),
            "{{node concat}} = FakeInputTestConcat[N=2, T=DT_FLOAT, Tidx=DT_INT32](values, "
            "values:1, axis)");

  const absl::Status missing_type =
      NodeDefBuilder("concat", "FakeInputTestConcat").Input(FakeInput(2)).Input(FakeInput())
          .Finalize(nullptr);
  ASSERT_FALSE(missing_type.ok());
  EXPECT_EQ(missing_type.code(), error::INVALID_ARGUMENT);
  EXPECT_NE(missing_type.message().find(
                "Could not infer the type of input 'values' of Op 'FakeInputTestConcat'"),
            std::string::npos)
      << missing_type;
}

}  // namespace
}  // namespace tensorflow
