// The header-only C++ API built against ABI version 3, as every plugin built before version 4
// was: it compiles without version 4's functions, loads into this core and works. The core then
// knows the plugin's file but no lines, as before version 4.
#define TF_ABI_TARGET_VERSION 3

#include "tensorflow_lite_core/c/cc/plugin.h"

namespace {

using namespace tflc::plugin;  // NOLINT(build/namespaces): as a ported kernel would.

// ---- CcApiVersion3Double: y = 2 * x.

REGISTER_OP("CcApiVersion3Double")
    .Input("x: float")
    .Output("y: float")
    .SetShapeFn(shape_inference::UnchangedShape);

class DoubleOp : public OpKernel {
 public:
  explicit DoubleOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& x = context->input(0);
    Tensor* y = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, x.shape(), &y));
    auto in = x.flat<float>();
    auto out = y->flat<float>();
    for (int64_t i = 0; i < in.size(); ++i) out(i) = 2 * in(i);
  }
};

REGISTER_KERNEL_BUILDER(Name("CcApiVersion3Double").Device(DEVICE_CPU), DoubleOp);

// ---- CcApiVersion3Twins: two kernels that match the same nodes.

REGISTER_OP("CcApiVersion3Twins").Output("y: float");

template <int kTwin>
class TwinOp : public OpKernel {
 public:
  explicit TwinOp(OpKernelConstruction* context) : OpKernel(context) {}
  void Compute(OpKernelContext* /*context*/) override {}
};

REGISTER_KERNEL_BUILDER(Name("CcApiVersion3Twins").Device(DEVICE_CPU), TwinOp<1>);
REGISTER_KERNEL_BUILDER(Name("CcApiVersion3Twins").Device(DEVICE_CPU), TwinOp<2>);

}  // namespace

TFLC_DEFINE_PLUGIN();
