// An op library in the style of TensorFlow 1.x and its "Adding a New Op" guide: `Status::OK()`,
// `error_message()`, `errors::InvalidArgument("a", 1, "b")`, `using namespace tensorflow`.
// source_styles_test builds it with tf_custom_op_library, loads it and runs it.
#include "tensorflow/core/framework/common_shape_fns.h"
#include "tensorflow/core/framework/op.h"
#include "tensorflow/core/framework/op_kernel.h"
#include "tensorflow/core/framework/shape_inference.h"
#include "tensorflow/core/lib/core/errors.h"
#include "tensorflow/core/lib/core/status.h"

using namespace tensorflow;  // NOLINT(build/namespaces): as the guide writes it.

REGISTER_OP("Tf1StyleZeroOut")
    .Attr("preserve_index: int >= 0 = 0")
    .Input("to_zero: int32")
    .Output("zeroed: int32")
    .SetShapeFn([](::tensorflow::shape_inference::InferenceContext* c) {
      ::tensorflow::shape_inference::ShapeHandle input;
      TF_RETURN_IF_ERROR(c->WithRank(c->input(0), 1, &input));
      c->set_output(0, input);
      return Status::OK();
    });

// A shape function that returns a helper's status on one path and Status::OK() on another.
REGISTER_OP("Tf1StyleSameShape")
    .Attr("check_rank: bool = false")
    .Input("x: float")
    .Output("y: float")
    .SetShapeFn([](shape_inference::InferenceContext* c) {
      bool check_rank;
      TF_RETURN_IF_ERROR(c->GetAttr("check_rank", &check_rank));
      if (!check_rank) return shape_inference::UnchangedShape(c);
      shape_inference::ShapeHandle unused;
      TF_RETURN_IF_ERROR(c->WithRankAtMost(c->input(0), 2, &unused));
      c->set_output(0, c->input(0));
      return Status::OK();
    });

namespace {

Status CheckPreserveIndex(int preserve_index, int64 size) {
  if (preserve_index >= size) {
    return errors::InvalidArgument("preserve_index out of range: ", preserve_index, " >= ", size);
  }
  return Status::OK();
}

}  // namespace

class Tf1StyleZeroOutOp : public OpKernel {
 public:
  explicit Tf1StyleZeroOutOp(OpKernelConstruction* context) : OpKernel(context) {
    OP_REQUIRES_OK(context, context->GetAttr("preserve_index", &preserve_index_));
  }

  void Compute(OpKernelContext* context) override {
    const Tensor& input_tensor = context->input(0);
    OP_REQUIRES(context, TensorShapeUtils::IsVector(input_tensor.shape()),
                errors::InvalidArgument("ZeroOut expects a 1-D vector, got rank ",
                                        input_tensor.dims()));
    const int64 size = input_tensor.NumElements();
    Status status = CheckPreserveIndex(preserve_index_, size);
    if (!status.ok()) {
      context->SetStatus(errors::InvalidArgument("Tf1StyleZeroOut: ", status.error_message()));
      return;
    }

    Tensor* output_tensor = NULL;
    OP_REQUIRES_OK(context, context->allocate_output(0, input_tensor.shape(), &output_tensor));
    auto input = input_tensor.flat<int32>();
    auto output = output_tensor->flat<int32>();
    for (int64 i = 0; i < size; ++i) output(i) = 0;
    if (size > 0) output(preserve_index_) = input(preserve_index_);
  }

 private:
  int preserve_index_;
};

REGISTER_KERNEL_BUILDER(Name("Tf1StyleZeroOut").Device(DEVICE_CPU), Tf1StyleZeroOutOp);
