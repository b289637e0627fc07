// TensorFlow's tensorflow/tsl/platform path for the header at tensorflow/core/platform/statusor.h.
#include "tensorflow/core/platform/statusor.h"  // IWYU pragma: export
