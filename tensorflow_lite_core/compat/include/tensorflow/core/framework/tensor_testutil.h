// TensorFlow's include path for kernel tests; the code lives in tensorflow_lite_core/kernels/tensor_testutil.h.
#include "tensorflow_lite_core/kernels/tensor_testutil.h"  // IWYU pragma: export
