// Assign, AssignAdd and AssignSub: update the tensor of a `Ref(T)` input in place (a variable's
// buffer, given by the caller) and return it as the ref output. Assign with validate_shape=false
// and another shape replaces the referenced tensor instead.
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/framework/tensor_util.h"
#include "tensorflow_lite_core/kernels/wrapping_arithmetic.h"

namespace tensorflow {
namespace {

class AssignOp : public OpKernel {
 public:
  explicit AssignOp(OpKernelConstruction* context) : OpKernel(context) {
    OP_REQUIRES_OK(context, context->GetAttr("validate_shape", &validate_shape_));
  }

  void Compute(OpKernelContext* context) override {
    const Tensor& value = context->input(1);
    Tensor ref;
    OP_REQUIRES_OK(context, context->mutable_input("ref", &ref, false));
    if (ref.IsInitialized() && ref.shape() == value.shape()) {
      tensor::DeepCopy(value, &ref);
    } else {
      OP_REQUIRES(context, !validate_shape_ || !ref.IsInitialized(),
                  errors::InvalidArgument("Assign requires shapes of both tensors to match. "
                                          "lhs shape= ", ref.shape().DebugString(),
                                          " rhs shape= ", value.shape().DebugString()));
      // A new buffer of the value's shape: earlier holders of the old one keep it unchanged.
      Tensor copy;
      OP_REQUIRES_OK(context, context->allocate_temp(value.dtype(), value.shape(), &copy));
      tensor::DeepCopy(value, &copy);
      OP_REQUIRES_OK(context, context->replace_ref_input("ref", copy, false));
    }
    context->forward_ref_input_to_ref_output(0, 0);
  }

  bool IsExpensive() override { return false; }

 private:
  bool validate_shape_ = true;
};

template <typename T, bool kAdd>
class DenseUpdateOp : public OpKernel {
 public:
  explicit DenseUpdateOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& value = context->input(1);
    Tensor ref;
    OP_REQUIRES_OK(context, context->mutable_input("ref", &ref, false));
    OP_REQUIRES(context, ref.IsInitialized(),
                errors::FailedPrecondition("Attempting to use uninitialized parameters: ",
                                           def().input(0)));
    OP_REQUIRES(context, ref.IsSameSize(value),
                errors::InvalidArgument("Parameters and update must be the same size"));
    auto target = ref.flat<T>();
    const auto update = value.flat<T>();
    for (int64_t i = 0; i < target.size(); ++i) {
      // Integers wrap around as in AddV2 and Sub (a signed overflow is undefined behaviour).
      target(i) = kAdd ? WrappingAdd<T>(target(i), update(i))
                       : WrappingSub<T>(target(i), update(i));
    }
    context->forward_ref_input_to_ref_output(0, 0);
  }
};

REGISTER_KERNEL_BUILDER(Name("Assign").Device(DEVICE_CPU), AssignOp);

#define REGISTER_DENSE_UPDATE(T)                                                   \
  REGISTER_KERNEL_BUILDER(Name("AssignAdd").Device(DEVICE_CPU).TypeConstraint<T>("T"), \
                          DenseUpdateOp<T, true>);                                 \
  REGISTER_KERNEL_BUILDER(Name("AssignSub").Device(DEVICE_CPU).TypeConstraint<T>("T"), \
                          DenseUpdateOp<T, false>);
TF_CALL_NUMBER_TYPES(REGISTER_DENSE_UPDATE)
#undef REGISTER_DENSE_UPDATE

}  // namespace
}  // namespace tensorflow
