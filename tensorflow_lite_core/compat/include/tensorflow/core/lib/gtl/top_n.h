// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/lib/gtl/top_n.h.
#include "tensorflow_lite_core/lib/gtl/top_n.h"  // IWYU pragma: export
