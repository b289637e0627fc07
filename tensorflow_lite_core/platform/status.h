// Status: the outcome of an operation, OK or an error code with a message.
//
// tensorflow::Status is absl::Status, as in TensorFlow 2.21, so a shape-function lambda may return
// `Status()`, `OkStatus()`, `absl::OkStatus()` and errors::* beside TF_RETURN_IF_ERROR: a lambda's
// return type is deduced from all its returns, and they have one type.
//
// TensorFlow 1.x's spellings `Status::OK()` and `error_message()` cannot exist on Abseil's final
// class. A source that uses them builds with -DTFLC_GUIDE_ERA_STATUS (guide_era_status.h); without
// it, `Status::OK()` fails to compile with an error that names that flag.
#ifndef TENSORFLOW_LITE_CORE_PLATFORM_STATUS_H_
#define TENSORFLOW_LITE_CORE_PLATFORM_STATUS_H_

#include <ostream>
#include <string>
#include <string_view>
#include <utility>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "tensorflow_lite_core/platform/macros.h"

namespace tensorflow {
namespace error {

// TensorFlow's error codes (error_codes.proto) are Abseil's, with the same values; the
// upper-case names are TensorFlow's spelling of them.
using Code = absl::StatusCode;
inline constexpr Code OK = absl::StatusCode::kOk;
inline constexpr Code CANCELLED = absl::StatusCode::kCancelled;
inline constexpr Code UNKNOWN = absl::StatusCode::kUnknown;
inline constexpr Code INVALID_ARGUMENT = absl::StatusCode::kInvalidArgument;
inline constexpr Code DEADLINE_EXCEEDED = absl::StatusCode::kDeadlineExceeded;
inline constexpr Code NOT_FOUND = absl::StatusCode::kNotFound;
inline constexpr Code ALREADY_EXISTS = absl::StatusCode::kAlreadyExists;
inline constexpr Code PERMISSION_DENIED = absl::StatusCode::kPermissionDenied;
inline constexpr Code RESOURCE_EXHAUSTED = absl::StatusCode::kResourceExhausted;
inline constexpr Code FAILED_PRECONDITION = absl::StatusCode::kFailedPrecondition;
inline constexpr Code ABORTED = absl::StatusCode::kAborted;
inline constexpr Code OUT_OF_RANGE = absl::StatusCode::kOutOfRange;
inline constexpr Code UNIMPLEMENTED = absl::StatusCode::kUnimplemented;
inline constexpr Code INTERNAL = absl::StatusCode::kInternal;
inline constexpr Code UNAVAILABLE = absl::StatusCode::kUnavailable;
inline constexpr Code DATA_LOSS = absl::StatusCode::kDataLoss;
inline constexpr Code UNAUTHENTICATED = absl::StatusCode::kUnauthenticated;

// How many codes there are: every code is in [0, kNumCodes).
inline constexpr int kNumCodes = static_cast<int>(UNAUTHENTICATED) + 1;

// "INVALID_ARGUMENT" for INVALID_ARGUMENT; "UNKNOWN_CODE(42)" for values outside the enum.
std::string CodeToString(Code code);

}  // namespace error

#if defined(TFLC_GUIDE_ERA_STATUS)
}  // namespace tensorflow
#include "tensorflow_lite_core/platform/guide_era_status.h"  // IWYU pragma: export
namespace tensorflow {
#else
// As in TensorFlow 2.21: a status is an absl::Status, whichever name a source spells it with.
using Status = absl::Status;
#endif

inline absl::Status OkStatus() { return absl::Status(); }

}  // namespace tensorflow

// TensorFlow 2.x's public headers also name these through tsl::.
namespace tsl {
namespace error = ::tensorflow::error;
using ::tensorflow::OkStatus;
using ::tensorflow::Status;
}  // namespace tsl

// Returns the status of `expr` from the enclosing function when it is not OK.
#define TF_RETURN_IF_ERROR(...)                               \
  do {                                                        \
    ::absl::Status _tf_status = (__VA_ARGS__);                \
    if (TF_PREDICT_FALSE(!_tf_status.ok())) return _tf_status; \
  } while (0)

#if !defined(TFLC_GUIDE_ERA_STATUS)
// `Status::OK()` does not compile against TensorFlow 2.21 either; this makes the compiler's error
// say what to do instead ("'OK_..._TFLC_GUIDE_ERA_STATUS' is not a member of 'absl::Status'").
// No system header this build reads calls a function named OK.
#define OK() OK_is_TensorFlow_1_spelling__use_absl_OkStatus__or_build_with_DTFLC_GUIDE_ERA_STATUS()
#endif

#endif  // TENSORFLOW_LITE_CORE_PLATFORM_STATUS_H_
