// The length of Range(start, limit, delta) with TensorFlow's checks and texts, for the op's shape
// function and its kernel: ceil((limit - start) / delta), computed exactly for integers and in
// the element type for floating point (as TensorFlow does: a half range's length is a half).
#ifndef TENSORFLOW_LITE_CORE_OPS_RANGE_SIZE_H_
#define TENSORFLOW_LITE_CORE_OPS_RANGE_SIZE_H_

#include <limits>
#include <type_traits>

#include "unsupported/Eigen/CXX11/Tensor"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {
namespace range_internal {

// A value as TensorFlow prints it in these messages: integers as integers, half and bfloat16 as
// floats.
template <typename T>
auto Printable(T value) {
  if constexpr (std::is_integral_v<T>) {
    return static_cast<int64>(value);
  } else if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
    return value;
  } else {
    return static_cast<float>(value);
  }
}

}  // namespace range_internal

template <typename T>
absl::Status RangeSize(T start, T limit, T delta, int64* size) {
  using range_internal::Printable;
  if (delta == T(0)) return errors::InvalidArgument("Requires delta != 0: ", Printable(delta));
  if (delta > T(0)) {
    if (!(start <= limit)) {
      return errors::InvalidArgument("Requires start <= limit when delta > 0: ", Printable(start),
                                     "/", Printable(limit));
    }
  } else if (!(start >= limit)) {
    return errors::InvalidArgument("Requires start >= limit when delta < 0: ", Printable(start),
                                   "/", Printable(limit));
  }
  constexpr int64 kMax = std::numeric_limits<int64>::max();
  if constexpr (std::is_integral_v<T>) {
    // In 64-bit unsigned arithmetic the distance is exact even across the whole int64 range.
    const bool up = delta > T(0);
    const uint64 distance = up ? static_cast<uint64>(static_cast<int64>(limit)) -
                                     static_cast<uint64>(static_cast<int64>(start))
                               : static_cast<uint64>(static_cast<int64>(start)) -
                                     static_cast<uint64>(static_cast<int64>(limit));
    const uint64 step = up ? static_cast<uint64>(static_cast<int64>(delta))
                           : uint64{0} - static_cast<uint64>(static_cast<int64>(delta));
    const uint64 steps = distance / step + (distance % step != 0 ? 1 : 0);
    if (steps > static_cast<uint64>(kMax)) {
      return errors::InvalidArgument("Requires ((limit - start) / delta) <= ", kMax);
    }
    *size = static_cast<int64>(steps);
  } else {
    const T steps = Eigen::numext::ceil(Eigen::numext::abs((limit - start) / delta));
    // 2**63 and above (and NaN) do not fit an int64.
    if (!(static_cast<double>(steps) < 9223372036854775808.0)) {
      return errors::InvalidArgument("Requires ((limit - start) / delta) <= ", kMax);
    }
    *size = static_cast<int64>(steps);
  }
  return OkStatus();
}

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_OPS_RANGE_SIZE_H_
