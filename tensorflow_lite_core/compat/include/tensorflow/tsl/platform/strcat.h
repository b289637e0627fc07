// TensorFlow's tensorflow/tsl/platform path for the header at tensorflow/core/platform/strcat.h.
#include "tensorflow/core/platform/strcat.h"  // IWYU pragma: export
