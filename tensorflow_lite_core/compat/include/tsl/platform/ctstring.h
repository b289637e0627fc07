// TensorFlow's include path for TF_TString; it lives in tensorflow_lite_core/platform/ctstring.h.
#include "tensorflow_lite_core/platform/ctstring.h"  // IWYU pragma: export
