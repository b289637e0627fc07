#include "tensorflow_lite_core/lib/io/inputstream_interface.h"

#include <algorithm>

#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace io {

absl::Status InputStreamInterface::SkipNBytes(int64 bytes_to_skip) {
  if (bytes_to_skip < 0) return errors::InvalidArgument("Can't skip a negative number of bytes");
  // In pieces, so that skipping far never holds much memory.
  constexpr int64 kPiece = 8 << 20;
  tstring unused;
  while (bytes_to_skip > 0) {
    const int64 piece = std::min(kPiece, bytes_to_skip);
    TF_RETURN_IF_ERROR(ReadNBytes(piece, &unused));
    bytes_to_skip -= piece;
  }
  return absl::OkStatus();
}

}  // namespace io
}  // namespace tensorflow
