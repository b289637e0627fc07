// Registers at load time (a constructor, as C++ static registrations do) a malformed op, ignoring
// the error: the load must fail even though no init function runs.
#include "tensorflow_lite_core/c/ops.h"

__attribute__((constructor)) static void RegisterEarly(void) {
  TF_Status* status = TF_NewStatus();
  TF_OpDefinitionBuilder* op = TF_NewOpDefinitionBuilder("CApiPluginTestEarlyMalformed");
  TF_OpDefinitionBuilderAddOutput(op, "y: not_a_type");
  TF_RegisterOpDefinition(op, status);
  TF_DeleteStatus(status);
}
