// Helpers for kernels, as TensorFlow's framework/ops_util.h has them: the input window a pooling
// gradient broadcasts to, Padding as Eigen's padding type, alignment tests for slices, strides
// of a shape, and thread-name sanitizing.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_OPS_UTIL_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_OPS_UTIL_H_

#include <string>

#include "unsupported/Eigen/CXX11/Tensor"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/framework/tensor_types.h"
#include "tensorflow_lite_core/lib/gtl/inlined_vector.h"
#include "tensorflow_lite_core/platform/status.h"
#include "tensorflow_lite_core/util/padding.h"

namespace tensorflow {

// For output position `index` of a window of `ksize` moved by `stride` over an input of
// `in_size` padded by `pad_size` before: where the window starts in the input (*bindex) and how
// many input cells it covers (*bsize), clipped to the input. InvalidArgument when
// index * stride > in_size.
absl::Status GetBroadcastSize(int index, int in_size, int ksize, int stride, int pad_size,
                              int* bindex, int* bsize);

// VALID and SAME as Eigen's padding types; EXPLICIT has none and LOG(FATAL)s.
Eigen::PaddingType BrainPadding2EigenPadding(Padding padding);

// Whether each dimension-0 slice of a tensor of T with shape `s` starts on an
// EIGEN_MAX_ALIGN_BYTES boundary (false for scalars and empty dimension 0).
template <typename T>
bool IsInnerDimsSizeAligned(const TensorShape& s) {
  if (s.dims() == 0) return false;
  const int64 dim0_size = s.dim_size(0);
  if (dim0_size == 0) return false;
#if EIGEN_MAX_ALIGN_BYTES == 0
  return true;
#else
  const int64 bytes_per_dim0 = (s.num_elements() / dim0_size) * sizeof(T);
  return bytes_per_dim0 % EIGEN_MAX_ALIGN_BYTES == 0;
#endif
}

// Whether the dimension-0 slice [start, end_or_size) is aligned: for vectors both ends (pass the
// end, or the size when start is aligned), otherwise as IsInnerDimsSizeAligned.
template <typename T>
bool IsDim0SliceAligned(const TensorShape& s, int64 start, int64 end_or_size) {
  if (s.dims() != 1) return IsInnerDimsSizeAligned<T>(s);
#if EIGEN_MAX_ALIGN_BYTES == 0
  return true;
#else
  const bool start_aligned = (start * sizeof(T)) % EIGEN_MAX_ALIGN_BYTES == 0;
  const bool end_aligned = (end_or_size * sizeof(T)) % EIGEN_MAX_ALIGN_BYTES == 0;
  return start_aligned && end_aligned;
#endif
}

// `suffix` with every character but [a-zA-Z0-9-_] replaced by '_'.
std::string SanitizeThreadSuffix(std::string suffix);

// Row-major strides of `shape`: strides[i] = product of the sizes after i.
template <typename T>
gtl::InlinedVector<T, 8> ComputeStride(const TensorShape& shape) {
  const int rank = shape.dims();
  gtl::InlinedVector<T, 8> strides(rank);
  T stride = 1;
  for (int i = rank - 1; i >= 0; --i) {
    strides[i] = stride;
    stride *= static_cast<T>(shape.dim_size(i));
  }
  return strides;
}

// The same for Eigen dimensions (anything with rank() and operator[]).
template <typename T, typename EigenDimensions>
gtl::InlinedVector<T, 8> ComputeEigenStrides(const EigenDimensions& shape) {
  const int rank = shape.rank();
  gtl::InlinedVector<T, 8> strides(rank);
  T stride = 1;
  for (int i = rank - 1; i >= 0; --i) {
    strides[i] = stride;
    stride *= static_cast<T>(shape[i]);
  }
  return strides;
}

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_OPS_UTIL_H_
