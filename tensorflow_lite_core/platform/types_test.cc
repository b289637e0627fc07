#include "tensorflow_lite_core/platform/types.h"

#include <cstdint>

#include "gtest/gtest.h"

namespace tensorflow {
namespace {

TEST(TypesTest, IntegerLimitsAreTensorFlows) {
  EXPECT_EQ(kint32max, 2147483647);
  EXPECT_EQ(kint32min, -kint32max - 1);
  EXPECT_EQ(kint64max, INT64_MAX);
  EXPECT_EQ(kint64min, INT64_MIN);
  EXPECT_EQ(kint8min, -128);
  EXPECT_EQ(kint16max, 32767);
  EXPECT_EQ(kuint8max, 255);
  EXPECT_EQ(kuint16max, 65535);
  EXPECT_EQ(kuint32max, 4294967295u);
  EXPECT_EQ(kuint64max, UINT64_MAX);
  static_assert(sizeof(int64) == 8 && sizeof(uint8) == 1, "TensorFlow's widths");
  const string text = "std::string";
  EXPECT_EQ(text.size(), 11u);
}

}  // namespace
}  // namespace tensorflow
