// Output sizes of windowed operations (convolutions, pooling), as TensorFlow's
// framework/kernel_shape_util.h computes them, with TensorFlow's errors.
//
// For an input of size H, a filter of size K with dilation D (effective size K' = (K - 1) D + 1)
// and stride S:
//   VALID:    output ceil((H - K' + 1) / S), no padding;
//   SAME:     output ceil(H / S), padding max(0, (output - 1) S + K' - H) split with the odd
//             cell after;
//   EXPLICIT: output (H + before + after - K') / S + 1 for the given before/after.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_KERNEL_SHAPE_UTIL_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_KERNEL_SHAPE_UTIL_H_

#include <array>

#include "tensorflow_lite_core/platform/status.h"
#include "tensorflow_lite_core/platform/types.h"
#include "tensorflow_lite_core/util/padding.h"

namespace tensorflow {

// The output size and the padding before the input, for VALID or SAME (EXPLICIT is an Internal
// error: use the Verbose form). InvalidArgument for a stride below 1, a dilation below 1 or a
// negative output size.
absl::Status GetWindowedOutputSize(int64 input_size, int64 filter_size, int dilation_rate,
                                   int64 stride, Padding padding_type, int64* output_size,
                                   int64* padding_size);

// The same with the padding after the input too. For EXPLICIT, *padding_before and
// *padding_after are inputs; otherwise they are set.
absl::Status GetWindowedOutputSizeVerbose(int64 input_size, int64 filter_size,
                                          int64 dilation_rate, int64 stride,
                                          Padding padding_type, int64* output_size,
                                          int64* padding_before, int64* padding_after);

// GetWindowedOutputSize for each of three dimensions (3-D convolution and pooling).
absl::Status Get3dOutputSizeV2(const std::array<int64, 3>& input,
                               const std::array<int64, 3>& window,
                               const std::array<int64, 3>& dilations,
                               const std::array<int64, 3>& strides, Padding padding_type,
                               std::array<int64, 3>* output_ptr,
                               std::array<int64, 3>* padding_ptr);

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_KERNEL_SHAPE_UTIL_H_
