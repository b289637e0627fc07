// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/lib/io/inputstream_interface.h.
#include "tensorflow_lite_core/lib/io/inputstream_interface.h"  // IWYU pragma: export
