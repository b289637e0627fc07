#include "tensorflow_lite_core/util/strided_slice_op.h"

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/testing/tf_reference/tf_reference.h"

namespace tensorflow {
namespace {

using tf_reference::Int;
using tf_reference::IntList;
using Vec = absl::InlinedVector<int64_t, 4UL>;

Tensor IndexTensor(const std::vector<int64>& values, bool wide) {
  Tensor t(wide ? DT_INT64 : DT_INT32, TensorShape({static_cast<int64>(values.size())}));
  for (size_t i = 0; i < values.size(); ++i) {
    if (wide) {
      t.base<int64>()[i] = values[i];
    } else {
      t.base<int32>()[i] = static_cast<int32>(values[i]);
    }
  }
  return t;
}

template <typename Values>
std::string ToText(const Values& values) {
  std::string text = "[";
  for (size_t i = 0; i < values.size(); ++i) {
    text += (i ? "," : "") + std::to_string(values[i]);
  }
  return text + "]";
}

std::string ToText(const PartialTensorShape& shape) { return ToText(shape.dim_sizes()); }

// Fields of a recorded row (after its kind "case"): input shape, begin, end (or "null"), strides,
// the five masks, whether the bounds are int64, then "1" and the results or "0" and the message.
TEST(StridedSliceOpTest, EveryRecordedExpressionMatchesTensorFlow) {
  const auto rows = tf_reference::Rows("strided_slice", "case");
  EXPECT_GE(rows.size(), 3000u);
  int full_checks = 0;
  for (const auto& row : rows) {
    const PartialTensorShape input_shape(IntList(row[0]));
    const bool bounds_known = row[1] != "null";
    const bool wide = row[9] == "1";
    const Tensor strides = IndexTensor(IntList(row[3]), wide);
    const Tensor begin = bounds_known ? IndexTensor(IntList(row[1]), wide) : Tensor();
    const Tensor end = bounds_known ? IndexTensor(IntList(row[2]), wide) : Tensor();
    PartialTensorShape processing, final_shape;
    bool is_identity, is_simple_slice, slice_dim0;
    Vec b, e, s;
    StridedSliceShapeSpec spec;
    const absl::Status status = ValidateStridedSliceOp(
        bounds_known ? &begin : nullptr, bounds_known ? &end : nullptr, strides, input_shape,
        Int(row[4]), Int(row[5]), Int(row[6]), Int(row[7]), Int(row[8]), &processing,
        &final_shape, &is_identity, &is_simple_slice, &slice_dim0, &b, &e, &s, &spec);
    std::string where = "input " + row[0] + " begin " + row[1] + " end " + row[2] + " strides " +
                        row[3] + " masks";
    for (int m = 4; m < 9; ++m) where += " " + row[m];
    if (row[10] == "0") {
      ASSERT_FALSE(status.ok()) << where;
      EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << where;
      EXPECT_EQ(std::string(status.message()), tf_reference::Unescape(row[11])) << where;
      continue;
    }
    ASSERT_TRUE(status.ok()) << where << ": " << status;
    EXPECT_EQ(ToText(processing), row[12]) << where;
    EXPECT_EQ(ToText(final_shape), row[13]) << where;
    if (row.size() <= 14) continue;
    ++full_checks;
    EXPECT_EQ(is_identity, row[14] == "1") << where;
    EXPECT_EQ(is_simple_slice, row[15] == "1") << where;
    EXPECT_EQ(slice_dim0, row[16] == "1") << where;
    EXPECT_EQ(ToText(b), row[17]) << where;
    EXPECT_EQ(ToText(e), row[18]) << where;
    EXPECT_EQ(ToText(s), row[19]) << where;
    // The dense masks have a bit for each of the first 32 dimensions; TensorFlow's shifts past
    // that (undefined behaviour) wrap around on x86.
    if (input_shape.dims() <= 32) {
      EXPECT_EQ(spec.begin_dense_mask, Int(row[20])) << where;
      EXPECT_EQ(spec.end_dense_mask, Int(row[21])) << where;
      EXPECT_EQ(spec.shrink_axis_dense_mask, Int(row[22])) << where;
    }
    EXPECT_EQ(ToText(spec.output_to_sparse_mapping), row[23]) << where;
    EXPECT_EQ(ToText(spec.output_to_processing_mapping), row[24]) << where;
    EXPECT_EQ(ToText(spec.processing_to_sparse_mapping), row[25]) << where;
  }
  EXPECT_GE(full_checks, 1000);
}

TEST(StridedSliceOpTest, TensorShapeFormNeedsAKnownShape) {
  const Tensor strides = IndexTensor({1}, false);
  const Tensor begin = IndexTensor({0}, false);
  TensorShape processing, final_shape;
  bool is_identity, is_simple_slice, slice_dim0;
  Vec b, e, s;
  absl::Status status = ValidateStridedSliceOp(
      &begin, &begin, strides, PartialTensorShape({-1, 2}), 0, 0, 0, 0, 0, &processing,
      &final_shape, &is_identity, &is_simple_slice, &slice_dim0, &b, &e, &s);
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(std::string(status.message()).find("not fully known"), std::string::npos) << status;

  status = ValidateStridedSliceOp(&begin, &begin, strides, PartialTensorShape({3, 2}), 0, 0, 0, 0,
                                  1, &processing, &final_shape, &is_identity, &is_simple_slice,
                                  &slice_dim0, &b, &e, &s);
  ASSERT_TRUE(status.ok()) << status;
  EXPECT_EQ(processing, TensorShape({1, 2}));
  EXPECT_EQ(final_shape, TensorShape({2}));
}

TEST(StridedSliceOpTest, RejectsUnknownRankAndNonIndexTypes) {
  const Tensor strides = IndexTensor({1}, false);
  PartialTensorShape processing, final_shape;
  bool is_identity, is_simple_slice, slice_dim0;
  Vec b, e, s;
  absl::Status status = ValidateStridedSliceOp(
      nullptr, nullptr, strides, PartialTensorShape(), 0, 0, 0, 0, 0, &processing, &final_shape,
      &is_identity, &is_simple_slice, &slice_dim0, &b, &e, &s);
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(std::string(status.message()).find("unknown rank"), std::string::npos) << status;

  Tensor float_strides(DT_FLOAT, TensorShape({1}));
  status = ValidateStridedSliceOp(nullptr, nullptr, float_strides, PartialTensorShape({2}), 0, 0,
                                  0, 0, 0, &processing, &final_shape, &is_identity,
                                  &is_simple_slice, &slice_dim0, &b, &e, &s);
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(std::string(status.message()).find("must be int16, int32 or int64, got float"),
            std::string::npos)
      << status;

  const Tensor wide_begin = IndexTensor({0}, true);
  status = ValidateStridedSliceOp(&wide_begin, &wide_begin, strides, PartialTensorShape({2}), 0,
                                  0, 0, 0, 0, &processing, &final_shape, &is_identity,
                                  &is_simple_slice, &slice_dim0, &b, &e, &s);
  EXPECT_EQ(std::string(status.message()),
            "begin, end and strides must have one type, got int64, int64 and int32");

  const Tensor two = IndexTensor({1, 1}, false);
  status = ValidateStridedSliceOp(nullptr, nullptr, Tensor(DT_INT32, TensorShape({1, 2})),
                                  PartialTensorShape({2}), 0, 0, 0, 0, 0, &processing,
                                  &final_shape, &is_identity, &is_simple_slice, &slice_dim0, &b,
                                  &e, &s);
  EXPECT_EQ(std::string(status.message()),
            "Expected begin, end, and strides to be 1D equal size tensors, but got shape [1,2] "
            "for strides.");
  status = ValidateStridedSliceOp(&two, nullptr, strides, PartialTensorShape({2}), 0, 0, 0, 0, 0,
                                  &processing, &final_shape, &is_identity, &is_simple_slice,
                                  &slice_dim0, &b, &e, &s);
  EXPECT_EQ(std::string(status.message()),
            "Expected begin, end, and strides to be 1D equal size tensors, but got shape [1] for "
            "strides.");
}

}  // namespace
}  // namespace tensorflow
