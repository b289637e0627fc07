// Const (the tensor in its `value` attr), Fill (a shape filled with one value), ZerosLike and
// OnesLike.
#include <algorithm>

#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/framework/index_values.h"
#include "tensorflow_lite_core/kernels/parallel_for.h"

namespace tensorflow {
namespace {

// Parses the value once, at construction; every run hands out the same buffer.
class ConstantOp : public OpKernel {
 public:
  explicit ConstantOp(OpKernelConstruction* context) : OpKernel(context) {
    const TensorProto* proto = nullptr;
    OP_REQUIRES_OK(context, context->GetAttr("value", &proto));
    OP_REQUIRES_OK(context, tensor_.FromProtoWithStatus(*proto, context->allocator()));
    OP_REQUIRES(context, context->output_type(0) == tensor_.dtype(),
                errors::InvalidArgument("Type mismatch between value (",
                                        DataTypeString(tensor_.dtype()), ") and dtype (",
                                        DataTypeString(context->output_type(0)), ")"));
  }

  void Compute(OpKernelContext* context) override { context->set_output(0, tensor_); }

  bool IsExpensive() override { return false; }

 private:
  Tensor tensor_;
};

// Writes `value` to every element of *output, in parallel when large.
template <typename T>
void FillWith(OpKernelContext* context, const T& value, Tensor* output) {
  T* data = output->base<T>();
  ParallelForOnDevice(context, output->NumElements(), 1, [data, &value](int64 begin, int64 end) {
    std::fill(data + begin, data + end, value);
  });
}

// Serves both index types (int32 and int64 dims).
template <typename T>
class FillOp : public OpKernel {
 public:
  explicit FillOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& dims = context->input(0);
    const Tensor& value = context->input(1);
    OP_REQUIRES(context, TensorShapeUtils::IsVector(dims.shape()),
                errors::InvalidArgument("dims must be a vector, got shape ",
                                        dims.shape().DebugString()));
    OP_REQUIRES(context, TensorShapeUtils::IsScalar(value.shape()),
                errors::InvalidArgument("value must be a scalar, got shape ",
                                        value.shape().DebugString()));
    OP_REQUIRES_OK(context, CheckIndexType(dims, "dims"));
    TensorShape shape;
    OP_REQUIRES_OK(context, TensorShape::BuildTensorShape(IndexValues(dims), &shape));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, shape, &output));
    FillWith<T>(context, value.base<const T>()[0], output);
  }
};

template <typename T>
class ConstantLikeOp : public OpKernel {
 public:
  ConstantLikeOp(OpKernelConstruction* context, T value) : OpKernel(context), value_(value) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& input = context->input(0);
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context,
                   context->forward_input_or_allocate_output({0}, 0, input.shape(), &output));
    FillWith<T>(context, value_, output);
  }

 private:
  const T value_;
};

template <typename T>
class ZerosLikeOp : public ConstantLikeOp<T> {
 public:
  explicit ZerosLikeOp(OpKernelConstruction* context) : ConstantLikeOp<T>(context, T()) {}
};

template <typename T>
class OnesLikeOp : public ConstantLikeOp<T> {
 public:
  explicit OnesLikeOp(OpKernelConstruction* context)
      : ConstantLikeOp<T>(context, static_cast<T>(1)) {}
};

REGISTER_KERNEL_BUILDER(Name("Const").Device(DEVICE_CPU), ConstantOp);

#define REGISTER_FILL(T) \
  REGISTER_KERNEL_BUILDER(Name("Fill").Device(DEVICE_CPU).TypeConstraint<T>("T"), FillOp<T>);
TFLC_CALL_EVERY_VALUE_TYPE(REGISTER_FILL)
#undef REGISTER_FILL

#define REGISTER_ZEROS_LIKE(T)                                                       \
  REGISTER_KERNEL_BUILDER(Name("ZerosLike").Device(DEVICE_CPU).TypeConstraint<T>("T"), \
                          ZerosLikeOp<T>);
TF_CALL_POD_STRING_TYPES(REGISTER_ZEROS_LIKE)
#undef REGISTER_ZEROS_LIKE

#define REGISTER_ONES_LIKE(T)                                                       \
  REGISTER_KERNEL_BUILDER(Name("OnesLike").Device(DEVICE_CPU).TypeConstraint<T>("T"), \
                          OnesLikeOp<T>);
TF_CALL_POD_TYPES(REGISTER_ONES_LIKE)
#undef REGISTER_ONES_LIKE

}  // namespace
}  // namespace tensorflow
