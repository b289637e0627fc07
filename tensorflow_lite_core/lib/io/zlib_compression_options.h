// TensorFlow's io::ZlibCompressionOptions: how a zlib stream is framed (zlib, gzip or raw
// deflate, chosen by window_bits) and buffered. The field defaults are zlib's (set in the .cc,
// which alone includes zlib.h).
#ifndef TENSORFLOW_LITE_CORE_LIB_IO_ZLIB_COMPRESSION_OPTIONS_H_
#define TENSORFLOW_LITE_CORE_LIB_IO_ZLIB_COMPRESSION_OPTIONS_H_

#include <cstdint>

namespace tensorflow {
namespace io {

class ZlibCompressionOptions {
 public:
  ZlibCompressionOptions();

  // A zlib header and Adler-32 trailer.
  static ZlibCompressionOptions DEFAULT();
  // Raw deflate data: no header, no checksum.
  static ZlibCompressionOptions RAW();
  // A gzip header and CRC-32 trailer.
  static ZlibCompressionOptions GZIP();

  int8_t flush_mode;                       // Z_NO_FLUSH
  int64_t input_buffer_size = 256 << 10;   // bytes of compressed input held at once
  int64_t output_buffer_size = 256 << 10;  // bytes of inflated output held at once
  // 8..15: zlib framing with a window of 2^window_bits; -8..-15: raw deflate; 16 + (8..15):
  // gzip; 0 (inflating only): the window the zlib header names. MAX_WBITS (15) by default.
  int8_t window_bits;
  int8_t compression_level;     // Z_DEFAULT_COMPRESSION
  int8_t compression_method;    // Z_DEFLATED, the only one
  int8_t mem_level = 9;
  int8_t compression_strategy;  // Z_DEFAULT_STRATEGY
  // When zlib cannot be set up: ReadNBytes answers an error instead of the process aborting.
  bool soft_fail_on_error = false;  // NOLINT
};

inline ZlibCompressionOptions ZlibCompressionOptions::DEFAULT() { return ZlibCompressionOptions(); }

inline ZlibCompressionOptions ZlibCompressionOptions::RAW() {
  ZlibCompressionOptions options;
  options.window_bits = -options.window_bits;
  return options;
}

inline ZlibCompressionOptions ZlibCompressionOptions::GZIP() {
  ZlibCompressionOptions options;
  options.window_bits = options.window_bits + 16;
  return options;
}

}  // namespace io
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_LIB_IO_ZLIB_COMPRESSION_OPTIONS_H_
