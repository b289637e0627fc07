// Kernels of the graph-structure ops: Placeholder (running one means it was not fed),
// PlaceholderWithDefault (its input, when not fed) and NoOp.
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"

namespace tensorflow {
namespace {

class PlaceholderOp : public OpKernel {
 public:
  explicit PlaceholderOp(OpKernelConstruction* context) : OpKernel(context) {
    has_shape_ = context->GetAttr("shape", &shape_).ok() && !shape_.unknown_rank();
  }

  void Compute(OpKernelContext* context) override {
    context->CtxFailure(errors::InvalidArgument(
        "You must feed a value for placeholder tensor '", name(), "' with dtype ",
        DataTypeString(output_type(0)),
        has_shape_ ? std::string(" and shape ") + shape_.DebugString() : std::string()));
  }

 private:
  PartialTensorShape shape_;
  bool has_shape_ = false;
};

class PlaceholderWithDefaultOp : public OpKernel {
 public:
  explicit PlaceholderWithDefaultOp(OpKernelConstruction* context) : OpKernel(context) {
    OP_REQUIRES_OK(context, context->GetAttr("shape", &shape_));
  }

  // The default must fit the declared shape, which the shape function promises consumers
  // (TensorFlow checks it only at graph construction; a kernel run may come without one).
  void Compute(OpKernelContext* context) override {
    const Tensor& value = context->input(0);
    OP_REQUIRES(context, shape_.IsCompatibleWith(value.shape()),
                errors::InvalidArgument("PlaceholderWithDefault's default value has shape ",
                                        value.shape().DebugString(),
                                        ", which does not fit its shape attr ",
                                        shape_.DebugString()));
    context->set_output(0, value);
  }

  bool IsExpensive() override { return false; }

 private:
  PartialTensorShape shape_;
};

class NoOpOp : public OpKernel {
 public:
  explicit NoOpOp(OpKernelConstruction* context) : OpKernel(context) {}
  void Compute(OpKernelContext*) override {}
  bool IsExpensive() override { return false; }
};

REGISTER_KERNEL_BUILDER(Name("Placeholder").Device(DEVICE_CPU), PlaceholderOp);
REGISTER_KERNEL_BUILDER(Name("PlaceholderWithDefault").Device(DEVICE_CPU),
                        PlaceholderWithDefaultOp);
REGISTER_KERNEL_BUILDER(Name("NoOp").Device(DEVICE_CPU), NoOpOp);

}  // namespace
}  // namespace tensorflow
