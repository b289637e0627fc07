// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/platform/status.h.
#include "tensorflow_lite_core/platform/status.h"  // IWYU pragma: export
