// Tests of InferenceContext's shape builders (shape_inference_make_shape.cc): subshapes,
// concatenation, ReplaceDim, and shapes and dimensions made from dims, protos and tensors.
#include "tensorflow_lite_core/framework/shape_inference.h"

#include <limits>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/framework/testing/inference_context_test_util.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {
namespace shape_inference {
namespace {

using inference_context_testing::ExpectInvalidArgument;
using inference_context_testing::MakeOpDef;
using inference_context_testing::S;
using inference_context_testing::ScalarTensor;
using inference_context_testing::ShapeInferenceTest;
using inference_context_testing::Unknown;
using inference_context_testing::VectorTensor;
using inference_context_testing::kVersion;

TEST_F(ShapeInferenceTest, Subshape) {
  InferenceContext c(kVersion, def_, MakeOpDef(2, 1), {S({1, 2, 3, -1, 5}), Unknown()}, {});
  const ShapeHandle s = c.input(0);
  const ShapeHandle unknown = c.input(1);
  ShapeHandle out;

  // The whole shape is the shape itself, even of unknown rank.
  TF_EXPECT_OK(c.Subshape(s, 0, &out));
  EXPECT_TRUE(out.SameHandle(s));
  TF_EXPECT_OK(c.Subshape(s, 0, 5, &out));
  EXPECT_TRUE(out.SameHandle(s));
  TF_EXPECT_OK(c.Subshape(s, 0, 100, &out));
  EXPECT_TRUE(out.SameHandle(s));
  TF_EXPECT_OK(c.Subshape(unknown, 0, &out));
  EXPECT_TRUE(out.SameHandle(unknown));
  // Any other part of an unknown rank is a new unknown shape.
  TF_EXPECT_OK(c.Subshape(unknown, 1, &out));
  EXPECT_EQ("?", c.DebugString(out));
  EXPECT_FALSE(out.SameHandle(unknown));

  struct Case {
    int64 start;
    int64 end;
    int64 stride;
    const char* expected;
  };
  const int64 kEnd = std::numeric_limits<int64>::max();
  for (const Case& test : std::vector<Case>{
           {1, kEnd, 1, "[2,3,?,5]"},
           {1, 3, 1, "[2,3]"},
           {-2, kEnd, 1, "[?,5]"},
           {-4, -2, 1, "[2,3]"},
           {3, 3, 1, "[]"},
           {5, kEnd, 1, "[]"},
           {7, kEnd, 1, "[]"},  // Clamped to the rank.
           {0, 5, 2, "[1,3,5]"},
           {1, kEnd, 3, "[2,5]"},
           {4, 0, -1, "[5,?,3,2]"},
           {kEnd, 0, -2, "[5,3]"},  // Past the end walks back from the last dimension.
           {-1, -4, -1, "[5,?,3]"},
           // Strides past the int64 range from any start take one dimension, not overflow.
           {1, kEnd, kEnd, "[2]"},
           {3, 0, std::numeric_limits<int64>::min(), "[?]"},
       }) {
    SCOPED_TRACE(strings::StrCat("start ", test.start, " end ", test.end, " stride ", test.stride));
    TF_EXPECT_OK(c.Subshape(s, test.start, test.end, test.stride, &out));
    EXPECT_EQ(test.expected, c.DebugString(out));
  }
  // The dimensions are those of `s`.
  TF_EXPECT_OK(c.Subshape(s, 1, 3, &out));
  EXPECT_TRUE(c.Dim(out, 0).SameHandle(c.Dim(s, 1)));
  EXPECT_TRUE(c.Dim(out, 1).SameHandle(c.Dim(s, 2)));

  ExpectInvalidArgument(c.Subshape(s, -6, &out),
                        "Subshape start out of bounds: -6, for shape with rank 5");
  EXPECT_TRUE(out.SameHandle(ShapeHandle()));
  ExpectInvalidArgument(c.Subshape(s, 0, -6, &out),
                        "Subshape end out of bounds: -6, for shape with rank 5");
  ExpectInvalidArgument(c.Subshape(s, 3, 2, &out),
                        "Subshape must have computed start <= end, but is 3 and 2 (computed from "
                        "start 3 and end 2 over shape with rank 5)");
  ExpectInvalidArgument(c.Subshape(s, -1, -3 + 0, &out),
                        "Subshape must have computed start <= end, but is 4 and 2 (computed from "
                        "start -1 and end -3 over shape with rank 5)");
  ExpectInvalidArgument(c.Subshape(s, 1, 3, -1, &out),
                        "Subshape must have computed start >= end since stride is negative, but "
                        "is 1 and 3 (computed from start 1 and end 3 over shape with rank 5 and "
                        "stride -1)");
  ExpectInvalidArgument(c.Subshape(s, 0, 3, 0, &out), "Subshape stride must be non-zero");
}

TEST_F(ShapeInferenceTest, Concatenate) {
  InferenceContext c(kVersion, def_, MakeOpDef(3, 1), {S({1, -1}), S({3}), Unknown()}, {});
  ShapeHandle out;
  TF_EXPECT_OK(c.Concatenate(c.input(0), c.input(1), &out));
  EXPECT_EQ("[1,?,3]", c.DebugString(out));
  EXPECT_TRUE(c.Dim(out, 1).SameHandle(c.Dim(c.input(0), 1)));
  EXPECT_TRUE(c.Dim(out, 2).SameHandle(c.Dim(c.input(1), 0)));
  TF_EXPECT_OK(c.Concatenate(c.input(1), c.Scalar(), &out));
  EXPECT_EQ("[3]", c.DebugString(out));
  EXPECT_FALSE(out.SameHandle(c.input(1)));

  TF_EXPECT_OK(c.Concatenate(c.input(0), c.input(2), &out));
  EXPECT_EQ("?", c.DebugString(out));
  TF_EXPECT_OK(c.Concatenate(c.input(2), c.input(0), &out));
  EXPECT_EQ("?", c.DebugString(out));
}

TEST_F(ShapeInferenceTest, ReplaceDim) {
  InferenceContext c(kVersion, def_, MakeOpDef(2, 1), {S({1, 2, 3}), Unknown()}, {});
  const ShapeHandle s = c.input(0);
  const DimensionHandle new_dim = c.MakeDim(7);
  ShapeHandle out;

  TF_EXPECT_OK(c.ReplaceDim(s, 1, new_dim, &out));
  EXPECT_EQ("[1,7,3]", c.DebugString(out));
  EXPECT_TRUE(c.Dim(out, 1).SameHandle(new_dim));
  EXPECT_TRUE(c.Dim(out, 0).SameHandle(c.Dim(s, 0)));
  TF_EXPECT_OK(c.ReplaceDim(s, -1, new_dim, &out));
  EXPECT_EQ("[1,2,7]", c.DebugString(out));
  TF_EXPECT_OK(c.ReplaceDim(c.input(1), 1, new_dim, &out));
  EXPECT_EQ("?", c.DebugString(out));

  ExpectInvalidArgument(c.ReplaceDim(s, 3, new_dim, &out),
                        "Out of range dim_index 3 for shape with 3 dimensions");
  ExpectInvalidArgument(c.ReplaceDim(s, -4, new_dim, &out),
                        "Out of range dim_index -4 for shape with 3 dimensions");
}

TEST_F(ShapeInferenceTest, MakeShapesAndDims) {
  InferenceContext c(kVersion, def_, MakeOpDef(1, 1), {S({4})}, {});
  const DimensionHandle four = c.Dim(c.input(0), 0);

  EXPECT_EQ("?", c.DebugString(c.UnknownShape()));
  EXPECT_FALSE(c.UnknownShape().SameHandle(c.UnknownShape()));
  EXPECT_EQ("[?,?,?]", c.DebugString(c.UnknownShapeOfRank(3)));
  EXPECT_EQ("[]", c.DebugString(c.UnknownShapeOfRank(0)));
  EXPECT_EQ("?", c.DebugString(c.UnknownShapeOfRank(InferenceContext::kUnknownRank)));
  EXPECT_EQ("[]", c.DebugString(c.Scalar()));
  EXPECT_EQ("[5]", c.DebugString(c.Vector(5)));
  EXPECT_EQ("[?]", c.DebugString(c.Vector(InferenceContext::kUnknownDim)));
  EXPECT_TRUE(c.Dim(c.Vector(four), 0).SameHandle(four));
  const ShapeHandle matrix = c.Matrix(four, 2);
  EXPECT_EQ("[4,2]", c.DebugString(matrix));
  EXPECT_TRUE(c.Dim(matrix, 0).SameHandle(four));

  const ShapeHandle made = c.MakeShape({four, 3, InferenceContext::kUnknownDim});
  EXPECT_EQ("[4,3,?]", c.DebugString(made));
  EXPECT_TRUE(c.Dim(made, 0).SameHandle(four));
  const ShapeHandle from_handles = c.MakeShape(std::vector<DimensionHandle>{four, four});
  EXPECT_EQ("[4,4]", c.DebugString(from_handles));
  EXPECT_TRUE(c.Dim(from_handles, 1).SameHandle(four));

  EXPECT_TRUE(c.MakeDim(four).SameHandle(four));
  EXPECT_EQ("9", c.DebugString(c.MakeDim(9)));
  EXPECT_EQ("?", c.DebugString(c.UnknownDim()));
  EXPECT_FALSE(c.UnknownDim().SameHandle(c.UnknownDim()));
  // (Debug builds catch it already when the DimensionOrConstant is made.)
  EXPECT_DEATH(c.MakeDim(-2), "Dimension must be non-negative or .*kUnknownDim, but is -2");
}

TEST_F(ShapeInferenceTest, MakeShapeFromProtoPartialAndTensorShape) {
  InferenceContext c(kVersion, def_, MakeOpDef(0, 1), std::vector<PartialTensorShape>{}, {});
  ShapeHandle out;

  TensorShapeProto proto;
  proto.add_dim()->set_size(2);
  proto.add_dim()->set_size(-1);
  TF_EXPECT_OK(c.MakeShapeFromShapeProto(proto, &out));
  EXPECT_EQ("[2,?]", c.DebugString(out));
  TensorShapeProto unknown_rank;
  unknown_rank.set_unknown_rank(true);
  TF_EXPECT_OK(c.MakeShapeFromShapeProto(unknown_rank, &out));
  EXPECT_EQ("?", c.DebugString(out));
  TensorShapeProto bad;
  bad.add_dim()->set_size(-2);
  EXPECT_EQ(c.MakeShapeFromShapeProto(bad, &out),
            errors::InvalidArgument("Expected shape dimensions to be at least -1 (unknown), got "
                                    "-2 in shape [-2]"));
  EXPECT_TRUE(out.SameHandle(ShapeHandle()));

  TF_EXPECT_OK(c.MakeShapeFromPartialTensorShape(S({-1, 3}), &out));
  EXPECT_EQ("[?,3]", c.DebugString(out));
  TF_EXPECT_OK(c.MakeShapeFromPartialTensorShape(Unknown(), &out));
  EXPECT_EQ("?", c.DebugString(out));
  TF_EXPECT_OK(c.MakeShapeFromTensorShape(TensorShape({4, 0}), &out));
  EXPECT_EQ("[4,0]", c.DebugString(out));
  TF_EXPECT_OK(c.MakeShapeFromTensorShape(TensorShape({}), &out));
  EXPECT_EQ("[]", c.DebugString(out));

  TensorShapeProto round_trip;
  c.ShapeHandleToProto(c.MakeShape({2, InferenceContext::kUnknownDim}), &round_trip);
  EXPECT_EQ("dim { size: 2 } dim { size: -1 }", round_trip.ShortDebugString());
  TensorShapeProto unknown_proto;
  c.ShapeHandleToProto(c.UnknownShape(), &unknown_proto);
  EXPECT_EQ("unknown_rank: true", unknown_proto.ShortDebugString());
}

TEST_F(ShapeInferenceTest, MakeShapeFromShapeTensor) {
  const Tensor int32_shape = VectorTensor<int32>({2, -1, 0});
  const Tensor int64_shape = VectorTensor<int64>({5});
  const Tensor bad_value = VectorTensor<int32>({2, -2});
  const Tensor float_shape = VectorTensor<float>({1.0f});
  const Tensor matrix(DT_INT32, TensorShape({1, 1}));
  const Tensor empty = VectorTensor<int32>({});
  InferenceContext c(kVersion, def_, MakeOpDef(10, 1),
                     {S({3}), S({1}), S({2}), S({1}), S({1, 1}), S({0}), S({4}), S({-1}),
                      Unknown(), S({2, 2})},
                     {&int32_shape, &int64_shape, &bad_value, &float_shape, &matrix, &empty});
  ShapeHandle out;

  TF_EXPECT_OK(c.MakeShapeFromShapeTensor(0, &out));
  EXPECT_EQ("[2,?,0]", c.DebugString(out));
  EXPECT_TRUE(c.requested_input_tensor(0));
  EXPECT_FALSE(c.requested_input_tensor_as_partial_shape(0));
  TF_EXPECT_OK(c.MakeShapeFromShapeTensor(1, &out));
  EXPECT_EQ("[5]", c.DebugString(out));
  TF_EXPECT_OK(c.MakeShapeFromShapeTensor(5, &out));
  EXPECT_EQ("[]", c.DebugString(out));

  ExpectInvalidArgument(c.MakeShapeFromShapeTensor(2, &out),
                        "Invalid value in tensor used for shape: -2");
  ExpectInvalidArgument(c.MakeShapeFromShapeTensor(3, &out),
                        "Input tensor must be int32 or int64, but was float");
  ExpectInvalidArgument(c.MakeShapeFromShapeTensor(4, &out), "Shape must be rank 1 but is rank 2");
  ExpectInvalidArgument(c.MakeShapeFromShapeTensor(9, &out), "Shape must be rank 1 but is rank 2");

  // Not constant: the length of the shape tensor gives the rank when known.
  EXPECT_FALSE(c.requested_input_tensor(6));
  TF_EXPECT_OK(c.MakeShapeFromShapeTensor(6, &out));
  EXPECT_EQ("[?,?,?,?]", c.DebugString(out));
  EXPECT_TRUE(c.requested_input_tensor(6));
  EXPECT_TRUE(c.requested_input_tensor_as_partial_shape(6));
  TF_EXPECT_OK(c.MakeShapeFromShapeTensor(7, &out));
  EXPECT_EQ("?", c.DebugString(out));
  TF_EXPECT_OK(c.MakeShapeFromShapeTensor(8, &out));
  EXPECT_EQ("?", c.DebugString(out));
}

TEST_F(ShapeInferenceTest, MakeShapeFromShapeTensorRefusesHugeRanks) {
  const Tensor long_shape = VectorTensor<int32>(std::vector<int32>(300, 1));
  InferenceContext c(kVersion, def_, MakeOpDef(2, 1), {S({300}), S({1000000000})},
                     {&long_shape});
  ShapeHandle out;
  ExpectInvalidArgument(c.MakeShapeFromShapeTensor(0, &out),
                        "Shape tensor has 300 elements, more than the maximum rank 254");
  ExpectInvalidArgument(c.MakeShapeFromShapeTensor(1, &out),
                        "Shape tensor has 1000000000 elements, more than the maximum rank 254");
}

TEST_F(ShapeInferenceTest, MakeShapeFromShapeTensorUsesTensorsAsShapes) {
  InferenceContext c(kVersion, def_, MakeOpDef(2, 1), {S({2}), S({2})}, {},
                     {S({-1, 5}), Unknown()});
  ShapeHandle out;
  TF_EXPECT_OK(c.MakeShapeFromShapeTensor(0, &out));
  EXPECT_EQ("[?,5]", c.DebugString(out));
  // An unknown rank there means nothing is known beyond the length.
  TF_EXPECT_OK(c.MakeShapeFromShapeTensor(1, &out));
  EXPECT_EQ("[?,?]", c.DebugString(out));
}

TEST_F(ShapeInferenceTest, MakeShapeFromShapeTensorTreatScalarAsUnknownShape) {
  const Tensor minus_one = ScalarTensor<int32>(-1);
  const Tensor three = ScalarTensor<int64>(3);
  const Tensor vector = VectorTensor<int64>({3, -1});
  InferenceContext c(kVersion, def_, MakeOpDef(5, 1), {S({}), S({}), S({2}), S({}), S({2, 1})},
                     {&minus_one, &three, &vector});
  ShapeHandle out;
  TF_EXPECT_OK(c.MakeShapeFromShapeTensorTreatScalarAsUnknownShape(0, &out));
  EXPECT_EQ("?", c.DebugString(out));
  ExpectInvalidArgument(c.MakeShapeFromShapeTensorTreatScalarAsUnknownShape(1, &out),
                        "Input tensor must be rank 1, or if its rank 0 it must have value -1 "
                        "(representing an unknown shape).  Saw value: 3");
  TF_EXPECT_OK(c.MakeShapeFromShapeTensorTreatScalarAsUnknownShape(2, &out));
  EXPECT_EQ("[3,?]", c.DebugString(out));
  TF_EXPECT_OK(c.MakeShapeFromShapeTensorTreatScalarAsUnknownShape(3, &out));
  EXPECT_EQ("?", c.DebugString(out));
  ExpectInvalidArgument(c.MakeShapeFromShapeTensorTreatScalarAsUnknownShape(4, &out),
                        "Shape must be at most rank 1 but is rank 2");
  // The plain form wants a vector.
  ExpectInvalidArgument(c.MakeShapeFromShapeTensor(0, &out), "Shape must be rank 1 but is rank 0");
}

TEST_F(ShapeInferenceTest, MakeShapeFromTensor) {
  InferenceContext c(kVersion, def_, MakeOpDef(0, 1), std::vector<PartialTensorShape>{}, {});
  const Tensor shape = VectorTensor<int64>({7, 8});
  const Tensor three_d(DT_INT32, TensorShape({1, 1, 1}));
  ShapeHandle out;
  TF_EXPECT_OK(c.MakeShapeFromTensor(&shape, c.Vector(2), &out));
  EXPECT_EQ("[7,8]", c.DebugString(out));
  TF_EXPECT_OK(c.MakeShapeFromTensor(nullptr, c.Vector(3), &out));
  EXPECT_EQ("[?,?,?]", c.DebugString(out));
  ExpectInvalidArgument(c.MakeShapeFromTensor(&three_d, c.Vector(1), &out),
                        "Input tensor must be rank 1, but was rank 3. Saw tensor shape [1,1,1]");
}

TEST_F(ShapeInferenceTest, GetScalarFromTensor) {
  InferenceContext c(kVersion, def_, MakeOpDef(0, 1), std::vector<PartialTensorShape>{}, {});
  const Tensor int32_scalar = ScalarTensor<int32>(-7);
  const Tensor int64_scalar = ScalarTensor<int64>(int64{1} << 40);
  const Tensor float_scalar = ScalarTensor<float>(1.0f);
  const Tensor vector = VectorTensor<int32>({4, 5});
  int64 value = 0;

  TF_EXPECT_OK(c.GetScalarFromTensor(&int32_scalar, &value));
  EXPECT_EQ(-7, value);
  TF_EXPECT_OK(c.GetScalarFromTensor(&int64_scalar, &value));
  EXPECT_EQ(int64{1} << 40, value);
  ExpectInvalidArgument(c.GetScalarFromTensor(&float_scalar, &value),
                        "Scalar input must be int32 or int64, but was float");
  ExpectInvalidArgument(c.GetScalarFromTensor(&vector, &value),
                        "Input must be scalar but has rank 1");
  ExpectInvalidArgument(c.GetScalarFromTensor(nullptr, &value),
                        "Expected a constant scalar input, but its value is unknown");

  TF_EXPECT_OK(c.GetScalarFromTensor(&vector, 1, &value));
  EXPECT_EQ(5, value);
  ExpectInvalidArgument(c.GetScalarFromTensor(&vector, 2, &value),
                        "Invalid index 2 for Tensor of size 2");
  ExpectInvalidArgument(c.GetScalarFromTensor(&vector, -1, &value),
                        "Invalid index -1 for Tensor of size 2");
  ExpectInvalidArgument(c.GetScalarFromTensor(&int32_scalar, 0, &value),
                        "Input must be 1D but has rank 0");
  ExpectInvalidArgument(c.GetScalarFromTensor(&float_scalar, 0, &value),
                        "Input must be 1D but has rank 0");
}

TEST_F(ShapeInferenceTest, MakeDimForScalarInput) {
  const Tensor five = ScalarTensor<int32>(5);
  const Tensor minus_one = ScalarTensor<int64>(-1);
  const Tensor minus_four = ScalarTensor<int32>(-4);
  InferenceContext c(kVersion, def_, MakeOpDef(4, 1), {S({}), S({}), S({}), S({})},
                     {&five, &minus_one, &minus_four});
  DimensionHandle out;
  TF_EXPECT_OK(c.MakeDimForScalarInput(0, &out));
  EXPECT_EQ("5", c.DebugString(out));
  EXPECT_TRUE(c.requested_input_tensor(0));
  TF_EXPECT_OK(c.MakeDimForScalarInput(3, &out));
  EXPECT_EQ("?", c.DebugString(out));
  ExpectInvalidArgument(c.MakeDimForScalarInput(1, &out),
                        "Dimension size, given by scalar input 1, must be non-negative but is -1");

  TF_EXPECT_OK(c.MakeDimForScalarInputWithNegativeIndexing(1, 3, &out));
  EXPECT_EQ("2", c.DebugString(out));
  TF_EXPECT_OK(c.MakeDimForScalarInputWithNegativeIndexing(1, InferenceContext::kUnknownRank,
                                                            &out));
  EXPECT_EQ("?", c.DebugString(out));
  TF_EXPECT_OK(c.MakeDimForScalarInputWithNegativeIndexing(0, 6, &out));
  EXPECT_EQ("5", c.DebugString(out));
  ExpectInvalidArgument(c.MakeDimForScalarInputWithNegativeIndexing(2, 3, &out),
                        "Dimension size, given by scalar input -4, must be in range [-3, 3)");
  ExpectInvalidArgument(c.MakeDimForScalarInputWithNegativeIndexing(0, 5, &out),
                        "Dimension size, given by scalar input 5, must be in range [-5, 5)");
}

}  // namespace
}  // namespace shape_inference
}  // namespace tensorflow
