#include "tensorflow_lite_core/framework/eager/op_call_signature.h"

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/eager/api_def_renames.h"
#include "tensorflow_lite_core/framework/eager/attr_key_codec.h"
#include "tensorflow_lite_core/framework/testing/op_def_test_util.h"

namespace tensorflow {
namespace eager {
namespace {

using op_def_testing::FromText;

// Inputs of every form, attrs inferred from them in an order unlike their declaration, and
// parameters with and without defaults declared interleaved.
constexpr char kOp[] = R"pb(
  name: "Sig"
  input_arg { name: "fixed" type: DT_INT32 }
  input_arg { name: "values" type_attr: "T" number_attr: "N" }
  input_arg { name: "more" type_attr: "T" }
  input_arg { name: "mixed" type_list_attr: "Tlist" }
  output_arg { name: "one" type_attr: "T" }
  output_arg { name: "many" type_attr: "T" number_attr: "N" }
  attr { name: "k" type: "int" default_value { i: 3 } }
  attr { name: "T" type: "type" default_value { type: DT_FLOAT }
         allowed_values { list { type: [DT_FLOAT, DT_INT64] } } }
  attr { name: "mode" type: "string" }
  attr { name: "N" type: "int" has_minimum: true minimum: 1 }
  attr { name: "Tlist" type: "list(type)" }
  attr { name: "value" type: "tensor" default_value { tensor { dtype: DT_INT32 } } }
  attr { name: "dims" type: "list(int)" }
)pb";

TEST(OpCallSignatureTest, InputsAndTheAttrsTheyDetermine) {
  const OpCallSignature signature(FromText(kOp));
  ASSERT_EQ(signature.inputs().size(), 4u);
  const int t = signature.AttrIndex("T"), n = signature.AttrIndex("N");
  const int tlist = signature.AttrIndex("Tlist");
  EXPECT_EQ(signature.inputs()[0].fixed_type, DT_INT32);
  EXPECT_FALSE(signature.inputs()[0].is_list());
  EXPECT_EQ(signature.inputs()[1].type_attr, t);
  EXPECT_EQ(signature.inputs()[1].number_attr, n);
  EXPECT_TRUE(signature.inputs()[1].is_list());
  EXPECT_EQ(signature.inputs()[1].fixed_type, DT_INVALID);
  EXPECT_EQ(signature.inputs()[3].type_list_attr, tlist);
  EXPECT_TRUE(signature.inputs()[3].is_list());
  EXPECT_EQ(signature.attrs()[t].inferred_from, 1);
  EXPECT_EQ(signature.attrs()[n].inferred_from, 1);
  EXPECT_EQ(signature.attrs()[tlist].inferred_from, 3);
  EXPECT_EQ(signature.inputs_of_type_attr(t), (std::vector<int>{1, 2}));
  EXPECT_TRUE(signature.inputs_of_type_attr(n).empty());
  EXPECT_EQ(signature.output_is_list(), (std::vector<bool>{false, true}));
  EXPECT_EQ(signature.AttrIndex("missing"), -1);
}

TEST(OpCallSignatureTest, ParametersInCallAndDeclaredOrder) {
  const OpCallSignature signature(FromText(kOp));
  const auto names = [&](const std::vector<int>& attrs) {
    std::vector<std::string> result;
    for (int attr : attrs) result.push_back(signature.attrs()[attr].name);
    return result;
  };
  EXPECT_EQ(names(signature.param_attrs()),
            (std::vector<std::string>{"k", "mode", "value", "dims"}));
  EXPECT_EQ(names(signature.declared_params()),
            (std::vector<std::string>{"mode", "dims", "k", "value"}));
  EXPECT_EQ(signature.num_params(), 8);
}

TEST(OpCallSignatureTest, TypesDefaultsAndAllowedTypes) {
  const OpCallSignature signature(FromText(kOp));
  const CallAttr& k = signature.attrs()[signature.AttrIndex("k")];
  EXPECT_TRUE(k.type_known);
  EXPECT_EQ(k.type, (AttrType{AttrKind::kInt, false}));
  ASSERT_TRUE(k.has_default);
  EXPECT_FALSE(k.opaque_default);
  std::string three;
  AppendInt(3, &three);
  EXPECT_EQ(k.encoded_default, three);

  const CallAttr& t = signature.attrs()[signature.AttrIndex("T")];
  EXPECT_EQ(t.default_type, DT_FLOAT);
  EXPECT_EQ(t.allowed_types, (std::vector<DataType>{DT_FLOAT, DT_INT64}));

  // A tensor default has a key encoding (its TensorProto), so it is not opaque.
  const CallAttr& value = signature.attrs()[signature.AttrIndex("value")];
  EXPECT_TRUE(value.has_default);
  EXPECT_FALSE(value.opaque_default);
  std::string encoded;
  AppendTensor(FromText(kOp).attr(5).default_value().tensor(), &encoded);
  EXPECT_EQ(value.encoded_default, encoded);

  const CallAttr& dims = signature.attrs()[signature.AttrIndex("dims")];
  EXPECT_EQ(dims.type, (AttrType{AttrKind::kInt, true}));
  EXPECT_FALSE(dims.has_default);
}

TEST(OpCallSignatureTest, AnUnknownAttrTypeIsMarkedNotGuessed) {
  const OpCallSignature signature(FromText(R"pb(
    name: "Odd" attr { name: "a" type: "bogus" default_value { i: 1 } }
  )pb"));
  ASSERT_EQ(signature.attrs().size(), 1u);
  EXPECT_FALSE(signature.attrs()[0].type_known);
  EXPECT_TRUE(signature.attrs()[0].opaque_default);
}

// TensorFlow's Python names: renamed arguments of the ops its api_defs rename, the OpDef's names
// for every other op (whatever its args are called).
TEST(OpCallSignatureTest, PythonNamesAreTensorFlowsRenames) {
  const OpCallSignature sum(FromText(R"pb(
    name: "Sum"
    input_arg { name: "input" type: DT_FLOAT }
    input_arg { name: "reduction_indices" type: DT_INT32 }
    output_arg { name: "output" type: DT_FLOAT }
    attr { name: "keep_dims" type: "bool" default_value { b: false } }
  )pb"));
  EXPECT_EQ(sum.inputs()[0].python_name, "input");
  EXPECT_EQ(sum.inputs()[1].python_name, "axis");
  EXPECT_EQ(sum.attrs()[0].python_name, "keep_dims");
  const OpCallSignature squeeze(FromText(R"pb(
    name: "Squeeze"
    input_arg { name: "input" type: DT_FLOAT }
    output_arg { name: "output" type: DT_FLOAT }
    attr { name: "squeeze_dims" type: "list(int)" default_value { list {} } }
  )pb"));
  EXPECT_EQ(squeeze.attrs()[0].python_name, "axis");
  const OpCallSignature other(FromText(kOp));
  EXPECT_EQ(other.inputs()[1].python_name, "values");
  EXPECT_EQ(other.attrs()[other.AttrIndex("dims")].python_name, "dims");
  EXPECT_EQ(PythonArgName("Select", "t"), "x");
  EXPECT_EQ(PythonArgName("Select", "e"), "y");
  EXPECT_EQ(PythonArgName("Select", "condition"), "condition");
  EXPECT_EQ(PythonArgName("NotSelect", "t"), "t");
}

TEST(OpCallSignatureTest, AnUnregisteredOpIsNotFound) {
  std::unique_ptr<OpCallSignature> signature;
  const Status status = OpCallSignature::ForRegisteredOp("NoSuchOpForSignatures", &signature);
  EXPECT_EQ(status.code(), error::NOT_FOUND);
  EXPECT_NE(status.message().find("NoSuchOpForSignatures"), std::string::npos);
  EXPECT_EQ(signature, nullptr);
}

}  // namespace
}  // namespace eager
}  // namespace tensorflow
