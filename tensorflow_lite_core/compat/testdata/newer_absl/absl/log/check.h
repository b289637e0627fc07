// Stands in for a newer system Abseil's absl/log/check.h in absl_log_shim_test: the compat
// include tree must forward to it instead of using the framework's logging.
#define TFLC_TEST_NEWER_ABSL_CHECK_H 1
