// TensorFlow's include path for kernel tests; the code lives in tensorflow_lite_core/framework/fake_input.h.
#include "tensorflow_lite_core/framework/fake_input.h"  // IWYU pragma: export
