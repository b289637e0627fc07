// TensorFlow's io::InputStreamInterface: bytes read front to back, with the position known and a
// way back to the start. Not safe for use from several threads at once.
#ifndef TENSORFLOW_LITE_CORE_LIB_IO_INPUTSTREAM_INTERFACE_H_
#define TENSORFLOW_LITE_CORE_LIB_IO_INPUTSTREAM_INTERFACE_H_

#include "tensorflow_lite_core/platform/macros.h"
#include "tensorflow_lite_core/platform/status.h"
#include "tensorflow_lite_core/platform/types.h"

namespace tensorflow {
namespace io {

class InputStreamInterface {
 public:
  InputStreamInterface() = default;
  virtual ~InputStreamInterface() = default;
  TF_DISALLOW_COPY_AND_ASSIGN(InputStreamInterface);

  // The next `bytes_to_read` bytes into `*result`. OutOfRange when the stream ends first;
  // `*result` then holds the bytes there were.
  virtual absl::Status ReadNBytes(int64 bytes_to_read, tstring* result) = 0;

  // Moves past the next `bytes_to_skip` bytes (InvalidArgument if negative); OutOfRange when the
  // stream ends first. This default reads them and drops them.
  virtual absl::Status SkipNBytes(int64 bytes_to_skip);

  // The position from the start: the stream's length after reading or skipping past its end;
  // -1 on error.
  virtual int64 Tell() const = 0;

  // Back to the start.
  virtual absl::Status Reset() = 0;
};

}  // namespace io
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_LIB_IO_INPUTSTREAM_INTERFACE_H_
