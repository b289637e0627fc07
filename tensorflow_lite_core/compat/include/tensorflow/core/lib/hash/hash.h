// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/platform/hash.h.
#include "tensorflow_lite_core/platform/hash.h"  // IWYU pragma: export
