// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/lib/gtl/flatmap.h.
#include "tensorflow_lite_core/lib/gtl/flatmap.h"  // IWYU pragma: export
