// The built-in activation ops beyond Relu: Elu, Selu, LeakyRelu and Softplus, and their
// gradients. Specs follow TensorFlow's; their Python wrappers are generated into gen_nn_ops, as
// TensorFlow's are.
#include "tensorflow_lite_core/framework/common_shape_fns.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/shape_inference.h"

namespace tensorflow {

#define TFLC_ACTIVATION_OP()                           \
  Input("features: T")                                 \
      .Output("activations: T")                        \
      .Attr("T: {half, bfloat16, float, double}")      \
      .SetShapeFn(shape_inference::UnchangedShape)

// The gradients read the forward op's outputs (Elu, Selu) or features (Softplus).
#define TFLC_ACTIVATION_GRADIENT_OP(forward)           \
  Input("gradients: T")                                \
      .Input(forward ": T")                            \
      .Output("backprops: T")                          \
      .Attr("T: {half, bfloat16, float, double}")      \
      .SetShapeFn(shape_inference::MergeBothInputsShapeFn)

REGISTER_OP("Elu").TFLC_ACTIVATION_OP();
REGISTER_OP("EluGrad").TFLC_ACTIVATION_GRADIENT_OP("outputs");
REGISTER_OP("Selu").TFLC_ACTIVATION_OP();
REGISTER_OP("SeluGrad").TFLC_ACTIVATION_GRADIENT_OP("outputs");
REGISTER_OP("Softplus").TFLC_ACTIVATION_OP();
REGISTER_OP("SoftplusGrad").TFLC_ACTIVATION_GRADIENT_OP("features");

#undef TFLC_ACTIVATION_GRADIENT_OP
#undef TFLC_ACTIVATION_OP

REGISTER_OP("LeakyRelu")
    .Input("features: T")
    .Output("activations: T")
    .Attr("alpha: float = 0.2")
    .Attr("T: {half, bfloat16, float, double} = DT_FLOAT")
    .SetShapeFn(shape_inference::UnchangedShape);

REGISTER_OP("LeakyReluGrad")
    .Input("gradients: T")
    .Input("features: T")
    .Output("backprops: T")
    .Attr("alpha: float = 0.2")
    .Attr("T: {half, bfloat16, float, double} = DT_FLOAT")
    .SetShapeFn(shape_inference::MergeBothInputsShapeFn);

}  // namespace tensorflow
