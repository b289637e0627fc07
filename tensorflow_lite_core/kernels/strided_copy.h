// The one loop behind the ops that only move elements (Slice, StridedSlice and its gradient,
// Pack, Unpack, Split, SplitV, Tile, BroadcastTo, ReverseV2): a copy between two strided views of
// one iteration space. Each op describes its copy as a StridedCopy plan; the plan is simplified
// (unit dimensions dropped, dimensions contiguous in both views merged) and run by a loop
// specialised only by element size, so one compiled loop serves every dtype (strings are copied
// as tstrings). On a GPU device the same plan goes to the launcher in gpu_launchers.h.
#ifndef TENSORFLOW_LITE_CORE_KERNELS_STRIDED_COPY_H_
#define TENSORFLOW_LITE_CORE_KERNELS_STRIDED_COPY_H_

#include "absl/container/inlined_vector.h"
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/platform/status.h"
#include "tensorflow_lite_core/platform/types.h"

namespace tensorflow {

// Element c (coordinates over `dims`, last fastest) moves from
//   source + source_offset + sum_d c[d] * source_strides[d]
// to
//   destination + destination_offset + sum_d c[d] * destination_strides[d],
// all counted in elements. Strides may be 0 (broadcast) or negative (reverse).
struct StridedCopy {
  using Dims = absl::InlinedVector<int64, 8>;

  Dims dims;
  Dims source_strides;
  Dims destination_strides;
  int64 source_offset = 0;
  int64 destination_offset = 0;

  // Appends a dimension (outer ones first).
  void AddDim(int64 size, int64 source_stride, int64 destination_stride) {
    dims.push_back(size);
    source_strides.push_back(source_stride);
    destination_strides.push_back(destination_stride);
  }

  int64 NumElements() const;

  // Drops dimensions of size 1 and merges neighbours that are contiguous in both views. A plan
  // with no elements becomes one dimension of size 0.
  void Simplify();
};

// The row-major strides (in elements) of `shape`.
StridedCopy::Dims RowMajorStrides(const TensorShape& shape);

// Runs `plan` (simplified first) from `source`'s buffer to `destination`'s, on the device
// `context` runs on. Both tensors have `source`'s dtype, which must be one a tensor holds by value
// (strings included, on the CPU only).
absl::Status CopyStrided(OpKernelContext* context, StridedCopy plan, const Tensor& source,
                         Tensor* destination);

// Rows [begin, end) of `input`'s dimension 0 as a tensor of `shape` (same element count) that
// shares `input`'s buffer, when those rows start aligned for the aligned Eigen maps other kernels
// may read them through; false (and no view) otherwise.
bool AlignedRowsView(const Tensor& input, int64 begin, int64 end, const TensorShape& shape,
                     Tensor* view);

// The element-moving kernels' GPU types: those a GPU holds in device memory (int32 lives on the
// host, as in TensorFlow) and that move as bytes.
#define TFLC_CALL_GPU_COPY_TYPES(m)                                                          \
  TF_CALL_half(m) TF_CALL_bfloat16(m) TF_CALL_float(m) TF_CALL_double(m) TF_CALL_complex64(m) \
      TF_CALL_complex128(m) TF_CALL_bool(m) TF_CALL_int8(m) TF_CALL_uint8(m) TF_CALL_int16(m) \
          TF_CALL_uint16(m) TF_CALL_uint32(m) TF_CALL_int64(m) TF_CALL_uint64(m)

// Sets every element of `tensor` to its dtype's zero (an empty string for strings), on the device
// `context` runs on.
absl::Status FillWithZeros(OpKernelContext* context, Tensor* tensor);

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_KERNELS_STRIDED_COPY_H_
