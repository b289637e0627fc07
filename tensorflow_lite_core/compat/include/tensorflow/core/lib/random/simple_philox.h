// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/lib/random/simple_philox.h.
#include "tensorflow_lite_core/lib/random/simple_philox.h"  // IWYU pragma: export
