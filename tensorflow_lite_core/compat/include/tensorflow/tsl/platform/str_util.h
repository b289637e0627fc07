// TensorFlow's tensorflow/tsl/platform path for the header at tensorflow/core/platform/str_util.h.
#include "tensorflow/core/platform/str_util.h"  // IWYU pragma: export
