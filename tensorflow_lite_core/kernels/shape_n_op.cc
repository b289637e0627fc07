// ShapeN(input): the shape of each of the N inputs, as int32 or int64 vectors. Registered without
// a "T" constraint: it never reads the elements.
#include <limits>

#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/tensor.h"

namespace tensorflow {
namespace {

class ShapeNOp : public OpKernel {
 public:
  explicit ShapeNOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    for (int i = 0; i < context->num_inputs(); ++i) {
      const TensorShape& shape = context->input(i).shape();
      Tensor* output = nullptr;
      OP_REQUIRES_OK(context, context->allocate_output(i, TensorShape({shape.dims()}), &output));
      for (int d = 0; d < shape.dims(); ++d) {
        const int64 size = shape.dim_size(d);
        if (output->dtype() == DT_INT32) {
          OP_REQUIRES(context, size <= std::numeric_limits<int32>::max(),
                      errors::InvalidArgument("ShapeN output type is 32-bit but shape ", i,
                                              " dim ", d, " is ", size));
          output->base<int32>()[d] = static_cast<int32>(size);
        } else {
          output->base<int64>()[d] = size;
        }
      }
    }
  }

  bool IsExpensive() override { return false; }
};

REGISTER_KERNEL_BUILDER(Name("ShapeN").Device(DEVICE_CPU), ShapeNOp);

#if GOOGLE_CUDA
// Only the inputs' shapes are read; the outputs are host vectors.
REGISTER_KERNEL_BUILDER(Name("ShapeN").Device(DEVICE_GPU).HostMemory("output"), ShapeNOp);
#endif

}  // namespace
}  // namespace tensorflow
