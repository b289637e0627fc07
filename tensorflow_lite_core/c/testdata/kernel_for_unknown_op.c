// Registers a fine op, then a kernel for an op nobody defines: TensorFlow loads such a plugin, and
// so must the loader.
#include "tensorflow_lite_core/c/kernels.h"
#include "tensorflow_lite_core/c/ops.h"

static void Nothing(void* kernel, TF_OpKernelContext* ctx) {
  (void)kernel;
  (void)ctx;
}

TF_CAPI_EXPORT void TF_InitKernel(void) {
  TF_Status* status = TF_NewStatus();
  TF_OpDefinitionBuilder* op = TF_NewOpDefinitionBuilder("CApiPluginTestFineBeforeOrphan");
  TF_OpDefinitionBuilderAddOutput(op, "y: float");
  TF_RegisterOpDefinition(op, status);
  TF_RegisterKernelBuilder(
      "OrphanKernel", TF_NewKernelBuilder("CApiPluginTestNobodyDefinesThis", "CPU", NULL, &Nothing, NULL),
      status);
  TF_DeleteStatus(status);
}
