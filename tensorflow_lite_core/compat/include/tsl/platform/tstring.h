// TensorFlow's tsl/platform path for the header at tensorflow/core/platform/tstring.h.
#include "tensorflow/core/platform/tstring.h"  // IWYU pragma: export
