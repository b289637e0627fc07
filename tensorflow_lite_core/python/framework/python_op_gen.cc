#include "tensorflow_lite_core/python/framework/python_op_gen.h"

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <utility>
#include <vector>

#include "tensorflow_lite_core/framework/eager/op_call_signature.h"
#include "tensorflow_lite_core/platform/status.h"
#include "tensorflow_lite_core/python/framework/python_attr_literals.h"
#include "tensorflow_lite_core/python/framework/python_literals.h"
#include "tensorflow_lite_core/python/framework/python_op_gen_internal.h"

namespace tensorflow {
namespace {

using python_op_gen_internal::AttrParam;
using python_op_gen_internal::InferredFrom;
using python_op_gen_internal::OpSignature;
using python_literals::IsKeyword;
using python_literals::Length;
using python_literals::StrLiteral;

constexpr char kDefaultModuleDoc[] =
    "Python wrappers around TensorFlow Lite Core ops.\n\n"
    "This file is MACHINE GENERATED! Do not edit.";

constexpr size_t kLineWidth = 80;
// Docstring lines sit 2 deeper than the def.
constexpr int kDocstringWidth = static_cast<int>(kLineWidth) - 2;

// Builtins a visible op may not shadow: its wrapper becomes private, as for keywords. Sorted.
constexpr std::string_view kBuiltinNames[] = {
    "abs", "aiter", "all", "anext", "any", "ascii", "bin", "bool", "breakpoint", "bytearray",
    "bytes", "callable", "chr", "classmethod", "compile", "complex", "copyright", "credits",
    "delattr", "dict", "dir", "divmod", "enumerate", "eval", "exec", "exit", "filter", "float",
    "format", "frozenset", "getattr", "globals", "hasattr", "hash", "help", "hex", "id", "input",
    "int", "isinstance", "issubclass", "iter", "len", "license", "list", "locals", "map", "max",
    "memoryview", "min", "next", "object", "oct", "open", "ord", "pow", "print", "property", "quit",
    "range", "repr", "reversed", "round", "set", "setattr", "slice", "sorted", "staticmethod",
    "str", "sum", "super", "tuple", "type", "vars", "zip",
};

// Globals of the generated module that a wrapper must not replace.
constexpr std::string_view kModuleNames[] = {"_collections", "_op_support", "_dtypes"};

bool IsBuiltinName(std::string_view name) {
  return std::binary_search(std::begin(kBuiltinNames), std::end(kBuiltinNames), name);
}

bool IsModuleName(std::string_view name) {
  return std::find(std::begin(kModuleNames), std::end(kModuleNames), name) !=
         std::end(kModuleNames);
}

// A parameter or field name: keywords, and `name` (the wrapper's own), get a trailing `_`.
std::string PythonName(std::string_view arg_name) {
  std::string name(arg_name);
  if (IsKeyword(name) || name == "name") name += '_';
  return name;
}

// The op name as a Python name (`Ns>ZeroOut` -> `Ns_ZeroOut`, `None` -> `None_`).
std::string Identifier(std::string_view op_name) {
  std::string identifier(op_name);
  std::replace(identifier.begin(), identifier.end(), '>', '_');
  if (IsKeyword(identifier)) identifier += '_';
  return identifier;
}

std::string FunctionName(std::string_view op_name, bool hidden) {
  std::string name = PythonOpName(op_name);
  if (name.rfind('_', 0) != 0 && (hidden || IsKeyword(name) || IsBuiltinName(name))) {
    name.insert(0, 1, '_');
  }
  if (IsModuleName(name)) name += '_';
  return name;
}

Status MakeParam(const OpDef& op_def, const OpDef::AttrDef& attr, const std::string& python_name,
                 AttrParam* param) {
  param->attr = &attr;
  param->name = PythonName(python_name);
  param->has_default = attr.has_default_value();
  if (param->has_default) {
    std::optional<std::string> code;
    TF_RETURN_IF_ERROR(python_attr_literals::DefaultLiteral(op_def, attr, "_dtypes.", &code));
    param->default_code = code.value_or("None");
    TF_RETURN_IF_ERROR(
        python_attr_literals::DefaultLiteral(op_def, attr, "tflc.", &param->default_doc));
  }
  return python_attr_literals::AllowedLiterals(op_def, attr, &param->allowed_doc);
}

Status MakeSignature(const OpDef& op_def, bool hidden, OpSignature* sig) {
  sig->op_def = &op_def;
  sig->identifier = Identifier(op_def.name());
  sig->function_name = FunctionName(op_def.name(), hidden);
  const eager::OpCallSignature call(op_def);
  for (const eager::CallInput& input : call.inputs()) {
    sig->input_names.push_back(PythonName(input.python_name));
  }
  for (const auto& arg : op_def.output_arg()) sig->output_names.push_back(PythonName(arg.name()));
  // The executor calls by the same signature: which attrs the inputs give, the parameter order.
  for (const eager::CallAttr& attr : call.attrs()) {
    if (!attr.inferred()) continue;
    sig->inferred_from.emplace_back(attr.name, sig->input_names[attr.inferred_from]);
  }
  for (const int attr : call.param_attrs()) {
    sig->call_attrs.emplace_back();
    TF_RETURN_IF_ERROR(MakeParam(op_def, op_def.attr(attr), call.attrs()[attr].python_name,
                                 &sig->call_attrs.back()));
  }
  for (const int attr : call.declared_params()) {
    const auto& order = call.param_attrs();
    sig->params.push_back(std::find(order.begin(), order.end(), attr) - order.begin());
  }
  return OkStatus();
}

bool UsesDtypes(const OpSignature& sig) {
  for (const AttrParam& param : sig.call_attrs) {
    if (param.default_code.find("_dtypes.") != std::string::npos) return true;
  }
  return false;
}

// `head` + items joined by ", " + `tail`, broken after commas to fit the line width.
void AppendJoined(std::string_view head, const std::vector<std::string>& items,
                  std::string_view tail, std::string_view indent, std::vector<std::string>* lines) {
  std::string line = std::string(indent) + std::string(head);
  for (size_t i = 0; i < items.size(); ++i) line += (i ? ", " : "") + items[i];
  line += tail;
  if (Length(line) <= kLineWidth || items.empty()) {
    lines->push_back(std::move(line));
    return;
  }
  const std::string continuation(Length(indent) + Length(head), ' ');
  lines->push_back(std::string(indent) + std::string(head) + items[0]);
  for (size_t i = 1; i < items.size(); ++i) {
    std::string& last = lines->back();
    if (Length(last) + 2 + Length(items[i]) <= kLineWidth) {
      last += ", " + items[i];
    } else {
      last += ',';
      lines->push_back(continuation + items[i]);
    }
  }
  lines->back() += tail;
}

// The lines that define one op's wrappers.
Status AppendOpCode(const OpSignature& sig, std::vector<std::string>* lines) {
  const OpDef& op_def = *sig.op_def;
  const std::string op_object = "_op_" + sig.identifier;
  const std::string output_type = "_" + sig.identifier + "Output";
  lines->push_back(op_object + " = _op_support.Op(" + StrLiteral(op_def.name()) + ")");
  const bool several_outputs = op_def.output_arg_size() > 1;
  if (several_outputs) {
    std::vector<std::string> fields;
    for (const std::string& name : sig.output_names) fields.push_back(StrLiteral(name));
    AppendJoined(output_type + " = _collections.namedtuple(" + StrLiteral(sig.identifier) + ", [",
                 fields, "])", "", lines);
  }
  std::vector<std::string> parameters = sig.input_names;
  for (const size_t i : sig.params) {
    const AttrParam& param = sig.call_attrs[i];
    parameters.push_back(param.has_default ? param.name + "=" + param.default_code : param.name);
  }
  parameters.push_back("name=None");
  lines->insert(lines->end(), 2, "");
  AppendJoined("def " + sig.function_name + "(", parameters, "):", "", lines);

  std::string doc;
  TF_RETURN_IF_ERROR(python_op_gen_internal::WrapperDocstring(sig, kDocstringWidth, &doc));
  const std::string literal = python_literals::DocstringLiteral(doc + "\n");
  // Lines of the literal indented 2, except empty ones inside it.
  for (size_t start = 0;;) {
    const size_t end = literal.find('\n', start);
    const std::string_view line = std::string_view(literal).substr(start, end - start);
    lines->push_back(line.empty() && end != std::string::npos ? "" : "  " + std::string(line));
    if (end == std::string::npos) break;
    start = end + 1;
  }

  std::vector<std::string> arguments = sig.input_names;
  for (const AttrParam& param : sig.call_attrs) arguments.push_back(param.name);
  arguments.push_back("name");
  if (several_outputs) {
    AppendJoined("result = " + op_object + "(", arguments, ")", "  ", lines);
    lines->push_back("  return " + output_type + "._make(result)");
  } else {
    AppendJoined("return " + op_object + "(", arguments, ")", "  ", lines);
  }
  lines->insert(lines->end(), 2, "");
  lines->push_back(sig.identifier + " = _op_support.keyword_only(" + sig.function_name + ", " +
                   StrLiteral(op_def.name()) + ")");
  return OkStatus();
}

}  // namespace

namespace python_op_gen_internal {

const std::string* InferredFrom(const OpSignature& sig, std::string_view attr_name) {
  for (const auto& [attr, input] : sig.inferred_from) {
    if (attr == attr_name) return &input;
  }
  return nullptr;
}

}  // namespace python_op_gen_internal

std::string PythonOpName(std::string_view op_name) {
  const auto is_upper = [](char c) { return c >= 'A' && c <= 'Z'; };
  const auto is_lower = [](char c) { return c >= 'a' && c <= 'z'; };
  std::string name;
  name.reserve(op_name.size() + 4);
  for (size_t i = 0; i < op_name.size(); ++i) {
    const char c = op_name[i];
    if (c == '>') {
      name += '_';
      continue;
    }
    if (i > 0 && is_upper(c) && op_name[i - 1] != '>' &&
        (is_lower(op_name[i - 1]) || (i + 1 < op_name.size() && is_lower(op_name[i + 1])))) {
      name += '_';
    }
    name += is_upper(c) ? static_cast<char>(c - 'A' + 'a') : c;
  }
  return name;
}

StatusOr<std::string> GeneratePythonWrappers(
    const OpList& ops, const std::vector<std::string>& hidden,
    const std::optional<std::vector<std::string>>& op_allowlist,
    const std::optional<std::string>& module_doc) {
  const std::unordered_set<std::string> hidden_set(hidden.begin(), hidden.end());
  std::unordered_set<std::string> allowed;
  if (op_allowlist.has_value()) allowed.insert(op_allowlist->begin(), op_allowlist->end());
  // Every signature first, so an attr error wins over a docstring error of an earlier op.
  std::vector<OpSignature> signatures;
  for (const OpDef& op_def : ops.op()) {
    if (op_allowlist.has_value() && allowed.count(op_def.name()) == 0) continue;
    signatures.emplace_back();
    TF_RETURN_IF_ERROR(
        MakeSignature(op_def, hidden_set.count(op_def.name()) > 0, &signatures.back()));
  }

  std::string doc = module_doc.value_or(kDefaultModuleDoc);
  doc.erase(doc.find_last_not_of('\n') + 1);
  std::vector<std::string> lines = {
      python_literals::DocstringLiteral(doc + "\n"), "", "import collections as _collections", "",
      "from tensorflow_lite_core.python.eager import op_support as _op_support"};
  if (std::any_of(signatures.begin(), signatures.end(), UsesDtypes)) {
    lines.push_back("from tensorflow_lite_core.python.framework import dtypes as _dtypes");
  }
  for (const OpSignature& sig : signatures) {
    lines.insert(lines.end(), 2, "");
    TF_RETURN_IF_ERROR(AppendOpCode(sig, &lines));
  }
  size_t size = 0;
  for (const std::string& line : lines) size += line.size() + 1;
  std::string text;
  text.reserve(size);
  for (const std::string& line : lines) {
    text += line;
    text += '\n';
  }
  return text;
}

}  // namespace tensorflow
