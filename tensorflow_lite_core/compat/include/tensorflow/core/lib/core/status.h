// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/platform/status.h.
#include "tensorflow_lite_core/platform/status.h"  // IWYU pragma: export
// TensorFlow's status.h also brings in errors:: and the integer and string type names.
#include "tensorflow_lite_core/platform/errors.h"  // IWYU pragma: export
#include "tensorflow_lite_core/platform/types.h"  // IWYU pragma: export
