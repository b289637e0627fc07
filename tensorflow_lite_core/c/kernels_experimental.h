// TensorFlow's experimental kernel C API (kernels_experimental.h): variables, reference inputs
// and variants, for the training ops of PluggableDevice plugins, and inputs by name.
//
// Reference variables work as in TensorFlow: an op's Ref(T) input is the variable's tensor (from
// Python, a tflc.Variable's), which a kernel updates in place through TF_GetInput's or
// TF_GetInputTensorFromVariable's tensor, replaces with TF_AssignRefVariable, and returns as a
// Ref(T) output with TF_OpKernelContext_ForwardRefInputToRefOutput. Where TensorFlow guards each
// variable with its own mutex, every ref input here shares one process-wide mutex (see
// OpKernelContext::input_ref_mutex): TF_MaybeLockVariableInputMutexesInOrder locks it, and a
// kernel holding it must not lock again (TF_AssignRefVariable with use_locking,
// TF_GetInputTensorFromVariable without lock_held), even for another variable.
//
// This core has no resource variables and no variant tensors. The functions that need them are
// declared, so that plugins written against TensorFlow compile and load, and report
// TF_UNIMPLEMENTED naming themselves ("TF_AssignVariable: this core has no resource variables"),
// as do the ref functions given a DT_RESOURCE input; a NULL ctx is TF_INVALID_ARGUMENT. They
// leave their out-arguments untouched and never call the plugin's callbacks.
#ifndef TENSORFLOW_LITE_CORE_C_KERNELS_EXPERIMENTAL_H_
#define TENSORFLOW_LITE_CORE_C_KERNELS_EXPERIMENTAL_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tensorflow_lite_core/c/c_api_macros.h"
#include "tensorflow_lite_core/c/kernels.h"

#ifdef __cplusplus
extern "C" {
#endif

// Locks held over a variable update (TF_MaybeLockVariableInputMutexesInOrder).
typedef struct TF_VariableInputLockHolder TF_VariableInputLockHolder;
typedef struct TF_CoordinationServiceAgent TF_CoordinationServiceAgent;

#if TF_ABI_TARGET_VERSION >= 5
// ---- (Version 5.) Available.

// (Version 5.) Sets *tensor to a new handle on the input argument `inputName` (a single tensor,
// not a list), owned by the caller. TF_INVALID_ARGUMENT for NULL arguments, a name the op does not
// have as an input, or a list input; TF_FAILED_PRECONDITION when the input was not provided. On
// error *tensor is unchanged.
TF_CAPI_EXPORT extern void TF_GetInputByName(TF_OpKernelContext* ctx, const char* inputName,
                                             TF_Tensor** tensor, TF_Status* status);

// (Version 5.) Whether input `i` is a reference input (the op declares it Ref(T)). False with
// TF_OUT_OF_RANGE for an index out of range, with TF_INVALID_ARGUMENT for a NULL ctx.
TF_CAPI_EXPORT extern bool TF_IsRefInput(TF_OpKernelContext* ctx, int i, TF_Status* status);

// (Version 5.) Makes reference output `output_index` refer to reference input `input_index`'s
// tensor (a Ref(T) output of the input's Ref(T)). With no status to report in, a call TensorFlow
// would abort on is logged and changes nothing: a NULL ctx, an index out of range, an input that
// is not a reference or was not provided, an output of another type.
TF_CAPI_EXPORT extern void TF_OpKernelContext_ForwardRefInputToRefOutput(TF_OpKernelContext* ctx,
                                                                         int32_t input_index,
                                                                         int32_t output_index);

// (Version 5.) Assigns input `value_index` to the reference variable of input `input_ref_index`,
// then forwards the reference to output `output_ref_index`, as TensorFlow's Assign. When the
// variable has the value's shape, copyFunc(ctx, source = the value, dest = the variable's tensor)
// fills its buffer; otherwise TF_INVALID_ARGUMENT "Assign requires shapes of both tensors to
// match. lhs shape= [..] rhs shape= [..]" with validate_shape, and without it a new tensor of the
// value's shape, which copyFunc fills, replaces the variable's (earlier holders of the old buffer
// keep it). copyFunc owns `source` and `dest` and frees them with TF_DeleteTensor. The shape check
// is made under the ref inputs' mutex, the copy too with use_locking. Errors, before anything
// changes: TF_INVALID_ARGUMENT for a NULL ctx or copyFunc, an input that is not a reference, an
// output that is not a reference of the input's type, a value of another dtype; TF_OUT_OF_RANGE
// for an index out of range; TF_FAILED_PRECONDITION for an input not provided; TF_UNIMPLEMENTED
// for a resource input.
TF_CAPI_EXPORT extern void TF_AssignRefVariable(
    TF_OpKernelContext* ctx, int input_ref_index, int output_ref_index, int value_index,
    bool use_locking, bool validate_shape,
    void (*copyFunc)(TF_OpKernelContext* ctx, TF_Tensor* source, TF_Tensor* dest),
    TF_Status* status);

// (Version 5.) For an update of the variables of inputs[0..len): with do_lock, locks the ref
// inputs' mutex (once, whatever len) until *lockHolder is released; without it, locks nothing
// (TensorFlow then only locks resource variables). Sets *lockHolder to a new holder, owned by the
// caller (TF_ReleaseVariableInputLockHolder), also when nothing is locked. copyFunc (for resource
// variables' copy on read) and `sparse` do not apply to references. Errors, with *lockHolder
// unchanged and nothing locked: TF_OUT_OF_RANGE for an index out of range; TF_UNIMPLEMENTED for a
// resource input; with do_lock, as TF_AssignRefVariable for an input that is not a reference or
// not provided; TF_INVALID_ARGUMENT for NULL ctx, lockHolder, or inputs with len > 0.
TF_CAPI_EXPORT extern void TF_MaybeLockVariableInputMutexesInOrder(
    TF_OpKernelContext* ctx, bool do_lock, bool sparse, const int* const inputs, size_t len,
    void (*copyFunc)(TF_OpKernelContext* ctx, TF_Tensor* source, TF_Tensor* dest),
    TF_VariableInputLockHolder** lockHolder, TF_Status* status);

// (Version 5.) Releases the lock of `lockHolder` and frees it; NULL is ignored.
TF_CAPI_EXPORT extern void TF_ReleaseVariableInputLockHolder(
    TF_VariableInputLockHolder* lockHolder);

// (Version 5.) Sets *out to a new handle, owned by the caller, on the tensor of the reference
// variable of input `input`: writing its data updates the variable. Without lock_held the
// reference is read under the ref inputs' mutex, held shared. isVariantType, sparse and copyFunc
// apply to resource variables only. Errors as TF_AssignRefVariable's for the input (NULL out
// too), with *out unchanged.
TF_CAPI_EXPORT extern void TF_GetInputTensorFromVariable(
    TF_OpKernelContext* ctx, int input, bool lock_held, bool isVariantType, bool sparse,
    void (*copyFunc)(TF_OpKernelContext* ctx, TF_Tensor* source, TF_Tensor* dest), TF_Tensor** out,
    TF_Status* status);

// TF_OpKernelConstruction_GetAttrTensorShape, which TensorFlow declares here, is in kernels.h.

// ---- (Version 5.) TF_UNIMPLEMENTED: this core has no resource variables.

// (Version 5.) TensorFlow: assigns input `value_index` to the resource variable of input
// `input_index`, copying with `copyFunc`.
TF_CAPI_EXPORT extern void TF_AssignVariable(TF_OpKernelContext* ctx, int input_index,
                                             int value_index, bool validate_shape,
                                             void (*copyFunc)(TF_OpKernelContext* ctx,
                                                              TF_Tensor* source, TF_Tensor* dest),
                                             TF_Status* status);

// (Version 5.) TensorFlow: updates a resource variable in place with `updateFunc` (AssignAdd,
// AssignSub).
TF_CAPI_EXPORT extern void TF_AssignUpdateVariable(
    TF_OpKernelContext* ctx, int input_index, int value_index, int Op, int isVariantType,
    void (*copyFunc)(TF_OpKernelContext* ctx, TF_Tensor* source, TF_Tensor* dest),
    void (*updateFunc)(TF_OpKernelContext* ctx, TF_Tensor* tensor, TF_Tensor* value, int Op),
    TF_Status* status);

// (Version 5.) TensorFlow: creates the temporary variable `var_name` in the step's resources.
TF_CAPI_EXPORT extern void TF_TemporaryVariable(
    TF_OpKernelContext* ctx, TF_DataType dtype, const int64_t* dims, int num_dims,
    TF_StringView* var_name,
    void (*plugin_allocator)(TF_OpKernelContext*, TF_Tensor*, TF_DataType, const int64_t*, int,
                             TF_Status*),
    TF_Status* tf_status);

// (Version 5.) TensorFlow: destroys the temporary variable `var_name` given as reference input
// `index`.
TF_CAPI_EXPORT extern void TF_DestroyTemporaryVariable(TF_OpKernelContext* ctx, const int index,
                                                       TF_StringView* var_name,
                                                       TF_Status* tf_status);

// ---- (Version 5.) TF_UNIMPLEMENTED: this core has no variant tensors.

// (Version 5.) TensorFlow: AddN over variant inputs, adding their contents with binary_add_func.
TF_CAPI_EXPORT extern void TF_AddNVariant(TF_OpKernelContext* ctx,
                                          void (*binary_add_func)(TF_OpKernelContext* ctx,
                                                                  TF_Tensor* a, TF_Tensor* b,
                                                                  TF_Tensor* out),
                                          TF_Status* status);

// (Version 5.) TensorFlow: ZerosLike of a variant input, with zeros_like_func.
TF_CAPI_EXPORT extern void TF_ZerosLikeVariant(TF_OpKernelContext* ctx,
                                               void (*zeros_like_func)(TF_OpKernelContext* ctx,
                                                                       TF_Tensor* input,
                                                                       TF_Tensor* out),
                                               TF_Status* status);
#endif  // TF_ABI_TARGET_VERSION >= 5

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // TENSORFLOW_LITE_CORE_C_KERNELS_EXPERIMENTAL_H_
