// TensorFlow's tensorflow/tsl/platform path for the header at tensorflow/core/platform/types.h.
#include "tensorflow/core/platform/types.h"  // IWYU pragma: export
