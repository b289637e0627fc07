// TensorFlow's tensorflow/tsl/platform path for the header at tensorflow/core/platform/logging.h.
#include "tensorflow/core/platform/logging.h"  // IWYU pragma: export
