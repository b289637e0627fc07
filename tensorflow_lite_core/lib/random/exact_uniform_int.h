// ExactUniformInt(n, random): an integer uniform over [0, n) from a source of uniform UintType
// values, by rejection, as TensorFlow's SimplePhilox::Uniform uses it. n == 0 draws one value and
// returns 0.
#ifndef TENSORFLOW_LITE_CORE_LIB_RANDOM_EXACT_UNIFORM_INT_H_
#define TENSORFLOW_LITE_CORE_LIB_RANDOM_EXACT_UNIFORM_INT_H_

#include <type_traits>

namespace tensorflow {
namespace random {

template <typename UintType, typename RandomBits>
UintType ExactUniformInt(const UintType n, const RandomBits& random) {
  static_assert(std::is_unsigned<UintType>::value, "UintType must be unsigned");
  static_assert(std::is_same<UintType, decltype(random())>::value,
                "random() must return UintType");
  if (n == 0) {
    random();
    return 0;
  }
  if ((n & (n - 1)) == 0) return random() & (n - 1);  // a power of two: the low bits
  // Of the 2^bits values, the lowest (2^bits mod n) would make small results more likely than
  // large ones; what is left is a whole number of runs of n. n is not a power of two here, so
  // 2^bits mod n is (2^bits - 1) mod n, plus one.
  const UintType biased = static_cast<UintType>(static_cast<UintType>(~UintType{0}) % n + 1);
  UintType value;
  do {
    value = random();
  } while (value < biased);
  return value % n;
}

}  // namespace random
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_LIB_RANDOM_EXACT_UNIFORM_INT_H_
