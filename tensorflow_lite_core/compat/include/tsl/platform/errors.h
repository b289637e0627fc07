// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/platform/errors.h.
#include "tensorflow_lite_core/platform/errors.h"  // IWYU pragma: export
