// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/framework/tensor_util.h.
#include "tensorflow_lite_core/framework/tensor_util.h"  // IWYU pragma: export
