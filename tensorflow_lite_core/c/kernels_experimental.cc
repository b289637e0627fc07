// TensorFlow's experimental kernel C API (kernels_experimental.h): inputs by name and reference
// inputs; the functions over resource variables, reference outputs and variant tensors, which
// this core does not have, report TF_UNIMPLEMENTED naming themselves.
#include "tensorflow_lite_core/c/kernels_experimental.h"

#include "tensorflow_lite_core/c/c_api_internal.h"
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/types.h"

// The core never hands one out (TF_MaybeLockVariableInputMutexesInOrder is unimplemented), so a
// holder a plugin passes back can only be NULL; defined so that releasing one is well-formed.
struct TF_VariableInputLockHolder {};

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

}  // namespace
}  // namespace c_api
}  // namespace tensorflow

namespace c_api = tensorflow::c_api;
namespace errors = tensorflow::errors;
using tensorflow::OpKernelContext;
using tensorflow::Status;

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
  // No status to report in: every refusal is logged (SetError with no status).
  if (ctx == nullptr) return c_api::SetError(nullptr, c_api::NullArgument(kFunction, "ctx"));
  OpKernelContext* context = c_api::FromC(ctx);
  const tensorflow::OpKernel& kernel = context->op_kernel();
  if (input_index < 0 || input_index >= context->num_inputs()) {
    return c_api::SetError(nullptr, c_api::InputIndexOutOfRange(kFunction, context, input_index));
  }
  if (output_index < 0 || output_index >= context->num_outputs()) {
    return c_api::SetError(nullptr, errors::OutOfRange(kFunction, ": output index ", output_index,
                                                       " out of range [0, ",
                                                       context->num_outputs(), ") in op ",
                                                       kernel.type_string()));
  }
  const tensorflow::DataType input_type = kernel.input_type(input_index);
  const tensorflow::DataType output_type = kernel.output_type(output_index);
  if (!tensorflow::IsRefType(input_type) || !tensorflow::IsRefType(output_type)) {
    return c_api::SetError(
        nullptr, errors::InvalidArgument(kFunction, ": input ", input_index, " (",
                                         tensorflow::DataTypeString(input_type), ") and output ",
                                         output_index, " (", tensorflow::DataTypeString(output_type),
                                         ") of op ", kernel.type_string(),
                                         " must both be references"));
  }
  // An output tensor has its base type here (set_output refuses a reference type), so there is
  // no reference output to forward to.
  c_api::SetError(nullptr, errors::Unimplemented(kFunction, ": this core has no reference outputs "
                                                 "(output ", output_index, " of op ",
                                                 kernel.type_string(), ")"));
}

void TF_ReleaseVariableInputLockHolder(TF_VariableInputLockHolder* lockHolder) {
  delete lockHolder;
}

void TF_AssignVariable(TF_OpKernelContext* ctx, int /*input_index*/, int /*value_index*/,
                       bool /*validate_shape*/,
                       void (* /*copyFunc*/)(TF_OpKernelContext*, TF_Tensor*, TF_Tensor*),
                       TF_Status* status) {
  c_api::Unimplemented("TF_AssignVariable", ctx, c_api::kVariables, status);
}

void TF_AssignRefVariable(TF_OpKernelContext* ctx, int /*input_ref_index*/,
                          int /*output_ref_index*/, int /*value_index*/, bool /*use_locking*/,
                          bool /*validate_shape*/,
                          void (* /*copyFunc*/)(TF_OpKernelContext*, TF_Tensor*, TF_Tensor*),
                          TF_Status* status) {
  c_api::Unimplemented("TF_AssignRefVariable", ctx, c_api::kVariables, status);
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
    TF_OpKernelContext* ctx, bool /*do_lock*/, bool /*sparse*/, const int* const /*inputs*/,
    size_t /*len*/, void (* /*copyFunc*/)(TF_OpKernelContext*, TF_Tensor*, TF_Tensor*),
    TF_VariableInputLockHolder** /*lockHolder*/, TF_Status* status) {
  c_api::Unimplemented("TF_MaybeLockVariableInputMutexesInOrder", ctx, c_api::kVariables, status);
}

void TF_GetInputTensorFromVariable(TF_OpKernelContext* ctx, int /*input*/, bool /*lock_held*/,
                                   bool /*isVariantType*/, bool /*sparse*/,
                                   void (* /*copyFunc*/)(TF_OpKernelContext*, TF_Tensor*,
                                                         TF_Tensor*),
                                   TF_Tensor** /*out*/, TF_Status* status) {
  c_api::Unimplemented("TF_GetInputTensorFromVariable", ctx, c_api::kVariables, status);
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
