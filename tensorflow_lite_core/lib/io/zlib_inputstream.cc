#include "tensorflow_lite_core/lib/io/zlib_inputstream.h"

#include <zlib.h>

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/logging.h"

namespace tensorflow {
namespace io {

// The output buffer holds inflated bytes: [0, next_unread) read, [next_unread, stream.next_out)
// not yet read. The input buffer holds compressed bytes; stream.next_in/avail_in are the unread.
struct ZStreamDef {
  ZStreamDef(size_t input_bytes, size_t output_bytes)
      : input(std::max<size_t>(input_bytes, 1)), output(std::max<size_t>(output_bytes, 1)) {
    std::memset(&stream, 0, sizeof(stream));
  }

  Bytef* input_begin() { return input.data(); }
  Bytef* output_begin() { return output.data(); }
  size_t unread_output() const { return static_cast<size_t>(stream.next_out - next_unread); }

  void ClearBuffers() {
    stream.next_in = input_begin();
    stream.avail_in = 0;
    stream.next_out = output_begin();
    stream.avail_out = static_cast<uInt>(output.size());
    next_unread = output_begin();
  }

  z_stream stream;
  bool initialized = false;
  std::vector<Bytef> input;
  std::vector<Bytef> output;
  Bytef* next_unread = nullptr;
};

ZlibInputStream::ZlibInputStream(InputStreamInterface* input_stream, size_t input_buffer_bytes,
                                 size_t output_buffer_bytes,
                                 const ZlibCompressionOptions& zlib_options,
                                 bool owns_input_stream)
    : input_(input_stream),
      owns_input_(owns_input_stream),
      options_(zlib_options),
      zstream_(new ZStreamDef(input_buffer_bytes, output_buffer_bytes)) {
  zstream_->ClearBuffers();
  const int status = inflateInit2(&zstream_->stream, options_.window_bits);
  zstream_->initialized = status == Z_OK;
  if (status != Z_OK) {
    init_error_ = true;
    CHECK(options_.soft_fail_on_error)
        << "inflateInit2 failed with status " << status << " for window_bits "
        << static_cast<int>(options_.window_bits);
  }
}

ZlibInputStream::ZlibInputStream(InputStreamInterface* input_stream, size_t input_buffer_bytes,
                                 size_t output_buffer_bytes,
                                 const ZlibCompressionOptions& zlib_options)
    : ZlibInputStream(input_stream, input_buffer_bytes, output_buffer_bytes, zlib_options,
                      /*owns_input_stream=*/false) {}

ZlibInputStream::~ZlibInputStream() {
  if (zstream_->initialized) inflateEnd(&zstream_->stream);
  if (owns_input_) delete input_;
}

absl::Status ZlibInputStream::Reset() {
  if (init_error_) return errors::DataLoss("zlib could not be set up for these options");
  TF_RETURN_IF_ERROR(input_->Reset());
  inflateReset(&zstream_->stream);
  zstream_->ClearBuffers();
  bytes_read_ = 0;
  return absl::OkStatus();
}

absl::Status ZlibInputStream::ReadFromStream() {
  z_stream& stream = zstream_->stream;
  // Unread compressed bytes move to the front; the rest of the buffer is filled after them.
  const size_t kept = stream.avail_in;
  if (kept > 0 && stream.next_in != zstream_->input_begin()) {
    std::memmove(zstream_->input_begin(), stream.next_in, kept);
  }
  stream.next_in = zstream_->input_begin();
  const size_t wanted = zstream_->input.size() - kept;
  tstring data;
  const absl::Status status = input_->ReadNBytes(static_cast<int64>(wanted), &data);
  if (!status.ok() && !errors::IsOutOfRange(status)) return status;
  std::memcpy(zstream_->input_begin() + kept, data.data(), data.size());
  stream.avail_in = static_cast<uInt>(kept + data.size());
  if (data.empty() && errors::IsOutOfRange(status)) return status;
  return absl::OkStatus();
}

absl::Status ZlibInputStream::Inflate() {
  z_stream& stream = zstream_->stream;
  const int error = inflate(&stream, options_.flush_mode);
  if (error == Z_STREAM_END) {
    // Whatever follows is another stream (a further gzip member, say): start on it afresh.
    inflateReset(&stream);
    return absl::OkStatus();
  }
  if (error != Z_OK && error != Z_BUF_ERROR) {
    std::string message = "inflate() failed with error " + std::to_string(error);
    if (stream.msg != nullptr) message += std::string(": ") + stream.msg;
    return errors::DataLoss(message);
  }
  return absl::OkStatus();
}

size_t ZlibInputStream::ReadBytesFromCache(size_t bytes_to_read, tstring* result) {
  const size_t taken = std::min(bytes_to_read, zstream_->unread_output());
  if (taken > 0) {
    result->append(reinterpret_cast<const char*>(zstream_->next_unread), taken);
    zstream_->next_unread += taken;
    bytes_read_ += static_cast<int64>(taken);
  }
  return taken;
}

absl::Status ZlibInputStream::ReadNBytes(int64 bytes_to_read, tstring* result) {
  result->clear();
  if (init_error_) return errors::DataLoss("zlib could not be set up for these options");
  if (bytes_to_read < 0) {
    return errors::InvalidArgument("Can't read a negative number of bytes: ", bytes_to_read);
  }
  size_t remaining = static_cast<size_t>(bytes_to_read);
  remaining -= ReadBytesFromCache(remaining, result);
  z_stream& stream = zstream_->stream;
  while (remaining > 0) {
    // The cached output is used up: inflate into the whole buffer again.
    stream.next_out = zstream_->output_begin();
    stream.avail_out = static_cast<uInt>(zstream_->output.size());
    zstream_->next_unread = zstream_->output_begin();
    if (stream.avail_in == 0) TF_RETURN_IF_ERROR(ReadFromStream());
    TF_RETURN_IF_ERROR(Inflate());
    remaining -= ReadBytesFromCache(remaining, result);
  }
  return absl::OkStatus();
}

int64 ZlibInputStream::Tell() const { return bytes_read_; }

}  // namespace io
}  // namespace tensorflow
