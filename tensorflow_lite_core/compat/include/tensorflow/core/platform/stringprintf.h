// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/lib/strings/stringprintf.h.
#include "tensorflow_lite_core/lib/strings/stringprintf.h"  // IWYU pragma: export
