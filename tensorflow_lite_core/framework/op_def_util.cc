#include "tensorflow_lite_core/framework/op_def_util.h"

#include <algorithm>
#include <functional>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "google/protobuf/io/coded_stream.h"
#include "google/protobuf/io/zero_copy_stream_impl_lite.h"
#include "tensorflow_lite_core/framework/attr_value_util.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/logging.h"
#include "tensorflow_lite_core/platform/mutex.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {
namespace {

// ---------------------------------------------------------------------------------------------
// Small text helpers.

bool ConsumePrefix(std::string_view* text, std::string_view prefix) {
  if (text->substr(0, prefix.size()) != prefix) return false;
  text->remove_prefix(prefix.size());
  return true;
}

bool IsUpper(char c) { return c >= 'A' && c <= 'Z'; }
bool IsLower(char c) { return c >= 'a' && c <= 'z'; }
bool IsDigit(char c) { return c >= '0' && c <= '9'; }
bool IsWordChar(char c) { return IsUpper(c) || IsLower(c) || IsDigit(c) || c == '_'; }

// One namespace segment of an op name: [A-Z][a-zA-Z0-9_]*.
bool IsCamelCaseWord(std::string_view word) {
  if (word.empty() || !IsUpper(word[0])) return false;
  return std::all_of(word.begin(), word.end(), IsWordChar);
}

// Attr names as OpDefBuilder accepts them: [a-zA-Z][a-zA-Z0-9_]*.
bool IsValidAttrName(std::string_view name) {
  if (name.empty() || !(IsUpper(name[0]) || IsLower(name[0]))) return false;
  return std::all_of(name.begin(), name.end(), IsWordChar);
}

// A string as C source would spell it, inside double quotes, for error messages.
std::string Quoted(std::string_view text) {
  std::string out = "\"";
  for (unsigned char c : text) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      case '\r': out += "\\r"; break;
      default:
        if (c < 0x20 || c >= 0x7f) {
          const char octal[] = {'\\', static_cast<char>('0' + (c >> 6)),
                                static_cast<char>('0' + ((c >> 3) & 7)),
                                static_cast<char>('0' + (c & 7)), '\0'};
          out += octal;
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  out += '"';
  return out;
}

template <typename Container, typename Format>
std::string JoinFormatted(const Container& items, Format format) {
  std::string out;
  for (const auto& item : items) {
    if (!out.empty()) out += ", ";
    out += format(item);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Attr types: "int", "list(type)", ...

bool IsListType(std::string_view attr_type) { return attr_type.substr(0, 5) == "list("; }

// Checks the spelling of an attr's type; the error names the attr.
Status CheckAttrTypeSpelling(const OpDef::AttrDef& attr) {
  static constexpr std::string_view kScalarTypes[] = {"string", "int",   "float",  "bool",
                                                      "type",   "shape", "tensor", "func"};
  std::string_view rest = attr.type();
  const bool is_list = ConsumePrefix(&rest, "list(");
  const bool known = std::any_of(std::begin(kScalarTypes), std::end(kScalarTypes),
                                 [&rest](std::string_view scalar) {
                                   return ConsumePrefix(&rest, scalar);
                                 });
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
      " is not in the list of allowed values: ", JoinFormatted(allowed, [](int allowed_type) {
        return DataTypeString(static_cast<DataType>(allowed_type));
      }));
}

Status CheckAllowedString(const std::string& value, const OpDef::AttrDef& attr) {
  const auto& allowed = attr.allowed_values().list().s();
  if (std::find(allowed.begin(), allowed.end(), value) != allowed.end()) return OkStatus();
  return errors::InvalidArgument("Value for attr '", attr.name(), "' of ", Quoted(value),
                                 " is not in the list of allowed values: ",
                                 JoinFormatted(allowed, [](const std::string& allowed_value) {
                                   return Quoted(allowed_value);
                                 }));
}

// ---------------------------------------------------------------------------------------------
// ValidateOpDef's checks. Every error ends with the OpDef, so the user sees which op is wrong.

class OpDefValidator {
 public:
  explicit OpDefValidator(const OpDef& op_def) : op_def_(op_def) {
    const size_t total = op_def.attr_size() + op_def.input_arg_size() + op_def.output_arg_size();
    names_.reserve(std::min(total, kLinearScanLimit));
  }

  Status Validate() {
    if (!IsValidOpName(op_def_.name())) {
      return Error("Invalid name: ", op_def_.name(), " (Did you use CamelCase?)");
    }
    for (const OpDef::AttrDef& attr : op_def_.attr()) TF_RETURN_IF_ERROR(ValidateAttr(attr));
    for (const OpDef::ArgDef& arg : op_def_.input_arg()) {
      TF_RETURN_IF_ERROR(ValidateArg(arg, "input"));
    }
    for (const OpDef::ArgDef& arg : op_def_.output_arg()) {
      TF_RETURN_IF_ERROR(ValidateArg(arg, "output"));
    }
    return OkStatus();
  }

 private:
  template <typename... Args>
  Status Error(const Args&... pieces) const {
    return errors::InvalidArgument(pieces..., "; in OpDef: ", op_def_.ShortDebugString());
  }

  Status ValidateAttr(const OpDef::AttrDef& attr) {
    if (!AddName(attr.name())) return Error("Duplicate name: ", attr.name());
    if (!IsValidAttrName(attr.name())) {
      return Error("Attr name '", attr.name(), "' must match [a-zA-Z][a-zA-Z0-9_]*");
    }
    DataType ignored;
    if (DataTypeFromString(attr.name(), &ignored)) {
      return Error("Attr can't have name ", attr.name(), " that matches a data type");
    }
    if (attr.type() == "any") {
      // OpDefBuilder::AllowAttrTypeAny's untyped attrs take no constraints.
      if (attr.has_minimum() || attr.has_allowed_values()) {
        return Error("Attr '", attr.name(), "' of type any can't have a minimum or allowed values");
      }
      return OkStatus();
    }
    Status spelling = CheckAttrTypeSpelling(attr);
    if (!spelling.ok()) return Error(spelling.message());

    const bool is_list = IsListType(attr.type());
    if (attr.has_minimum()) {
      if (attr.type() != "int" && !is_list) {
        return Error("Attr '", attr.name(), "' has minimum for unsupported type ", attr.type());
      }
      if (is_list && attr.minimum() < 0) {
        return Error("Attr '", attr.name(),
                     "' with list type must have a non-negative minimum, not ", attr.minimum());
      }
    } else if (attr.minimum() != 0) {
      return Error("Attr '", attr.name(), "' with has_minimum = false but minimum ",
                   attr.minimum(), " not equal to default of 0");
    }

    if (attr.has_allowed_values()) {
      const std::string& type = attr.type();
      std::string_view list_type;  // allowed_values is a list of the attr's base type
      if (type == "type" || type == "list(type)") {
        list_type = "list(type)";
      } else if (type == "string" || type == "list(string)") {
        list_type = "list(string)";
      } else {
        return Error("Attr '", attr.name(), "' has allowed_values for unsupported type ",
                     attr.type());
      }
      Status status = AttrValueHasType(attr.allowed_values(), list_type);
      if (!status.ok()) {
        return errors::AppendToMessage(status, " for attr '", attr.name(), "' in Op '",
                                       op_def_.name(), "'");
      }
    }

    // After allowed_values: the default must be one of them.
    if (attr.has_default_value()) {
      Status status = ValidateAttrValue(attr.default_value(), attr);
      if (!status.ok()) {
        return errors::AppendToMessage(status, " in Op '", op_def_.name(), "'");
      }
    }
    return OkStatus();
  }

  // " for input 'x'": which arg an error is about (built only for errors).
  static std::string ArgSuffix(const OpDef::ArgDef& arg, std::string_view kind) {
    return strings::StrCat(" for ", kind, " '", arg.name(), "'");
  }

  // Checks that `attr_name` names an attr of type `expected_type`; `use` says how `arg` uses it.
  Status CheckReferencedAttr(const std::string& attr_name, std::string_view expected_type,
                             std::string_view use, const OpDef::ArgDef& arg,
                             std::string_view kind, const OpDef::AttrDef** attr) const {
    *attr = FindAttr(attr_name, op_def_);
    if (*attr == nullptr) {
      return Error("No attr with name '", attr_name, "'", ArgSuffix(arg, kind));
    }
    if ((*attr)->type() != expected_type) {
      return Error("Attr '", attr_name, "' used as ", use, ArgSuffix(arg, kind), " has type ",
                   (*attr)->type());
    }
    return OkStatus();
  }

  Status ValidateArg(const OpDef::ArgDef& arg, std::string_view kind) {
    if (!AddName(arg.name())) return Error("Duplicate name: ", arg.name());

    const bool has_type = arg.type() != DT_INVALID;
    const bool has_type_attr = !arg.type_attr().empty();
    const bool has_type_list_attr = !arg.type_list_attr().empty();
    if (!has_type && !has_type_attr && !has_type_list_attr) {
      return Error("Missing type", ArgSuffix(arg, kind));
    }

    const OpDef::AttrDef* attr = nullptr;
    if (!arg.number_attr().empty()) {
      TF_RETURN_IF_ERROR(
          CheckReferencedAttr(arg.number_attr(), "int", "length", arg, kind, &attr));
      if (!attr->has_minimum()) {
        return Error("Attr '", attr->name(), "' used as length", ArgSuffix(arg, kind),
                     " must have minimum");
      }
      if (attr->minimum() < 0) {
        return Error("Attr '", attr->name(), "' used as length", ArgSuffix(arg, kind),
                     " must have minimum >= 0");
      }
      if (has_type_list_attr) {
        return Error("Can't have both number_attr and type_list_attr", ArgSuffix(arg, kind));
      }
      if (has_type == has_type_attr) {
        return Error("Exactly one of type, type_attr must be set", ArgSuffix(arg, kind));
      }
    } else if (int(has_type) + int(has_type_attr) + int(has_type_list_attr) != 1) {
      return Error("Exactly one of type, type_attr, type_list_attr must be set",
                   ArgSuffix(arg, kind));
    }

    if (has_type) {
      if (!DataTypeIsValid(arg.type())) {
        return Error("Invalid type ", static_cast<int>(arg.type()), ArgSuffix(arg, kind));
      }
      if (IsRefType(arg.type())) {
        return Error("Illegal use of ref type '", DataTypeString(arg.type()),
                     "'. Use 'Ref(type)' instead", ArgSuffix(arg, kind));
      }
    } else if (has_type_attr) {
      TF_RETURN_IF_ERROR(
          CheckReferencedAttr(arg.type_attr(), "type", "type_attr", arg, kind, &attr));
    } else {
      TF_RETURN_IF_ERROR(CheckReferencedAttr(arg.type_list_attr(), "list(type)", "type_list_attr",
                                             arg, kind, &attr));
    }
    return OkStatus();
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

Status ValidateOpDef(const OpDef& op_def) { return OpDefValidator(op_def).Validate(); }

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

  if (attr.has_minimum()) {
    if (attr.type() == "int") {
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
    if (attr.type() == "type") {
      return CheckAllowedType(attr_value.type(), attr);
    } else if (attr.type() == "list(type)") {
      for (int dtype : attr_value.list().type()) {
        TF_RETURN_IF_ERROR(CheckAllowedType(static_cast<DataType>(dtype), attr));
      }
    } else if (attr.type() == "string") {
      return CheckAllowedString(attr_value.s(), attr);
    } else if (attr.type() == "list(string)") {
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
  return JoinFormatted(args, [](const OpDef::ArgDef& arg) {
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

// ---------------------------------------------------------------------------------------------
// Compatibility between two versions of an op.

namespace {

using AttrMap = std::unordered_map<std::string, const OpDef::AttrDef*>;

AttrMap MakeAttrMap(const OpDef& op_def) {
  AttrMap attrs;
  for (const OpDef::AttrDef& attr : op_def.attr()) attrs.emplace(attr.name(), &attr);
  return attrs;
}

const OpDef::AttrDef* Lookup(const AttrMap& attrs, const std::string& name) {
  auto it = attrs.find(name);
  return it == attrs.end() ? nullptr : it->second;
}

// True when some value the old attr allowed is no longer allowed.
bool AllowsFewerValues(const OpDef::AttrDef& old_attr, const OpDef::AttrDef& new_attr) {
  if (!new_attr.has_allowed_values()) return false;
  if (!old_attr.has_allowed_values()) return true;
  const AttrValue::ListValue& old_list = old_attr.allowed_values().list();
  const AttrValue::ListValue& new_list = new_attr.allowed_values().list();
  for (int dtype : old_list.type()) {
    if (std::find(new_list.type().begin(), new_list.type().end(), dtype) ==
        new_list.type().end()) {
      return true;
    }
  }
  for (const std::string& value : old_list.s()) {
    if (std::find(new_list.s().begin(), new_list.s().end(), value) == new_list.s().end()) {
      return true;
    }
  }
  return false;
}

std::string AllowedValuesString(const OpDef::AttrDef& attr) {
  return attr.has_allowed_values() ? SummarizeAttrValue(attr.allowed_values())
                                   : "no restriction";
}

// True when some value (or list length) the old attr accepted is now below the minimum. A list
// without a minimum already had to have at least 0 elements.
bool HasHigherMinimum(const OpDef::AttrDef& old_attr, const OpDef::AttrDef& new_attr) {
  if (!new_attr.has_minimum()) return false;
  if (!old_attr.has_minimum()) return !IsListType(old_attr.type()) || new_attr.minimum() > 0;
  return new_attr.minimum() > old_attr.minimum();
}

std::string MinimumString(const OpDef::AttrDef& attr) {
  return attr.has_minimum() ? strings::StrCat(attr.minimum()) : "no minimum";
}

// Expanding a defaulted number attr into copies of the element type is bounded, so a silly
// default cannot build a huge string; a longer list keeps its symbolic form.
constexpr int64 kMaxExpandedLength = 1024;

// Describes a list of args as a string to compare across op versions. Attrs that only the new
// op has are replaced by their defaults, so "a: int32" matches "a: N * int32" with N = 1 and
// "a: T" with T = DT_INT32. `is_ref` gets one entry per element of the description.
class ArgSignature {
 public:
  ArgSignature(const AttrMap& old_attrs, const AttrMap& new_attrs)
      : old_attrs_(old_attrs), new_attrs_(new_attrs) {}

  std::string Describe(const google::protobuf::RepeatedPtrField<OpDef::ArgDef>& args,
                       bool with_names, std::vector<bool>* is_ref) const {
    std::vector<std::string> described;
    for (const OpDef::ArgDef& arg : args) {
      std::vector<std::string> elements = Elements(arg);
      if (elements.empty()) continue;  // e.g. an added "N * T" whose default N is 0.
      is_ref->insert(is_ref->end(), elements.size(), arg.is_ref());
      std::string joined = JoinFormatted(elements, [](const std::string& e) { return e; });
      described.push_back(with_names ? strings::StrCat(arg.name(), ":", joined) : joined);
    }
    return JoinFormatted(described, [](const std::string& d) { return d; });
  }

 private:
  // The default of an attr only the new op has, or nullptr.
  const AttrValue* DefaultOfAddedAttr(const std::string& name) const {
    if (Lookup(old_attrs_, name) != nullptr) return nullptr;
    const OpDef::AttrDef* new_attr = Lookup(new_attrs_, name);
    if (new_attr == nullptr || !new_attr->has_default_value()) return nullptr;
    return &new_attr->default_value();
  }

  std::string ElementType(const OpDef::ArgDef& arg) const {
    if (arg.type() != DT_INVALID) return DataTypeString(arg.type());
    const AttrValue* value = DefaultOfAddedAttr(arg.type_attr());
    return value != nullptr ? DataTypeString(value->type()) : arg.type_attr();
  }

  std::vector<std::string> Elements(const OpDef::ArgDef& arg) const {
    if (!arg.number_attr().empty()) {
      const AttrValue* count = DefaultOfAddedAttr(arg.number_attr());
      if (count != nullptr && count->i() >= 0 && count->i() <= kMaxExpandedLength) {
        return std::vector<std::string>(count->i(), ElementType(arg));
      }
      return {strings::StrCat(arg.number_attr(), " * ", ElementType(arg))};
    }
    if (!arg.type_list_attr().empty()) {
      const AttrValue* types = DefaultOfAddedAttr(arg.type_list_attr());
      if (types == nullptr) return {arg.type_list_attr()};
      std::vector<std::string> elements;
      for (int dtype : types->list().type()) {
        elements.push_back(DataTypeString(static_cast<DataType>(dtype)));
      }
      return elements;
    }
    return {ElementType(arg)};
  }

  const AttrMap& old_attrs_;
  const AttrMap& new_attrs_;
};

}  // namespace

Status OpDefCompatible(const OpDef& old_op, const OpDef& new_op) {
  auto incompatible = [&](const auto&... pieces) {
    return errors::InvalidArgument("Incompatible Op change: ", pieces...,
                                   "; old: ", SummarizeOpDef(old_op),
                                   "; new: ", SummarizeOpDef(new_op));
  };
  if (old_op.name() != new_op.name()) return incompatible("Name mismatch");

  const AttrMap old_attrs = MakeAttrMap(old_op);
  const AttrMap new_attrs = MakeAttrMap(new_op);
  for (const OpDef::AttrDef& old_attr : old_op.attr()) {
    const OpDef::AttrDef* new_attr = Lookup(new_attrs, old_attr.name());
    if (new_attr == nullptr) return incompatible("Attr '", old_attr.name(), "' removed");
    if (old_attr.type() != new_attr->type()) {
      return incompatible("Attr '", old_attr.name(), "' changed type '", old_attr.type(),
                          "' -> '", new_attr->type(), "'");
    }
    if (AllowsFewerValues(old_attr, *new_attr)) {
      return incompatible("Attr '", old_attr.name(),
                          "' has a stricter set of allowed values; from ",
                          AllowedValuesString(old_attr), " to ", AllowedValuesString(*new_attr));
    }
    if (HasHigherMinimum(old_attr, *new_attr)) {
      return incompatible("Attr '", old_attr.name(), "' has a higher minimum; from ",
                          MinimumString(old_attr), " to ", MinimumString(*new_attr));
    }
  }
  for (const OpDef::AttrDef& new_attr : new_op.attr()) {
    if (Lookup(old_attrs, new_attr.name()) == nullptr && !new_attr.has_default_value()) {
      return incompatible("Attr '", new_attr.name(), "' added without default");
    }
  }

  const ArgSignature signature(old_attrs, new_attrs);
  std::vector<bool> old_ref, new_ref;
  const std::string old_inputs = signature.Describe(old_op.input_arg(), false, &old_ref);
  const std::string new_inputs = signature.Describe(new_op.input_arg(), false, &new_ref);
  if (old_inputs != new_inputs) {
    return incompatible("Input signature mismatch '", old_inputs, "' vs. '", new_inputs, "'");
  }
  for (size_t i = 0; i < old_ref.size() && i < new_ref.size(); ++i) {
    // An input may stop requiring a ref; it may not start.
    if (!old_ref[i] && new_ref[i]) {
      return incompatible("Input ", i, " changed from non-ref to ref");
    }
  }

  // Output names must match too: functions refer to outputs by name.
  old_ref.clear();
  new_ref.clear();
  const std::string old_outputs = signature.Describe(old_op.output_arg(), true, &old_ref);
  const std::string new_outputs = signature.Describe(new_op.output_arg(), true, &new_ref);
  if (old_outputs != new_outputs) {
    return incompatible("Output signature mismatch '", old_outputs, "' vs. '", new_outputs, "'");
  }
  for (size_t i = 0; i < old_ref.size() && i < new_ref.size(); ++i) {
    // An output may become a ref; a ref output may not stop being one.
    if (old_ref[i] && !new_ref[i]) {
      return incompatible("Output ", i, " changed from ref to non-ref");
    }
  }
  return OkStatus();
}

Status OpDefAddedDefaultsUnchanged(const OpDef& old_op, const OpDef& penultimate_op,
                                   const OpDef& new_op) {
  const AttrMap old_attrs = MakeAttrMap(old_op);
  const AttrMap new_attrs = MakeAttrMap(new_op);
  for (const OpDef::AttrDef& penultimate_attr : penultimate_op.attr()) {
    if (Lookup(old_attrs, penultimate_attr.name()) != nullptr) continue;  // Not an added attr.
    const OpDef::AttrDef* new_attr = Lookup(new_attrs, penultimate_attr.name());
    if (new_attr == nullptr) {
      return errors::InvalidArgument("Missing attr '", penultimate_attr.name(),
                                     "' in op: ", SummarizeOpDef(new_op));
    }
    if (!penultimate_attr.has_default_value() || !new_attr->has_default_value()) {
      return errors::InvalidArgument("Missing default for attr '", penultimate_attr.name(),
                                     "' in op: ", SummarizeOpDef(new_op));
    }
    if (!AreAttrValuesEqual(penultimate_attr.default_value(), new_attr->default_value())) {
      return errors::InvalidArgument(
          "Can't change default value for attr '", penultimate_attr.name(), "' from ",
          SummarizeAttrValue(penultimate_attr.default_value()), " in op: ",
          SummarizeOpDef(new_op));
    }
  }
  return OkStatus();
}

Status OpDefAttrDefaultsUnchanged(const OpDef& old_op, const OpDef& new_op) {
  auto incompatible = [&](const auto&... pieces) {
    return errors::InvalidArgument("Incompatible Op change: ", pieces...,
                                   "; old: ", SummarizeOpDef(old_op),
                                   "; new: ", SummarizeOpDef(new_op));
  };
  const AttrMap new_attrs = MakeAttrMap(new_op);
  for (const OpDef::AttrDef& old_attr : old_op.attr()) {
    const OpDef::AttrDef* new_attr = Lookup(new_attrs, old_attr.name());
    if (new_attr == nullptr || !old_attr.has_default_value()) continue;
    if (!new_attr->has_default_value()) {
      return incompatible("Attr '", old_attr.name(), "' has removed it's default; from ",
                          SummarizeAttrValue(old_attr.default_value()), " to no default");
    }
    if (!AreAttrValuesEqual(old_attr.default_value(), new_attr->default_value())) {
      return incompatible("Attr '", old_attr.name(), "' has changed it's default value; from ",
                          SummarizeAttrValue(old_attr.default_value()), " to ",
                          SummarizeAttrValue(new_attr->default_value()));
    }
  }
  return OkStatus();
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

// ---------------------------------------------------------------------------------------------
// Equality and hashing.

namespace {

uint64 Mix(uint64 seed, uint64 value) {
  // A 64-bit variant of boost::hash_combine's mixing step.
  return seed ^ (value + 0x9e3779b97f4a7c15ULL + (seed << 12) + (seed >> 4));
}

uint64 StringHash(const std::string& text) { return std::hash<std::string>()(text); }

// The OpDef without its attrs, serialized deterministically, for hashing and comparing the rest.
std::string SerializeWithoutAttrs(const OpDef& op_def) {
  OpDef copy = op_def;
  copy.clear_attr();
  std::string bytes;
  {
    google::protobuf::io::StringOutputStream stream(&bytes);
    google::protobuf::io::CodedOutputStream coded(&stream);
    coded.SetSerializationDeterministic(true);
    copy.SerializeToCodedStream(&coded);
  }
  return bytes;
}

}  // namespace

bool AttrDefEqual(const OpDef::AttrDef& a1, const OpDef::AttrDef& a2) {
  if (a1.name() != a2.name() || a1.type() != a2.type() ||
      a1.description() != a2.description() || a1.has_minimum() != a2.has_minimum() ||
      a1.minimum() != a2.minimum() || a1.has_default_value() != a2.has_default_value() ||
      a1.has_allowed_values() != a2.has_allowed_values()) {
    return false;
  }
  if (a1.has_default_value() && !AreAttrValuesEqual(a1.default_value(), a2.default_value())) {
    return false;
  }
  return !a1.has_allowed_values() ||
         AreAttrValuesEqual(a1.allowed_values(), a2.allowed_values());
}

uint64 AttrDefHash(const OpDef::AttrDef& a) {
  uint64 h = StringHash(a.name());
  h = Mix(h, StringHash(a.type()));
  h = Mix(h, StringHash(a.description()));
  h = Mix(h, a.has_minimum() ? 1 : 0);
  h = Mix(h, static_cast<uint64>(a.minimum()));
  if (a.has_default_value()) h = Mix(h, AttrValueHash(a.default_value()));
  if (a.has_allowed_values()) h = Mix(h, Mix(7, AttrValueHash(a.allowed_values())));
  return h;
}

bool RepeatedAttrDefEqual(const google::protobuf::RepeatedPtrField<OpDef::AttrDef>& a1,
                          const google::protobuf::RepeatedPtrField<OpDef::AttrDef>& a2) {
  if (a1.size() != a2.size()) return false;
  std::unordered_map<std::string, const OpDef::AttrDef*> by_name;
  for (const OpDef::AttrDef& attr : a1) {
    if (!by_name.emplace(attr.name(), &attr).second) return false;  // Duplicates: not a set.
  }
  for (const OpDef::AttrDef& attr : a2) {
    auto it = by_name.find(attr.name());
    if (it == by_name.end() || !AttrDefEqual(*it->second, attr)) return false;
    by_name.erase(it);
  }
  return true;
}

uint64 RepeatedAttrDefHash(const google::protobuf::RepeatedPtrField<OpDef::AttrDef>& a) {
  // A sum does not depend on the order of the attrs.
  uint64 h = 0xde5ULL;
  for (const OpDef::AttrDef& attr : a) h += Mix(StringHash(attr.name()), AttrDefHash(attr));
  return h;
}

bool OpDefEqual(const OpDef& o1, const OpDef& o2) {
  return RepeatedAttrDefEqual(o1.attr(), o2.attr()) &&
         SerializeWithoutAttrs(o1) == SerializeWithoutAttrs(o2);
}

uint64 OpDefHash(const OpDef& o) {
  return Mix(StringHash(SerializeWithoutAttrs(o)), RepeatedAttrDefHash(o.attr()));
}

}  // namespace tensorflow
