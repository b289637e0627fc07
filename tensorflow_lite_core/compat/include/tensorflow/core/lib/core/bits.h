// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/lib/core/bits.h.
#include "tensorflow_lite_core/lib/core/bits.h"  // IWYU pragma: export
