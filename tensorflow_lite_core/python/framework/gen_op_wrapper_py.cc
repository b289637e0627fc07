#include "tensorflow_lite_core/python/framework/gen_op_wrapper_py.h"

#include <fstream>
#include <iterator>
#include <optional>
#include <string_view>
#include <utility>

#include "tensorflow_lite_core/python/framework/python_literals.h"
#include "tensorflow_lite_core/python/framework/python_op_gen.h"

namespace tensorflow {
namespace {

constexpr char kUsage[] =
    "usage: gen_op_wrapper_py OUT_FILE [--hidden=A,B] [--hidden_file=F] [--op_allowlist=A,B]\n";

// Appends the names in `text`, separated by commas or whitespace (str.split()'s, Unicode's too).
bool AppendNames(std::string_view text, std::vector<std::string>* names) {
  std::vector<char32_t> code_points;
  if (!python_literals::DecodeUtf8(text, &code_points)) return false;
  std::string name;
  for (const char32_t c : code_points) {
    if (c == ',' || python_literals::IsSpace(c)) {
      if (!name.empty()) names->push_back(std::move(name));
      name.clear();
    } else {
      python_literals::AppendUtf8(c, &name);
    }
  }
  if (!name.empty()) names->push_back(std::move(name));
  return true;
}

// The names a hidden file lists; what follows `#` on a line is a comment.
bool ReadHiddenFile(const std::string& path, std::vector<std::string>* names, std::ostream& err) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    err << "Cannot read the hidden file " << path << "\n";
    return false;
  }
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::string uncommented;
  bool in_comment = false;
  for (const char c : text) {
    // Python reads the file with universal newlines: \r ends a line too.
    if (c == '\n' || c == '\r') in_comment = false;
    if (c == '#') in_comment = true;
    uncommented.push_back(in_comment ? ' ' : c);
  }
  if (!AppendNames(uncommented, names)) {
    err << "The hidden file " << path << " is not UTF-8\n";
    return false;
  }
  return true;
}

}  // namespace

int GenOpWrapperPy(const std::vector<std::string>& args, const OpList& ops, std::ostream& err) {
  std::optional<std::string> out_file;
  std::string hidden_flag, hidden_file, allowlist_flag;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (arg.rfind("--", 0) != 0) {
      if (out_file.has_value()) {
        err << kUsage << "error: unrecognized arguments: " << arg << "\n";
        return 2;
      }
      out_file = arg;
      continue;
    }
    const size_t equals = arg.find('=');
    const std::string flag = arg.substr(0, equals);
    std::string* value = flag == "--hidden"         ? &hidden_flag
                         : flag == "--hidden_file"  ? &hidden_file
                         : flag == "--op_allowlist" ? &allowlist_flag
                                                    : nullptr;
    if (value == nullptr) {
      err << kUsage << "error: unrecognized arguments: " << arg << "\n";
      return 2;
    }
    if (equals != std::string::npos) {
      *value = arg.substr(equals + 1);
    } else if (i + 1 < args.size()) {
      *value = args[++i];
    } else {
      err << kUsage << "error: argument " << flag << ": expected one argument\n";
      return 2;
    }
  }
  if (!out_file.has_value()) {
    err << kUsage << "error: the following arguments are required: OUT_FILE\n";
    return 2;
  }

  std::vector<std::string> hidden, allowlist;
  if (!AppendNames(hidden_flag, &hidden) || !AppendNames(allowlist_flag, &allowlist)) {
    err << "Op names must be UTF-8\n";
    return 1;
  }
  if (!hidden_file.empty() && !ReadHiddenFile(hidden_file, &hidden, err)) return 1;
  if (!hidden.empty() && !allowlist.empty()) {
    err << "Cannot specify both hidden and op_allowlist.\n";
    return 1;
  }
  // An empty allowlist means no selection, as the flag's default.
  StatusOr<std::string> text = GeneratePythonWrappers(
      ops, hidden, allowlist.empty() ? std::nullopt : std::make_optional(allowlist), std::nullopt);
  if (!text.ok()) {
    err << text.status().message() << "\n";
    return 1;
  }
  std::ofstream out(*out_file, std::ios::binary);
  if (!out || !(out << *text) || !out.flush()) {
    err << "Cannot write " << *out_file << "\n";
    return 1;
  }
  return 0;
}

}  // namespace tensorflow
