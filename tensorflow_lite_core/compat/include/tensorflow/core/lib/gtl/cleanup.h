// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/lib/gtl/cleanup.h.
#include "tensorflow_lite_core/lib/gtl/cleanup.h"  // IWYU pragma: export
