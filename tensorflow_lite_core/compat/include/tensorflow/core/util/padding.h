// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/util/padding.h.
#include "tensorflow_lite_core/util/padding.h"  // IWYU pragma: export
