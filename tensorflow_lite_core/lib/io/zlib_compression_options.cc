#include "tensorflow_lite_core/lib/io/zlib_compression_options.h"

#include <zlib.h>

namespace tensorflow {
namespace io {

ZlibCompressionOptions::ZlibCompressionOptions()
    : flush_mode(Z_NO_FLUSH),
      window_bits(MAX_WBITS),
      compression_level(Z_DEFAULT_COMPRESSION),
      compression_method(Z_DEFLATED),
      compression_strategy(Z_DEFAULT_STRATEGY) {}

}  // namespace io
}  // namespace tensorflow
