// TensorFlow's include path for C API plugins; the declarations live in tensorflow_lite_core/c/tf_tstring.h.
#include "tensorflow_lite_core/c/tf_tstring.h"  // IWYU pragma: export
