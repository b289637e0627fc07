// Tests of OpDefBuilder itself (op_def_builder.cc): the order and text of recorded specs, flags,
// op names, the shape function, misused calls, and what Finalize() reports and guarantees.
#include "tensorflow_lite_core/framework/op_def_builder.h"

#include <random>
#include <string>
#include <vector>

#include "google/protobuf/util/message_differencer.h"
#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/op_def_util.h"
#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/framework/testing/op_def_builder_test_util.h"
#include "tensorflow_lite_core/framework/testing/op_def_specs.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {
namespace {

using op_def_builder_testing::b;
using op_def_builder_testing::ExpectFailure;
using op_def_builder_testing::ExpectFailures;
using op_def_builder_testing::ExpectSuccess;
using op_def_builder_testing::ExpectSuccesses;
using strings::StrAppend;
using strings::StrCat;

TEST(OpDefBuilderTest, InputsAndOutputsKeepTheirOrder) {
  ExpectSuccess(b().Input("a: bool").Output("c: complex64").Input("b: int64").Output("d: string"),
                "input_arg { name: 'a' type: DT_BOOL } input_arg { name: 'b' type: DT_INT64 } "
                "output_arg { name: 'c' type: DT_COMPLEX64 } "
                "output_arg { name: 'd' type: DT_STRING }");
}

TEST(OpDefBuilderTest, ManyLongSpecsInAnyOrderKeepTheirOrderAndText) {
  // More spec text than the builder's first buffer holds, with calls of every kind interleaved
  // and an escaped NUL in an allowed value.
  std::string allowed;
  std::string expected_allowed;
  for (int i = 0; i < 40; ++i) {
    StrAppend(&allowed, i == 0 ? "" : ", ", "'mode_number_", i, "'");
    StrAppend(&expected_allowed, i == 0 ? "" : ", ", "'mode_number_", i, "'");
  }
  OpDefBuilder builder = b();
  builder.Output("z: T")
      .Attr(StrCat("mode: {", allowed, "} = 'mode_number_7'"))
      .Input("a: N * T")
      .ControlOutput("done")
      .Attr("T: type")
      .Input("b: int32")
      .Attr("N: int >= 3")
      .Attr(std::string("sep: {'a\\0b', 'x'} = 'x'"));
  ExpectSuccess(builder,
                StrCat("input_arg { name: 'a' type_attr: 'T' number_attr: 'N' } "
                       "input_arg { name: 'b' type: DT_INT32 } "
                       "output_arg { name: 'z' type_attr: 'T' } control_output: 'done' "
                       "attr { name: 'mode' type: 'string' default_value { s: 'mode_number_7' } "
                       "allowed_values { list { s: [",
                       expected_allowed,
                       "] } } } attr { name: 'T' type: 'type' } "
                       "attr { name: 'N' type: 'int' has_minimum: true minimum: 3 } "
                       "attr { name: 'sep' type: 'string' default_value { s: 'x' } "
                       "allowed_values { list { s: ['a\\0b', 'x'] } } }"));
}

TEST(OpDefBuilderTest, FlagsDeprecationAndControlOutputs) {
  ExpectSuccesses({
      {b().SetIsStateful(), "is_stateful: true"},
      {b().SetIsCommutative().SetIsAggregate(), "is_commutative: true is_aggregate: true"},
      {b().SetAllowsUninitializedInput(), "allows_uninitialized_input: true"},
      {b().SetIsDistributedCommunication(), "is_distributed_communication: true"},
      {b().Deprecated(7, "Use Better instead"),
       "deprecation { version: 7 explanation: 'Use Better instead' }"},
      {b().ControlOutput("first").ControlOutput("Second_2 "),
       "control_output: ['first', 'Second_2']"},
  });
}

TEST(OpDefBuilderTest, OpNames) {
  for (const char* name : {"ZeroOut", "Op2_x", "_Internal", "Namespace>Op", "A"}) {
    OpRegistrationData op_reg_data;
    EXPECT_TRUE(OpDefBuilder(name).Finalize(&op_reg_data).ok()) << name;
    EXPECT_EQ(op_reg_data.op_def.name(), name);
  }
}

// ---------------------------------------------------------------------------------------------
// Shape function

TEST(OpDefBuilderTest, SetShapeFnIsKept) {
  OpRegistrationData op_reg_data;
  ASSERT_TRUE(b().SetShapeFn([](shape_inference::InferenceContext*) {
                   return errors::Unknown("ShapeFn was called");
                 })
                  .Finalize(&op_reg_data)
                  .ok());
  ASSERT_NE(op_reg_data.shape_inference_fn, nullptr);
  EXPECT_EQ(op_reg_data.shape_inference_fn(nullptr).message(), "ShapeFn was called");
}

TEST(OpDefBuilderTest, FinalizeCanRunTwiceAndReplacesItsOutput) {
  const OpDefBuilder builder = b().Input("x: T").Attr("T: type");
  OpRegistrationData op_reg_data;
  op_reg_data.op_def.set_summary("left over");
  op_reg_data.is_function_op = true;
  ASSERT_TRUE(builder.Finalize(&op_reg_data).ok());
  OpRegistrationData again;
  ASSERT_TRUE(builder.Finalize(&again).ok());
  EXPECT_TRUE(google::protobuf::util::MessageDifferencer::Equals(op_reg_data.op_def, again.op_def));
  EXPECT_EQ(op_reg_data.op_def.summary(), "");
  EXPECT_FALSE(op_reg_data.is_function_op);
}

TEST(OpDefBuilderTest, MisusedBuilderCalls) {
  auto shape_fn = [](shape_inference::InferenceContext*) { return OkStatus(); };
  ExpectFailures({
      {b().Doc("What's").Doc("up, doc?"), "Extra call to Doc() for Op Test"},
      {b().Input("a: int32").Doc("Summary\n\na: Something for a.\nb: b is not defined.\n"),
       "No matching input/output/attr for name 'b' from Doc() for Op Test"},
      {b().Doc("Summary\n\nb: b is not defined and by itself.\n"),
       "No matching input/output/attr for name 'b' from Doc() for Op Test"},
      {b().SetShapeFn(shape_fn).SetShapeFn(shape_fn), "SetShapeFn called twice for Op Test"},
      {b().Deprecated(1, "a").Deprecated(2, "b"), "Deprecated called twice for Op Test"},
      {b().ControlOutput("9bad"),
       "Trouble parsing 'name:' from ControlOutput(\"9bad\") for Op Test"},
      {b().ControlOutput("a b"), "Trouble parsing 'name:' from ControlOutput(\"a b\") for Op Test"},
      {b().ControlOutput("c").ControlOutput("c"),
       "Duplicate name: c from ControlOutput(\"c\") for Op Test"},
      {OpDefBuilder("lower_case"),
       "Invalid name: lower_case (Did you use CamelCase?) from OpDefBuilder(\"lower_case\")"},
      {OpDefBuilder(""), "Invalid name:  (Did you use CamelCase?) from OpDefBuilder(\"\")"},
      {OpDefBuilder("Bad-Name"), "Invalid name: Bad-Name (Did you use CamelCase?)"},
      {OpDefBuilder("Trailing>"), "Invalid name: Trailing> (Did you use CamelCase?)"},
      // A leading '_' (a hidden op) is followed by a CamelCase name too, as ValidateOpDef and
      // the registry require (found by fuzzing: the builder used to accept any "_" name).
      {OpDefBuilder("_x:y"), "Invalid name: _x:y (Did you use CamelCase?)"},
      {OpDefBuilder("_"), "Invalid name: _ (Did you use CamelCase?)"},
  });
}

// Finalize runs ValidateOpDef's checker, so what the registry would refuse is refused here, with
// the spec at fault: enum spellings of types as attr names, duplicates among many names.
TEST(OpDefBuilderTest, FinalizeRefusesWhatValidateOpDefRefuses) {
  ExpectFailure(b().Attr("DT_FLOAT: int"),
                "Attr can't have name DT_FLOAT that matches a data type from "
                "Attr(\"DT_FLOAT: int\") for Op Test");
  OpDefBuilder many = b();
  for (int i = 0; i < 40; ++i) many.Attr(StrCat("a", i, ": int"));
  many.Input("a7: int32");
  ExpectFailure(many, "Duplicate name: a7 from Input(\"a7: int32\") for Op Test");
  // A number attr of the wrong type gets no minimum from its use, so only the use is blamed.
  OpRegistrationData op_reg_data;
  const Status status = b().Input("a: N * int32").Attr("N: float").Finalize(&op_reg_data);
  EXPECT_EQ(status.message(),
            "Attr 'N' used as length for input 'a' has type float != int from "
            "Input(\"a: N * int32\") for Op Test");
}

// Every problem is reported, one per line, in the order of the specs.
TEST(OpDefBuilderTest, FinalizeReportsEveryError) {
  OpRegistrationData op_reg_data;
  const Status status = b().Attr("9:string")
                            .Input("a: x")
                            .Output("B: int32")
                            .Doc("Summary\n\nzzz: nothing\n")
                            .Finalize(&op_reg_data);
  EXPECT_TRUE(errors::IsInvalidArgument(status));
  EXPECT_EQ(status.message(),
            "Trouble parsing '<name>:' from Attr(\"9:string\") for Op Test\n"
            "Reference to unknown attr 'x' from Input(\"a: x\") for Op Test\n"
            "Trouble parsing 'name:' from Output(\"B: int32\") for Op Test\n"
            "No matching input/output/attr for name 'zzz' from Doc() for Op Test");
}

// An input typed by an attr whose own spec is bad is not blamed a second time.
TEST(OpDefBuilderTest, BadAttrIsReportedOnce) {
  OpRegistrationData op_reg_data;
  const Status status =
      b().Attr("T: {bogus}").Attr("N: list(int").Input("x: N * T").Finalize(&op_reg_data);
  EXPECT_EQ(status.message(),
            "Unrecognized type string 'bogus' from Attr(\"T: {bogus}\") for Op Test\n"
            "Expected ) to close 'list(', not: '' from Attr(\"N: list(int\") for Op Test");
}

// Whatever the text, Finalize() answers OK or InvalidArgument naming the op: every prefix of
// valid specs, and a few odd bytes.
TEST(OpDefBuilderTest, TruncatedAndOddSpecsNeverCrash) {
  const std::vector<std::string> attr_specs = {
      "T: {float, int32} = DT_INT32", "a: list({int32, float}) >= 3",
      "s: {'apple', 'or\\x41nge'} = 'apple'", "sh: shape = { dim { size: 1 } }",
      "l: list(int) = [2, 3]", std::string("x\0y: int", 8), "\xff\xfe: \x80"};
  const std::vector<std::string> arg_specs = {"x: Ref(N * T)", "y: T", "z: int32",
                                              "w: N * int32", "\t\n: \x01"};
  int checked = 0;
  for (const std::string& spec : attr_specs) {
    for (size_t length = 0; length <= spec.size(); ++length) {
      OpRegistrationData op_reg_data;
      const Status status = b().Attr(spec.substr(0, length)).Finalize(&op_reg_data);
      EXPECT_TRUE(status.ok() || (errors::IsInvalidArgument(status) &&
                                  status.message().find("for Op Test") != std::string::npos))
          << status;
      ++checked;
    }
  }
  for (const std::string& spec : arg_specs) {
    for (size_t length = 0; length <= spec.size(); ++length) {
      OpRegistrationData op_reg_data;
      const Status status = b().Attr("N: int")
                                .Attr("T: type")
                                .Input(spec.substr(0, length))
                                .Output(spec.substr(0, length))
                                .Doc(spec.substr(0, length))
                                .Finalize(&op_reg_data);
      EXPECT_TRUE(status.ok() || (errors::IsInvalidArgument(status) &&
                                  status.message().find("for Op Test") != std::string::npos))
          << status;
      ++checked;
    }
  }
  EXPECT_GT(checked, 100);
}

// Specs put together from pieces, valid and not: whatever Finalize() accepts of them is described
// again by spec strings written from the OpDef alone (testing/op_def_specs.h, which shares no code
// with the spec parser), and those build the same OpDef: what was parsed is what the op means.
// (op_def_builder_tf_test holds the builder to TensorFlow's recorded OpDefs.) The pieces cover
// scalar and list attrs with defaults, constraints and minimums, and typed, polymorphic, repeated
// and Ref args; not every attr type or default.
TEST(OpDefBuilderTest, EveryFinalizedOpDefIsBuiltAgainFromItsSpecs) {
  const std::vector<std::string> names = {"T", "N", "a", "b_1", "float", "x", "9z", "list"};
  const std::vector<std::string> attr_types = {
      "int",         "float",     "bool",         "string",      "type",        "shape",
      "tensor",      "func",      "list(int)",    "list(type)",  "list(string)", "any",
      "{float, int32}", "{'a', 'b'}", "numbertype", "realnumbertype", "list({int32, int64})",
      "int >= 2",    "list(type) >= 1", "int >= -1", "string >= 1"};
  const std::vector<std::string> defaults = {
      "", " = 1", " = 2.5", " = true", " = 'a'", " = 'c'", " = DT_FLOAT", " = DT_STRING",
      " = [1, 2]", " = [DT_INT32]", " = []", " = [2, 3]", " = [-1]", " = -3"};
  const std::vector<std::string> arg_types = {
      "float", "T", "N * T", "N * float", "b_1", "Ref(T)", "Ref(float)", "a * T", "x",
      "int32_ref", "N * b_1", "resource", "L"};
  std::mt19937 random(20261121);
  auto pick = [&random](const std::vector<std::string>& from) {
    return from[std::uniform_int_distribution<size_t>(0, from.size() - 1)(random)];
  };
  int finalized = 0, refused = 0;
  for (int round = 0; round < 20000; ++round) {
    OpDefBuilder builder("Test");
    const int attrs = std::uniform_int_distribution<int>(0, 3)(random);
    for (int i = 0; i < attrs; ++i) {
      builder.Attr(StrCat(pick(names), ": ", pick(attr_types), pick(defaults)));
    }
    const int args = std::uniform_int_distribution<int>(0, 3)(random);
    for (int i = 0; i < args; ++i) {
      const std::string spec = StrCat(pick(names), ": ", pick(arg_types));
      if (random() % 2 == 0) {
        builder.Input(spec);
      } else {
        builder.Output(spec);
      }
    }
    OpRegistrationData op_reg_data;
    if (!builder.Finalize(&op_reg_data).ok()) {
      ++refused;
      continue;
    }
    ++finalized;
    OpRegistrationData rebuilt;
    const Status status = op_def_specs::BuilderFor(op_reg_data.op_def).Finalize(&rebuilt);
    EXPECT_TRUE(status.ok()) << status << "\nfor " << op_reg_data.op_def.ShortDebugString();
    EXPECT_TRUE(google::protobuf::util::MessageDifferencer::Equals(rebuilt.op_def,
                                                                  op_reg_data.op_def))
        << rebuilt.op_def.ShortDebugString() << "\nis not\n"
        << op_reg_data.op_def.ShortDebugString();
    if (::testing::Test::HasFailure()) break;
  }
  // Both sides were exercised.
  EXPECT_GT(finalized, 1000);
  EXPECT_GT(refused, 1000);
}

}  // namespace
}  // namespace tensorflow
