// TensorFlow's tsl/platform path for the header at tensorflow/core/platform/test.h.
#include "tensorflow/core/platform/test.h"  // IWYU pragma: export
