// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/framework/protos.h.
#include "tensorflow_lite_core/framework/protos.h"  // IWYU pragma: export
