// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/platform/path.h.
#include "tensorflow_lite_core/platform/path.h"  // IWYU pragma: export
