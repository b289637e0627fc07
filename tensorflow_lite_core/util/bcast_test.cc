#include "tensorflow_lite_core/util/bcast.h"

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/testing/tf_reference/tf_reference.h"

namespace tensorflow {
namespace {

using tf_reference::Int;
using tf_reference::IntList;

BCast::Vec ToVec(const std::string& text) {
  const std::vector<int64> sizes = IntList(text);
  return BCast::Vec(sizes.begin(), sizes.end());
}

std::string ToText(const BCast::Vec& vec) {
  std::string text = "[";
  for (size_t i = 0; i < vec.size(); ++i) text += (i ? "," : "") + std::to_string(vec[i]);
  return text + "]";
}

std::string ToText(const std::vector<int64>& values) {
  return ToText(BCast::Vec(values.begin(), values.end()));
}

TEST(BCastTest, EveryOutputMatchesTensorFlowForEveryPairOfShapes) {
  const auto rows = tf_reference::Rows("bcast", "bcast");
  EXPECT_GE(rows.size(), 1000u);
  for (const auto& row : rows) {
    const bool fewer_dims = row[2] == "1", batch_indices = row[3] == "1";
    BCast b(ToVec(row[0]), ToVec(row[1]), fewer_dims, batch_indices);
    const std::string where = row[0] + " and " + row[1] + " fewer_dims=" + row[2] +
                              " batch_indices=" + row[3];
    ASSERT_EQ(b.IsValid(), row[4] == "1") << where;
    if (!b.IsValid()) continue;
    EXPECT_EQ(ToText(b.x_reshape()), row[5]) << where;
    EXPECT_EQ(ToText(b.x_bcast()), row[6]) << where;
    EXPECT_EQ(ToText(b.y_reshape()), row[7]) << where;
    EXPECT_EQ(ToText(b.y_bcast()), row[8]) << where;
    EXPECT_EQ(ToText(b.result_shape()), row[9]) << where;
    EXPECT_EQ(ToText(b.output_shape()), row[10]) << where;
    EXPECT_EQ(ToText(b.grad_x_reduce_idx()), row[11]) << where;
    EXPECT_EQ(ToText(b.grad_y_reduce_idx()), row[12]) << where;
    EXPECT_EQ(b.IsBroadcastingRequired(), row[13] == "1") << where;
    EXPECT_EQ(b.output_batch_size(), Int(row[14])) << where;
    EXPECT_EQ(ToText(b.x_batch_indices()), row[15]) << where;
    EXPECT_EQ(ToText(b.y_batch_indices()), row[16]) << where;
  }
}

TEST(BCastTest, ThreeShapesMatchTensorFlow) {
  for (const auto& row : tf_reference::Rows("bcast", "bcast_list3")) {
    const BCast::Vec inputs[3] = {ToVec(row[0]), ToVec(row[1]), ToVec(row[2])};
    BCastList<3> b(inputs, row[3] == "1", /*return_flattened_batch_indices=*/true);
    const std::string where = row[0] + " " + row[1] + " " + row[2] + " fewer_dims=" + row[3];
    ASSERT_EQ(b.IsValid(), row[4] == "1") << where;
    if (!b.IsValid()) continue;
    EXPECT_EQ(ToText(b.result_shape()), row[5]) << where;
    EXPECT_EQ(ToText(b.output_shape()), row[6]) << where;
    EXPECT_EQ(b.output_batch_size(), Int(row[7])) << where;
    for (int i = 0; i < 3; ++i) {
      EXPECT_EQ(ToText(b.reshape(i)), row[8 + 4 * i]) << where << " input " << i;
      EXPECT_EQ(ToText(b.bcast(i)), row[9 + 4 * i]) << where << " input " << i;
      EXPECT_EQ(ToText(b.grad_reduce_idx(i)), row[10 + 4 * i]) << where << " input " << i;
      EXPECT_EQ(ToText(b.batch_indices(i)), row[11 + 4 * i]) << where << " input " << i;
    }
  }
}

TEST(BCastTest, IncompatibleShapesAreInvalid) {
  EXPECT_FALSE(BCast({2, 3}, {3, 2}).IsValid());
  EXPECT_FALSE(BCast({4}, {5}).IsValid());
  EXPECT_FALSE(BCast({2, 1, 3}, {2, 4, 2}).IsValid());
  EXPECT_TRUE(BCast({2, 1, 3}, {4, 1}).IsValid());
}

TEST(BCastTest, TakesShapesAsVectorsAndConvertsBack) {
  const TensorShape x({2, 1, 3}), y({4, 1});
  BCast b(x.dim_sizes(), y.dim_sizes());  // std::vector, as this project's dim_sizes() returns
  ASSERT_TRUE(b.IsValid());
  EXPECT_EQ(BCast::ToShape(b.output_shape()), TensorShape({2, 4, 3}));
  BCast from_shapes(BCast::FromShape(x), BCast::FromShape(y));
  EXPECT_EQ(from_shapes.output_shape(), b.output_shape());
  EXPECT_EQ(BCast::FromShape(TensorShape({})), BCast::Vec());
  const auto indices = BCast::ToIndexArray<3>(b.output_shape());
  EXPECT_EQ(indices[0], 2);
  EXPECT_EQ(indices[2], 3);
}

TEST(BCastDeathTest, IndexArraysAndShapesCheckTheirInput) {
  EXPECT_DEATH(BCast::ToIndexArray<2>(BCast::Vec{1, 2, 3}), "Check failed");
  EXPECT_DEATH(BCast::ToShape(BCast::Vec{-1, 3}), "");
}

TEST(ComputeBatchIndicesTest, MapsOutputBatchesToInputBatches) {
  std::vector<int64> indices;
  // x of 2 batches broadcast over 3 (reshape [2,1], bcast [1,3]): each batch three times.
  ComputeBatchIndices(6, {2, 1}, {1, 3}, &indices);
  EXPECT_EQ(indices, (std::vector<int64>{0, 0, 0, 1, 1, 1}));
  ComputeBatchIndices(6, {1, 3}, {2, 1}, &indices);
  EXPECT_EQ(indices, (std::vector<int64>{0, 1, 2, 0, 1, 2}));
}

}  // namespace
}  // namespace tensorflow
