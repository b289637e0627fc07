// Turning Philox's 32-bit words into floating-point numbers, as TensorFlow does: uniform floats
// and doubles in [0, 1) made from random mantissa bits, and the Box-Muller transform for normal
// pairs. The arithmetic is TensorFlow's step by step, so the same words give the same values.
#ifndef TENSORFLOW_LITE_CORE_LIB_RANDOM_RANDOM_DISTRIBUTIONS_UTILS_H_
#define TENSORFLOW_LITE_CORE_LIB_RANDOM_RANDOM_DISTRIBUTIONS_UTILS_H_

#include <cmath>
#include <cstdint>
#include <cstring>

#include "tensorflow_lite_core/lib/random/philox_random.h"

namespace tensorflow {
namespace random {

// 2 * pi, as a double: TensorFlow scales the float angle in double precision.
inline constexpr double kTwoPi = 2.0 * 3.14159265358979323846;

// Uniform in [0, 1): the low 23 bits of `x` as the mantissa of a float in [1, 2), minus one.
PHILOX_DEVICE_INLINE float Uint32ToFloat(uint32_t x) {
  const uint32_t bits = (uint32_t{127} << 23) | (x & 0x7fffffu);
  float value;
  memcpy(&value, &bits, sizeof(value));
  return value - 1.0f;
}

// Uniform in [0, 1): 52 mantissa bits, the high 20 from the low bits of `x0` and the low 32 from
// `x1`, of a double in [1, 2), minus one.
PHILOX_DEVICE_INLINE double Uint64ToDouble(uint32_t x0, uint32_t x1) {
  const uint64_t mantissa = (static_cast<uint64_t>(x0 & 0xfffffu) << 32) | x1;
  const uint64_t bits = (uint64_t{1023} << 52) | mantissa;
  double value;
  memcpy(&value, &bits, sizeof(value));
  return value - 1.0;
}

// Two independent standard normal floats from two uniform words (Box-Muller, basic form):
// radius sqrt(-2 log u1), angle 2 pi u2; u1 is kept at least 1e-7 so the log stays finite.
PHILOX_DEVICE_INLINE void BoxMullerFloat(uint32_t x0, uint32_t x1, float* f0, float* f1) {
  const float kSmallest = 1.0e-7f;
  float u1 = Uint32ToFloat(x0);
  if (u1 < kSmallest) u1 = kSmallest;
  const float angle = static_cast<float>(kTwoPi * Uint32ToFloat(x1));
  const float radius = std::sqrt(-2.0f * std::log(u1));
#if defined(__linux__) && !defined(__CUDA_ARCH__)
  sincosf(angle, f0, f1);
#else
  *f0 = std::sin(angle);
  *f1 = std::cos(angle);
#endif
  *f0 *= radius;
  *f1 *= radius;
}

}  // namespace random
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_LIB_RANDOM_RANDOM_DISTRIBUTIONS_UTILS_H_
