// A plugin of the header-only C++ API built for TensorFlow too (tf_c_plugin_library's
// for_tensorflow: TFLC_PLUGIN_FOR_TENSORFLOW, linked against libtensorflow_framework.so.2): it
// calls only functions TensorFlow 2.21's libtensorflow_framework.so.2 exports and registers at load
// time, so the same file loads into TensorFlow 2.21. Two ops whose shape functions carry state (each its own captured vector length), so each
// must reach its own function through its slot; kernels for two types from one template.
#include <cstdint>

#include "tensorflow_lite_core/c/cc/plugin.h"

namespace {

using namespace tflc::plugin;  // NOLINT(build/namespaces): as a ported kernel would.

ShapeInferenceFn VectorOf(int64_t size) {
  return [size](shape_inference::InferenceContext* c) {
    c->set_output(0, c->Vector(size));
    return Status();
  };
}

REGISTER_OP("TensorFlowTargetFirstThree")
    .Attr("T: {float, int32}")
    .Input("x: T")
    .Output("y: T")
    .SetShapeFn(VectorOf(3));

REGISTER_OP("TensorFlowTargetFirstTwo")
    .Attr("T: {float, int32}")
    .Input("x: T")
    .Output("y: T")
    .SetShapeFn(VectorOf(2));

// The first `Count` elements of the input, flattened.
template <typename T, int64_t Count>
class FirstOp : public OpKernel {
 public:
  explicit FirstOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    const Tensor input = context->input(0);
    OP_REQUIRES(context, input.NumElements() >= Count,
                errors::InvalidArgument("needs ", Count, " elements, got ", input.NumElements()));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, TensorShape({Count}), &output));
    for (int64_t i = 0; i < Count; ++i) output->flat<T>()(i) = input.flat<T>()(i);
  }
};

#define REGISTER_FIRST(T)                                                                   \
  REGISTER_KERNEL_BUILDER(                                                                  \
      Name("TensorFlowTargetFirstThree").Device(DEVICE_CPU).TypeConstraint<T>("T"),         \
      FirstOp<T, 3>);                                                                       \
  REGISTER_KERNEL_BUILDER(Name("TensorFlowTargetFirstTwo").Device(DEVICE_CPU).TypeConstraint<T>("T"), \
                          FirstOp<T, 2>);
REGISTER_FIRST(float)
REGISTER_FIRST(int32_t)

}  // namespace

TFLC_DEFINE_PLUGIN();
