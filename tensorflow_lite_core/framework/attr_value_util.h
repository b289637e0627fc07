// Helpers for AttrValue protos, the values of op and node attrs: set them from C++ values, parse
// them from the text op specs use for defaults ("'foo'", "[1, 2]", "DT_INT32"), check them against
// an attr type ("int", "list(type)"...), print them in error messages, compare and hash them.
//
// Every function takes the AttrValue it writes as the last argument and never keeps a pointer.
// Attr type strings are the ones op specs use: "string", "int", "float", "bool", "type", "shape",
// "tensor", "func" and "list(<one of those>)".
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_ATTR_VALUE_UTIL_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_ATTR_VALUE_UTIL_H_

#include <functional>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/platform/status.h"
#include "tensorflow_lite_core/platform/types.h"

namespace tensorflow {

// A concise rendering for error messages and op summaries, in TensorFlow's format: "\"foo\"" (C
// escaped, long strings elided in the middle), "5", "1.5", "true", "DT_INT32", "[2,?]" or
// "<unknown>" for shapes, "Tensor<type: int32 shape: [2] values: 1 2>", "f[T=DT_FLOAT]" for funcs,
// "$T" for placeholders, "[1, 2, 3]" for lists (lists of 30 or more elements keep the first and
// last five and add "{attr_hash=N}"; N is this library's stable hash, not TensorFlow's).
std::string SummarizeAttrValue(const AttrValue& attr_value);

// OK if `attr_value` holds a value of attr type `type`. A "list(...)" type accepts an empty list
// (or, as for old GraphDefs, a value with nothing set). Otherwise InvalidArgument, e.g. "AttrValue
// had value with type 'list(int)' when 'int' expected". "type" values must be valid, non-ref,
// non-DT_INVALID DataTypes.
absl::Status AttrValueHasType(const AttrValue& attr_value, std::string_view type);

// True for the attr types listed above; false for "list(list(int))", "foo", "placeholder"...
bool IsValidAttrType(std::string_view type);

// Parses `text` as a value of attr type `type`. `text` is the value alone, written as in a text
// proto: "'foo'" or "\"foo\"", "-3", "1e-3" / "inf" / "nan", "true", "DT_INT32",
// "{ dim { size: 1 } unknown_rank: false }", "{ dtype: DT_INT32 int_val: 5 }", "{ name: 'f' }";
// list types take "[]" or "[v1, v2, ...]". On failure returns InvalidArgument naming the text and
// the type, and leaves `*out` unchanged; nothing is logged.
absl::Status ParseAttrValue(std::string_view type, std::string_view text, AttrValue* out);

namespace internal {
// ParseAttrValue's fast path for the most common values ("DT_FLOAT", "false", "-1", "'SAME'"):
// true with exactly what the full parser makes of `text`, or false (`*out` untouched) for
// anything else.
bool ParseSimpleAttrValue(std::string_view type, std::string_view text, AttrValue* out);
}  // namespace internal

// Scalar values. Each replaces whatever `out` held.
void SetAttrValue(const std::string& value, AttrValue* out);
void SetAttrValue(std::string_view value, AttrValue* out);
void SetAttrValue(const char* value, AttrValue* out);
void SetAttrValue(int64 value, AttrValue* out);
void SetAttrValue(int32 value, AttrValue* out);
void SetAttrValue(float value, AttrValue* out);
void SetAttrValue(double value, AttrValue* out);  // stored as float, as TensorFlow does
void SetAttrValue(bool value, AttrValue* out);
void SetAttrValue(DataType value, AttrValue* out);
void SetAttrValue(const TensorShapeProto& value, AttrValue* out);
void SetAttrValue(const TensorProto& value, AttrValue* out);
void SetAttrValue(const NameAttrList& value, AttrValue* out);
void SetAttrValue(const AttrValue& value, AttrValue* out);  // a copy

// List values. An empty list still sets `out` to an (empty) list.
void SetAttrValue(const std::vector<std::string>& value, AttrValue* out);
void SetAttrValue(const std::vector<std::string_view>& value, AttrValue* out);
void SetAttrValue(const std::vector<const char*>& value, AttrValue* out);
void SetAttrValue(const std::vector<int64>& value, AttrValue* out);
void SetAttrValue(const std::vector<int32>& value, AttrValue* out);
void SetAttrValue(const std::vector<float>& value, AttrValue* out);
void SetAttrValue(const std::vector<bool>& value, AttrValue* out);
void SetAttrValue(const std::vector<DataType>& value, AttrValue* out);
void SetAttrValue(const std::vector<TensorShapeProto>& value, AttrValue* out);
void SetAttrValue(const std::vector<TensorProto>& value, AttrValue* out);
void SetAttrValue(const std::vector<NameAttrList>& value, AttrValue* out);
void SetAttrValue(std::initializer_list<std::string> value, AttrValue* out);
void SetAttrValue(std::initializer_list<const char*> value, AttrValue* out);
void SetAttrValue(std::initializer_list<int64> value, AttrValue* out);
void SetAttrValue(std::initializer_list<int32> value, AttrValue* out);
void SetAttrValue(std::initializer_list<float> value, AttrValue* out);
void SetAttrValue(std::initializer_list<bool> value, AttrValue* out);
void SetAttrValue(std::initializer_list<DataType> value, AttrValue* out);
void SetAttrValue(std::initializer_list<TensorShapeProto> value, AttrValue* out);
void SetAttrValue(std::initializer_list<TensorProto> value, AttrValue* out);
void SetAttrValue(std::initializer_list<NameAttrList> value, AttrValue* out);

// Like SetAttrValue for a list of strings, but moves the strings.
void MoveAttrValue(std::vector<std::string>&& value, AttrValue* out);

// The number of elements `value` holds as a list of `list_type` ("list(int)", ...); 0 for any
// other type.
int64 AttrValueListLength(const AttrValue& value, std::string_view list_type);

// True if `a` and `b` hold the same value: their deterministic serializations match (so func attr
// maps compare independently of insertion order). Two TensorProtos that encode the same tensor
// differently (tensor_content versus int_val) compare unequal.
bool AreAttrValuesEqual(const AttrValue& a, const AttrValue& b);

// A hash consistent with AreAttrValuesEqual: equal values hash equal. Stable across runs.
uint64 AttrValueHash(const AttrValue& a);

// True if `value` is a placeholder or holds one inside a func (or list of funcs) attr.
bool HasPlaceHolder(const AttrValue& value);

// Replaces every placeholder in `value`, including those nested in funcs, by calling
// `substitute(placeholder_name, target)`. Returns false as soon as `substitute` does.
using SubstituteFunc = std::function<bool(const std::string&, AttrValue*)>;
bool SubstitutePlaceholders(const SubstituteFunc& substitute, AttrValue* value);

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_ATTR_VALUE_UTIL_H_
