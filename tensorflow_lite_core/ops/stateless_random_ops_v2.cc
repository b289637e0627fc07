// The stateless random ops of TensorFlow's second generation: the same inputs always give the
// same numbers. A seed pair becomes a Philox key and counter (StatelessRandomGetKeyCounter);
// the sampling ops take them with an algorithm id (1 Philox, 2 ThreeFry, 3 auto-select) as
// inputs:
//
//   key: uint64 [1]      counter: uint64 [n]      alg: int32 scalar
//
// Specs follow TensorFlow's, shape functions included.
#include "tensorflow_lite_core/framework/common_shape_fns.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/shape_inference.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace {

using shape_inference::DimensionHandle;
using shape_inference::InferenceContext;
using shape_inference::ShapeHandle;

// Sizes of the key and of the longest counter (ThreeFry's 1, Philox's 2), in uint64 words.
constexpr int kKeySize = 1;
constexpr int kMaxCounterSize = 2;

// Inputs (shape, key, counter, alg): key and counter vectors (the key of length 1), alg a scalar;
// the output's shape is the shape input's value.
absl::Status StatelessShapeV2(InferenceContext* c) {
  ShapeHandle key;
  ShapeHandle counter;
  ShapeHandle alg;
  TF_RETURN_IF_ERROR(c->WithRank(c->input(1), 1, &key));
  TF_RETURN_IF_ERROR(c->WithRank(c->input(2), 1, &counter));
  TF_RETURN_IF_ERROR(c->WithRank(c->input(3), 0, &alg));
  DimensionHandle unused;
  TF_RETURN_IF_ERROR(c->WithValue(c->Dim(key, 0), kKeySize, &unused));
  return shape_inference::RandomShape(c);
}

// A seed input of shape [2]; outputs key [1] and counter [2] (and alg [] when `with_alg`).
absl::Status KeyCounterShape(InferenceContext* c, bool with_alg) {
  ShapeHandle seed;
  TF_RETURN_IF_ERROR(c->WithRank(c->input(0), 1, &seed));
  DimensionHandle unused;
  TF_RETURN_IF_ERROR(c->WithValue(c->Dim(seed, 0), 2, &unused));
  c->set_output(0, c->MakeShape({kKeySize}));
  c->set_output(1, c->MakeShape({kMaxCounterSize}));
  if (with_alg) c->set_output(2, c->Scalar());
  return OkStatus();
}

}  // namespace

REGISTER_OP("StatelessRandomUniformV2")
    .Input("shape: Tshape")
    .Input("key: uint64")
    .Input("counter: uint64")
    .Input("alg: int32")
    .Output("output: dtype")
    .Attr("dtype: {half,bfloat16,float,double} = DT_FLOAT")
    .Attr("Tshape: {int32, int64} = DT_INT32")
    .SetShapeFn(StatelessShapeV2);

REGISTER_OP("StatelessRandomNormalV2")
    .Input("shape: Tshape")
    .Input("key: uint64")
    .Input("counter: uint64")
    .Input("alg: int32")
    .Output("output: dtype")
    .Attr("dtype: {half,bfloat16,float,double} = DT_FLOAT")
    .Attr("Tshape: {int32, int64} = DT_INT32")
    .SetShapeFn(StatelessShapeV2);

REGISTER_OP("StatelessTruncatedNormalV2")
    .Input("shape: Tshape")
    .Input("key: uint64")
    .Input("counter: uint64")
    .Input("alg: int32")
    .Output("output: dtype")
    .Attr("dtype: {half,bfloat16,float,double} = DT_FLOAT")
    .Attr("Tshape: {int32, int64} = DT_INT32")
    .SetShapeFn(StatelessShapeV2);

REGISTER_OP("StatelessRandomUniformIntV2")
    .Input("shape: Tshape")
    .Input("key: uint64")
    .Input("counter: uint64")
    .Input("alg: int32")
    .Input("minval: dtype")
    .Input("maxval: dtype")
    .Output("output: dtype")
    .Attr("dtype: {int32, int64, uint32, uint64}")
    .Attr("Tshape: {int32, int64} = DT_INT32")
    .SetShapeFn([](InferenceContext* c) {
      ShapeHandle unused;
      if (!c->WithRank(c->input(4), 0, &unused).ok()) {
        return errors::InvalidArgument("minval must be a scalar; got a tensor of shape ",
                                       c->DebugString(c->input(4)));
      }
      if (!c->WithRank(c->input(5), 0, &unused).ok()) {
        return errors::InvalidArgument("maxval must be a scalar; got a tensor of shape ",
                                       c->DebugString(c->input(5)));
      }
      return StatelessShapeV2(c);
    });

REGISTER_OP("StatelessRandomUniformFullIntV2")
    .Input("shape: Tshape")
    .Input("key: uint64")
    .Input("counter: uint64")
    .Input("alg: int32")
    .Output("output: dtype")
    .Attr("dtype: {int32, int64, uint32, uint64} = DT_UINT64")
    .Attr("Tshape: {int32, int64} = DT_INT32")
    .SetShapeFn(StatelessShapeV2);

REGISTER_OP("StatelessRandomGetKeyCounter")
    .Input("seed: Tseed")
    .Output("key: uint64")
    .Output("counter: uint64")
    .Attr("Tseed: {int32, int64} = DT_INT64")
    .SetShapeFn([](InferenceContext* c) { return KeyCounterShape(c, /*with_alg=*/false); });

REGISTER_OP("StatelessRandomGetKeyCounterAlg")
    .Input("seed: Tseed")
    .Output("key: uint64")
    .Output("counter: uint64")
    .Output("alg: int32")
    .Attr("Tseed: {int32, int64} = DT_INT64")
    .SetShapeFn([](InferenceContext* c) { return KeyCounterShape(c, /*with_alg=*/true); });

// The algorithm auto-select picks on this device (stateful: it depends on where it runs).
REGISTER_OP("StatelessRandomGetAlg")
    .Output("alg: int32")
    .SetIsStateful()
    .SetShapeFn(shape_inference::ScalarShape);

}  // namespace tensorflow
