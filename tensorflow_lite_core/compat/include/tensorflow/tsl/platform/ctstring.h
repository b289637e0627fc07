// TensorFlow's tensorflow/tsl/platform path for the header at tensorflow/core/platform/ctstring.h.
#include "tensorflow/core/platform/ctstring.h"  // IWYU pragma: export
