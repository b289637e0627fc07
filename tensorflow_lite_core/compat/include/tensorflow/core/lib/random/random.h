// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/lib/random/random.h.
#include "tensorflow_lite_core/lib/random/random.h"  // IWYU pragma: export
