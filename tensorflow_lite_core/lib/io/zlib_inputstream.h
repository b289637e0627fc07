// TensorFlow's io::ZlibInputStream: the inflated bytes of another input stream holding zlib,
// gzip or raw deflate data (as the options' window_bits say). Concatenated streams (gzip members)
// read as one. Not safe for use from several threads at once.
#ifndef TENSORFLOW_LITE_CORE_LIB_IO_ZLIB_INPUTSTREAM_H_
#define TENSORFLOW_LITE_CORE_LIB_IO_ZLIB_INPUTSTREAM_H_

#include <memory>

#include "tensorflow_lite_core/lib/io/inputstream_interface.h"
#include "tensorflow_lite_core/lib/io/zlib_compression_options.h"
#include "tensorflow_lite_core/platform/macros.h"
#include "tensorflow_lite_core/platform/status.h"
#include "tensorflow_lite_core/platform/types.h"

namespace tensorflow {
namespace io {

// zlib's state and the two buffers; zlib.h stays out of this header.
struct ZStreamDef;

class ZlibInputStream : public InputStreamInterface {
 public:
  // Reads `input_stream` (which must outlive this, and is deleted with it only if
  // `owns_input_stream`) `input_buffer_bytes` at a time, inflating up to `output_buffer_bytes`
  // at a time. If zlib cannot be set up for the options, this aborts, or with
  // `soft_fail_on_error` ReadNBytes answers DataLoss.
  ZlibInputStream(InputStreamInterface* input_stream, size_t input_buffer_bytes,
                  size_t output_buffer_bytes, const ZlibCompressionOptions& zlib_options,
                  bool owns_input_stream);
  ZlibInputStream(InputStreamInterface* input_stream, size_t input_buffer_bytes,
                  size_t output_buffer_bytes, const ZlibCompressionOptions& zlib_options);
  ~ZlibInputStream() override;

  // OutOfRange when the input ends first (a truncated stream included), with the bytes there
  // were; DataLoss when the data is not what the options say (zlib's message included); the
  // input's own errors as they are.
  absl::Status ReadNBytes(int64 bytes_to_read, tstring* result) override;
  // Inflated bytes read or skipped so far.
  int64 Tell() const override;
  // Resets the input and starts inflating anew.
  absl::Status Reset() override;

 private:
  // Keeps the unread compressed bytes and appends more from the input after them. OutOfRange
  // only when the input had nothing more.
  absl::Status ReadFromStream();
  // Inflates into the (empty) output buffer.
  absl::Status Inflate();
  // Appends up to `bytes_to_read` inflated, unread bytes to `*result`; returns how many.
  size_t ReadBytesFromCache(size_t bytes_to_read, tstring* result);

  InputStreamInterface* const input_;
  const bool owns_input_;
  const ZlibCompressionOptions options_;
  std::unique_ptr<ZStreamDef> zstream_;
  bool init_error_ = false;
  int64 bytes_read_ = 0;

  TF_DISALLOW_COPY_AND_ASSIGN(ZlibInputStream);
};

}  // namespace io
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_LIB_IO_ZLIB_INPUTSTREAM_H_
