// TF_Status: the outcome of a C API call, an error code and a message.
//
// Every function taking a `TF_Status* status` sets it to TF_OK on success and to an error (with a
// message naming the function and the argument at fault) on failure. The caller owns the status:
// create it with TF_NewStatus, reuse it across calls, free it with TF_DeleteStatus.
#ifndef TENSORFLOW_LITE_CORE_C_TF_STATUS_H_
#define TENSORFLOW_LITE_CORE_C_TF_STATUS_H_

#include "tensorflow_lite_core/c/c_api_macros.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct TF_Status TF_Status;

// TensorFlow's error codes, with the same values.
typedef enum TF_Code TF_ENUM_BASE {
  TF_OK = 0,
  TF_CANCELLED = 1,
  TF_UNKNOWN = 2,
  TF_INVALID_ARGUMENT = 3,
  TF_DEADLINE_EXCEEDED = 4,
  TF_NOT_FOUND = 5,
  TF_ALREADY_EXISTS = 6,
  TF_PERMISSION_DENIED = 7,
  TF_UNAUTHENTICATED = 16,
  TF_RESOURCE_EXHAUSTED = 8,
  TF_FAILED_PRECONDITION = 9,
  TF_ABORTED = 10,
  TF_OUT_OF_RANGE = 11,
  TF_UNIMPLEMENTED = 12,
  TF_INTERNAL = 13,
  TF_UNAVAILABLE = 14,
  TF_DATA_LOSS = 15,
} TF_Code;

// A new status holding TF_OK. The caller owns it (TF_DeleteStatus).
TF_CAPI_EXPORT extern TF_Status* TF_NewStatus(void);

// Frees `s`; NULL is ignored.
TF_CAPI_EXPORT extern void TF_DeleteStatus(TF_Status* s);

// Sets `s` to `code` and a copy of `msg` (NULL means an empty message). TF_OK clears the message.
// A code outside TF_Code becomes TF_UNKNOWN, with the number noted in the message.
TF_CAPI_EXPORT extern void TF_SetStatus(TF_Status* s, TF_Code code, const char* msg);

// The code of `s`; TF_OK for NULL.
TF_CAPI_EXPORT extern TF_Code TF_GetCode(const TF_Status* s);

// The message of `s` ("" when OK or NULL), owned by `s` and valid until `s` is next changed or
// deleted.
TF_CAPI_EXPORT extern const char* TF_Message(const TF_Status* s);

#if TF_ABI_TARGET_VERSION >= 5
// (Version 5.) Payloads: extra key/value details attached to an error (absl::Status payloads in
// the core, kept when the status is reported, e.g. by TF_OpKernelContext_Failure). TF_SetStatus
// and TF_SetStatusFromIOError drop them, as they drop everything else the status held.

// (Version 5.) Attaches `value` under `key` to the error in `s`, replacing the payload the key had.
// Does nothing when `s` is OK (an OK status carries no payloads) or NULL; a NULL key or value is
// ignored (and logged). Both strings are copied.
TF_CAPI_EXPORT extern void TF_SetPayload(TF_Status* s, const char* key, const char* value);

// (Version 5.) What TF_ForEachPayload calls: key and value are NUL-terminated and valid only
// during the call; `capture` is what the caller passed.
typedef void (*TF_PayloadVisitor)(const char* key, const char* value, void* capture);

// (Version 5.) Calls visitor(key, value, capture) for each payload of `s`, in no particular order.
// Does nothing for a NULL status or visitor.
TF_CAPI_EXPORT extern void TF_ForEachPayload(const TF_Status* s, TF_PayloadVisitor visitor,
                                             void* capture);

// (Version 5.) Sets `s` from the errno value `error_code` of a failed I/O call: TF_OK for 0,
// otherwise TensorFlow's code for that errno (TF_NOT_FOUND for ENOENT, TF_PERMISSION_DENIED for
// EACCES, ..., TF_UNKNOWN for values it does not map) and the message "<context>; <strerror text>"
// ("No such file or directory"). A NULL context leaves the strerror text alone.
TF_CAPI_EXPORT extern void TF_SetStatusFromIOError(TF_Status* s, int error_code,
                                                   const char* context);
#endif  // TF_ABI_TARGET_VERSION >= 5

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // TENSORFLOW_LITE_CORE_C_TF_STATUS_H_
