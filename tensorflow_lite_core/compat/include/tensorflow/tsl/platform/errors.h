// TensorFlow's tensorflow/tsl/platform path for the header at tensorflow/core/platform/errors.h.
#include "tensorflow/core/platform/errors.h"  // IWYU pragma: export
