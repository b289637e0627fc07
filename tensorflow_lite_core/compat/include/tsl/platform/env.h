// TensorFlow's tsl/platform path for the header at tensorflow/core/platform/env.h.
#include "tensorflow/core/platform/env.h"  // IWYU pragma: export
