// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/lib/io/record_writer.h.
#include "tensorflow_lite_core/lib/io/record_writer.h"  // IWYU pragma: export
