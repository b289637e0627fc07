// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/lib/gtl/array_slice.h.
#include "tensorflow_lite_core/lib/gtl/array_slice.h"  // IWYU pragma: export
