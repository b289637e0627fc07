// LogSoftmax over the last dimension: x - max - log(sum(exp(x - max))) per row, the max
// subtracted for range. half and bfloat16 rows are computed in float.
#include <cmath>
#include <type_traits>

#include "Eigen/Core"
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/kernels/parallel_for.h"

namespace tensorflow {
namespace {

template <typename T>
using LogSoftmaxAccumulator =
    std::conditional_t<std::is_same_v<T, Eigen::half> || std::is_same_v<T, Eigen::bfloat16>,
                       float, T>;

template <typename T>
class LogSoftmaxOp : public OpKernel {
 public:
  explicit LogSoftmaxOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& logits = context->input(0);
    OP_REQUIRES(context, logits.dims() >= 1,
                errors::InvalidArgument("logits must have >= 1 dimension, got ",
                                        logits.shape().DebugString()));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context,
                   context->forward_input_or_allocate_output({0}, 0, logits.shape(), &output));
    if (logits.NumElements() == 0) return;
    const int64 depth = logits.dim_size(logits.dims() - 1);
    const int64 rows = logits.NumElements() / depth;
    const T* in = logits.base<const T>();
    T* out = output->base<T>();
    using Acc = LogSoftmaxAccumulator<T>;
    using AccArray = Eigen::Array<Acc, Eigen::Dynamic, 1>;
    using Array = Eigen::Array<T, Eigen::Dynamic, 1>;
    ParallelForOnDevice(context, rows, depth * 30, [&](int64 begin, int64 end) {
      AccArray row(depth);
      for (int64 r = begin; r < end; ++r) {
        row = Eigen::Map<const Array>(in + r * depth, depth).template cast<Acc>();
        row -= row.maxCoeff();
        row -= std::log(row.exp().sum());
        Eigen::Map<Array>(out + r * depth, depth) = row.template cast<T>();
      }
    });
  }
};

#define REGISTER_LOG_SOFTMAX(T)                                                           \
  REGISTER_KERNEL_BUILDER(Name("LogSoftmax").Device(DEVICE_CPU).TypeConstraint<T>("T"), \
                          LogSoftmaxOp<T>);
TF_CALL_FLOAT_TYPES(REGISTER_LOG_SOFTMAX)
#undef REGISTER_LOG_SOFTMAX

}  // namespace
}  // namespace tensorflow
