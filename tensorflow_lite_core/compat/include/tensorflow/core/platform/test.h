// TensorFlow's include path for tests: GoogleTest and GoogleMock, and the platform's types and
// macros (int64, TF_PREDICT_FALSE...), as TensorFlow's test.h gives them.
#include "gmock/gmock.h"  // IWYU pragma: export
#include "gtest/gtest.h"  // IWYU pragma: export
#include "tensorflow_lite_core/platform/macros.h"  // IWYU pragma: export
#include "tensorflow_lite_core/platform/types.h"  // IWYU pragma: export
