// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/framework/dataset_stateful_op_allowlist.h.
#include "tensorflow_lite_core/framework/dataset_stateful_op_allowlist.h"  // IWYU pragma: export
