// Tile(input, multiples): `input` repeated multiples[d] times along each dimension d. Output
// dimension d is viewed as [multiples[d], input.dim_size(d)]; the copy reads the input with
// stride 0 along each repetition, so the whole tile is one strided copy.
#include "tensorflow_lite_core/framework/index_values.h"
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/kernels/strided_copy.h"

namespace tensorflow {
namespace {

// The element types TensorFlow's Tile kernel takes (its registration leaves T open).
bool TileSupports(DataType dtype) {
  switch (dtype) {
    case DT_BOOL: case DT_FLOAT: case DT_DOUBLE: case DT_HALF: case DT_BFLOAT16:
    case DT_UINT8: case DT_INT8: case DT_INT16: case DT_INT32: case DT_UINT32: case DT_INT64:
    case DT_UINT64: case DT_COMPLEX64: case DT_COMPLEX128: case DT_STRING:
      return true;
    default:
      return false;
  }
}

class TileOp : public OpKernel {
 public:
  explicit TileOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& input = context->input(0);
    const Tensor& multiples = context->input(1);
    OP_REQUIRES(context, multiples.dims() == 1,
                errors::InvalidArgument("Expected multiples to be 1-D, but got shape ",
                                        multiples.shape().DebugString()));
    const int rank = input.dims();
    OP_REQUIRES(context, multiples.NumElements() == rank,
                errors::InvalidArgument("Expected multiples argument to be a vector of length ",
                                        rank, " but got length ", multiples.dim_size(0)));
    TensorShape output_shape;
    for (int d = 0; d < rank; ++d) {
      const int64 times = IndexValue(multiples, d);
      OP_REQUIRES(context, times >= 0,
                  errors::InvalidArgument("Expected multiples[", d, "] >= 0, but got ", times));
      // TensorFlow multiplies without an overflow check; a wrapped (negative) size is refused by
      // the shape, with the wrapped value in the message.
      const int64 size = static_cast<int64>(static_cast<uint64>(input.dim_size(d)) *
                                             static_cast<uint64>(times));
      OP_REQUIRES_OK(context, output_shape.AddDimWithStatus(size));
    }
    if (output_shape == input.shape()) {
      context->set_output(0, input);
      return;
    }
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, output_shape, &output));
    if (output_shape.num_elements() == 0) return;
    // As in TensorFlow, the type is refused only when there is something to copy.
    OP_REQUIRES(context, TileSupports(input.dtype()),
                errors::Unimplemented("TileOp : The input data type is not supported, DataType : ",
                                      DataTypeString(input.dtype()), ", Dimension : ", rank));
    const StridedCopy::Dims input_strides = RowMajorStrides(input.shape());
    const StridedCopy::Dims output_strides = RowMajorStrides(output_shape);
    StridedCopy plan;
    for (int d = 0; d < rank; ++d) {
      const int64 size = input.dim_size(d);
      plan.AddDim(output_shape.dim_size(d) / (size == 0 ? 1 : size), 0,
                  size * output_strides[d]);
      plan.AddDim(size, input_strides[d], output_strides[d]);
    }
    OP_REQUIRES_OK(context, CopyStrided(context, std::move(plan), input, output));
  }
};

// TensorFlow registers Tile by the multiples' type only; the kernel refuses the rest.
REGISTER_KERNEL_BUILDER(Name("Tile").Device(DEVICE_CPU).TypeConstraint<int32>("Tmultiples"),
                        TileOp);
REGISTER_KERNEL_BUILDER(Name("Tile").Device(DEVICE_CPU).TypeConstraint<int64>("Tmultiples"),
                        TileOp);

#if GOOGLE_CUDA
#define REGISTER_TILE_GPU(T)                                                         \
  REGISTER_KERNEL_BUILDER(Name("Tile")                                               \
                              .Device(DEVICE_GPU)                                    \
                              .TypeConstraint<T>("T")                                \
                              .TypeConstraint<int32>("Tmultiples")                   \
                              .HostMemory("multiples"),                              \
                          TileOp);                                                   \
  REGISTER_KERNEL_BUILDER(Name("Tile")                                               \
                              .Device(DEVICE_GPU)                                    \
                              .TypeConstraint<T>("T")                                \
                              .TypeConstraint<int64>("Tmultiples")                   \
                              .HostMemory("multiples"),                              \
                          TileOp);
TFLC_CALL_GPU_COPY_TYPES(REGISTER_TILE_GPU)
#undef REGISTER_TILE_GPU
#endif

}  // namespace
}  // namespace tensorflow
