// Cumsum and Cumprod(x, axis), attrs exclusive and reverse: running sums (products) along
// `axis`, each output element including its own input (or, exclusive, only those before it;
// reverse runs from the end). Accumulated in the input type, in order, as TensorFlow's CPU
// kernel does (half sums round at each step); integers wrap on overflow.
#include <algorithm>
#include <vector>

#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/kernels/gather_scatter_util.h"
#include "tensorflow_lite_core/kernels/parallel_for.h"
#include "tensorflow_lite_core/kernels/wrapping_arithmetic.h"

namespace tensorflow {
namespace {

// The axis as [outer, length, inner]; InvalidArgument in TensorFlow's words for a bad axis.
absl::Status ScanDims(const Tensor& x, const Tensor& axis_tensor, int64* outer, int64* length,
                      int64* inner) {
  if (!TensorShapeUtils::IsScalar(axis_tensor.shape())) {
    return errors::InvalidArgument("ScanOp: axis must be a scalar, not ",
                                   axis_tensor.shape().DebugString());
  }
  const int rank = x.dims();
  int64 axis = IndexReader(axis_tensor)[0];
  if (axis < -rank || axis >= rank) {
    return errors::InvalidArgument("ScanOp: Expected scan axis in the range [", -rank, ", ", rank,
                                   "), but got ", axis);
  }
  if (axis < 0) axis += rank;
  *outer = *inner = 1;
  for (int d = 0; d < axis; ++d) *outer *= x.dim_size(d);
  for (int d = static_cast<int>(axis) + 1; d < rank; ++d) *inner *= x.dim_size(d);
  *length = x.dim_size(axis);
  return OkStatus();
}

template <typename T, bool kProduct>
class ScanOp : public OpKernel {
 public:
  explicit ScanOp(OpKernelConstruction* context) : OpKernel(context) {
    OP_REQUIRES_OK(context, context->GetAttr("exclusive", &exclusive_));
    OP_REQUIRES_OK(context, context->GetAttr("reverse", &reverse_));
  }

  void Compute(OpKernelContext* context) override {
    const Tensor& x = context->input(0);
    int64 outer, length, inner;
    OP_REQUIRES_OK(context, ScanDims(x, context->input(1), &outer, &length, &inner));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, x.shape(), &output));
    if (output->NumElements() == 0) return;
    const T* in = x.base<const T>();
    T* out = output->base<T>();
    ParallelForOnDevice(context, outer, length * inner * 2 + 10, [&](int64 begin, int64 end) {
      std::vector<T> running(inner);
      for (int64 o = begin; o < end; ++o) {
        std::fill(running.begin(), running.end(), kProduct ? T(1) : T(0));
        for (int64 step = 0; step < length; ++step) {
          const int64 r = reverse_ ? length - 1 - step : step;
          const T* row = in + (o * length + r) * inner;
          T* result = out + (o * length + r) * inner;
          for (int64 i = 0; i < inner; ++i) {
            const T before = running[i];
            running[i] = kProduct ? WrappingMul(before, row[i]) : WrappingAdd(before, row[i]);
            result[i] = exclusive_ ? before : running[i];
          }
        }
      }
    });
  }

 private:
  bool exclusive_ = false;
  bool reverse_ = false;
};

#define REGISTER_SCAN(T)                                                                  \
  REGISTER_KERNEL_BUILDER(Name("Cumsum").Device(DEVICE_CPU).TypeConstraint<T>("T"),       \
                          ScanOp<T, false>);                                              \
  REGISTER_KERNEL_BUILDER(Name("Cumprod").Device(DEVICE_CPU).TypeConstraint<T>("T"),      \
                          ScanOp<T, true>);
TF_CALL_NUMBER_TYPES(REGISTER_SCAN)
#undef REGISTER_SCAN

}  // namespace
}  // namespace tensorflow
