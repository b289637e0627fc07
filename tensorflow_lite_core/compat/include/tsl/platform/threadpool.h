// TensorFlow's tsl/platform path for the header at tensorflow/core/platform/threadpool.h.
#include "tensorflow/core/platform/threadpool.h"  // IWYU pragma: export
