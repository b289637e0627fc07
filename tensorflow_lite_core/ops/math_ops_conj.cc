// Conj: the complex conjugate, element-wise, with TensorFlow's spec (T defaults to complex64;
// variant is allowed by the spec, though no built-in kernel takes it).
#include "tensorflow_lite_core/framework/common_shape_fns.h"
#include "tensorflow_lite_core/framework/op.h"

namespace tensorflow {

REGISTER_OP("Conj")
    .Input("input: T")
    .Output("output: T")
    .Attr("T: {complex64, complex128, variant} = DT_COMPLEX64")
    .SetShapeFn(shape_inference::UnchangedShape);

}  // namespace tensorflow
