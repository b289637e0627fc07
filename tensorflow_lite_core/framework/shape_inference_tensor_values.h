// Reading the values of shape tensors and constant inputs, for InferenceContext's two source
// files (shape_inference.cc and shape_inference_make_shape.cc).
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_SHAPE_INFERENCE_TENSOR_VALUES_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_SHAPE_INFERENCE_TENSOR_VALUES_H_

#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/types.h"

namespace tensorflow {
namespace shape_inference {
namespace internal {

// Shape tensors and constant inputs hold their values as int32 or int64; this reads element
// `index` widened to int64. False for other dtypes.
inline bool ReadIntegerElement(const Tensor& t, int64 index, int64* value) {
  if (t.dtype() == DT_INT32) {
    *value = t.flat<int32>()(index);
    return true;
  }
  if (t.dtype() == DT_INT64) {
    *value = t.flat<int64>()(index);
    return true;
  }
  return false;
}

}  // namespace internal
}  // namespace shape_inference
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_SHAPE_INFERENCE_TENSOR_VALUES_H_
