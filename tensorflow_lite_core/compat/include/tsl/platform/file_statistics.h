// TensorFlow's tsl/platform path for the header at tensorflow/core/platform/file_statistics.h.
#include "tensorflow/core/platform/file_statistics.h"  // IWYU pragma: export
