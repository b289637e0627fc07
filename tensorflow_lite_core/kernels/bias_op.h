// BiasAdd's and BiasAddGrad's view of their input, shared by the CPU kernels (bias_op.cc) and the
// GPU kernel (bias_op_gpu.cc): the value as [outer, channels, inner], the channels being the last
// dimension in NHWC (inner 1) and the second in NCHW (outer the batch); a rank-2 value has its
// channels last in either layout.
#ifndef TENSORFLOW_LITE_CORE_KERNELS_BIAS_OP_H_
#define TENSORFLOW_LITE_CORE_KERNELS_BIAS_OP_H_

#include <string>

#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {

struct BiasLayout {
  // InvalidArgument, in TensorFlow's words, for a value of rank below 2.
  absl::Status Init(const TensorShape& value, const std::string& data_format) {
    if (value.dims() < 2) {
      return errors::InvalidArgument("Input tensor must be at least 2D: ", value.DebugString());
    }
    const int channel = data_format == "NCHW" && value.dims() >= 3 ? 1 : value.dims() - 1;
    outer = inner = 1;
    for (int d = 0; d < channel; ++d) outer *= value.dim_size(d);
    for (int d = channel + 1; d < value.dims(); ++d) inner *= value.dim_size(d);
    channels = value.dim_size(channel);
    return OkStatus();
  }

  // Init, then BiasAdd's checks of `bias` against it, in TensorFlow's words.
  absl::Status InitForBiasAdd(const TensorShape& value, const TensorShape& bias,
                              const std::string& data_format) {
    TF_RETURN_IF_ERROR(Init(value, data_format));
    if (bias.dims() != 1) {
      return errors::InvalidArgument("Biases must be 1D: ", bias.DebugString());
    }
    if (bias.dim_size(0) != channels) {
      return errors::InvalidArgument(
          "Must provide as many biases as the last dimension of the input tensor: ",
          bias.DebugString(), " vs. ", value.DebugString());
    }
    return OkStatus();
  }

  int64 outer = 1;
  int64 channels = 0;
  int64 inner = 1;
};

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_KERNELS_BIAS_OP_H_
