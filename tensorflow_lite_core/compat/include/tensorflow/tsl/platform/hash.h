// TensorFlow's tensorflow/tsl/platform path for the header at tensorflow/core/platform/hash.h.
#include "tensorflow/core/platform/hash.h"  // IWYU pragma: export
