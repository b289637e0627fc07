// TensorFlow's include path for kernel tests; the code lives in tensorflow_lite_core/platform/status_matchers.h.
#include "tensorflow_lite_core/platform/status_matchers.h"  // IWYU pragma: export
