// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/platform/demangle.h.
#include "tensorflow_lite_core/platform/demangle.h"  // IWYU pragma: export
