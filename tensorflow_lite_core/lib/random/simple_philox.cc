#include "tensorflow_lite_core/lib/random/simple_philox.h"

#include "tensorflow_lite_core/lib/random/exact_uniform_int.h"
#include "tensorflow_lite_core/platform/logging.h"

namespace tensorflow {
namespace random {

uint32_t SimplePhilox::Uniform(uint32_t n) {
  return ExactUniformInt<uint32_t>(n, [this] { return Rand32(); });
}

uint64_t SimplePhilox::Uniform64(uint64_t n) {
  return ExactUniformInt<uint64_t>(n, [this] { return Rand64(); });
}

uint32_t SimplePhilox::Skewed(int max_log) {
  CHECK(0 <= max_log && max_log <= 32) << "Skewed(" << max_log << ")";
  const int bits = static_cast<int>(Rand32() % static_cast<uint32_t>(max_log + 1));
  const uint32_t mask = bits == 32 ? ~uint32_t{0} : (uint32_t{1} << bits) - 1;
  return Rand32() & mask;
}

}  // namespace random
}  // namespace tensorflow
