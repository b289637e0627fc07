// Status: the outcome of an operation, OK or an error code with a message.
//
// TensorFlow 2.x's Status is absl::Status. Abseil's class is final, so tensorflow::Status holds
// one and converts to and from it implicitly: helpers returning either can be given to
// TF_RETURN_IF_ERROR, OP_REQUIRES_OK and shape functions, and TensorFlow 1.x's spellings
// (Status::OK(), error_message()) keep working.
//
// A lambda's return type is deduced from its return statements, and all of them must agree. So
// what such code returns by value (Status::OK(), OkStatus(), errors::*, TF_RETURN_IF_ERROR, the
// shape-function helpers) is an absl::Status, the type of absl::OkStatus().
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

// OK is Abseil's inline OK value, so returning and testing OK costs no allocation.
class [[nodiscard]] Status {
 public:
  Status() = default;
  // A code of OK makes an OK status; the message is then dropped.
  Status(error::Code code, const char* message) : impl_(code, message) {}
  Status(error::Code code, const std::string& message) : impl_(code, message) {}
  Status(error::Code code, std::string_view message)
      : impl_(code, absl::string_view(message.data(), message.size())) {}
  Status(error::Code code, absl::string_view message) : impl_(code, message) {}

  Status(const absl::Status& status) : impl_(status) {}  // NOLINT: implicit
  Status(absl::Status&& status) noexcept                 // NOLINT: implicit
      : impl_(std::move(status)) {}
  operator const absl::Status&() const& { return impl_; }  // NOLINT: implicit
  operator absl::Status() && { return std::move(impl_); }  // NOLINT: implicit

  static absl::Status OK() { return absl::Status(); }

  bool ok() const { return impl_.ok(); }
  error::Code code() const { return impl_.code(); }
  // The message alone (empty for OK).
  std::string_view message() const {
    absl::string_view message = impl_.message();
    return std::string_view(message.data(), message.size());
  }
  // TensorFlow 1.x's name for the message.
  std::string error_message() const { return std::string(message()); }

  // "OK", or "INVALID_ARGUMENT: <message>".
  std::string ToString() const { return impl_.ToString(); }

  // Keeps the first error: if this is OK, becomes `new_status`.
  void Update(const absl::Status& new_status) { impl_.Update(new_status); }
  // Explicitly discards the status (silences [[nodiscard]]).
  void IgnoreError() const {}

 private:
  absl::Status impl_;
};

// Equality of code and message, whichever of the two types each side is.
inline bool operator==(const Status& a, const Status& b) {
  return static_cast<const absl::Status&>(a) == static_cast<const absl::Status&>(b);
}
inline bool operator==(const Status& a, const absl::Status& b) {
  return static_cast<const absl::Status&>(a) == b;
}
inline bool operator==(const absl::Status& a, const Status& b) {
  return a == static_cast<const absl::Status&>(b);
}
inline bool operator!=(const Status& a, const Status& b) { return !(a == b); }
inline bool operator!=(const Status& a, const absl::Status& b) { return !(a == b); }
inline bool operator!=(const absl::Status& a, const Status& b) { return !(a == b); }

std::ostream& operator<<(std::ostream& os, const Status& status);

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

#endif  // TENSORFLOW_LITE_CORE_PLATFORM_STATUS_H_
