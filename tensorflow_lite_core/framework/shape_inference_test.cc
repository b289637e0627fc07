// Tests of InferenceContext (shape_inference.cc): inputs and outputs, inspecting and asserting
// shapes and dimensions, merging, attrs, construction and Run.
#include "tensorflow_lite_core/framework/shape_inference.h"

#include <memory>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/framework/op_def_builder.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/framework/testing/inference_context_test_util.h"

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

// Expects `status` to be an InvalidArgument error whose message starts with `prefix`.
void ExpectInvalidArgumentStartingWith(const Status& status, const std::string& prefix) {
  EXPECT_EQ(error::INVALID_ARGUMENT, status.code()) << status;
  EXPECT_EQ(prefix, status.message().substr(0, prefix.size())) << status;
}

TEST_F(ShapeInferenceTest, InputsOutputsAndInspection) {
  InferenceContext c(kVersion, def_, MakeOpDef(3, 2), {Unknown(), S({1, -1, 3}), S({})}, {});
  EXPECT_TRUE(c.construction_status().ok());
  EXPECT_EQ(3, c.num_inputs());
  EXPECT_EQ(2, c.num_outputs());
  EXPECT_EQ("Dummy", c.op());
  EXPECT_EQ("Dummy", c.op_def().name());
  EXPECT_EQ(kVersion, c.graph_def_version());

  const ShapeHandle in0 = c.input(0);
  EXPECT_EQ("?", c.DebugString(in0));
  EXPECT_FALSE(c.RankKnown(in0));
  EXPECT_EQ(InferenceContext::kUnknownRank, c.Rank(in0));
  // Dimensions of an unknown rank are new unknown dimensions each time.
  EXPECT_EQ("?", c.DebugString(c.Dim(in0, 0)));
  EXPECT_EQ("?", c.DebugString(c.Dim(in0, -1)));
  EXPECT_EQ("?", c.DebugString(c.Dim(in0, 1000)));
  EXPECT_FALSE(c.Dim(in0, 0).SameHandle(c.Dim(in0, 0)));

  const ShapeHandle in1 = c.input(1);
  EXPECT_EQ("[1,?,3]", c.DebugString(in1));
  EXPECT_TRUE(c.RankKnown(in1));
  EXPECT_EQ(3, c.Rank(in1));
  DimensionHandle d = c.Dim(in1, 0);
  EXPECT_EQ(1, c.Value(d));
  EXPECT_TRUE(c.ValueKnown(d));
  EXPECT_TRUE(d.SameHandle(c.Dim(in1, -3)));
  EXPECT_TRUE(d.SameHandle(InferenceContext::DimKnownRank(in1, 0)));
  EXPECT_EQ("1", c.DebugString(d));
  d = c.Dim(in1, 1);
  EXPECT_EQ(InferenceContext::kUnknownDim, c.Value(d));
  EXPECT_FALSE(c.ValueKnown(d));
  EXPECT_TRUE(d.SameHandle(c.Dim(in1, -2)));
  EXPECT_EQ("?", c.DebugString(d));
  EXPECT_TRUE(c.Dim(in1, 2).SameHandle(InferenceContext::DimKnownRank(in1, -1)));
  EXPECT_EQ(3, c.Value(c.Dim(in1, -1)));

  const ShapeHandle in2 = c.input(2);
  EXPECT_EQ("[]", c.DebugString(in2));
  EXPECT_EQ(0, c.Rank(in2));

  // Values and handles are distinct notions: equal sizes, different handles.
  EXPECT_FALSE(in0.SameHandle(in1));
  EXPECT_TRUE(in1.SameHandle(c.input(1)));
  EXPECT_FALSE(c.MakeDim(1).SameHandle(c.MakeDim(1)));
  EXPECT_TRUE(ShapeHandle().SameHandle(ShapeHandle()));
  EXPECT_FALSE(c.RankKnown(ShapeHandle()));

  // Outputs start unset.
  EXPECT_FALSE(c.output(0).SameHandle(in0));
  EXPECT_TRUE(c.output(0).SameHandle(ShapeHandle()));
  c.set_output(1, in1);
  EXPECT_TRUE(c.output(1).SameHandle(in1));

  // Value() and ValueKnown() also take plain sizes.
  EXPECT_EQ(7, InferenceContext::Value(7));
  EXPECT_FALSE(InferenceContext::ValueKnown(InferenceContext::kUnknownDim));
}

TEST_F(ShapeInferenceTest, DimOutOfRangeIsABugInTheShapeFunction) {
  InferenceContext c(kVersion, def_, MakeOpDef(1, 1), {S({1, 2})}, {});
  EXPECT_DEATH(c.Dim(c.input(0), 2), "Dimension index 2 out of range for a shape of rank 2");
  EXPECT_DEATH(c.Dim(c.input(0), -3), "Dimension index -3 out of range");
  EXPECT_DEATH(c.input(1), "Input index 1 out of range for op 'Dummy' with 1 inputs");
  EXPECT_DEATH(c.set_output(1, c.input(0)), "Output index 1 out of range");
}

TEST_F(ShapeInferenceTest, NumElementsAndFullyDefined) {
  InferenceContext c(kVersion, def_, MakeOpDef(5, 1),
                     {Unknown(), S({}), S({2, -1}), S({0, -1}), S({2, 3, 4})}, {});
  EXPECT_EQ("?", c.DebugString(c.NumElements(c.input(0))));
  EXPECT_EQ("1", c.DebugString(c.NumElements(c.input(1))));
  EXPECT_EQ("?", c.DebugString(c.NumElements(c.input(2))));
  EXPECT_EQ("0", c.DebugString(c.NumElements(c.input(3))));
  EXPECT_EQ("24", c.DebugString(c.NumElements(c.input(4))));

  EXPECT_FALSE(c.FullyDefined(c.input(0)));
  EXPECT_TRUE(c.FullyDefined(c.input(1)));
  EXPECT_FALSE(c.FullyDefined(c.input(2)));
  EXPECT_FALSE(c.FullyDefined(c.input(3)));
  EXPECT_TRUE(c.FullyDefined(c.input(4)));
}

TEST_F(ShapeInferenceTest, WithRank) {
  InferenceContext c(kVersion, def_, MakeOpDef(2, 1), {Unknown(), S({1, -1})}, {});
  const ShapeHandle in0 = c.input(0);
  const ShapeHandle in1 = c.input(1);
  ShapeHandle out;

  // Unknown rank: a new shape of that many new unknown dimensions.
  TF_EXPECT_OK(c.WithRank(in0, 2, &out));
  EXPECT_EQ("[?,?]", c.DebugString(out));
  EXPECT_FALSE(out.SameHandle(in0));
  EXPECT_FALSE(c.Dim(out, 0).SameHandle(c.Dim(out, 1)));
  TF_EXPECT_OK(c.WithRank(in0, 0, &out));
  EXPECT_EQ("[]", c.DebugString(out));

  // The right rank: the shape itself.
  TF_EXPECT_OK(c.WithRank(in1, 2, &out));
  EXPECT_TRUE(out.SameHandle(in1));

  out = in1;
  ExpectInvalidArgument(c.WithRank(in1, 1, &out), "Shape must be rank 1 but is rank 2");
  EXPECT_TRUE(out.SameHandle(ShapeHandle()));  // Cleared on error.
  ExpectInvalidArgument(c.WithRank(in1, 3, &out), "Shape must be rank 3 but is rank 2");
  ExpectInvalidArgument(c.WithRank(in0, -1, &out), "Rank must be non-negative, but is -1");
  ExpectInvalidArgument(c.WithRank(in0, 1000000000, &out),
                        "Shape must be rank 1000000000, which exceeds the maximum rank 254");
}

TEST_F(ShapeInferenceTest, WithRankAtLeastAndAtMost) {
  InferenceContext c(kVersion, def_, MakeOpDef(2, 1), {Unknown(), S({1, -1})}, {});
  const ShapeHandle in0 = c.input(0);
  const ShapeHandle in1 = c.input(1);
  ShapeHandle out;

  // Unknown rank passes unchanged.
  TF_EXPECT_OK(c.WithRankAtLeast(in0, 5, &out));
  EXPECT_TRUE(out.SameHandle(in0));
  TF_EXPECT_OK(c.WithRankAtMost(in0, 0, &out));
  EXPECT_TRUE(out.SameHandle(in0));

  for (int rank : {0, 1, 2}) {
    TF_EXPECT_OK(c.WithRankAtLeast(in1, rank, &out));
    EXPECT_TRUE(out.SameHandle(in1));
  }
  for (int rank : {2, 3}) {
    TF_EXPECT_OK(c.WithRankAtMost(in1, rank, &out));
    EXPECT_TRUE(out.SameHandle(in1));
  }
  ExpectInvalidArgument(c.WithRankAtLeast(in1, 3, &out),
                        "Shape must be at least rank 3 but is rank 2");
  EXPECT_TRUE(out.SameHandle(ShapeHandle()));
  ExpectInvalidArgument(c.WithRankAtMost(in1, 1, &out),
                        "Shape must be at most rank 1 but is rank 2");
  EXPECT_TRUE(out.SameHandle(ShapeHandle()));
}

TEST_F(ShapeInferenceTest, WithValue) {
  InferenceContext c(kVersion, def_, MakeOpDef(1, 1), {S({1, -1})}, {});
  const DimensionHandle known = c.Dim(c.input(0), 0);
  const DimensionHandle unknown = c.Dim(c.input(0), 1);
  DimensionHandle out;

  TF_EXPECT_OK(c.WithValue(known, 1, &out));
  EXPECT_TRUE(out.SameHandle(known));
  TF_EXPECT_OK(c.WithValue(unknown, 4, &out));
  EXPECT_EQ(4, c.Value(out));
  EXPECT_FALSE(out.SameHandle(unknown));

  ExpectInvalidArgument(c.WithValue(known, 2, &out), "Dimension must be 2 but is 1");
  EXPECT_TRUE(out.SameHandle(DimensionHandle()));
  ExpectInvalidArgument(c.WithValue(unknown, -2, &out),
                        "Dimension must be non-negative, but asked to be -2");
}

TEST_F(ShapeInferenceTest, MergeDim) {
  InferenceContext c(kVersion, def_, MakeOpDef(1, 1), {S({2, -1, 2, 1, -1})}, {});
  const DimensionHandle d2 = c.Dim(c.input(0), 0);
  const DimensionHandle d_unknown = c.Dim(c.input(0), 1);
  const DimensionHandle d2_again = c.Dim(c.input(0), 2);
  const DimensionHandle d1 = c.Dim(c.input(0), 3);
  const DimensionHandle d_unknown2 = c.Dim(c.input(0), 4);
  DimensionHandle out;

  TF_EXPECT_OK(c.Merge(d2, d_unknown, &out));
  EXPECT_TRUE(out.SameHandle(d2));
  TF_EXPECT_OK(c.Merge(d_unknown, d2, &out));
  EXPECT_TRUE(out.SameHandle(d2));
  // Equal values: the first.
  TF_EXPECT_OK(c.Merge(d2, d2_again, &out));
  EXPECT_TRUE(out.SameHandle(d2));
  TF_EXPECT_OK(c.Merge(d2_again, d2, &out));
  EXPECT_TRUE(out.SameHandle(d2_again));
  // Two unknowns: the first.
  TF_EXPECT_OK(c.Merge(d_unknown, d_unknown2, &out));
  EXPECT_TRUE(out.SameHandle(d_unknown));
  TF_EXPECT_OK(c.Merge(d_unknown, d_unknown, &out));
  EXPECT_TRUE(out.SameHandle(d_unknown));

  ExpectInvalidArgument(c.Merge(d2, d1, &out), "Dimensions must be equal, but are 2 and 1");
  EXPECT_TRUE(out.SameHandle(DimensionHandle()));
  ExpectInvalidArgument(c.Merge(d1, d2, &out), "Dimensions must be equal, but are 1 and 2");

  EXPECT_TRUE(InferenceContext::IsCompatible(d2, d_unknown));
  EXPECT_TRUE(InferenceContext::IsCompatible(d2, d2_again));
  EXPECT_FALSE(InferenceContext::IsCompatible(d2, d1));
}

TEST_F(ShapeInferenceTest, MergeShape) {
  InferenceContext c(kVersion, def_, MakeOpDef(7, 1),
                     {Unknown(), S({1, 2}), S({-1, 2}), S({1, -1}), S({1, 3}), Unknown(),
                      S({1})},
                     {});
  const ShapeHandle s_unknown = c.input(0);
  const ShapeHandle s_1_2 = c.input(1);
  const ShapeHandle s_u_2 = c.input(2);
  const ShapeHandle s_1_u = c.input(3);
  const ShapeHandle s_1_3 = c.input(4);
  const ShapeHandle s_unknown_b = c.input(5);
  const ShapeHandle s_1 = c.input(6);
  ShapeHandle out;

  // Unknown ranks: the other shape; both unknown: the first.
  TF_EXPECT_OK(c.Merge(s_unknown, s_1_2, &out));
  EXPECT_TRUE(out.SameHandle(s_1_2));
  TF_EXPECT_OK(c.Merge(s_1_2, s_unknown, &out));
  EXPECT_TRUE(out.SameHandle(s_1_2));
  TF_EXPECT_OK(c.Merge(s_unknown, s_unknown_b, &out));
  EXPECT_TRUE(out.SameHandle(s_unknown));

  // The more specific shape is returned as it is, whichever side it is on.
  TF_EXPECT_OK(c.Merge(s_1_2, s_u_2, &out));
  EXPECT_TRUE(out.SameHandle(s_1_2));
  TF_EXPECT_OK(c.Merge(s_u_2, s_1_2, &out));
  EXPECT_TRUE(out.SameHandle(s_1_2));
  TF_EXPECT_OK(c.Merge(s_1_2, s_1_2, &out));
  EXPECT_TRUE(out.SameHandle(s_1_2));

  // Neither is: a new shape made of the known dimensions of each.
  TF_EXPECT_OK(c.Merge(s_u_2, s_1_u, &out));
  EXPECT_EQ("[1,2]", c.DebugString(out));
  EXPECT_FALSE(out.SameHandle(s_u_2));
  EXPECT_FALSE(out.SameHandle(s_1_u));
  EXPECT_TRUE(c.Dim(out, 0).SameHandle(c.Dim(s_1_u, 0)));
  EXPECT_TRUE(c.Dim(out, 1).SameHandle(c.Dim(s_u_2, 1)));

  ExpectInvalidArgument(c.Merge(s_1_2, s_1_3, &out),
                        "Dimension 1 in both shapes must be equal, but are 2 and 3. "
                        "Shapes are [1,2] and [1,3].");
  EXPECT_TRUE(out.SameHandle(ShapeHandle()));
  ExpectInvalidArgument(c.Merge(s_1, s_1_2, &out), "Shapes must be equal rank, but are 1 and 2");

  EXPECT_TRUE(InferenceContext::IsCompatible(s_unknown, s_1_3));
  EXPECT_TRUE(InferenceContext::IsCompatible(s_u_2, s_1_u));
  EXPECT_FALSE(InferenceContext::IsCompatible(s_1_2, s_1_3));
  EXPECT_FALSE(InferenceContext::IsCompatible(s_1, s_1_2));
}

TEST_F(ShapeInferenceTest, MergeInput) {
  InferenceContext c(kVersion, def_, MakeOpDef(2, 1), {S({-1, 2}), S({1, -1})}, {});
  const ShapeHandle original = c.input(0);
  EXPECT_FALSE(c.MergeInput(0, c.input(0)));  // No change.
  EXPECT_FALSE(c.MergeInput(0, c.UnknownShape()));
  EXPECT_FALSE(c.MergeInput(0, c.Vector(3)));  // Incompatible: left as it was.
  EXPECT_TRUE(c.input(0).SameHandle(original));
  EXPECT_TRUE(c.MergeInput(0, c.input(1)));
  EXPECT_EQ("[1,2]", c.DebugString(c.input(0)));
}

TEST_F(ShapeInferenceTest, MergePrefix) {
  InferenceContext c(kVersion, def_, MakeOpDef(4, 1),
                     {Unknown(), S({-1, 2}), S({1, -1, 3}), S({2})}, {});
  const ShapeHandle s_unknown = c.input(0);
  const ShapeHandle s_u_2 = c.input(1);
  const ShapeHandle s_1_u_3 = c.input(2);
  const ShapeHandle s_2 = c.input(3);
  ShapeHandle s_out;
  ShapeHandle prefix_out;

  TF_EXPECT_OK(c.MergePrefix(s_unknown, s_u_2, &s_out, &prefix_out));
  EXPECT_TRUE(s_out.SameHandle(s_unknown));
  EXPECT_TRUE(prefix_out.SameHandle(s_u_2));
  TF_EXPECT_OK(c.MergePrefix(s_1_u_3, s_unknown, &s_out, &prefix_out));
  EXPECT_TRUE(s_out.SameHandle(s_1_u_3));
  EXPECT_TRUE(prefix_out.SameHandle(s_unknown));

  TF_EXPECT_OK(c.MergePrefix(s_1_u_3, s_u_2, &s_out, &prefix_out));
  EXPECT_EQ("[1,2,3]", c.DebugString(s_out));
  EXPECT_EQ("[1,2]", c.DebugString(prefix_out));
  EXPECT_TRUE(c.Dim(s_out, 0).SameHandle(c.Dim(s_1_u_3, 0)));
  EXPECT_TRUE(c.Dim(s_out, 1).SameHandle(c.Dim(s_u_2, 1)));
  EXPECT_TRUE(c.Dim(s_out, 2).SameHandle(c.Dim(s_1_u_3, 2)));
  EXPECT_TRUE(c.Dim(prefix_out, 0).SameHandle(c.Dim(s_1_u_3, 0)));
  EXPECT_TRUE(c.Dim(prefix_out, 1).SameHandle(c.Dim(s_u_2, 1)));

  ExpectInvalidArgument(c.MergePrefix(s_2, s_u_2, &s_out, &prefix_out),
                        "Shape must be at least rank 2 but is rank 1");
  ExpectInvalidArgument(c.MergePrefix(s_1_u_3, s_2, &s_out, &prefix_out),
                        "Dimensions must be equal, but are 1 and 2");
  EXPECT_TRUE(s_out.SameHandle(ShapeHandle()));
  EXPECT_TRUE(prefix_out.SameHandle(ShapeHandle()));
}

TEST_F(ShapeInferenceTest, GetAttr) {
  NodeDef def;
  AddNodeAttr("flag", true, &def);
  AddNodeAttr("sizes", std::vector<int64>{1, 2}, &def);
  InferenceContext c(kVersion, def, MakeOpDef(0, 1), std::vector<PartialTensorShape>{}, {});
  bool flag = false;
  TF_EXPECT_OK(c.GetAttr("flag", &flag));
  EXPECT_TRUE(flag);
  std::vector<int64> sizes;
  TF_EXPECT_OK(c.GetAttr("sizes", &sizes));
  EXPECT_EQ((std::vector<int64>{1, 2}), sizes);
  EXPECT_EQ(c.GetAttr("missing", &flag),
            errors::NotFound("No attr named 'missing' in NodeDef:\n\t [[{{node }}]]"));
  EXPECT_EQ(c.GetAttr("sizes", &flag),
            errors::InvalidArgument("AttrValue had value with type 'list(int)' when 'bool' "
                                    "expected\n\t for attr 'sizes'"));
  EXPECT_EQ(2, c.attrs().size());
}

// An op with a variadic input and output: "Variadic" with a: N * float, b: int32 -> x: float,
// y: N * float.
OpDef MakeVariadicOpDef() {
  OpRegistrationData data;
  TF_CHECK_OK(OpDefBuilder("Variadic")
                  .Attr("N: int >= 1")
                  .Input("a: N * float")
                  .Input("b: int32")
                  .Output("x: float")
                  .Output("y: N * float")
                  .Finalize(&data));
  return data.op_def;
}

TEST_F(ShapeInferenceTest, InputsAndOutputsByName) {
  NodeDef def;
  AddNodeAttr("N", 2, &def);
  InferenceContext c(kVersion, def, MakeVariadicOpDef(), {S({1}), S({2}), S({3})}, {});
  TF_ASSERT_OK(c.construction_status());
  EXPECT_EQ(3, c.num_inputs());
  EXPECT_EQ(3, c.num_outputs());

  std::vector<ShapeHandle> shapes;
  TF_EXPECT_OK(c.input("a", &shapes));
  ASSERT_EQ(2u, shapes.size());
  EXPECT_TRUE(shapes[0].SameHandle(c.input(0)));
  EXPECT_TRUE(shapes[1].SameHandle(c.input(1)));
  TF_EXPECT_OK(c.input("b", &shapes));
  ASSERT_EQ(1u, shapes.size());
  EXPECT_TRUE(shapes[0].SameHandle(c.input(2)));
  ExpectInvalidArgument(c.input("c", &shapes), "Unknown input name: c");

  TF_EXPECT_OK(c.set_output("y", {c.input(1), c.input(0)}));
  EXPECT_TRUE(c.output(1).SameHandle(c.input(1)));
  EXPECT_TRUE(c.output(2).SameHandle(c.input(0)));
  ExpectInvalidArgument(c.set_output("y", {c.input(0)}),
                        "Output 'y' of op 'Variadic' has 2 tensors, but 1 shapes were given");
  ExpectInvalidArgument(c.set_output("z", {}), "Unknown output name: z");
  TF_EXPECT_OK(c.output("y", &shapes));
  ASSERT_EQ(2u, shapes.size());
  EXPECT_TRUE(shapes[0].SameHandle(c.input(1)));
  ExpectInvalidArgument(c.output("z", &shapes), "Unknown output name: z");
}

TEST_F(ShapeInferenceTest, ConstructionErrorsAreReportedByRun) {
  const auto fn = [](InferenceContext* c) {
    for (int i = 0; i < c->num_outputs(); ++i) c->set_output(i, c->Scalar());
    return OkStatus();
  };
  {
    // The variadic op's N is missing, so its arguments cannot be counted.
    InferenceContext c(kVersion, def_, MakeVariadicOpDef(), {S({1}), S({2})}, {});
    EXPECT_FALSE(c.construction_status().ok());
    EXPECT_EQ(c.construction_status(), c.Run(fn));
  }
  {
    InferenceContext c(kVersion, def_, MakeOpDef(2, 1), {S({1})}, {});
    ExpectInvalidArgument(c.construction_status(),
                          "Op 'Dummy' has 2 inputs, but 1 input shapes were given");
    ExpectInvalidArgument(c.Run(fn), "Op 'Dummy' has 2 inputs, but 1 input shapes were given");
  }
  {
    const Tensor t = ScalarTensor<int32>(1);
    InferenceContext c(kVersion, def_, MakeOpDef(1, 1), {S({})}, {&t, &t});
    ExpectInvalidArgument(c.construction_status(),
                          "2 input tensors were given for op 'Dummy', which has 1 input shapes");
  }
  {
    TensorShapeProto good;
    good.add_dim()->set_size(3);
    TensorShapeProto bad;
    bad.add_dim()->set_size(-5);
    InferenceContext c(kVersion, def_, MakeOpDef(2, 1), std::vector<TensorShapeProto>{good, bad},
                       {});
    EXPECT_EQ("[3]", c.DebugString(c.input(0)));
    ExpectInvalidArgumentStartingWith(c.construction_status(),
                                      "Shape of input 1 of op 'Dummy' is invalid: ");
  }
}

TEST_F(ShapeInferenceTest, ProtoConstructor) {
  TensorShapeProto vector;
  vector.add_dim()->set_size(-1);
  TensorShapeProto unknown;
  unknown.set_unknown_rank(true);
  InferenceContext c(kVersion, def_, MakeOpDef(2, 1), std::vector<TensorShapeProto>{vector, unknown},
                     {}, std::vector<TensorShapeProto>{vector});
  TF_EXPECT_OK(c.construction_status());
  EXPECT_EQ("[?]", c.DebugString(c.input(0)));
  EXPECT_EQ("?", c.DebugString(c.input(1)));
}

TEST_F(ShapeInferenceTest, InputTensors) {
  const Tensor t = VectorTensor<int32>({1, 2});
  InferenceContext c(kVersion, def_, MakeOpDef(2, 1), {S({2}), S({2})}, {nullptr, &t});
  EXPECT_FALSE(c.requested_input_tensor(1));
  EXPECT_EQ(nullptr, c.input_tensor(0));
  EXPECT_EQ(&t, c.input_tensor(1));
  EXPECT_TRUE(c.requested_input_tensor(0));
  EXPECT_TRUE(c.requested_input_tensor(1));
  c.set_input_tensors({&t});
  EXPECT_EQ(&t, c.input_tensor(0));
  EXPECT_EQ(nullptr, c.input_tensor(1));
}

TEST_F(ShapeInferenceTest, RunAttachesContextToErrors) {
  NodeDef def;
  def.set_name("my_node");
  def.set_op("Dummy");
  def.add_input("x");
  def.add_input("y");
  const Tensor t = VectorTensor<int64>({3, 4});
  InferenceContext c(kVersion, def, MakeOpDef(2, 1), {S({1, -1}), S({2})}, {nullptr, &t});
  const Status status = c.Run([](InferenceContext* c) {
    c->input_tensor(1);
    return errors::InvalidArgument("Something is wrong");
  });
  ExpectInvalidArgument(status,
                        "Something is wrong for '{{node my_node}} = Dummy[](x, y)' with input "
                        "shapes: [1,?], [2] and with computed input tensors: input[1] = <3 4>.");
}

TEST_F(ShapeInferenceTest, RunWithBareAttrs) {
  const auto fail = [](InferenceContext*) { return errors::InvalidArgument("Bad"); };
  InferenceContext c(kVersion, AttrSlice(), MakeOpDef(1, 1), {Unknown()}, {});
  ExpectInvalidArgument(c.Run(fail), "Bad for 'Dummy' with input shapes: ?.");

  AttrValueMap attrs;
  AddAttr("T", DT_FLOAT, &attrs);
  InferenceContext with_attrs(kVersion, AttrSlice(&attrs), MakeOpDef(0, 1),
                              std::vector<PartialTensorShape>{}, {});
  ExpectInvalidArgument(with_attrs.Run(fail), "Bad for 'Dummy[T=DT_FLOAT]' with input shapes: .");
}

TEST_F(ShapeInferenceTest, RunChecksEveryOutputIsSet) {
  InferenceContext c(kVersion, def_, MakeOpDef(1, 2), {S({1})}, {});
  const Status status = c.Run([](InferenceContext* c) {
    c->set_output(0, c->input(0));
    return OkStatus();
  });
  ExpectInvalidArgumentStartingWith(status, "Shape function of op 'Dummy' did not set output 1 "
                                            "(of 2) for ");
  EXPECT_EQ("InferenceContext for op 'Dummy': inputs ([1]), outputs ([1], <unset>)",
            c.DebugString());

  TF_EXPECT_OK(c.Run([](InferenceContext* c) {
    c->set_output(0, c->input(0));
    c->set_output(1, c->Scalar());
    return OkStatus();
  }));
  EXPECT_EQ("InferenceContext for op 'Dummy': inputs ([1]), outputs ([1], [])",
            c.DebugString());

  ExpectInvalidArgument(c.Run(nullptr),
                        "No shape inference function exists for op 'Dummy', did you forget to "
                        "define it?");
}

TEST_F(ShapeInferenceTest, HandleShapesAndTypes) {
  std::vector<std::unique_ptr<std::vector<std::pair<PartialTensorShape, DataType>>>> handles;
  handles.push_back(nullptr);
  handles.push_back(std::make_unique<std::vector<std::pair<PartialTensorShape, DataType>>>(
      std::vector<std::pair<PartialTensorShape, DataType>>{{S({2, -1}), DT_FLOAT}}));
  InferenceContext c(kVersion, def_, MakeOpDef(2, 1), {S({}), S({})}, {}, {}, handles);
  EXPECT_EQ(nullptr, c.input_handle_shapes_and_types(0));
  const std::vector<ShapeAndType>* input_handles = c.input_handle_shapes_and_types(1);
  ASSERT_NE(nullptr, input_handles);
  ASSERT_EQ(1u, input_handles->size());
  EXPECT_EQ("[2,?]:float", c.DebugString((*input_handles)[0]));

  EXPECT_EQ(nullptr, c.output_handle_shapes_and_types(0));
  c.set_output_handle_shapes_and_types(0, {ShapeAndType(c.Vector(3), DT_INT32)});
  ASSERT_NE(nullptr, c.output_handle_shapes_and_types(0));
  EXPECT_EQ("[3]:int32", c.DebugString((*c.output_handle_shapes_and_types(0))[0]));
}

}  // namespace
}  // namespace shape_inference
}  // namespace tensorflow
