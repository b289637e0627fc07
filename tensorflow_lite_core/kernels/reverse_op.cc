// ReverseV2(tensor, axis): `tensor` with the order of its elements reversed along each listed
// dimension. The copy reads each reversed dimension from its far end with a negative stride.
#include "tensorflow_lite_core/framework/index_values.h"
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/kernels/strided_copy.h"

namespace tensorflow {
namespace {

// TensorFlow's kernel stops here; the copy itself has no limit.
constexpr int kMaxReverseRank = 8;

class ReverseV2Op : public OpKernel {
 public:
  explicit ReverseV2Op(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& input = context->input(0);
    const Tensor& axis = context->input(1);
    if (input.dims() == 0) {  // nothing to reverse, whatever the axes
      context->set_output(0, input);
      return;
    }
    OP_REQUIRES(context, axis.dims() == 1,
                errors::InvalidArgument("'dims' must be 1-dimension, not ", axis.dims()));
    const int rank = input.dims();
    absl::InlinedVector<bool, 8> reversed(rank, false);
    for (int64 i = 0; i < axis.NumElements(); ++i) {
      const int64 given = IndexValue(axis, i);
      const int64 dim = given < 0 ? given + rank : given;
      OP_REQUIRES(context, dim >= 0 && dim < rank,
                  errors::InvalidArgument("'axis'[", i, "] = ", given,
                                          " is out of valid range [0, ", rank - 1));
      OP_REQUIRES(context, !reversed[dim],
                  errors::InvalidArgument("axis ", dim, " specified more than once."));
      reversed[dim] = true;
    }
    OP_REQUIRES(context, rank <= kMaxReverseRank,
                errors::Unimplemented("reverse is not implemented for tensors of rank > 8."));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, input.shape(), &output));
    if (input.NumElements() == 0) return;
    const StridedCopy::Dims strides = RowMajorStrides(input.shape());
    StridedCopy plan;
    for (int d = 0; d < rank; ++d) {
      const int64 size = input.dim_size(d);
      if (reversed[d]) plan.source_offset += (size - 1) * strides[d];
      plan.AddDim(size, reversed[d] ? -strides[d] : strides[d], strides[d]);
    }
    OP_REQUIRES_OK(context, CopyStrided(context, std::move(plan), input, output));
  }
};

#define REGISTER_REVERSE(T)                                                              \
  REGISTER_KERNEL_BUILDER(Name("ReverseV2").Device(DEVICE_CPU).TypeConstraint<T>("T"), \
                          ReverseV2Op);
TF_CALL_POD_STRING_TYPES(REGISTER_REVERSE)
#undef REGISTER_REVERSE

#if GOOGLE_CUDA
#define REGISTER_REVERSE_GPU(T)                                                               \
  REGISTER_KERNEL_BUILDER(                                                                    \
      Name("ReverseV2").Device(DEVICE_GPU).TypeConstraint<T>("T").HostMemory("axis"), \
      ReverseV2Op);
TFLC_CALL_GPU_COPY_TYPES(REGISTER_REVERSE_GPU)
#undef REGISTER_REVERSE_GPU
#endif

}  // namespace
}  // namespace tensorflow
