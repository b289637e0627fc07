#include "tensorflow_lite_core/framework/tensor_util.h"

#include <map>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/allocation_fault_injection.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/testing/tf_reference/tf_reference.h"

namespace tensorflow {
namespace {

using tf_reference::Unescape;

// The inputs tf_io_probe.cc used, by the name its rows carry. Floats are [n, inner] matrices.
Tensor Floats(std::vector<float> values, int64 inner = 1) {
  Tensor t(DT_FLOAT, TensorShape({static_cast<int64>(values.size()) / inner, inner}));
  for (size_t i = 0; i < values.size(); ++i) t.flat<float>()(i) = values[i];
  return t;
}

Tensor Strings(std::vector<std::string> values) {
  Tensor t(DT_STRING, TensorShape({static_cast<int64>(values.size())}));
  for (size_t i = 0; i < values.size(); ++i) t.flat<tstring>()(i) = values[i];
  return t;
}

std::string Text(const absl::Status& status) { return std::string(status.ToString()); }

TEST(TensorUtilTest, ConcatMatchesTensorFlow) {
  const std::map<std::string, std::vector<Tensor>> inputs = {
      {"floats", {Floats({1, 2}), Floats({3, 4, 5})}},
      {"matrices", {Floats({1, 2, 3, 4}, 2), Floats({5, 6}, 2)}},
      {"with_empty", {Floats({}), Floats({7})}},
      {"strings", {Strings({"a", "bc"}), Strings({}), Strings({"", "long string value"})}},
      {"none", {}},
      {"scalar", {Tensor(1.0f), Tensor(2.0f)}},
      {"one", {Strings({"x"})}}};
  const auto rows = tf_reference::Rows("io", "concat");
  ASSERT_EQ(rows.size(), inputs.size());
  for (const auto& row : rows) {
    Tensor result;
    absl::Status status = tensor::Concat(inputs.at(row[0]), &result);
    EXPECT_EQ(Text(status), Unescape(row[1])) << row[0];
    if (status.ok()) {
      EXPECT_EQ(result.DebugString(10), Unescape(row[2])) << row[0];
    }
  }
}

TEST(TensorUtilTest, SplitMatchesTensorFlow) {
  const std::map<std::string, std::pair<Tensor, std::vector<int64>>> inputs = {
      {"floats", {Floats({1, 2, 3, 4, 5}), {2, 0, 3}}},
      {"matrix", {Floats({1, 2, 3, 4, 5, 6}, 2), {1, 2}}},
      {"strings", {Strings({"a", "bb", "ccc"}), {1, 2}}},
      {"too_few", {Floats({1, 2, 3}), {1, 1}}},
      {"too_many", {Floats({1, 2, 3}), {2, 2}}},
      {"scalar", {Tensor(1.0f), {1}}},
      {"nothing", {Floats({}), {}}}};
  for (const auto& row : tf_reference::Rows("io", "split")) {
    const auto& [tensor, sizes] = inputs.at(row[0]);
    std::vector<Tensor> pieces;
    absl::Status status = tensor::Split(tensor, sizes, &pieces);
    EXPECT_EQ(Text(status), Unescape(row[1])) << row[0];
    std::vector<std::string> texts;
    for (const Tensor& piece : pieces) texts.push_back(piece.DebugString(10));
    std::vector<std::string> expected;
    for (size_t i = 2; i < row.size(); ++i) expected.push_back(Unescape(row[i]));
    EXPECT_EQ(texts, expected) << row[0];
  }
}

TEST(TensorUtilTest, MakeShapeMatchesTensorFlow) {
  Tensor int32_shape(DT_INT32, TensorShape({3}));
  for (int i = 0; i < 3; ++i) int32_shape.flat<int32>()(i) = i + 2;
  Tensor int64_negative(DT_INT64, TensorShape({2}));
  int64_negative.flat<int64>()(0) = -1;
  int64_negative.flat<int64>()(1) = 2;
  Tensor int32_matrix(DT_INT32, TensorShape({1, 1}));
  int32_matrix.flat<int32>()(0) = 4;
  const std::map<std::string, Tensor> inputs = {{"int32", int32_shape},
                                                {"int64_negative", int64_negative},
                                                {"matrix", int32_matrix},
                                                {"float", Floats({1})},
                                                {"int32_scalar", Tensor(int32{3})}};
  for (const auto& row : tf_reference::Rows("io", "make_shape")) {
    TensorShape shape;
    absl::Status status = tensor::MakeShape(inputs.at(row[0]), &shape);
    EXPECT_EQ(Text(status), Unescape(row[1])) << row[0];
    if (status.ok()) {
      EXPECT_EQ(shape.DebugString(), row[2]) << row[0];
    }
  }
}

TEST(TensorUtilTest, CopiesShareNothingWithTheirSource) {
  Tensor floats = Floats({1, 2, 3});
  Tensor copy = tensor::DeepCopy(floats);
  floats.flat<float>()(0) = 9;
  EXPECT_EQ(copy.flat<float>()(0), 1);
  EXPECT_FALSE(copy.SharesBufferWith(floats));
  Tensor strings = Strings({"one", "a string longer than the small-string buffer"});
  Tensor into(DT_STRING, strings.shape());
  tensor::DeepCopy(strings, &into);
  strings.flat<tstring>()(1) = "changed";
  EXPECT_EQ(into.flat<tstring>()(1), "a string longer than the small-string buffer");
  std::vector<Tensor> pieces;
  ASSERT_TRUE(tensor::Split(copy, {1, 2}, &pieces).ok());
  copy.flat<float>()(1) = 7;
  EXPECT_EQ(pieces[1].flat<float>()(0), 2) << "pieces are copies, not slices";
  Tensor joined;
  ASSERT_TRUE(tensor::Concat(pieces, &joined).ok());
  EXPECT_EQ(joined.DebugString(), "Tensor<type: float shape: [3,1] values: [1][2][3]>");
}

// Memory that cannot be had: Concat and Split say so, DeepCopy returns an uninitialized tensor.
TEST(TensorUtilTest, CopiesWithoutMemoryAreRefused) {
  Tensor floats = Floats({1, 2, 3});
  FailAllocationAfter(0);
  EXPECT_FALSE(tensor::DeepCopy(floats).IsInitialized());
  FailAllocationAfter(0);
  Tensor joined;
  EXPECT_EQ(tensor::Concat({floats, floats}, &joined).code(),
            absl::StatusCode::kResourceExhausted);
  FailAllocationAfter(1);  // the second piece
  std::vector<Tensor> pieces;
  const Status split = tensor::Split(floats, {1, 2}, &pieces);
  EXPECT_EQ(split.code(), absl::StatusCode::kResourceExhausted) << split;
  EXPECT_NE(split.message().find("shape [2,1]"), absl::string_view::npos) << split;
  CancelAllocationFault();
  EXPECT_TRUE(tensor::Concat({floats, floats}, &joined).ok());
}

TEST(TensorUtilTest, ConcatRefusesMismatchedTensors) {
  Tensor result;
  EXPECT_EQ(tensor::Concat({Floats({1, 2}, 2), Floats({1, 2, 3}, 3)}, &result),
            errors::InvalidArgument("Cannot concatenate tensors of different types or "
                                    "shapes: float[1,2] and float[1,3]"));
  EXPECT_EQ(tensor::Concat({Floats({1}), Strings({"a"})}, &result),
            errors::InvalidArgument("Cannot concatenate tensors of different types or "
                                    "shapes: float[1,1] and string[1]"));
  std::vector<Tensor> pieces;
  EXPECT_EQ(tensor::Split(Floats({1, 2}), {3, -1}, &pieces),
            errors::InvalidArgument("Split sizes must be >= 0, got -1"));
}

}  // namespace
}  // namespace tensorflow
