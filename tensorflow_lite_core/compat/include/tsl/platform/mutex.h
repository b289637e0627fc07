// TensorFlow's tsl/platform path for the header at tensorflow/core/platform/mutex.h.
#include "tensorflow/core/platform/mutex.h"  // IWYU pragma: export
