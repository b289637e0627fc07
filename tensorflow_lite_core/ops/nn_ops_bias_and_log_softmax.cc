// The built-in ops BiasAdd (a bias per channel, in NHWC or NCHW layout), its gradient
// BiasAddGrad, and LogSoftmax. Specs follow TensorFlow's.
#include <string>

#include "tensorflow_lite_core/framework/common_shape_fns.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/shape_inference.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace {

using shape_inference::DimensionHandle;
using shape_inference::InferenceContext;
using shape_inference::ShapeHandle;

// Which dimension of a rank-`rank` value holds the channels: the last in NHWC (and for rank 2
// either way), the second in NCHW.
Status ChannelDimension(InferenceContext* c, int64 rank, int64* channel) {
  std::string data_format;
  TF_RETURN_IF_ERROR(c->GetAttr("data_format", &data_format));
  *channel = data_format == "NCHW" && rank >= 3 ? 1 : rank - 1;
  return OkStatus();
}

// BiasAdd(value, bias): the shape of `value` (rank >= 2), its channel dimension merged with the
// length of vector `bias`.
Status BiasAddShapeFn(InferenceContext* c) {
  ShapeHandle value, bias;
  TF_RETURN_IF_ERROR(c->WithRankAtLeast(c->input(0), 2, &value));
  TF_RETURN_IF_ERROR(c->WithRank(c->input(1), 1, &bias));
  if (!InferenceContext::RankKnown(value)) {
    c->set_output(0, c->UnknownShape());
    return OkStatus();
  }
  int64 channel;
  TF_RETURN_IF_ERROR(ChannelDimension(c, InferenceContext::Rank(value), &channel));
  DimensionHandle merged;
  TF_RETURN_IF_ERROR(c->Merge(c->Dim(value, channel), c->Dim(bias, 0), &merged));
  ShapeHandle output;
  TF_RETURN_IF_ERROR(c->ReplaceDim(value, channel, merged, &output));
  c->set_output(0, output);
  return OkStatus();
}

// BiasAddGrad(out_backprop): a vector as long as the channel dimension of `out_backprop`.
Status BiasAddGradShapeFn(InferenceContext* c) {
  ShapeHandle gradients;
  TF_RETURN_IF_ERROR(c->WithRankAtLeast(c->input(0), 2, &gradients));
  if (!InferenceContext::RankKnown(gradients)) {
    c->set_output(0, c->Vector(c->UnknownDim()));
    return OkStatus();
  }
  int64 channel;
  TF_RETURN_IF_ERROR(ChannelDimension(c, InferenceContext::Rank(gradients), &channel));
  c->set_output(0, c->Vector(c->Dim(gradients, channel)));
  return OkStatus();
}

}  // namespace

REGISTER_OP("BiasAdd")
    .Input("value: T")
    .Input("bias: T")
    .Output("output: T")
    .Attr("T: numbertype")
    .Attr("data_format: {'NHWC', 'NCHW'} = 'NHWC'")
    .SetShapeFn(BiasAddShapeFn);

REGISTER_OP("BiasAddGrad")
    .Input("out_backprop: T")
    .Output("output: T")
    .Attr("T: numbertype")
    .Attr("data_format: {'NHWC', 'NCHW'} = 'NHWC'")
    .SetShapeFn(BiasAddGradShapeFn);

REGISTER_OP("LogSoftmax")
    .Input("logits: T")
    .Output("logsoftmax: T")
    .Attr("T: {half, bfloat16, float, double}")
    .SetShapeFn([](shape_inference::InferenceContext* c) {
      return shape_inference::UnchangedShapeWithRankAtLeast(c, 1);
    });

}  // namespace tensorflow
