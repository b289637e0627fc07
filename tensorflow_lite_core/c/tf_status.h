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

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // TENSORFLOW_LITE_CORE_C_TF_STATUS_H_
