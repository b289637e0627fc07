// TF_TString, the elements of TF_STRING tensors, and the core's exported functions over them.
//
// TF_TensorData of a TF_STRING tensor is an array of TF_TensorElementCount TF_TStrings (24 bytes
// each, TensorFlow's layout; see tensorflow_lite_core/platform/ctstring.h). Read and write them
// with the inline TF_TString_* functions of that header (compiled into the plugin) or with the
// exported TF_String* functions below (which run in the core); both work on the same bytes.
// A string tensor the core allocates (TF_AllocateTensor, TF_AllocateOutput, TF_AllocateTemp)
// starts with empty strings and frees what they hold when its buffer goes; a large string
// (over 22 bytes) owns a malloc'd buffer, so a plugin that writes an element with TF_StringCopy
// or TF_TString_Copy hands that buffer to the tensor.
//
// Every function accepts NULL for `tstr` (doing nothing, or returning 0 / NULL / TF_TSTR_SMALL);
// a NULL `src` is taken as empty when `size` is 0 and otherwise ignored with the error logged.
#ifndef TENSORFLOW_LITE_CORE_C_TF_TSTRING_H_
#define TENSORFLOW_LITE_CORE_C_TF_TSTRING_H_

#include <stddef.h>

#include "tensorflow_lite_core/c/c_api_macros.h"
#include "tensorflow_lite_core/c/tf_tensor.h"
#include "tensorflow_lite_core/platform/ctstring.h"

#ifdef __cplusplus
extern "C" {
#endif

#if TF_ABI_TARGET_VERSION >= 5
// (Version 5.) Makes `t` an empty string; whatever it held is not freed (TF_StringDealloc does).
TF_CAPI_EXPORT extern void TF_StringInit(TF_TString* t);

// (Version 5.) Makes `dst` an owned copy of src[0..size), freeing what it owned before.
TF_CAPI_EXPORT extern void TF_StringCopy(TF_TString* dst, const char* src, size_t size);

// (Version 5.) Makes `dst` a view of src[0..size), which the caller keeps alive as long as the
// view exists; nothing is copied. Writing through the inline TF_TString_* functions first copies.
TF_CAPI_EXPORT extern void TF_StringAssignView(TF_TString* dst, const char* src, size_t size);

// (Version 5.) The string's bytes (NUL-terminated unless it is a view or offset string).
TF_CAPI_EXPORT extern const char* TF_StringGetDataPointer(const TF_TString* tstr);

// (Version 5.) How the string is stored: TF_TSTR_SMALL, _LARGE, _OFFSET or _VIEW.
TF_CAPI_EXPORT extern TF_TString_Type TF_StringGetType(const TF_TString* str);

// (Version 5.) The string's length in bytes.
TF_CAPI_EXPORT extern size_t TF_StringGetSize(const TF_TString* tstr);

// (Version 5.) The bytes it can hold without reallocating: 22 for a small string, 0 for a view.
TF_CAPI_EXPORT extern size_t TF_StringGetCapacity(const TF_TString* str);

// (Version 5.) Frees what the string owns (a large string's buffer, a view's owner reference) and
// leaves it empty; small strings and plain views are left as they are.
TF_CAPI_EXPORT extern void TF_StringDealloc(TF_TString* tstr);
#endif  // TF_ABI_TARGET_VERSION >= 5

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // TENSORFLOW_LITE_CORE_C_TF_TSTRING_H_
