// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/util/tensor_format.h.
#include "tensorflow_lite_core/util/tensor_format.h"  // IWYU pragma: export
