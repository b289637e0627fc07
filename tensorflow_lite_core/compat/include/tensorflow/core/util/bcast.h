// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/util/bcast.h.
#include "tensorflow_lite_core/util/bcast.h"  // IWYU pragma: export
