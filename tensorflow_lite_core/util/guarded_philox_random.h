// GuardedPhiloxRandom: one Philox stream shared by the calls of a stateful random kernel. Each
// call reserves a stretch of it under a lock and then draws from its private copy without one,
// so concurrent calls never see the same numbers:
//
//   GuardedPhiloxRandom generator;            // in the kernel
//   OP_REQUIRES_OK(context, generator.Init(context));   // attrs "seed", "seed2"
//   ...
//   random::PhiloxRandom local = generator.ReserveSamples128(n);  // in Compute
//   for (int i = 0; i < n; ++i) auto words = local();
//
// Seeds 0 and 0 mean "random": the seeds are then drawn from random::New64(), as in TensorFlow.
#ifndef TENSORFLOW_LITE_CORE_UTIL_GUARDED_PHILOX_RANDOM_H_
#define TENSORFLOW_LITE_CORE_UTIL_GUARDED_PHILOX_RANDOM_H_

#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/lib/random/philox_random.h"
#include "tensorflow_lite_core/platform/macros.h"
#include "tensorflow_lite_core/platform/mutex.h"
#include "tensorflow_lite_core/platform/thread_annotations.h"
#include "tensorflow_lite_core/platform/types.h"

namespace tensorflow {

class GuardedPhiloxRandom {
 public:
  // Init must be called (once) before any reservation.
  GuardedPhiloxRandom() = default;
  GuardedPhiloxRandom(const GuardedPhiloxRandom&) = delete;
  void operator=(const GuardedPhiloxRandom&) = delete;

  // Seeds from the int attrs "seed" and "seed2"; the attr's error if either is missing.
  absl::Status Init(OpKernelConstruction* context);
  // The key is `seed`, the high half of the counter `seed2` (PhiloxRandom(seed, seed2)).
  void Init(int64 seed, int64 seed2);
  void Init(random::PhiloxRandom::ResultType counter, random::PhiloxRandom::Key key);

  // The generator as it stands, moved on by `samples` calls (of four words) for the next caller.
  // Thread-safe. CHECK-fails before Init.
  random::PhiloxRandom ReserveSamples128(int64 samples);
  // Enough for `samples` 32-bit words.
  random::PhiloxRandom ReserveSamples32(int64 samples) {
    return ReserveSamples128((samples + 3) / 4);
  }
  // Room for `output_count` outputs of up to `multiplier` calls each.
  random::PhiloxRandom ReserveRandomOutputs(int64 output_count, int multiplier) {
    return ReserveSamples128(output_count * multiplier);
  }

 private:
  mutex mu_;
  random::PhiloxRandom generator_ TF_GUARDED_BY(mu_);
  bool initialized_ TF_GUARDED_BY(mu_) = false;
};

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_UTIL_GUARDED_PHILOX_RANDOM_H_
