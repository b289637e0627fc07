// Integer arithmetic that wraps around on overflow, as NumPy and two's complement hardware do,
// instead of overflowing a signed type (undefined behaviour, which UBSan reports):
//
//   WrappingAdd(a, b), WrappingSub, WrappingMul, WrappingNeg(a), WrappingAbs
//   IntegerWrapping<T, EigenFunctor, Scalar>   EigenFunctor for non-integers; for integers the
//                                              same functor with its scalar path replaced by
//                                              Scalar (Eigen's integer packet ops already wrap)
//
// The work is done in an unsigned type at least as wide as unsigned int: narrower types would be
// promoted to (signed) int, where uint16 * uint16 can overflow.
#ifndef TENSORFLOW_LITE_CORE_KERNELS_WRAPPING_ARITHMETIC_H_
#define TENSORFLOW_LITE_CORE_KERNELS_WRAPPING_ARITHMETIC_H_

#include <type_traits>

#include "Eigen/Core"

namespace tensorflow {

template <typename T>
inline constexpr bool kIsWrappingInteger = std::is_integral_v<T> && !std::is_same_v<T, bool>;

// The type the Wrapping* functions compute in (T itself for non-integers, where they are plain).
template <typename T, bool = kIsWrappingInteger<T>>
struct WrappingComputeType {
  using type = T;
};
template <typename T>
struct WrappingComputeType<T, true> {
  using type = std::make_unsigned_t<std::common_type_t<T, unsigned int>>;
};
template <typename T>
using WrappingUnsigned = typename WrappingComputeType<T>::type;

template <typename T>
T WrappingAdd(T a, T b) {
  using U = WrappingUnsigned<T>;
  return static_cast<T>(static_cast<U>(a) + static_cast<U>(b));
}

template <typename T>
T WrappingSub(T a, T b) {
  using U = WrappingUnsigned<T>;
  return static_cast<T>(static_cast<U>(a) - static_cast<U>(b));
}

template <typename T>
T WrappingMul(T a, T b) {
  using U = WrappingUnsigned<T>;
  return static_cast<T>(static_cast<U>(a) * static_cast<U>(b));
}

template <typename T>
T WrappingNeg(T a) {
  return WrappingSub(T(0), a);
}

template <typename T>
T WrappingSquare(T a) {
  return WrappingMul(a, a);
}

// The most negative value is its own absolute value.
template <typename T>
T WrappingAbs(T a) {
  if constexpr (std::is_signed_v<T>) {
    if (a < 0) return WrappingNeg(a);
  }
  return a;
}

namespace wrapping_internal {

// Eigen functor `Base` whose scalar operator() is `Scalar`; packet ops and traits are Base's.
template <typename T, typename Base, auto Scalar>
struct WrappingFunctor : Base {
  template <typename... Args>
  EIGEN_STRONG_INLINE T operator()(const Args&... args) const {
    return Scalar(args...);
  }
  // A reduction's last step, across one packet's lanes: Eigen's own multiplies int lanes as
  // plain (overflowing) ints (found by fuzzing Prod under UBSan). Only reductions call it.
  template <typename Packet>
  EIGEN_STRONG_INLINE T predux(const Packet& packet) const {
    constexpr int kLanes = Eigen::internal::unpacket_traits<Packet>::size;
    T lanes[kLanes];
    Eigen::internal::pstoreu(lanes, packet);
    T result = lanes[0];
    for (int i = 1; i < kLanes; ++i) result = Scalar(result, lanes[i]);
    return result;
  }
};

}  // namespace wrapping_internal

template <typename T, typename EigenFunctor, auto Scalar>
using IntegerWrapping =
    std::conditional_t<kIsWrappingInteger<T>,
                       wrapping_internal::WrappingFunctor<T, EigenFunctor, Scalar>, EigenFunctor>;

// Eigen's functors with wrapping integer paths.
template <typename T>
using WrappingSumOp =
    IntegerWrapping<T, Eigen::internal::scalar_sum_op<T>, &WrappingAdd<T>>;
template <typename T>
using WrappingDifferenceOp =
    IntegerWrapping<T, Eigen::internal::scalar_difference_op<T>, &WrappingSub<T>>;
template <typename T>
using WrappingProductOp =
    IntegerWrapping<T, Eigen::internal::scalar_product_op<T>, &WrappingMul<T>>;
template <typename T>
using WrappingOppositeOp =
    IntegerWrapping<T, Eigen::internal::scalar_opposite_op<T>, &WrappingNeg<T>>;
template <typename T>
using WrappingSquareOp =
    IntegerWrapping<T, Eigen::internal::scalar_square_op<T>, &WrappingSquare<T>>;
template <typename T>
using WrappingAbsOp = IntegerWrapping<T, Eigen::internal::scalar_abs_op<T>, &WrappingAbs<T>>;

}  // namespace tensorflow

namespace Eigen {
namespace internal {
template <typename T, typename Base, auto Scalar>
struct functor_traits<tensorflow::wrapping_internal::WrappingFunctor<T, Base, Scalar>>
    : functor_traits<Base> {};
}  // namespace internal
}  // namespace Eigen

#endif  // TENSORFLOW_LITE_CORE_KERNELS_WRAPPING_ARITHMETIC_H_
