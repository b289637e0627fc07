// TensorFlow's util/env_var.h: settings read from environment variables. An unset variable gives
// the default and OK; a value that does not parse gives InvalidArgument (naming the variable, the
// value and the default) and the default.
#ifndef TENSORFLOW_LITE_CORE_UTIL_ENV_VAR_H_
#define TENSORFLOW_LITE_CORE_UTIL_ENV_VAR_H_

#include <string>
#include <vector>

#include "tensorflow_lite_core/platform/any_string_view.h"
#include "tensorflow_lite_core/platform/status.h"
#include "tensorflow_lite_core/platform/types.h"

namespace tensorflow {

// "1" or any case of "true" is true, "0" or any case of "false" is false; nothing else parses.
absl::Status ReadBoolFromEnvVar(AnyStringView env_var_name, bool default_val, bool* value);
// A decimal integer; surrounding whitespace and a '+' are accepted.
absl::Status ReadInt64FromEnvVar(AnyStringView env_var_name, int64 default_val, int64* value);
// A decimal or hexadecimal float, "inf" or "nan"; too large a value is infinity.
absl::Status ReadFloatFromEnvVar(AnyStringView env_var_name, float default_val, float* value);
// The value as it is (a variable set to "" gives "").
absl::Status ReadStringFromEnvVar(AnyStringView env_var_name, AnyStringView default_val,
                                  std::string* value);
// The value (or the default) split at every ',': "a,,b" -> {"a", "", "b"}, "" -> {}.
absl::Status ReadStringsFromEnvVar(AnyStringView env_var_name, AnyStringView default_val,
                                   std::vector<std::string>* value);

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_UTIL_ENV_VAR_H_
