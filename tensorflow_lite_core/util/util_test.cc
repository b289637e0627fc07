#include "tensorflow_lite_core/util/util.h"

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/testing/tf_reference/tf_reference.h"

namespace tensorflow {
namespace {

using tf_reference::Unescape;

TEST(UtilTest, SliceDebugStringMatchesTensorFlow) {
  for (const auto& row : tf_reference::Rows("io", "slice_debug_string")) {
    const std::vector<int64> dims = tf_reference::IntList(row[0]);
    EXPECT_EQ(SliceDebugString(TensorShape(dims), tf_reference::Int(row[1])), Unescape(row[2]))
        << row[0] << " at " << row[1];
  }
  // TensorFlow 2.21 divides by zero here; no element of such a tensor can be named.
  EXPECT_EQ(SliceDebugString(TensorShape({3, 0}), 0), "[0,0]");
}

TEST(UtilTest, PrintMemoryMatchesTensorFlowForAsciiAndItsDocumentationBeyond) {
  for (const auto& row : tf_reference::Rows("io", "print_memory")) {
    const std::string bytes = Unescape(row[0]);
    bool ascii = true;
    for (char c : bytes) ascii = ascii && static_cast<unsigned char>(c) < 0x80;
    // TensorFlow 2.21 prints bytes from 0x80 up as signed chars, cut to two characters.
    if (ascii) {
      EXPECT_EQ(PrintMemory(bytes.data(), bytes.size()), Unescape(row[1])) << row[0];
    }
  }
  EXPECT_EQ(PrintMemory("\x00\x01\xef\xcd", 4), " 00 01 ef cd");
}

TEST(UtilTest, NodeNamePrefixesMatchTensorFlow) {
  for (const auto& row : tf_reference::Rows("io", "node_name_prefix")) {
    const std::string name = Unescape(row[0]);
    EXPECT_EQ(NodeNamePrefix(name), Unescape(row[1])) << name;
    EXPECT_EQ(NodeNameFullPrefix(name), Unescape(row[2])) << name;
  }
}

TEST(UtilTest, MovingAverageKeepsTheLastWindowOfValues) {
  MovingAverage average(3);
  EXPECT_EQ(average.GetAverage(), 0);
  average.AddValue(3);
  EXPECT_EQ(average.GetAverage(), 3);
  average.AddValue(6);
  average.AddValue(9);
  EXPECT_EQ(average.GetAverage(), 6);
  average.AddValue(12);  // 3 leaves
  EXPECT_EQ(average.GetAverage(), 9);
  average.Clear();
  EXPECT_EQ(average.GetAverage(), 0);
  average.AddValue(1);
  EXPECT_EQ(average.GetAverage(), 1);
}

TEST(UtilTest, OneDnnIsNotUsed) {
  EXPECT_FALSE(IsMKLEnabled());
  EXPECT_FALSE(IsDataTypeSupportedByOneDNNOnThisCPU(DT_FLOAT));
  EXPECT_FALSE(IsAMXDataTypeSupportedByOneDNNOnThisCPU(DT_BFLOAT16));
  EXPECT_FALSE(IsAVXConvertSupportedByOneDNNOnThisCPU());
  DataTypeUnsupportedWarning(DT_HALF);
}

}  // namespace
}  // namespace tensorflow
