// Abseil's ABSL_-prefixed logging macros (absl/log/absl_check.h, absl/log/absl_log.h) as names
// for this framework's logging, for op libraries built where the system Abseil has no absl/log
// (Debian 12's 20220623). The compat include tree uses this only in that case.
#ifndef TENSORFLOW_LITE_CORE_PLATFORM_ABSL_LOG_NAMES_H_
#define TENSORFLOW_LITE_CORE_PLATFORM_ABSL_LOG_NAMES_H_

#include "tensorflow_lite_core/platform/logging.h"

#define ABSL_CHECK(condition) CHECK(condition)
#define ABSL_CHECK_EQ(a, b) CHECK_EQ(a, b)
#define ABSL_CHECK_NE(a, b) CHECK_NE(a, b)
#define ABSL_CHECK_LE(a, b) CHECK_LE(a, b)
#define ABSL_CHECK_LT(a, b) CHECK_LT(a, b)
#define ABSL_CHECK_GE(a, b) CHECK_GE(a, b)
#define ABSL_CHECK_GT(a, b) CHECK_GT(a, b)
#define ABSL_CHECK_OK(expression) CHECK_OK(expression)
#define ABSL_CHECK_STREQ(a, b) CHECK_STREQ(a, b)
#define ABSL_CHECK_STRNE(a, b) CHECK_STRNE(a, b)
#define ABSL_QCHECK(condition) QCHECK(condition)
#define ABSL_QCHECK_EQ(a, b) QCHECK_EQ(a, b)
#define ABSL_QCHECK_NE(a, b) QCHECK_NE(a, b)
#define ABSL_QCHECK_LE(a, b) QCHECK_LE(a, b)
#define ABSL_QCHECK_LT(a, b) QCHECK_LT(a, b)
#define ABSL_QCHECK_GE(a, b) QCHECK_GE(a, b)
#define ABSL_QCHECK_GT(a, b) QCHECK_GT(a, b)
#define ABSL_QCHECK_OK(expression) QCHECK_OK(expression)
#define ABSL_DCHECK(condition) DCHECK(condition)
#define ABSL_DCHECK_EQ(a, b) DCHECK_EQ(a, b)
#define ABSL_DCHECK_NE(a, b) DCHECK_NE(a, b)
#define ABSL_DCHECK_LE(a, b) DCHECK_LE(a, b)
#define ABSL_DCHECK_LT(a, b) DCHECK_LT(a, b)
#define ABSL_DCHECK_GE(a, b) DCHECK_GE(a, b)
#define ABSL_DCHECK_GT(a, b) DCHECK_GT(a, b)
#define ABSL_DCHECK_OK(expression) DCHECK_OK(expression)

#define ABSL_LOG(severity) LOG(severity)
#define ABSL_LOG_IF(severity, condition) LOG_IF(severity, condition)
#define ABSL_LOG_EVERY_N(severity, n) LOG_EVERY_N(severity, n)
#define ABSL_LOG_FIRST_N(severity, n) LOG_FIRST_N(severity, n)
#define ABSL_DLOG(severity) DLOG(severity)
#define ABSL_DLOG_IF(severity, condition) DLOG_IF(severity, condition)
#define ABSL_VLOG(level) VLOG(level)

#endif  // TENSORFLOW_LITE_CORE_PLATFORM_ABSL_LOG_NAMES_H_
