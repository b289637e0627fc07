// AddN: the element-wise sum of N tensors of one shape. Work goes in blocks small enough to stay
// in cache while every input is added into them. Integer sums wrap on overflow.
#include <algorithm>

#include "Eigen/Core"
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/kernels/parallel_for.h"
#include "tensorflow_lite_core/kernels/wrapping_arithmetic.h"

namespace tensorflow {
namespace {

// Elements summed over all inputs before moving on.
constexpr int64 kBlock = 4096;

template <typename T>
class AddNOp : public OpKernel {
 public:
  explicit AddNOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    OpInputList inputs;
    OP_REQUIRES_OK(context, context->input_list("inputs", &inputs));
    const Tensor& first = inputs[0];
    for (int i = 1; i < inputs.size(); ++i) {
      OP_REQUIRES(context, inputs[i].shape() == first.shape(),
                  errors::InvalidArgument("Inputs to operation ", name(), " of type ",
                                          type_string(),
                                          " must have the same size and shape.  Input 0: ",
                                          first.shape().DebugString(), " != input ", i, ": ",
                                          inputs[i].shape().DebugString()));
    }
    if (inputs.size() == 1) {
      context->set_output(0, first);
      return;
    }
    Tensor* output = nullptr;
    // Reusing input 0 or 1 is safe: the first pass reads both before writing an element.
    OP_REQUIRES_OK(context,
                   context->forward_input_or_allocate_output({0, 1}, 0, first.shape(), &output));
    using Array = Eigen::Array<T, Eigen::Dynamic, 1>;
    T* out = output->base<T>();
    const int n = inputs.size();
    ParallelForOnDevice(context, first.NumElements(), n + 1, [&](int64 begin, int64 end) {
      for (int64 block = begin; block < end; block += kBlock) {
        const int64 size = std::min(kBlock, end - block);
        Eigen::Map<Array> sum(out + block, size);
        sum = Eigen::Map<const Array>(inputs[0].base<const T>() + block, size)
                  .binaryExpr(Eigen::Map<const Array>(inputs[1].base<const T>() + block, size),
                              WrappingSumOp<T>());
        for (int i = 2; i < n; ++i) {
          sum = sum.binaryExpr(Eigen::Map<const Array>(inputs[i].base<const T>() + block, size),
                               WrappingSumOp<T>());
        }
      }
    });
  }
};

#define REGISTER_ADDN(T) \
  REGISTER_KERNEL_BUILDER(Name("AddN").Device(DEVICE_CPU).TypeConstraint<T>("T"), AddNOp<T>);
TF_CALL_NUMBER_TYPES(REGISTER_ADDN)
#undef REGISTER_ADDN

}  // namespace
}  // namespace tensorflow
