// CheckNumerics: passes its input through, or fails naming its Inf and NaN values, as
// TensorFlow's kernel does ("<message> : Tensor had NaN values", "... had Inf and NaN values").
#include <cmath>
#include <string>

#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/register_types.h"

namespace tensorflow {
namespace {

template <typename T>
class CheckNumericsOp : public OpKernel {
 public:
  explicit CheckNumericsOp(OpKernelConstruction* context) : OpKernel(context) {
    OP_REQUIRES_OK(context, context->GetAttr("message", &message_));
  }

  void Compute(OpKernelContext* context) override {
    const Tensor& input = context->input(0);
    const auto values = input.flat<T>();
    bool has_nan = false, has_inf = false;
    for (int64 i = 0; i < values.size(); ++i) {
      const double value = static_cast<double>(values(i));
      has_nan |= std::isnan(value);
      has_inf |= std::isinf(value);
    }
    const char* found = has_inf && has_nan ? "Inf and NaN"
                        : has_inf             ? "Inf"
                        : has_nan             ? "NaN"
                                              : nullptr;
    OP_REQUIRES(context, found == nullptr,
                errors::InvalidArgument(message_, " : Tensor had ", found, " values"));
    context->set_output(0, input);
  }

 private:
  std::string message_;
};

#define REGISTER_CPU(T)                                                                     \
  REGISTER_KERNEL_BUILDER(Name("CheckNumerics").Device(DEVICE_CPU).TypeConstraint<T>("T"), \
                          CheckNumericsOp<T>);
TF_CALL_FLOAT_TYPES(REGISTER_CPU)
#undef REGISTER_CPU

}  // namespace
}  // namespace tensorflow
