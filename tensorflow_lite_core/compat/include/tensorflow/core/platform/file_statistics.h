// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/platform/file_system.h.
#include "tensorflow_lite_core/platform/file_system.h"  // IWYU pragma: export
