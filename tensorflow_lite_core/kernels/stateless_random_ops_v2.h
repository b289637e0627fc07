// What the CPU and GPU kernels of the stateless V2 random ops share: the algorithm ids, the
// Philox key and counter of a seed pair, and the checks every sampling op makes before it draws:
//
//   inputs (shape, key, counter, alg, ...): alg an int32 scalar (auto-select means Philox on
//   this device), key uint64 [1], counter uint64 [at least alg words], as TensorFlow 2.21
//   checks them; then the output is allocated, and Fill runs unless it is empty.
#ifndef TENSORFLOW_LITE_CORE_KERNELS_STATELESS_RANDOM_OPS_V2_H_
#define TENSORFLOW_LITE_CORE_KERNELS_STATELESS_RANDOM_OPS_V2_H_

#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/lib/random/philox_random.h"
#include "tensorflow_lite_core/platform/status.h"
#include "tensorflow_lite_core/platform/types.h"

namespace tensorflow {

// The `alg` values (tf.random.Algorithm).
enum RngAlgorithm : int32 {
  kRngAlgorithmPhilox = 1,
  kRngAlgorithmThreeFry = 2,
  kRngAlgorithmAutoSelect = 3,
};

// The generator StatelessRandomGetKeyCounter describes for a seed pair (each seed sign-extended
// to 64 bits): the seeds, as a counter, pass once through Philox under a fixed key; the four
// words become the key (words 0, 1) and the high half of a counter whose low half is zero.
random::PhiloxRandom PhiloxFromSeedPair(uint64 seed0, uint64 seed1);

// The seed pair of a seed input: InvalidArgument unless it has shape [2].
absl::Status SeedPairFromInput(const Tensor& seed, uint64* seed0, uint64* seed1);

// Writes `generator`'s key into a uint64 [1] tensor and its counter into a uint64 [2] one (low
// words first), the form the sampling ops take them in.
void WriteKeyCounter(const random::PhiloxRandom& generator, Tensor* key, Tensor* counter);

// The Philox generator of a key and counter that passed the sampling ops' checks. A counter of
// one word leaves the high half zero (TensorFlow reads past its end there).
random::PhiloxRandom PhiloxFromKeyCounter(const Tensor& key, const Tensor& counter);

// The base of the stateless V2 sampling kernels: Compute checks alg, the shape, key and counter
// as TensorFlow does, allocates the output and, unless it is empty, calls Fill with the
// algorithm (auto-select resolved to Philox).
class StatelessRandomOpBase : public OpKernel {
 public:
  explicit StatelessRandomOpBase(OpKernelConstruction* context) : OpKernel(context) {}
  void Compute(OpKernelContext* context) final;

 protected:
  virtual absl::Status Fill(OpKernelContext* context, int32 algorithm, const Tensor& key,
                            const Tensor& counter, Tensor* output) = 0;
};

// The Philox generator for `algorithm`, or InvalidArgument ("Unsupported algorithm id: 2") for
// any other algorithm: Philox is the only one these kernels have.
absl::Status PhiloxForAlgorithm(int32 algorithm, const Tensor& key, const Tensor& counter,
                                random::PhiloxRandom* generator);

// The bounds of StatelessRandomUniformIntV2 (inputs 4 and 5), checked as TensorFlow does: both
// scalars, lo < hi.
absl::Status UniformIntBounds(OpKernelContext* context, int64* lo, int64* hi);

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_KERNELS_STATELESS_RANDOM_OPS_V2_H_
