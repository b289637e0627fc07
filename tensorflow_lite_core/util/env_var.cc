#include "tensorflow_lite_core/util/env_var.h"

#include <cstdlib>

#include "absl/strings/match.h"
#include "tensorflow_lite_core/lib/strings/numbers.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace {

// The variable's value, or null when it is unset.
const char* Lookup(AnyStringView name) { return std::getenv(std::string(name.view()).c_str()); }

template <typename Value>
absl::Status ParseError(AnyStringView name, const char* type, const char* text,
                        Value default_val) {
  return errors::InvalidArgument("Failed to parse the env-var ${", name.view(), "} into ", type,
                                 ": ", text, ". Use the default value: ", default_val);
}

}  // namespace

absl::Status ReadBoolFromEnvVar(AnyStringView env_var_name, bool default_val, bool* value) {
  *value = default_val;
  const char* text = Lookup(env_var_name);
  if (text == nullptr) return absl::OkStatus();
  const std::string_view view = text;
  if (view == "1" || absl::EqualsIgnoreCase(AnyStringView(view), "true")) {
    *value = true;
  } else if (view == "0" || absl::EqualsIgnoreCase(AnyStringView(view), "false")) {
    *value = false;
  } else {
    return ParseError(env_var_name, "bool", text, default_val);
  }
  return absl::OkStatus();
}

absl::Status ReadInt64FromEnvVar(AnyStringView env_var_name, int64 default_val, int64* value) {
  *value = default_val;
  const char* text = Lookup(env_var_name);
  if (text == nullptr) return absl::OkStatus();
  int64 parsed;
  if (!strings::safe_strto64(text, &parsed)) {
    return ParseError(env_var_name, "int64", text, default_val);
  }
  *value = parsed;
  return absl::OkStatus();
}

absl::Status ReadFloatFromEnvVar(AnyStringView env_var_name, float default_val, float* value) {
  *value = default_val;
  const char* text = Lookup(env_var_name);
  if (text == nullptr) return absl::OkStatus();
  float parsed;
  if (!strings::safe_strtof(text, &parsed)) {
    return ParseError(env_var_name, "float", text, default_val);
  }
  *value = parsed;
  return absl::OkStatus();
}

absl::Status ReadStringFromEnvVar(AnyStringView env_var_name, AnyStringView default_val,
                                  std::string* value) {
  const char* text = Lookup(env_var_name);
  *value = text != nullptr ? std::string(text) : std::string(default_val.view());
  return absl::OkStatus();
}

absl::Status ReadStringsFromEnvVar(AnyStringView env_var_name, AnyStringView default_val,
                                   std::vector<std::string>* value) {
  std::string text;
  TF_RETURN_IF_ERROR(ReadStringFromEnvVar(env_var_name, default_val, &text));
  value->clear();
  if (text.empty()) return absl::OkStatus();
  size_t start = 0;
  while (true) {
    const size_t comma = text.find(',', start);
    value->push_back(text.substr(start, comma - start));
    if (comma == std::string::npos) return absl::OkStatus();
    start = comma + 1;
  }
}

}  // namespace tensorflow
