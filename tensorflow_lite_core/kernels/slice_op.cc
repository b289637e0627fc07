// Slice(input, begin, size): the block of `input` that starts at `begin` and is `size` long in
// each dimension (-1: to the end). The whole input is passed through; a block of whole rows of
// dimension 0 shares the input's buffer when aligned; anything else is one strided copy.
#include "tensorflow_lite_core/framework/index_values.h"
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/kernels/strided_copy.h"

namespace tensorflow {
namespace {

class SliceOp : public OpKernel {
 public:
  explicit SliceOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& input = context->input(0);
    const Tensor& begin_tensor = context->input(1);
    const Tensor& size_tensor = context->input(2);
    const int rank = input.dims();
    OP_REQUIRES(context,
                begin_tensor.dims() == 1 && size_tensor.dims() == 1 &&
                    begin_tensor.NumElements() == rank && size_tensor.NumElements() == rank,
                errors::InvalidArgument("Expected begin and size arguments to be 1-D tensors of "
                                        "size ",
                                        rank, ", but got shapes ",
                                        begin_tensor.shape().DebugString(), " and ",
                                        size_tensor.shape().DebugString(), " instead."));
    OP_REQUIRES_OK(context, CheckIndexType(begin_tensor, "begin"));
    OP_REQUIRES_OK(context, CheckIndexType(size_tensor, "size"));
    const StridedCopy::Dims input_strides = RowMajorStrides(input.shape());
    StridedCopy plan;
    TensorShape output_shape;
    bool only_rows_of_dim0 = true;
    for (int d = 0; d < rank; ++d) {
      const int64 dim = input.dim_size(d);
      const int64 begin = IndexValue(begin_tensor, d);
      int64 size = IndexValue(size_tensor, d);
      if (size == -1) size = dim - begin;
      OP_REQUIRES(context, begin >= 0 && begin <= dim,
                  errors::InvalidArgument("Expected begin[", d, "] in [0, ", dim, "], but got ",
                                          begin));
      OP_REQUIRES(context, size >= 0 && size <= dim - begin,
                  errors::InvalidArgument("Expected size[", d, "] in [0, ", dim - begin,
                                          "], but got ", size));
      output_shape.AddDim(size);
      plan.source_offset += begin * input_strides[d];
      plan.AddDim(size, input_strides[d], 0);
      if (d > 0 && size != dim) only_rows_of_dim0 = false;
    }
    if (output_shape == input.shape()) {
      context->set_output(0, input);
      return;
    }
    if (only_rows_of_dim0) {
      Tensor view;
      const int64 first = IndexValue(begin_tensor, 0);
      if (AlignedRowsView(input, first, first + output_shape.dim_size(0), output_shape, &view)) {
        context->set_output(0, view);
        return;
      }
    }
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, output_shape, &output));
    const StridedCopy::Dims output_strides = RowMajorStrides(output_shape);
    for (int d = 0; d < rank; ++d) plan.destination_strides[d] = output_strides[d];
    OP_REQUIRES_OK(context, CopyStrided(context, std::move(plan), input, output));
  }

  bool IsExpensive() override { return false; }
};

#define REGISTER_SLICE(T) \
  REGISTER_KERNEL_BUILDER(Name("Slice").Device(DEVICE_CPU).TypeConstraint<T>("T"), SliceOp);
TF_CALL_POD_STRING_TYPES(REGISTER_SLICE)
TF_CALL_QUANTIZED_TYPES(REGISTER_SLICE)
#undef REGISTER_SLICE

#if GOOGLE_CUDA
#define REGISTER_SLICE_GPU(T)                                                               \
  REGISTER_KERNEL_BUILDER(                                                                  \
      Name("Slice").Device(DEVICE_GPU).TypeConstraint<T>("T").HostMemory("begin").HostMemory( \
          "size"),                                                                          \
      SliceOp);
TFLC_CALL_GPU_COPY_TYPES(REGISTER_SLICE_GPU)
#undef REGISTER_SLICE_GPU
#endif

}  // namespace
}  // namespace tensorflow
