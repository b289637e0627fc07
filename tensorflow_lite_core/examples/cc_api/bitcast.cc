// The Bitcast op of TensorFlow's RFC "Kernel and Op Implementation and Registration API", ported to
// the header-only C++ API: views a tensor's bytes as another element type, without copying. A
// wider output type consumes the last dimension; a narrower one adds a dimension.
#include <cstdint>

#include "tensorflow_lite_core/c/cc/plugin.h"

namespace {

using namespace tflc::plugin;  // NOLINT(build/namespaces)

#define BITCAST_TYPES                                                                          \
  "{bfloat16, half, float, double, int64, int32, uint8, uint16, uint32, uint64, int8, int16, " \
  "complex64, complex128, qint8, quint8, qint16, quint16, qint32}"

Status CannotBitcast(DataType from, DataType to, const std::string& detail) {
  return errors::InvalidArgument("Cannot bitcast from ", DataTypeString(from), " to ",
                                 DataTypeString(to), ": ", detail);
}

Status BitcastShape(shape_inference::InferenceContext* c) {
  DataType input_type, output_type;
  TF_RETURN_IF_ERROR(c->GetAttr("T", &input_type));
  TF_RETURN_IF_ERROR(c->GetAttr("type", &output_type));
  const int64_t input_size = DataTypeSize(input_type);
  const int64_t output_size = DataTypeSize(output_type);
  if (input_size == 0 || output_size == 0) {
    return errors::InvalidArgument("Bitcast needs types of a fixed element size");
  }
  shape_inference::ShapeHandle input = c->input(0);
  shape_inference::ShapeHandle output;
  if (input_size == output_size) {
    output = input;
  } else if (input_size > output_size) {
    TF_RETURN_IF_ERROR(c->Concatenate(input, c->Vector(input_size / output_size), &output));
  } else {
    TF_RETURN_IF_ERROR(c->WithRankAtLeast(input, 1, &input));
    const shape_inference::DimensionHandle last = c->Dim(input, -1);
    const int64_t ratio = output_size / input_size;
    if (shape_inference::InferenceContext::ValueKnown(last) &&
        shape_inference::InferenceContext::Value(last) != ratio) {
      return CannotBitcast(input_type, output_type,
                           strings::StrCat("the last dimension must be ", ratio, " but is ",
                                           shape_inference::InferenceContext::Value(last)));
    }
    TF_RETURN_IF_ERROR(c->Subshape(input, 0, -1, &output));
  }
  c->set_output(0, output);
  return OkStatus();
}

REGISTER_OP("CcApiBitcast")
    .Input("input: T")
    .Output("output: type")
    .Attr("T: " BITCAST_TYPES)
    .Attr("type: " BITCAST_TYPES)
    .SetShapeFn(BitcastShape);

class BitcastOp : public OpKernel {
 public:
  explicit BitcastOp(OpKernelConstruction* context) : OpKernel(context) {
    OP_REQUIRES_OK(context, context->GetAttr("T", &input_type_));
    OP_REQUIRES_OK(context, context->GetAttr("type", &output_type_));
    input_size_ = DataTypeSize(input_type_);
    output_size_ = DataTypeSize(output_type_);
    OP_REQUIRES(context, input_size_ > 0 && output_size_ > 0,
                errors::InvalidArgument("Bitcast needs types of a fixed element size"));
  }

  void Compute(OpKernelContext* context) override {
    const Tensor& input = context->input(0);
    TensorShape shape = input.shape();
    if (input_size_ > output_size_) {
      shape.AddDim(input_size_ / output_size_);
    } else if (input_size_ < output_size_) {
      const int64_t ratio = output_size_ / input_size_;
      OP_REQUIRES(context, shape.dims() > 0 && shape.dim_size(shape.dims() - 1) == ratio,
                  CannotBitcast(input_type_, output_type_,
                                strings::StrCat("shape ", shape.DebugString(),
                                                " needs a last dimension of ", ratio)));
      shape.RemoveLastDims(1);
    }
    Tensor output;
    OP_REQUIRES_OK(context, output.BitcastFrom(input, output_type_, shape));
    context->set_output(0, output);
  }

 private:
  DataType input_type_ = DT_INVALID;
  DataType output_type_ = DT_INVALID;
  int64_t input_size_ = 0;
  int64_t output_size_ = 0;
};

REGISTER_KERNEL_BUILDER(Name("CcApiBitcast").Device(DEVICE_CPU), BitcastOp);

}  // namespace

TFLC_DEFINE_PLUGIN();
