#include "tensorflow_lite_core/util/guarded_philox_random.h"

#include "tensorflow_lite_core/lib/random/random.h"
#include "tensorflow_lite_core/platform/logging.h"

namespace tensorflow {

absl::Status GuardedPhiloxRandom::Init(OpKernelConstruction* context) {
  int64 seed, seed2;
  TF_RETURN_IF_ERROR(context->GetAttr("seed", &seed));
  TF_RETURN_IF_ERROR(context->GetAttr("seed2", &seed2));
  Init(seed, seed2);
  return absl::OkStatus();
}

void GuardedPhiloxRandom::Init(int64 seed, int64 seed2) {
  if (seed == 0 && seed2 == 0) {
    // Neither seed given: different numbers in every run.
    seed = static_cast<int64>(random::New64());
    seed2 = static_cast<int64>(random::New64());
  }
  const random::PhiloxRandom seeded(static_cast<uint64>(seed), static_cast<uint64>(seed2));
  Init(seeded.counter(), seeded.key());
}

void GuardedPhiloxRandom::Init(random::PhiloxRandom::ResultType counter,
                               random::PhiloxRandom::Key key) {
  mutex_lock lock(mu_);
  CHECK(!initialized_) << "GuardedPhiloxRandom initialized twice";
  generator_ = random::PhiloxRandom(counter, key);
  initialized_ = true;
}

random::PhiloxRandom GuardedPhiloxRandom::ReserveSamples128(int64 samples) {
  mutex_lock lock(mu_);
  CHECK(initialized_) << "GuardedPhiloxRandom used before Init";
  random::PhiloxRandom reserved = generator_;
  generator_.Skip(static_cast<uint64>(samples));
  return reserved;
}

}  // namespace tensorflow
