// tensorflow::Status as TensorFlow 1.x spelled it, for sources built with -DTFLC_GUIDE_ERA_STATUS
// (the "Adding a New Op" guide's `return Status::OK();`, `status.error_message()`).
//
// Abseil's class is final, so this Status holds one and converts to and from it implicitly. The
// framework's own declarations all spell absl::Status, so a library built this way links against
// the same symbols as one built without the flag. What such a source returns by value from the
// usual helpers (Status::OK(), OkStatus(), errors::*, TF_RETURN_IF_ERROR) is an absl::Status, so
// a lambda mixing them still deduces one return type; `return Status();` beside them does not,
// as in TensorFlow 1.x.
//
// Included by status.h only; do not include directly.
#ifndef TENSORFLOW_LITE_CORE_PLATFORM_GUIDE_ERA_STATUS_H_
#define TENSORFLOW_LITE_CORE_PLATFORM_GUIDE_ERA_STATUS_H_

#include <ostream>
#include <string>
#include <string_view>
#include <utility>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"

namespace tensorflow {

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

inline std::ostream& operator<<(std::ostream& os, const Status& status) {
  return os << status.ToString();
}

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_PLATFORM_GUIDE_ERA_STATUS_H_
