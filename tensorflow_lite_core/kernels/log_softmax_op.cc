// LogSoftmax over the last dimension: x - max - log(sum(exp(x - max))) per row, the max
// subtracted for range. half and bfloat16 rows are computed in float.
#include <cmath>
#include <type_traits>
#include <vector>

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
    ParallelForOnDevice(context, rows, depth * 30, [&](int64 begin, int64 end) {
      // Plain loops over one row buffer: an Eigen array here made GCC's -O2 warn falsely.
      std::vector<Acc> row(depth);
      for (int64 r = begin; r < end; ++r) {
        const T* x = in + r * depth;
        Acc largest = static_cast<Acc>(x[0]);
        for (int64 j = 0; j < depth; ++j) {
          row[j] = static_cast<Acc>(x[j]);
          if (row[j] > largest) largest = row[j];
        }
        Acc sum = 0;
        for (int64 j = 0; j < depth; ++j) {
          row[j] -= largest;
          sum += std::exp(row[j]);
        }
        const Acc log_sum = std::log(sum);
        for (int64 j = 0; j < depth; ++j) out[r * depth + j] = static_cast<T>(row[j] - log_sum);
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
