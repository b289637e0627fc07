// A plugin in plain C that reads and writes string tensors: their elements are TF_TStrings, read
// and written with the inline TF_TString_* functions (compiled in here) and the core's exported
// TF_String* functions alike.
//
// CApiStringPluginShout: words (string) -> shouted (string, each word upper-cased with "!" added;
// an empty word becomes "(silence)"), lengths (int64, each word's length).
// CApiStringPluginProbe: x (T: string or int32) -> codes (int32: the TF_Code of calls the core
// must refuse), strings (string); a failure when x is not a string tensor.
#include <ctype.h>
#include <stdint.h>
#include <string.h>

#include "tensorflow_lite_core/c/kernels.h"
#include "tensorflow_lite_core/c/ops.h"
#include "tensorflow_lite_core/c/tf_tstring.h"

TF_DECLARE_PLUGIN_ABI();

// Writes upper(word) + "!" into `out` with the inline functions.
static void Shout(const TF_TString* word, TF_TString* out) {
  const size_t size = TF_StringGetSize(word);
  const char* text = TF_StringGetDataPointer(word);
  char* data = TF_TString_ResizeUninitialized(out, size);
  for (size_t i = 0; i < size; ++i) data[i] = (char)toupper((unsigned char)text[i]);
  TF_TString_AppendN(out, "!", 1);
}

static void ShoutCompute(void* kernel, TF_OpKernelContext* ctx) {
  (void)kernel;
  TF_Status* status = TF_NewStatus();
  TF_Tensor* input = NULL;
  TF_Tensor* shouted = NULL;
  TF_Tensor* lengths = NULL;
  TF_GetInput(ctx, 0, &input, status);
  if (TF_GetCode(status) == TF_OK && TF_TensorType(input) != TF_STRING) {
    TF_SetStatus(status, TF_INVALID_ARGUMENT, "CApiStringPluginShout: words must be strings");
  }
  int64_t dims[8];
  int rank = 0;
  int64_t n = 0;
  if (TF_GetCode(status) == TF_OK) {
    rank = TF_NumDims(input);
    for (int d = 0; d < rank && d < 8; ++d) dims[d] = TF_Dim(input, d);
    n = TF_TensorElementCount(input);
    shouted = TF_AllocateOutput(ctx, 0, TF_STRING, dims, rank, (size_t)n * sizeof(TF_TString),
                                status);
  }
  if (TF_GetCode(status) == TF_OK) {
    lengths = TF_AllocateOutput(ctx, 1, TF_INT64, dims, rank, (size_t)n * sizeof(int64_t), status);
  }
  if (TF_GetCode(status) == TF_OK) {
    const TF_TString* words = (const TF_TString*)TF_TensorData(input);
    TF_TString* out = (TF_TString*)TF_TensorData(shouted);
    int64_t* out_lengths = (int64_t*)TF_TensorData(lengths);
    for (int64_t i = 0; i < n; ++i) {
      out_lengths[i] = (int64_t)TF_TString_GetSize(&words[i]);
      if (TF_StringGetSize(&words[i]) > 0) {
        Shout(&words[i], &out[i]);
      } else {
        // Built in a string of the plugin's own, with the exported functions, then moved in.
        TF_TString scratch;
        TF_StringInit(&scratch);
        TF_StringCopy(&scratch, "(silence)", 9);
        TF_TString_Move(&out[i], &scratch);
        TF_StringDealloc(&scratch);
      }
    }
  }
  if (TF_GetCode(status) != TF_OK) TF_OpKernelContext_Failure(ctx, status);
  TF_DeleteTensor(lengths);
  TF_DeleteTensor(shouted);
  TF_DeleteTensor(input);
  TF_DeleteStatus(status);
}

// The codes of calls the core must refuse or accept, in this order: a string output allocated
// with a byte length that does not fit its elements; allocated as int32; an output index out of
// range; a bitcast of a string tensor; a string tensor allocated with too few bytes (1 when
// refused); a correct string temporary (TF_OK). The string output then gets "a" and 30 'b's.
static void ProbeCompute(void* kernel, TF_OpKernelContext* ctx) {
  (void)kernel;
  TF_Status* status = TF_NewStatus();
  TF_Tensor* input = NULL;
  TF_GetInput(ctx, 0, &input, status);
  if (TF_GetCode(status) == TF_OK && TF_TensorType(input) != TF_STRING) {
    TF_SetStatus(status, TF_INVALID_ARGUMENT, "CApiStringPluginProbe: x is not a string tensor");
  }
  if (TF_GetCode(status) != TF_OK) {
    TF_OpKernelContext_Failure(ctx, status);
    TF_DeleteTensor(input);
    TF_DeleteStatus(status);
    return;
  }
  int32_t codes[6];
  const int64_t two[] = {2};
  TF_Tensor* refused = TF_AllocateOutput(ctx, 1, TF_STRING, two, 1, sizeof(TF_TString), status);
  codes[0] = TF_GetCode(status);
  TF_DeleteTensor(refused);
  refused = TF_AllocateOutput(ctx, 1, TF_INT32, two, 1, 2 * sizeof(int32_t), status);
  codes[1] = TF_GetCode(status);
  TF_DeleteTensor(refused);
  refused = TF_AllocateOutput(ctx, 2, TF_STRING, two, 1, 2 * sizeof(TF_TString), status);
  codes[2] = TF_GetCode(status);
  TF_DeleteTensor(refused);
  TF_Tensor* bytes = TF_AllocateTensor(TF_UINT8, two, 1, 2);
  TF_TensorBitcastFrom(input, TF_UINT8, bytes, two, 1, status);
  codes[3] = TF_GetCode(status);
  TF_DeleteTensor(bytes);
  TF_Tensor* short_strings = TF_AllocateTensor(TF_STRING, two, 1, sizeof(TF_TString));
  codes[4] = short_strings == NULL;
  TF_DeleteTensor(short_strings);
  TF_Tensor* temp = TF_AllocateTemp(ctx, TF_STRING, two, 1, NULL, status);
  codes[5] = TF_GetCode(status);
  if (temp != NULL) TF_StringCopy((TF_TString*)TF_TensorData(temp) + 1, "scratch", 7);
  TF_DeleteTensor(temp);

  const int64_t six[] = {6};
  TF_Tensor* output = TF_AllocateOutput(ctx, 0, TF_INT32, six, 1, sizeof(codes), status);
  if (TF_GetCode(status) == TF_OK) memcpy(TF_TensorData(output), codes, sizeof(codes));
  TF_DeleteTensor(output);
  TF_Tensor* strings = NULL;
  if (TF_GetCode(status) == TF_OK) {
    strings = TF_AllocateOutput(ctx, 1, TF_STRING, two, 1, 2 * sizeof(TF_TString), status);
  }
  if (TF_GetCode(status) == TF_OK) {
    TF_TString* out = (TF_TString*)TF_TensorData(strings);
    TF_StringCopy(&out[0], "a", 1);
    TF_TString_Resize(&out[1], 30, 'b');
  }
  if (TF_GetCode(status) != TF_OK) TF_OpKernelContext_Failure(ctx, status);
  TF_DeleteTensor(strings);
  TF_DeleteTensor(input);
  TF_DeleteStatus(status);
}

static void Register(const char* op_name, const char* kernel_name,
                     void (*compute)(void*, TF_OpKernelContext*), TF_Status* status) {
  if (TF_GetCode(status) != TF_OK) return;
  TF_RegisterKernelBuilder(kernel_name, TF_NewKernelBuilder(op_name, "CPU", NULL, compute, NULL),
                           status);
}

TF_CAPI_EXPORT void TF_InitPlugin(const TF_PluginInitParams* params, TF_Status* status) {
  (void)params;
  TF_OpDefinitionBuilder* shout = TF_NewOpDefinitionBuilder("CApiStringPluginShout");
  TF_OpDefinitionBuilderAddInput(shout, "words: string");
  TF_OpDefinitionBuilderAddOutput(shout, "shouted: string");
  TF_OpDefinitionBuilderAddOutput(shout, "lengths: int64");
  TF_RegisterOpDefinition(shout, status);
  if (TF_GetCode(status) != TF_OK) return;
  TF_OpDefinitionBuilder* probe = TF_NewOpDefinitionBuilder("CApiStringPluginProbe");
  TF_OpDefinitionBuilderAddAttr(probe, "T: {string, int32}");
  TF_OpDefinitionBuilderAddInput(probe, "x: T");
  TF_OpDefinitionBuilderAddOutput(probe, "codes: int32");
  TF_OpDefinitionBuilderAddOutput(probe, "strings: string");
  TF_RegisterOpDefinition(probe, status);
  Register("CApiStringPluginShout", "ShoutKernel", &ShoutCompute, status);
  Register("CApiStringPluginProbe", "ProbeKernel", &ProbeCompute, status);
}
