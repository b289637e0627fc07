// Built against ABI version 6 (a declaration larger than this core knows), but uses nothing newer
// than version 2 and says so: a core of version 2 or later loads it, reading only the fields it
// knows.
#include <stdint.h>

#include "tensorflow_lite_core/c/kernels.h"
#include "tensorflow_lite_core/c/ops.h"

typedef struct FutureAbi {
  uint32_t struct_size;
  uint32_t abi_version;
  uint32_t min_core_abi_version;
  uint32_t field_of_version_6;
} FutureAbi;

TF_CAPI_EXPORT const FutureAbi TF_PluginAbiVersion = {sizeof(FutureAbi), 6, 2, 42};

static void Fill(void* kernel, TF_OpKernelContext* ctx) {
  (void)kernel;
  TF_Status* status = TF_NewStatus();
  TF_Tensor* output = TF_AllocateOutput(ctx, 0, TF_INT32, NULL, 0, sizeof(int32_t), status);
  if (TF_GetCode(status) == TF_OK) *(int32_t*)TF_TensorData(output) = 3;
  else TF_OpKernelContext_Failure(ctx, status);
  TF_DeleteTensor(output);
  TF_DeleteStatus(status);
}

TF_CAPI_EXPORT void TF_InitPlugin(const TF_PluginInitParams* params, TF_Status* status) {
  (void)params;
  TF_OpDefinitionBuilder* op = TF_NewOpDefinitionBuilder("CApiPluginTestFromTheFuture");
  TF_OpDefinitionBuilderAddOutput(op, "version: int32");
  TF_RegisterOpDefinition(op, status);
  if (TF_GetCode(status) != TF_OK) return;
  TF_RegisterKernelBuilder(
      "FromTheFutureKernel",
      TF_NewKernelBuilder("CApiPluginTestFromTheFuture", "CPU", NULL, &Fill, NULL), status);
}
