// A plugin updating reference variables through the C API only, as a PluggableDevice's training
// ops do: CApiRefAssign assigns with TF_AssignRefVariable; CApiRefScale takes the variable's lock,
// scales its buffer in place through TF_GetInput and forwards the reference.
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "tensorflow_lite_core/c/kernels.h"
#include "tensorflow_lite_core/c/kernels_experimental.h"
#include "tensorflow_lite_core/c/ops.h"

typedef struct {
  TF_Bool validate_shape;
  TF_Bool use_locking;
} AssignAttrs;

static void* CreateAssign(TF_OpKernelConstruction* ctx) {
  AssignAttrs* attrs = (AssignAttrs*)calloc(1, sizeof(AssignAttrs));
  TF_Status* status = TF_NewStatus();
  TF_OpKernelConstruction_GetAttrBool(ctx, "validate_shape", &attrs->validate_shape, status);
  if (TF_GetCode(status) == TF_OK) {
    TF_OpKernelConstruction_GetAttrBool(ctx, "use_locking", &attrs->use_locking, status);
  }
  if (TF_GetCode(status) != TF_OK) TF_OpKernelConstruction_Failure(ctx, status);
  TF_DeleteStatus(status);
  return attrs;
}

// The copy TF_AssignRefVariable asks for; it owns both handles.
static void CopyFloats(TF_OpKernelContext* ctx, TF_Tensor* source, TF_Tensor* dest) {
  (void)ctx;
  memcpy(TF_TensorData(dest), TF_TensorData(source), TF_TensorByteSize(source));
  TF_DeleteTensor(source);
  TF_DeleteTensor(dest);
}

static void ComputeAssign(void* kernel, TF_OpKernelContext* ctx) {
  const AssignAttrs* attrs = (const AssignAttrs*)kernel;
  TF_Status* status = TF_NewStatus();
  TF_AssignRefVariable(ctx, /*input_ref_index=*/0, /*output_ref_index=*/0, /*value_index=*/1,
                       attrs->use_locking, attrs->validate_shape, &CopyFloats, status);
  if (TF_GetCode(status) != TF_OK) TF_OpKernelContext_Failure(ctx, status);
  TF_DeleteStatus(status);
}

static void ComputeScale(void* kernel, TF_OpKernelContext* ctx) {
  (void)kernel;
  TF_Status* status = TF_NewStatus();
  const int variables[] = {0};
  TF_VariableInputLockHolder* lock = NULL;
  TF_MaybeLockVariableInputMutexesInOrder(ctx, /*do_lock=*/1, /*sparse=*/0, variables, 1, NULL,
                                          &lock, status);
  TF_Tensor* ref = NULL;
  TF_Tensor* factor = NULL;
  if (TF_GetCode(status) == TF_OK) TF_GetInput(ctx, 0, &ref, status);
  if (TF_GetCode(status) == TF_OK) TF_GetInput(ctx, 1, &factor, status);
  if (TF_GetCode(status) == TF_OK && TF_NumDims(factor) != 0) {
    TF_SetStatus(status, TF_INVALID_ARGUMENT, "factor must be a scalar");
  }
  if (TF_GetCode(status) == TF_OK) {
    float* data = (float*)TF_TensorData(ref);
    const float scale = *(const float*)TF_TensorData(factor);
    for (int64_t i = 0; i < TF_TensorElementCount(ref); ++i) data[i] *= scale;
    TF_OpKernelContext_ForwardRefInputToRefOutput(ctx, 0, 0);
  }
  TF_ReleaseVariableInputLockHolder(lock);
  if (TF_GetCode(status) != TF_OK) TF_OpKernelContext_Failure(ctx, status);
  TF_DeleteTensor(ref);
  TF_DeleteTensor(factor);
  TF_DeleteStatus(status);
}

static void Register(TF_OpDefinitionBuilder* op, TF_KernelBuilder* kernel, const char* name,
                     TF_Status* status) {
  TF_RegisterOpDefinition(op, status);
  if (TF_GetCode(status) == TF_OK) TF_RegisterKernelBuilder(name, kernel, status);
}

TF_CAPI_EXPORT void TF_InitKernel(void) {
  TF_Status* status = TF_NewStatus();
  TF_OpDefinitionBuilder* assign = TF_NewOpDefinitionBuilder("CApiRefAssign");
  TF_OpDefinitionBuilderAddInput(assign, "ref: Ref(float)");
  TF_OpDefinitionBuilderAddInput(assign, "value: float");
  TF_OpDefinitionBuilderAddOutput(assign, "output_ref: Ref(float)");
  TF_OpDefinitionBuilderAddAttr(assign, "validate_shape: bool = true");
  TF_OpDefinitionBuilderAddAttr(assign, "use_locking: bool = true");
  Register(assign, TF_NewKernelBuilder("CApiRefAssign", "CPU", &CreateAssign, &ComputeAssign, &free),
           "CApiRefAssignKernel", status);

  TF_OpDefinitionBuilder* scale = TF_NewOpDefinitionBuilder("CApiRefScale");
  TF_OpDefinitionBuilderAddInput(scale, "ref: Ref(float)");
  TF_OpDefinitionBuilderAddInput(scale, "factor: float");
  TF_OpDefinitionBuilderAddOutput(scale, "output_ref: Ref(float)");
  Register(scale, TF_NewKernelBuilder("CApiRefScale", "CPU", NULL, &ComputeScale, NULL),
           "CApiRefScaleKernel", status);
  TF_DeleteStatus(status);
}
