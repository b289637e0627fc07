// REGISTER_OP of the header-only C++ API, over the op registration of ops.h:
//
//   REGISTER_OP("ZeroOut")
//       .Attr("T: {float, int32}")
//       .Input("to_zero: T")
//       .Output("zeroed: T")
//       .SetShapeFn(shape_inference::UnchangedShape);
//
// The description is recorded when the plugin is loaded and registered by its TF_InitPlugin (see
// plugin.h); the spec strings are TensorFlow's and are checked by the core at registration.
#ifndef TENSORFLOW_LITE_CORE_C_CC_OP_H_
#define TENSORFLOW_LITE_CORE_C_CC_OP_H_

#include <array>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "tensorflow_lite_core/c/cc/registry.h"
#include "tensorflow_lite_core/c/cc/shape_inference.h"
#include "tensorflow_lite_core/c/cc/status.h"
#include "tensorflow_lite_core/c/ops.h"

TFLC_PLUGIN_NAMESPACE_BEGIN

using ShapeInferenceFn = std::function<Status(shape_inference::InferenceContext* c)>;

namespace internal {

// The shape function trampoline the core calls; `state` is the op's ShapeInferenceFn.
inline void RunShapeFn(TF_ShapeInferenceContext* c_context, void* state, TF_Status* status) {
  shape_inference::InferenceContext context(c_context);
  try {
    (*static_cast<const ShapeInferenceFn*>(state))(&context).CopyTo(status);
  } catch (...) {
    StatusFromException("the shape function").CopyTo(status);
  }
}

#if defined(TFLC_PLUGIN_FOR_TENSORFLOW)
// TensorFlow's shape function callback carries no state: each op's function sits in a slot, and
// slot I's trampoline calls it.
inline constexpr int kMaxShapeFunctions = 256;
using StatelessShapeFn = void (*)(TF_ShapeInferenceContext*, TF_Status*);

inline const ShapeInferenceFn* shape_function_slots[kMaxShapeFunctions] = {};
inline int shape_function_slots_used = 0;

template <int I>
void RunShapeFnInSlot(TF_ShapeInferenceContext* c_context, TF_Status* status) {
  RunShapeFn(c_context, const_cast<ShapeInferenceFn*>(shape_function_slots[I]), status);
}

template <int... I>
constexpr std::array<StatelessShapeFn, sizeof...(I)> MakeSlotTrampolines(
    std::integer_sequence<int, I...>) {
  return {&RunShapeFnInSlot<I>...};
}

// The trampoline for `fn` (kept for the life of the process), or null when the slots are used up.
inline StatelessShapeFn TakeShapeFunctionSlot(const ShapeInferenceFn* fn) {
  static constexpr auto trampolines =
      MakeSlotTrampolines(std::make_integer_sequence<int, kMaxShapeFunctions>());
  if (shape_function_slots_used == kMaxShapeFunctions) return nullptr;
  shape_function_slots[shape_function_slots_used] = fn;
  return trampolines[shape_function_slots_used++];
}
#endif

}  // namespace internal

// An op's description, as TensorFlow's OpDefBuilder; Register() hands it to the core.
class OpDefBuilderWrapper {
 public:
  explicit OpDefBuilderWrapper(const char* name, SourceLocation where = {})
      : name_(name), where_(where) {}

  OpDefBuilderWrapper& Attr(std::string spec) {
    attrs_.push_back(std::move(spec));
    return *this;
  }
  OpDefBuilderWrapper& Input(std::string spec) {
    inputs_.push_back(std::move(spec));
    return *this;
  }
  OpDefBuilderWrapper& Output(std::string spec) {
    outputs_.push_back(std::move(spec));
    return *this;
  }
  OpDefBuilderWrapper& SetIsCommutative() {
    is_commutative_ = true;
    return *this;
  }
  OpDefBuilderWrapper& SetIsAggregate() {
    is_aggregate_ = true;
    return *this;
  }
  OpDefBuilderWrapper& SetIsStateful() {
    is_stateful_ = true;
    return *this;
  }
  OpDefBuilderWrapper& SetAllowsUninitializedInput() {
    allows_uninitialized_input_ = true;
    return *this;
  }
  OpDefBuilderWrapper& Deprecated(int version, std::string explanation) {
    deprecation_version_ = version;
    deprecation_ = std::move(explanation);
    return *this;
  }
  // Accepted for source compatibility; the C API carries no documentation.
  OpDefBuilderWrapper& Doc(std::string /*text*/) { return *this; }
  OpDefBuilderWrapper& SetShapeFn(ShapeInferenceFn fn) {
    shape_fn_ = std::make_shared<ShapeInferenceFn>(std::move(fn));
    return *this;
  }

  // Registers the op with the core.
  Status Register() const {
    TF_OpDefinitionBuilder* builder = TF_NewOpDefinitionBuilder(name_.c_str());
    for (const std::string& spec : attrs_) TF_OpDefinitionBuilderAddAttr(builder, spec.c_str());
    for (const std::string& spec : inputs_) TF_OpDefinitionBuilderAddInput(builder, spec.c_str());
    for (const std::string& spec : outputs_) TF_OpDefinitionBuilderAddOutput(builder, spec.c_str());
    TF_OpDefinitionBuilderSetIsCommutative(builder, is_commutative_);
    TF_OpDefinitionBuilderSetIsAggregate(builder, is_aggregate_);
    TF_OpDefinitionBuilderSetIsStateful(builder, is_stateful_);
    TF_OpDefinitionBuilderSetAllowsUninitializedInput(builder, allows_uninitialized_input_);
    if (deprecation_version_ >= 0) {
      TF_OpDefinitionBuilderDeprecated(builder, deprecation_version_, deprecation_.c_str());
    }
    if (shape_fn_ != nullptr) {
      // The function must outlive the registration, i.e. the process: it is never freed.
      auto* state = new ShapeInferenceFn(*shape_fn_);
#if defined(TFLC_PLUGIN_FOR_TENSORFLOW)
      internal::StatelessShapeFn trampoline = internal::TakeShapeFunctionSlot(state);
      if (trampoline == nullptr) {
        delete state;
        TF_DeleteOpDefinitionBuilder(builder);
        return Status(TF_RESOURCE_EXHAUSTED,
                      "op '" + name_ + "': a plugin built with TFLC_PLUGIN_FOR_TENSORFLOW has at "
                      "most " + std::to_string(internal::kMaxShapeFunctions) + " shape functions");
      }
      TF_OpDefinitionBuilderSetShapeInferenceFunction(builder, trampoline);
#else
      TF_OpDefinitionBuilderSetShapeInferenceFunctionWithState(builder, &internal::RunShapeFn,
                                                               state);
#endif
    }
#if TF_ABI_TARGET_VERSION >= 4 && !defined(TFLC_PLUGIN_FOR_TENSORFLOW)
    TF_OpDefinitionBuilderSetSourceLocation(builder, where_.file, where_.line);
#else
    (void)where_;  // older cores cannot be told
#endif
    TF_RegisterOpDefinition(builder, internal::Scratch());
    return internal::LastStatus();
  }

 private:
  std::string name_;
  SourceLocation where_;
  std::vector<std::string> attrs_;
  std::vector<std::string> inputs_;
  std::vector<std::string> outputs_;
  bool is_commutative_ = false;
  bool is_aggregate_ = false;
  bool is_stateful_ = false;
  bool allows_uninitialized_input_ = false;
  int deprecation_version_ = -1;
  std::string deprecation_;
  std::shared_ptr<ShapeInferenceFn> shape_fn_;
};

// REGISTER_OP's static object: records the description for RegisterAll.
struct OpDefBuilderReceiver {
  OpDefBuilderReceiver(const OpDefBuilderWrapper& wrapper) {  // NOLINT(runtime/explicit)
    internal::RecordRegistration(&internal::PluginRegistrations().ops,
                                 [wrapper] { return wrapper.Register(); });
  }
};

TFLC_PLUGIN_NAMESPACE_END

// REGISTER_OP("Name").Input(...)...: records the op and where it is written; the plugin's
// TF_InitPlugin registers it.
// TFLC_-prefixed for files that also see the core's macro of that name.
#define TFLC_REGISTER_OP(name) TFLC_PLUGIN_REGISTER_OP_UNIQ(__COUNTER__, name)
#define TFLC_PLUGIN_REGISTER_OP_UNIQ(ctr, name) TFLC_PLUGIN_REGISTER_OP_IMPL(ctr, name)
#define TFLC_PLUGIN_REGISTER_OP_IMPL(ctr, name)                                          \
  static ::tflc::plugin::OpDefBuilderReceiver tflc_plugin_op_##ctr __attribute__((unused)) = \
      ::tflc::plugin::OpDefBuilderWrapper(name, TFLC_PLUGIN_SOURCE_LOCATION_HERE)
#ifndef REGISTER_OP
#define REGISTER_OP(name) TFLC_REGISTER_OP(name)
#endif

#endif  // TENSORFLOW_LITE_CORE_C_CC_OP_H_
