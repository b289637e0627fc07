#include "tensorflow_lite_core/framework/kernel_shape_util.h"

#include <algorithm>

#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {

absl::Status GetWindowedOutputSize(int64 input_size, int64 filter_size, int dilation_rate,
                                   int64 stride, Padding padding_type, int64* output_size,
                                   int64* padding_size) {
  if (padding_type == EXPLICIT) {
    return errors::Internal(
        "GetWindowedOutputSize does not handle EXPLICIT padding; call "
        "GetWindowedOutputSizeVerbose instead");
  }
  int64 padding_after;
  return GetWindowedOutputSizeVerbose(input_size, filter_size, dilation_rate, stride,
                                      padding_type, output_size, padding_size, &padding_after);
}

absl::Status GetWindowedOutputSizeVerbose(int64 input_size, int64 filter_size,
                                          int64 dilation_rate, int64 stride,
                                          Padding padding_type, int64* output_size,
                                          int64* padding_before, int64* padding_after) {
  if (stride <= 0) return errors::InvalidArgument("Stride must be > 0, but got ", stride);
  if (dilation_rate < 1) {
    return errors::InvalidArgument("Dilation rate must be >= 1, but got ", dilation_rate);
  }
  const int64 effective_filter_size = (filter_size - 1) * dilation_rate + 1;
  switch (padding_type) {
    case VALID:
      // Integer division rounds towards zero: a slightly negative numerator still gives 0.
      *output_size = (input_size - effective_filter_size + stride) / stride;
      *padding_before = *padding_after = 0;
      break;
    case EXPLICIT:
      *output_size = (input_size + *padding_before + *padding_after - effective_filter_size +
                      stride) /
                     stride;
      break;
    case SAME: {
      *output_size = (input_size + stride - 1) / stride;
      const int64 padding_needed =
          std::max(int64{0}, (*output_size - 1) * stride + effective_filter_size - input_size);
      *padding_before = padding_needed / 2;
      *padding_after = padding_needed - *padding_before;  // the odd cell goes after
      break;
    }
  }
  if (*output_size < 0) {
    return errors::InvalidArgument("Computed output size would be negative: ", *output_size,
                                   " [input_size: ", input_size,
                                   ", effective_filter_size: ", effective_filter_size,
                                   ", stride: ", stride, "]");
  }
  return absl::OkStatus();
}

absl::Status Get3dOutputSizeV2(const std::array<int64, 3>& input,
                               const std::array<int64, 3>& window,
                               const std::array<int64, 3>& dilations,
                               const std::array<int64, 3>& strides, Padding padding_type,
                               std::array<int64, 3>* output_ptr,
                               std::array<int64, 3>* padding_ptr) {
  for (size_t i = 0; i < 3; ++i) {
    TF_RETURN_IF_ERROR(GetWindowedOutputSize(input[i], window[i],
                                             static_cast<int>(dilations[i]), strides[i],
                                             padding_type, &(*output_ptr)[i],
                                             &(*padding_ptr)[i]));
  }
  return absl::OkStatus();
}

}  // namespace tensorflow
