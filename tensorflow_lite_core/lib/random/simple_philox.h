// SimplePhilox: one value at a time from a PhiloxRandom (which it does not own), for code that
// wants a few random numbers rather than blocks: TensorFlow's numbers for the same generator.
#ifndef TENSORFLOW_LITE_CORE_LIB_RANDOM_SIMPLE_PHILOX_H_
#define TENSORFLOW_LITE_CORE_LIB_RANDOM_SIMPLE_PHILOX_H_

#include <cstdint>

#include "tensorflow_lite_core/lib/random/philox_random.h"
#include "tensorflow_lite_core/lib/random/random_distributions.h"

namespace tensorflow {
namespace random {

class SimplePhilox {
 public:
  PHILOX_DEVICE_INLINE explicit SimplePhilox(PhiloxRandom* generator) : words_(generator) {}

  // 32 random bits.
  PHILOX_DEVICE_INLINE uint32_t Rand32() { return words_(); }
  // 64 random bits: the first word low, the second high.
  PHILOX_DEVICE_INLINE uint64_t Rand64() {
    const uint32_t low = words_();
    const uint32_t high = words_();
    return static_cast<uint64_t>(high) << 32 | low;
  }
  // Uniform in [0, 1).
  PHILOX_DEVICE_INLINE float RandFloat() { return Uint32ToFloat(words_()); }
  PHILOX_DEVICE_INLINE double RandDouble() {
    const uint32_t high_bits = words_();
    const uint32_t low_bits = words_();
    return Uint64ToDouble(high_bits, low_bits);
  }

  // Uniform in [0, n), exactly (by rejection, so it may draw more than one value); 0 when n is
  // 0.
  uint32_t Uniform(uint32_t n);
  uint64_t Uniform64(uint64_t n);
  // True with probability 1/n.
  bool OneIn(uint32_t n) { return Uniform(n) == 0; }
  // A number of bits drawn uniformly from [0, max_log], then that many random bits: values in
  // [0, 2^max_log) with small ones more likely. CHECK-fails unless 0 <= max_log <= 32.
  uint32_t Skewed(int max_log);

 private:
  SingleSampleAdapter<PhiloxRandom> words_;
};

}  // namespace random
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_LIB_RANDOM_SIMPLE_PHILOX_H_
