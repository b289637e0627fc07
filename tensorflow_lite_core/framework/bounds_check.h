// Index checks for kernels, as TensorFlow's bounds_check.h: FastBoundsCheck(index, limit) is
// 0 <= index < limit in one unsigned comparison (a negative index wraps to a huge one), usable in
// device code; internal::SubtleMustCopy reads a value once, so a check and its use see the same
// value even if another thread writes the memory in between.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_BOUNDS_CHECK_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_BOUNDS_CHECK_H_

#include <type_traits>

#include "Eigen/Core"
#include "tensorflow_lite_core/platform/macros.h"

namespace tensorflow {

template <typename Ta, typename Tb>
EIGEN_ALWAYS_INLINE EIGEN_DEVICE_FUNC bool FastBoundsCheck(const Ta index, const Tb limit) {
  static_assert(std::is_integral_v<Ta> && std::is_integral_v<Tb>,
                "FastBoundsCheck can only be used on integer types.");
  using Unsigned = std::make_unsigned_t<decltype(index + limit)>;
  return TF_PREDICT_TRUE(static_cast<Unsigned>(index) < static_cast<Unsigned>(limit));
}

namespace internal {

template <typename T>
EIGEN_ALWAYS_INLINE EIGEN_DEVICE_FUNC const T SubtleMustCopy(const T& value) {
  static_assert(std::is_integral_v<T>, "SubtleMustCopy can only be used on integer types.");
  const volatile T* once = &value;
  return *once;
}

}  // namespace internal
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_BOUNDS_CHECK_H_
