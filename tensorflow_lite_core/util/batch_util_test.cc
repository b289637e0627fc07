#include "tensorflow_lite_core/util/batch_util.h"

#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace batch_util {
namespace {

// A tensor of `shape` whose element i is `first + i` (as T).
template <typename T>
Tensor Counting(DataType dtype, const TensorShape& shape, int first) {
  Tensor t(dtype, shape);
  auto flat = t.flat<T>();
  for (int64_t i = 0; i < flat.size(); ++i) flat(i) = static_cast<T>(first + i);
  return t;
}

Tensor Strings(const TensorShape& shape, const std::string& prefix) {
  Tensor t(DT_STRING, shape);
  auto flat = t.flat<tstring>();
  // Long enough not to fit tstring's inline storage, so moves and copies differ.
  for (int64_t i = 0; i < flat.size(); ++i) {
    flat(i) = prefix + std::to_string(i) + std::string(40, '.');
  }
  return t;
}

template <typename T>
std::vector<T> Values(const Tensor& t) {
  auto flat = t.flat<T>();
  return std::vector<T>(flat.data(), flat.data() + flat.size());
}

template <typename T>
void ElementRoundTrip(DataType dtype) {
  SCOPED_TRACE(DataTypeString(dtype));
  Tensor batch = Counting<T>(dtype, {3, 2, 2}, 0);
  const Tensor element = Counting<T>(dtype, {2, 2}, 50);
  ASSERT_TRUE(CopyElementToSlice(element, &batch, 1).ok());
  EXPECT_EQ(Values<T>(batch), (std::vector<T>{0, 1, 2, 3, 50, 51, 52, 53, 8, 9, 10, 11}));
  Tensor out(dtype, {4});  // same count, other shape: fine
  ASSERT_TRUE(CopySliceToElement(batch, &out, 2).ok());
  EXPECT_EQ(Values<T>(out), (std::vector<T>{8, 9, 10, 11}));
  ASSERT_TRUE(MaybeMoveSliceToElement(&batch, &out, 1).ok());
  EXPECT_EQ(Values<T>(out), (std::vector<T>{50, 51, 52, 53}));
}

TEST(BatchUtilTest, ElementsInAndOutOfRowsForSeveralTypes) {
  ElementRoundTrip<float>(DT_FLOAT);
  ElementRoundTrip<double>(DT_DOUBLE);
  ElementRoundTrip<int32>(DT_INT32);
  ElementRoundTrip<int64_t>(DT_INT64);
  ElementRoundTrip<uint8>(DT_UINT8);
  ElementRoundTrip<int16>(DT_INT16);
}

TEST(BatchUtilTest, BoolAndScalarRows) {
  Tensor batch(DT_BOOL, {3});
  batch.flat<bool>().setConstant(false);
  Tensor yes(DT_BOOL, {});
  yes.scalar<bool>()() = true;
  ASSERT_TRUE(CopyElementToSlice(yes, &batch, 2).ok());
  EXPECT_EQ(Values<bool>(batch), (std::vector<bool>{false, false, true}));
  Tensor out(DT_BOOL, {});
  ASSERT_TRUE(CopySliceToElement(batch, &out, 2).ok());
  EXPECT_TRUE(out.scalar<bool>()());
}

TEST(BatchUtilTest, StringsAreCopiedOrMoved) {
  Tensor batch = Strings({2, 3}, "b");
  const Tensor element = Strings({3}, "e");
  ASSERT_TRUE(CopyElementToSlice(element, &batch, 0).ok());
  EXPECT_EQ(batch.flat<tstring>()(2), element.flat<tstring>()(2));
  EXPECT_EQ(element.flat<tstring>()(2), "e2" + std::string(40, '.'));  // the source is kept

  Tensor out(DT_STRING, {3});
  ASSERT_TRUE(CopySliceToElement(batch, &out, 1).ok());
  EXPECT_EQ(out.flat<tstring>()(0), "b3" + std::string(40, '.'));
  EXPECT_EQ(batch.flat<tstring>()(3), "b3" + std::string(40, '.'));

  // A shared batch is copied from; one used by nothing else is moved from.
  const Tensor sharer = batch;
  ASSERT_TRUE(MaybeMoveSliceToElement(&batch, &out, 1).ok());
  EXPECT_EQ(batch.flat<tstring>()(4), "b4" + std::string(40, '.'));
  EXPECT_EQ(out.flat<tstring>()(1), "b4" + std::string(40, '.'));
  Tensor sole = Strings({2, 3}, "s");
  ASSERT_TRUE(MaybeMoveSliceToElement(&sole, &out, 1).ok());
  EXPECT_EQ(out.flat<tstring>()(2), "s5" + std::string(40, '.'));
  EXPECT_NE(sole.flat<tstring>()(5), "s5" + std::string(40, '.'));
}

TEST(BatchUtilTest, ElementAndRowMustAgree) {
  Tensor batch = Counting<float>(DT_FLOAT, {3, 2}, 0);
  Tensor wrong_count = Counting<float>(DT_FLOAT, {3}, 0);
  absl::Status status = CopyElementToSlice(wrong_count, &batch, 0);
  EXPECT_TRUE(errors::IsInternal(status)) << status;
  EXPECT_EQ(status.message(),
            "ValidateInput Cannot perform copy: number of elements does not match.  Shapes are: "
            "[element]: [3], [parent slice]: [2]");
  EXPECT_TRUE(errors::IsInternal(CopySliceToElement(batch, &wrong_count, 0)));

  Tensor row = Counting<float>(DT_FLOAT, {2}, 0);
  EXPECT_TRUE(errors::IsInvalidArgument(CopyElementToSlice(row, &batch, 3)));
  EXPECT_TRUE(errors::IsInvalidArgument(CopySliceToElement(batch, &row, -1)));
  Tensor ints = Counting<int32>(DT_INT32, {2}, 0);
  EXPECT_TRUE(errors::IsInvalidArgument(CopyElementToSlice(ints, &batch, 0)));
  Tensor scalar(DT_FLOAT, {});
  EXPECT_TRUE(errors::IsInvalidArgument(CopySliceToElement(scalar, &row, 0)));
  EXPECT_EQ(Values<float>(batch), (std::vector<float>{0, 1, 2, 3, 4, 5}));  // untouched
}

TEST(BatchUtilTest, ContiguousSlicesBetweenCompatibleShapes) {
  const Tensor src = Counting<int32>(DT_INT32, {4, 2, 1}, 0);
  Tensor dst = Counting<int32>(DT_INT32, {3, 1, 2}, 100);
  ASSERT_TRUE(CopyContiguousSlices(src, 1, 0, 2, &dst).ok());
  EXPECT_EQ(Values<int32>(dst), (std::vector<int32>{2, 3, 4, 5, 104, 105}));
  ASSERT_TRUE(CopyContiguousSlices(src, 3, 2, 1, &dst).ok());
  EXPECT_EQ(Values<int32>(dst), (std::vector<int32>{2, 3, 4, 5, 6, 7}));
  ASSERT_TRUE(CopyContiguousSlices(src, 0, 0, 0, &dst).ok());

  Tensor strings = Strings({3, 2}, "m");
  Tensor string_dst(DT_STRING, {2, 2});
  ASSERT_TRUE(MaybeMoveContiguousSlices(strings, 1, 0, 2, &string_dst).ok());
  EXPECT_EQ(string_dst.flat<tstring>()(3), "m5" + std::string(40, '.'));
  Tensor kept = Strings({3, 2}, "k");
  const Tensor sharer = kept;
  ASSERT_TRUE(MaybeMoveContiguousSlices(kept, 0, 0, 2, &string_dst).ok());
  EXPECT_EQ(kept.flat<tstring>()(3), "k3" + std::string(40, '.'));
  EXPECT_EQ(string_dst.flat<tstring>()(3), "k3" + std::string(40, '.'));
}

TEST(BatchUtilTest, ContiguousSlicesErrors) {
  const Tensor src = Counting<float>(DT_FLOAT, {4, 2}, 0);
  Tensor dst(DT_FLOAT, {3, 2});
  absl::Status status = CopyContiguousSlices(src, 3, 0, 2, &dst);
  EXPECT_TRUE(errors::IsFailedPrecondition(status)) << status;
  EXPECT_EQ(status.message(),
            "CopyContiguousSlices cannot perform copy: index out of range. src_offset: 3, "
            "num_slices: 2, src_dim0: 4, dst_offset: 0, dst_dim0: 3.");
  EXPECT_TRUE(errors::IsFailedPrecondition(CopyContiguousSlices(src, 0, 2, 2, &dst)));
  EXPECT_TRUE(errors::IsFailedPrecondition(CopyContiguousSlices(src, -1, 0, 1, &dst)));

  Tensor other_row(DT_FLOAT, {3, 3});
  status = CopyContiguousSlices(src, 0, 0, 1, &other_row);
  EXPECT_TRUE(errors::IsFailedPrecondition(status));
  EXPECT_NE(std::string(status.message()).find("Source shape: [4,2], dst shape: [3,3]"),
            std::string::npos)
      << status;
  Tensor ints(DT_INT32, {3, 2});
  EXPECT_TRUE(errors::IsFailedPrecondition(CopyContiguousSlices(src, 0, 0, 1, &ints)));
  Tensor scalar(DT_FLOAT, {});
  EXPECT_TRUE(errors::IsFailedPrecondition(CopyContiguousSlices(scalar, 0, 0, 1, &dst)));
  EXPECT_TRUE(errors::IsFailedPrecondition(CopyContiguousSlices(src, 0, 0, 1, &scalar)));
  Tensor movable = src;
  status = MaybeMoveContiguousSlices(movable, 0, 0, 9, &dst);
  EXPECT_TRUE(absl::StartsWith(status.message(), "MaybeMoveContiguousSlices cannot perform copy"))
      << status;
}

TEST(BatchUtilTest, SetElementZeroFillsWithThePadding) {
  Tensor element(DT_DOUBLE, {2, 3});
  Tensor padding(DT_DOUBLE, {});
  padding.scalar<double>()() = -1.5;
  ASSERT_TRUE(SetElementZero(&element, padding).ok());
  EXPECT_EQ(Values<double>(element), std::vector<double>(6, -1.5));

  Tensor strings(DT_STRING, {3});
  Tensor pad(DT_STRING, {});
  pad.scalar<tstring>()() = "<pad>";
  ASSERT_TRUE(SetElementZero(&strings, pad).ok());
  EXPECT_EQ(Values<tstring>(strings), std::vector<tstring>(3, "<pad>"));

  EXPECT_TRUE(errors::IsInvalidArgument(SetElementZero(&element, pad)));
  Tensor two(DT_DOUBLE, {2});
  EXPECT_TRUE(errors::IsInvalidArgument(SetElementZero(&element, two)));
}

TEST(BatchUtilTest, ElementIntoTheCornerOfALargerRow) {
  Tensor batch = Counting<int32>(DT_INT32, {2, 3, 4}, 0);
  const Tensor element = Counting<int32>(DT_INT32, {2, 3}, 100);
  ASSERT_TRUE(CopyElementToLargerSlice(element, &batch, 1).ok());
  EXPECT_EQ(Values<int32>(batch),
            (std::vector<int32>{0,   1,   2,   3,   4,   5,   6,  7,  8,  9,  10, 11,
                                100, 101, 102, 15, 103, 104, 105, 19, 20, 21, 22, 23}));

  Tensor strings = Strings({2, 2}, "p");
  ASSERT_TRUE(CopyElementToLargerSlice(Strings({1}, "q"), &strings, 0).ok());
  EXPECT_EQ(strings.flat<tstring>()(0), "q0" + std::string(40, '.'));
  EXPECT_EQ(strings.flat<tstring>()(1), "p1" + std::string(40, '.'));

  Tensor scalars = Counting<float>(DT_FLOAT, {3}, 0);
  Tensor seven(DT_FLOAT, {});
  seven.scalar<float>()() = 7;
  ASSERT_TRUE(CopyElementToLargerSlice(seven, &scalars, 2).ok());
  EXPECT_EQ(Values<float>(scalars), (std::vector<float>{0, 1, 7}));
}

TEST(BatchUtilTest, LargerSliceErrors) {
  Tensor batch(DT_INT32, {2, 3, 4});
  absl::Status status = CopyElementToLargerSlice(Tensor(DT_INT32, {3}), &batch, 0);
  EXPECT_TRUE(errors::IsInternal(status));
  EXPECT_EQ(status.message(),
            "Mismatched ranks.  Element's rank is: 1 but element is meant to be a slice in output "
            "Tensor having rank: 3 (should be: 2)");
  status = CopyElementToLargerSlice(Tensor(DT_INT32, {4, 2}), &batch, 0);  // 8 <= 12, but 4 > 3
  EXPECT_TRUE(errors::IsInternal(status)) << status;
  EXPECT_NE(std::string(status.message())
                .find("Shapes are: [element]: [4,2], [parent slice]: [3,4]"),
            std::string::npos);
  EXPECT_TRUE(
      errors::IsInvalidArgument(CopyElementToLargerSlice(Tensor(DT_INT32, {1, 1}), &batch, 2)));
  EXPECT_TRUE(
      errors::IsInvalidArgument(CopyElementToLargerSlice(Tensor(DT_FLOAT, {1, 1}), &batch, 0)));
}

}  // namespace
}  // namespace batch_util
}  // namespace tensorflow
