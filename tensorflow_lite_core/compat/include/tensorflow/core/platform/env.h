// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/platform/env.h.
#include "tensorflow_lite_core/platform/env.h"  // IWYU pragma: export
