#include "tensorflow_lite_core/framework/eager/attr_key_codec.h"

#include "gtest/gtest.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "google/protobuf/util/message_differencer.h"
#include "tensorflow_lite_core/framework/testing/attr_value_test_util.h"

namespace tensorflow {
namespace eager {
namespace {

AttrValue Parse(const std::string& text) { return attr_value_testing::FromText<AttrValue>(text); }

// Encodes `text` as `type`, decodes it back, and expects the same value and the whole key read.
void ExpectRoundTrip(const std::string& type_text, const std::string& text) {
  const AttrType type = *ParseAttrType(type_text);
  const AttrValue value = Parse(text);
  std::string key;
  ASSERT_TRUE(EncodeAttrValue(value, type, &key).ok()) << type_text << ": " << text;
  std::string_view rest(key);
  AttrValue decoded;
  ASSERT_TRUE(DecodeAttrValue(type, &rest, &decoded).ok()) << type_text << ": " << text;
  EXPECT_TRUE(rest.empty()) << type_text << ": " << text;
  EXPECT_TRUE(google::protobuf::util::MessageDifferencer::Equals(decoded, value))
      << type_text << ": " << text << " came back as " << decoded.ShortDebugString();
}

TEST(AttrKeyCodecTest, EveryEncodableTypeRoundTrips) {
  ExpectRoundTrip("int", "i: -7");
  ExpectRoundTrip("float", "f: 2.5");
  ExpectRoundTrip("bool", "b: true");
  ExpectRoundTrip("type", "type: DT_HALF");
  ExpectRoundTrip("string", "s: 'a\\000b'");
  ExpectRoundTrip("shape", "shape { dim { size: 2 } dim { size: -1 } }");
  ExpectRoundTrip("shape", "shape { unknown_rank: true }");
  ExpectRoundTrip("list(int)", "list { i: [1, 2, 3] }");
  ExpectRoundTrip("list(float)", "list { f: [0.5] }");
  ExpectRoundTrip("list(bool)", "list { b: [true, false] }");
  ExpectRoundTrip("list(type)", "list { type: [DT_INT32, DT_STRING] }");
  ExpectRoundTrip("list(string)", "list { s: ['', 'xy'] }");
  ExpectRoundTrip("list(shape)", "list { shape { dim { size: 1 } } shape { unknown_rank: true } }");
  ExpectRoundTrip("list(int)", "list { }");
  ExpectRoundTrip("tensor",
                  "tensor { dtype: DT_INT32 tensor_shape { dim { size: 2 } } int_val: [1, 2] }");
  ExpectRoundTrip("list(tensor)",
                  "list { tensor { dtype: DT_FLOAT float_val: 0.5 } tensor { dtype: DT_STRING } }");
}

TEST(AttrKeyCodecTest, AppendersMatchEncodedValues) {
  std::string from_values;
  ASSERT_TRUE(EncodeAttrValue(Parse("i: 3"), *ParseAttrType("int"), &from_values).ok());
  ASSERT_TRUE(
      EncodeAttrValue(Parse("list { type: [DT_FLOAT] }"), *ParseAttrType("list(type)"),
                      &from_values)
          .ok());
  ASSERT_TRUE(EncodeAttrValue(Parse("shape { dim { size: 4 } }"), *ParseAttrType("shape"),
                              &from_values)
                  .ok());
  std::string appended;
  AppendInt(3, &appended);
  AppendCount(1, &appended);
  AppendType(DT_FLOAT, &appended);
  AppendShapeRank(1, &appended);
  AppendInt(4, &appended);
  EXPECT_EQ(from_values, appended);
}

TEST(AttrKeyCodecTest, DifferentValuesGiveDifferentKeys) {
  std::string a, b;
  ASSERT_TRUE(EncodeAttrValue(Parse("list { i: [1, 2] }"), *ParseAttrType("list(int)"), &a).ok());
  ASSERT_TRUE(EncodeAttrValue(Parse("list { i: [1] }"), *ParseAttrType("list(int)"), &b).ok());
  EXPECT_NE(a, b);
}

TEST(AttrKeyCodecTest, FuncAttrsAreUnimplemented) {
  std::string key;
  for (const char* type : {"func", "list(func)"}) {
    const Status status = EncodeAttrValue(AttrValue(), *ParseAttrType(type), &key);
    const Status unsupported =
        errors::Unimplemented("attrs of type 'func' are not supported in eager calls");
    EXPECT_EQ(status, unsupported) << type;
    std::string_view rest;
    AttrValue value;
    if (!ParseAttrType(type)->is_list) {
      EXPECT_EQ(DecodeAttrValue(*ParseAttrType(type), &rest, &value), unsupported);
    }
  }
  EXPECT_TRUE(key.empty());
}

TEST(AttrKeyCodecTest, TensorKeysAreTheirDeterministicSerialization) {
  const AttrValue value = Parse("tensor { dtype: DT_INT32 int_val: 7 }");
  std::string encoded, appended;
  ASSERT_TRUE(EncodeAttrValue(value, *ParseAttrType("tensor"), &encoded).ok());
  AppendTensor(value.tensor(), &appended);
  EXPECT_EQ(encoded, appended);
  std::string other;
  AppendTensor(Parse("tensor { dtype: DT_INT32 int_val: 8 }").tensor(), &other);
  EXPECT_NE(encoded, other);
  // Bytes that are not a TensorProto are a corrupt key, not a crash.
  std::string bad;
  AppendString("\xff\xff\xff", &bad);
  std::string_view rest(bad);
  AttrValue decoded;
  EXPECT_EQ(DecodeAttrValue(*ParseAttrType("tensor"), &rest, &decoded),
            errors::Internal("corrupt eager attr key"));
}

TEST(AttrKeyCodecTest, ShortKeysAreInternalErrors) {
  std::string key;
  ASSERT_TRUE(EncodeAttrValue(Parse("list { s: ['abc'] }"), *ParseAttrType("list(string)"), &key)
                  .ok());
  for (size_t length = 0; length < key.size(); ++length) {
    std::string_view rest(key.data(), length);
    AttrValue value;
    const Status status = DecodeAttrValue(*ParseAttrType("list(string)"), &rest, &value);
    EXPECT_EQ(status.code(), error::INTERNAL) << length;
    EXPECT_EQ(status.message(), "corrupt eager attr key");
  }
}

}  // namespace
}  // namespace eager
}  // namespace tensorflow
