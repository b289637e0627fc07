// TensorFlow's tensorflow/tsl/platform path for the header at tensorflow/core/platform/random.h.
#include "tensorflow/core/platform/random.h"  // IWYU pragma: export
