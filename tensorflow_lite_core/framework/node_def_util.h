// Reading and checking the attrs, inputs and outputs of a NodeDef against its OpDef.
//
// AttrSlice is a read-only view of a node's attr map (it owns nothing: the NodeDef or map it
// views must outlive it). GetNodeAttr and friends read one typed attr with TensorFlow's error
// messages; ValidateNodeDef, InOutTypesForNode and NameRangesForNode interpret a NodeDef through
// its OpDef. Nothing here knows about the op registry.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_NODE_DEF_UTIL_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_NODE_DEF_UTIL_H_

#include <initializer_list>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "google/protobuf/map.h"
#include "tensorflow_lite_core/framework/attr_value_util.h"
#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/platform/status.h"
#include "tensorflow_lite_core/platform/types.h"

namespace tensorflow {

class PartialTensorShape;
class Tensor;
class TensorShape;

using AttrValueMap = google::protobuf::Map<std::string, AttrValue>;

// The attr that pins a node next to others ("loc:@other_node").
extern const char* const kColocationAttrName;   // "_class"
extern const char* const kColocationGroupPrefix;  // "loc:@"

// "{{node name}}", or the original node (and function) names recorded in the debug info, as
// error messages refer to nodes.
std::string FormatNodeDefForError(const NodeDef& node_def);
std::string FormatNodeDefForError(
    std::string_view node_name, bool has_experimental_debug_info,
    const NodeDef::ExperimentalDebugInfo& experimental_debug_info);

// "{{node n}} = Op[a=1, T=DT_FLOAT, _device=\"/cpu:0\"](x, y:1, ^z)": attrs sorted by name, the
// device last. With max_inputs_in_summary >= 0, at most that many inputs are listed.
std::string SummarizeNodeDef(const NodeDef& node_def, int max_inputs_in_summary = -1);
// Just the "a=1, T=DT_FLOAT, _device=..." part.
std::string SummarizeAttrs(const NodeDef& node_def);

// `status` with "\n\t [[{{node name}}]]" appended. Unless allow_multiple_formatted_node, a
// message that already names a node in that form gets only the bare node name.
absl::Status AttachDef(const absl::Status& status, const NodeDef& node_def,
                 bool allow_multiple_formatted_node = false);

// A read-only view of the attrs of a NodeDef, or of a bare attr map.
class AttrSlice {
 public:
  AttrSlice(const NodeDef& node_def);  // NOLINT(runtime/explicit): NodeDefs convert silently.
  AttrSlice();                         // No attrs.
  explicit AttrSlice(const AttrValueMap* attrs);

  int size() const { return static_cast<int>(attrs_->size()); }

  // The value of `attr_name`, or nullptr when there is none.
  const AttrValue* Find(std::string_view attr_name) const;
  // As above; NotFound ("No attr named 'x' in NodeDef:" and the node) when missing.
  absl::Status Find(std::string_view attr_name, const AttrValue** attr_value) const;
  const AttrValue* FindByString(const std::string& attr_name) const;
  absl::Status FindByString(const std::string& attr_name, const AttrValue** attr_value) const;

  // True when both slices hold the same names with equal values.
  bool EqualAttrs(AttrSlice other) const;

  // The node summary ("{{node n}} = Op[...](...)") for a NodeDef slice, else the attrs.
  std::string SummarizeNode() const;
  // The attrs alone, "a=1, b=\"x\"", sorted by name.
  std::string DebugString() const;

  AttrValueMap::const_iterator begin() const { return attrs_->begin(); }
  AttrValueMap::const_iterator end() const { return attrs_->end(); }

 private:
  const NodeDef* node_def_;  // Not owned; nullptr for a bare map.
  const AttrValueMap* attrs_;  // Not owned.
};

// True when `node_def` has an attr named `attr_name`.
bool HasNodeAttr(const NodeDef& node_def, std::string_view attr_name);

// Reads attr `attr_name` into *value. NotFound when missing; InvalidArgument ("AttrValue had
// value with type 'int' when 'string' expected\n\t for attr 'x'") when it holds another kind,
// and when the value does not fit (an int32 out of range, an invalid shape or tensor).
absl::Status GetNodeAttr(const AttrSlice& attrs, std::string_view attr_name, std::string* value);
absl::Status GetNodeAttr(const AttrSlice& attrs, std::string_view attr_name, int64* value);
absl::Status GetNodeAttr(const AttrSlice& attrs, std::string_view attr_name, int32* value);
absl::Status GetNodeAttr(const AttrSlice& attrs, std::string_view attr_name, float* value);
absl::Status GetNodeAttr(const AttrSlice& attrs, std::string_view attr_name, bool* value);
absl::Status GetNodeAttr(const AttrSlice& attrs, std::string_view attr_name, DataType* value);
absl::Status GetNodeAttr(const AttrSlice& attrs, std::string_view attr_name, TensorShapeProto* value);
absl::Status GetNodeAttr(const AttrSlice& attrs, std::string_view attr_name, TensorShape* value);
absl::Status GetNodeAttr(const AttrSlice& attrs, std::string_view attr_name,
                   PartialTensorShape* value);
absl::Status GetNodeAttr(const AttrSlice& attrs, std::string_view attr_name, Tensor* value);
absl::Status GetNodeAttr(const AttrSlice& attrs, std::string_view attr_name, NameAttrList* value);
absl::Status GetNodeAttr(const AttrSlice& attrs, std::string_view attr_name,
                   std::vector<std::string>* value);
absl::Status GetNodeAttr(const AttrSlice& attrs, std::string_view attr_name,
                   std::vector<int64>* value);
absl::Status GetNodeAttr(const AttrSlice& attrs, std::string_view attr_name,
                   std::vector<int32>* value);
absl::Status GetNodeAttr(const AttrSlice& attrs, std::string_view attr_name,
                   std::vector<float>* value);
absl::Status GetNodeAttr(const AttrSlice& attrs, std::string_view attr_name, std::vector<bool>* value);
absl::Status GetNodeAttr(const AttrSlice& attrs, std::string_view attr_name, DataTypeVector* value);
absl::Status GetNodeAttr(const AttrSlice& attrs, std::string_view attr_name,
                   std::vector<TensorShapeProto>* value);
absl::Status GetNodeAttr(const AttrSlice& attrs, std::string_view attr_name,
                   std::vector<TensorShape>* value);
absl::Status GetNodeAttr(const AttrSlice& attrs, std::string_view attr_name,
                   std::vector<PartialTensorShape>* value);
absl::Status GetNodeAttr(const AttrSlice& attrs, std::string_view attr_name,
                   std::vector<Tensor>* value);
absl::Status GetNodeAttr(const AttrSlice& attrs, std::string_view attr_name,
                   std::vector<NameAttrList>* value);
// Pointers into the attr map, valid as long as the map is.
absl::Status GetNodeAttr(const AttrSlice& attrs, std::string_view attr_name, const TensorProto** value);
absl::Status GetNodeAttr(const AttrSlice& attrs, std::string_view attr_name,
                   const NameAttrList** value);

// The string attr, or an empty string when it is missing or not a string.
const std::string& GetNodeAttrString(const AttrSlice& attrs, std::string_view attr_name);

// Like GetNodeAttr, but a missing or mistyped attr just returns false (leaving *value alone).
bool TryGetNodeAttr(const AttrSlice& attrs, std::string_view attr_name, std::string* value);
bool TryGetNodeAttr(const AttrSlice& attrs, std::string_view attr_name, int64* value);
bool TryGetNodeAttr(const AttrSlice& attrs, std::string_view attr_name, int32* value);
bool TryGetNodeAttr(const AttrSlice& attrs, std::string_view attr_name, float* value);
bool TryGetNodeAttr(const AttrSlice& attrs, std::string_view attr_name, bool* value);
bool TryGetNodeAttr(const AttrSlice& attrs, std::string_view attr_name, DataType* value);
bool TryGetNodeAttr(const AttrSlice& attrs, std::string_view attr_name, TensorShape* value);
bool TryGetNodeAttr(const AttrSlice& attrs, std::string_view attr_name,
                    PartialTensorShape* value);
bool TryGetNodeAttr(const AttrSlice& attrs, std::string_view attr_name,
                    std::vector<std::string>* value);
bool TryGetNodeAttr(const AttrSlice& attrs, std::string_view attr_name,
                    std::vector<int64>* value);
bool TryGetNodeAttr(const AttrSlice& attrs, std::string_view attr_name,
                    std::vector<int32>* value);
bool TryGetNodeAttr(const AttrSlice& attrs, std::string_view attr_name,
                    std::vector<float>* value);
bool TryGetNodeAttr(const AttrSlice& attrs, std::string_view attr_name,
                    std::vector<bool>* value);
bool TryGetNodeAttr(const AttrSlice& attrs, std::string_view attr_name, DataTypeVector* value);
bool TryGetNodeAttr(const AttrSlice& attrs, std::string_view attr_name,
                    std::vector<TensorShape>* value);
bool TryGetNodeAttr(const AttrSlice& attrs, std::string_view attr_name,
                    const TensorProto** value);
bool TryGetNodeAttr(const AttrSlice& attrs, std::string_view attr_name,
                    const NameAttrList** value);

// Adds attr `name` to *node_def. As in TensorFlow, an attr the node already has keeps its
// value. The templates accept every value SetAttrValue accepts (strings, numbers, DataType,
// shape and tensor protos, lists of those); shapes and tensors have their own overloads.
void AddNodeAttr(std::string_view name, const AttrValue& value, NodeDef* node_def);
void AddNodeAttr(std::string_view name, AttrValue&& value, NodeDef* node_def);
void AddNodeAttr(std::string_view name, const TensorShape& value, NodeDef* node_def);
void AddNodeAttr(std::string_view name, const PartialTensorShape& value, NodeDef* node_def);
void AddNodeAttr(std::string_view name, const Tensor& value, NodeDef* node_def);
void AddNodeAttr(std::string_view name, const std::vector<TensorShape>& value,
                 NodeDef* node_def);
void AddNodeAttr(std::string_view name, const std::vector<PartialTensorShape>& value,
                 NodeDef* node_def);
void AddNodeAttr(std::string_view name, const std::vector<Tensor>& value, NodeDef* node_def);
template <typename T>
void AddNodeAttr(std::string_view name, const T& value, NodeDef* node_def) {
  AttrValue attr_value;
  SetAttrValue(value, &attr_value);
  AddNodeAttr(name, std::move(attr_value), node_def);
}
// For braced lists: AddNodeAttr("T", {DT_INT32, DT_FLOAT}, &node_def).
template <typename T>
void AddNodeAttr(std::string_view name, std::initializer_list<T> value, NodeDef* node_def) {
  AddNodeAttr(name, std::vector<T>(value), node_def);
}
// The same for a bare attr map (an existing attr keeps its value).
void AddAttr(std::string_view name, const AttrValue& value, AttrValueMap* map);
template <typename T>
void AddAttr(std::string_view name, const T& value, AttrValueMap* map) {
  AttrValue attr_value;
  SetAttrValue(value, &attr_value);
  AddAttr(name, attr_value, map);
}

// Adds the default of every attr of `op_def` that *node_def lacks.
void AddDefaultsToNodeDef(const OpDef& op_def, NodeDef* node_def);

// Checks `node_def` against `op_def`: the op name, control inputs after data inputs, every attr
// of the op present (attrs named "_..." are free extras), no attr the op lacks, each value of
// the right kind within the op's constraints, and the number of data inputs. InvalidArgument
// naming the attr or input and the op otherwise.
absl::Status ValidateNodeDef(const NodeDef& node_def, const OpDef& op_def);

// The most tensors one `N * T` arg may stand for. A larger N is refused wherever an arg's length
// is read, so a hostile or mistaken attr cannot make the framework list billions of types.
inline constexpr int64 kMaxTensorsPerArg = int64{1} << 20;

// The data types of the node's flat inputs and outputs, with `N * T`, `list(type)` and Ref args
// resolved from its attrs. The vectors are replaced, not appended to.
absl::Status InOutTypesForNode(const NodeDef& node_def, const OpDef& op_def, DataTypeVector* inputs,
                         DataTypeVector* outputs);
absl::Status InputTypesForNode(const NodeDef& node_def, const OpDef& op_def, DataTypeVector* inputs);
absl::Status OutputTypesForNode(const NodeDef& node_def, const OpDef& op_def,
                          DataTypeVector* outputs);
absl::Status OutputTypesForNode(const AttrSlice& attrs, const OpDef& op_def, DataTypeVector* outputs);
// One input's or output's type; InvalidArgument when `index` is out of range.
absl::Status InputTypeForNode(const NodeDef& node_def, const OpDef& op_def, int input_port,
                        DataType* input_type);
absl::Status OutputTypeForNode(const NodeDef& node_def, const OpDef& op_def, int output_port,
                         DataType* output_type);
// The number of outputs the node has.
absl::Status NumOutputsForNode(const NodeDef& node_def, const OpDef& op_def, int* num_outputs);

// For each input (output) arg name, the half-open range [start, end) of the node's flat inputs
// (outputs) it covers. Either map may be nullptr; a given map is replaced.
using NameRangeMap = std::unordered_map<std::string, std::pair<int, int>>;
absl::Status NameRangesForNode(const AttrSlice& attrs, const OpDef& op_def, NameRangeMap* inputs,
                         NameRangeMap* outputs);

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_NODE_DEF_UTIL_H_
