// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/framework/resource_handle.h.
#include "tensorflow_lite_core/framework/resource_handle.h"  // IWYU pragma: export
