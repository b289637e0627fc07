// Pack(values, axis): N tensors of one shape stacked along a new dimension `axis`; Unpack(value,
// num, axis): the reverse, `num` tensors cut along `axis`. Viewed as [outer, inner] (outer: the
// dimensions before the axis), piece i is every N-th run of `inner` elements of the stacked
// tensor, so each piece is one strided copy.
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/kernels/strided_copy.h"

namespace tensorflow {
namespace {

// The copy between piece `index` of `count` (a contiguous [outer, inner] block) and the stacked
// tensor ([outer, count, inner]); `into_stack` copies the piece into the stack.
StridedCopy PiecePlan(int64 outer, int64 inner, int64 count, int64 index, bool into_stack) {
  StridedCopy plan;
  if (into_stack) {
    plan.AddDim(outer, inner, count * inner);
    plan.AddDim(inner, 1, 1);
    plan.destination_offset = index * inner;
  } else {
    plan.AddDim(outer, count * inner, inner);
    plan.AddDim(inner, 1, 1);
    plan.source_offset = index * inner;
  }
  return plan;
}

// Elements of `shape` before and from dimension `axis`.
void SplitAt(const TensorShape& shape, int axis, int64* outer, int64* inner) {
  *outer = 1;
  *inner = 1;
  for (int d = 0; d < shape.dims(); ++d) (d < axis ? *outer : *inner) *= shape.dim_size(d);
}

class PackOp : public OpKernel {
 public:
  explicit PackOp(OpKernelConstruction* context) : OpKernel(context) {
    OP_REQUIRES_OK(context, context->GetAttr("axis", &axis_));
  }

  void Compute(OpKernelContext* context) override {
    OpInputList values;
    OP_REQUIRES_OK(context, context->input_list("values", &values));
    const int count = values.size();
    const TensorShape& piece_shape = values[0].shape();
    const int stacked_rank = piece_shape.dims() + 1;
    int64 axis = axis_ < 0 ? axis_ + stacked_rank : axis_;
    OP_REQUIRES(context, axis >= 0 && axis < stacked_rank,
                errors::InvalidArgument("axis = ", axis_, " not in [", -stacked_rank, ", ",
                                        stacked_rank, ")"));
    for (int i = 1; i < count; ++i) {
      OP_REQUIRES(context, values[i].shape() == piece_shape,
                  errors::InvalidArgument("Shapes of all inputs must match: values[0].shape = ",
                                          piece_shape.DebugString(), " != values[", i,
                                          "].shape = ", values[i].shape().DebugString()));
    }
    TensorShape output_shape = piece_shape;
    OP_REQUIRES_OK(context, output_shape.InsertDimWithStatus(static_cast<int>(axis), count));
    Tensor view;
    if (count == 1 && view.CopyFrom(values[0], output_shape)) {
      context->set_output(0, view);
      return;
    }
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, output_shape, &output));
    if (output->NumElements() == 0) return;
    int64 outer, inner;
    SplitAt(piece_shape, static_cast<int>(axis), &outer, &inner);
    for (int i = 0; i < count; ++i) {
      OP_REQUIRES_OK(context, CopyStrided(context, PiecePlan(outer, inner, count, i, true),
                                          values[i], output));
    }
  }

 private:
  int64 axis_;
};

class UnpackOp : public OpKernel {
 public:
  explicit UnpackOp(OpKernelConstruction* context) : OpKernel(context) {
    OP_REQUIRES_OK(context, context->GetAttr("axis", &axis_));
  }

  void Compute(OpKernelContext* context) override {
    const Tensor& input = context->input(0);
    const int count = num_outputs();
    const int rank = input.dims();
    const int64 axis = axis_ < 0 ? axis_ + rank : axis_;
    OP_REQUIRES(context, axis >= 0 && axis < rank,
                errors::InvalidArgument("axis = ", axis_, " not in [", -rank, ", ", rank, ")"));
    OP_REQUIRES(context, input.dim_size(static_cast<int>(axis)) == count,
                errors::InvalidArgument("Input shape axis ", axis, " must equal ", count,
                                        ", got shape ", input.shape().DebugString()));
    TensorShape piece_shape = input.shape();
    OP_REQUIRES_OK(context, piece_shape.RemoveDimWithStatus(axis));
    int64 outer, inner;
    SplitAt(piece_shape, static_cast<int>(axis), &outer, &inner);
    for (int i = 0; i < count; ++i) {
      Tensor view;
      if (axis == 0 && AlignedRowsView(input, i, i + 1, piece_shape, &view)) {
        context->set_output(i, view);
        continue;
      }
      Tensor* output = nullptr;
      OP_REQUIRES_OK(context, context->allocate_output(i, piece_shape, &output));
      OP_REQUIRES_OK(context, CopyStrided(context, PiecePlan(outer, inner, count, i, false),
                                          input, output));
    }
  }

 private:
  int64 axis_;
};

#define REGISTER_PACK(T) \
  REGISTER_KERNEL_BUILDER(Name("Pack").Device(DEVICE_CPU).TypeConstraint<T>("T"), PackOp);
#define REGISTER_UNPACK(T) \
  REGISTER_KERNEL_BUILDER(Name("Unpack").Device(DEVICE_CPU).TypeConstraint<T>("T"), UnpackOp);
// As in TensorFlow: Pack takes every quantized type, Unpack none.
TFLC_CALL_EVERY_VALUE_TYPE(REGISTER_PACK)
TF_CALL_POD_STRING_TYPES(REGISTER_UNPACK)
#undef REGISTER_PACK
#undef REGISTER_UNPACK

#if GOOGLE_CUDA
#define REGISTER_PACK_GPU(T)                                                                  \
  REGISTER_KERNEL_BUILDER(Name("Pack").Device(DEVICE_GPU).TypeConstraint<T>("T"), PackOp);   \
  REGISTER_KERNEL_BUILDER(Name("Unpack").Device(DEVICE_GPU).TypeConstraint<T>("T"), UnpackOp);
TFLC_CALL_GPU_COPY_TYPES(REGISTER_PACK_GPU)
#undef REGISTER_PACK_GPU
#endif

}  // namespace
}  // namespace tensorflow
