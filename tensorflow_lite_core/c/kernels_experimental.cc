// TensorFlow's experimental kernel C API (kernels_experimental.h): inputs by name, and reference
// variables (Ref(T) inputs and outputs: assignment, forwarding, their mutex, their tensor) over
// OpKernelContext's ref calls. The functions over resource variables and variant tensors, which
// this core does not have, report TF_UNIMPLEMENTED naming themselves.
#include "tensorflow_lite_core/c/kernels_experimental.h"

#include "tensorflow_lite_core/c/c_api_internal.h"
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/platform/mutex.h"
#include "tensorflow_lite_core/platform/thread_annotations.h"

// Every ref input shares OpKernelContext::input_ref_mutex's one mutex, so a holder locks at most
// that one; null when the call asked for no lock.
struct TF_VariableInputLockHolder {
  tensorflow::mutex* locked = nullptr;
};

namespace tensorflow {
namespace c_api {
namespace {

// What every function needing resource variables (or variants) reports, once ctx is known good.
void Unimplemented(const char* function, TF_OpKernelContext* ctx, const char* missing,
                   TF_Status* status) {
  if (ctx == nullptr) return SetStatus(status, NullArgument(function, "ctx"));
  SetStatus(status, errors::Unimplemented(function, ": this core has no ", missing));
}

constexpr char kVariables[] = "resource variables";
constexpr char kVariants[] = "variant tensors";

Status InputIndexOutOfRange(const char* function, OpKernelContext* context, int index) {
  return errors::OutOfRange(function, ": input index ", index, " out of range [0, ",
                            context->num_inputs(), ") in op ", context->op_kernel().type_string());
}

// Input `index` holds a variable this core has: in range, not a resource, a reference (Ref(T)),
// and provided.
Status CheckRefInput(const char* function, OpKernelContext* context, int index) {
  if (index < 0 || index >= context->num_inputs()) {
    return InputIndexOutOfRange(function, context, index);
  }
  const OpKernel& kernel = context->op_kernel();
  const DataType type = kernel.input_type(index);
  if (type == DT_RESOURCE) {
    return errors::Unimplemented(function, ": this core has no ", kVariables, " (input ", index,
                                 " of op ", kernel.type_string(), " is a resource)");
  }
  if (!IsRefType(type)) {
    return errors::InvalidArgument(function, ": input ", index, " (", DataTypeString(type),
                                   ") of op ", kernel.type_string(), " is not a reference");
  }
  if (!context->has_input(index)) {
    return errors::FailedPrecondition(function, ": input ", index, " of op ",
                                      kernel.type_string(), " was not provided");
  }
  return OkStatus();
}

// Output `output_index` is a reference output that ref input `input_index` can be forwarded to.
Status CheckRefOutput(const char* function, OpKernelContext* context, int input_index,
                      int output_index) {
  const OpKernel& kernel = context->op_kernel();
  if (output_index < 0 || output_index >= context->num_outputs()) {
    return errors::OutOfRange(function, ": output index ", output_index, " out of range [0, ",
                              context->num_outputs(), ") in op ", kernel.type_string());
  }
  const DataType input_type = kernel.input_type(input_index);
  const DataType output_type = kernel.output_type(output_index);
  if (output_type != input_type) {
    return errors::InvalidArgument(function, ": output ", output_index, " (",
                                   DataTypeString(output_type), ") of op ", kernel.type_string(),
                                   " is not a reference of input ", input_index, "'s type (",
                                   DataTypeString(input_type), ")");
  }
  return OkStatus();
}

// Input `index` is a provided tensor of `type` (the value assigned to a variable of that type).
Status CheckValueInput(const char* function, OpKernelContext* context, int index,
                       DataType type) {
  if (index < 0 || index >= context->num_inputs()) {
    return InputIndexOutOfRange(function, context, index);
  }
  const OpKernel& kernel = context->op_kernel();
  if (!context->has_input(index)) {
    return errors::FailedPrecondition(function, ": input ", index, " of op ",
                                      kernel.type_string(), " was not provided");
  }
  const DataType value_type = context->input(index).dtype();
  if (value_type != type) {
    return errors::InvalidArgument(function, ": value input ", index, " of op ",
                                   kernel.type_string(), " is ", DataTypeString(value_type),
                                   ", the variable ", DataTypeString(type));
  }
  return OkStatus();
}

using CopyFunction = void (*)(TF_OpKernelContext*, TF_Tensor*, TF_Tensor*);

// The plugin's copy from `source` into `dest`; the handles are the plugin's to delete (as in
// TensorFlow: "the caller takes ownership of the source and dest tensors").
void PluginCopy(TF_OpKernelContext* ctx, CopyFunction copy, const Tensor& source,
                const Tensor& dest) {
  copy(ctx, NewTensorHandle(source), NewTensorHandle(dest));
}

}  // namespace
}  // namespace c_api
}  // namespace tensorflow

namespace c_api = tensorflow::c_api;
namespace errors = tensorflow::errors;
using tensorflow::OpKernelContext;
using tensorflow::Status;
using tensorflow::Tensor;

extern "C" {

void TF_GetInputByName(TF_OpKernelContext* ctx, const char* inputName, TF_Tensor** tensor,
                       TF_Status* status) {
  static constexpr char kFunction[] = "TF_GetInputByName";
  if (ctx == nullptr) return c_api::SetStatus(status, c_api::NullArgument(kFunction, "ctx"));
  if (inputName == nullptr) {
    return c_api::SetStatus(status, c_api::NullArgument(kFunction, "inputName"));
  }
  if (tensor == nullptr) return c_api::SetStatus(status, c_api::NullArgument(kFunction, "tensor"));
  OpKernelContext* context = c_api::FromC(ctx);
  int start = -1, stop = -1;
  Status result = context->op_kernel().InputRange(inputName, &start, &stop);
  if (!result.ok()) {
    return c_api::SetStatus(status, errors::Prepend(result, kFunction, ": "));
  }
  if (stop != start + 1) {
    return c_api::SetStatus(
        status, errors::InvalidArgument(kFunction, ": input '", inputName, "' of op ",
                                        context->op_kernel().type_string(), " is a list of ",
                                        stop - start, " tensors, not a single tensor"));
  }
  if (!context->has_input(start)) {
    return c_api::SetStatus(
        status, errors::FailedPrecondition(kFunction, ": input '", inputName, "' of op ",
                                           context->op_kernel().type_string(),
                                           " was not provided"));
  }
  *tensor = c_api::NewTensorHandle(context->input(start));
  c_api::SetOk(status);
}

bool TF_IsRefInput(TF_OpKernelContext* ctx, int i, TF_Status* status) {
  static constexpr char kFunction[] = "TF_IsRefInput";
  if (ctx == nullptr) {
    c_api::SetStatus(status, c_api::NullArgument(kFunction, "ctx"));
    return false;
  }
  OpKernelContext* context = c_api::FromC(ctx);
  if (i < 0 || i >= context->num_inputs()) {
    c_api::SetStatus(status, c_api::InputIndexOutOfRange(kFunction, context, i));
    return false;
  }
  c_api::SetOk(status);
  return tensorflow::IsRefType(context->op_kernel().input_type(i));
}

void TF_OpKernelContext_ForwardRefInputToRefOutput(TF_OpKernelContext* ctx, int32_t input_index,
                                                   int32_t output_index) {
  static constexpr char kFunction[] = "TF_OpKernelContext_ForwardRefInputToRefOutput";
  // No status to report in: every refusal is logged (SetError with no status), where TensorFlow
  // would abort.
  if (ctx == nullptr) return c_api::SetError(nullptr, c_api::NullArgument(kFunction, "ctx"));
  OpKernelContext* context = c_api::FromC(ctx);
  Status checked = c_api::CheckRefInput(kFunction, context, input_index);
  if (checked.ok()) checked = c_api::CheckRefOutput(kFunction, context, input_index, output_index);
  if (!checked.ok()) return c_api::SetError(nullptr, checked);
  context->forward_ref_input_to_ref_output(input_index, output_index);
}

// The holder takes the lock in one call and releases it in another, which clang's static
// analysis cannot follow.
void TF_ReleaseVariableInputLockHolder(TF_VariableInputLockHolder* lockHolder)
    TF_NO_THREAD_SAFETY_ANALYSIS {
  if (lockHolder == nullptr) return;
  if (lockHolder->locked != nullptr) lockHolder->locked->unlock();
  delete lockHolder;
}
void TF_AssignVariable(TF_OpKernelContext* ctx, int /*input_index*/, int /*value_index*/,
                       bool /*validate_shape*/,
                       void (* /*copyFunc*/)(TF_OpKernelContext*, TF_Tensor*, TF_Tensor*),
                       TF_Status* status) {
  c_api::Unimplemented("TF_AssignVariable", ctx, c_api::kVariables, status);
}

void TF_AssignRefVariable(TF_OpKernelContext* ctx, int input_ref_index, int output_ref_index,
                          int value_index, bool use_locking, bool validate_shape,
                          void (*copyFunc)(TF_OpKernelContext*, TF_Tensor*, TF_Tensor*),
                          TF_Status* status) {
  static constexpr char kFunction[] = "TF_AssignRefVariable";
  if (ctx == nullptr) return c_api::SetStatus(status, c_api::NullArgument(kFunction, "ctx"));
  if (copyFunc == nullptr) {
    return c_api::SetStatus(status, c_api::NullArgument(kFunction, "copyFunc"));
  }
  OpKernelContext* context = c_api::FromC(ctx);
  Status checked = c_api::CheckRefInput(kFunction, context, input_ref_index);
  if (checked.ok()) {
    checked = c_api::CheckRefOutput(kFunction, context, input_ref_index, output_ref_index);
  }
  const tensorflow::DataType type =
      checked.ok() ? tensorflow::BaseType(context->op_kernel().input_type(input_ref_index))
                   : tensorflow::DT_INVALID;
  if (checked.ok()) checked = c_api::CheckValueInput(kFunction, context, value_index, type);
  if (!checked.ok()) return c_api::SetStatus(status, checked);

  // A copy sharing the buffer: replacing the ref below must not change what is assigned.
  const Tensor value = context->input(value_index);
  Tensor target;  // what copyFunc fills: the referenced buffer, or its replacement
  {
    // The shape check and any replacement are always made under the lock; the copy only with
    // use_locking (as TensorFlow's Assign).
    tensorflow::mutex_lock lock(*context->input_ref_mutex(input_ref_index));
    Tensor ref = context->mutable_input(input_ref_index, /*lock_held=*/true);
    if (ref.IsInitialized() && ref.shape() == value.shape()) {
      target = ref;
    } else {
      if (validate_shape && ref.IsInitialized()) {
        return c_api::SetStatus(
            status, errors::InvalidArgument("Assign requires shapes of both tensors to match. "
                                             "lhs shape= ", ref.shape().DebugString(),
                                             " rhs shape= ", value.shape().DebugString()));
      }
      // A new buffer of the value's shape: earlier holders of the old one keep it unchanged.
      const Status allocated = context->allocate_temp(type, value.shape(), &target);
      if (!allocated.ok()) {
        return c_api::SetStatus(status, errors::Prepend(allocated, kFunction, ": "));
      }
      context->replace_ref_input(input_ref_index, target, /*lock_held=*/true);
    }
    if (use_locking) c_api::PluginCopy(ctx, copyFunc, value, target);
  }
  if (!use_locking) c_api::PluginCopy(ctx, copyFunc, value, target);
  context->forward_ref_input_to_ref_output(input_ref_index, output_ref_index);
  c_api::SetOk(status);
}

void TF_AssignUpdateVariable(TF_OpKernelContext* ctx, int /*input_index*/, int /*value_index*/,
                             int /*Op*/, int /*isVariantType*/,
                             void (* /*copyFunc*/)(TF_OpKernelContext*, TF_Tensor*, TF_Tensor*),
                             void (* /*updateFunc*/)(TF_OpKernelContext*, TF_Tensor*, TF_Tensor*,
                                                     int),
                             TF_Status* status) {
  c_api::Unimplemented("TF_AssignUpdateVariable", ctx, c_api::kVariables, status);
}

void TF_TemporaryVariable(TF_OpKernelContext* ctx, TF_DataType /*dtype*/,
                          const int64_t* /*dims*/, int /*num_dims*/, TF_StringView* /*var_name*/,
                          void (* /*plugin_allocator*/)(TF_OpKernelContext*, TF_Tensor*,
                                                        TF_DataType, const int64_t*, int,
                                                        TF_Status*),
                          TF_Status* tf_status) {
  c_api::Unimplemented("TF_TemporaryVariable", ctx, c_api::kVariables, tf_status);
}

void TF_DestroyTemporaryVariable(TF_OpKernelContext* ctx, const int /*index*/,
                                 TF_StringView* /*var_name*/, TF_Status* tf_status) {
  c_api::Unimplemented("TF_DestroyTemporaryVariable", ctx, c_api::kVariables, tf_status);
}

void TF_MaybeLockVariableInputMutexesInOrder(
    TF_OpKernelContext* ctx, bool do_lock, bool /*sparse*/, const int* const inputs, size_t len,
    void (* /*copyFunc*/)(TF_OpKernelContext*, TF_Tensor*, TF_Tensor*),
    TF_VariableInputLockHolder** lockHolder, TF_Status* status) TF_NO_THREAD_SAFETY_ANALYSIS {
  static constexpr char kFunction[] = "TF_MaybeLockVariableInputMutexesInOrder";
  if (ctx == nullptr) return c_api::SetStatus(status, c_api::NullArgument(kFunction, "ctx"));
  if (inputs == nullptr && len > 0) {
    return c_api::SetStatus(status, c_api::NullArgument(kFunction, "inputs"));
  }
  if (lockHolder == nullptr) {
    return c_api::SetStatus(status, c_api::NullArgument(kFunction, "lockHolder"));
  }
  OpKernelContext* context = c_api::FromC(ctx);
  for (size_t i = 0; i < len; ++i) {
    // Without do_lock TensorFlow locks (and looks at) only resource variables, which sparse
    // updates copy on read; ref inputs then need nothing.
    const int input = inputs[i];
    if (input < 0 || input >= context->num_inputs()) {
      return c_api::SetStatus(status, c_api::InputIndexOutOfRange(kFunction, context, input));
    }
    if (!do_lock && context->op_kernel().input_type(input) != tensorflow::DT_RESOURCE) continue;
    const Status checked = c_api::CheckRefInput(kFunction, context, input);
    if (!checked.ok()) return c_api::SetStatus(status, checked);
  }
  auto* holder = new TF_VariableInputLockHolder;
  if (do_lock && len > 0) {
    // TensorFlow locks each distinct mutex once, in address order; here there is only one.
    holder->locked = context->input_ref_mutex(inputs[0]);
    holder->locked->lock();
  }
  *lockHolder = holder;
  c_api::SetOk(status);
}

void TF_GetInputTensorFromVariable(TF_OpKernelContext* ctx, int input, bool lock_held,
                                   bool /*isVariantType*/, bool /*sparse*/,
                                   void (* /*copyFunc*/)(TF_OpKernelContext*, TF_Tensor*,
                                                         TF_Tensor*),
                                   TF_Tensor** out, TF_Status* status) {
  static constexpr char kFunction[] = "TF_GetInputTensorFromVariable";
  if (ctx == nullptr) return c_api::SetStatus(status, c_api::NullArgument(kFunction, "ctx"));
  if (out == nullptr) return c_api::SetStatus(status, c_api::NullArgument(kFunction, "out"));
  OpKernelContext* context = c_api::FromC(ctx);
  const Status checked = c_api::CheckRefInput(kFunction, context, input);
  if (!checked.ok()) return c_api::SetStatus(status, checked);
  if (lock_held) {
    *out = c_api::NewTensorHandle(context->mutable_input(input, /*lock_held=*/true));
  } else {
    // Reading the reference itself, as TensorFlow does, under the mutex held shared.
    tensorflow::tf_shared_lock lock(*context->input_ref_mutex(input));
    *out = c_api::NewTensorHandle(context->mutable_input(input, /*lock_held=*/true));
  }
  c_api::SetOk(status);
}

void TF_AddNVariant(TF_OpKernelContext* ctx,
                    void (* /*binary_add_func*/)(TF_OpKernelContext*, TF_Tensor*, TF_Tensor*,
                                                 TF_Tensor*),
                    TF_Status* status) {
  c_api::Unimplemented("TF_AddNVariant", ctx, c_api::kVariants, status);
}

void TF_ZerosLikeVariant(TF_OpKernelContext* ctx,
                         void (* /*zeros_like_func*/)(TF_OpKernelContext*, TF_Tensor*,
                                                      TF_Tensor*),
                         TF_Status* status) {
  c_api::Unimplemented("TF_ZerosLikeVariant", ctx, c_api::kVariants, status);
}

}  // extern "C"
