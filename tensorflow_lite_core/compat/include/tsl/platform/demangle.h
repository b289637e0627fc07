// TensorFlow's tsl/platform path for the header at tensorflow/core/platform/demangle.h.
#include "tensorflow/core/platform/demangle.h"  // IWYU pragma: export
