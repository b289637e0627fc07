// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/framework/gpu_kernel_helper.h.
#include "tensorflow_lite_core/framework/gpu_kernel_helper.h"  // IWYU pragma: export
