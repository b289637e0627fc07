// OpDefBuilder: describes an op with the spec strings of TensorFlow's "Adding a New Op" guide
// ("x: T", "T: {float, int32} = DT_FLOAT", "N: int >= 2", ...) and turns them into an OpDef.
//
// The builder only records what it is told; Finalize() parses and checks everything at once and
// reports every problem in one InvalidArgument, each naming the op and quoting the spec at fault.
// OpRegistrationData is what a registry keeps per op: the OpDef, the shape function and where
// the op was registered. Both are plain values; nothing here refers to a registry.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_OP_DEF_BUILDER_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_OP_DEF_BUILDER_H_

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {

namespace shape_inference {
class InferenceContext;
}  // namespace shape_inference

// Computes the output shapes of one node from its input shapes and attrs.
using OpShapeInferenceFn = std::function<absl::Status(shape_inference::InferenceContext* c)>;

// Everything registered for one op.
struct OpRegistrationData {
  OpRegistrationData() = default;
  explicit OpRegistrationData(const OpDef& def) : op_def(def) {}
  OpRegistrationData(const OpDef& def, const OpShapeInferenceFn& fn, bool is_function = false)
      : op_def(def), shape_inference_fn(fn), is_function_op(is_function) {}

  OpDef op_def;
  OpShapeInferenceFn shape_inference_fn;
  bool is_function_op = false;

  // Where the op was registered (REGISTER_OP fills these in), for duplicate-registration
  // errors. Empty file and line 0 when unknown.
  std::string source_file;
  int source_line = 0;
};

class OpDefBuilder {
 public:
  // `op_name` is CamelCase ("ZeroOut"); a leading underscore marks an internal op.
  explicit OpDefBuilder(std::string op_name);

  // "<name>: <type>[ >= <min>][ = <default>]", e.g. "T: {float, int32} = DT_INT32",
  // "N: int >= 2", "shape: list(int) = [2, 3]", "mode: {'fast', 'exact'} = 'fast'".
  OpDefBuilder& Attr(std::string spec);
  // "<name>: <type or attr>", "<name>: <number attr> * <type or attr>", "<name>: Ref(<...>)";
  // names are lower_case.
  OpDefBuilder& Input(std::string spec);
  OpDefBuilder& Output(std::string spec);
  // The name of a control output, for function-like ops.
  OpDefBuilder& ControlOutput(std::string name);

  OpDefBuilder& SetIsCommutative();
  OpDefBuilder& SetIsAggregate();
  OpDefBuilder& SetIsStateful();
  // Keeps graph optimizations away from the op; as in TensorFlow, this marks it stateful.
  OpDefBuilder& SetDoNotOptimize();
  OpDefBuilder& SetAllowsUninitializedInput();
  OpDefBuilder& SetIsDistributedCommunication();

  // The op stops working in GraphDefs of `version` and later.
  OpDefBuilder& Deprecated(int version, std::string explanation);

  // A summary line, an optional description, then "name: text" paragraphs documenting inputs,
  // outputs and attrs (continuation lines are indented).
  OpDefBuilder& Doc(std::string text);

  OpDefBuilder& SetShapeFn(OpShapeInferenceFn fn);

  // Accepts attrs of type "any" (used by some internal ops).
  OpDefBuilder& AllowAttrTypeAny();

  // Replaces `*op_reg_data` with the op described so far. On failure returns InvalidArgument
  // listing every problem, one per line; `*op_reg_data` then holds a partial result.
  absl::Status Finalize(OpRegistrationData* op_reg_data) const;

  // The op as recorded so far: name and flags; specs are only parsed by Finalize().
  const OpDef& op_def() const { return op_reg_data_.op_def; }

 private:
  OpDef* mutable_op_def() { return &op_reg_data_.op_def; }
  // Records one Attr/Input/Output/ControlOutput spec; `kind` is one of those calls.
  OpDefBuilder& AddSpec(char kind, std::string_view spec);

  OpRegistrationData op_reg_data_;
  // Every Attr/Input/Output/ControlOutput spec in call order, each as its kind, its length and
  // its text: one buffer per op, where a vector entry per spec would cost an allocation or two
  // each (registration is on every process's start-up path).
  std::string specs_;
  std::string doc_;
  bool doc_set_ = false;
  // Misuse noticed while recording (Doc() twice...), reported by Finalize().
  std::vector<std::string> errors_;
  bool allow_attr_type_any_ = false;
};

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_OP_DEF_BUILDER_H_
