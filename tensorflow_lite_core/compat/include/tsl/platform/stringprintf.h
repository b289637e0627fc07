// TensorFlow's tsl/platform path for the header at tensorflow/core/platform/stringprintf.h.
#include "tensorflow/core/platform/stringprintf.h"  // IWYU pragma: export
