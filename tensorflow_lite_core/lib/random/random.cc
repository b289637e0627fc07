#include "tensorflow_lite_core/lib/random/random.h"

#include <memory>
#include <mutex>
#include <random>

namespace tensorflow {
namespace random {
namespace {

// One generator and the lock that guards it; never destroyed, so usable during exit.
struct LockedGenerator {
  std::mutex mutex;
  std::mt19937_64 generator;
};

std::mt19937_64::result_type SeedFromDevice() {
  std::random_device device;
  // Two 32-bit draws: random_device returns unsigned int.
  return std::mt19937_64::result_type{device()} << 32 | device();
}

uint64 Next(LockedGenerator* locked) {
  std::lock_guard<std::mutex> lock(locked->mutex);
  return locked->generator();
}

}  // namespace

uint64 New64() {
  static auto* locked = new LockedGenerator{{}, std::mt19937_64(SeedFromDevice())};
  return Next(locked);
}

uint64 ThreadLocalNew64() {
  // The generator's 2.5 KB live on the heap: the framework's thread-local storage is static
  // (initial-exec, see c/object_recycler.h), and a library loaded by dlopen gets little of it.
  thread_local std::unique_ptr<std::mt19937_64> generator;
  if (generator == nullptr) generator = std::make_unique<std::mt19937_64>(SeedFromDevice());
  return (*generator)();
}

uint64 New64DefaultSeed() {
  static auto* locked = new LockedGenerator;
  return Next(locked);
}

}  // namespace random
}  // namespace tensorflow
