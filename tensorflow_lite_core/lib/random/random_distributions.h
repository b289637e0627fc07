// The distributions TensorFlow's random ops draw from a Philox stream, each giving TensorFlow's
// values for the same words:
//
//   UniformDistribution<Gen, T>          [0, 1) for half, bfloat16, float, double;
//                                        [lo, hi) for int32, int64 (constructed with lo < hi)
//   UniformFullIntDistribution<Gen, T>   every value of int32, uint32, int64, uint64
//   NormalDistribution<Gen, T>           standard normal (Box-Muller) for half .. double
//   TruncatedNormalDistribution<Single, T>  standard normal values with |x| < 2, redrawn until
//                                        enough fall inside (so it draws a variable number of
//                                        words: give it a SingleSampleAdapter)
//   SingleSampleAdapter<Gen>             one word per call out of a generator's blocks
//
// A distribution's operator()(Gen*) returns Array<T, kResultElementCount> from one call of the
// generator (16- and 32-bit types: one value per word; 64-bit types: one per two words).
// kElementCost is a rough cycle count per value, kVariableSamplesPerOutput says whether a result
// may take more than one generator call.
#ifndef TENSORFLOW_LITE_CORE_LIB_RANDOM_RANDOM_DISTRIBUTIONS_H_
#define TENSORFLOW_LITE_CORE_LIB_RANDOM_RANDOM_DISTRIBUTIONS_H_

#include <cmath>
#include <cstdint>
#include <cstring>
#include <type_traits>

#include "Eigen/Core"
#include "tensorflow_lite_core/lib/random/philox_random.h"
#include "tensorflow_lite_core/lib/random/random_distributions_utils.h"

namespace tensorflow {
namespace random {

using bfloat16 = Eigen::bfloat16;

// Uniform half in [0, 1): 10 mantissa bits from the low bits of `x`.
PHILOX_DEVICE_INLINE Eigen::half Uint16ToHalf(uint16_t x) {
  const uint16_t bits = static_cast<uint16_t>((15u << 10) | (x & 0x3ffu));
  return Eigen::numext::bit_cast<Eigen::half>(bits) - Eigen::half(1.0f);
}

// Uniform bfloat16 in [0, 1): 7 mantissa bits from the low bits of `x`.
PHILOX_DEVICE_INLINE bfloat16 Uint16ToGfloat16(uint16_t x) {
  const uint16_t bits = static_cast<uint16_t>((127u << 7) | (x & 0x7fu));
  return Eigen::numext::bit_cast<bfloat16>(bits) - bfloat16(1.0f);
}

// a + b for an unsigned addend that may not fit Int, when the sum does fit (lo + offset in a
// range wider than Int's positive half). Unsigned arithmetic wraps; the result is back in range.
template <typename Int>
PHILOX_DEVICE_INLINE Int SignedAdd(Int a, typename std::make_unsigned<Int>::type b) {
  using Unsigned = typename std::make_unsigned<Int>::type;
  return static_cast<Int>(static_cast<Unsigned>(static_cast<Unsigned>(a) + b));
}

// Two standard normal doubles from four uniform words (two per uniform double).
PHILOX_DEVICE_INLINE void BoxMullerDouble(uint32_t x0, uint32_t x1, uint32_t x2, uint32_t x3,
                                          double* d0, double* d1) {
  const double kSmallest = 1.0e-7;
  double u1 = Uint64ToDouble(x0, x1);
  if (u1 < kSmallest) u1 = kSmallest;
  const double angle = kTwoPi * Uint64ToDouble(x2, x3);
  const double radius = std::sqrt(-2.0 * std::log(u1));
#if defined(__linux__) && !defined(__CUDA_ARCH__)
  sincos(angle, d0, d1);
#else
  *d0 = std::sin(angle);
  *d1 = std::cos(angle);
#endif
  *d0 *= radius;
  *d1 *= radius;
}

namespace internal {

// How a real type is made from words: how many words one uniform value takes, and how.
template <typename T>
struct RealFromWords;

template <>
struct RealFromWords<Eigen::half> {
  static constexpr int kWords = 1;
  PHILOX_DEVICE_INLINE static Eigen::half Uniform(const uint32_t* words) {
    return Uint16ToHalf(static_cast<uint16_t>(words[0]));  // the low 16 bits
  }
};

template <>
struct RealFromWords<bfloat16> {
  static constexpr int kWords = 1;
  PHILOX_DEVICE_INLINE static bfloat16 Uniform(const uint32_t* words) {
    return Uint16ToGfloat16(static_cast<uint16_t>(words[0]));
  }
};

template <>
struct RealFromWords<float> {
  static constexpr int kWords = 1;
  PHILOX_DEVICE_INLINE static float Uniform(const uint32_t* words) {
    return Uint32ToFloat(words[0]);
  }
};

template <>
struct RealFromWords<double> {
  static constexpr int kWords = 2;
  PHILOX_DEVICE_INLINE static double Uniform(const uint32_t* words) {
    return Uint64ToDouble(words[0], words[1]);
  }
};

// Two standard normal values of T from words: BoxMullerFloat on two words (then rounded to T)
// for the 16- and 32-bit types, BoxMullerDouble on four for double.
template <typename T>
struct NormalPair {
  static constexpr int kWords = 2;
  PHILOX_DEVICE_INLINE static void Draw(const uint32_t* words, float* first, float* second) {
    BoxMullerFloat(words[0], words[1], first, second);
  }
  static constexpr float kTruncateValue = 2.0f;
  using Wide = float;  // the precision values are computed and compared in
};

template <>
struct NormalPair<double> {
  static constexpr int kWords = 4;
  PHILOX_DEVICE_INLINE static void Draw(const uint32_t* words, double* first, double* second) {
    BoxMullerDouble(words[0], words[1], words[2], words[3], first, second);
  }
  static constexpr double kTruncateValue = 2.0;
  using Wide = double;
};

// The words of one generator result, as a plain array.
template <class Generator>
struct Words {
  uint32_t values[Generator::kResultElementCount];

  PHILOX_DEVICE_INLINE explicit Words(const typename Generator::ResultType& result) {
    for (int i = 0; i < Generator::kResultElementCount; ++i) values[i] = result[i];
  }
};

}  // namespace internal

// Uniform real values in [0, 1). The integer specializations below take a range instead.
template <class Generator, typename RealType>
class UniformDistribution {
  using Conversion = internal::RealFromWords<RealType>;

 public:
  static constexpr int kResultElementCount = Generator::kResultElementCount / Conversion::kWords;
  static constexpr int kElementCost = 3;
  static constexpr bool kVariableSamplesPerOutput = false;
  using ResultType = Array<RealType, kResultElementCount>;
  using ResultElementType = RealType;

  PHILOX_DEVICE_INLINE ResultType operator()(Generator* generator) {
    const internal::Words<Generator> words((*generator)());
    ResultType result;
    for (int i = 0; i < kResultElementCount; ++i) {
      result[i] = Conversion::Uniform(words.values + i * Conversion::kWords);
    }
    return result;
  }
};

namespace internal {

// Uniform integers in [lo, hi): a word (or two, low first) modulo the range, added to lo. The
// range is kept unsigned: hi - lo may not fit Int.
template <class Generator, typename Int>
class UniformIntDistribution {
  using Unsigned = typename std::make_unsigned<Int>::type;
  static constexpr int kWords = sizeof(Int) / sizeof(uint32_t);

 public:
  static constexpr int kResultElementCount = Generator::kResultElementCount / kWords;
  static constexpr int kElementCost = 3;
  static constexpr bool kVariableSamplesPerOutput = false;
  using ResultType = Array<Int, kResultElementCount>;
  using ResultElementType = Int;

  // Requires lo < hi.
  PHILOX_DEVICE_INLINE UniformIntDistribution(Int lo, Int hi)
      : lo_(lo), range_(static_cast<Unsigned>(hi) - static_cast<Unsigned>(lo)) {}

  PHILOX_DEVICE_INLINE ResultType operator()(Generator* generator) {
    const Words<Generator> words((*generator)());
    ResultType result;
    for (int i = 0; i < kResultElementCount; ++i) {
      Unsigned bits = words.values[i * kWords];
      if constexpr (kWords == 2) bits |= static_cast<Unsigned>(words.values[i * kWords + 1]) << 32;
      result[i] = SignedAdd(lo_, static_cast<Unsigned>(bits % range_));
    }
    return result;
  }

 private:
  Int lo_;
  Unsigned range_;
};

}  // namespace internal

template <class Generator>
class UniformDistribution<Generator, int32_t>
    : public internal::UniformIntDistribution<Generator, int32_t> {
 public:
  using internal::UniformIntDistribution<Generator, int32_t>::UniformIntDistribution;
};

template <class Generator>
class UniformDistribution<Generator, int64_t>
    : public internal::UniformIntDistribution<Generator, int64_t> {
 public:
  using internal::UniformIntDistribution<Generator, int64_t>::UniformIntDistribution;
};

// Integers over the whole range of IntType: a word each for 32-bit types, two (low first) for
// 64-bit ones.
template <class Generator, typename IntType>
class UniformFullIntDistribution {
  static_assert(std::is_integral<IntType>::value && (sizeof(IntType) == 4 || sizeof(IntType) == 8),
                "UniformFullIntDistribution is for 32- and 64-bit integers");
  static constexpr int kWords = sizeof(IntType) / sizeof(uint32_t);

 public:
  static constexpr int kResultElementCount = Generator::kResultElementCount / kWords;
  static constexpr int kElementCost = 3;
  static constexpr bool kVariableSamplesPerOutput = false;
  using ResultType = Array<IntType, kResultElementCount>;
  using ResultElementType = IntType;

  PHILOX_DEVICE_INLINE ResultType operator()(Generator* generator) {
    const internal::Words<Generator> words((*generator)());
    ResultType result;
    for (int i = 0; i < kResultElementCount; ++i) {
      uint64_t bits = words.values[i * kWords];
      if constexpr (kWords == 2) bits |= static_cast<uint64_t>(words.values[i * kWords + 1]) << 32;
      result[i] = static_cast<IntType>(bits);
    }
    return result;
  }
};

// Hands out a generator's words one at a time, keeping the rest of each block for later calls.
template <class Generator>
class SingleSampleAdapter {
 public:
  static constexpr int kResultElementCount = 1;
  static constexpr int kNativeElementCount = Generator::kResultElementCount;
  using ResultType = typename Generator::ResultElementType;
  using ResultElementType = typename Generator::ResultElementType;

  // Does not own `generator`.
  PHILOX_DEVICE_INLINE explicit SingleSampleAdapter(Generator* generator)
      : generator_(generator), next_(kNativeElementCount) {}

  PHILOX_DEVICE_INLINE ResultType operator()() {
    if (next_ == kNativeElementCount) {
      block_ = (*generator_)();
      next_ = 0;
    }
    return block_[next_++];
  }

  // Moves `count` words ahead, as if operator() had been called that many times.
  PHILOX_DEVICE_INLINE void Skip(uint64_t count) {
    const uint64_t left_in_block = kNativeElementCount - next_;
    if (count <= left_in_block) {
      next_ += static_cast<int>(count);
      return;
    }
    count -= left_in_block;
    SkipBlocks(count / kNativeElementCount);
    const int into_next_block = static_cast<int>(count % kNativeElementCount);
    next_ = kNativeElementCount;
    if (into_next_block > 0) {
      block_ = (*generator_)();
      next_ = into_next_block;
    }
  }

 private:
  PHILOX_DEVICE_INLINE void SkipBlocks(uint64_t blocks) {
    if constexpr (std::is_same<Generator, PhiloxRandom>::value) {
      generator_->Skip(blocks);  // constant time
    } else {
      while (blocks-- > 0) (*generator_)();
    }
  }

  Generator* generator_;
  typename Generator::ResultType block_;
  int next_;  // index of the next unused word of block_; kNativeElementCount when none is left
};

// Standard normal values, two from each pair of uniform values.
template <class Generator, typename RealType>
class NormalDistribution {
  using Pair = internal::NormalPair<RealType>;

 public:
  static constexpr int kResultElementCount = Generator::kResultElementCount * 2 / Pair::kWords;
  static constexpr int kElementCost = 70;
  static constexpr bool kVariableSamplesPerOutput = false;
  using ResultType = Array<RealType, kResultElementCount>;
  using ResultElementType = RealType;

  PHILOX_DEVICE_INLINE ResultType operator()(Generator* generator) {
    const internal::Words<Generator> words((*generator)());
    ResultType result;
    for (int i = 0; i < kResultElementCount; i += 2) {
      typename Pair::Wide first, second;
      Pair::Draw(words.values + i / 2 * Pair::kWords, &first, &second);
      result[i] = static_cast<RealType>(first);
      result[i + 1] = static_cast<RealType>(second);
    }
    return result;
  }
};

// Standard normal values inside (-2, 2): pairs are drawn word by word from `generator` (a
// SingleSampleAdapter) and values outside are dropped until the result is full.
template <class SingleSampleGenerator, typename RealType>
class TruncatedNormalDistribution {
  using Pair = internal::NormalPair<RealType>;

 public:
  static constexpr int kResultElementCount =
      SingleSampleGenerator::kNativeElementCount * 2 / Pair::kWords > 0
          ? SingleSampleGenerator::kNativeElementCount * 2 / Pair::kWords
          : 1;
  static constexpr int kElementCost = 90;
  static constexpr bool kVariableSamplesPerOutput = true;
  // The cut-off, compared with values before they are rounded to RealType.
  static constexpr typename Pair::Wide kTruncateValue = Pair::kTruncateValue;
  using ResultType = Array<RealType, kResultElementCount>;
  using ResultElementType = RealType;

  PHILOX_DEVICE_INLINE ResultType operator()(SingleSampleGenerator* generator) {
    ResultType result;
    int filled = 0;
    while (true) {
      uint32_t words[Pair::kWords];
      for (uint32_t& word : words) word = (*generator)();
      typename Pair::Wide pair[2];
      Pair::Draw(words, &pair[0], &pair[1]);
      for (const auto value : pair) {
        if (std::abs(value) < kTruncateValue) {
          result[filled++] = static_cast<RealType>(value);
          if (filled == kResultElementCount) return result;
        }
      }
    }
  }
};

}  // namespace random
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_LIB_RANDOM_RANDOM_DISTRIBUTIONS_H_
