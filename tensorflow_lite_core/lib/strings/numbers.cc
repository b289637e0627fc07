#include "tensorflow_lite_core/lib/strings/numbers.h"

#include <cerrno>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "absl/strings/numbers.h"
#include "tensorflow_lite_core/lib/strings/str_util.h"

namespace tensorflow {
namespace strings {
namespace {

absl::string_view ToAbsl(AnyStringView text) { return {text.data(), text.size()}; }

// Parses all of `text` but surrounding whitespace with strtof/strtod. Range errors are not
// failures: the value has already been rounded to infinity or zero.
template <typename Real>
bool ParseReal(AnyStringView text, Real (*parse)(const char*, char**), Real* value) {
  std::string_view view = text;
  str_util::RemoveWhitespaceContext(&view);
  if (view.empty()) return false;
  const std::string copy(view);  // strto* need a terminated string
  char* end = nullptr;
  const Real parsed = parse(copy.c_str(), &end);
  if (end != copy.c_str() + copy.size()) return false;
  *value = parsed;
  return true;
}

// "%.3g"-style text for HumanReadableElapsedTime.
std::string ThreeDigits(double value, const char* unit) {
  char text[64];
  std::snprintf(text, sizeof(text), "%0.3g %s", value, unit);
  return text;
}

}  // namespace

bool safe_strto32(AnyStringView text, int32* value) {
  return absl::SimpleAtoi(ToAbsl(text), value);
}
bool safe_strtou32(AnyStringView text, uint32* value) {
  return absl::SimpleAtoi(ToAbsl(text), value);
}
bool safe_strto64(AnyStringView text, int64* value) {
  return absl::SimpleAtoi(ToAbsl(text), value);
}
bool safe_strtou64(AnyStringView text, uint64* value) {
  return absl::SimpleAtoi(ToAbsl(text), value);
}

bool safe_strtof(AnyStringView text, float* value) { return ParseReal(text, std::strtof, value); }
bool safe_strtod(AnyStringView text, double* value) { return ParseReal(text, std::strtod, value); }

std::string FpToString(Fprint fingerprint) {
  char text[17];
  std::snprintf(text, sizeof(text), "%016" PRIx64, static_cast<uint64_t>(fingerprint));
  return text;
}

bool HexStringToUint64(AnyStringView text, uint64* value) {
  if (text.empty() || text.size() > 16) return false;
  uint64 result = 0;
  for (char c : text.view()) {
    int digit;
    if (c >= '0' && c <= '9') {
      digit = c - '0';
    } else if (c >= 'a' && c <= 'f') {
      digit = c - 'a' + 10;
    } else if (c >= 'A' && c <= 'F') {
      digit = c - 'A' + 10;
    } else {
      return false;
    }
    result = result << 4 | static_cast<uint64>(digit);
  }
  *value = result;
  return true;
}

std::string HumanReadableNum(int64 value) {
  std::string text = value < 0 ? "-" : "";
  // The magnitude as unsigned: -INT64_MIN does not fit int64.
  uint64 magnitude = value < 0 ? 0 - static_cast<uint64>(value) : static_cast<uint64>(value);
  char number[64];
  if (magnitude < 1000) {
    std::snprintf(number, sizeof(number), "%" PRIu64, static_cast<uint64_t>(magnitude));
  } else if (magnitude >= uint64{1000000000000000}) {
    std::snprintf(number, sizeof(number), "%0.3G", static_cast<double>(magnitude));
  } else {
    // Thousands ("k") up to trillions ("T"): divide while six or more digits remain, so the
    // printed value keeps three digits before the point.
    static constexpr char kUnits[] = "kMBT";
    int unit = 0;
    while (magnitude >= 1000000) {
      magnitude /= 1000;
      ++unit;
    }
    std::snprintf(number, sizeof(number), "%.2f%c", magnitude / 1000.0, kUnits[unit]);
  }
  return text + number;
}

std::string HumanReadableNumBytes(int64 num_bytes) {
  const char* sign = num_bytes < 0 ? "-" : "";
  uint64 magnitude =
      num_bytes < 0 ? 0 - static_cast<uint64>(num_bytes) : static_cast<uint64>(num_bytes);
  char text[32];
  if (magnitude < 1024) {
    std::snprintf(text, sizeof(text), "%s%" PRIu64 "B", sign, static_cast<uint64_t>(magnitude));
    return text;
  }
  // KiB .. EiB: divide while the value is at least 1024 KiB of the current unit.
  static constexpr char kUnits[] = "KMGTPE";
  int unit = 0;
  while (magnitude >= uint64{1024} * 1024) {
    magnitude /= 1024;
    ++unit;
  }
  std::snprintf(text, sizeof(text), kUnits[unit] == 'K' ? "%s%.1f%ciB" : "%s%.2f%ciB", sign,
                magnitude / 1024.0, kUnits[unit]);
  return text;
}

std::string HumanReadableElapsedTime(double seconds) {
  std::string sign;
  if (seconds < 0) {
    sign = "-";
    seconds = -seconds;
  }
  // Each unit is used while the value rounds (to three digits) below the next unit's 1, so
  // 999.7 us is "1 ms", not "1e+03 us".
  const double microseconds = seconds * 1e6;
  if (microseconds < 999.5) return sign + ThreeDigits(microseconds, "us");
  double milliseconds = seconds * 1e3;
  if (milliseconds >= 0.995 && milliseconds < 1) milliseconds = 1.0;
  if (milliseconds < 999.5) return sign + ThreeDigits(milliseconds, "ms");
  if (seconds < 60.0) return sign + ThreeDigits(seconds, "s");
  const double minutes = seconds / 60.0;
  if (minutes < 60.0) return sign + ThreeDigits(minutes, "min");
  const double hours = minutes / 60.0;
  if (hours < 24.0) return sign + ThreeDigits(hours, "h");
  const double days = hours / 24.0;
  if (days < 30.0) return sign + ThreeDigits(days, "days");
  constexpr double kDaysPerYear = 365.2425;  // Gregorian
  if (days < kDaysPerYear) return sign + ThreeDigits(days / (kDaysPerYear / 12), "months");
  return sign + ThreeDigits(days / kDaysPerYear, "years");
}

}  // namespace strings
}  // namespace tensorflow
