// TensorFlow's include path for TF_ASSERT_OK / TF_EXPECT_OK; the code lives in
// tensorflow_lite_core/platform/status_test_util.h. Like TensorFlow's, it brings platform/test.h.
#include "tensorflow/core/platform/test.h"  // IWYU pragma: export
#include "tensorflow_lite_core/platform/status_test_util.h"  // IWYU pragma: export
