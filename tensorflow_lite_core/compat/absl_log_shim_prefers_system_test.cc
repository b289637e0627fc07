// The absl/log shims of the include tree defer to a system Abseil that has absl/log: here a
// stand-in found after the include tree on the include path.
#include "absl/log/check.h"
#include "gtest/gtest.h"

namespace {

TEST(AbslLogShimTest, TheSystemHeaderWinsWhenThereIsOne) {
#ifdef TFLC_TEST_NEWER_ABSL_CHECK_H
  SUCCEED();
#else
  FAIL() << "the shim did not forward to the newer absl/log/check.h";
#endif
#ifdef CHECK_STREQ
  FAIL() << "the framework's logging was used although the system has absl/log/check.h";
#endif
}

}  // namespace
