// A C++ kernel constraining its op's type attr to a type the op does not allow: the load must
// fail with the same check C API kernels get, and keep nothing.
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/op_kernel.h"

namespace tensorflow {

REGISTER_OP("LibraryTestMismatchedKernelOp").Input("x: T").Output("y: T").Attr("T: {int32}");

class MismatchedKernel : public OpKernel {
 public:
  explicit MismatchedKernel(OpKernelConstruction* context) : OpKernel(context) {}
  void Compute(OpKernelContext*) override {}
};

REGISTER_KERNEL_BUILDER(
    Name("LibraryTestMismatchedKernelOp").Device(DEVICE_CPU).TypeConstraint<float>("T"),
    MismatchedKernel);

}  // namespace tensorflow
