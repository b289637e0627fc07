// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/lib/random/random_distributions_utils.h.
#include "tensorflow_lite_core/lib/random/random_distributions_utils.h"  // IWYU pragma: export
