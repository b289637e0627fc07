// The generator's Python spellings (floats, strings, bytes, docstrings, keywords, op names, text
// wrapping) with odd inputs, and its status. The generated modules themselves are checked from
// Python (python_op_gen_test.py), where they run.
#include "tensorflow_lite_core/python/framework/python_op_gen.h"

#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/python/framework/python_literals.h"
#include "tensorflow_lite_core/python/framework/text_wrap.h"

namespace tensorflow {
namespace {

using python_literals::DocstringLiteral;
using python_literals::FloatLiteral;
using python_literals::IsKeyword;
using python_literals::StrLiteral;
using python_literals::WrapText;

TEST(FloatLiteralTest, ShortestTextThatReadsBackAsTheFloat32) {
  EXPECT_EQ(FloatLiteral(0.1f), "0.1");
  EXPECT_EQ(FloatLiteral(1e-7f), "1e-07");
  EXPECT_EQ(FloatLiteral(0.0001f), "0.0001");
  EXPECT_EQ(FloatLiteral(-2.5f), "-2.5");
  EXPECT_EQ(FloatLiteral(123456789.0f), "1.2345679e+08");
  EXPECT_EQ(FloatLiteral(1e10f), "1e+10");
  EXPECT_EQ(FloatLiteral(1e16f), "1e+16");
  // %g picks the exponent form whenever it is shorter to read back, as Python's generator did.
  EXPECT_EQ(FloatLiteral(100.0f), "1e+02");
}

TEST(FloatLiteralTest, IntegralTextGetsPointZero) {
  EXPECT_EQ(FloatLiteral(0.0f), "0.0");
  EXPECT_EQ(FloatLiteral(-0.0f), "-0.0");
  EXPECT_EQ(FloatLiteral(2.0f), "2.0");
  EXPECT_EQ(FloatLiteral(16777216.0f), "16777216.0");
  EXPECT_EQ(FloatLiteral(33554432.0f), "33554432.0");
}

TEST(FloatLiteralTest, Extremes) {
  EXPECT_EQ(FloatLiteral(std::numeric_limits<float>::max()), "3.4028235e+38");
  EXPECT_EQ(FloatLiteral(-std::numeric_limits<float>::max()), "-3.4028235e+38");
  EXPECT_EQ(FloatLiteral(3e38f), "3e+38");
  EXPECT_EQ(FloatLiteral(std::numeric_limits<float>::denorm_min()), "1e-45");
  EXPECT_EQ(FloatLiteral(std::numeric_limits<float>::min()), "1.1754944e-38");
  EXPECT_EQ(FloatLiteral(std::numeric_limits<float>::quiet_NaN()), "float('nan')");
  EXPECT_EQ(FloatLiteral(-std::numeric_limits<float>::quiet_NaN()), "float('nan')");
  EXPECT_EQ(FloatLiteral(std::numeric_limits<float>::infinity()), "float('inf')");
  EXPECT_EQ(FloatLiteral(-std::numeric_limits<float>::infinity()), "float('-inf')");
}

TEST(FloatLiteralTest, EveryTextReadsBack) {
  for (const float value : {0.3f, 1.0f / 3.0f, 6.02214076e23f, 1.4e-44f, 65504.0f, 9.999999e37f}) {
    const std::string text = FloatLiteral(value);
    EXPECT_EQ(static_cast<float>(std::stod(text)), value) << text;
  }
}

TEST(StrLiteralTest, DoubleQuotesUnlessTheTextHasAQuote) {
  EXPECT_EQ(StrLiteral(""), "\"\"");
  EXPECT_EQ(StrLiteral("NHWC"), "\"NHWC\"");
  EXPECT_EQ(StrLiteral("b'c"), "\"b'c\"");
  EXPECT_EQ(StrLiteral("a\"b"), "'a\"b'");
  EXPECT_EQ(StrLiteral("a'b\"c"), "'a\\'b\"c'");
}

TEST(StrLiteralTest, EscapesAsRepr) {
  EXPECT_EQ(StrLiteral("\\"), "\"\\\\\"");
  EXPECT_EQ(StrLiteral("new\nline\t\r"), "\"new\\nline\\t\\r\"");
  EXPECT_EQ(StrLiteral(std::string("\0\x1f\x7f", 3)), "\"\\x00\\x1f\\x7f\"");
}

TEST(StrLiteralTest, NonAsciiStaysWhenPrintable) {
  EXPECT_EQ(StrLiteral("caf\xc3\xa9"), "\"caf\xc3\xa9\"");
  EXPECT_EQ(StrLiteral("\xf0\x9f\x98\x80"), "\"\xf0\x9f\x98\x80\"");
  EXPECT_EQ(StrLiteral("\xe2\x80\xa8"), "\"\\u2028\"");  // LINE SEPARATOR
  EXPECT_EQ(StrLiteral("\xc2\xa0"), "\"\\xa0\"");        // NO-BREAK SPACE
  EXPECT_EQ(StrLiteral("\xf3\xa0\x80\x81"), "\"\\U000e0001\"");
}

TEST(StrLiteralTest, BytesThatAreNotUtf8StayBytes) {
  EXPECT_EQ(StrLiteral("\xff"), "b'\\xff'");
  EXPECT_EQ(StrLiteral("\xc0\x80"), "b'\\xc0\\x80'");                  // overlong NUL
  EXPECT_EQ(StrLiteral("\xed\xa0\x80"), "b'\\xed\\xa0\\x80'");          // a surrogate
  EXPECT_EQ(StrLiteral("\xf4\x90\x80\x80"), "b'\\xf4\\x90\\x80\\x80'");  // past U+10FFFF
  EXPECT_EQ(StrLiteral("\xe2\x80"), "b'\\xe2\\x80'");                    // cut short
  EXPECT_EQ(StrLiteral("'\xff"), "b\"'\\xff\"");
  EXPECT_EQ(StrLiteral("\"'\xff"), "b'\"\\'\\xff'");
}

TEST(DocstringLiteralTest, RawWhenThatReadsBack) {
  EXPECT_EQ(DocstringLiteral(""), "r\"\"\"\"\"\"");
  EXPECT_EQ(DocstringLiteral("plain"), "r\"\"\"plain\"\"\"");
  EXPECT_EQ(DocstringLiteral("tab\tnl\n"), "r\"\"\"tab\tnl\n\"\"\"");
  EXPECT_EQ(DocstringLiteral("\\(x\\)"), "r\"\"\"\\(x\\)\"\"\"");
  EXPECT_EQ(DocstringLiteral("caf\xc3\xa9"), "r\"\"\"caf\xc3\xa9\"\"\"");
}

TEST(DocstringLiteralTest, EscapedOtherwise) {
  EXPECT_EQ(DocstringLiteral("quote\""), "\"\"\"quote\\\"\"\"\"");
  EXPECT_EQ(DocstringLiteral("ends\\"), "\"\"\"ends\\\\\"\"\"");
  EXPECT_EQ(DocstringLiteral("a \"\"\" run"), "\"\"\"a \\\"\\\"\\\" run\"\"\"");
  EXPECT_EQ(DocstringLiteral("cr\r"), "\"\"\"cr\\r\"\"\"");
  EXPECT_EQ(DocstringLiteral(std::string("nul\0", 4)), "\"\"\"nul\\x00\"\"\"");
  EXPECT_EQ(DocstringLiteral("\x7f"), "\"\"\"\\x7f\"\"\"");
  EXPECT_EQ(DocstringLiteral("\xc2\x85"), "\"\"\"\\x85\"\"\"");
  EXPECT_EQ(DocstringLiteral("sep\xe2\x80\xa8"), "\"\"\"sep\\u2028\"\"\"");
  // Bytes that are not UTF-8 become U+FFFD, so the module stays valid source.
  EXPECT_EQ(DocstringLiteral("bad\xff"), "\"\"\"bad\xef\xbf\xbd\"\"\"");
}

TEST(KeywordTest, HardKeywordsOnly) {
  for (const char* keyword : {"False", "None", "True", "and", "as", "assert", "async", "await",
                              "break", "class", "continue", "def", "del", "elif", "else",
                              "except", "finally", "for", "from", "global", "if", "import", "in",
                              "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return",
                              "try", "while", "with", "yield"}) {
    EXPECT_TRUE(IsKeyword(keyword)) << keyword;
  }
  // Soft keywords, builtins, other cases and prefixes are not.
  for (const char* name : {"match", "case", "_", "type", "print", "none", "NONE", "Lambda", "",
                           "i", "lambda_", "exec"}) {
    EXPECT_FALSE(IsKeyword(name)) << name;
  }
}

TEST(PythonOpNameTest, SnakeCase) {
  EXPECT_EQ(PythonOpName("ZeroOut"), "zero_out");
  EXPECT_EQ(PythonOpName("MatMulV2"), "mat_mul_v2");
  EXPECT_EQ(PythonOpName("LRNGrad"), "lrn_grad");
  EXPECT_EQ(PythonOpName("RGBToHSV"), "rgb_to_hsv");
  EXPECT_EQ(PythonOpName("Conv2DBackpropInput"), "conv2d_backprop_input");
  EXPECT_EQ(PythonOpName("FFT2D"), "fft2d");
  EXPECT_EQ(PythonOpName("Ns>ZeroOut"), "ns_zero_out");
  EXPECT_EQ(PythonOpName("_Foo"), "__foo");
  EXPECT_EQ(PythonOpName("A"), "a");
}

TEST(PythonOpNameTest, OddNames) {
  EXPECT_EQ(PythonOpName(""), "");
  EXPECT_EQ(PythonOpName(">"), "_");
  EXPECT_EQ(PythonOpName("A>>B"), "a__b");
  EXPECT_EQ(PythonOpName("aB"), "a_b");
  EXPECT_EQ(PythonOpName("ABc"), "a_bc");
  EXPECT_EQ(PythonOpName("Op_Name"), "op__name");
  EXPECT_EQ(PythonOpName("X9Y"), "x9y");  // a digit is not lowercase
  // Only ASCII letters have a case: the rest passes through.
  EXPECT_EQ(PythonOpName("Caf\xc3\xa9"), "caf\xc3\xa9");
}

TEST(WrapTextTest, WrapsAtSpacesKeepingLongWords) {
  EXPECT_EQ(WrapText("a bb ccc dddd", 8, "  ", "    "),
            (std::vector<std::string>{"  a bb", "    ccc", "    dddd"}));
  EXPECT_EQ(WrapText("x " + std::string(12, 'y') + " z", 8, "  ", "    "),
            (std::vector<std::string>{"  x", "    yyyyyyyyyyyy", "    z"}));
  EXPECT_EQ(WrapText("a-b--c d", 4, "", ""), (std::vector<std::string>{"a-b--c", "d"}));
}

TEST(WrapTextTest, Whitespace) {
  // Tabs expand to the next multiple of 8 columns; the other whitespace becomes spaces.
  EXPECT_EQ(WrapText("a\tb\nc\r\nd\x0b\x0c" "e", 80, "", ""),
            (std::vector<std::string>{"a       b c  d  e"}));
  // Leading whitespace stays on the first line only; trailing whitespace goes.
  EXPECT_EQ(WrapText("  a   b  ", 3, "", ""), (std::vector<std::string>{"  a", "b"}));
  EXPECT_EQ(WrapText("   ", 10, "", ""), std::vector<std::string>());
  // A chunk of Unicode whitespace counts as whitespace, but only the last chunk of a line is
  // dropped, as in Python.
  EXPECT_EQ(WrapText("a \xe3\x80\x80 b", 3, "", ""), (std::vector<std::string>{"a ", "b"}));
}

TEST(WrapTextTest, WidthsCountCodePoints) {
  EXPECT_EQ(WrapText("\xc3\xa9\xc3\xa9 \xc3\xa9", 4, "", ""),
            (std::vector<std::string>{"\xc3\xa9\xc3\xa9 \xc3\xa9"}));
  EXPECT_EQ(WrapText("\xc3\xa9\xc3\xa9 \xc3\xa9", 3, "", ""),
            (std::vector<std::string>{"\xc3\xa9\xc3\xa9", "\xc3\xa9"}));
}

TEST(GeneratePythonWrappersTest, OneOp) {
  OpList ops;
  OpDef* op = ops.add_op();
  op->set_name("ZeroOut");
  op->add_input_arg()->set_name("to_zero");
  op->mutable_input_arg(0)->set_type(DT_INT32);
  op->add_output_arg()->set_name("zeroed");
  op->mutable_output_arg(0)->set_type(DT_INT32);
  StatusOr<std::string> text = GeneratePythonWrappers(ops, {}, std::nullopt, "Doc.");
  ASSERT_TRUE(text.ok()) << text.status();
  EXPECT_EQ(*text,
            "r\"\"\"Doc.\n\"\"\"\n\n"
            "import collections as _collections\n\n"
            "from tensorflow_lite_core.python.eager import op_support as _op_support\n\n\n"
            "_op_ZeroOut = _op_support.Op(\"ZeroOut\")\n\n\n"
            "def zero_out(to_zero, name=None):\n"
            "  r\"\"\"TODO: add doc.\n\n"
            "  Args:\n"
            "    to_zero: A `Tensor` of type `int32`.\n"
            "    name: A name for the operation (optional).\n\n"
            "  Returns:\n"
            "    A `Tensor` of type `int32`.\n"
            "  \"\"\"\n"
            "  return _op_ZeroOut(to_zero, name)\n\n\n"
            "ZeroOut = _op_support.keyword_only(zero_out, \"ZeroOut\")\n");
}

TEST(GeneratePythonWrappersTest, AllowlistAndHidden) {
  OpList ops;
  ops.add_op()->set_name("A");
  ops.add_op()->set_name("B");
  const auto generated = [&](const std::vector<std::string>& hidden,
                             const std::optional<std::vector<std::string>>& allowlist) {
    StatusOr<std::string> text = GeneratePythonWrappers(ops, hidden, allowlist, std::nullopt);
    EXPECT_TRUE(text.ok()) << text.status();
    return text.value_or("");
  };
  const std::string all = generated({}, std::nullopt);
  EXPECT_NE(all.find("\ndef a("), std::string::npos);
  EXPECT_NE(all.find("\ndef b("), std::string::npos);
  // An empty allowlist allows nothing; no allowlist allows everything.
  EXPECT_EQ(generated({}, std::vector<std::string>()).find("def "), std::string::npos);
  const std::string only_b = generated({}, std::vector<std::string>{"B", "Z"});
  EXPECT_EQ(only_b.find("def a("), std::string::npos);
  EXPECT_NE(only_b.find("\ndef b("), std::string::npos);
  const std::string hidden = generated({"A", "Z"}, std::nullopt);
  EXPECT_NE(hidden.find("\ndef _a("), std::string::npos);
  EXPECT_NE(hidden.find("\nA = _op_support.keyword_only(_a, \"A\")"), std::string::npos);
}

TEST(GeneratePythonWrappersTest, UnwritableAttrsAreInvalidArguments) {
  OpList ops;
  OpDef* op = ops.add_op();
  op->set_name("Bad");
  OpDef::AttrDef* attr = op->add_attr();
  attr->set_name("t");
  attr->set_type("type");
  attr->mutable_default_value()->set_type(static_cast<DataType>(77));
  StatusOr<std::string> text = GeneratePythonWrappers(ops, {}, std::nullopt, std::nullopt);
  EXPECT_EQ(text.status().code(), error::INVALID_ARGUMENT);
  EXPECT_EQ(text.status().message(), "Op Bad: attr 't' holds the unknown DataType 77");

  attr->set_type("list(quux)");
  attr->mutable_default_value()->mutable_list()->add_s("x");
  text = GeneratePythonWrappers(ops, {}, std::nullopt, std::nullopt);
  EXPECT_EQ(text.status().message(), "Op Bad: attr 't' has the unsupported type 'list(quux)'");

  // An input of no DataType fails in its docstring.
  op->clear_attr();
  op->add_input_arg()->set_name("x");
  text = GeneratePythonWrappers(ops, {}, std::nullopt, std::nullopt);
  EXPECT_EQ(text.status().code(), error::INVALID_ARGUMENT);
  EXPECT_EQ(text.status().message(), "unknown DataType 0");
}

}  // namespace
}  // namespace tensorflow
