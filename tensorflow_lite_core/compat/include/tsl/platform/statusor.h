// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/platform/statusor.h.
#include "tensorflow_lite_core/platform/statusor.h"  // IWYU pragma: export
