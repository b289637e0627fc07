// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/util/strided_slice_op.h.
#include "tensorflow_lite_core/util/strided_slice_op.h"  // IWYU pragma: export
