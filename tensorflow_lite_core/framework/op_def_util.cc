#include "tensorflow_lite_core/framework/op_def_util.h"

#include <algorithm>
#include <functional>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "google/protobuf/io/coded_stream.h"
#include "google/protobuf/io/zero_copy_stream_impl_lite.h"
#include "tensorflow_lite_core/framework/attr_type.h"
#include "tensorflow_lite_core/framework/attr_value_util.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/logging.h"
#include "tensorflow_lite_core/platform/mutex.h"
#include "tensorflow_lite_core/platform/scanner.h"
#include "tensorflow_lite_core/platform/str_util.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {
namespace {

using strings::ConsumePrefix;
using strings::StrCat;

bool IsUpper(char c) { return c >= 'A' && c <= 'Z'; }
bool IsWordChar(char c) { return strings::InCharClass(c, strings::CharClass::kLetterDigitUnderscore); }

// One namespace segment of an op name: [A-Z][a-zA-Z0-9_]*.
bool IsCamelCaseWord(std::string_view word) {
  if (word.empty() || !IsUpper(word[0])) return false;
  return std::all_of(word.begin(), word.end(), IsWordChar);
}

// Attr names as OpDefBuilder accepts them: [a-zA-Z][a-zA-Z0-9_]*.
bool IsValidAttrName(std::string_view name) {
  if (name.empty() || !strings::InCharClass(name[0], strings::CharClass::kLetter)) return false;
  return std::all_of(name.begin(), name.end(), IsWordChar);
}

std::string Quoted(std::string_view text) {
  return strings::StrCat("\"", str_util::CEscape(text), "\"");
}

// ---------------------------------------------------------------------------------------------
// Attr types: "int", "list(type)", ...

// Checks the spelling of an attr's type; the error names the attr.
Status CheckAttrTypeSpelling(const OpDef::AttrDef& attr) {
  std::string_view rest = attr.type();
  const bool is_list = ConsumePrefix(&rest, "list(");
  bool known = false;
  for (int kind = 0; kind < kNumAttrKinds && !known; ++kind) {
    known = ConsumePrefix(&rest, AttrKindName(static_cast<AttrKind>(kind)));
  }
  if (!known) {
    return errors::InvalidArgument("Unrecognized type '", rest, "' in attr '", attr.name(), "'");
  }
  if (is_list && !ConsumePrefix(&rest, ")")) {
    return errors::InvalidArgument("'list(' is missing ')' in attr ", attr.name(), "'s type ",
                                   attr.type());
  }
  if (!rest.empty()) {
    return errors::InvalidArgument("Extra '", rest, "' at the end of attr ", attr.name(),
                                   "'s type ", attr.type());
  }
  return OkStatus();
}

Status CheckAllowedType(DataType dtype, const OpDef::AttrDef& attr) {
  const auto& allowed = attr.allowed_values().list().type();
  if (std::find(allowed.begin(), allowed.end(), dtype) != allowed.end()) return OkStatus();
  return errors::InvalidArgument(
      "Value for attr '", attr.name(), "' of ", DataTypeString(dtype),
      " is not in the list of allowed values: ", str_util::Join(allowed, ", ", [](int allowed_type) {
        return DataTypeString(static_cast<DataType>(allowed_type));
      }));
}

Status CheckAllowedString(const std::string& value, const OpDef::AttrDef& attr) {
  const auto& allowed = attr.allowed_values().list().s();
  if (std::find(allowed.begin(), allowed.end(), value) != allowed.end()) return OkStatus();
  return errors::InvalidArgument("Value for attr '", attr.name(), "' of ", Quoted(value),
                                 " is not in the list of allowed values: ",
                                 str_util::Join(allowed, ", ", Quoted));
}

// ---------------------------------------------------------------------------------------------
// The checks of ValidateOpDef and OpDefBuilder::Finalize: one problem at most per part.

using Part = OpDefProblem::Part;

class OpDefChecker {
 public:
  OpDefChecker(const OpDef& op_def, const OpDefPartFilter& skip, std::vector<OpDefProblem>* out)
      : op_def_(op_def), skip_(skip), out_(out) {
    const size_t total = op_def.attr_size() + op_def.input_arg_size() + op_def.output_arg_size();
    names_.reserve(std::min(total, kLinearScanLimit));
  }

  // Stops after the first problem when `first_only`.
  void Check(bool first_only) {
    if (!IsValidOpName(op_def_.name())) {
      Add(Part::kName, -1, StrCat("Invalid name: ", op_def_.name(), " (Did you use CamelCase?)"));
      if (first_only) return;
    }
    for (int i = 0; i < op_def_.attr_size(); ++i) {
      if (Skipped(Part::kAttr, i)) continue;
      if (!CheckAttr(i, op_def_.attr(i)) && first_only) return;
    }
    for (const Part part : {Part::kInputArg, Part::kOutputArg}) {
      const auto& args = part == Part::kInputArg ? op_def_.input_arg() : op_def_.output_arg();
      for (int i = 0; i < args.size(); ++i) {
        if (Skipped(part, i)) continue;
        if (!CheckArg(part, i, args.Get(i)) && first_only) return;
      }
    }
  }

 private:
  bool Skipped(Part part, int index) const { return skip_ != nullptr && skip_(part, index); }

  // Records a problem and returns false, so checks can `return Add(...)`.
  bool Add(Part part, int index, std::string message, std::string op_suffix = "") {
    out_->push_back({part, index, std::move(message), std::move(op_suffix)});
    return false;
  }

  bool CheckAttr(int index, const OpDef::AttrDef& attr) {
    auto problem = [&](const auto&... pieces) { return Add(Part::kAttr, index, StrCat(pieces...)); };
    if (!AddName(attr.name())) return problem("Duplicate name: ", attr.name());
    if (!IsValidAttrName(attr.name())) {
      return problem("Attr name '", attr.name(), "' must match [a-zA-Z][a-zA-Z0-9_]*");
    }
    DataType ignored;
    if (DataTypeFromString(attr.name(), &ignored)) {
      return problem("Attr can't have name ", attr.name(), " that matches a data type");
    }
    if (attr.type() == "any") {
      // OpDefBuilder::AllowAttrTypeAny's untyped attrs take no constraints.
      if (attr.has_minimum() || attr.has_allowed_values()) {
        return problem("Attr '", attr.name(), "' of type any can't have a minimum or allowed values");
      }
      return true;
    }
    if (Status spelling = CheckAttrTypeSpelling(attr); !spelling.ok()) {
      return problem(spelling.message());
    }

    // The spelling is checked, so the type parses.
    const AttrType type = ParseAttrType(attr.type()).value_or(AttrType{AttrKind::kFunc, false});
    const bool is_list = type.is_list;
    if (attr.has_minimum()) {
      if (type != AttrType{AttrKind::kInt, false} && !is_list) {
        return problem("Attr '", attr.name(), "' has minimum for unsupported type ", attr.type());
      }
      if (is_list && attr.minimum() < 0) {
        return problem("Attr '", attr.name(),
                       "' with list type must have a non-negative minimum, not ", attr.minimum());
      }
    } else if (attr.minimum() != 0) {
      return problem("Attr '", attr.name(), "' with has_minimum = false but minimum ",
                     attr.minimum(), " not equal to default of 0");
    }

    if (attr.has_allowed_values()) {
      std::string_view list_type;  // allowed_values is a list of the attr's base type
      if (type.kind == AttrKind::kType) {
        list_type = "list(type)";
      } else if (type.kind == AttrKind::kString) {
        list_type = "list(string)";
      } else {
        return problem("Attr '", attr.name(), "' has allowed_values for unsupported type ",
                       attr.type());
      }
      if (Status status = AttrValueHasType(attr.allowed_values(), list_type); !status.ok()) {
        return Add(Part::kAttr, index,
                   std::string(errors::AppendToMessage(status, " for attr '", attr.name(), "'").message()),
                   StrCat(" in Op '", op_def_.name(), "'"));
      }
    }

    // After allowed_values: the default must be one of them.
    if (attr.has_default_value()) {
      if (Status status = ValidateAttrValue(attr.default_value(), attr); !status.ok()) {
        return Add(Part::kAttr, index, std::string(status.message()),
                   StrCat("\n\t in Op '", op_def_.name(), "'"));
      }
    }
    return true;
  }

  // The attr `arg` refers to as its `use`, which must have `expected_type`. False (and *attr
  // null) after recording a problem; true with *attr null when the attr is skipped.
  bool CheckReferencedAttr(Part part, int index, const std::string& attr_name,
                           std::string_view expected_type, std::string_view use,
                           const OpDef::ArgDef& arg, const OpDef::AttrDef** attr) {
    *attr = nullptr;
    int attr_index = -1;
    for (int i = 0; i < op_def_.attr_size(); ++i) {
      if (op_def_.attr(i).name() == attr_name) {
        attr_index = i;
        break;
      }
    }
    if (attr_index < 0) {
      return Add(part, index, StrCat("No attr with name '", attr_name, "'", ArgSuffix(part, arg)));
    }
    // A skipped attr has been reported on its own; the arg is not blamed for it.
    if (Skipped(Part::kAttr, attr_index)) return true;
    const OpDef::AttrDef& found = op_def_.attr(attr_index);
    if (found.type() != expected_type) {
      return Add(part, index,
                 StrCat("Attr '", attr_name, "' used as ", use, ArgSuffix(part, arg),
                        " has type ", found.type(), " != ", expected_type));
    }
    *attr = &found;
    return true;
  }

  bool CheckArg(Part part, int index, const OpDef::ArgDef& arg) {
    auto problem = [&](const auto&... pieces) {
      return Add(part, index, StrCat(pieces..., ArgSuffix(part, arg)));
    };
    if (!AddName(arg.name())) return Add(part, index, StrCat("Duplicate name: ", arg.name()));

    const bool has_type = arg.type() != DT_INVALID;
    const bool has_type_attr = !arg.type_attr().empty();
    const bool has_type_list_attr = !arg.type_list_attr().empty();
    if (!has_type && !has_type_attr && !has_type_list_attr) return problem("Missing type");

    const OpDef::AttrDef* attr = nullptr;
    if (!arg.number_attr().empty()) {
      if (!CheckReferencedAttr(part, index, arg.number_attr(), "int", "length", arg, &attr)) {
        return false;
      }
      if (attr != nullptr && !attr->has_minimum()) {
        return Add(part, index,
                   StrCat("Attr '", attr->name(), "' used as length", ArgSuffix(part, arg),
                          " must have minimum"));
      }
      if (attr != nullptr && attr->minimum() < 0) {
        return Add(part, index,
                   StrCat("Attr '", attr->name(), "' used as length", ArgSuffix(part, arg),
                          " must have minimum >= 0"));
      }
      if (has_type_list_attr) return problem("Can't have both number_attr and type_list_attr");
      if (has_type == has_type_attr) return problem("Exactly one of type, type_attr must be set");
    } else if (int(has_type) + int(has_type_attr) + int(has_type_list_attr) != 1) {
      return problem("Exactly one of type, type_attr, type_list_attr must be set");
    }

    if (has_type) {
      if (!DataTypeIsValid(arg.type())) return problem("Invalid type ", static_cast<int>(arg.type()));
      if (IsRefType(arg.type())) {
        return problem("Illegal use of ref type '", DataTypeString(arg.type()),
                       "'. Use 'Ref(type)' instead");
      }
      return true;
    }
    if (has_type_attr) {
      return CheckReferencedAttr(part, index, arg.type_attr(), "type", "type_attr", arg, &attr);
    }
    return CheckReferencedAttr(part, index, arg.type_list_attr(), "list(type)", "type_list_attr",
                               arg, &attr);
  }

  // " for input 'x'": which arg a problem is about (built only for problems).
  static std::string ArgSuffix(Part part, const OpDef::ArgDef& arg) {
    return StrCat(" for ", part == Part::kInputArg ? "input" : "output", " '", arg.name(), "'");
  }

  // False when `name` was already taken. Ops have a handful of attrs and args, where a linear
  // scan beats hashing; a hash set takes over for the rare op with many, so no OpDef is quadratic.
  bool AddName(std::string_view name) {
    if (names_.size() < kLinearScanLimit) {
      if (std::find(names_.begin(), names_.end(), name) != names_.end()) return false;
      names_.push_back(name);
      return true;
    }
    if (many_names_.empty()) many_names_.insert(names_.begin(), names_.end());
    return many_names_.insert(name).second;
  }

  static constexpr size_t kLinearScanLimit = 32;
  static_assert(kLinearScanLimit > 0, "an empty many_names_ means the scan is still in use");
  const OpDef& op_def_;
  const OpDefPartFilter& skip_;
  std::vector<OpDefProblem>* out_;
  // Attr and arg names share one namespace: the first kLinearScanLimit, then all of them.
  std::vector<std::string_view> names_;
  std::unordered_set<std::string_view> many_names_;
};

}  // namespace

bool IsValidOpName(std::string_view name) {
  ConsumePrefix(&name, "_");
  while (true) {
    const size_t separator = name.find('>');
    if (!IsCamelCaseWord(name.substr(0, separator))) return false;
    if (separator == std::string_view::npos) return true;
    name.remove_prefix(separator + 1);
  }
}

std::vector<OpDefProblem> FindOpDefProblems(const OpDef& op_def, const OpDefPartFilter& skip) {
  std::vector<OpDefProblem> problems;
  OpDefChecker(op_def, skip, &problems).Check(/*first_only=*/false);
  return problems;
}

Status ValidateOpDef(const OpDef& op_def) {
  std::vector<OpDefProblem> problems;
  OpDefChecker(op_def, nullptr, &problems).Check(/*first_only=*/true);
  if (problems.empty()) return OkStatus();
  const OpDefProblem& first = problems.front();
  if (!first.op_suffix.empty()) return errors::InvalidArgument(first.message, first.op_suffix);
  return errors::InvalidArgument(first.message, "; in OpDef: ", op_def.ShortDebugString());
}

Status CheckOpDeprecation(const OpDef& op_def, int graph_def_version) {
  if (!op_def.has_deprecation()) return OkStatus();
  const OpDeprecation& deprecation = op_def.deprecation();
  if (graph_def_version >= deprecation.version()) {
    return errors::Unimplemented("Op ", op_def.name(), " is not available in GraphDef version ",
                                 graph_def_version, ". It has been removed in version ",
                                 deprecation.version(), ". ", deprecation.explanation(), ".");
  }
  // Warn once per op, not once per node.
  static mutex warned_mutex;
  static std::unordered_set<std::string>* warned = new std::unordered_set<std::string>;
  bool first_time;
  {
    mutex_lock lock(warned_mutex);
    first_time = warned->insert(op_def.name()).second;
  }
  if (first_time) {
    LOG(WARNING) << "Op " << op_def.name() << " is deprecated. It will cease to work in GraphDef "
                 << "version " << deprecation.version() << ". " << deprecation.explanation()
                 << ".";
  }
  return OkStatus();
}

Status ValidateAttrValue(const AttrValue& attr_value, const OpDef::AttrDef& attr) {
  if (attr.type() == "any") return OkStatus();  // Any value, without constraints.
  Status kind = AttrValueHasType(attr_value, attr.type());
  if (!kind.ok()) return errors::AppendToMessage(kind, " for attr '", attr.name(), "'");

  // Unparsed types (from unvalidated OpDefs) take neither the int nor the allowed-values checks.
  const AttrType type = ParseAttrType(attr.type()).value_or(AttrType{AttrKind::kFunc, false});
  if (attr.has_minimum()) {
    if (type == AttrType{AttrKind::kInt, false}) {
      if (attr_value.i() < attr.minimum()) {
        return errors::InvalidArgument("Value for attr '", attr.name(), "' of ", attr_value.i(),
                                       " must be at least minimum ", attr.minimum());
      }
    } else {
      const int64 length = AttrValueListLength(attr_value, attr.type());
      if (length < attr.minimum()) {
        return errors::InvalidArgument("Length for attr '", attr.name(), "' of ", length,
                                       " must be at least minimum ", attr.minimum());
      }
    }
  }

  if (attr.has_allowed_values()) {
    if (type == AttrType{AttrKind::kType, false}) {
      return CheckAllowedType(attr_value.type(), attr);
    } else if (type == AttrType{AttrKind::kType, true}) {
      for (int dtype : attr_value.list().type()) {
        TF_RETURN_IF_ERROR(CheckAllowedType(static_cast<DataType>(dtype), attr));
      }
    } else if (type == AttrType{AttrKind::kString, false}) {
      return CheckAllowedString(attr_value.s(), attr);
    } else if (type == AttrType{AttrKind::kString, true}) {
      for (const std::string& value : attr_value.list().s()) {
        TF_RETURN_IF_ERROR(CheckAllowedString(value, attr));
      }
    } else {
      return errors::Unimplemented("Support for allowed_values not implemented for type ",
                                   attr.type(), " of attr '", attr.name(), "'");
    }
  }
  return OkStatus();
}

const OpDef::AttrDef* FindAttr(std::string_view name, const OpDef& op_def) {
  for (const OpDef::AttrDef& attr : op_def.attr()) {
    if (attr.name() == name) return &attr;
  }
  return nullptr;
}

OpDef::AttrDef* FindAttrMutable(std::string_view name, OpDef* op_def) {
  for (OpDef::AttrDef& attr : *op_def->mutable_attr()) {
    if (attr.name() == name) return &attr;
  }
  return nullptr;
}

const OpDef::ArgDef* FindInputArg(std::string_view name, const OpDef& op_def) {
  for (const OpDef::ArgDef& arg : op_def.input_arg()) {
    if (arg.name() == name) return &arg;
  }
  return nullptr;
}

namespace {

// "x:Ref(N*T), y:float".
std::string SummarizeArgs(const google::protobuf::RepeatedPtrField<OpDef::ArgDef>& args) {
  return str_util::Join(args, ", ", [](const OpDef::ArgDef& arg) {
    std::string type;
    if (!arg.number_attr().empty()) type = strings::StrCat(arg.number_attr(), "*");
    if (arg.type() != DT_INVALID) {
      strings::StrAppend(&type, DataTypeString(arg.type()));
    } else if (!arg.type_attr().empty()) {
      strings::StrAppend(&type, arg.type_attr());
    } else {
      strings::StrAppend(&type, arg.type_list_attr());
    }
    if (arg.is_ref()) type = strings::StrCat("Ref(", type, ")");
    return strings::StrCat(arg.name(), ":", type);
  });
}

}  // namespace

std::string SummarizeOpDef(const OpDef& op_def) {
  std::string out = strings::StrCat("Op<name=", op_def.name(), "; signature=",
                                    SummarizeArgs(op_def.input_arg()), " -> ",
                                    SummarizeArgs(op_def.output_arg()));
  for (const OpDef::AttrDef& attr : op_def.attr()) {
    strings::StrAppend(&out, "; attr=", attr.name(), ":", attr.type());
    if (attr.has_default_value()) {
      strings::StrAppend(&out, ",default=", SummarizeAttrValue(attr.default_value()));
    }
    if (attr.has_minimum()) strings::StrAppend(&out, ",min=", attr.minimum());
    if (attr.has_allowed_values()) {
      strings::StrAppend(&out, ",allowed=", SummarizeAttrValue(attr.allowed_values()));
    }
  }
  if (op_def.is_commutative()) out += "; is_commutative=true";
  if (op_def.is_aggregate()) out += "; is_aggregate=true";
  if (op_def.is_stateful()) out += "; is_stateful=true";
  if (op_def.allows_uninitialized_input()) out += "; allows_uninitialized_input=true";
  if (op_def.is_distributed_communication()) out += "; is_distributed_communication=true";
  out += ">";
  return out;
}

void RemoveNonDeprecationDescriptionsFromOpDef(OpDef* op_def) {
  for (OpDef::ArgDef& arg : *op_def->mutable_input_arg()) arg.clear_description();
  for (OpDef::ArgDef& arg : *op_def->mutable_output_arg()) arg.clear_description();
  for (OpDef::AttrDef& attr : *op_def->mutable_attr()) attr.clear_description();
  op_def->clear_summary();
  op_def->clear_description();
}

void RemoveDescriptionsFromOpDef(OpDef* op_def) {
  RemoveNonDeprecationDescriptionsFromOpDef(op_def);
  if (op_def->has_deprecation()) op_def->mutable_deprecation()->clear_explanation();
}

void RemoveDescriptionsFromOpList(OpList* op_list) {
  for (OpDef& op_def : *op_list->mutable_op()) RemoveDescriptionsFromOpDef(&op_def);
}

}  // namespace tensorflow
