// Any and All over the axes in reduction_indices (int32 or int64) of a bool tensor: the shared
// reduction kernel (reduction_ops.h), the bools accumulated as 0 and 1 in uint8 (so Eigen's
// vectorised max and min are logical or and and). An empty reduction is false for Any and true
// for All.
#include "tensorflow_lite_core/kernels/reduction_ops.h"

namespace tensorflow {
namespace {

struct AnyReducer {
  using Type = bool;
  using Acc = uint8;
  using Func = Eigen::internal::scalar_max_op<uint8, uint8>;
  static uint8 Identity() { return 0; }
  static bool Finalize(uint8 value, int64 /*count*/) { return value != 0; }
};

struct AllReducer {
  using Type = bool;
  using Acc = uint8;
  using Func = Eigen::internal::scalar_min_op<uint8, uint8>;
  static uint8 Identity() { return 1; }
  static bool Finalize(uint8 value, int64 /*count*/) { return value != 0; }
};

REGISTER_KERNEL_BUILDER(Name("Any").Device(DEVICE_CPU), ReductionOp<AnyReducer>);
REGISTER_KERNEL_BUILDER(Name("All").Device(DEVICE_CPU), ReductionOp<AllReducer>);

}  // namespace
}  // namespace tensorflow
