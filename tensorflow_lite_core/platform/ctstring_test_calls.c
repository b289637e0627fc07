#include "tensorflow_lite_core/platform/ctstring_test_calls.h"

#include <string.h>

#include "tensorflow_lite_core/platform/ctstring.h"

int CTStringRoundTripFromC(const char* text, char* out, size_t out_size) {
  TF_TString str;
  TF_TString_Init(&str);
  TF_TString_Copy(&str, text, strlen(text));
  TF_TString_AppendN(&str, "!", 1);
  const size_t size = TF_TString_GetSize(&str);
  if (size < out_size) {
    memcpy(out, TF_TString_GetDataPointer(&str), size);
    out[size] = '\0';
  }
  const int type = (int)TF_TString_GetType(&str);
  TF_TString_Dealloc(&str);
  return type;
}

size_t CTStringSizeofFromC(void) { return sizeof(TF_TString); }
