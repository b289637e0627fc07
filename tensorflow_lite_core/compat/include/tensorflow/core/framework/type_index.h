// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/framework/type_index.h.
#include "tensorflow_lite_core/framework/type_index.h"  // IWYU pragma: export
