#include "tensorflow_lite_core/framework/attr_value_util.h"

#include <cstring>
#include <numeric>
#include <string>
#include <utility>
#include <vector>

#include "google/protobuf/text_format.h"
#include "gtest/gtest.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {
namespace {

// ---------------------------------------------------------------------------------------------
// Helpers.

template <typename T>
AttrValue V(const T& value) {
  AttrValue result;
  SetAttrValue(value, &result);
  return result;
}

template <typename T>
AttrValue V(std::initializer_list<T> value) {
  AttrValue result;
  SetAttrValue(value, &result);
  return result;
}

AttrValue P(const std::string& placeholder) {
  AttrValue result;
  result.set_placeholder(placeholder);
  return result;
}

AttrValue F(const std::string& name, const std::vector<std::pair<std::string, AttrValue>>& attrs) {
  AttrValue result;
  result.mutable_func()->set_name(name);
  for (const auto& [key, value] : attrs) (*result.mutable_func()->mutable_attr())[key] = value;
  return result;
}

AttrValue Fs(const std::vector<std::pair<std::string, std::vector<std::pair<std::string, AttrValue>>>>&
                 funcs) {
  AttrValue result;
  result.mutable_list();
  for (const auto& [name, attrs] : funcs) {
    *result.mutable_list()->add_func() = F(name, attrs).func();
  }
  return result;
}

template <typename Message>
Message FromText(const std::string& text) {
  Message message;
  EXPECT_TRUE(google::protobuf::TextFormat::ParseFromString(text, &message)) << text;
  return message;
}

// Compares through the text form, which shows the field that is set and every value.
void ExpectAttrEquals(const AttrValue& actual, const std::string& expected_text) {
  EXPECT_EQ(actual.DebugString(), FromText<AttrValue>(expected_text).DebugString());
}

void ExpectParse(const std::string& type, const std::string& text,
                 const std::string& expected_text) {
  SCOPED_TRACE(strings::StrCat("ParseAttrValue('", type, "', '", text, "')"));
  AttrValue parsed;
  Status status = ParseAttrValue(type, text, &parsed);
  ASSERT_TRUE(status.ok()) << status;
  ExpectAttrEquals(parsed, expected_text);
}

void ExpectParseFailure(const std::string& type, const std::string& text,
                        const std::string& expected_error) {
  SCOPED_TRACE(strings::StrCat("ParseAttrValue('", type, "', '", text, "')"));
  AttrValue out = V(42);
  testing::internal::CaptureStderr();
  Status status = ParseAttrValue(type, text, &out);
  const std::string logged = testing::internal::GetCapturedStderr();
  EXPECT_TRUE(errors::IsInvalidArgument(status)) << status;
  const std::string expected_prefix =
      strings::StrCat("Could not parse '", text, "' as an attr of type '", type, "': ");
  EXPECT_EQ(status.message().substr(0, expected_prefix.size()), expected_prefix) << status;
  EXPECT_NE(status.message().find(expected_error), std::string::npos)
      << status << "\nexpected to contain: " << expected_error;
  EXPECT_EQ(logged, "") << "parsing logged to stderr";
  ExpectAttrEquals(out, "i: 42");  // untouched on failure
}

void ExpectHasType(const AttrValue& value, const std::string& type) {
  Status status = AttrValueHasType(value, type);
  EXPECT_TRUE(status.ok()) << value.ShortDebugString() << " as " << type << ": " << status;
}

void ExpectHasTypeFailure(const AttrValue& value, const std::string& type,
                          const std::string& expected_message) {
  Status status = AttrValueHasType(value, type);
  EXPECT_TRUE(errors::IsInvalidArgument(status)) << value.ShortDebugString() << " as " << type;
  EXPECT_EQ(status.message(), expected_message) << value.ShortDebugString() << " as " << type;
}

void ExpectSummary(const AttrValue& value, const std::string& expected) {
  EXPECT_EQ(SummarizeAttrValue(value), expected) << value.ShortDebugString();
}

void ExpectTensorSummary(const std::string& tensor_text, const std::string& expected) {
  AttrValue value;
  *value.mutable_tensor() = FromText<TensorProto>(tensor_text);
  ExpectSummary(value, expected);
}

// ---------------------------------------------------------------------------------------------
// ParseAttrValue.

struct ParseCase {
  const char* type;
  const char* text;
  const char* expected;  // AttrValue in text form
};

TEST(ParseAttrValueTest, ScalarGoldens) {
  const ParseCase cases[] = {
      {"string", "'foo'", "s: 'foo'"},
      {"string", "\"foo\"", "s: 'foo'"},
      {"string", "''", "s: ''"},
      {"string", R"('a\'b\n\\')", R"(s: "a'b\n\\")"},
      {"string", R"('\x41\101\t')", R"(s: "AA\t")"},
      {"string", "  'padded'  ", "s: 'padded'"},
      {"string", "'con' \"cat\"", "s: 'concat'"},
      {"int", "0", "i: 0"},
      {"int", "-3", "i: -3"},
      {"int", "0x10", "i: 16"},
      {"int", "9223372036854775807", "i: 9223372036854775807"},
      {"int", "-9223372036854775808", "i: -9223372036854775808"},
      {"float", "1.0", "f: 1"},
      {"float", "-2.5", "f: -2.5"},
      {"float", "1e-3", "f: 0.001"},
      {"float", "3", "f: 3"},
      {"float", "inf", "f: inf"},
      {"float", "-inf", "f: -inf"},
      {"float", "nan", "f: nan"},
      {"bool", "true", "b: true"},
      {"bool", "false", "b: false"},
      {"type", "DT_INT32", "type: DT_INT32"},
      {"type", "DT_STRING", "type: DT_STRING"},
      {"type", "DT_FLOAT_REF", "type: DT_FLOAT_REF"},  // parses; AttrValueHasType rejects it
      {"type", "3", "type: DT_INT32"},
      {"shape", "{ dim { size: 1 } dim { size: 2 } }", "shape { dim { size: 1 } dim { size: 2 } }"},
      {"shape", "{ unknown_rank: true }", "shape { unknown_rank: true }"},
      {"shape", "{}", "shape {}"},
      {"shape", "{ dim { size: -1 name: 'batch' } }", "shape { dim { size: -1 name: 'batch' } }"},
      {"shape", "< dim < size: 3 > >", "shape { dim { size: 3 } }"},
      {"tensor", "{ dtype: DT_INT32 int_val: 5 }", "tensor { dtype: DT_INT32 int_val: 5 }"},
      {"tensor", "{ dtype: DT_FLOAT tensor_shape { dim { size: 2 } } float_val: [1, 2] }",
       "tensor { dtype: DT_FLOAT tensor_shape { dim { size: 2 } } float_val: 1 float_val: 2 }"},
      {"func", "{ name: 'f' }", "func { name: 'f' }"},
      {"func", "{ name: 'f' attr { key: 'T' value { type: DT_FLOAT } } }",
       "func { name: 'f' attr { key: 'T' value { type: DT_FLOAT } } }"},
  };
  for (const ParseCase& c : cases) ExpectParse(c.type, c.text, c.expected);
}

TEST(ParseAttrValueTest, ListGoldens) {
  const ParseCase cases[] = {
      {"list(string)", "[]", "list {}"},
      {"list(string)", "[ ]", "list {}"},
      {"list(string)", " [\n] ", "list {}"},
      {"list(string)", "['a', \"b\"]", "list { s: 'a' s: 'b' }"},
      {"list(string)", " [ 'x' ] ", "list { s: 'x' }"},
      {"list(int)", "[]", "list {}"},
      {"list(int)", "[2, 3, 5, 7]", "list { i: [2, 3, 5, 7] }"},
      {"list(int)", "[-1]", "list { i: -1 }"},
      {"list(float)", "[1.5, -2, 1e10]", "list { f: [1.5, -2, 1e10] }"},
      {"list(float)", "[]", "list {}"},
      {"list(bool)", "[true, false]", "list { b: [true, false] }"},
      {"list(type)", "[DT_INT32, DT_FLOAT]", "list { type: [DT_INT32, DT_FLOAT] }"},
      {"list(type)", "[]", "list {}"},
      {"list(shape)", "[{ dim { size: 1 } }, { unknown_rank: true }]",
       "list { shape { dim { size: 1 } } shape { unknown_rank: true } }"},
      {"list(shape)", "[]", "list {}"},
      {"list(tensor)", "[{ dtype: DT_INT32 int_val: 1 }]",
       "list { tensor { dtype: DT_INT32 int_val: 1 } }"},
      {"list(func)", "[{ name: 'f' }, { name: 'g' }]",
       "list { func { name: 'f' } func { name: 'g' } }"},
  };
  for (const ParseCase& c : cases) ExpectParse(c.type, c.text, c.expected);
}

TEST(ParseAttrValueTest, MalformedText) {
  const ParseCase cases[] = {
      // Not an attr type at all.
      {"foo", "1", "'foo' is not an attr type"},
      {"", "1", "'' is not an attr type"},
      {"intfoo", "1", "'intfoo' is not an attr type"},
      {"list(int", "[]", "'list(int' is not an attr type"},
      {"list(list(int))", "[]", "'list(list(int))' is not an attr type"},
      {"placeholder", "'T'", "'placeholder' is not an attr type"},
      // Empty values.
      {"int", "", "the value is empty"},
      {"string", "   ", "the value is empty"},
      {"list(int)", "", "the value is empty"},
      // Wrong kind of value, bad syntax, trailing garbage.
      {"int", "1.5", "Expected integer"},
      {"int", "'5'", "Expected integer"},
      {"int", "true", "Expected integer"},
      {"int", "9223372036854775808", "out of range"},
      {"int", "5 6", "Expected identifier, got: 6"},
      {"int", "5;", "unexpected ';' after the value"},
      {"int", "5,", "unexpected ',' after the value"},
      {"int", "5 s: 'x'", "Field \"s\" is specified along with field \"i\""},  // a second field
      {"int", "5 placeholder: 'T'", "Field \"placeholder\" is specified along with field \"i\""},
      {"int", "[1]", "Expected integer, got: ["},
      {"float", "abc", "Expected double, got: abc"},
      {"float", "1.0.0", "Already saw decimal point or exponent"},
      {"float", "'1.0'", "Expected double, got: '1.0'"},
      {"bool", "yes", "Invalid value for boolean field \"b\". Value: \"yes\""},
      {"string", "foo", "Expected string, got: foo"},
      {"string", "'unterminated", "Unexpected end of string"},
      {"string", "'a' 5", "Expected identifier, got: 5"},
      {"type", "DT_FOO", "DT_FOO"},
      {"type", "int32", "int32"},  // specs write the enum name
      {"type", "1000", "unknown DataType enum 1000"},
      // Unchecked message: the parser says only "Expected identifier, got: " (the text ended),
      // not that a "}" is missing.
      {"shape", "{ dim { size: 1 }", ""},
      {"shape", "{ dim { sise: 1 } }", "sise"},
      {"shape", "{ } garbage", "no field named \"garbage\""},
      {"shape", "[1, 2]", "Expected \"{\", found \"[\""},
      {"shape", "1", "Expected \"{\", found \"1\""},
      {"tensor", "{ dtype: DT_INT32 int_val: 'x' }", "Expected integer, got: 'x'"},
      {"func", "'f'", "Expected \"{\", found \"'f'\""},
      // String fields must be UTF-8 to survive serialization (found by fuzzing).
      {"func", "{ name: '\x96' }", "'func.name' is not valid UTF-8"},
      {"list(shape)", "[{ dim { size: 1 name: '\xc3' } }]",
       "'list.shape[0].dim[0].name' is not valid UTF-8"},
      // Lists.
      {"list(int)", "1", "a list must be written as [] or [value, ...]"},
      {"list(int)", "[1, 2", "a list must be written as [] or [value, ...]"},
      {"list(int)", "1, 2]", "a list must be written as [] or [value, ...]"},
      {"list(int)", "[1, 2,]", "Expected integer, got: ]"},
      {"list(int)", "[1 2]", "Expected \",\", found \"2\""},
      {"list(int)", "[[1]]", "Expected integer, got: ["},
      {"list(int)", "[1.5]", "Expected integer, got: 1.5"},
      {"list(int)", "[1] s: ['a']", "it holds values of type 'string'"},
      // Cannot escape the list: the text after "}" is refused as a second field.
      {"list(int)", "[1] } s: 'a' list { i: [2]",
       "Field \"s\" is specified along with field \"list\""},
      {"list(string)", "['a', 1]", "Expected string, got: 1"},
      {"list(type)", "[DT_INT32, int32]", "Unknown enumeration value of \"int32\""},
      {"list(type)", "[DT_INT32, 1000]", "unknown DataType enum 1000"},
      {"list(shape)", "[{ dim { size: 1 } }", "a list must be written as [] or [value, ...]"},
  };
  for (const ParseCase& c : cases) ExpectParseFailure(c.type, c.text, c.expected);
}

TEST(ParseAttrValueTest, FullErrorMessage) {
  AttrValue out;
  Status status = ParseAttrValue("list(int)", "1", &out);
  EXPECT_EQ(status.ToString(),
            "INVALID_ARGUMENT: Could not parse '1' as an attr of type 'list(int)': a list must be "
            "written as [] or [value, ...]");
  status = ParseAttrValue("int", "1.5", &out);
  EXPECT_EQ(status.message().rfind("Could not parse '1.5' as an attr of type 'int': ", 0), 0u)
      << status;
}

// Tensors can nest (variant values hold tensors); deep nesting is an error, not a stack overflow.
TEST(ParseAttrValueTest, DeeplyNestedTensorIsAnError) {
  const auto nested = [](int depth) {
    std::string text = "{ dtype: DT_VARIANT ";
    for (int i = 0; i < depth; ++i) text += "variant_val { tensors { ";
    for (int i = 0; i < depth; ++i) text += "} } ";
    return text + "}";
  };
  AttrValue out;
  Status status = ParseAttrValue("tensor", nested(10), &out);
  EXPECT_TRUE(status.ok()) << status;
  ExpectParseFailure("tensor", nested(1000), "Message is too deep");
}

TEST(ParseAttrValueTest, SpellingsOfOneValueAreEqual) {
  AttrValue single_quoted, double_quoted, set;
  ASSERT_TRUE(ParseAttrValue("string", "'foo'", &single_quoted).ok());
  ASSERT_TRUE(ParseAttrValue("string", "\"foo\"", &double_quoted).ok());
  SetAttrValue("foo", &set);
  EXPECT_TRUE(AreAttrValuesEqual(single_quoted, double_quoted));
  EXPECT_TRUE(AreAttrValuesEqual(single_quoted, set));
}

// The fast path takes only values whose result it can promise: exactly what the text-format
// parser makes of "<field>: <text>", or nothing (and `out` untouched) so the full parser decides.
TEST(ParseAttrValueTest, SimpleFastPathEqualsTheTextFormatParser) {
  struct Case {
    const char* type;
    const char* field;
    std::string text;
  };
  const std::vector<Case> cases = {
      {"bool", "b", "true"},       {"bool", "b", " false "},     {"bool", "b", "True"},
      {"bool", "b", "1"},          {"int", "i", "0"},            {"int", "i", "-1"},
      {"int", "i", "-0"},          {"int", "i", "007"},          {"int", "i", "0x10"},
      {"int", "i", "999999999999999999"},                        {"int", "i", "9223372036854775807"},
      {"int", "i", "--1"},         {"int", "i", "1 2"},          {"type", "type", "DT_FLOAT"},
      {"type", "type", "DT_INVALID"},                            {"type", "type", "DT_FLOAT_REF"},
      {"type", "type", "DT_BANANA"},                             {"type", "type", "dt_float"},
      {"string", "s", "'SAME'"},   {"string", "s", "\"VALID\""}, {"string", "s", "''"},
      {"string", "s", "'it\\'s'"},  {"string", "s", "'\\n'"},     {"string", "s", "'\xc3\xa9'"},
      {"string", "s", "'\xff'"},   {"string", "s", "'a\"'"},      {"string", "s", "'open"},
      {"float", "f", "1.5"},       {"shape", "shape", "{ dim { size: 1 } }"},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(std::string(c.type) + " " + c.text);
    AttrValue fast;
    fast.set_placeholder("untouched");
    if (!internal::ParseSimpleAttrValue(c.type, c.text, &fast)) {
      EXPECT_EQ(fast.placeholder(), "untouched");
      continue;
    }
    AttrValue full;
    ASSERT_TRUE(google::protobuf::TextFormat::ParseFromString(
        std::string(c.field) + ": " + c.text, &full));
    EXPECT_EQ(fast.SerializeAsString(), full.SerializeAsString());
    AttrValue through_parse_attr_value;
    ASSERT_TRUE(ParseAttrValue(c.type, c.text, &through_parse_attr_value).ok());
    EXPECT_TRUE(AreAttrValuesEqual(fast, through_parse_attr_value));
  }
  // The fast path covers the common spellings (the reason it exists).
  AttrValue out;
  EXPECT_TRUE(internal::ParseSimpleAttrValue("type", "DT_INT32", &out));
  EXPECT_TRUE(internal::ParseSimpleAttrValue("int", "-1", &out));
  EXPECT_TRUE(internal::ParseSimpleAttrValue("bool", "false", &out));
  EXPECT_TRUE(internal::ParseSimpleAttrValue("string", "'SAME'", &out));
  // Bytes outside printable ASCII are the full parser's to judge (`s` holds bytes: it takes them).
  EXPECT_FALSE(internal::ParseSimpleAttrValue("string", "'\xff'", &out));
  ASSERT_TRUE(ParseAttrValue("string", "'\xff'", &out).ok());
  EXPECT_EQ(out.s(), "\xff");
}

// ---------------------------------------------------------------------------------------------
// IsValidAttrType.

TEST(IsValidAttrTypeTest, AcceptsSpecTypes) {
  for (const char* type : {"string", "int", "float", "bool", "type", "shape", "tensor", "func",
                           "list(string)", "list(int)", "list(float)", "list(bool)", "list(type)",
                           "list(shape)", "list(tensor)", "list(func)"}) {
    EXPECT_TRUE(IsValidAttrType(type)) << type;
  }
}

TEST(IsValidAttrTypeTest, RejectsOthers) {
  for (const char* type : {"", "foo", "Int", "int ", " int", "list", "list()", "list(int",
                           "list(list(int))", "list(foo)", "placeholder", "list(placeholder)",
                           "int32", "numbertype", "{int32, float}"}) {
    EXPECT_FALSE(IsValidAttrType(type)) << "'" << type << "'";
  }
}

// ---------------------------------------------------------------------------------------------
// AttrValueHasType.

TEST(AttrValueHasTypeTest, MatchingValues) {
  ExpectHasType(V("s"), "string");
  ExpectHasType(V(123), "int");
  ExpectHasType(V(1.2), "float");
  ExpectHasType(V(true), "bool");
  ExpectHasType(V(DT_FLOAT), "type");
  ExpectHasType(V(TensorShapeProto()), "shape");
  ExpectHasType(V(TensorProto()), "tensor");
  ExpectHasType(F("f", {}), "func");
  ExpectHasType(V({"a", "b"}), "list(string)");
  ExpectHasType(V({1, 2}), "list(int)");
  ExpectHasType(V({1.5f}), "list(float)");
  ExpectHasType(V({true}), "list(bool)");
  ExpectHasType(V({DT_INT32, DT_FLOAT}), "list(type)");
  ExpectHasType(V({TensorShapeProto()}), "list(shape)");
  ExpectHasType(V({TensorProto()}), "list(tensor)");
  ExpectHasType(Fs({{"f", {}}, {"g", {}}}), "list(func)");
}

TEST(AttrValueHasTypeTest, EmptyListMatchesEveryListType) {
  const AttrValue empty_list = V(std::vector<int32>());
  const AttrValue nothing_set;  // how GraphDefs of version <= 4 wrote empty lists
  for (const char* type : {"list(string)", "list(int)", "list(float)", "list(bool)", "list(type)",
                           "list(shape)", "list(tensor)", "list(func)"}) {
    ExpectHasType(empty_list, type);
    ExpectHasType(nothing_set, type);
  }
  ExpectHasTypeFailure(empty_list, "int", "AttrValue missing value with expected type 'int'");
  ExpectHasTypeFailure(nothing_set, "int", "AttrValue missing value with expected type 'int'");
  ExpectHasTypeFailure(nothing_set, "type", "AttrValue missing value with expected type 'type'");
}

TEST(AttrValueHasTypeTest, MismatchedValues) {
  ExpectHasTypeFailure(V(123), "func", "AttrValue had value with type 'int' when 'func' expected");
  ExpectHasTypeFailure(V(1.2), "int", "AttrValue had value with type 'float' when 'int' expected");
  ExpectHasTypeFailure(V(DT_FLOAT), "shape",
                       "AttrValue had value with type 'type' when 'shape' expected");
  ExpectHasTypeFailure(F("f", {}), "string",
                       "AttrValue had value with type 'func' when 'string' expected");
  ExpectHasTypeFailure(V(123), "list(int)",
                       "AttrValue had value with type 'int' when 'list(int)' expected");
  ExpectHasTypeFailure(V({1, 2}), "int",
                       "AttrValue had value with type 'list(int)' when 'int' expected");
  ExpectHasTypeFailure(V({1, 2}), "list(float)",
                       "AttrValue had value with type 'list(int)' when 'list(float)' expected");
  AttrValue mixed = V({1, 2});
  mixed.mutable_list()->add_s("a");
  ExpectHasTypeFailure(mixed, "list(int)",
                       "AttrValue had value with type 'list(string)' when 'list(int)' expected");
  ExpectHasTypeFailure(P("T"), "float", "AttrValue had value with unexpected type 'placeholder'");
}

TEST(AttrValueHasTypeTest, BadDataTypes) {
  ExpectHasTypeFailure(V(static_cast<DataType>(1000)), "type",
                       "AttrValue has invalid DataType enum: 1000");
  ExpectHasTypeFailure(V(DT_FLOAT_REF), "type",
                       "AttrValue must not have reference type value of float_ref");
  ExpectHasTypeFailure(V(DT_INVALID), "type", "AttrValue has invalid DataType");
  ExpectHasTypeFailure(V({static_cast<DataType>(1000)}), "list(type)",
                       "AttrValue has invalid DataType enum: 1000");
  ExpectHasTypeFailure(V({DT_INT32, DT_INT32_REF}), "list(type)",
                       "AttrValue must not have reference type value of int32_ref");
  ExpectHasTypeFailure(V({DT_INVALID}), "list(type)", "AttrValue contains invalid DataType");
}

// ---------------------------------------------------------------------------------------------
// SetAttrValue: every overload, with the attr type it produces.

void ExpectSet(const AttrValue& value, const std::string& expected_text,
               const std::string& attr_type) {
  ExpectAttrEquals(value, expected_text);
  ExpectHasType(value, attr_type);
}

TEST(SetAttrValueTest, Scalars) {
  const std::string str = "abc";
  ExpectSet(V(str), "s: 'abc'", "string");
  ExpectSet(V(std::string_view("abcdef").substr(0, 2)), "s: 'ab'", "string");
  ExpectSet(V("lit"), "s: 'lit'", "string");
  const char* pointer = "ptr";
  ExpectSet(V(pointer), "s: 'ptr'", "string");
  ExpectSet(V(std::string("with\0nul", 8)), R"(s: "with\000nul")", "string");
  ExpectSet(V(int64{1} << 40), "i: 1099511627776", "int");
  ExpectSet(V(int32{-7}), "i: -7", "int");
  ExpectSet(V(1.5f), "f: 1.5", "float");
  ExpectSet(V(0.25), "f: 0.25", "float");
  ExpectSet(V(true), "b: true", "bool");
  ExpectSet(V(false), "b: false", "bool");
  ExpectSet(V(DT_HALF), "type: DT_HALF", "type");
  ExpectSet(V(FromText<TensorShapeProto>("dim { size: 2 }")), "shape { dim { size: 2 } }",
            "shape");
  ExpectSet(V(FromText<TensorProto>("dtype: DT_INT32 int_val: 1")),
            "tensor { dtype: DT_INT32 int_val: 1 }", "tensor");
  ExpectSet(V(FromText<NameAttrList>("name: 'f'")), "func { name: 'f' }", "func");
  ExpectSet(V(V(5)), "i: 5", "int");
}

TEST(SetAttrValueTest, Vectors) {
  ExpectSet(V(std::vector<std::string>{"a", "b"}), "list { s: ['a', 'b'] }", "list(string)");
  ExpectSet(V(std::vector<std::string_view>{"c"}), "list { s: 'c' }", "list(string)");
  ExpectSet(V(std::vector<const char*>{"d", "e"}), "list { s: ['d', 'e'] }", "list(string)");
  ExpectSet(V(std::vector<int64>{int64{1} << 40, -1}), "list { i: [1099511627776, -1] }",
            "list(int)");
  ExpectSet(V(std::vector<int32>{1, 2}), "list { i: [1, 2] }", "list(int)");
  ExpectSet(V(std::vector<float>{0.5f}), "list { f: 0.5 }", "list(float)");
  ExpectSet(V(std::vector<bool>{true, false}), "list { b: [true, false] }", "list(bool)");
  ExpectSet(V(std::vector<DataType>{DT_INT32}), "list { type: DT_INT32 }", "list(type)");
  ExpectSet(V(std::vector<TensorShapeProto>{FromText<TensorShapeProto>("unknown_rank: true")}),
            "list { shape { unknown_rank: true } }", "list(shape)");
  ExpectSet(V(std::vector<TensorProto>{FromText<TensorProto>("dtype: DT_BOOL")}),
            "list { tensor { dtype: DT_BOOL } }", "list(tensor)");
  ExpectSet(V(std::vector<NameAttrList>{FromText<NameAttrList>("name: 'g'")}),
            "list { func { name: 'g' } }", "list(func)");
  ExpectSet(V(std::vector<int32>()), "list {}", "list(int)");
  ExpectSet(V(std::vector<std::string>()), "list {}", "list(string)");
}

TEST(SetAttrValueTest, InitializerLists) {
  AttrValue value;
  SetAttrValue({std::string("a"), std::string("b")}, &value);
  ExpectSet(value, "list { s: ['a', 'b'] }", "list(string)");
  SetAttrValue({"c", "d"}, &value);
  ExpectSet(value, "list { s: ['c', 'd'] }", "list(string)");
  SetAttrValue({int64{1} << 40}, &value);
  ExpectSet(value, "list { i: 1099511627776 }", "list(int)");
  SetAttrValue({2, 3, 5, 7}, &value);
  ExpectSet(value, "list { i: [2, 3, 5, 7] }", "list(int)");
  SetAttrValue({1.5f, 2.0f}, &value);
  ExpectSet(value, "list { f: [1.5, 2] }", "list(float)");
  SetAttrValue({true, false}, &value);
  ExpectSet(value, "list { b: [true, false] }", "list(bool)");
  SetAttrValue({DT_INT32, DT_FLOAT}, &value);
  ExpectSet(value, "list { type: [DT_INT32, DT_FLOAT] }", "list(type)");
  SetAttrValue({FromText<TensorShapeProto>("dim { size: 1 }")}, &value);
  ExpectSet(value, "list { shape { dim { size: 1 } } }", "list(shape)");
  SetAttrValue({FromText<TensorProto>("dtype: DT_FLOAT")}, &value);
  ExpectSet(value, "list { tensor { dtype: DT_FLOAT } }", "list(tensor)");
  SetAttrValue({FromText<NameAttrList>("name: 'h'")}, &value);
  ExpectSet(value, "list { func { name: 'h' } }", "list(func)");
}

TEST(SetAttrValueTest, ReplacesThePreviousValue) {
  AttrValue value;
  SetAttrValue({1, 2}, &value);
  SetAttrValue({"a"}, &value);  // a list of another kind: the old elements go
  ExpectAttrEquals(value, "list { s: 'a' }");
  SetAttrValue(5, &value);
  ExpectAttrEquals(value, "i: 5");
  SetAttrValue(std::vector<float>(), &value);
  ExpectAttrEquals(value, "list {}");
}

TEST(SetAttrValueTest, MoveAttrValue) {
  std::vector<std::string> strings = {"x", std::string(100, 'y')};
  AttrValue value = V(3);
  MoveAttrValue(std::move(strings), &value);
  ExpectAttrEquals(value, strings::StrCat("list { s: ['x', '", std::string(100, 'y'), "'] }"));
}

// ---------------------------------------------------------------------------------------------
// SummarizeAttrValue.

TEST(SummarizeAttrValueTest, Scalars) {
  ExpectSummary(V("foo"), "\"foo\"");
  ExpectSummary(V(std::string("a\"b'\\\n\t\r\x01\x7f\xff", 11)),
                R"("a\"b\'\\\n\t\r\001\177\377")");
  ExpectSummary(V(5), "5");
  ExpectSummary(V(int64{-9223372036854775807 - 1}), "-9223372036854775808");
  ExpectSummary(V(1.5f), "1.5");
  ExpectSummary(V(1.2), "1.2");
  ExpectSummary(V(0.1f), "0.1");
  ExpectSummary(V(1e20f), "1e+20");
  ExpectSummary(V(true), "true");
  ExpectSummary(V(false), "false");
  ExpectSummary(V(DT_INT32), "DT_INT32");
  ExpectSummary(V(DT_FLOAT_REF), "DT_FLOAT_REF");
  ExpectSummary(P("T"), "$T");
  ExpectSummary(AttrValue(), "<Unknown AttrValue type>");
}

TEST(SummarizeAttrValueTest, LongStringsAreElided) {
  ExpectSummary(V(std::string(40, '-')), strings::StrCat("\"", std::string(40, '-'), "\""));
  ExpectSummary(V(std::string(79, '-')), strings::StrCat("\"", std::string(79, '-'), "\""));
  ExpectSummary(V(std::string(80, '-')), "\"----------...----------\"");
  // The limit counts escaped characters: 39 newlines escape to 78.
  std::string escaped_newlines;
  for (int i = 0; i < 39; ++i) escaped_newlines += "\\n";
  ExpectSummary(V(std::string(39, '\n')), strings::StrCat("\"", escaped_newlines, "\""));
  ExpectSummary(V(std::string(40, '\n')), R"("\n\n\n\n\n...\n\n\n\n\n")");
}

TEST(SummarizeAttrValueTest, Shapes) {
  ExpectSummary(V(FromText<TensorShapeProto>("dim { size: 2 } dim { size: -1 } dim { size: 3 }")),
                "[2,?,3]");
  ExpectSummary(V(FromText<TensorShapeProto>("unknown_rank: true")), "<unknown>");
  ExpectSummary(V(TensorShapeProto()), "[]");
  ExpectSummary(V(FromText<TensorShapeProto>("dim { size: 1 } dim { size: 0 }")), "[1,0]");
}

TEST(SummarizeAttrValueTest, Tensors) {
  ExpectTensorSummary("dtype: DT_INT32 int_val: 5", "Tensor<type: int32 shape: [] values: 5>");
  ExpectTensorSummary("dtype: DT_FLOAT tensor_shape { dim { size: 4 } } float_val: [1, 2.5]",
                      "Tensor<type: float shape: [4] values: 1 2.5 2.5...>");
  ExpectTensorSummary("dtype: DT_DOUBLE tensor_shape { dim { size: 2 } } double_val: 0.1",
                      "Tensor<type: double shape: [2] values: 0.1 0.1>");
  ExpectTensorSummary(
      "dtype: DT_INT32 tensor_shape { dim { size: 2 } dim { size: 2 } } int_val: [3, 4, 5, 6]",
      "Tensor<type: int32 shape: [2,2] values: [3 4][5...]...>");
  ExpectTensorSummary(
      "dtype: DT_INT64 tensor_shape { dim { size: 1 } dim { size: 3 } } int64_val: [7, 8, 9]",
      "Tensor<type: int64 shape: [1,3] values: [7 8 9]>");
  ExpectTensorSummary("dtype: DT_BOOL tensor_shape { dim { size: 2 } } bool_val: [true, false]",
                      "Tensor<type: bool shape: [2] values: 1 0>");
  ExpectTensorSummary("dtype: DT_STRING tensor_shape { dim { size: 2 } } string_val: ['a', 'b\\n']",
                      "Tensor<type: string shape: [2] values: a b\\n>");
  ExpectTensorSummary("dtype: DT_INT32 tensor_shape { dim { size: 2 } }",
                      "Tensor<type: int32 shape: [2] values: 0 0>");
  ExpectTensorSummary("dtype: DT_INT32 tensor_shape { dim { size: 0 } }",
                      "Tensor<type: int32 shape: [0] values: >");
  ExpectTensorSummary("dtype: DT_UINT8 tensor_shape { dim { size: 3 } } int_val: [255, 0, 1]",
                      "Tensor<type: uint8 shape: [3] values: 255 0 1>");
  ExpectTensorSummary("dtype: DT_HALF half_val: 15360", "Tensor<type: half shape: [] values: 1>");
  ExpectTensorSummary("dtype: DT_BFLOAT16 half_val: 16320",
                      "Tensor<type: bfloat16 shape: [] values: 1.5>");
  ExpectTensorSummary("dtype: DT_COMPLEX64 tensor_shape { dim { size: 2 } }",
                      "Tensor<type: complex64 shape: [2] values: ? ?>");
}

TEST(SummarizeAttrValueTest, TensorContent) {
  TensorProto proto = FromText<TensorProto>("dtype: DT_INT32 tensor_shape { dim { size: 4 } }");
  const int32 values[] = {1, -2, 3, 4};
  proto.set_tensor_content(std::string(reinterpret_cast<const char*>(values), sizeof(values)));
  ExpectSummary(V(proto), "Tensor<type: int32 shape: [4] values: 1 -2 3...>");

  const int16 shorts[] = {-5, 6};
  proto = FromText<TensorProto>("dtype: DT_INT16 tensor_shape { dim { size: 2 } }");
  proto.set_tensor_content(std::string(reinterpret_cast<const char*>(shorts), sizeof(shorts)));
  ExpectSummary(V(proto), "Tensor<type: int16 shape: [2] values: -5 6>");
}

TEST(SummarizeAttrValueTest, TensorsThatCannotBeDecoded) {
  const auto short_text = [](const std::string& text) {
    return FromText<TensorProto>(text).ShortDebugString();
  };
  // Content of the wrong size, a DataType that does not exist, strings in tensor_content.
  for (const std::string text : {
           "dtype: DT_INT32 tensor_shape { dim { size: 2 } } tensor_content: 'abc'",
           "dtype: DT_INVALID int_val: 1",
           "dtype: DT_FLOAT_REF float_val: 1",
           "dtype: DT_STRING tensor_content: 'abc'",
       }) {
    ExpectTensorSummary(text, strings::StrCat("<Invalid TensorProto: ", short_text(text), ">"));
  }
  // Unknown or huge sizes are not decoded.
  for (const std::string text : {
           "dtype: DT_INT32 tensor_shape { dim { size: -1 } }",
           "dtype: DT_INT32 tensor_shape { unknown_rank: true }",
           "dtype: DT_INT32 tensor_shape { dim { size: 1024 } dim { size: 1024 } dim { size: 1024 }"
           " dim { size: 1024 } } int_val: 0",
           "dtype: DT_INT32 tensor_shape { dim { size: 9223372036854775807 } dim { size: 2 } }",
       }) {
    ExpectTensorSummary(text, strings::StrCat("<TensorProto: ", short_text(text), ">"));
  }
  // A string tensor of huge size has no byte size; only its first values are read.
  ExpectTensorSummary(
      "dtype: DT_STRING tensor_shape { dim { size: 1000000000 } dim { size: 1000000000 } } "
      "string_val: 'x'",
      "Tensor<type: string shape: [1000000000,1000000000] values: [x x x...]...>");
}

TEST(SummarizeAttrValueTest, Lists) {
  ExpectSummary(V({1, 2, 3}), "[1, 2, 3]");
  ExpectSummary(V({"a", "b"}), "[\"a\", \"b\"]");
  ExpectSummary(V({1.5f, 2.0f}), "[1.5, 2]");
  ExpectSummary(V({true, false}), "[true, false]");
  ExpectSummary(V({DT_INT32, DT_FLOAT}), "[DT_INT32, DT_FLOAT]");
  ExpectSummary(V({FromText<TensorShapeProto>("dim { size: 1 }"),
                   FromText<TensorShapeProto>("unknown_rank: true")}),
                "[[1], <unknown>]");
  ExpectSummary(V({FromText<TensorProto>("dtype: DT_INT32 int_val: 1")}),
                "[Tensor<type: int32 shape: [] values: 1>]");
  ExpectSummary(Fs({{"f", {{"T", V(DT_FLOAT)}}}, {"g", {}}}), "[f[T=DT_FLOAT], g[]]");
  ExpectSummary(V(std::vector<int32>()), "[]");
}

TEST(SummarizeAttrValueTest, LongListsAreElidedWithAHash) {
  const auto list_of = [](int size) {
    std::vector<int32> values(size);
    std::iota(values.begin(), values.end(), 0);
    return V(values);
  };
  ExpectSummary(list_of(10), "[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]");
  EXPECT_EQ(SummarizeAttrValue(list_of(29)).find("..."), std::string::npos);

  const std::string summary = SummarizeAttrValue(list_of(110));
  const std::string expected_start = "[0, 1, 2, 3, 4, ..., 105, 106, 107, 108, 109]{attr_hash=";
  ASSERT_EQ(summary.substr(0, expected_start.size()), expected_start);
  const std::string hash = summary.substr(expected_start.size());
  ASSERT_GE(hash.size(), 2u);
  EXPECT_EQ(hash.back(), '}');
  EXPECT_EQ(hash.find_first_not_of("0123456789"), hash.size() - 1) << hash;

  // The hash tells apart lists that differ only in the elided middle.
  AttrValue changed = list_of(110);
  changed.mutable_list()->set_i(50, -1);
  const std::string changed_summary = SummarizeAttrValue(changed);
  EXPECT_EQ(changed_summary.substr(0, expected_start.size()), expected_start);
  EXPECT_NE(changed_summary, summary);
  EXPECT_EQ(SummarizeAttrValue(list_of(110)), summary);  // and is stable

  const std::string thirty = "[0, 1, 2, 3, 4, ..., 25, 26, 27, 28, 29]{attr_hash=";
  EXPECT_EQ(SummarizeAttrValue(list_of(30)).substr(0, thirty.size()), thirty);
}

TEST(SummarizeAttrValueTest, Funcs) {
  ExpectSummary(F("MatMul", {{"transpose_b", V(true)},
                             {"dtype", P("T")},
                             {"use_cublas", V(true)},
                             {"transpose_a", V(false)}}),
                "MatMul[dtype=$T, transpose_a=false, transpose_b=true, use_cublas=true]");
  ExpectSummary(F("f", {}), "f[]");
  ExpectSummary(F("g", {{"shape", V(FromText<TensorShapeProto>("dim { size: -1 }"))}}),
                "g[shape=[?]]");
}

// ---------------------------------------------------------------------------------------------
// AreAttrValuesEqual and AttrValueHash.

void ExpectSame(const AttrValue& a, const AttrValue& b) {
  EXPECT_TRUE(AreAttrValuesEqual(a, b)) << a.ShortDebugString() << " vs " << b.ShortDebugString();
  EXPECT_TRUE(AreAttrValuesEqual(b, a));
  EXPECT_EQ(AttrValueHash(a), AttrValueHash(b));
}

void ExpectDifferent(const AttrValue& a, const AttrValue& b) {
  EXPECT_FALSE(AreAttrValuesEqual(a, b)) << a.ShortDebugString() << " vs " << b.ShortDebugString();
  EXPECT_FALSE(AreAttrValuesEqual(b, a));
  EXPECT_NE(AttrValueHash(a), AttrValueHash(b));
}

TEST(AttrValueEqualityTest, ScalarsAndLists) {
  ExpectSame(V(5), V(int64{5}));
  ExpectSame(V(1.5), V(1.5f));
  ExpectSame(V("a"), V(std::string("a")));
  ExpectSame(V({1, 2}), V(std::vector<int64>{1, 2}));
  ExpectSame(AttrValue(), AttrValue());
  ExpectDifferent(V(5), V(6));
  ExpectDifferent(V(0), AttrValue());  // a zero is still a value
  ExpectDifferent(V(1), V(1.0f));
  ExpectDifferent(V(1), V(true));
  ExpectDifferent(V(false), V(0));
  ExpectDifferent(V(std::vector<int32>()), AttrValue());
  ExpectDifferent(V({1, 2}), V({2, 1}));
  ExpectDifferent(V({1}), V(1));
  ExpectDifferent(V(DT_INT32), V(DT_INT64));
  ExpectDifferent(V("a"), P("a"));
}

TEST(AttrValueEqualityTest, StringAndFuncTensors) {
  const AttrValue a = FromText<AttrValue>(R"(
      tensor {
        dtype: DT_STRING
        tensor_shape { dim { size: 2 } }
        string_val: 'reader_dataset_ops_test/tmphtXHks/text_line.0.txt'
        string_val: 'reader_dataset_ops_test/tmphtXHks/text_line.1.txt'
      })");
  ExpectSame(a, a);
  AttrValue b = a;
  (*b.mutable_tensor()->mutable_string_val(0))[3] = '1';
  ExpectDifferent(a, b);

  const AttrValue c1 = F("func_name", {{"attr1", a}, {"attr2", b}});
  ExpectSame(c1, c1);
  ExpectDifferent(c1, a);
  AttrValue c2 = c1;
  c2.mutable_func()->set_name("func_name2");
  ExpectDifferent(c1, c2);
  c2 = c1;
  (*c2.mutable_func()->mutable_attr())["attr3"] = b;
  ExpectDifferent(c1, c2);
  c2 = c1;
  (*c2.mutable_func()->mutable_attr())["attr2"] = a;
  ExpectDifferent(c1, c2);
  c2 = c1;
  c2.mutable_func()->mutable_attr()->erase("attr2");
  ExpectDifferent(c1, c2);
}

TEST(AttrValueEqualityTest, FuncAttrOrderDoesNotMatter) {
  std::vector<std::pair<std::string, AttrValue>> attrs;
  for (int i = 0; i < 50; ++i) attrs.emplace_back(strings::StrCat("attr", i), V(i));
  const AttrValue forward = F("f", attrs);
  std::reverse(attrs.begin(), attrs.end());
  ExpectSame(forward, F("f", attrs));
}

// A 1024 x 1024 x 1024 x `last_dim` tensor of `value`s: 2**40 elements for 1024, so comparing or
// hashing it element by element would exhaust memory.
AttrValue GiantTensor(int last_dim, int value) {
  return FromText<AttrValue>(strings::StrCat(
      "tensor { dtype: DT_INT32 tensor_shape { dim { size: 1024 } dim { size: 1024 } "
      "dim { size: 1024 } dim { size: ", last_dim, " } } int_val: ", value, " }"));
}

TEST(AttrValueEqualityTest, GiantTensorIsNotExpanded) {
  // Two distinct objects, so no shortcut on identity.
  ExpectSame(GiantTensor(1024, 0), GiantTensor(1024, 0));
  ExpectDifferent(GiantTensor(1024, 0), GiantTensor(1024, 1));
  ExpectDifferent(GiantTensor(1024, 0), GiantTensor(1023, 0));
}

TEST(AttrValueEqualityTest, ParsedValuesMatchSetValues) {
  const std::pair<std::pair<const char*, const char*>, AttrValue> cases[] = {
      {{"list(int)", "[2, 3, 5, 7]"}, V({2, 3, 5, 7})},
      {{"list(type)", "[DT_INT32]"}, V({DT_INT32})},
      {{"float", "0.5"}, V(0.5f)},
      {{"list(string)", "[]"}, V(std::vector<std::string>())},
  };
  for (const auto& [spec, expected] : cases) {
    AttrValue parsed;
    ASSERT_TRUE(ParseAttrValue(spec.first, spec.second, &parsed).ok()) << spec.second;
    ExpectSame(parsed, expected);
  }
}

// ---------------------------------------------------------------------------------------------
// Placeholders.

SubstituteFunc ReplaceTWith(const AttrValue& replacement) {
  return [replacement](const std::string& placeholder, AttrValue* target) {
    if (placeholder != "T") return false;
    *target = replacement;
    return true;
  };
}

TEST(PlaceholderTest, SubstituteInFunc) {
  AttrValue v = F("MatMul", {{"dtype", P("T")}, {"transpose_a", V(false)}});
  EXPECT_TRUE(HasPlaceHolder(v));
  EXPECT_TRUE(SubstitutePlaceholders(ReplaceTWith(V(DT_FLOAT)), &v));
  EXPECT_FALSE(HasPlaceHolder(v));
  ExpectSummary(v, "MatMul[dtype=DT_FLOAT, transpose_a=false]");
}

TEST(PlaceholderTest, SubstituteDeep) {
  AttrValue v = Fs({{"f", {{"T", P("T")}}}, {"g", {{"T", P("T")}}}});
  EXPECT_TRUE(HasPlaceHolder(v));
  for (int i = 0; i < 3; ++i) {
    v = F("f", {{"T", P("T")}, {"F", v}});
    EXPECT_TRUE(HasPlaceHolder(v));
  }
  ExpectSummary(v, "f[F=f[F=f[F=[f[T=$T], g[T=$T]], T=$T], T=$T], T=$T]");
  EXPECT_TRUE(SubstitutePlaceholders(ReplaceTWith(F("x", {})), &v));
  EXPECT_FALSE(HasPlaceHolder(v));
  ExpectSummary(v, "f[F=f[F=f[F=[f[T=x[]], g[T=x[]]], T=x[]], T=x[]], T=x[]]");
}

TEST(PlaceholderTest, UnknownPlaceholderFails) {
  AttrValue v = F("f", {{"a", P("U")}});
  EXPECT_FALSE(SubstitutePlaceholders(ReplaceTWith(V(1)), &v));
  EXPECT_FALSE(HasPlaceHolder(V(5)));
  EXPECT_FALSE(HasPlaceHolder(V({"$T"})));
  EXPECT_TRUE(HasPlaceHolder(P("T")));
}

}  // namespace
}  // namespace tensorflow

namespace tensorflow {
namespace {

TEST(AttrValueListLengthTest, CountsTheListOfTheGivenType) {
  AttrValue ints;
  SetAttrValue(std::vector<int64>{1, 2, 3}, &ints);
  EXPECT_EQ(AttrValueListLength(ints, "list(int)"), 3);
  EXPECT_EQ(AttrValueListLength(ints, "list(float)"), 0);
  EXPECT_EQ(AttrValueListLength(ints, "int"), 0);
  AttrValue types;
  SetAttrValue(DataTypeVector{DT_FLOAT, DT_INT32}, &types);
  EXPECT_EQ(AttrValueListLength(types, "list(type)"), 2);
  EXPECT_EQ(AttrValueListLength(AttrValue(), "list(string)"), 0);
}

}  // namespace
}  // namespace tensorflow
