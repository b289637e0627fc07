// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/lib/io/zlib_compression_options.h.
#include "tensorflow_lite_core/lib/io/zlib_compression_options.h"  // IWYU pragma: export
