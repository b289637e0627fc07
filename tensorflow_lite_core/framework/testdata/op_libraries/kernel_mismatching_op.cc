// Kernels registered over a wider type list than the op allows, as TF_CALL_* lists do: TensorFlow
// loads such a library and never selects the extra kernel, and so must the loader.
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/register_types.h"

namespace tensorflow {

REGISTER_OP("LibraryTestMismatchedKernelOp").Input("x: T").Output("y: T").Attr("T: {int32}");

class MismatchedKernel : public OpKernel {
 public:
  explicit MismatchedKernel(OpKernelConstruction* context) : OpKernel(context) {}
  void Compute(OpKernelContext*) override {}
};

#define REGISTER_MISMATCHED(T)                                                                   \
  REGISTER_KERNEL_BUILDER(                                                                 \
      Name("LibraryTestMismatchedKernelOp").Device(DEVICE_CPU).TypeConstraint<T>("T"),     \
      MismatchedKernel)
TF_CALL_int32(REGISTER_MISMATCHED) TF_CALL_float(REGISTER_MISMATCHED)

}  // namespace tensorflow
