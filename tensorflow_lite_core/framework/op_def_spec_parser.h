// Reading OpDefBuilder's specs and Doc() text into an OpDef; OpDefBuilder::Finalize's parsing
// half (ValidateOpDef's checker is the other). Every error names the call and the spec at fault:
// "Trouble parsing '<name>:' from Attr(\"9:string\") for Op Test".
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_OP_DEF_SPEC_PARSER_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_OP_DEF_SPEC_PARSER_H_

#include <string>
#include <string_view>
#include <vector>

#include "tensorflow_lite_core/framework/protos.h"

namespace tensorflow {
namespace op_def_spec {

// "<message> from <call>(\"<spec>\") for Op <op_name>".
std::string SpecError(std::string_view message, std::string_view call, std::string_view spec,
                      std::string_view op_name);

// Each parser appends its entry to `op_def` even when the spec is bad (so later specs that refer
// to it are not blamed as well), appends one error per problem to `errors`, and returns whether
// the spec parsed.
//
// Attr("<name>: <type>[ >= <minimum>][ = <default>]").
bool ParseAttrSpec(std::string_view spec, bool allow_any, OpDef* op_def,
                   std::vector<std::string>* errors);
// Input("<name>: <type>") / Output(...), with "N * <type>" and "Ref(...)" forms. Attrs must have
// been parsed first.
bool ParseArgSpec(std::string_view spec, bool is_output, OpDef* op_def,
                  std::vector<std::string>* errors);
// ControlOutput("<name>").
bool ParseControlOutputSpec(std::string_view spec, OpDef* op_def,
                            std::vector<std::string>* errors);

// Doc(): the first non-blank line is the summary, the following lines up to the first "name:"
// line the description, then one "name: text" paragraph per input, output or attr, whose
// continuation lines lose their common indent. Args and attrs must have been parsed first.
void ParseDoc(std::string_view text, OpDef* op_def, std::vector<std::string>* errors);

// "<attr name>:" and the spaces around the colon: "T", "num_split", "dtype2".
bool ConsumeAttrName(std::string_view* text, std::string_view* name);

}  // namespace op_def_spec
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_OP_DEF_SPEC_PARSER_H_
