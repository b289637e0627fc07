// Where(input): the coordinates of the true (nonzero) elements of `input`, one int64 row each,
// in row-major order. NaN counts as nonzero and -0.0 as zero, as C++'s conversion to bool says.
// Only the test for nonzero depends on the dtype; the rest is shared.
#include <vector>

#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/framework/tensor.h"

namespace tensorflow {
namespace {

// Writes the flat positions of the nonzero elements of `input`.
template <typename T>
void NonzeroPositions(const Tensor& input, std::vector<int64>* positions) {
  const T* values = input.base<const T>();
  const int64 n = input.NumElements();
  const T zero = T();
  for (int64 i = 0; i < n; ++i) {
    if (!(values[i] == zero)) positions->push_back(i);
  }
}

// Output [positions, rank]: the coordinates of each flat position in `shape`.
void WriteCoordinates(OpKernelContext* context, const TensorShape& shape,
                      const std::vector<int64>& positions) {
  const int rank = shape.dims();
  Tensor* output = nullptr;
  OP_REQUIRES_OK(context,
                 context->allocate_output(
                     0, TensorShape({static_cast<int64>(positions.size()), rank}), &output));
  int64* out = output->base<int64>();
  for (size_t row = 0; row < positions.size(); ++row) {
    int64 position = positions[row];
    for (int d = rank - 1; d >= 0; --d) {
      out[row * rank + d] = position % shape.dim_size(d);
      position /= shape.dim_size(d);
    }
  }
}

template <typename T>
class WhereOp : public OpKernel {
 public:
  explicit WhereOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& input = context->input(0);
    const int rank = input.dims();
    OP_REQUIRES(context, rank >= 1,
                errors::InvalidArgument("WhereOp : Unhandled input dimensions: ", rank));
    std::vector<int64> positions;
    NonzeroPositions<T>(input, &positions);
    WriteCoordinates(context, input.shape(), positions);
  }
};

#define REGISTER_WHERE(T) \
  REGISTER_KERNEL_BUILDER(Name("Where").Device(DEVICE_CPU).TypeConstraint<T>("T"), WhereOp<T>);
TF_CALL_POD_TYPES(REGISTER_WHERE)
#undef REGISTER_WHERE

}  // namespace
}  // namespace tensorflow
