#include "tensorflow_lite_core/framework/kernel_shape_util.h"

#include <array>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/testing/tf_reference/tf_reference.h"

namespace tensorflow {
namespace {

using tf_reference::Int;
using tf_reference::IntList;
using tf_reference::Unescape;

std::array<int64, 3> Array3(const std::string& text) {
  const std::vector<int64> values = IntList(text);
  return {values.at(0), values.at(1), values.at(2)};
}

TEST(KernelShapeUtilTest, WindowedOutputSizesAndErrorsMatchTensorFlow) {
  const auto rows = tf_reference::Rows("kernel_shape", "windowed");
  EXPECT_GE(rows.size(), 300u);
  for (const auto& row : rows) {
    int64 output = -99, padding = -99;
    const absl::Status status = GetWindowedOutputSize(
        Int(row[0]), Int(row[1]), static_cast<int>(Int(row[2])), Int(row[3]),
        static_cast<Padding>(Int(row[4])), &output, &padding);
    const std::string where = "input " + row[0] + " filter " + row[1] + " dilation " + row[2] +
                              " stride " + row[3] + " padding " + row[4];
    EXPECT_EQ(status.ToString(), Unescape(row[5])) << where;
    // On errors too: TensorFlow leaves the same partial results behind.
    EXPECT_EQ(output, Int(row[6])) << where;
    EXPECT_EQ(padding, Int(row[7])) << where;
  }
}

TEST(KernelShapeUtilTest, VerboseFormSplitsPaddingAndTakesExplicitAmounts) {
  for (const auto& row : tf_reference::Rows("kernel_shape", "windowed_verbose")) {
    int64 output = -99, before = Int(row[5]), after = Int(row[6]);
    const absl::Status status = GetWindowedOutputSizeVerbose(
        Int(row[0]), Int(row[1]), Int(row[2]), Int(row[3]), static_cast<Padding>(Int(row[4])),
        &output, &before, &after);
    const std::string where = "input " + row[0] + " filter " + row[1] + " dilation " + row[2] +
                              " stride " + row[3] + " padding " + row[4];
    EXPECT_EQ(status.ToString(), Unescape(row[7])) << where;
    EXPECT_EQ(output, Int(row[8])) << where;
    EXPECT_EQ(before, Int(row[9])) << where;
    EXPECT_EQ(after, Int(row[10])) << where;
  }
}

TEST(KernelShapeUtilTest, ThreeDimensionsMatchTensorFlowAndStopAtTheFirstError) {
  for (const auto& row : tf_reference::Rows("kernel_shape", "output3d")) {
    std::array<int64, 3> output = {-99, -99, -99}, padding = {-99, -99, -99};
    const absl::Status status =
        Get3dOutputSizeV2(Array3(row[0]), Array3(row[1]), Array3(row[2]), Array3(row[3]),
                          static_cast<Padding>(Int(row[4])), &output, &padding);
    EXPECT_EQ(status.ToString(), Unescape(row[5])) << row[0] << " " << row[1];
    EXPECT_EQ(output, Array3(row[6])) << row[0] << " " << row[1];
    EXPECT_EQ(padding, Array3(row[7])) << row[0] << " " << row[1];
  }
}

}  // namespace
}  // namespace tensorflow
