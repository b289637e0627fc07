// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/lib/strings/numbers.h.
#include "tensorflow_lite_core/lib/strings/numbers.h"  // IWYU pragma: export
