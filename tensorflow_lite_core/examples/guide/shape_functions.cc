// The guide's "Shape functions in C++": each of its SetShapeFn examples on an op of its own.
#include "tensorflow/core/framework/common_shape_fns.h"
#include "tensorflow/core/framework/op.h"
#include "tensorflow/core/framework/op_kernel.h"
#include "tensorflow/core/framework/shape_inference.h"

using namespace tensorflow;  // NOLINT(build/namespaces): as the guide writes it.

// The output has the first input's shape, set by hand.
REGISTER_OP("GuideShapeFnCopy")
    .Input("to_zero: int32")
    .Output("zeroed: int32")
    .SetShapeFn([](::tensorflow::shape_inference::InferenceContext* c) {
      c->set_output(0, c->input(0));
      return absl::OkStatus();
    });

// The same with the common shape function of common_shape_fns.h.
REGISTER_OP("GuideShapeFnUnchanged")
    .Input("to_zero: int32")
    .Output("zeroed: int32")
    .SetShapeFn(::tensorflow::shape_inference::UnchangedShape);

// The vector-only ZeroOut: the input must have rank 1.
REGISTER_OP("GuideShapeFnVector")
    .Input("to_zero: int32")
    .Output("zeroed: int32")
    .SetShapeFn([](::tensorflow::shape_inference::InferenceContext* c) {
      ::tensorflow::shape_inference::ShapeHandle input;
      TF_RETURN_IF_ERROR(c->WithRank(c->input(0), 1, &input));
      c->set_output(0, input);
      return absl::OkStatus();
    });

// Several matrices that must all have one shape, merged into the output's.
REGISTER_OP("GuideShapeFnMerge")
    .Attr("N: int >= 1")
    .Attr("T: type")
    .Input("in: N * T")
    .Output("out: T")
    .SetShapeFn([](::tensorflow::shape_inference::InferenceContext* c) {
      ::tensorflow::shape_inference::ShapeHandle input;
      ::tensorflow::shape_inference::ShapeHandle output;
      for (int i = 0; i < c->num_inputs(); ++i) {
        TF_RETURN_IF_ERROR(c->WithRank(c->input(i), 2, &input));
        TF_RETURN_IF_ERROR(c->Merge(output, input, &output));
      }
      c->set_output(0, output);
      return absl::OkStatus();
    });

// An (n, 3) output for an (n, ...) input.
REGISTER_OP("GuideShapeFnMatrix")
    .Input("in: float")
    .Output("out: float")
    .SetShapeFn([](::tensorflow::shape_inference::InferenceContext* c) {
      c->set_output(0, c->Matrix(c->Dim(c->input(0), 0), 3));
      return absl::OkStatus();
    });

// Eager calls run kernels, not shape functions: these kernels give what the shape functions say.
class GuideForwardFirstInputOp : public OpKernel {
 public:
  explicit GuideForwardFirstInputOp(OpKernelConstruction* context) : OpKernel(context) {}
  void Compute(OpKernelContext* context) override { context->set_output(0, context->input(0)); }
};

class GuideZerosOfFirstDimByThreeOp : public OpKernel {
 public:
  explicit GuideZerosOfFirstDimByThreeOp(OpKernelConstruction* context) : OpKernel(context) {}
  void Compute(OpKernelContext* context) override {
    const Tensor& input = context->input(0);
    OP_REQUIRES(context, input.dims() >= 1,
                errors::InvalidArgument("GuideShapeFnMatrix needs an input of rank >= 1"));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context,
                   context->allocate_output(0, TensorShape({input.dim_size(0), 3}), &output));
    output->flat<float>().setZero();
  }
};

REGISTER_KERNEL_BUILDER(Name("GuideShapeFnCopy").Device(DEVICE_CPU), GuideForwardFirstInputOp);
REGISTER_KERNEL_BUILDER(Name("GuideShapeFnUnchanged").Device(DEVICE_CPU), GuideForwardFirstInputOp);
REGISTER_KERNEL_BUILDER(Name("GuideShapeFnVector").Device(DEVICE_CPU), GuideForwardFirstInputOp);
REGISTER_KERNEL_BUILDER(Name("GuideShapeFnMerge").Device(DEVICE_CPU), GuideForwardFirstInputOp);
REGISTER_KERNEL_BUILDER(Name("GuideShapeFnMatrix").Device(DEVICE_CPU),
                        GuideZerosOfFirstDimByThreeOp);
