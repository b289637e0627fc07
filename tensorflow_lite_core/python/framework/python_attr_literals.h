// Attr values (defaults and allowed values of an OpDef's attrs) as Python source, for the
// wrapper generator: `"NHWC"`, `[1, 2]`, `_dtypes.int32` in code, `tflc.int32` in docstrings.
#ifndef TENSORFLOW_LITE_CORE_PYTHON_FRAMEWORK_PYTHON_ATTR_LITERALS_H_
#define TENSORFLOW_LITE_CORE_PYTHON_FRAMEWORK_PYTHON_ATTR_LITERALS_H_

#include <optional>
#include <string>
#include <string_view>

#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {
namespace python_attr_literals {

// The name tflc.dtypes gives DataType `type`, float16 spelled `half` as TensorFlow's generated
// code spells it ("half", "int32_ref"); unset when `type` is no DType.
std::optional<std::string> DTypeName(int type);

// Whether the attr type has no Python form here (tensor, func and their lists): the wrapper
// defaults such an attr to None, which the runtime reads as the OpDef's default.
bool IsOpaqueAttrType(std::string_view type);

// The default of `attr` as Python source, each DType spelled `dtype_prefix` + name; unset for an
// opaque type. InvalidArgument when a value has no spelling (an unknown DataType, an element of an
// unsupported attr type), naming the op and attr.
Status DefaultLiteral(const OpDef& op_def, const OpDef::AttrDef& attr,
                      std::string_view dtype_prefix, std::optional<std::string>* literal);

// The allowed values of `attr` as docstring text (`"SAME", "VALID"`), unset when not restricted.
Status AllowedLiterals(const OpDef& op_def, const OpDef::AttrDef& attr,
                       std::optional<std::string>* literals);

}  // namespace python_attr_literals
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_PYTHON_FRAMEWORK_PYTHON_ATTR_LITERALS_H_
