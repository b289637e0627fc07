// errors::InvalidArgument(...) and friends: build a Status of one code from pieces (strings and
// numbers, concatenated), and test a Status for a code.
#ifndef TENSORFLOW_LITE_CORE_PLATFORM_ERRORS_H_
#define TENSORFLOW_LITE_CORE_PLATFORM_ERRORS_H_

#include <sstream>
#include <string>
#include <string_view>
#include <type_traits>

#include "tensorflow_lite_core/platform/status.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {
namespace errors {
namespace internal {

// A piece of an error message: what StrCat takes as it is; anything else (a TensorShape, a
// DataType...) as its operator<< writes it, as TensorFlow's errors:: helpers do.
template <typename T>
decltype(auto) PrepareForStrCat(const T& piece) {
  if constexpr (std::is_constructible_v<strings::AlphaNum, const T&>) {
    return (piece);
  } else {
    std::ostringstream text;
    text << piece;
    return text.str();
  }
}

}  // namespace internal

// Defines errors::Name(pieces...) -> absl::Status and errors::IsName(status) -> bool for one
// code. The result is an absl::Status, as in TensorFlow 2.x (see status.h for why).
#define TF_DEFINE_ERROR_CODE(Name, CODE)                                  \
  template <typename... Args>                                            \
  ::absl::Status Name(const Args&... args) {                             \
    return absl::Status(::tensorflow::error::CODE,                       \
                        ::tensorflow::strings::StrCat(                   \
                            ::tensorflow::errors::internal::PrepareForStrCat(args)...)); \
  }                                                                      \
  inline bool Is##Name(const ::absl::Status& status) {                   \
    return status.code() == ::tensorflow::error::CODE;                   \
  }

TF_DEFINE_ERROR_CODE(Cancelled, CANCELLED)
TF_DEFINE_ERROR_CODE(Unknown, UNKNOWN)
TF_DEFINE_ERROR_CODE(InvalidArgument, INVALID_ARGUMENT)
TF_DEFINE_ERROR_CODE(DeadlineExceeded, DEADLINE_EXCEEDED)
TF_DEFINE_ERROR_CODE(NotFound, NOT_FOUND)
TF_DEFINE_ERROR_CODE(AlreadyExists, ALREADY_EXISTS)
TF_DEFINE_ERROR_CODE(PermissionDenied, PERMISSION_DENIED)
TF_DEFINE_ERROR_CODE(ResourceExhausted, RESOURCE_EXHAUSTED)
TF_DEFINE_ERROR_CODE(FailedPrecondition, FAILED_PRECONDITION)
TF_DEFINE_ERROR_CODE(Aborted, ABORTED)
TF_DEFINE_ERROR_CODE(OutOfRange, OUT_OF_RANGE)
TF_DEFINE_ERROR_CODE(Unimplemented, UNIMPLEMENTED)
TF_DEFINE_ERROR_CODE(Internal, INTERNAL)
TF_DEFINE_ERROR_CODE(Unavailable, UNAVAILABLE)
TF_DEFINE_ERROR_CODE(DataLoss, DATA_LOSS)
TF_DEFINE_ERROR_CODE(Unauthenticated, UNAUTHENTICATED)

#undef TF_DEFINE_ERROR_CODE

// The same status with `pieces` appended to its message on a new line. OK stays OK.
template <typename... Args>
absl::Status AppendToMessage(const absl::Status& status, const Args&... pieces) {
  if (status.ok()) return status;
  return absl::Status(status.code(), strings::StrCat(status.message(), "\n\t", pieces...));
}

// Prepends `pieces` to the message of a non-OK status.
template <typename... Args>
absl::Status Prepend(const absl::Status& status, const Args&... pieces) {
  if (status.ok()) return status;
  return absl::Status(status.code(), strings::StrCat(pieces..., status.message()));
}

}  // namespace errors
}  // namespace tensorflow

namespace tsl {
namespace errors = ::tensorflow::errors;
}  // namespace tsl

#endif  // TENSORFLOW_LITE_CORE_PLATFORM_ERRORS_H_
