// The spec strings that describe an OpDef, written from the OpDef alone: the calls REGISTER_OP
// would make to build it (Attr("T: {float, int32} = DT_FLOAT"), Input("x: N * T"), ...). Tests
// rebuild recorded OpDefs from these and compare, so the text is written here independently of
// the spec parser: type names from DataTypeString, default values in protobuf's text format.
// Documentation is not written.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_TESTING_OP_DEF_SPECS_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_TESTING_OP_DEF_SPECS_H_

#include <string>

#include "tensorflow_lite_core/framework/op_def_builder.h"
#include "tensorflow_lite_core/framework/protos.h"

namespace tensorflow {
namespace op_def_specs {

// "name: type[ >= minimum][ = default]" of one attr.
std::string AttrSpec(const OpDef::AttrDef& attr);

// "name: [N * ]type" of one argument, in Ref(...) when it is a ref.
std::string ArgSpec(const OpDef::ArgDef& arg);

// A builder making the calls that describe `op_def`, in its order.
OpDefBuilder BuilderFor(const OpDef& op_def);

}  // namespace op_def_specs
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_TESTING_OP_DEF_SPECS_H_
