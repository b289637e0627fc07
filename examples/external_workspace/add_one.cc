// AddOne: x + 1 elementwise, written as a TensorFlow 2.21 custom op is.
#include "tensorflow/core/framework/common_shape_fns.h"
#include "tensorflow/core/framework/op.h"
#include "tensorflow/core/framework/op_kernel.h"
#include "tensorflow/core/framework/register_types.h"

namespace tensorflow {

REGISTER_OP("AddOne")
    .Attr("T: {int32, int64, float, double}")
    .Input("x: T")
    .Output("y: T")
    .SetShapeFn(shape_inference::UnchangedShape);

template <typename T>
class AddOneOp : public OpKernel {
 public:
  explicit AddOneOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& x = context->input(0);
    Tensor* y = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, x.shape(), &y));
    auto in = x.flat<T>();
    auto out = y->flat<T>();
    for (int64_t i = 0; i < in.size(); ++i) out(i) = in(i) + T(1);
  }
};

#define REGISTER_CPU(T) \
  REGISTER_KERNEL_BUILDER(Name("AddOne").Device(DEVICE_CPU).TypeConstraint<T>("T"), AddOneOp<T>)
TF_CALL_int32(REGISTER_CPU) TF_CALL_int64(REGISTER_CPU) TF_CALL_float(REGISTER_CPU)
TF_CALL_double(REGISTER_CPU)
#undef REGISTER_CPU

}  // namespace tensorflow
