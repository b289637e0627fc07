// Checking, summarizing and comparing OpDefs.
//
// ValidateOpDef checks one OpDef is well formed; ValidateAttrValue checks a value against an
// attr's type and constraints; OpDefCompatible and friends decide whether a new version of an op
// still accepts every graph the old version accepted (the backwards-compatible changes of
// TensorFlow's "Adding a New Op" guide). All functions read their arguments and own nothing.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_OP_DEF_UTIL_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_OP_DEF_UTIL_H_

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "google/protobuf/repeated_field.h"
#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/platform/status.h"
#include "tensorflow_lite_core/platform/types.h"

namespace tensorflow {

// InvalidArgument unless `op_def` is well formed: a CamelCase name (optionally "_"-prefixed,
// with ">"-separated namespaces), unique attr and arg names, valid attr types, defaults and
// allowed values that fit their attr, and args typed by exactly one of type, type_attr,
// type_list_attr, with number_attr naming an int attr of minimum >= 0.
// The first problem FindOpDefProblems finds, followed by the OpDef.
absl::Status ValidateOpDef(const OpDef& op_def);

// One problem of an OpDef and the part it is about.
struct OpDefProblem {
  enum class Part { kName, kAttr, kInputArg, kOutputArg };
  Part part = Part::kName;
  int index = -1;  // of the attr, input_arg or output_arg; -1 for kName
  std::string message;  // "Duplicate name: a"
  // What ValidateOpDef appends to name the op ("\n\t in Op 'Foo'"); empty: the whole OpDef.
  std::string op_suffix;
};

// True for the parts the check leaves alone: they reserve no name, and an arg typed or counted
// by such an attr is not checked against it (OpDefBuilder skips specs that failed to parse, which
// it has reported already).
using OpDefPartFilter = std::function<bool(OpDefProblem::Part part, int index)>;

// Every problem of `op_def`, at most one per part, in order: the name, then attrs, inputs and
// outputs. This is the one OpDef check: ValidateOpDef, OpDefBuilder::Finalize and the registry
// all use it.
std::vector<OpDefProblem> FindOpDefProblems(const OpDef& op_def,
                                            const OpDefPartFilter& skip = nullptr);

// "Foo", "_Foo", "Namespace>Foo": segments separated by '>', none empty, each [A-Z][a-zA-Z0-9_]*.
// The one rule for op names, used by ValidateOpDef and OpDefBuilder alike.
bool IsValidOpName(std::string_view name);

// Unimplemented once `graph_def_version` is at or past the op's deprecation version.
absl::Status CheckOpDeprecation(const OpDef& op_def, int graph_def_version);

// InvalidArgument unless `attr_value` has the kind `attr` declares, respects its minimum (value
// or list length) and lies within its allowed values.
absl::Status ValidateAttrValue(const AttrValue& attr_value, const OpDef::AttrDef& attr);

// The attr or input arg of `op_def` with that name, or nullptr.
const OpDef::AttrDef* FindAttr(std::string_view name, const OpDef& op_def);
OpDef::AttrDef* FindAttrMutable(std::string_view name, OpDef* op_def);
const OpDef::ArgDef* FindInputArg(std::string_view name, const OpDef& op_def);

// "Op<name=Foo; signature=x:T, n:N*int32 -> y:Ref(T); attr=T:type,allowed=[...]; ...>".
std::string SummarizeOpDef(const OpDef& op_def);

// OK when every graph valid for `old_op` stays valid, with the same input and output types, for
// `new_op` once new attrs take their defaults. Otherwise InvalidArgument "Incompatible Op change:
// <rule broken>; old: <old summary>; new: <new summary>".
absl::Status OpDefCompatible(const OpDef& old_op, const OpDef& new_op);

// Attrs added since `old_op` (present in `penultimate_op`) must keep their default in `new_op`.
absl::Status OpDefAddedDefaultsUnchanged(const OpDef& old_op, const OpDef& penultimate_op,
                                   const OpDef& new_op);

// Attrs of `old_op` that had a default must keep it, unchanged, in `new_op` (adding a default is
// fine).
absl::Status OpDefAttrDefaultsUnchanged(const OpDef& old_op, const OpDef& new_op);

// Strips descriptions and summaries (all but the deprecation explanation), e.g. before hashing or
// shipping an OpDef.
void RemoveNonDeprecationDescriptionsFromOpDef(OpDef* op_def);
void RemoveDescriptionsFromOpDef(OpDef* op_def);
void RemoveDescriptionsFromOpList(OpList* op_list);

// Equality and hashing that ignore attr order (attrs are matched by name) and compare attr values
// semantically. Equal OpDefs hash alike.
bool AttrDefEqual(const OpDef::AttrDef& a1, const OpDef::AttrDef& a2);
uint64 AttrDefHash(const OpDef::AttrDef& a);
bool RepeatedAttrDefEqual(const google::protobuf::RepeatedPtrField<OpDef::AttrDef>& a1,
                          const google::protobuf::RepeatedPtrField<OpDef::AttrDef>& a2);
uint64 RepeatedAttrDefHash(const google::protobuf::RepeatedPtrField<OpDef::AttrDef>& a);
bool OpDefEqual(const OpDef& o1, const OpDef& o2);
uint64 OpDefHash(const OpDef& o);

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_OP_DEF_UTIL_H_
