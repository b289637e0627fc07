// The shape an int32 or int64 vector argument holds (BroadcastTo's `shape`, StridedSliceGrad's
// `shape`), with TensorFlow's texts for a negative size and an overflowing element count.
#ifndef TENSORFLOW_LITE_CORE_KERNELS_SHAPE_FROM_TENSOR_H_
#define TENSORFLOW_LITE_CORE_KERNELS_SHAPE_FROM_TENSOR_H_

#include <vector>

#include "tensorflow_lite_core/framework/index_values.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {

inline absl::Status ShapeFromTensor(const Tensor& sizes, TensorShape* shape) {
  TF_RETURN_IF_ERROR(CheckIndexType(sizes, "shape"));
  const std::vector<int64> dims = IndexValues(sizes);
  for (int64 size : dims) {
    if (size < 0) return errors::InvalidArgument("Dimension ", size, " must be >= 0");
  }
  return TensorShape::BuildTensorShape(dims, shape);
}

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_KERNELS_SHAPE_FROM_TENSOR_H_
