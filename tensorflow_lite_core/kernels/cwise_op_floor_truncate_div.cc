// FloorDiv, FloorMod and TruncateDiv with broadcasting. Integers divide exactly (the most negative
// value divided by -1 wraps to itself, as in TensorFlow) and refuse division by zero with
// TensorFlow's errors; floats divide, then floor or truncate.
#include <cmath>
#include <limits>
#include <type_traits>

#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/kernels/cwise_loop_ops.h"
#include "tensorflow_lite_core/kernels/wrapping_arithmetic.h"

namespace tensorflow {
namespace {

using cwise_loop::Wide;

template <typename T>
bool HasZero(const T* y, int64 n) {
  bool zero = false;
  for (int64 i = 0; i < n; ++i) zero |= y[i] == T(0);
  return zero;
}

// x / y rounded toward zero; -min / -1 wraps (C++ leaves it undefined).
template <typename T>
T IntegerTruncatingDivide(T x, T y) {
  if constexpr (std::is_signed_v<T>) {
    if (y == T(-1)) return WrappingNeg(x);
  }
  return x / y;
}

struct FloorDivFunctor : cwise_loop::Functor {
  static constexpr int kCost = 8;
  template <typename T>
  absl::Status Validate(const T* y, int64 n) const {
    if constexpr (std::is_integral_v<T>) {
      if (HasZero(y, n)) return errors::InvalidArgument("Integer division by zero");
    }
    return absl::OkStatus();
  }
  template <typename T>
  T operator()(T x, T y) const {
    if constexpr (std::is_integral_v<T>) {
      if constexpr (std::is_signed_v<T>) {
        if (y == T(-1)) return WrappingNeg(x);  // exact; -min / -1 wraps
        // Rounded toward zero; one lower where there is a remainder and the signs differ.
        const T quotient = x / y;
        return (x % y != 0) && ((x < 0) != (y < 0)) ? T(quotient - 1) : quotient;
      } else {
        return x / y;
      }
    } else {
      return T(std::floor(Wide<T>(x) / Wide<T>(y)));
    }
  }
};

struct FloorModFunctor : cwise_loop::Functor {
  static constexpr int kCost = 8;
  template <typename T>
  absl::Status Validate(const T* y, int64 n) const {
    if constexpr (std::is_integral_v<T>) {
      if (HasZero(y, n)) return errors::InvalidArgument("Integer division by zero");
    }
    return absl::OkStatus();
  }
  // The remainder takes the divisor's sign (Python's %).
  template <typename T>
  T operator()(T x, T y) const {
    if constexpr (std::is_integral_v<T>) {
      if constexpr (std::is_signed_v<T>) {
        if (y == T(-1)) return T(0);  // -min % -1 would trap
        const T remainder = x % y;
        return remainder != 0 && ((remainder < 0) != (y < 0)) ? T(remainder + y) : remainder;
      } else {
        return x % y;
      }
    } else {
      const Wide<T> divisor = Wide<T>(y);
      const Wide<T> remainder = std::fmod(Wide<T>(x), divisor);
      return T(remainder != 0 && ((remainder < 0) != (divisor < 0)) ? remainder + divisor
                                                                     : remainder);
    }
  }
};

struct TruncateDivFunctor : cwise_loop::Functor {
  static constexpr int kCost = 8;
  template <typename T>
  absl::Status Validate(const T* y, int64 n) const {
    if constexpr (std::is_integral_v<T>) {
      // TensorFlow's kernel reports this as an internal error, in these words.
      if (HasZero(y, n)) {
        return errors::Internal(
            "Unexpected error in binary operator (only integer div and mod should have errors)");
      }
    }
    return absl::OkStatus();
  }
  template <typename T>
  T operator()(T x, T y) const {
    if constexpr (std::is_integral_v<T>) {
      return IntegerTruncatingDivide(x, y);
    } else {
      return T(std::trunc(Wide<T>(x) / Wide<T>(y)));
    }
  }
};

#define REGISTER_DIVISIONS(T)                                                            \
  REGISTER_KERNEL_BUILDER(Name("FloorDiv").Device(DEVICE_CPU).TypeConstraint<T>("T"),    \
                          BinaryLoopOp<T, T, FloorDivFunctor>);                          \
  REGISTER_KERNEL_BUILDER(Name("FloorMod").Device(DEVICE_CPU).TypeConstraint<T>("T"),    \
                          BinaryLoopOp<T, T, FloorModFunctor>);                          \
  REGISTER_KERNEL_BUILDER(Name("TruncateDiv").Device(DEVICE_CPU).TypeConstraint<T>("T"), \
                          BinaryLoopOp<T, T, TruncateDivFunctor>);
TF_CALL_REAL_NUMBER_TYPES(REGISTER_DIVISIONS)
#undef REGISTER_DIVISIONS

}  // namespace
}  // namespace tensorflow
