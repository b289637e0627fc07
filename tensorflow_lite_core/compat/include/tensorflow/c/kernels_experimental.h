// TensorFlow's include path for C API plugins; the declarations live in tensorflow_lite_core/c/kernels_experimental.h.
#include "tensorflow_lite_core/c/kernels_experimental.h"  // IWYU pragma: export
