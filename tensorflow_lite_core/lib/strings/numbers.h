// TensorFlow's strings/numbers.h: text to numbers (safe_strto*), and numbers to the short
// human-readable texts TensorFlow prints ("1.20M", "11.77MiB", "10.8 days"), with TensorFlow's
// exact formatting. LegacyPrecision (shortest round-trip text of a float) is in strcat.h.
#ifndef TENSORFLOW_LITE_CORE_LIB_STRINGS_NUMBERS_H_
#define TENSORFLOW_LITE_CORE_LIB_STRINGS_NUMBERS_H_

#include <limits>
#include <string>
#include <type_traits>

#include "tensorflow_lite_core/platform/any_string_view.h"
#include "tensorflow_lite_core/platform/strcat.h"
#include "tensorflow_lite_core/platform/types.h"

namespace tensorflow {

// A 64-bit fingerprint.
using Fprint = uint64;

namespace strings {

// Decimal integers with an optional sign, surrounding whitespace allowed. False (and `*value`
// unspecified) on anything else: other characters, no digits, or a value out of range.
bool safe_strto32(AnyStringView text, int32* value);
bool safe_strtou32(AnyStringView text, uint32* value);
bool safe_strto64(AnyStringView text, int64* value);
bool safe_strtou64(AnyStringView text, uint64* value);

// Decimal or hex floating point, "inf", "infinity", "nan" (any case, optional sign),
// surrounding whitespace allowed. Values beyond the type's range round to infinity or zero.
bool safe_strtof(AnyStringView text, float* value);
bool safe_strtod(AnyStringView text, double* value);

// The safe_strto* function for T.
template <typename T>
bool SafeStringToNumeric(AnyStringView text, T* value) {
  if constexpr (std::is_same_v<T, float>) {
    return safe_strtof(text, value);
  } else if constexpr (std::is_same_v<T, double>) {
    return safe_strtod(text, value);
  } else {
    static_assert(std::is_integral_v<T>, "SafeStringToNumeric: an integer or floating type");
    if constexpr (std::is_signed_v<T>) {
      int64 wide;
      if (!safe_strto64(text, &wide) || wide < std::numeric_limits<T>::min() ||
          wide > std::numeric_limits<T>::max()) {
        return false;
      }
      *value = static_cast<T>(wide);
    } else {
      uint64 wide;
      if (!safe_strtou64(text, &wide) || wide > std::numeric_limits<T>::max()) return false;
      *value = static_cast<T>(wide);
    }
    return true;
  }
}

// Sixteen lower-case hex digits.
std::string FpToString(Fprint fingerprint);

// One to sixteen hex digits (either case), nothing else; false otherwise.
bool HexStringToUint64(AnyStringView text, uint64* value);

// Decimal powers: 999 -> "999", 1200000 -> "1.20M", 1e15 and up -> "1.00E+15".
std::string HumanReadableNum(int64 value);

// Binary powers: 1023 -> "1023B", 1536 -> "1.5KiB", 12345678 -> "11.77MiB".
std::string HumanReadableNumBytes(int64 num_bytes);

// The largest fitting unit of us, ms, s, min, h, days, months, years, three significant digits:
// 0.001 -> "1 ms", 933120.0 -> "10.8 days", -10 -> "-10 s".
std::string HumanReadableElapsedTime(double seconds);

}  // namespace strings
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_LIB_STRINGS_NUMBERS_H_
