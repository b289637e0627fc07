// PhiloxRandom: the Philox4x32-10 counter-based generator (Salmon et al., "Parallel random
// numbers: as easy as 1, 2, 3", SC 2011), as TensorFlow's random ops use it. Each call returns
// four 32-bit words computed from a 128-bit counter and a 64-bit key, then advances the counter
// by one; the same key and counter give TensorFlow's numbers. Skip(n) jumps n calls ahead in
// constant time, so threads can fill disjoint parts of one stream from copies.
//
// The class is trivially copyable and usable in CUDA device code.
#ifndef TENSORFLOW_LITE_CORE_LIB_RANDOM_PHILOX_RANDOM_H_
#define TENSORFLOW_LITE_CORE_LIB_RANDOM_PHILOX_RANDOM_H_

#include <cstddef>
#include <cstdint>

#if defined(__CUDACC__) || defined(__HIPCC__)
#define PHILOX_DEVICE_FUNC __host__ __device__
#define PHILOX_INLINE __inline__
#else
#define PHILOX_DEVICE_FUNC
#define PHILOX_INLINE inline
#endif
#define PHILOX_DEVICE_INLINE PHILOX_DEVICE_FUNC PHILOX_INLINE

namespace tensorflow {
namespace random {

// A fixed-size array of T, zero-initialized, copyable between host and device.
template <typename T, int ElementCount>
class Array {
 public:
  static constexpr int kElementCount = ElementCount;

  PHILOX_DEVICE_INLINE Array() {
    for (int i = 0; i < ElementCount; ++i) data_[i] = T(0);
  }

  PHILOX_DEVICE_INLINE const T& operator[](int index) const { return data_[index]; }
  PHILOX_DEVICE_INLINE T& operator[](int index) { return data_[index]; }
  size_t size() const { return ElementCount; }

 private:
  T data_[ElementCount];
};

class PhiloxRandom {
 public:
  using ResultType = Array<uint32_t, 4>;
  using ResultElementType = uint32_t;
  using Key = Array<uint32_t, 2>;
  // Words returned per call, and the rough cost of one word in cycles.
  static constexpr int kResultElementCount = 4;
  static constexpr int kElementCost = 10;

  // Counter and key all zero.
  PHILOX_DEVICE_INLINE PhiloxRandom() {}

  // The key is `seed` (low word first); the counter starts at zero.
  PHILOX_DEVICE_INLINE explicit PhiloxRandom(uint64_t seed) {
    key_[0] = static_cast<uint32_t>(seed);
    key_[1] = static_cast<uint32_t>(seed >> 32);
  }

  // The key is `seed_lo`; `seed_hi` fills the high half of the counter (words 2 and 3).
  PHILOX_DEVICE_INLINE PhiloxRandom(uint64_t seed_lo, uint64_t seed_hi) : PhiloxRandom(seed_lo) {
    counter_[2] = static_cast<uint32_t>(seed_hi);
    counter_[3] = static_cast<uint32_t>(seed_hi >> 32);
  }

  PHILOX_DEVICE_INLINE PhiloxRandom(ResultType counter, Key key) : counter_(counter), key_(key) {}

  PHILOX_DEVICE_INLINE const ResultType& counter() const { return counter_; }
  PHILOX_DEVICE_INLINE const Key& key() const { return key_; }

  // Moves `count` calls ahead: adds `count` to the 128-bit counter (word 0 lowest).
  PHILOX_DEVICE_INLINE void Skip(uint64_t count) {
    const uint64_t low = (static_cast<uint64_t>(counter_[1]) << 32 | counter_[0]) + count;
    counter_[0] = static_cast<uint32_t>(low);
    counter_[1] = static_cast<uint32_t>(low >> 32);
    if (low < count) {  // carry into the high half
      if (++counter_[2] == 0) ++counter_[3];
    }
  }

  // Four words for the current counter; the counter then moves on by one.
  PHILOX_DEVICE_INLINE ResultType operator()() {
    ResultType block = counter_;
    Key key = key_;
    for (int round = 0; round < kRounds; ++round) {
      if (round > 0) {
        key[0] += kKeyIncrementA;
        key[1] += kKeyIncrementB;
      }
      block = Round(block, key);
    }
    Skip(1);
    return block;
  }

 private:
  // The constants the Philox paper gives for 4x32.
  static constexpr int kRounds = 10;
  static constexpr uint32_t kMultiplierA = 0xD2511F53;
  static constexpr uint32_t kMultiplierB = 0xCD9E8D57;
  static constexpr uint32_t kKeyIncrementA = 0x9E3779B9;  // golden ratio
  static constexpr uint32_t kKeyIncrementB = 0xBB67AE85;  // sqrt(3) - 1

  // One S-box round: two 32x32->64 multiplications, their halves mixed with the other words
  // and the round key.
  PHILOX_DEVICE_INLINE static ResultType Round(const ResultType& in, const Key& key) {
    const uint64_t product_a = static_cast<uint64_t>(kMultiplierA) * in[0];
    const uint64_t product_b = static_cast<uint64_t>(kMultiplierB) * in[2];
    ResultType out;
    out[0] = static_cast<uint32_t>(product_b >> 32) ^ in[1] ^ key[0];
    out[1] = static_cast<uint32_t>(product_b);
    out[2] = static_cast<uint32_t>(product_a >> 32) ^ in[3] ^ key[1];
    out[3] = static_cast<uint32_t>(product_a);
    return out;
  }

  ResultType counter_;
  Key key_;
};

}  // namespace random
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_LIB_RANDOM_PHILOX_RANDOM_H_
