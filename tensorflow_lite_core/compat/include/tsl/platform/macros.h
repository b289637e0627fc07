// TensorFlow's tsl/platform path for the header at tensorflow/core/platform/macros.h.
#include "tensorflow/core/platform/macros.h"  // IWYU pragma: export
