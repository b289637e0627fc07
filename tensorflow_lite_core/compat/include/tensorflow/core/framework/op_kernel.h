// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/framework/op_kernel.h.
#include "tensorflow_lite_core/framework/op_kernel.h"  // IWYU pragma: export
// TensorFlow's op_kernel.h also brings in mutex and mutex_lock.
#include "tensorflow_lite_core/platform/mutex.h"  // IWYU pragma: export
