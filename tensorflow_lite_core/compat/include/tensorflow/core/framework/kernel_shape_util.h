// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/framework/kernel_shape_util.h.
#include "tensorflow_lite_core/framework/kernel_shape_util.h"  // IWYU pragma: export
