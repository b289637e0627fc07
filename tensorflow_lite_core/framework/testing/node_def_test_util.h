// Shared by the NodeDef tests (node_def_util_test, node_def_attr_getters_test): protos from text,
// a node with an attr of every kind, and checks of errors and of attrs read back.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_TESTING_NODE_DEF_TEST_UTIL_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_TESTING_NODE_DEF_TEST_UTIL_H_

#include <string>

#include "google/protobuf/text_format.h"
#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace node_def_testing {

template <typename Proto>
Proto FromText(const std::string& text) {
  Proto proto;
  EXPECT_TRUE(google::protobuf::TextFormat::ParseFromString(text, &proto)) << text;
  return proto;
}
inline OpDef ToOpDef(const std::string& text) { return FromText<OpDef>(text); }
inline NodeDef ToNodeDef(const std::string& text) { return FromText<NodeDef>(text); }

// Fails the test unless `status` is an error with `code` whose message contains `message`.
inline void ExpectError(const absl::Status& status, error::Code code, const std::string& message) {
  ASSERT_FALSE(status.ok()) << "expected an error containing: " << message;
  EXPECT_EQ(status.code(), code) << status;
  EXPECT_NE(status.message().find(message), std::string::npos)
      << "Actual: " << status << "\nExpected to contain: " << message;
}

// A node with an attr of every kind, some of them broken ("bad_tensor").
inline constexpr char kAllKindsNode[] = R"pb(
  name: 'n'
  op: 'AllKinds'
  input: 'x'
  input: 'y:1'
  input: '^z'
  device: '/cpu:0'
  attr { key: 's' value { s: 'text' } }
  attr { key: 'i' value { i: -7 } }
  attr { key: 'big' value { i: 3000000000 } }
  attr { key: 'f' value { f: 0.5 } }
  attr { key: 'b' value { b: true } }
  attr { key: 't' value { type: DT_HALF } }
  attr { key: 'shape' value { shape { dim { size: 2 } dim { size: 3 } } } }
  attr { key: 'partial' value { shape { dim { size: -1 } dim { size: 3 } } } }
  attr { key: 'unknown_rank' value { shape { unknown_rank: true } } }
  attr { key: 'tensor' value { tensor { dtype: DT_INT32 tensor_shape { dim { size: 2 } }
                                        int_val: [ 4, 5 ] } } }
  attr { key: 'bad_tensor' value { tensor { dtype: DT_INT32 tensor_shape { dim { size: 2 } }
                                            tensor_content: 'abc' } } }
  attr { key: 'func' value { func { name: 'f' attr { key: 'T' value { type: DT_FLOAT } } } } }
  attr { key: 'ls' value { list { s: [ 'a', 'b' ] } } }
  attr { key: 'li' value { list { i: [ 1, -2 ] } } }
  attr { key: 'lbig' value { list { i: [ 1, -3000000000 ] } } }
  attr { key: 'lf' value { list { f: [ 1.5 ] } } }
  attr { key: 'lb' value { list { b: [ true, false ] } } }
  attr { key: 'lt' value { list { type: [ DT_INT32, DT_STRING ] } } }
  attr { key: 'lshape' value { list { shape { dim { size: 1 } } shape { } } } }
  attr { key: 'lpartial'
         value { list { shape { unknown_rank: true } shape { dim { size: -1 } } } } }
  attr { key: 'ltensor' value { list { tensor { dtype: DT_FLOAT float_val: 2 } } } }
  attr { key: 'lfunc' value { list { func { name: 'g' } } } }
  attr { key: 'empty_list' value { list { } } }
)pb";

// Reads attr `name` into a T and expects it to equal `expected`.
template <typename T>
void ExpectAttr(const NodeDef& node_def, const std::string& name, const T& expected) {
  T value{};
  absl::Status status = GetNodeAttr(node_def, name, &value);
  ASSERT_TRUE(status.ok()) << name << ": " << status;
  EXPECT_EQ(value, expected) << name;
  T tried{};
  EXPECT_TRUE(TryGetNodeAttr(node_def, name, &tried)) << name;
  EXPECT_EQ(tried, expected) << name;
}

// PartialTensorShape has no operator==; compare with IsIdenticalTo.
inline void ExpectPartialShapeAttr(const NodeDef& node_def, const std::string& name,
                                   const PartialTensorShape& expected) {
  PartialTensorShape value;
  absl::Status status = GetNodeAttr(node_def, name, &value);
  ASSERT_TRUE(status.ok()) << name << ": " << status;
  EXPECT_TRUE(value.IsIdenticalTo(expected)) << name << ": " << value << " vs. " << expected;
  PartialTensorShape tried;
  EXPECT_TRUE(TryGetNodeAttr(node_def, name, &tried)) << name;
  EXPECT_TRUE(tried.IsIdenticalTo(expected)) << name;
}

}  // namespace node_def_testing
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_TESTING_NODE_DEF_TEST_UTIL_H_
