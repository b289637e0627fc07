#include "tensorflow_lite_core/framework/ops_util.h"

#include <algorithm>
#include <cctype>

#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/logging.h"

namespace tensorflow {

absl::Status GetBroadcastSize(int index, int in_size, int ksize, int stride, int pad_size,
                              int* bindex, int* bsize) {
  if (index * stride > in_size) {
    return errors::InvalidArgument("index * stride must be less than or equal to input size");
  }
  *bindex = index * stride - pad_size;
  *bsize = ksize;
  if (*bindex < 0) {
    // The window starts in the padding: it covers fewer input cells, from the first.
    *bsize += *bindex;
    *bindex = 0;
  }
  // A window running past the end keeps what is left of the input (measured with the full
  // window size, as TensorFlow does).
  if (*bindex + ksize > in_size) *bsize = std::min(in_size - *bindex, ksize);
  return absl::OkStatus();
}

Eigen::PaddingType BrainPadding2EigenPadding(Padding padding) {
  switch (padding) {
    case VALID:
      return Eigen::PADDING_VALID;
    case SAME:
      return Eigen::PADDING_SAME;
    case EXPLICIT:
      break;
  }
  LOG(FATAL) << "Eigen does not have explicit padding enum value";
}

std::string SanitizeThreadSuffix(std::string suffix) {
  for (char& c : suffix) {
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '_') c = '_';
  }
  return suffix;
}

}  // namespace tensorflow
