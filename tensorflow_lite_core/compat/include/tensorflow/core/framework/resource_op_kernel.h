// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/framework/resource_op_kernel.h.
#include "tensorflow_lite_core/framework/resource_op_kernel.h"  // IWYU pragma: export
