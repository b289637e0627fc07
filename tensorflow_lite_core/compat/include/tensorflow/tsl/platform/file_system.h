// TensorFlow's tensorflow/tsl/platform path for the header at tensorflow/core/platform/file_system.h.
#include "tensorflow/core/platform/file_system.h"  // IWYU pragma: export
