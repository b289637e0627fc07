#include "tensorflow_lite_core/framework/ops_util.h"

#include <string>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/testing/tf_reference/tf_reference.h"

namespace tensorflow {
namespace {

using tf_reference::Int;
using tf_reference::Unescape;

TEST(OpsUtilTest, BroadcastSizesAndErrorsMatchTensorFlow) {
  const auto rows = tf_reference::Rows("kernel_shape", "broadcast_size");
  EXPECT_GE(rows.size(), 100u);
  for (const auto& row : rows) {
    int bindex = -99, bsize = -99;
    const absl::Status status =
        GetBroadcastSize(static_cast<int>(Int(row[0])), static_cast<int>(Int(row[1])),
                         static_cast<int>(Int(row[2])), static_cast<int>(Int(row[3])),
                         static_cast<int>(Int(row[4])), &bindex, &bsize);
    const std::string where = "index " + row[0] + " in " + row[1] + " ksize " + row[2] +
                              " stride " + row[3] + " pad " + row[4];
    EXPECT_EQ(status.ToString(), Unescape(row[5])) << where;
    EXPECT_EQ(bindex, Int(row[6])) << where;
    EXPECT_EQ(bsize, Int(row[7])) << where;
  }
}

TEST(OpsUtilTest, SanitizeThreadSuffixMatchesTensorFlow) {
  for (const auto& row : tf_reference::Rows("kernel_shape", "sanitize")) {
    EXPECT_EQ(SanitizeThreadSuffix(Unescape(row[0])), Unescape(row[1])) << row[0];
  }
}

TEST(OpsUtilTest, PaddingAsEigensPaddingType) {
  EXPECT_EQ(BrainPadding2EigenPadding(VALID), Eigen::PADDING_VALID);
  EXPECT_EQ(BrainPadding2EigenPadding(SAME), Eigen::PADDING_SAME);
}

TEST(OpsUtilDeathTest, ExplicitPaddingHasNoEigenEquivalent) {
  EXPECT_DEATH(BrainPadding2EigenPadding(EXPLICIT), "explicit padding");
}

TEST(OpsUtilTest, AlignmentFollowsTheSliceSizeInBytes) {
  static_assert(EIGEN_MAX_ALIGN_BYTES > 0, "the build aligns Eigen data");
  const int64 floats_per_block = EIGEN_MAX_ALIGN_BYTES / sizeof(float);
  EXPECT_TRUE(IsInnerDimsSizeAligned<float>(TensorShape({3, floats_per_block})));
  EXPECT_FALSE(IsInnerDimsSizeAligned<float>(TensorShape({3, floats_per_block + 1})));
  EXPECT_FALSE(IsInnerDimsSizeAligned<float>(TensorShape({})));
  EXPECT_FALSE(IsInnerDimsSizeAligned<float>(TensorShape({0, 4})));
  EXPECT_TRUE(IsDim0SliceAligned<float>(TensorShape({100}), floats_per_block,
                                        2 * floats_per_block));
  EXPECT_FALSE(IsDim0SliceAligned<float>(TensorShape({100}), 1, floats_per_block));
  EXPECT_TRUE(IsDim0SliceAligned<float>(TensorShape({5, floats_per_block}), 1, 2));
}

TEST(OpsUtilTest, StridesAreRowMajor) {
  EXPECT_EQ(ComputeStride<int64>(TensorShape({2, 3, 4})), (gtl::InlinedVector<int64, 8>{12, 4, 1}));
  EXPECT_EQ(ComputeStride<int32>(TensorShape({})), (gtl::InlinedVector<int32, 8>{}));
  Eigen::DSizes<Eigen::DenseIndex, 2> dims(5, 7);
  EXPECT_EQ(ComputeEigenStrides<int64>(dims), (gtl::InlinedVector<int64, 8>{7, 1}));
}

}  // namespace
}  // namespace tensorflow
