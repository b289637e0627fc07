// StridedSlice(input, begin, end, strides) and its gradient StridedSliceGrad(shape, begin, end,
// strides, dy). ValidateStridedSliceOp (util/strided_slice_op.h) turns the index expression into
// per-dimension begin/stride and the output shape; the slice is then one strided copy (or the
// input itself, or a view of whole rows of dimension 0), and the gradient the same copy into
// zeros of the input's shape.
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/kernels/shape_from_tensor.h"
#include "tensorflow_lite_core/kernels/strided_copy.h"
#include "tensorflow_lite_core/util/strided_slice_op.h"

namespace tensorflow {
namespace {

using IndexVector = absl::InlinedVector<int64_t, 4UL>;

// The five mask attrs, read once.
struct SliceMasks {
  explicit SliceMasks(OpKernelConstruction* context) {
    OP_REQUIRES_OK(context, context->GetAttr("begin_mask", &begin));
    OP_REQUIRES_OK(context, context->GetAttr("end_mask", &end));
    OP_REQUIRES_OK(context, context->GetAttr("ellipsis_mask", &ellipsis));
    OP_REQUIRES_OK(context, context->GetAttr("new_axis_mask", &new_axis));
    OP_REQUIRES_OK(context, context->GetAttr("shrink_axis_mask", &shrink_axis));
  }
  int32 begin = 0, end = 0, ellipsis = 0, new_axis = 0, shrink_axis = 0;
};

// A validated slice of a tensor of `input_shape`.
struct Slice {
  TensorShape processing_shape;  // what each input dimension contributes
  TensorShape final_shape;       // the output's shape
  bool is_identity = false;
  bool is_simple_slice = false;
  bool slice_dim0 = false;
  IndexVector begin, end, strides;

  absl::Status Validate(OpKernelContext* context, int first_index_input,
                        const TensorShape& input_shape, const SliceMasks& masks) {
    return ValidateStridedSliceOp(
        &context->input(first_index_input), &context->input(first_index_input + 1),
        context->input(first_index_input + 2), PartialTensorShape(input_shape), masks.begin,
        masks.end, masks.ellipsis, masks.new_axis, masks.shrink_axis, &processing_shape,
        &final_shape, &is_identity, &is_simple_slice, &slice_dim0, &begin, &end, &strides);
  }

  // The copy between the slice (contiguous, of processing_shape) and the tensor it is cut from,
  // whose strides are `full_strides`; `into_full` copies the slice back into the tensor.
  StridedCopy Plan(const StridedCopy::Dims& full_strides, bool into_full) const {
    const StridedCopy::Dims slice_strides = RowMajorStrides(processing_shape);
    StridedCopy plan;
    int64 full_offset = 0;
    for (int d = 0; d < processing_shape.dims(); ++d) {
      full_offset += begin[d] * full_strides[d];
      // A dimension taken once never steps (and its stride may be as large as int64 allows).
      const int64 full_step =
          processing_shape.dim_size(d) > 1 ? strides[d] * full_strides[d] : 0;
      if (into_full) {
        plan.AddDim(processing_shape.dim_size(d), slice_strides[d], full_step);
      } else {
        plan.AddDim(processing_shape.dim_size(d), full_step, slice_strides[d]);
      }
    }
    (into_full ? plan.destination_offset : plan.source_offset) = full_offset;
    return plan;
  }
};

class StridedSliceOp : public OpKernel {
 public:
  explicit StridedSliceOp(OpKernelConstruction* context) : OpKernel(context), masks_(context) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& input = context->input(0);
    Slice slice;
    OP_REQUIRES_OK(context, slice.Validate(context, 1, input.shape(), masks_));
    Tensor view;
    if (slice.is_identity) {
      OP_REQUIRES(context, view.CopyFrom(input, slice.final_shape),
                  errors::Internal("Identity slice changes the element count"));
      context->set_output(0, view);
      return;
    }
    if (slice.slice_dim0 && input.dims() > 0 &&
        AlignedRowsView(input, slice.begin[0], slice.begin[0] + slice.processing_shape.dim_size(0),
                        slice.final_shape, &view)) {
      context->set_output(0, view);
      return;
    }
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, slice.final_shape, &output));
    OP_REQUIRES_OK(context, CopyStrided(context, slice.Plan(RowMajorStrides(input.shape()), false),
                                        input, output));
  }

  bool IsExpensive() override { return false; }

 private:
  const SliceMasks masks_;
};

class StridedSliceGradOp : public OpKernel {
 public:
  explicit StridedSliceGradOp(OpKernelConstruction* context)
      : OpKernel(context), masks_(context) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& shape_tensor = context->input(0);
    const Tensor& dy = context->input(4);
    OP_REQUIRES(context, shape_tensor.dims() == 1,
                errors::InvalidArgument("shape must be 1-D, got shape.shape = ",
                                        shape_tensor.shape().DebugString()));
    TensorShape input_shape;
    OP_REQUIRES_OK(context, ShapeFromTensor(shape_tensor, &input_shape));
    Slice slice;
    OP_REQUIRES_OK(context, slice.Validate(context, 1, input_shape, masks_));
    OP_REQUIRES(context, slice.final_shape == dy.shape(),
                errors::InvalidArgument("shape of dy was ", dy.shape().DebugString(),
                                        " instead of ", slice.final_shape.DebugString()));
    if (slice.is_identity) {
      Tensor view;
      OP_REQUIRES(context, view.CopyFrom(dy, input_shape),
                  errors::Internal("Identity slice changes the element count"));
      context->set_output(0, view);
      return;
    }
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, input_shape, &output));
    OP_REQUIRES_OK(context, FillWithZeros(context, output));
    OP_REQUIRES_OK(context,
                   CopyStrided(context, slice.Plan(RowMajorStrides(input_shape), true), dy, output));
  }

 private:
  const SliceMasks masks_;
};

#define REGISTER_STRIDED_SLICE(T)                                                            \
  REGISTER_KERNEL_BUILDER(Name("StridedSlice").Device(DEVICE_CPU).TypeConstraint<T>("T"),    \
                          StridedSliceOp);                                                   \
  REGISTER_KERNEL_BUILDER(Name("StridedSliceGrad").Device(DEVICE_CPU).TypeConstraint<T>("T"), \
                          StridedSliceGradOp);
TF_CALL_POD_STRING_TYPES(REGISTER_STRIDED_SLICE)
TF_CALL_QUANTIZED_TYPES(REGISTER_STRIDED_SLICE)
#undef REGISTER_STRIDED_SLICE

#if GOOGLE_CUDA
#define REGISTER_STRIDED_SLICE_GPU(T)                                                   \
  REGISTER_KERNEL_BUILDER(Name("StridedSlice")                                          \
                              .Device(DEVICE_GPU)                                       \
                              .TypeConstraint<T>("T")                                   \
                              .HostMemory("begin")                                      \
                              .HostMemory("end")                                        \
                              .HostMemory("strides"),                                   \
                          StridedSliceOp);                                              \
  REGISTER_KERNEL_BUILDER(Name("StridedSliceGrad")                                      \
                              .Device(DEVICE_GPU)                                       \
                              .TypeConstraint<T>("T")                                   \
                              .HostMemory("shape")                                      \
                              .HostMemory("begin")                                      \
                              .HostMemory("end")                                        \
                              .HostMemory("strides"),                                   \
                          StridedSliceGradOp);
TFLC_CALL_GPU_COPY_TYPES(REGISTER_STRIDED_SLICE_GPU)
#undef REGISTER_STRIDED_SLICE_GPU
#endif

}  // namespace
}  // namespace tensorflow
