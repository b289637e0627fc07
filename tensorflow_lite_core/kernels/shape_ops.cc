// Shape, Size and Rank (facts about a tensor's shape, as tensors), and Reshape, ExpandDims and
// Squeeze (the same elements under another shape: the output shares the input's buffer).
// All are registered without a "T" constraint: they never look at the elements.
#include <limits>
#include <vector>

#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/framework/index_values.h"

namespace tensorflow {
namespace {

// Writes `value` as element `index` of an int32 or int64 output.
Status SetIndexOutput(Tensor* output, int64 index, int64 value, const char* what) {
  if (output->dtype() == DT_INT32) {
    if (value > std::numeric_limits<int32>::max()) {
      return errors::InvalidArgument(what, " output type is 32-bit but the value ", value,
                                     " does not fit");
    }
    output->base<int32>()[index] = static_cast<int32>(value);
  } else {
    output->base<int64>()[index] = value;
  }
  return OkStatus();
}

class ShapeOp : public OpKernel {
 public:
  explicit ShapeOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    const TensorShape& shape = context->input(0).shape();
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, TensorShape({shape.dims()}), &output));
    for (int d = 0; d < shape.dims(); ++d) {
      OP_REQUIRES_OK(context, SetIndexOutput(output, d, shape.dim_size(d), "Shape"));
    }
  }

  bool IsExpensive() override { return false; }
};

class SizeOp : public OpKernel {
 public:
  explicit SizeOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, TensorShape({}), &output));
    OP_REQUIRES_OK(context,
                   SetIndexOutput(output, 0, context->input(0).NumElements(), "Size"));
  }

  bool IsExpensive() override { return false; }
};

class RankOp : public OpKernel {
 public:
  explicit RankOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, TensorShape({}), &output));
    output->base<int32>()[0] = context->input(0).dims();
  }

  bool IsExpensive() override { return false; }
};

// Makes output 0 `input` viewed with `shape` (same element count, checked by the caller).
void SetReshapedOutput(OpKernelContext* context, const Tensor& input, const TensorShape& shape) {
  Tensor output;
  OP_REQUIRES(context, output.CopyFrom(input, shape),
              errors::Internal("Reshape of ", input.shape().DebugString(), " to ",
                               shape.DebugString(), " changes the element count"));
  context->set_output(0, output);
}

class ReshapeOp : public OpKernel {
 public:
  explicit ReshapeOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& input = context->input(0);
    const Tensor& sizes = context->input(1);
    // A scalar is taken as a one-element vector: Reshape(x, -1) flattens x.
    OP_REQUIRES(context,
                TensorShapeUtils::IsVector(sizes.shape()) ||
                    TensorShapeUtils::IsScalar(sizes.shape()),
                errors::InvalidArgument("sizes input must be 1-D, not ",
                                        sizes.shape().DebugString()));
    OP_REQUIRES_OK(context, CheckIndexType(sizes, "shape"));
    TensorShape shape;
    OP_REQUIRES_OK(context, ValidateSizes(input, sizes, &shape));
    SetReshapedOutput(context, input, shape);
  }

  bool IsExpensive() override { return false; }

 private:
  // The requested shape with its single -1 (if any) resolved from the input's element count.
  static Status ValidateSizes(const Tensor& input, const Tensor& sizes, TensorShape* shape) {
    const int64 count = sizes.NumElements();
    int64 unknown_index = -1;
    int64 known_product = 1;
    std::vector<int64> dims(count);
    for (int64 d = 0; d < count; ++d) {
      const int64 size = IndexValue(sizes, d);
      dims[d] = size;
      if (size == -1) {
        if (unknown_index != -1) {
          return errors::InvalidArgument("Only one input size may be -1, not both ",
                                         unknown_index, " and ", d);
        }
        unknown_index = d;
      } else if (size < 0) {
        return errors::InvalidArgument("Size ", d, " must be non-negative, not ", size);
      } else if (__builtin_mul_overflow(known_product, size, &known_product)) {
        return errors::InvalidArgument("Shape [", count, " sizes] has too many elements");
      }
    }
    if (unknown_index != -1) {
      if (known_product == 0) {
        return errors::InvalidArgument(
            "Reshape cannot infer the missing input size for an empty tensor unless all "
            "specified input sizes are non-zero");
      }
      if (input.NumElements() % known_product != 0) {
        return errors::InvalidArgument("Input to reshape is a tensor with ",
                                       input.NumElements(),
                                       " values, but the requested shape requires a multiple of ",
                                       known_product);
      }
      dims[unknown_index] = input.NumElements() / known_product;
    }
    TF_RETURN_IF_ERROR(TensorShape::BuildTensorShape(dims, shape));
    if (shape->num_elements() != input.NumElements()) {
      return errors::InvalidArgument("Input to reshape is a tensor with ", input.NumElements(),
                                     " values, but the requested shape has ",
                                     shape->num_elements());
    }
    return OkStatus();
  }
};

class ExpandDimsOp : public OpKernel {
 public:
  explicit ExpandDimsOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& input = context->input(0);
    const Tensor& dim_tensor = context->input(1);
    OP_REQUIRES_OK(context, CheckIndexType(dim_tensor, "dim"));
    OP_REQUIRES(context, dim_tensor.NumElements() == 1,
                errors::InvalidArgument("'dim' must be a tensor with a single value"));
    const int rank = input.dims();
    int64 dim = IndexValue(dim_tensor, 0);
    OP_REQUIRES(context, dim >= -1 - rank && dim <= rank,
                errors::InvalidArgument("Tried to expand dim index ", dim, " for tensor with ",
                                        rank, " dimensions."));
    if (dim < 0) dim += rank + 1;  // -1 appends
    TensorShape shape = input.shape();
    OP_REQUIRES_OK(context, shape.InsertDimWithStatus(static_cast<int>(dim), 1));
    SetReshapedOutput(context, input, shape);
  }

  bool IsExpensive() override { return false; }
};

class SqueezeOp : public OpKernel {
 public:
  explicit SqueezeOp(OpKernelConstruction* context) : OpKernel(context) {
    std::vector<int32> squeeze_dims;
    OP_REQUIRES_OK(context, context->GetAttr("squeeze_dims", &squeeze_dims));
    squeeze_dims_.assign(squeeze_dims.begin(), squeeze_dims.end());
  }

  void Compute(OpKernelContext* context) override {
    const Tensor& input = context->input(0);
    const int rank = input.dims();
    std::vector<bool> squeeze(rank, false);
    for (int64 dim : squeeze_dims_) {
      OP_REQUIRES(context, dim >= -rank && dim < rank,
                  errors::InvalidArgument("Tried to squeeze dim index ", dim,
                                          " for tensor with ", rank, " dimensions."));
      const int64 wrapped = dim < 0 ? dim + rank : dim;
      OP_REQUIRES(context, input.dim_size(static_cast<int>(wrapped)) == 1,
                  errors::InvalidArgument("Can not squeeze dim[", wrapped,
                                          "], expected a dimension of 1, got ",
                                          input.dim_size(static_cast<int>(wrapped))));
      squeeze[wrapped] = true;
    }
    TensorShape shape;
    for (int d = 0; d < rank; ++d) {
      const bool drop = squeeze_dims_.empty() ? input.dim_size(d) == 1 : squeeze[d];
      if (!drop) shape.AddDim(input.dim_size(d));
    }
    SetReshapedOutput(context, input, shape);
  }

  bool IsExpensive() override { return false; }

 private:
  std::vector<int64> squeeze_dims_;
};

REGISTER_KERNEL_BUILDER(Name("Shape").Device(DEVICE_CPU), ShapeOp);
REGISTER_KERNEL_BUILDER(Name("Size").Device(DEVICE_CPU), SizeOp);
REGISTER_KERNEL_BUILDER(Name("Rank").Device(DEVICE_CPU), RankOp);
REGISTER_KERNEL_BUILDER(Name("Reshape").Device(DEVICE_CPU), ReshapeOp);
REGISTER_KERNEL_BUILDER(Name("ExpandDims").Device(DEVICE_CPU), ExpandDimsOp);
REGISTER_KERNEL_BUILDER(Name("Squeeze").Device(DEVICE_CPU), SqueezeOp);

}  // namespace
}  // namespace tensorflow
