// TensorFlow's tensorflow/tsl/platform path for the header at tensorflow/core/platform/path.h.
#include "tensorflow/core/platform/path.h"  // IWYU pragma: export
