// InvertPermutation(x): y with y[x[i]] = i, for x a permutation of 0..n-1.
#include <algorithm>
#include <limits>

#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/tensor.h"

namespace tensorflow {
namespace {

template <typename T>
class InvertPermutationOp : public OpKernel {
 public:
  explicit InvertPermutationOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& permutation = context->input(0);
    OP_REQUIRES(context, permutation.dims() == 1,
                errors::InvalidArgument("invert_permutation expects a 1D vector."));
    const int64 n = permutation.NumElements();
    OP_REQUIRES(context, n <= std::numeric_limits<int32>::max(),
                errors::InvalidArgument("permutation of nonnegative int32s must have <= int32 "
                                        "max elements"));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, permutation.shape(), &output));
    const T* x = permutation.base<const T>();
    T* y = output->base<T>();
    std::fill_n(y, n, T(-1));
    for (int64 i = 0; i < n; ++i) {
      const T target = x[i];
      OP_REQUIRES(context, target >= 0 && target < n,
                  errors::InvalidArgument(target, " is not between 0 and ", n));
      OP_REQUIRES(context, y[target] == -1,
                  errors::InvalidArgument(target, " is duplicated in the input."));
      y[target] = static_cast<T>(i);
    }
  }
};

REGISTER_KERNEL_BUILDER(Name("InvertPermutation").Device(DEVICE_CPU).TypeConstraint<int32>("T"),
                        InvertPermutationOp<int32>);
REGISTER_KERNEL_BUILDER(Name("InvertPermutation").Device(DEVICE_CPU).TypeConstraint<int64>("T"),
                        InvertPermutationOp<int64>);

}  // namespace
}  // namespace tensorflow
