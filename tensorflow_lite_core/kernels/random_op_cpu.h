// What the random kernels share: filling an output with values of one of TensorFlow's
// distributions drawn from a Philox stream in TensorFlow's order, so that the same generator
// gives TensorFlow's numbers.
//
// The output is cut into groups of a distribution's kResultElementCount values (4 for 32-bit
// and smaller types, 2 for 64-bit ones). Group g comes from the generator moved g calls on, or,
// for the truncated normal (which redraws values outside (-2, 2), so a group takes a variable
// number of words), kPhiloxWordsPerTruncatedNormalValue words per value of the groups before it.
// The values therefore do not depend on how the work is split between threads.
#ifndef TENSORFLOW_LITE_CORE_KERNELS_RANDOM_OP_CPU_H_
#define TENSORFLOW_LITE_CORE_KERNELS_RANDOM_OP_CPU_H_

#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/lib/random/philox_random.h"
#include "tensorflow_lite_core/platform/status.h"
#include "tensorflow_lite_core/platform/types.h"

namespace tensorflow {

enum class PhiloxDistribution {
  kUniform,          // [0, 1): half, bfloat16, float, double
  kNormal,           // standard normal: half, bfloat16, float, double
  kTruncatedNormal,  // standard normal within (-2, 2): half, bfloat16, float, double
  kUniformFullInt,   // every value of int32, int64, uint32, uint64
};

// Words a truncated normal group may use, per value: room reserved so that groups never overlap.
constexpr int64 kPhiloxWordsPerTruncatedNormalValue = 256;

// How far a stateful kernel moves its stream per output value (GuardedPhiloxRandom's
// ReserveRandomOutputs multiplier): enough for any distribution, the truncated normal included.
constexpr int kPhiloxCallsReservedPerValue = 256;

// Fills `output` with `distribution`'s values drawn from `generator`, sharded over the intra-op
// threads of `context`'s device. InvalidArgument for a type the distribution does not have.
absl::Status FillPhiloxRandom(OpKernelContext* context, PhiloxDistribution distribution,
                              const random::PhiloxRandom& generator, Tensor* output);

// Fills an int32 or int64 `output` with uniform integers in [lo, hi) (lo < hi, both in the
// output type's range): a word (two for int64) modulo hi - lo, plus lo.
absl::Status FillPhiloxRandomInt(OpKernelContext* context, const random::PhiloxRandom& generator,
                                 int64 lo, int64 hi, Tensor* output);

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_KERNELS_RANDOM_OP_CPU_H_
