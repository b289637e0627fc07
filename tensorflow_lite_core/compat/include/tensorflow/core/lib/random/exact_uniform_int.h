// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/lib/random/exact_uniform_int.h.
#include "tensorflow_lite_core/lib/random/exact_uniform_int.h"  // IWYU pragma: export
