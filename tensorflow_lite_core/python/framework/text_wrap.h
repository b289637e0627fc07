// Python's textwrap.wrap() for the docstrings of generated op wrappers, with the options they use:
// tabs expanded to 8 columns, every ASCII whitespace character as a space, words never broken
// (at hyphens or for being long), whitespace dropped at line ends. Widths count code points.
#ifndef TENSORFLOW_LITE_CORE_PYTHON_FRAMEWORK_TEXT_WRAP_H_
#define TENSORFLOW_LITE_CORE_PYTHON_FRAMEWORK_TEXT_WRAP_H_

#include <string>
#include <string_view>
#include <vector>

namespace tensorflow {
namespace python_literals {

// The lines of `text` (UTF-8) at most `width` wide where the words allow, the first starting with
// `initial_indent` and the others with `subsequent_indent`. `width` must be positive.
std::vector<std::string> WrapText(std::string_view text, int width,
                                  std::string_view initial_indent,
                                  std::string_view subsequent_indent);

}  // namespace python_literals
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_PYTHON_FRAMEWORK_TEXT_WRAP_H_
