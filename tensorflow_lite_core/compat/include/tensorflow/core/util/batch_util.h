// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/util/batch_util.h.
#include "tensorflow_lite_core/util/batch_util.h"  // IWYU pragma: export
