// TensorFlow's framework/tensor_util.h (tensor::): deep copies, concatenating and splitting along
// dimension 0, and reading a shape from a tensor. Host (CPU) tensors of numeric, bool and string
// types; the results own new buffers, sharing nothing with the inputs.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_TENSOR_UTIL_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_TENSOR_UTIL_H_

#include <vector>

#include "absl/types/span.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {
namespace tensor {

// A tensor of `other`'s type and shape with a copy of its values; not IsInitialized() when the
// memory for a copy with elements could not be had.
Tensor DeepCopy(const Tensor& other);
// Copies `input`'s values into `*output`, which must already have its type and shape.
void DeepCopy(const Tensor& input, Tensor* output);

// The tensors one after another along dimension 0. InvalidArgument for no tensors, a scalar, or
// tensors whose types or other dimensions differ; ResourceExhausted when memory ran out.
absl::Status Concat(absl::Span<const Tensor> tensors, Tensor* result);

// `tensor` cut along dimension 0 into pieces of `sizes[i]` rows (the inverse of Concat).
// InvalidArgument for a scalar or sizes that do not add up to dim_size(0).
absl::Status Split(const Tensor& tensor, absl::Span<const int64> sizes,
                   std::vector<Tensor>* result);

// The shape a vector of int32 or int64 dimensions describes (a Reshape-style shape input).
absl::Status MakeShape(const Tensor& shape_t, TensorShape* out);

}  // namespace tensor
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_TENSOR_UTIL_H_
