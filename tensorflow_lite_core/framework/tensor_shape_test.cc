#include "tensorflow_lite_core/framework/tensor_shape.h"

#include <limits>
#include <string>
#include <vector>

#include "absl/container/inlined_vector.h"
#include "google/protobuf/text_format.h"
#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace {

constexpr int64 kMaxInt64 = std::numeric_limits<int64>::max();
constexpr int64 kTwoTo62 = int64{1} << 62;

TensorShapeProto ParseShape(const std::string& text) {
  TensorShapeProto proto;
  EXPECT_TRUE(google::protobuf::TextFormat::ParseFromString(text, &proto)) << text;
  return proto;
}

// Builds a TensorShape from `dims` and expects it to print as `expected` with `num_elements`.
void ExpectShape(const std::vector<int64>& dims, const std::string& expected,
                 int64 num_elements) {
  TensorShape shape;
  const Status status = TensorShape::BuildTensorShape(dims, &shape);
  ASSERT_TRUE(status.ok()) << status;
  EXPECT_EQ(shape.DebugString(), expected);
  EXPECT_EQ(shape.num_elements(), num_elements);
  EXPECT_EQ(shape.dim_sizes(), dims);
}

// Expects building a TensorShape from `dims` to fail with InvalidArgument whose message contains
// `message`, leaving the output untouched.
void ExpectShapeFailure(const std::vector<int64>& dims, const std::string& message) {
  TensorShape shape({7});
  const Status status = TensorShape::BuildTensorShape(dims, &shape);
  EXPECT_TRUE(errors::IsInvalidArgument(status)) << status;
  EXPECT_NE(status.message().find(message), std::string::npos)
      << "'" << status.message() << "' does not contain '" << message << "'";
  EXPECT_EQ(shape.DebugString(), "[7]");
}

void ExpectProtoFailure(const std::string& text, const std::string& message) {
  const Status status = TensorShape::IsValidShape(ParseShape(text));
  EXPECT_TRUE(errors::IsInvalidArgument(status)) << text << ": " << status;
  EXPECT_NE(status.message().find(message), std::string::npos)
      << "'" << status.message() << "' does not contain '" << message << "'";
  EXPECT_FALSE(TensorShape::IsValid(ParseShape(text)));
}

void ExpectPartialProtoFailure(const std::string& text, const std::string& message) {
  const Status status = PartialTensorShape::IsValidShape(ParseShape(text));
  EXPECT_TRUE(errors::IsInvalidArgument(status)) << text << ": " << status;
  EXPECT_NE(status.message().find(message), std::string::npos)
      << "'" << status.message() << "' does not contain '" << message << "'";
  PartialTensorShape shape;
  EXPECT_FALSE(PartialTensorShape::BuildPartialTensorShape(ParseShape(text), &shape).ok());
}

TEST(TensorShapeTest, DefaultIsScalar) {
  TensorShape scalar;
  EXPECT_EQ(scalar.dims(), 0);
  EXPECT_EQ(scalar.num_elements(), 1);
  EXPECT_EQ(scalar.DebugString(), "[]");
  EXPECT_EQ(TensorShape({}).DebugString(), "[]");
}

TEST(TensorShapeTest, BuildsValidShapes) {
  ExpectShape({}, "[]", 1);
  ExpectShape({2, 3}, "[2,3]", 6);
  ExpectShape({0}, "[0]", 0);
  ExpectShape({4, 0, 5}, "[4,0,5]", 0);
  ExpectShape({1, 2, 3, 4, 5, 6, 7, 8}, "[1,2,3,4,5,6,7,8]", 40320);
  ExpectShape({kMaxInt64}, "[9223372036854775807]", kMaxInt64);
  ExpectShape({kTwoTo62, 1}, "[4611686018427387904,1]", kTwoTo62);
}

TEST(TensorShapeTest, RejectsBadSizes) {
  ExpectShapeFailure({2, -1},
                     "Expected shape dimensions to be non-negative, got -1 in shape [2,-1]");
  ExpectShapeFailure({kTwoTo62, 2},
                     "Shape [4611686018427387904,2] would have more than 2**63 - 1 elements");
  ExpectShapeFailure({kMaxInt64, kMaxInt64}, "would have more than 2**63 - 1 elements");
  ExpectShapeFailure(std::vector<int64>(255, 1), "Shape has 255 dimensions; at most 254");
}

TEST(TensorShapeTest, ZeroSizeBeforeHugeSizesIsValid) {
  // Zero elements however large the others are, as long as each size is valid.
  ExpectShape({0, kTwoTo62, kTwoTo62}, "[0,4611686018427387904,4611686018427387904]", 0);
}

TEST(TensorShapeTest, ManyDimensionsLeaveInlineStorage) {
  TensorShape shape;
  for (int i = 1; i <= 10; ++i) shape.AddDim(i % 3 + 1);
  EXPECT_EQ(shape.DebugString(), "[2,3,1,2,3,1,2,3,1,2]");
  EXPECT_EQ(shape.num_elements(), 2 * 3 * 2 * 3 * 2 * 3 * 2);
  TensorShape copy = shape;
  copy.RemoveDimRange(2, 9);
  EXPECT_EQ(copy.DebugString(), "[2,3,2]");
  EXPECT_EQ(shape.dims(), 10);
  copy.InsertDim(0, 5);
  EXPECT_EQ(copy.DebugString(), "[5,2,3,2]");
  TensorShape moved = std::move(shape);
  EXPECT_EQ(moved.dims(), 10);
  EXPECT_EQ(shape.DebugString(), "[]");  // NOLINT: moved-from shapes are scalars
  EXPECT_EQ(shape.num_elements(), 1);
}

TEST(TensorShapeTest, CopiesAndMovesBetweenInlineAndHeapStorage) {
  const TensorShape small({2, 3});
  const TensorShape large({1, 2, 3, 4, 5, 6, 7, 8});
  TensorShape shape = small;
  shape = large;  // inline -> heap
  EXPECT_EQ(shape.DebugString(), "[1,2,3,4,5,6,7,8]");
  EXPECT_EQ(shape.num_elements(), 40320);
  shape = small;  // heap -> inline
  EXPECT_EQ(shape.DebugString(), "[2,3]");
  shape = large;
  TensorShape other = large;
  other = std::move(shape);  // heap -> heap, the array changes owner
  EXPECT_EQ(other.DebugString(), "[1,2,3,4,5,6,7,8]");
  EXPECT_EQ(shape.DebugString(), "[]");  // NOLINT: moved-from shapes are scalars
  other = TensorShape({9});  // heap -> inline by move
  EXPECT_EQ(other.DebugString(), "[9]");
  const TensorShape& alias = other;
  other = alias;  // self-assignment keeps the value
  EXPECT_EQ(other.DebugString(), "[9]");
  TensorShape copy_of_large(large);
  copy_of_large.set_dim(7, 2);  // a copy owns its own array
  EXPECT_EQ(large.dim_size(7), 8);
  EXPECT_EQ(copy_of_large.dim_size(7), 2);
  copy_of_large.RemoveDimRange(0, 6);  // heap -> inline by erasing
  EXPECT_EQ(copy_of_large.DebugString(), "[7,2]");
}

TEST(TensorShapeTest, BuildTensorShapeRejectsANegativeRank) {
  TensorShape shape({4});
  const int64 dims[] = {1};
  Status status = TensorShape::BuildTensorShape(dims, -1, &shape);
  EXPECT_TRUE(errors::IsInvalidArgument(status)) << status;
  EXPECT_NE(status.message().find("non-negative rank"), std::string::npos) << status;
  EXPECT_EQ(shape.DebugString(), "[4]");
}

TEST(TensorShapeTest, Mutators) {
  TensorShape shape({2, 3});
  shape.AddDim(4);
  EXPECT_EQ(shape.DebugString(), "[2,3,4]");
  EXPECT_EQ(shape.num_elements(), 24);
  shape.InsertDim(1, 5);
  EXPECT_EQ(shape.DebugString(), "[2,5,3,4]");
  shape.set_dim(3, 1);
  EXPECT_EQ(shape.DebugString(), "[2,5,3,1]");
  EXPECT_EQ(shape.num_elements(), 30);
  shape.RemoveDim(1);
  EXPECT_EQ(shape.DebugString(), "[2,3,1]");
  shape.AppendShape(TensorShape({7, 8}));
  EXPECT_EQ(shape.DebugString(), "[2,3,1,7,8]");
  shape.RemoveLastDims(2);
  EXPECT_EQ(shape.DebugString(), "[2,3,1]");
  shape.RemoveDimRange(1, -1);  // -1 is dims(): keeps dimension 0 only.
  EXPECT_EQ(shape.DebugString(), "[2]");
  shape.Clear();
  EXPECT_EQ(shape.DebugString(), "[]");
  EXPECT_EQ(shape.num_elements(), 1);
}

TEST(TensorShapeTest, RemoveDimRangeFollowsPythonIndices) {
  struct Case {
    int begin;
    int end;
    const char* expected;
  };
  for (const Case& c : {Case{0, 2, "[4,5]"}, Case{-3, -1, "[2,3]"}, Case{1, 1, "[2,3,4,5]"},
                        Case{3, 1, "[2,3,4,5]"}, Case{-5, -4, "[3,4,5]"}, Case{0, -1, "[]"}}) {
    TensorShape shape({2, 3, 4, 5});
    shape.RemoveDimRange(c.begin, c.end);
    EXPECT_EQ(shape.DebugString(), c.expected) << c.begin << ", " << c.end;
  }
}

TEST(TensorShapeTest, StatusMutatorsRejectAndLeaveShapeUnchanged) {
  TensorShape shape({kTwoTo62});
  Status status = shape.AddDimWithStatus(2);
  EXPECT_TRUE(errors::IsInvalidArgument(status));
  EXPECT_EQ(status.message(),
            "Shape [4611686018427387904,2] would have more than 2**63 - 1 elements");
  EXPECT_EQ(shape.DebugString(), "[4611686018427387904]");

  EXPECT_EQ(shape.AddDimWithStatus(-3).message(), "Expected a non-negative size, got -3");
  EXPECT_EQ(shape.SetDimWithStatus(1, 2).message(),
            "Invalid dimension index 1 for shape [4611686018427387904] of rank 1");
  EXPECT_EQ(shape.InsertDimWithStatus(2, 1).message(),
            "Invalid dimension index 2 to insert into shape [4611686018427387904]; "
            "expected 0 to 1");
  EXPECT_FALSE(shape.InsertDimWithStatus(0, 4).ok());
  EXPECT_EQ(shape.RemoveDimWithStatus(-1).message(),
            "Invalid dimension index -1 to remove from shape [4611686018427387904] of rank 1");
  EXPECT_EQ(shape.RemoveLastDimsWithStatus(2).message(),
            "Cannot remove 2 dimensions from shape [4611686018427387904] of rank 1");
  EXPECT_FALSE(shape.RemoveDimRangeWithStatus(0, 3).ok());
  EXPECT_FALSE(shape.AppendShapeWithStatus(TensorShape({4})).ok());
  EXPECT_EQ(shape.DebugString(), "[4611686018427387904]");

  // Dropping the zero of [0, 2**62, 4] would overflow.
  TensorShape with_zero({0, kTwoTo62, 4});
  EXPECT_EQ(with_zero.RemoveDimWithStatus(0),
            errors::InvalidArgument(
                "Shape [4611686018427387904,4] would have more than 2**63 - 1 elements"));
  EXPECT_EQ(with_zero.DebugString(), "[0,4611686018427387904,4]");
  EXPECT_EQ(with_zero.num_elements(), 0);

  TensorShape full;
  for (int i = 0; i < TensorShape::MaxDimensions(); ++i) full.AddDim(1);
  EXPECT_NE(full.AddDimWithStatus(1).message().find("Too many dimensions"), std::string::npos);
  EXPECT_EQ(full.dims(), 254);
}

TEST(TensorShapeDeathTest, CheckedMutatorsAbortWithTheReason) {
  TensorShape shape({kTwoTo62});
  EXPECT_DEATH(shape.AddDim(2), "would have more than 2\\*\\*63 - 1 elements");
  EXPECT_DEATH(shape.AddDim(-1), "Expected a non-negative size, got -1");
  EXPECT_DEATH(shape.set_dim(4, 1), "Invalid dimension index 4");
  EXPECT_DEATH(shape.RemoveDim(1), "Invalid dimension index 1 to remove");
  EXPECT_DEATH(TensorShape({3, -2}), "non-negative, got -2 in shape \\[3,-2\\]");
  EXPECT_DEATH(shape.dim_size(1),
               "dimension index 1 out of range for shape \\[4611686018427387904\\]");
  EXPECT_DEATH(TensorShape(ParseShape("unknown_rank: true")), "cannot have unknown rank");
}

TEST(TensorShapeTest, Comparisons) {
  EXPECT_TRUE(TensorShape({2, 3}) == TensorShape({2, 3}));
  EXPECT_TRUE(TensorShape({2, 3}) != TensorShape({3, 2}));
  EXPECT_FALSE(TensorShape({2, 3}).IsSameSize(TensorShape({2, 3, 1})));
  EXPECT_TRUE(TensorShape().IsSameSize(TensorShape({})));
  EXPECT_FALSE(TensorShape({1}).IsSameSize(TensorShape()));
}

TEST(TensorShapeTest, Iteration) {
  std::vector<int64> sizes;
  for (const TensorShapeDim dim : TensorShape({4, 0, 2})) sizes.push_back(dim.size);
  EXPECT_EQ(sizes, std::vector<int64>({4, 0, 2}));
}

TEST(TensorShapeTest, ProtoRoundTrip) {
  const TensorShape shape({2, 0, 7});
  const TensorShapeProto proto = shape.AsProto();
  EXPECT_EQ(proto.ShortDebugString(), "dim { size: 2 } dim { } dim { size: 7 }");  // proto3 omits 0
  EXPECT_EQ(TensorShape(proto), shape);
  TensorShape built;
  ASSERT_TRUE(
      TensorShape::BuildTensorShape(ParseShape("dim { size: 3 } dim { size: 1 }"), &built).ok());
  EXPECT_EQ(built.DebugString(), "[3,1]");
  EXPECT_EQ(TensorShape().AsProto().ShortDebugString(), "");
}

TEST(TensorShapeTest, RejectsBadProtos) {
  ExpectProtoFailure("unknown_rank: true",
                     "A TensorShape cannot have unknown rank, got shape <unknown>");
  ExpectProtoFailure("dim { size: 2 } dim { size: -1 }",
                     "Expected shape dimensions to be non-negative, got -1 in shape [2,-1]");
  ExpectProtoFailure("dim { size: 4611686018427387904 } dim { size: 2 }",
                     "Shape [4611686018427387904,2] would have more than 2**63 - 1 elements");
  std::string too_many;
  for (int i = 0; i < 255; ++i) too_many += "dim { size: 1 } ";
  ExpectProtoFailure(too_many, "Shape has 255 dimensions; at most 254 are supported");
  TensorShape shape({1});
  EXPECT_FALSE(TensorShape::BuildTensorShape(ParseShape("dim { size: -5 }"), &shape).ok());
  EXPECT_EQ(shape.DebugString(), "[1]");
}

TEST(TensorShapeTest, ProtoDebugString) {
  EXPECT_EQ(TensorShape::DebugString(ParseShape("unknown_rank: true")), "<unknown>");
  EXPECT_EQ(TensorShape::DebugString(ParseShape("dim { size: -1 } dim { size: 3 }")), "[?,3]");
  EXPECT_EQ(TensorShape::DebugString(ParseShape("")), "[]");
}

TEST(PartialTensorShapeTest, UnknownRank) {
  const PartialTensorShape unknown;
  EXPECT_TRUE(unknown.unknown_rank());
  EXPECT_EQ(unknown.dims(), -1);
  EXPECT_EQ(unknown.num_elements(), -1);
  EXPECT_FALSE(unknown.IsFullyDefined());
  EXPECT_EQ(unknown.DebugString(), "<unknown>");
  TensorShapeProto proto;
  unknown.AsProto(&proto);
  EXPECT_EQ(proto.ShortDebugString(), "unknown_rank: true");
  TensorShape shape({9});
  EXPECT_FALSE(unknown.AsTensorShape(&shape));
  EXPECT_EQ(shape.DebugString(), "[9]");
}

TEST(PartialTensorShapeTest, UnknownDimensions) {
  const PartialTensorShape partial({-1, 3});
  EXPECT_FALSE(partial.unknown_rank());
  EXPECT_EQ(partial.dims(), 2);
  EXPECT_EQ(partial.dim_size(0), -1);
  EXPECT_EQ(partial.dim_size(1), 3);
  EXPECT_EQ(partial.num_elements(), -1);
  EXPECT_FALSE(partial.IsFullyDefined());
  EXPECT_EQ(partial.DebugString(), "[?,3]");
  TensorShapeProto proto;
  partial.AsProto(&proto);
  EXPECT_EQ(proto.ShortDebugString(), "dim { size: -1 } dim { size: 3 }");
  EXPECT_TRUE(PartialTensorShape(proto).IsIdenticalTo(partial));
}

TEST(PartialTensorShapeTest, FullyDefined) {
  const PartialTensorShape partial({2, 3});
  EXPECT_TRUE(partial.IsFullyDefined());
  EXPECT_EQ(partial.num_elements(), 6);
  TensorShape shape;
  ASSERT_TRUE(partial.AsTensorShape(&shape));
  EXPECT_EQ(shape.DebugString(), "[2,3]");
  const PartialTensorShape from_shape = TensorShape({4});
  EXPECT_TRUE(from_shape.IsIdenticalTo(PartialTensorShape({4})));
  EXPECT_TRUE(PartialTensorShape({}).IsFullyDefined());
  EXPECT_EQ(PartialTensorShape({}).DebugString(), "[]");
}

TEST(PartialTensorShapeTest, Compatibility) {
  const PartialTensorShape unknown;
  const PartialTensorShape a({-1, 3});
  const PartialTensorShape b({2, -1});
  const PartialTensorShape c({2, 4});
  EXPECT_TRUE(a.IsCompatibleWith(b));
  EXPECT_TRUE(a.IsCompatibleWith(unknown));
  EXPECT_TRUE(unknown.IsCompatibleWith(c));
  EXPECT_FALSE(a.IsCompatibleWith(c));
  EXPECT_FALSE(a.IsCompatibleWith(PartialTensorShape({-1})));
  EXPECT_TRUE(b.IsCompatibleWith(TensorShape({2, 4})));
  EXPECT_FALSE(b.IsCompatibleWith(TensorShape({3, 4})));
  EXPECT_FALSE(a.IsIdenticalTo(b));
  EXPECT_FALSE(unknown.IsIdenticalTo(PartialTensorShape({})));
  EXPECT_TRUE(unknown.IsIdenticalTo(PartialTensorShape()));
}

TEST(PartialTensorShapeTest, MergeWith) {
  PartialTensorShape merged;
  ASSERT_TRUE(PartialTensorShape({-1, 3}).MergeWith(PartialTensorShape({2, -1}), &merged).ok());
  EXPECT_EQ(merged.DebugString(), "[2,3]");
  ASSERT_TRUE(PartialTensorShape().MergeWith(PartialTensorShape({-1, 5}), &merged).ok());
  EXPECT_EQ(merged.DebugString(), "[?,5]");
  ASSERT_TRUE(PartialTensorShape({7}).MergeWith(PartialTensorShape(), &merged).ok());
  EXPECT_EQ(merged.DebugString(), "[7]");
  // The result may alias the receiver.
  PartialTensorShape self({-1, -1});
  ASSERT_TRUE(self.MergeWith(PartialTensorShape({1, -1}), &self).ok());
  EXPECT_EQ(self.DebugString(), "[1,?]");

  PartialTensorShape untouched({9});
  Status status = PartialTensorShape({2, 3}).MergeWith(PartialTensorShape({2, 4}), &untouched);
  EXPECT_TRUE(errors::IsInvalidArgument(status));
  EXPECT_EQ(status.message(),
            "PartialTensorShape: Incompatible shapes during merge: [2,3] vs. [2,4]");
  status = PartialTensorShape({2}).MergeWith(PartialTensorShape({2, 4}), &untouched);
  EXPECT_EQ(status.message(), "PartialTensorShape: Incompatible ranks during merge: 1 vs. 2");
  EXPECT_EQ(untouched.DebugString(), "[9]");
}

TEST(PartialTensorShapeTest, Concatenate) {
  EXPECT_EQ(PartialTensorShape({2}).Concatenate(-1).DebugString(), "[2,?]");
  EXPECT_EQ(PartialTensorShape({2}).Concatenate(PartialTensorShape({-1, 4})).DebugString(),
            "[2,?,4]");
  EXPECT_TRUE(PartialTensorShape().Concatenate(3).unknown_rank());
  EXPECT_TRUE(PartialTensorShape({1}).Concatenate(PartialTensorShape()).unknown_rank());
}

TEST(PartialTensorShapeTest, Mutators) {
  PartialTensorShape shape({2});
  shape.AddDim(-1);
  shape.set_dim(0, 5);
  EXPECT_EQ(shape.DebugString(), "[5,?]");
  shape.RemoveDim(1);
  EXPECT_EQ(shape.DebugString(), "[5]");
  EXPECT_EQ(shape.num_elements(), 5);
  EXPECT_FALSE(PartialTensorShape().AddDimWithStatus(1).ok());
  EXPECT_EQ(shape.AddDimWithStatus(-2).message(),
            "Expected shape dimensions to be at least -1 (unknown), got -2 in shape [5,-2]");
  EXPECT_EQ(shape.SetDimWithStatus(3, 1).message(),
            "Invalid dimension index 3 for shape [5] of rank 1");
  EXPECT_EQ(shape.DebugString(), "[5]");
}

TEST(PartialTensorShapeTest, MakePartialShape) {
  PartialTensorShape shape;
  const int32 small[] = {-1, 2};
  ASSERT_TRUE(PartialTensorShape::MakePartialShape(small, 2, &shape).ok());
  EXPECT_EQ(shape.DebugString(), "[?,2]");
  const int64 bad[] = {3, -7};
  const Status status = PartialTensorShape::MakePartialShape(bad, 2, &shape);
  EXPECT_EQ(status.message(),
            "Expected shape dimensions to be at least -1 (unknown), got -7 in shape [3,-7]");
  EXPECT_EQ(shape.DebugString(), "[?,2]");
  const int64 huge[] = {-1, kTwoTo62, 4};
  EXPECT_EQ(PartialTensorShape::MakePartialShape(huge, 3, &shape).message(),
            "Shape [?,4611686018427387904,4] would have more than 2**63 - 1 elements");
}

TEST(PartialTensorShapeTest, RejectsBadProtos) {
  ExpectPartialProtoFailure("unknown_rank: true dim { size: 1 }",
                            "An unknown-rank shape must not have any dimensions set");
  ExpectPartialProtoFailure("dim { size: -2 }", "at least -1 (unknown), got -2");
  ExpectPartialProtoFailure("dim { size: 4611686018427387904 } dim { size: 4 } dim { size: -1 }",
                            "would have more than 2**63 - 1 elements");
  EXPECT_TRUE(PartialTensorShape::IsValid(ParseShape("unknown_rank: true")));
  EXPECT_TRUE(PartialTensorShape::IsValid(ParseShape("dim { size: -1 }")));
}

TEST(PartialTensorShapeDeathTest, MisuseAborts) {
  EXPECT_DEATH(PartialTensorShape().dim_size(0), "asked of a shape of unknown rank");
  EXPECT_DEATH(PartialTensorShape({1}).dim_size(1),
               "dimension index 1 out of range for shape \\[1\\]");
  EXPECT_DEATH(PartialTensorShape({-3}), "got -3");
}

TEST(TensorShapeUtilsTest, Predicates) {
  const TensorShape scalar;
  const TensorShape vector({3});
  const TensorShape square({2, 2});
  const TensorShape wide({2, 5});
  const TensorShape cube({2, 2, 2});
  EXPECT_TRUE(TensorShapeUtils::IsScalar(scalar));
  EXPECT_FALSE(TensorShapeUtils::IsScalar(vector));
  EXPECT_TRUE(TensorShapeUtils::IsVector(vector));
  EXPECT_FALSE(TensorShapeUtils::IsVector(square));
  EXPECT_TRUE(TensorShapeUtils::IsVectorOrHigher(cube));
  EXPECT_FALSE(TensorShapeUtils::IsVectorOrHigher(scalar));
  EXPECT_TRUE(TensorShapeUtils::IsMatrix(wide));
  EXPECT_FALSE(TensorShapeUtils::IsMatrix(cube));
  EXPECT_TRUE(TensorShapeUtils::IsSquareMatrix(square));
  EXPECT_FALSE(TensorShapeUtils::IsSquareMatrix(wide));
  EXPECT_FALSE(TensorShapeUtils::IsSquareMatrix(cube));
  EXPECT_TRUE(TensorShapeUtils::IsMatrixOrHigher(cube));
  EXPECT_FALSE(TensorShapeUtils::IsMatrixOrHigher(vector));
}

TEST(TensorShapeUtilsTest, MakeShape) {
  TensorShape shape;
  const int32 dims32[] = {2, 3};
  ASSERT_TRUE(TensorShapeUtils::MakeShape(dims32, 2, &shape).ok());
  EXPECT_EQ(shape.DebugString(), "[2,3]");
  ASSERT_TRUE(TensorShapeUtils::MakeShape(std::vector<int64>{4}, &shape).ok());
  EXPECT_EQ(shape.DebugString(), "[4]");
  const int32 negative[] = {2, -1};
  EXPECT_EQ(TensorShapeUtils::MakeShape(negative, 2, &shape).message(),
            "Expected shape dimensions to be non-negative, got -1 in shape [2,-1]");
  EXPECT_EQ(TensorShapeUtils::MakeShape(dims32, -1, &shape).message(),
            "Expected a non-negative rank, got -1");
  EXPECT_EQ(shape.DebugString(), "[4]");

  PartialTensorShape partial;
  ASSERT_TRUE(TensorShapeUtils::MakeShape(negative, 2, &partial).ok());
  EXPECT_EQ(partial.DebugString(), "[2,?]");
  ASSERT_TRUE(TensorShapeUtils::MakeShape(std::vector<int32>{}, &partial).ok());
  EXPECT_EQ(partial.DebugString(), "[]");
  // Any contiguous dims: absl::InlinedVector, or a shape tensor's flat values.
  const absl::InlinedVector<int32, 4> inlined = {2, 5};
  ASSERT_TRUE(TensorShapeUtils::MakeShape(inlined, &shape).ok());
  EXPECT_EQ(shape.DebugString(), "[2,5]");
  EXPECT_EQ(TensorShape(absl::InlinedVector<int64, 4>{3, 0, 2}).DebugString(), "[3,0,2]");
  Tensor dims(DT_INT64, TensorShape({2}));
  dims.vec<int64>()(0) = 6;
  dims.vec<int64>()(1) = -1;
  EXPECT_FALSE(TensorShapeUtils::MakeShape(dims.vec<int64>(), &shape).ok());
  PartialTensorShape partial_from_tensor;
  ASSERT_TRUE(TensorShapeUtils::MakeShape(dims.vec<int64>(), &partial_from_tensor).ok());
  EXPECT_EQ(partial_from_tensor.DebugString(), "[6,?]");
}

TEST(TensorShapeUtilsTest, ListsAndAffixes) {
  EXPECT_EQ(
      TensorShapeUtils::ShapeListString({TensorShape({2, 3}), TensorShape(), TensorShape({4})}),
            "[[2,3], [], [4]]");
  EXPECT_EQ(TensorShapeUtils::ShapeListString({}), "[]");
  const TensorShape shape({2, 3, 4});
  EXPECT_TRUE(TensorShapeUtils::StartsWith(shape, TensorShape({2, 3})));
  EXPECT_TRUE(TensorShapeUtils::StartsWith(shape, TensorShape()));
  EXPECT_FALSE(TensorShapeUtils::StartsWith(shape, TensorShape({3})));
  EXPECT_FALSE(TensorShapeUtils::StartsWith(TensorShape({2}), shape));
  EXPECT_TRUE(TensorShapeUtils::EndsWith(shape, TensorShape({3, 4})));
  EXPECT_FALSE(TensorShapeUtils::EndsWith(shape, TensorShape({2, 4})));
  EXPECT_FALSE(TensorShapeUtils::EndsWith(TensorShape({4}), shape));
}

}  // namespace
}  // namespace tensorflow
