// The ZeroOut op of TensorFlow's "Adding a New Op" guide: keeps the first element of an int32
// tensor and zeroes the rest. Written exactly as a TensorFlow 2.21 custom op (TensorFlow's include
// paths and names), to show such a source builds here unchanged. The guide's own text returns
// `Status::OK()`, which TensorFlow 2.21 no longer compiles; here too that spelling needs
// -DTFLC_GUIDE_ERA_STATUS (see README.md).
#include "tensorflow/core/framework/op.h"
#include "tensorflow/core/framework/op_kernel.h"
#include "tensorflow/core/framework/shape_inference.h"

using namespace tensorflow;  // NOLINT(build/namespaces): as the guide writes it.

REGISTER_OP("ZeroOut")
    .Input("to_zero: int32")
    .Output("zeroed: int32")
    .SetShapeFn([](::tensorflow::shape_inference::InferenceContext* c) {
      c->set_output(0, c->input(0));
      return absl::OkStatus();
    })
    .Doc(R"doc(
Zeroes all elements of a tensor but the first.

to_zero: The tensor to zero out.
zeroed: A tensor of the same shape whose first element is to_zero's first and the rest 0.
)doc");

class ZeroOutOp : public OpKernel {
 public:
  explicit ZeroOutOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& input_tensor = context->input(0);
    auto input = input_tensor.flat<int32>();

    Tensor* output_tensor = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, input_tensor.shape(), &output_tensor));
    auto output = output_tensor->flat<int32>();

    const int64 n = input.size();
    for (int64 i = 0; i < n; ++i) output(i) = 0;
    if (n > 0) output(0) = input(0);
  }
};

REGISTER_KERNEL_BUILDER(Name("ZeroOut").Device(DEVICE_CPU), ZeroOutOp);
