// A kernel for an op nobody registers: TensorFlow loads such a library, and so must the loader.
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/op_kernel.h"

namespace tensorflow {

REGISTER_OP("LibraryTestFineBeforeOrphan").Output("y: int32");

class OrphanKernel : public OpKernel {
 public:
  explicit OrphanKernel(OpKernelConstruction* context) : OpKernel(context) {}
  void Compute(OpKernelContext*) override {}
};

REGISTER_KERNEL_BUILDER(Name("LibraryTestNobodyDefinesThis").Device(DEVICE_CPU), OrphanKernel);

}  // namespace tensorflow
