// Tests of node_def_util.cc: AttrSlice, adding attrs, summaries and error formatting,
// ValidateNodeDef, input and output types. node_def_attr_getters_test.cc tests GetNodeAttr.
#include "tensorflow_lite_core/framework/node_def_util.h"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/op_def_util.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/framework/testing/node_def_test_util.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace {

using node_def_testing::ExpectAttr;
using node_def_testing::ExpectError;
using node_def_testing::ExpectPartialShapeAttr;
using node_def_testing::ToNodeDef;
using node_def_testing::ToOpDef;
using node_def_testing::kAllKindsNode;

// ---------------------------------------------------------------------------------------------
// AttrSlice.

TEST(AttrSliceTest, FindsAttrsOfANodeDef) {
  const NodeDef node_def = ToNodeDef(kAllKindsNode);
  const AttrSlice attrs(node_def);
  EXPECT_EQ(attrs.size(), node_def.attr_size());
  ASSERT_NE(attrs.Find("i"), nullptr);
  EXPECT_EQ(attrs.Find("i")->i(), -7);
  EXPECT_EQ(attrs.FindByString("s")->s(), "text");
  EXPECT_EQ(attrs.Find("missing"), nullptr);

  const AttrValue* value = nullptr;
  EXPECT_TRUE(attrs.Find("b", &value).ok());
  ASSERT_NE(value, nullptr);
  EXPECT_TRUE(value->b());

  Status missing = attrs.Find("missing", &value);
  EXPECT_EQ(missing.code(), error::NOT_FOUND);
  EXPECT_EQ(missing.message(), "No attr named 'missing' in NodeDef:\n\t [[{{node n}}]]");
  EXPECT_EQ(value, nullptr);
  // Internal attrs are often absent; their errors skip the node.
  EXPECT_EQ(attrs.Find("_internal", &value).message(), "No attr named '_internal' in NodeDef:");

  int count = 0;
  for (const auto& name_and_value : attrs) {
    EXPECT_NE(attrs.Find(name_and_value.first), nullptr);
    ++count;
  }
  EXPECT_EQ(count, attrs.size());
}

TEST(AttrSliceTest, BareMapsAndEmptySlices) {
  AttrValueMap map;
  AddAttr("b", AttrValue(), &map);
  AddAttr("a", 3, &map);
  AddAttr("a", 4, &map);  // An existing attr keeps its value.
  const AttrSlice attrs(&map);
  EXPECT_EQ(attrs.size(), 2);
  EXPECT_EQ(attrs.Find("a")->i(), 3);
  EXPECT_EQ(attrs.DebugString(), "a=3, b=<Unknown AttrValue type>");
  EXPECT_EQ(attrs.SummarizeNode(), "[a=3, b=<Unknown AttrValue type>]");
  const AttrValue* value;
  EXPECT_EQ(attrs.Find("c", &value).message(), "No attr named 'c' in NodeDef:");

  const AttrSlice empty;
  EXPECT_EQ(empty.size(), 0);
  EXPECT_EQ(empty.begin(), empty.end());
  EXPECT_EQ(empty.Find("a"), nullptr);
  EXPECT_EQ(AttrSlice(nullptr).size(), 0);
}

TEST(AttrSliceTest, EqualAttrs) {
  const NodeDef n1 = ToNodeDef("name: 'a' attr { key: 'x' value { i: 1 } }");
  const NodeDef n2 = ToNodeDef("name: 'b' op: 'Other' attr { key: 'x' value { i: 1 } }");
  const NodeDef n3 = ToNodeDef("name: 'a' attr { key: 'x' value { i: 2 } }");
  const NodeDef n4 = ToNodeDef("name: 'a' attr { key: 'y' value { i: 1 } }");
  EXPECT_TRUE(AttrSlice(n1).EqualAttrs(n2));  // Only the attrs count.
  EXPECT_FALSE(AttrSlice(n1).EqualAttrs(n3));
  EXPECT_FALSE(AttrSlice(n1).EqualAttrs(n4));
  EXPECT_FALSE(AttrSlice(n1).EqualAttrs(AttrSlice()));
}

// ---------------------------------------------------------------------------------------------
// AddNodeAttr, HasNodeAttr, AddDefaultsToNodeDef.

TEST(AddNodeAttrTest, EveryKindRoundTrips) {
  NodeDef node_def;
  AddNodeAttr("s", "text", &node_def);
  AddNodeAttr("sv", std::string_view("view"), &node_def);
  AddNodeAttr("i32", 7, &node_def);
  AddNodeAttr("i64", int64{1} << 40, &node_def);
  AddNodeAttr("f", 0.25f, &node_def);
  AddNodeAttr("b", false, &node_def);
  AddNodeAttr("t", DT_INT8, &node_def);
  AddNodeAttr("shape", TensorShape({4, 5}), &node_def);
  AddNodeAttr("partial", PartialTensorShape({-1}), &node_def);
  AddNodeAttr("tensor", Tensor(int32{9}), &node_def);
  AddNodeAttr("ls", {"x", "y"}, &node_def);
  AddNodeAttr("li", {1, 2, 3}, &node_def);
  AddNodeAttr("lt", {DT_FLOAT, DT_BOOL}, &node_def);
  AddNodeAttr("lb", std::vector<bool>{true}, &node_def);
  AddNodeAttr("lshape", std::vector<TensorShape>{TensorShape({1}), TensorShape({2, 2})},
              &node_def);
  AddNodeAttr("lpartial", std::vector<PartialTensorShape>{PartialTensorShape({-1})}, &node_def);
  AddNodeAttr("ltensor", std::vector<Tensor>{Tensor(1.0f), Tensor(2.0f)}, &node_def);

  ExpectAttr<std::string>(node_def, "s", "text");
  ExpectAttr<std::string>(node_def, "sv", "view");
  ExpectAttr<int32>(node_def, "i32", 7);
  ExpectAttr<int64>(node_def, "i64", int64{1} << 40);
  ExpectAttr<float>(node_def, "f", 0.25f);
  ExpectAttr<bool>(node_def, "b", false);
  ExpectAttr<DataType>(node_def, "t", DT_INT8);
  ExpectAttr<TensorShape>(node_def, "shape", TensorShape({4, 5}));
  ExpectPartialShapeAttr(node_def, "partial", PartialTensorShape({-1}));
  ExpectAttr<std::vector<std::string>>(node_def, "ls", {"x", "y"});
  ExpectAttr<std::vector<int64>>(node_def, "li", {1, 2, 3});
  ExpectAttr<DataTypeVector>(node_def, "lt", {DT_FLOAT, DT_BOOL});
  ExpectAttr<std::vector<bool>>(node_def, "lb", {true});
  ExpectAttr<std::vector<TensorShape>>(node_def, "lshape", {TensorShape({1}), TensorShape({2, 2})});
  Tensor tensor;
  ASSERT_TRUE(GetNodeAttr(node_def, "tensor", &tensor).ok());
  EXPECT_EQ(tensor.scalar<int32>()(), 9);
  std::vector<Tensor> tensors;
  ASSERT_TRUE(GetNodeAttr(node_def, "ltensor", &tensors).ok());
  ASSERT_EQ(tensors.size(), 2u);
  EXPECT_EQ(tensors[1].scalar<float>()(), 2.0f);
  std::vector<PartialTensorShape> partial;
  ASSERT_TRUE(GetNodeAttr(node_def, "lpartial", &partial).ok());
  ASSERT_EQ(partial.size(), 1u);
  EXPECT_EQ(partial[0].dim_size(0), -1);
}

TEST(AddNodeAttrTest, KeepsExistingValues) {
  NodeDef node_def;
  EXPECT_FALSE(HasNodeAttr(node_def, "a"));
  AddNodeAttr("a", 1, &node_def);
  AddNodeAttr("a", 2, &node_def);
  AttrValue other;
  other.set_i(3);
  AddNodeAttr("a", std::move(other), &node_def);
  EXPECT_TRUE(HasNodeAttr(node_def, "a"));
  ExpectAttr<int32>(node_def, "a", 1);
}

TEST(AddDefaultsToNodeDefTest, AddsOnlyMissingDefaults) {
  const OpDef op_def = ToOpDef(R"pb(
    name: 'Defaults'
    attr { name: 'a' type: 'int' default_value { i: 1 } }
    attr { name: 'b' type: 'int' default_value { i: 2 } }
    attr { name: 'c' type: 'int' }
  )pb");
  NodeDef node_def = ToNodeDef("name: 'n' op: 'Defaults' attr { key: 'b' value { i: 20 } }");
  AddDefaultsToNodeDef(op_def, &node_def);
  EXPECT_EQ(SummarizeNodeDef(node_def), "{{node n}} = Defaults[a=1, b=20]()");
}

// ---------------------------------------------------------------------------------------------
// Summaries and error formatting.

TEST(SummarizeNodeDefTest, Golden) {
  NodeDef node_def = ToNodeDef(R"pb(
    name: 'n' op: 'Op' input: 'a' input: 'b:1' input: '^c'
    attr { key: 'T' value { type: DT_FLOAT } }
    attr { key: 'N' value { i: 2 } }
    attr { key: 'list' value { list { s: [ 'x' ] } } }
  )pb");
  EXPECT_EQ(SummarizeNodeDef(node_def),
            "{{node n}} = Op[N=2, T=DT_FLOAT, list=[\"x\"]](a, b:1, ^c)");
  EXPECT_EQ(SummarizeNodeDef(node_def, 1),
            "{{node n}} = Op[N=2, T=DT_FLOAT, list=[\"x\"]](a, ...)");
  EXPECT_EQ(SummarizeNodeDef(node_def, 0), "{{node n}} = Op[N=2, T=DT_FLOAT, list=[\"x\"]](...)");
  node_def.set_device("/cpu:17");
  EXPECT_EQ(SummarizeAttrs(node_def), "N=2, T=DT_FLOAT, list=[\"x\"], _device=\"/cpu:17\"");
  EXPECT_EQ(SummarizeNodeDef(ToNodeDef("name: 'd' op: 'None' device: '/cpu:0'")),
            "{{node d}} = None[_device=\"/cpu:0\"]()");
  EXPECT_EQ(AttrSlice(node_def).SummarizeNode(), SummarizeNodeDef(node_def));
}

TEST(FormatNodeDefForErrorTest, NamesAndOriginalNames) {
  EXPECT_EQ(FormatNodeDefForError(ToNodeDef("name: 'enter' op: 'Enter'")), "{{node enter}}");
  const NodeDef rewritten = ToNodeDef(R"pb(
    name: 'fused'
    experimental_debug_info {
      original_node_names: [ 'a', 'b' ]
      original_func_names: [ 'f' ]
    }
  )pb");
  EXPECT_EQ(FormatNodeDefForError(rewritten), "{{function_node f}}{{node a}}, {{node b}}");
}

TEST(AttachDefTest, AppendsTheNodeOnce) {
  const NodeDef a = ToNodeDef("name: 'a'");
  const NodeDef b = ToNodeDef("name: 'b'");
  const Status error(error::CANCELLED, "Error");
  const Status with_a = AttachDef(error, a, true);
  EXPECT_EQ(with_a.code(), error::CANCELLED);
  EXPECT_EQ(with_a.message(), "Error\n\t [[{{node a}}]]");
  EXPECT_EQ(AttachDef(with_a, b, true).message(), "Error\n\t [[{{node a}}]]\n\t [[{{node b}}]]");
  EXPECT_EQ(AttachDef(with_a, b, false).message(), "Error\n\t [[{{node a}}]]\n\t [[b]]");
  EXPECT_TRUE(AttachDef(OkStatus(), a).ok());
}

// ---------------------------------------------------------------------------------------------
// ValidateNodeDef.

void ExpectValid(const NodeDef& node_def, const OpDef& op_def) {
  Status status = ValidateNodeDef(node_def, op_def);
  EXPECT_TRUE(status.ok()) << SummarizeNodeDef(node_def) << "; " << SummarizeOpDef(op_def)
                           << "\n" << status;
}

void ExpectInvalid(const NodeDef& node_def, const OpDef& op_def, const std::string& message) {
  SCOPED_TRACE(SummarizeNodeDef(node_def));
  ExpectError(ValidateNodeDef(node_def, op_def), error::INVALID_ARGUMENT, message);
}

TEST(ValidateNodeDefTest, In) {
  const OpDef op = ToOpDef(
      "name: 'In' input_arg { name: 'i' type_attr: 'T' } attr { name: 'T' type: 'type' }");
  const NodeDef node_def =
      ToNodeDef("name: 'n' op: 'In' input: 'a' attr { key: 'T' value { type: DT_FLOAT } }");
  ExpectValid(node_def, op);
  EXPECT_EQ(SummarizeNodeDef(node_def), "{{node n}} = In[T=DT_FLOAT](a)");

  NodeDef bad = node_def;
  bad.set_op("Wrong");
  ExpectInvalid(bad, op, "NodeDef op 'Wrong' does not match Op<name=In;");

  bad = node_def;
  bad.clear_attr();
  ExpectInvalid(bad, op, "NodeDef missing attr 'T' from Op<name=In;");

  bad = node_def;
  AddNodeAttr("EXTRA", 17, &bad);
  ExpectInvalid(bad, op, "NodeDef mentions attr 'EXTRA' not in Op<name=In;");

  NodeDef internal_attr = node_def;
  AddNodeAttr("_class", {"loc:@x"}, &internal_attr);
  ExpectValid(internal_attr, op);

  bad = node_def;
  bad.clear_attr();
  AddNodeAttr("T", 17, &bad);
  ExpectInvalid(bad, op,
                "AttrValue had value with type 'int' when 'type' expected\n\t for attr "
                "'T'\n\t; NodeDef: {{node n}}; Op<name=In;");

  bad = node_def;
  bad.add_input("b");
  ExpectInvalid(bad, op, "NodeDef expected inputs 'float' do not match 2 inputs specified;");

  bad = node_def;
  bad.clear_input();
  ExpectInvalid(bad, op, "NodeDef expected inputs 'float' do not match 0 inputs specified;");

  NodeDef good = node_def;
  good.add_input("^b");
  ExpectValid(good, op);

  bad = node_def;
  bad.clear_input();
  bad.add_input("^b");
  bad.add_input("a");
  ExpectInvalid(bad, op, "Non-control input 'a' after control input in NodeDef: {{node n}}");

  bad = node_def;
  bad.add_input("^b:0");
  ExpectInvalid(bad, op, "Control input '^b:0' must not have ':' in NodeDef: {{node n}}");
}

TEST(ValidateNodeDefTest, AllowedTypes) {
  const OpDef op = ToOpDef(R"pb(
    name: 'Out' output_arg { name: 'o' type_attr: 'T' }
    attr { name: 'T' type: 'type'
           allowed_values { list { type: [ DT_FLOAT, DT_INT32, DT_INT64 ] } } }
  )pb");
  NodeDef node_def = ToNodeDef("name: 'n' op: 'Out' attr { key: 'T' value { type: DT_INT32 } }");
  ExpectValid(node_def, op);
  EXPECT_EQ(SummarizeNodeDef(node_def), "{{node n}} = Out[T=DT_INT32]()");

  node_def.clear_attr();
  AddNodeAttr("T", DT_STRING, &node_def);
  ExpectInvalid(node_def, op,
                "Value for attr 'T' of string is not in the list of allowed values: float, "
                "int32, int64");
}

TEST(ValidateNodeDefTest, AllowedStrings) {
  const OpDef op = ToOpDef(
      "name: 'Enum' attr { name: 'e' type: 'string' "
      "allowed_values { list { s: [ 'apple', 'orange' ] } } }");
  NodeDef node_def = ToNodeDef("name: 'n' op: 'Enum' attr { key: 'e' value { s: 'apple' } }");
  ExpectValid(node_def, op);
  EXPECT_EQ(SummarizeNodeDef(node_def), "{{node n}} = Enum[e=\"apple\"]()");

  node_def.clear_attr();
  AddNodeAttr("e", "foo", &node_def);
  ExpectInvalid(node_def, op,
                "Value for attr 'e' of \"foo\" is not in the list of allowed values: \"apple\", "
                "\"orange\"");
}

const char kSameInOp[] = R"pb(
  name: 'SameIn'
  input_arg { name: 'i' type_attr: 'T' number_attr: 'N' }
  attr { name: 'N' type: 'int' has_minimum: true minimum: 2 }
  attr { name: 'T' type: 'type' allowed_values { list { type: [ DT_FLOAT, DT_DOUBLE ] } } }
)pb";

// A SameIn node with these inputs and attrs.
NodeDef SameInNode(const std::string& inputs_and_attrs) {
  return ToNodeDef("name: 'n' op: 'SameIn' " + inputs_and_attrs);
}

TEST(ValidateNodeDefTest, SameTypeList) {
  const OpDef op = ToOpDef(kSameInOp);
  const std::string two_inputs = "input: 'a' input: 'b' ";
  const std::string n2 = "attr { key: 'N' value { i: 2 } } ";
  const std::string t_float = "attr { key: 'T' value { type: DT_FLOAT } } ";
  ExpectValid(SameInNode(two_inputs + n2 + "attr { key: 'T' value { type: DT_DOUBLE } }"), op);
  ExpectInvalid(
      SameInNode(two_inputs + n2 + "attr { key: 'T' value { type: DT_STRING } }"), op,
      "Value for attr 'T' of string is not in the list of allowed values: float, double");
  ExpectInvalid(SameInNode(two_inputs + "attr { key: 'N' value { i: 1 } } " + t_float), op,
                "Value for attr 'N' of 1 must be at least minimum 2");
  ExpectInvalid(SameInNode(two_inputs + "attr { key: 'N' value { i: 3 } } " + t_float), op,
                "NodeDef expected inputs 'float, float, float' do not match 2 inputs specified");
  // A large count is reported, not expanded; one above kMaxTensorsPerArg is refused outright.
  ExpectInvalid(SameInNode("input: 'a' attr { key: 'N' value { i: 1048576 } } " + t_float), op,
                "NodeDef expected inputs '1048576 tensors' do not match 1 inputs specified");
  ExpectInvalid(SameInNode("input: 'a' attr { key: 'N' value { i: 1048577 } } " + t_float), op,
                "Number of tensors for arg 'i' is too big: 1048577 (at most 1048576)");
  ExpectInvalid(SameInNode("input: 'a' attr { key: 'N' value { i: 5000000000 } } " + t_float),
                op, "is too big: 5000000000 (at most 1048576)\n\tin Op<name=SameIn;");
  ExpectInvalid(SameInNode(two_inputs + t_float), op,
                "NodeDef missing attr 'N' from Op<name=SameIn;");
  ExpectInvalid(SameInNode(two_inputs), op, "NodeDef missing attrs 'N', 'T' from Op<name=SameIn;");
}

TEST(ValidateNodeDefTest, AnyTypeList) {
  const OpDef op = ToOpDef(
      "name: 'AnyIn' input_arg { name: 'i' type_list_attr: 'T' } "
      "attr { name: 'T' type: 'list(type)' has_minimum: true minimum: 1 }");
  const NodeDef node_def = ToNodeDef(
      "name: 'n' op: 'AnyIn' input: 'a' input: 'b' "
      "attr { key: 'T' value { list { type: [ DT_INT32, DT_STRING ] } } }");
  ExpectValid(node_def, op);
  EXPECT_EQ(SummarizeNodeDef(node_def), "{{node n}} = AnyIn[T=[DT_INT32, DT_STRING]](a, b)");

  ExpectInvalid(ToNodeDef("name: 'n' op: 'AnyIn' input: 'a' attr { key: 'T' value { list { } } }"),
                op, "Length for attr 'T' of 0 must be at least minimum 1");
  // Under proto3 an empty value is an empty list.
  ExpectInvalid(ToNodeDef("name: 'n' op: 'AnyIn' input: 'a' attr { key: 'T' value { } }"), op,
                "Length for attr 'T' of 0 must be at least minimum 1");
}

TEST(ValidateNodeDefTest, PlaceholderAttrsAreNotChecked) {
  const OpDef op = ToOpDef("name: 'P' attr { name: 'T' type: 'type' }");
  ExpectValid(ToNodeDef("name: 'n' op: 'P' attr { key: 'T' value { placeholder: 'U' } }"), op);
}

TEST(ValidateNodeDefTest, BrokenOpDefs) {
  ExpectInvalid(ToNodeDef("name: 'n' op: 'Dup' attr { key: 'a' value { i: 1 } }"),
                ToOpDef("name: 'Dup' attr { name: 'a' type: 'int' } "
                        "attr { name: 'a' type: 'int' }"),
                "OpDef has duplicate attr name 'a'");
  ExpectInvalid(ToNodeDef("name: 'n' op: 'NoType' input: 'x'"),
                ToOpDef("name: 'NoType' input_arg { name: 'x' }"),
                "Argument 'x' incorrectly specified in op definition");
}

// ---------------------------------------------------------------------------------------------
// Input and output types, name ranges.

const char kSimpleOp[] = R"pb(
  name: 'Simple'
  input_arg { name: 'a' type: DT_FLOAT }
  input_arg { name: 'b' type: DT_INT32 }
  output_arg { name: 'c' type: DT_STRING }
  output_arg { name: 'd' type: DT_BOOL }
)pb";

TEST(InOutTypesForNodeTest, Simple) {
  const OpDef op_def = ToOpDef(kSimpleOp);
  const NodeDef node_def = ToNodeDef("name: 'simple' op: 'Simple' input: 'a' input: 'b'");
  DataTypeVector inputs = {DT_HALF}, outputs = {DT_HALF};  // Replaced, not appended to.
  ASSERT_TRUE(InOutTypesForNode(node_def, op_def, &inputs, &outputs).ok());
  EXPECT_EQ(inputs, DataTypeVector({DT_FLOAT, DT_INT32}));
  EXPECT_EQ(outputs, DataTypeVector({DT_STRING, DT_BOOL}));
  ASSERT_TRUE(OutputTypesForNode(AttrSlice(node_def), op_def, &outputs).ok());
  EXPECT_EQ(outputs, DataTypeVector({DT_STRING, DT_BOOL}));

  DataType type;
  ASSERT_TRUE(InputTypeForNode(node_def, op_def, 1, &type).ok());
  EXPECT_EQ(type, DT_INT32);
  ASSERT_TRUE(OutputTypeForNode(node_def, op_def, 0, &type).ok());
  EXPECT_EQ(type, DT_STRING);
  ExpectError(InputTypeForNode(node_def, op_def, 2, &type), error::INVALID_ARGUMENT,
              "Input 2 not found for node simple");
  ExpectError(InputTypeForNode(node_def, op_def, -1, &type), error::INVALID_ARGUMENT,
              "Input -1 not found for node simple");
  ExpectError(OutputTypeForNode(node_def, op_def, 2, &type), error::INVALID_ARGUMENT,
              "Output 2 not found for node simple");
  int num_outputs = 0;
  ASSERT_TRUE(NumOutputsForNode(node_def, op_def, &num_outputs).ok());
  EXPECT_EQ(num_outputs, 2);
}

TEST(InOutTypesForNodeTest, PolymorphicListsAndRefs) {
  const OpDef op_def = ToOpDef(R"pb(
    name: 'Mixed'
    input_arg { name: 'a' type_attr: 'T' number_attr: 'N' }
    input_arg { name: 'b' type_list_attr: 'L' }
    input_arg { name: 'r' type_attr: 'T' is_ref: true }
    output_arg { name: 'c' type: DT_INT64 number_attr: 'N' is_ref: true }
    output_arg { name: 'd' type_attr: 'T' }
    attr { name: 'T' type: 'type' }
    attr { name: 'N' type: 'int' has_minimum: true minimum: 0 }
    attr { name: 'L' type: 'list(type)' }
  )pb");
  const NodeDef node_def = ToNodeDef(R"pb(
    name: 'm' op: 'Mixed'
    attr { key: 'T' value { type: DT_BOOL } }
    attr { key: 'N' value { i: 2 } }
    attr { key: 'L' value { list { type: [ DT_STRING ] } } }
  )pb");
  DataTypeVector inputs, outputs;
  ASSERT_TRUE(InOutTypesForNode(node_def, op_def, &inputs, &outputs).ok());
  EXPECT_EQ(inputs, DataTypeVector({DT_BOOL, DT_BOOL, DT_STRING, DT_BOOL_REF}));
  EXPECT_EQ(outputs, DataTypeVector({DT_INT64_REF, DT_INT64_REF, DT_BOOL}));

  NameRangeMap input_ranges, output_ranges;
  ASSERT_TRUE(NameRangesForNode(node_def, op_def, &input_ranges, &output_ranges).ok());
  EXPECT_EQ(input_ranges, NameRangeMap({{"a", {0, 2}}, {"b", {2, 3}}, {"r", {3, 4}}}));
  EXPECT_EQ(output_ranges, NameRangeMap({{"c", {0, 2}}, {"d", {2, 3}}}));
  ASSERT_TRUE(NameRangesForNode(node_def, op_def, nullptr, &output_ranges).ok());

  NodeDef bad = node_def;
  bad.mutable_attr()->erase("T");
  ExpectError(InOutTypesForNode(bad, op_def, &inputs, &outputs), error::NOT_FOUND,
              "No attr named 'T' in NodeDef:");
  bad = node_def;
  (*bad.mutable_attr())["N"].set_i(-1);
  ExpectError(InOutTypesForNode(bad, op_def, &inputs, &outputs), error::INVALID_ARGUMENT,
              "Value for number_attr() -1 < 0");
  ExpectError(NameRangesForNode(bad, op_def, &input_ranges, nullptr), error::INVALID_ARGUMENT,
              "Value for number_attr() -1 < 0");
  // An output list of a billion tensors is refused before any type is listed.
  (*bad.mutable_attr())["N"].set_i(int64{1} << 30);
  ExpectError(OutputTypesForNode(bad, op_def, &outputs), error::INVALID_ARGUMENT,
              "Number of tensors for arg 'c' is too big: 1073741824 (at most 1048576)");
  ExpectError(NameRangesForNode(bad, op_def, nullptr, &output_ranges), error::INVALID_ARGUMENT,
              "is too big: 1073741824");
  bad = node_def;
  (*bad.mutable_attr())["L"].set_i(1);
  ExpectError(InOutTypesForNode(bad, op_def, &inputs, &outputs), error::INVALID_ARGUMENT,
              "with type 'int' when 'list(type)' expected\n\t for attr 'L'");
  bad = node_def;
  (*bad.mutable_attr())["T"].set_type(DT_BOOL_REF);
  ExpectError(InOutTypesForNode(bad, op_def, &inputs, &outputs), error::INVALID_ARGUMENT,
              "for attr 'T'");
}

TEST(NameRangesForNodeTest, NRepeatsAndTypeLists) {
  const OpDef op_def = ToOpDef(R"pb(
    name: 'NRepeats'
    input_arg { name: 'a' type: DT_INT32 number_attr: 'N' }
    input_arg { name: 'b' type_attr: 'T' number_attr: 'N' }
    output_arg { name: 'c' type_attr: 'T' }
    output_arg { name: 'd' type: DT_STRING number_attr: 'N' }
    output_arg { name: 'e' type: DT_BOOL number_attr: 'M' }
    output_arg { name: 'f' type_list_attr: 'L' }
    attr { name: 'N' type: 'int' has_minimum: true minimum: 0 }
    attr { name: 'M' type: 'int' has_minimum: true minimum: 0 }
    attr { name: 'T' type: 'type' }
    attr { name: 'L' type: 'list(type)' }
  )pb");
  const NodeDef node_def = ToNodeDef(R"pb(
    name: 'nr' op: 'NRepeats'
    input: 'a' input: 'a:1' input: 'a:2' input: 'a:3'
    input: 'b' input: 'b:1' input: 'b:2' input: 'b:3'
    attr { key: 'N' value { i: 4 } }
    attr { key: 'M' value { i: 3 } }
    attr { key: 'T' value { type: DT_FLOAT } }
    attr { key: 'L' value { list { type: [ DT_INT8, DT_INT16 ] } } }
  )pb");
  ExpectValid(node_def, op_def);
  NameRangeMap inputs = {{"stale", {0, 0}}}, outputs;
  ASSERT_TRUE(NameRangesForNode(node_def, op_def, &inputs, &outputs).ok());
  EXPECT_EQ(inputs, NameRangeMap({{"a", {0, 4}}, {"b", {4, 8}}}));
  EXPECT_EQ(outputs, NameRangeMap({{"c", {0, 1}}, {"d", {1, 5}}, {"e", {5, 8}}, {"f", {8, 10}}}));
  int num_outputs = 0;
  ASSERT_TRUE(NumOutputsForNode(node_def, op_def, &num_outputs).ok());
  EXPECT_EQ(num_outputs, 10);

  NodeDef bad = node_def;
  bad.clear_attr();
  const Status no_n = errors::NotFound("No attr named 'N' in NodeDef:\n\t [[{{node nr}}]]");
  EXPECT_EQ(NameRangesForNode(bad, op_def, &inputs, &outputs), no_n);
  EXPECT_EQ(NumOutputsForNode(bad, op_def, &num_outputs), no_n);
}

}  // namespace
}  // namespace tensorflow
