// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/lib/gtl/inlined_vector.h.
#include "tensorflow_lite_core/lib/gtl/inlined_vector.h"  // IWYU pragma: export
