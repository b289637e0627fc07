#include "tensorflow_lite_core/c/ops.h"

#include <cstdint>
#include <limits>
#include <memory>
#include <string>
#include <vector>

#include "google/protobuf/text_format.h"
#include "gtest/gtest.h"
#include "tensorflow_lite_core/c/c_api_internal.h"
#include "tensorflow_lite_core/c/testing/c_api_test_util.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/op_def_builder.h"
#include "tensorflow_lite_core/framework/shape_inference.h"
#include "tensorflow_lite_core/platform/version.h"

namespace tensorflow {
namespace {

using c_api_testing::ExpectOk;
using c_api_testing::ExpectStatus;
using c_api_testing::KernelRunner;
using c_api_testing::NewStatus;
using shape_inference::InferenceContext;

struct ShapeHandleDeleter {
  void operator()(TF_ShapeHandle* handle) const { TF_DeleteShapeHandle(handle); }
};
using ShapePtr = std::unique_ptr<TF_ShapeHandle, ShapeHandleDeleter>;
struct DimensionHandleDeleter {
  void operator()(TF_DimensionHandle* handle) const { TF_DeleteDimensionHandle(handle); }
};
using DimensionPtr = std::unique_ptr<TF_DimensionHandle, DimensionHandleDeleter>;

// The registered OpDef of `name` against its expected text form.
void ExpectOpDef(const std::string& name, const std::string& expected_text) {
  const OpDef* op_def = nullptr;
  ASSERT_TRUE(OpRegistry::Global()->LookUpOpDef(name, &op_def).ok()) << name;
  OpDef expected;
  ASSERT_TRUE(google::protobuf::TextFormat::ParseFromString(expected_text, &expected));
  EXPECT_EQ(op_def->DebugString(), expected.DebugString());
}

// ---- Registration.

TEST(OpsRegistrationTest, RecordsSpecsAndFlags) {
  TF_OpDefinitionBuilder* builder = TF_NewOpDefinitionBuilder("CApiOpsTestEverything");
  TF_OpDefinitionBuilderAddAttr(builder, "T: {float, int32} = DT_INT32");
  TF_OpDefinitionBuilderAddAttr(builder, "N: int >= 2");
  TF_OpDefinitionBuilderAddInput(builder, "values: N * T");
  TF_OpDefinitionBuilderAddOutput(builder, "sum: T");
  TF_OpDefinitionBuilderSetIsCommutative(builder, true);
  TF_OpDefinitionBuilderSetIsAggregate(builder, true);
  TF_OpDefinitionBuilderSetIsStateful(builder, true);
  TF_OpDefinitionBuilderSetAllowsUninitializedInput(builder, true);
  TF_OpDefinitionBuilderDeprecated(builder, 7, "use Sum");
  auto status = NewStatus();
  TF_RegisterOpDefinition(builder, status.get());
  ExpectOk(status.get());
  ExpectOpDef("CApiOpsTestEverything", R"pb(
    name: "CApiOpsTestEverything"
    input_arg { name: "values" type_attr: "T" number_attr: "N" }
    output_arg { name: "sum" type_attr: "T" }
    attr {
      name: "T"
      type: "type"
      default_value { type: DT_INT32 }
      allowed_values { list { type: [ DT_FLOAT, DT_INT32 ] } }
    }
    attr { name: "N" type: "int" has_minimum: true minimum: 2 }
    deprecation { version: 7 explanation: "use Sum" }
    is_commutative: true
    is_aggregate: true
    is_stateful: true
    allows_uninitialized_input: true
  )pb");
  EXPECT_EQ(OpRegistry::Global()->LookUp("CApiOpsTestEverything")->source_file, "the C API");
}

TEST(OpsRegistrationTest, LastFlagCallWins) {
  TF_OpDefinitionBuilder* builder = TF_NewOpDefinitionBuilder("CApiOpsTestFlagsOff");
  TF_OpDefinitionBuilderAddOutput(builder, "y: float");
  TF_OpDefinitionBuilderSetIsStateful(builder, true);
  TF_OpDefinitionBuilderSetIsStateful(builder, false);
  auto status = NewStatus();
  TF_RegisterOpDefinition(builder, status.get());
  ExpectOk(status.get());
  ExpectOpDef("CApiOpsTestFlagsOff", R"pb(
    name: "CApiOpsTestFlagsOff" output_arg { name: "y" type: DT_FLOAT }
  )pb");
}

TEST(OpsRegistrationTest, MalformedSpecsAreAllReported) {
  TF_OpDefinitionBuilder* builder = TF_NewOpDefinitionBuilder("CApiOpsTestMalformed");
  TF_OpDefinitionBuilderAddAttr(builder, "9bad: int");
  TF_OpDefinitionBuilderAddInput(builder, "x: no_such_type");
  auto status = NewStatus();
  TF_RegisterOpDefinition(builder, status.get());
  ExpectStatus(status.get(), TF_INVALID_ARGUMENT, {"CApiOpsTestMalformed", "9bad", "no_such_type"});
  EXPECT_FALSE(c_api_testing::OpRegistered("CApiOpsTestMalformed"));
}

TEST(OpsRegistrationTest, NullArgumentsFailRegistration) {
  EXPECT_EQ(TF_NewOpDefinitionBuilder(nullptr), nullptr);
  auto status = NewStatus();
  TF_RegisterOpDefinition(nullptr, status.get());
  ExpectStatus(status.get(), TF_INVALID_ARGUMENT, {"TF_RegisterOpDefinition: builder is NULL"});

  TF_OpDefinitionBuilder* builder = TF_NewOpDefinitionBuilder("CApiOpsTestNullSpec");
  TF_OpDefinitionBuilderAddInput(builder, nullptr);
  TF_OpDefinitionBuilderDeprecated(builder, 3, nullptr);
  TF_OpDefinitionBuilderSetShapeInferenceFunction(builder, nullptr);
  TF_RegisterOpDefinition(builder, status.get());
  ExpectStatus(status.get(), TF_INVALID_ARGUMENT,
               {"CApiOpsTestNullSpec", "TF_OpDefinitionBuilderAddInput was given a NULL spec",
                "TF_OpDefinitionBuilderDeprecated was given a NULL spec",
                "TF_OpDefinitionBuilderSetShapeInferenceFunction was given a NULL function"});
  EXPECT_FALSE(c_api_testing::OpRegistered("CApiOpsTestNullSpec"));

  // Calls on a NULL builder are ignored.
  TF_OpDefinitionBuilderAddAttr(nullptr, "T: type");
  TF_OpDefinitionBuilderAddInput(nullptr, "x: T");
  TF_OpDefinitionBuilderAddOutput(nullptr, "y: T");
  TF_OpDefinitionBuilderSetIsCommutative(nullptr, true);
  TF_OpDefinitionBuilderSetIsAggregate(nullptr, true);
  TF_OpDefinitionBuilderSetIsStateful(nullptr, true);
  TF_OpDefinitionBuilderSetAllowsUninitializedInput(nullptr, true);
  TF_OpDefinitionBuilderDeprecated(nullptr, 1, "x");
  TF_OpDefinitionBuilderSetShapeInferenceFunction(nullptr, nullptr);
  TF_OpDefinitionBuilderSetShapeInferenceFunctionWithState(nullptr, nullptr, nullptr);
  TF_DeleteOpDefinitionBuilder(nullptr);
}

TEST(OpsRegistrationTest, DuplicateIsAlreadyExists) {
  auto status = NewStatus();
  for (int attempt = 0; attempt < 2; ++attempt) {
    TF_OpDefinitionBuilder* builder = TF_NewOpDefinitionBuilder("CApiOpsTestTwice");
    TF_OpDefinitionBuilderAddOutput(builder, "y: float");
    TF_RegisterOpDefinition(builder, status.get());
  }
  ExpectStatus(status.get(), TF_ALREADY_EXISTS, {"CApiOpsTestTwice"});
}

TEST(OpsRegistrationTest, UnregisteredBuilderCanBeDeleted) {
  TF_OpDefinitionBuilder* builder = TF_NewOpDefinitionBuilder("CApiOpsTestNeverRegistered");
  TF_OpDefinitionBuilderAddOutput(builder, "y: float");
  TF_DeleteOpDefinitionBuilder(builder);
  EXPECT_FALSE(c_api_testing::OpRegistered("CApiOpsTestNeverRegistered"));
}

// ---- Shape functions through registration.

// Output 0 is input 0 with its last dimension dropped; fails for scalars.
void DropLastDimension(TF_ShapeInferenceContext* ctx, TF_Status* status) {
  ShapePtr input(TF_NewShapeHandle());
  TF_ShapeInferenceContextGetInput(ctx, 0, input.get(), status);
  if (TF_GetCode(status) != TF_OK) return;
  TF_ShapeInferenceContextWithRankAtLeast(ctx, input.get(), 1, input.get(), status);
  if (TF_GetCode(status) != TF_OK) return;
  ShapePtr output(TF_NewShapeHandle());
  TF_ShapeInferenceContextSubshape(ctx, input.get(), 0, -1, output.get(), status);
  if (TF_GetCode(status) != TF_OK) return;
  TF_ShapeInferenceContextSetOutput(ctx, 0, output.get(), status);
}

// Output 0 is input 0 with `*state` appended as a new last dimension.
void AppendStateDimension(TF_ShapeInferenceContext* ctx, void* state, TF_Status* status) {
  ShapePtr input(TF_NewShapeHandle());
  TF_ShapeInferenceContextGetInput(ctx, 0, input.get(), status);
  if (TF_GetCode(status) != TF_OK) return;
  ShapePtr extra(TF_ShapeInferenceContextVectorFromSize(ctx, *static_cast<size_t*>(state)));
  ShapePtr output(TF_NewShapeHandle());
  TF_ShapeInferenceContextConcatenateShapes(ctx, input.get(), extra.get(), output.get(), status);
  if (TF_GetCode(status) != TF_OK) return;
  TF_ShapeInferenceContextSetOutput(ctx, 0, output.get(), status);
}

void RegisterUnaryOp(const char* name,
                     void (*plain)(TF_ShapeInferenceContext*, TF_Status*),
                     void (*with_state)(TF_ShapeInferenceContext*, void*, TF_Status*),
                     void* state) {
  TF_OpDefinitionBuilder* builder = TF_NewOpDefinitionBuilder(name);
  TF_OpDefinitionBuilderAddInput(builder, "x: float");
  TF_OpDefinitionBuilderAddOutput(builder, "y: float");
  if (plain != nullptr) TF_OpDefinitionBuilderSetShapeInferenceFunction(builder, plain);
  if (with_state != nullptr) {
    TF_OpDefinitionBuilderSetShapeInferenceFunctionWithState(builder, with_state, state);
  }
  auto status = NewStatus();
  TF_RegisterOpDefinition(builder, status.get());
  ExpectOk(status.get());
}

std::string InferredShape(const std::string& op, const PartialTensorShape& input, Status* status) {
  std::vector<PartialTensorShape> outputs;
  *status = KernelRunner(op).Input(Tensor(DT_FLOAT)).InferShapes({input}, &outputs);
  return status->ok() ? outputs[0].DebugString() : "";
}

TEST(OpsShapeFunctionTest, RegisteredFunctionRunsAndReportsErrors) {
  RegisterUnaryOp("CApiOpsTestDropLast", &DropLastDimension, nullptr, nullptr);
  Status status;
  EXPECT_EQ(InferredShape("CApiOpsTestDropLast", PartialTensorShape({2, -1, 4}), &status), "[2,?]");
  EXPECT_TRUE(status.ok()) << status;
  EXPECT_EQ(InferredShape("CApiOpsTestDropLast", PartialTensorShape(), &status), "<unknown>");
  EXPECT_TRUE(status.ok()) << status;
  InferredShape("CApiOpsTestDropLast", PartialTensorShape({}), &status);
  ExpectStatus(status, error::INVALID_ARGUMENT, {"Shape must be at least rank 1 but is rank 0"});
}

TEST(OpsShapeFunctionTest, FunctionWithStateSeesItsState) {
  static size_t appended = 3;
  RegisterUnaryOp("CApiOpsTestAppend", nullptr, &AppendStateDimension, &appended);
  Status status;
  EXPECT_EQ(InferredShape("CApiOpsTestAppend", PartialTensorShape({5}), &status), "[5,3]");
  EXPECT_TRUE(status.ok()) << status;
}

TEST(OpsShapeFunctionTest, OutputsLeftUnsetAreAnError) {
  RegisterUnaryOp(
      "CApiOpsTestForgetful", [](TF_ShapeInferenceContext*, TF_Status*) {}, nullptr, nullptr);
  Status status;
  InferredShape("CApiOpsTestForgetful", PartialTensorShape({1}), &status);
  EXPECT_FALSE(status.ok());
  EXPECT_NE(status.message().find("CApiOpsTestForgetful"), std::string::npos) << status;
  EXPECT_NE(status.message().find("did not set output 0 (of 1)"), std::string::npos) << status;
}

// ---- The context functions one by one, on a context made here.

class ShapeContextTest : public ::testing::Test {
 protected:
  // An op with one float input per shape, two outputs, and attrs T (a type) and n (an int).
  void MakeContext(const std::vector<PartialTensorShape>& inputs) {
    OpDefBuilder builder("ShapeContextTestOp");
    for (size_t i = 0; i < inputs.size(); ++i) builder.Input("x" + std::to_string(i) + ": float");
    builder.Output("y: float").Output("z: float").Attr("T: type").Attr("n: int");
    OpRegistrationData data;
    ASSERT_TRUE(builder.Finalize(&data).ok());
    op_def_ = data.op_def;
    node_.set_name("node");
    node_.set_op("ShapeContextTestOp");
    (*node_.mutable_attr())["T"].set_type(DT_INT64);
    (*node_.mutable_attr())["n"].set_i(3);
    context_ = std::make_unique<InferenceContext>(TF_GRAPH_DEF_VERSION, AttrSlice(node_), op_def_,
                                                  inputs, std::vector<const Tensor*>());
    ASSERT_TRUE(context_->construction_status().ok()) << context_->construction_status();
  }

  TF_ShapeInferenceContext* ctx() { return c_api::ToC(context_.get()); }
  std::string Text(const TF_ShapeHandle* handle) { return context_->DebugString(handle->handle); }
  ShapePtr Input(int i) {
    ShapePtr handle(TF_NewShapeHandle());
    TF_ShapeInferenceContextGetInput(ctx(), i, handle.get(), status_.get());
    ExpectOk(status_.get());
    return handle;
  }

  OpDef op_def_;
  NodeDef node_;
  std::unique_ptr<InferenceContext> context_;
  c_api_testing::StatusPtr status_ = NewStatus();
};

TEST_F(ShapeContextTest, InputsAndOutputs) {
  MakeContext({PartialTensorShape({2, 3}), PartialTensorShape()});
  EXPECT_EQ(TF_ShapeInferenceContextNumInputs(ctx()), 2);
  ShapePtr first = Input(0);
  EXPECT_EQ(Text(first.get()), "[2,3]");
  EXPECT_EQ(Text(Input(1).get()), "?");

  TF_ShapeInferenceContextSetOutput(ctx(), 1, first.get(), status_.get());
  ExpectOk(status_.get());
  EXPECT_TRUE(context_->output(1).SameHandle(context_->input(0)));

  ShapePtr handle(TF_NewShapeHandle());
  TF_ShapeInferenceContextGetInput(ctx(), 2, handle.get(), status_.get());
  ExpectStatus(status_.get(), TF_INVALID_ARGUMENT,
               {"input index 2 out of range [0, 2)", "ShapeContextTestOp"});
  TF_ShapeInferenceContextGetInput(ctx(), -1, handle.get(), status_.get());
  ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"input index -1 out of range"});
  TF_ShapeInferenceContextSetOutput(ctx(), 2, first.get(), status_.get());
  ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"output index 2 out of range [0, 2)"});
  TF_ShapeInferenceContextSetOutput(ctx(), 0, handle.get(), status_.get());
  ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"output 0", "holds no shape"});
}

TEST_F(ShapeContextTest, NewShapes) {
  MakeContext({});
  ShapePtr scalar(TF_ShapeInferenceContextScalar(ctx()));
  EXPECT_EQ(Text(scalar.get()), "[]");
  ShapePtr vector(TF_ShapeInferenceContextVectorFromSize(ctx(), 7));
  EXPECT_EQ(Text(vector.get()), "[7]");
  EXPECT_EQ(TF_ShapeInferenceContextVectorFromSize(ctx(), std::numeric_limits<size_t>::max()),
            nullptr);
  EXPECT_EQ(TF_ShapeInferenceContextScalar(nullptr), nullptr);
  EXPECT_EQ(TF_ShapeInferenceContextVectorFromSize(nullptr, 1), nullptr);
}

TEST_F(ShapeContextTest, RankChecks) {
  MakeContext({PartialTensorShape({2, 3}), PartialTensorShape()});
  ShapePtr known = Input(0);
  ShapePtr unknown = Input(1);
  EXPECT_EQ(TF_ShapeInferenceContextRank(ctx(), known.get()), 2);
  EXPECT_EQ(TF_ShapeInferenceContextRankKnown(ctx(), known.get()), 1);
  EXPECT_EQ(TF_ShapeInferenceContextRank(ctx(), unknown.get()), -1);
  EXPECT_EQ(TF_ShapeInferenceContextRankKnown(ctx(), unknown.get()), 0);

  ShapePtr result(TF_NewShapeHandle());
  TF_ShapeInferenceContextWithRank(ctx(), known.get(), 2, result.get(), status_.get());
  ExpectOk(status_.get());
  EXPECT_EQ(Text(result.get()), "[2,3]");
  TF_ShapeInferenceContextWithRank(ctx(), unknown.get(), 3, result.get(), status_.get());
  ExpectOk(status_.get());
  EXPECT_EQ(Text(result.get()), "[?,?,?]");
  TF_ShapeInferenceContextWithRank(ctx(), known.get(), 3, result.get(), status_.get());
  ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"Shape must be rank 3 but is rank 2"});
  EXPECT_EQ(TF_ShapeInferenceContextRankKnown(ctx(), result.get()), 0) << "result holds no shape";

  TF_ShapeInferenceContextWithRankAtLeast(ctx(), known.get(), 1, result.get(), status_.get());
  ExpectOk(status_.get());
  TF_ShapeInferenceContextWithRankAtLeast(ctx(), known.get(), 3, result.get(), status_.get());
  ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"Shape must be at least rank 3 but is rank 2"});
  TF_ShapeInferenceContextWithRankAtMost(ctx(), known.get(), 2, result.get(), status_.get());
  ExpectOk(status_.get());
  TF_ShapeInferenceContextWithRankAtMost(ctx(), known.get(), 1, result.get(), status_.get());
  ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"Shape must be at most rank 1 but is rank 2"});
}

TEST_F(ShapeContextTest, Dimensions) {
  MakeContext({PartialTensorShape({2, -1}), PartialTensorShape()});
  ShapePtr known = Input(0);
  DimensionPtr dim(TF_NewDimensionHandle());
  EXPECT_EQ(TF_DimensionHandleValueKnown(dim.get()), 0) << "a new handle holds no dimension";
  EXPECT_EQ(TF_DimensionHandleValue(dim.get()), -1);

  TF_ShapeInferenceContextDim(ctx(), known.get(), 0, dim.get());
  EXPECT_EQ(TF_DimensionHandleValueKnown(dim.get()), 1);
  EXPECT_EQ(TF_DimensionHandleValue(dim.get()), 2);
  TF_ShapeInferenceContextDim(ctx(), known.get(), -2, dim.get());
  EXPECT_EQ(TF_DimensionHandleValue(dim.get()), 2);
  TF_ShapeInferenceContextDim(ctx(), known.get(), 1, dim.get());
  EXPECT_EQ(TF_DimensionHandleValueKnown(dim.get()), 0);
  EXPECT_EQ(TF_DimensionHandleValue(dim.get()), -1);
  // Out of range: no dimension rather than an abort.
  TF_ShapeInferenceContextDim(ctx(), known.get(), 2, dim.get());
  EXPECT_EQ(TF_DimensionHandleValueKnown(dim.get()), 0);
  TF_ShapeInferenceContextDim(ctx(), known.get(), -3, dim.get());
  EXPECT_EQ(TF_DimensionHandleValue(dim.get()), -1);
  // Unknown rank: an unknown dimension.
  ShapePtr unknown = Input(1);
  TF_ShapeInferenceContextDim(ctx(), unknown.get(), 5, dim.get());
  EXPECT_EQ(TF_DimensionHandleValueKnown(dim.get()), 0);
  EXPECT_EQ(TF_DimensionHandleValue(dim.get()), -1);

  TF_ShapeInferenceContextDim(nullptr, known.get(), 0, dim.get());
  TF_ShapeInferenceContextDim(ctx(), nullptr, 0, dim.get());
  TF_ShapeInferenceContextDim(ctx(), known.get(), 0, nullptr);
  EXPECT_EQ(TF_DimensionHandleValueKnown(nullptr), 0);
  EXPECT_EQ(TF_DimensionHandleValue(nullptr), -1);
}

TEST_F(ShapeContextTest, SubshapeAndConcatenate) {
  MakeContext({PartialTensorShape({2, 3, 4}), PartialTensorShape()});
  ShapePtr known = Input(0);
  ShapePtr unknown = Input(1);
  ShapePtr result(TF_NewShapeHandle());
  TF_ShapeInferenceContextSubshape(ctx(), known.get(), 1, 3, result.get(), status_.get());
  ExpectOk(status_.get());
  EXPECT_EQ(Text(result.get()), "[3,4]");
  TF_ShapeInferenceContextSubshape(ctx(), known.get(), -2, 100, result.get(), status_.get());
  ExpectOk(status_.get());
  EXPECT_EQ(Text(result.get()), "[3,4]");
  TF_ShapeInferenceContextSubshape(ctx(), known.get(), 2, 1, result.get(), status_.get());
  ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"Subshape must have computed start <= end"});
  TF_ShapeInferenceContextSubshape(ctx(), known.get(), -5, 1, result.get(), status_.get());
  ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"Subshape start out of bounds: -5"});

  TF_ShapeInferenceContextConcatenateShapes(ctx(), known.get(), known.get(), result.get(),
                                            status_.get());
  ExpectOk(status_.get());
  EXPECT_EQ(Text(result.get()), "[2,3,4,2,3,4]");
  TF_ShapeInferenceContextConcatenateShapes(ctx(), known.get(), unknown.get(), result.get(),
                                            status_.get());
  ExpectOk(status_.get());
  EXPECT_EQ(Text(result.get()), "?");
}

TEST_F(ShapeContextTest, SetUnknownShapeSetsEveryOutput) {
  MakeContext({});
  TF_ShapeInferenceContextSetUnknownShape(ctx(), status_.get());
  ExpectOk(status_.get());
  EXPECT_EQ(context_->DebugString(context_->output(0)), "?");
  EXPECT_EQ(context_->DebugString(context_->output(1)), "?");
  TF_ShapeInferenceContextSetUnknownShape(nullptr, status_.get());
  ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"ctx is NULL"});
}

TEST_F(ShapeContextTest, GetAttrType) {
  MakeContext({});
  TF_DataType type = TF_FLOAT;
  TF_ShapeInferenceContext_GetAttrType(ctx(), "T", &type, status_.get());
  ExpectOk(status_.get());
  EXPECT_EQ(type, TF_INT64);
  TF_ShapeInferenceContext_GetAttrType(ctx(), "n", &type, status_.get());
  ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"type 'int'", "'type' expected", "'n'"});
  TF_ShapeInferenceContext_GetAttrType(ctx(), "missing", &type, status_.get());
  ExpectStatus(status_.get(), TF_NOT_FOUND, {"missing"});
  EXPECT_EQ(type, TF_INT64) << "a failed read changed the value";
  TF_ShapeInferenceContext_GetAttrType(ctx(), nullptr, &type, status_.get());
  ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"attr_name is NULL"});
  TF_ShapeInferenceContext_GetAttrType(ctx(), "T", nullptr, status_.get());
  ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"val is NULL"});
}

TEST_F(ShapeContextTest, NullAndEmptyHandlesAreReported) {
  MakeContext({PartialTensorShape({2})});
  ShapePtr known = Input(0);
  ShapePtr empty(TF_NewShapeHandle());
  ShapePtr result(TF_NewShapeHandle());
  EXPECT_EQ(TF_ShapeInferenceContextNumInputs(nullptr), -1);
  EXPECT_EQ(TF_ShapeInferenceContextRank(ctx(), nullptr), -1);
  EXPECT_EQ(TF_ShapeInferenceContextRankKnown(nullptr, known.get()), 0);

  TF_ShapeInferenceContextGetInput(nullptr, 0, result.get(), status_.get());
  ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"TF_ShapeInferenceContextGetInput: ctx is NULL"});
  TF_ShapeInferenceContextGetInput(ctx(), 0, nullptr, status_.get());
  ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"handle is NULL"});
  TF_ShapeInferenceContextWithRank(ctx(), empty.get(), 1, result.get(), status_.get());
  ExpectStatus(status_.get(), TF_INVALID_ARGUMENT,
               {"TF_ShapeInferenceContextWithRank: handle holds no shape"});
  TF_ShapeInferenceContextWithRankAtLeast(ctx(), known.get(), 1, nullptr, status_.get());
  ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"result is NULL"});
  TF_ShapeInferenceContextSubshape(ctx(), empty.get(), 0, 1, result.get(), status_.get());
  ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"shape_handle holds no shape"});
  TF_ShapeInferenceContextConcatenateShapes(ctx(), known.get(), nullptr, result.get(),
                                            status_.get());
  ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"second is NULL"});
  TF_ShapeInferenceContextSetOutput(ctx(), 0, nullptr, status_.get());
  ExpectStatus(status_.get(), TF_INVALID_ARGUMENT, {"handle is NULL"});
  TF_DeleteShapeHandle(nullptr);
  TF_DeleteDimensionHandle(nullptr);
}

}  // namespace
}  // namespace tensorflow
