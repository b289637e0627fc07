// TensorFlow's tensorflow/tsl/platform path for the header at tensorflow/core/platform/status.h.
#include "tensorflow/core/platform/status.h"  // IWYU pragma: export
