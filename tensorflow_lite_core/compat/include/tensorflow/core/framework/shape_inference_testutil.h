// TensorFlow's include path for kernel tests; the code lives in tensorflow_lite_core/framework/shape_inference_testutil.h.
#include "tensorflow_lite_core/framework/shape_inference_testutil.h"  // IWYU pragma: export
