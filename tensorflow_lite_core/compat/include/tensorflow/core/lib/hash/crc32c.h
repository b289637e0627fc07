// TensorFlow's include path for custom ops; the code lives in tensorflow_lite_core/lib/hash/crc32c.h.
#include "tensorflow_lite_core/lib/hash/crc32c.h"  // IWYU pragma: export
