// Abseil's absl/log/absl_log.h for op libraries: the system Abseil's when it has one (Abseil
// 20230125 and later), otherwise the same macros over this framework's logging
// (tensorflow_lite_core/platform/absl_log_names.h): Debian 12's Abseil 20220623 has no
// absl/log. README.md lists what the fallback provides.
#if __has_include_next(<absl/log/absl_log.h>)
#include_next <absl/log/absl_log.h>  // IWYU pragma: export
#else
#include "tensorflow_lite_core/platform/absl_log_names.h"  // IWYU pragma: export
#endif
