// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/util/env_var.h.
#include "tensorflow_lite_core/util/env_var.h"  // IWYU pragma: export
