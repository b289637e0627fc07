// TensorFlow's tsl/platform path for the header at tensorflow/core/platform/status_matchers.h.
#include "tensorflow/core/platform/status_matchers.h"  // IWYU pragma: export
