#include "tensorflow_lite_core/platform/status.h"

#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {
namespace error {

std::string CodeToString(Code code) {
  // Abseil's names are TensorFlow's; it has none for values outside the enum.
  std::string name = absl::StatusCodeToString(code);
  if (!name.empty()) return name;
  return strings::StrCat("UNKNOWN_CODE(", static_cast<int>(code), ")");
}

}  // namespace error
}  // namespace tensorflow
