// Identity, IdentityN, StopGradient and PreventGradient: outputs share their inputs' buffers; nothing is copied. Registered
// without type constraints, so they serve every dtype (strings, resources and variants too).
#include "tensorflow_lite_core/framework/op_kernel.h"

namespace tensorflow {
namespace {

class IdentityOp : public OpKernel {
 public:
  explicit IdentityOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override { context->set_output(0, context->input(0)); }

  bool IsExpensive() override { return false; }
};

class IdentityNOp : public OpKernel {
 public:
  explicit IdentityNOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    OpInputList inputs;
    OpOutputList outputs;
    OP_REQUIRES_OK(context, context->input_list("input", &inputs));
    OP_REQUIRES_OK(context, context->output_list("output", &outputs));
    OP_REQUIRES(context, inputs.size() == outputs.size(),
                errors::InvalidArgument("Input and output counts must match, but got ",
                                        inputs.size(), " inputs and ", outputs.size(),
                                        " outputs"));
    for (int i = 0; i < inputs.size(); ++i) outputs.set(i, inputs[i]);
  }

  bool IsExpensive() override { return false; }
};

REGISTER_KERNEL_BUILDER(Name("Identity").Device(DEVICE_CPU), IdentityOp);
REGISTER_KERNEL_BUILDER(Name("IdentityN").Device(DEVICE_CPU), IdentityNOp);
REGISTER_KERNEL_BUILDER(Name("StopGradient").Device(DEVICE_CPU), IdentityOp);
REGISTER_KERNEL_BUILDER(Name("PreventGradient").Device(DEVICE_CPU), IdentityOp);

}  // namespace
}  // namespace tensorflow
