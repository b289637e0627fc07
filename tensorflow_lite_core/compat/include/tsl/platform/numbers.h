// TensorFlow's tsl/platform path for the header at tensorflow/core/platform/numbers.h.
#include "tensorflow/core/platform/numbers.h"  // IWYU pragma: export
