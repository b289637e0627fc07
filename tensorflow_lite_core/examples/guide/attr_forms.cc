// The guide's attr types, constraints and defaults, on an op that reports what it was given.
#include "tensorflow/core/framework/op.h"
#include "tensorflow/core/framework/op_kernel.h"
#include "tensorflow/core/framework/shape_inference.h"

using namespace tensorflow;  // NOLINT(build/namespaces): as the guide writes it.

REGISTER_OP("GuideAttrForms")
    .Attr("fruit: {'apple', 'orange'}")
    .Attr("count: int >= 2")
    .Attr("T: type = DT_INT32")
    .Attr("sizes: list(int) >= 2 = [1, 2]")
    .Attr("scale: float = 0.5")
    .Attr("enabled: bool = true")
    .Input("x: T")
    .Output("summary: string")
    .SetShapeFn([](shape_inference::InferenceContext* c) {
      shape_inference::ShapeHandle unused;
      TF_RETURN_IF_ERROR(c->WithRank(c->input(0), 1, &unused));
      c->set_output(0, c->Scalar());
      return absl::OkStatus();
    });

class GuideAttrFormsOp : public OpKernel {
 public:
  explicit GuideAttrFormsOp(OpKernelConstruction* context) : OpKernel(context) {
    OP_REQUIRES_OK(context, context->GetAttr("fruit", &fruit_));
    OP_REQUIRES_OK(context, context->GetAttr("count", &count_));
    OP_REQUIRES_OK(context, context->GetAttr("sizes", &sizes_));
    OP_REQUIRES_OK(context, context->GetAttr("scale", &scale_));
    OP_REQUIRES_OK(context, context->GetAttr("enabled", &enabled_));
  }

  void Compute(OpKernelContext* context) override {
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, TensorShape({}), &output));
    std::string sizes;
    for (int size : sizes_) sizes += std::to_string(size) + ",";
    output->scalar<tstring>()() =
        strings::StrCat(fruit_, " ", count_, " [", sizes, "] ", scale_, " ", enabled_ ? 1 : 0, " ",
                        DataTypeString(context->input(0).dtype()));
  }

 private:
  std::string fruit_;
  int count_;
  std::vector<int> sizes_;
  float scale_;
  bool enabled_;
};

REGISTER_KERNEL_BUILDER(Name("GuideAttrForms").Device(DEVICE_CPU), GuideAttrFormsOp);
