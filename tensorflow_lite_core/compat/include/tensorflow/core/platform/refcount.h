// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/lib/core/refcount.h.
#include "tensorflow_lite_core/lib/core/refcount.h"  // IWYU pragma: export
