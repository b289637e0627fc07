// Python source text as CPython 3.11 spells it: string, bytes and float literals, keywords, and
// the character classes (str.isprintable, str.isspace, len) that the wrapper generator's layout
// depends on. Text is UTF-8.
//
// Non-ASCII characters follow CPython's Unicode 14 tables except for unassigned code points,
// which count as printable here (those tables change with every Unicode version anyway).
#ifndef TENSORFLOW_LITE_CORE_PYTHON_FRAMEWORK_PYTHON_LITERALS_H_
#define TENSORFLOW_LITE_CORE_PYTHON_FRAMEWORK_PYTHON_LITERALS_H_

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace tensorflow {
namespace python_literals {

// The code points of `text` if it is valid UTF-8 as Python's strict decoder reads it (no
// overlong forms, surrogates or values above U+10FFFF); false otherwise.
bool DecodeUtf8(std::string_view text, std::vector<char32_t>* code_points);

// Appends the UTF-8 form of `code_point`.
void AppendUtf8(char32_t code_point, std::string* out);

// len() of the str `text`: its code points (bytes that do not continue a UTF-8 sequence).
size_t Length(std::string_view text);

// str.isprintable() and str.isspace() of one character.
bool IsPrintable(char32_t code_point);
bool IsSpace(char32_t code_point);

// `text` without the trailing characters for which str.isspace() holds: str.rstrip().
std::string_view RstripSpace(std::string_view text);

// Whether every character of `text` is whitespace: `text.strip() == ""`.
bool IsBlank(std::string_view text);

// repr() of a str and of a bytes object.
std::string StrRepr(std::string_view text);
std::string BytesRepr(std::string_view bytes);

// `value` as a Python literal: the str it decodes to as UTF-8, in double quotes when neither quote
// occurs in it (as TensorFlow writes them), else repr()'s quotes; bytes when it is not UTF-8.
std::string StrLiteral(std::string_view value);

// The shortest "%.*g" text that reads back as the float32 `value` (".0" added to integral text),
// or float('nan'), float('inf'), float('-inf').
std::string FloatLiteral(float value);

// keyword.iskeyword() of Python 3.11: the 35 hard keywords (soft keywords are not among them).
bool IsKeyword(std::string_view name);

// `text` as a triple-quoted literal that evaluates back to it: raw (r"""...""") when it is
// printable apart from newlines and tabs, holds no `"""` and ends in neither `"` nor a backslash;
// otherwise with backslashes and quotes escaped and unprintable characters as repr() writes them.
std::string DocstringLiteral(std::string_view text);

}  // namespace python_literals
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_PYTHON_FRAMEWORK_PYTHON_LITERALS_H_
