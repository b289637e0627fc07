// StatusOr<T>: a value or the status saying why there is none. TensorFlow 2.x's StatusOr is
// Abseil's, and so is this one.
#ifndef TENSORFLOW_LITE_CORE_PLATFORM_STATUSOR_H_
#define TENSORFLOW_LITE_CORE_PLATFORM_STATUSOR_H_

#include <utility>

#include "absl/status/statusor.h"
#include "tensorflow_lite_core/platform/macros.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {

template <typename T>
using StatusOr = absl::StatusOr<T>;

}  // namespace tensorflow

namespace tsl {
using ::tensorflow::StatusOr;
}  // namespace tsl

#define TF_STATUS_MACROS_CONCAT_INNER(x, y) x##y
#define TF_STATUS_MACROS_CONCAT(x, y) TF_STATUS_MACROS_CONCAT_INNER(x, y)

// `TF_ASSIGN_OR_RETURN(lhs, rexpr)`: evaluates `rexpr` (a StatusOr); returns its status from the
// enclosing function when it is not OK, and otherwise moves its value into `lhs`, which may be a
// declaration (`TF_ASSIGN_OR_RETURN(auto value, Parse(text));`).
#define TF_ASSIGN_OR_RETURN(lhs, rexpr) \
  TF_ASSIGN_OR_RETURN_IMPL(TF_STATUS_MACROS_CONCAT(_tf_status_or_value, __COUNTER__), lhs, rexpr)

#define TF_ASSIGN_OR_RETURN_IMPL(statusor, lhs, rexpr)                       \
  auto statusor = (rexpr);                                                   \
  if (TF_PREDICT_FALSE(!statusor.ok())) return ::absl::Status(statusor.status()); \
  lhs = std::move(statusor).value()

#endif  // TENSORFLOW_LITE_CORE_PLATFORM_STATUSOR_H_
