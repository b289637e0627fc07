#include "tensorflow_lite_core/c/tf_tstring.h"

#include "tensorflow_lite_core/c/c_api_internal.h"
#include "tensorflow_lite_core/platform/tstring.h"

// The core's string elements are what plugins see through TF_TensorData.
static_assert(sizeof(tensorflow::tstring) == sizeof(TF_TString), "tstring is one TF_TString");

namespace {

namespace c_api = ::tensorflow::c_api;

// With no status to report to, a NULL source of a non-empty string is logged and ignored.
bool SourceIsUsable(const char* function, const char* src, size_t size) {
  if (src != nullptr || size == 0) return true;
  c_api::SetError(nullptr, tensorflow::errors::InvalidArgument(
                               function, ": src is NULL, but size is ", size));
  return false;
}

}  // namespace

extern "C" {

void TF_StringInit(TF_TString* t) {
  if (t != nullptr) TF_TString_Init(t);
}

void TF_StringCopy(TF_TString* dst, const char* src, size_t size) {
  if (dst == nullptr || !SourceIsUsable("TF_StringCopy", src, size)) return;
  TF_TString_Copy(dst, src, size);
}

void TF_StringAssignView(TF_TString* dst, const char* src, size_t size) {
  if (dst == nullptr || !SourceIsUsable("TF_StringAssignView", src, size)) return;
  TF_TString_AssignView(dst, src, size);
}

const char* TF_StringGetDataPointer(const TF_TString* tstr) {
  return tstr == nullptr ? nullptr : TF_TString_GetDataPointer(tstr);
}

TF_TString_Type TF_StringGetType(const TF_TString* str) {
  return str == nullptr ? TF_TSTR_SMALL : TF_TString_GetType(str);
}

size_t TF_StringGetSize(const TF_TString* tstr) {
  return tstr == nullptr ? 0 : TF_TString_GetSize(tstr);
}

size_t TF_StringGetCapacity(const TF_TString* str) {
  return str == nullptr ? 0 : TF_TString_GetCapacity(str);
}

void TF_StringDealloc(TF_TString* tstr) {
  if (tstr != nullptr) TF_TString_Dealloc(tstr);
}

}  // extern "C"
