// TensorFlow's tsl/platform path for the header at tensorflow/core/platform/thread_annotations.h.
#include "tensorflow/core/platform/thread_annotations.h"  // IWYU pragma: export
