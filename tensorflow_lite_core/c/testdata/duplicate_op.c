// Registers one op twice, each time saying where in this file (version 4's
// TF_OpDefinitionBuilderSetSourceLocation): the load must fail naming both places.
#include "tensorflow_lite_core/c/ops.h"
#include "tensorflow_lite_core/c/tf_plugin.h"

TF_DECLARE_PLUGIN_ABI();

static void RegisterOpAt(const char* file, int line, TF_Status* status) {
  TF_OpDefinitionBuilder* op = TF_NewOpDefinitionBuilder("CApiPluginTestDuplicate");
  TF_OpDefinitionBuilderAddOutput(op, "y: int32");
  TF_OpDefinitionBuilderSetSourceLocation(op, file, line);
  TF_RegisterOpDefinition(op, status);
}

TF_CAPI_EXPORT void TF_InitPlugin(const TF_PluginInitParams* params, TF_Status* status) {
  (void)params;
  RegisterOpAt(__FILE__, __LINE__, status);
  if (TF_GetCode(status) != TF_OK) return;
  RegisterOpAt(__FILE__, __LINE__, status);
}
