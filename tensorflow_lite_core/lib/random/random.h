// Process-wide random 64-bit values, for seeding when a caller gives no seed.
#ifndef TENSORFLOW_LITE_CORE_LIB_RANDOM_RANDOM_H_
#define TENSORFLOW_LITE_CORE_LIB_RANDOM_RANDOM_H_

#include "tensorflow_lite_core/platform/types.h"

namespace tensorflow {
namespace random {

// A random value from a generator seeded once per process from std::random_device: different
// sequences in different processes. Thread-safe.
uint64 New64();

// The same from a generator per thread (no lock).
uint64 ThreadLocalNew64();

// The next value of one process-wide std::mt19937_64 with its default seed: the same sequence
// in every process. Thread-safe.
uint64 New64DefaultSeed();

}  // namespace random
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_LIB_RANDOM_RANDOM_H_
