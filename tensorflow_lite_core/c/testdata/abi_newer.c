// Declares that it needs a core of ABI version 6, which does not exist yet. The core must refuse
// it from the file alone: none of this code may run (the test checks the environment for marks).
#include <stdint.h>
#include <stdlib.h>

#include "tensorflow_lite_core/c/c_api_macros.h"
#include "tensorflow_lite_core/c/tf_plugin.h"

// A version 6 declaration: version 2's fields and one appended later.
typedef struct FutureAbi {
  uint32_t struct_size;
  uint32_t abi_version;
  uint32_t min_core_abi_version;
  uint32_t field_of_version_6;
} FutureAbi;

TF_CAPI_EXPORT const FutureAbi TF_PluginAbiVersion = {sizeof(FutureAbi), 6, 6, 42};

__attribute__((constructor)) static void MarkLoaded(void) {
  setenv("TFLC_ABI_NEWER_PLUGIN_CODE_RAN", "constructor", 1);
}

TF_CAPI_EXPORT void TF_InitPlugin(const TF_PluginInitParams* params, TF_Status* status) {
  (void)params;
  (void)status;
  setenv("TFLC_ABI_NEWER_PLUGIN_CODE_RAN", "TF_InitPlugin", 1);
}
