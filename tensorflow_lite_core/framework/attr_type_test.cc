#include "tensorflow_lite_core/framework/attr_type.h"

#include "gtest/gtest.h"

namespace tensorflow {
namespace {

TEST(AttrTypeTest, ParsesEveryKindAndItsList) {
  const std::pair<std::string_view, AttrKind> kinds[] = {
      {"string", AttrKind::kString}, {"int", AttrKind::kInt},     {"float", AttrKind::kFloat},
      {"bool", AttrKind::kBool},     {"type", AttrKind::kType},   {"shape", AttrKind::kShape},
      {"tensor", AttrKind::kTensor}, {"func", AttrKind::kFunc}};
  for (const auto& [name, kind] : kinds) {
    const std::optional<AttrType> scalar = ParseAttrType(name);
    ASSERT_TRUE(scalar.has_value()) << name;
    EXPECT_EQ(*scalar, (AttrType{kind, false})) << name;
    EXPECT_EQ(AttrTypeString(*scalar), name);
    const std::string list_text = "list(" + std::string(name) + ")";
    const std::optional<AttrType> list = ParseAttrType(list_text);
    ASSERT_TRUE(list.has_value()) << list_text;
    EXPECT_EQ(*list, (AttrType{kind, true})) << list_text;
    EXPECT_EQ(AttrTypeString(*list), list_text);
    EXPECT_EQ(AttrKindName(kind), name);
  }
}

TEST(AttrTypeTest, RefusesWhatIsNotAnAttrType) {
  for (std::string_view text : {"", "Int", "list()", "list(int", "list(list(int))", "int)",
                                "list (int)", " int", "placeholder", "list(foo)", "ints"}) {
    EXPECT_FALSE(ParseAttrType(text).has_value()) << "'" << text << "'";
  }
}

TEST(AttrTypeTest, FieldsAreAttrValueFields) {
  EXPECT_EQ(AttrKindField(AttrKind::kString), "s");
  EXPECT_EQ(AttrKindField(AttrKind::kInt), "i");
  EXPECT_EQ(AttrKindField(AttrKind::kFloat), "f");
  EXPECT_EQ(AttrKindField(AttrKind::kBool), "b");
  EXPECT_EQ(AttrKindField(AttrKind::kType), "type");
  EXPECT_EQ(AttrKindField(AttrKind::kShape), "shape");
  EXPECT_EQ(AttrKindField(AttrKind::kTensor), "tensor");
  EXPECT_EQ(AttrKindField(AttrKind::kFunc), "func");
}

TEST(AttrTypeTest, ListSizeCountsOnlyTheKindsField) {
  AttrValue value;
  value.mutable_list()->add_i(1);
  value.mutable_list()->add_i(2);
  value.mutable_list()->add_s("a");
  EXPECT_EQ(AttrListSize(value.list(), AttrKind::kInt), 2);
  EXPECT_EQ(AttrListSize(value.list(), AttrKind::kString), 1);
  EXPECT_EQ(AttrListSize(value.list(), AttrKind::kFloat), 0);
  EXPECT_EQ(AttrListSize(value.list(), AttrKind::kFunc), 0);
}

TEST(AttrTypeTest, ScalarKindOfValues) {
  AttrValue value;
  EXPECT_FALSE(ScalarAttrKind(value).has_value());
  value.set_f(1.5f);
  EXPECT_EQ(ScalarAttrKind(value), AttrKind::kFloat);
  value.set_type(DT_INT32);
  EXPECT_EQ(ScalarAttrKind(value), AttrKind::kType);
  value.mutable_list()->add_b(true);
  EXPECT_FALSE(ScalarAttrKind(value).has_value());
  value.set_placeholder("T");
  EXPECT_FALSE(ScalarAttrKind(value).has_value());
}

}  // namespace
}  // namespace tensorflow
