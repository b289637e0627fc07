// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/framework/bounds_check.h.
#include "tensorflow_lite_core/framework/bounds_check.h"  // IWYU pragma: export
