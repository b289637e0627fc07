// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/lib/strings/str_util.h.
#include "tensorflow_lite_core/lib/strings/str_util.h"  // IWYU pragma: export
