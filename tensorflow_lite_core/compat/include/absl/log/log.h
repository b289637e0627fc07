// Abseil's absl/log/log.h for op libraries: the system Abseil's when it has one (Abseil
// 20230125 and later), otherwise the same macros over this framework's logging
// (tensorflow_lite_core/platform/logging.h): Debian 12's Abseil 20220623 has no
// absl/log. README.md lists what the fallback provides.
#if __has_include_next(<absl/log/log.h>)
#include_next <absl/log/log.h>  // IWYU pragma: export
#else
#include "tensorflow_lite_core/platform/logging.h"  // IWYU pragma: export
#endif
