// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/framework/resource_base.h.
#include "tensorflow_lite_core/framework/resource_base.h"  // IWYU pragma: export
