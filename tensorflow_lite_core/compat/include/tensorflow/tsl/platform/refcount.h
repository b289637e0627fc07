// TensorFlow's tensorflow/tsl/platform path for the header at tensorflow/core/platform/refcount.h.
#include "tensorflow/core/platform/refcount.h"  // IWYU pragma: export
