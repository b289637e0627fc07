// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/framework/lookup_interface.h.
#include "tensorflow_lite_core/framework/lookup_interface.h"  // IWYU pragma: export
