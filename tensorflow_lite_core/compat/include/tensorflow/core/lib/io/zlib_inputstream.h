// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/lib/io/zlib_inputstream.h.
#include "tensorflow_lite_core/lib/io/zlib_inputstream.h"  // IWYU pragma: export
