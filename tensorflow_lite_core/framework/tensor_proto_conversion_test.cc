// Tests of Tensor's conversion from and to TensorProto (tensor.cc): FromProto, AsProtoField,
// AsProtoTensorContent, and round trips of every host type.
#include "tensorflow_lite_core/framework/tensor.h"

#include <string>

#include "google/protobuf/text_format.h"
#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/testing/tensor_test_util.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace {

using tensor_testing::ExhaustedAllocator;
using tensor_testing::Iota;

TensorProto ParseTensorProto(const std::string& text) {
  TensorProto proto;
  EXPECT_TRUE(google::protobuf::TextFormat::ParseFromString(text, &proto)) << text;
  return proto;
}

// Parses `text` into a tensor and expects its DebugString(num_values) to be `expected`.
void ExpectParses(const std::string& text, const std::string& expected, int num_values = 10) {
  Tensor t;
  const Status status = t.FromProtoWithStatus(ParseTensorProto(text));
  ASSERT_TRUE(status.ok()) << text << ": " << status;
  EXPECT_EQ(t.DebugString(num_values), expected) << text;
}

// Expects `proto` to be rejected with InvalidArgument mentioning `message`, by both forms, and
// the tensor parsed into to stay as it was.
void ExpectRejected(const TensorProto& proto, const std::string& message) {
  Tensor t(7);
  const Status status = t.FromProtoWithStatus(proto);
  EXPECT_TRUE(errors::IsInvalidArgument(status)) << proto.ShortDebugString() << ": " << status;
  EXPECT_NE(status.message().find(message), std::string::npos)
      << "'" << status.message() << "' does not contain '" << message << "'";
  EXPECT_FALSE(t.FromProto(proto));
  EXPECT_EQ(t.DebugString(), "Tensor<type: int32 shape: [] values: 7>");
}

void ExpectRejected(const std::string& text, const std::string& message) {
  ExpectRejected(ParseTensorProto(text), message);
}

// Writes `tensor` with AsProtoField, expects the golden text, and reads it back.
void ExpectProtoField(const Tensor& tensor, const std::string& expected) {
  TensorProto proto;
  tensor.AsProtoField(&proto);
  EXPECT_EQ(proto.ShortDebugString(), expected);
  Tensor parsed;
  ASSERT_TRUE(parsed.FromProto(proto)) << expected;
  EXPECT_EQ(parsed.DebugString(100), tensor.DebugString(100));
}

// ---------------------------------------------------------------------------------------------
// Protos.

TEST(TensorTest, FromProtoTypedFields) {
  ExpectParses("dtype: DT_FLOAT tensor_shape { dim { size: 2 } dim { size: 2 } } "
               "float_val: [1, 2, 3, 4]",
               "Tensor<type: float shape: [2,2] values: [1 2][3 4]>");
  // Fewer values than elements: the last one repeats.
  ExpectParses("dtype: DT_INT32 tensor_shape { dim { size: 5 } } int_val: [7, 8]",
               "Tensor<type: int32 shape: [5] values: 7 8 8 8 8>");
  // No values: zeros.
  ExpectParses("dtype: DT_DOUBLE tensor_shape { dim { size: 3 } }",
               "Tensor<type: double shape: [3] values: 0 0 0>");
  ExpectParses("dtype: DT_INT64 tensor_shape {} int64_val: -9000000000",
               "Tensor<type: int64 shape: [] values: -9000000000>");
  ExpectParses("dtype: DT_UINT8 tensor_shape { dim { size: 2 } } int_val: [255, 1]",
               "Tensor<type: uint8 shape: [2] values: 255 1>");
  ExpectParses("dtype: DT_BOOL tensor_shape { dim { size: 3 } } bool_val: [true, false]",
               "Tensor<type: bool shape: [3] values: 1 0 0>");
  ExpectParses("dtype: DT_STRING tensor_shape { dim { size: 3 } } string_val: ['a', 'bc']",
               "Tensor<type: string shape: [3] values: a bc bc>");
  ExpectParses("dtype: DT_COMPLEX64 tensor_shape { dim { size: 2 } } scomplex_val: [1, 2, 3, 4]",
               "Tensor<type: complex64 shape: [2] values: (1,2) (3,4)>");
  ExpectParses("dtype: DT_HALF tensor_shape { dim { size: 2 } } half_val: [15872, 48128]",
               "Tensor<type: half shape: [2] values: 1.5 -1>");
  ExpectParses("dtype: DT_BFLOAT16 tensor_shape { } half_val: 16320",
               "Tensor<type: bfloat16 shape: [] values: 1.5>");
  ExpectParses("dtype: DT_UINT64 tensor_shape { } uint64_val: 18446744073709551615",
               "Tensor<type: uint64 shape: [] values: 18446744073709551615>");
  ExpectParses("dtype: DT_QINT8 tensor_shape { dim { size: 2 } } int_val: [-128, 127]",
               "Tensor<type: qint8 shape: [2] values: -128 127>");
  ExpectParses("dtype: DT_FLOAT tensor_shape { dim { size: 0 } }",
               "Tensor<type: float shape: [0] values: >");
}

TEST(TensorTest, FromProtoTensorContent) {
  TensorProto proto = ParseTensorProto("dtype: DT_FLOAT tensor_shape { dim { size: 2 } }");
  const float values[] = {0.5f, -3.0f};
  proto.set_tensor_content(std::string(reinterpret_cast<const char*>(values), sizeof(values)));
  Tensor t;
  ASSERT_TRUE(t.FromProto(proto));
  EXPECT_EQ(t.DebugString(), "Tensor<type: float shape: [2] values: 0.5 -3>");
  EXPECT_TRUE(t.IsAligned());

  // Nonzero bytes are true.
  proto = ParseTensorProto("dtype: DT_BOOL tensor_shape { dim { size: 3 } }");
  proto.set_tensor_content(std::string("\x00\x02\x01", 3));
  ASSERT_TRUE(t.FromProto(proto));
  EXPECT_EQ(t.SummarizeValue(3), "0 1 1");

  // Strings in TensorFlow's encoding: all lengths as varints, then the bytes.
  proto = ParseTensorProto("dtype: DT_STRING tensor_shape { dim { size: 3 } }");
  std::string long_string(200, 'q');
  proto.set_tensor_content(std::string("\x02\x00\xc8\x01", 4) + "hi" + long_string);
  ASSERT_TRUE(t.FromProto(proto));
  EXPECT_EQ(t.flat<tstring>()(0), "hi");
  EXPECT_EQ(t.flat<tstring>()(1), "");
  EXPECT_EQ(t.flat<tstring>()(2), long_string);
}

TEST(TensorTest, FromProtoUsesTheGivenAllocator) {
  ExhaustedAllocator exhausted;
  Tensor t(3);
  const TensorProto proto = ParseTensorProto("dtype: DT_FLOAT tensor_shape { dim { size: 2 } }");
  EXPECT_FALSE(t.FromProto(&exhausted, proto));
  EXPECT_EQ(t.FromProtoWithStatus(proto, &exhausted),
            errors::ResourceExhausted("TensorProto of type float and shape [2]: cannot allocate 2 "
                                      "elements with allocator exhausted"));
  EXPECT_EQ(t.DebugString(), "Tensor<type: int32 shape: [] values: 3>");
}

TEST(TensorTest, FromProtoRejectsBadProtos) {
  ExpectRejected("dtype: DT_FLOAT tensor_shape { dim { size: -1 } }",
                 "TensorProto has an invalid shape: Expected shape dimensions to be non-negative");
  ExpectRejected("dtype: DT_FLOAT tensor_shape { unknown_rank: true }",
                 "TensorProto has an invalid shape: A TensorShape cannot have unknown rank");
  ExpectRejected("dtype: DT_FLOAT "
                 "tensor_shape { dim { size: 4611686018427387904 } dim { size: 4 } }",
                 "would have more than 2**63 - 1 elements");
  ExpectRejected("tensor_shape { dim { size: 1 } } float_val: 1",
                 "TensorProto has type invalid; expected a numeric, bool, string or resource "
                 "type");
  ExpectRejected("dtype: DT_VARIANT tensor_shape { }", "TensorProto has type variant");
  ExpectRejected("dtype: DT_FLOAT_REF tensor_shape { }", "TensorProto has type float_ref");
  ExpectRejected("dtype: DT_FLOAT tensor_shape { dim { size: 2 } } float_val: [1, 2, 3]",
                 "TensorProto of type float and shape [2]: float_val has 3 values but the "
                 "shape has only 2 elements");
  ExpectRejected("dtype: DT_INT32 tensor_shape { dim { size: 0 } } int_val: 1",
                 "int_val has 1 values but the shape has only 0 elements");
  ExpectRejected("dtype: DT_COMPLEX128 tensor_shape { } dcomplex_val: [1, 2, 3]",
                 "dcomplex_val has 3 values, not a multiple of 2");
  ExpectRejected("dtype: DT_FLOAT tensor_shape { dim { size: 2 } } tensor_content: 'abc'",
                 "TensorProto of type float and shape [2]: tensor_content has 3 bytes, expected 2 "
                 "elements of 4 bytes");
  ExpectRejected("dtype: DT_INT8 tensor_shape { } tensor_content: 'ab'",
                 "tensor_content has 2 bytes, expected 1 elements of 1 bytes");
  ExpectRejected("dtype: DT_INT16 tensor_shape { dim { size: 4611686018427387904 } } "
                 "tensor_content: 'ab'",
                 "tensor_content has 2 bytes");
  ExpectRejected("dtype: DT_STRING tensor_shape { dim { size: 2 } } tensor_content: '\\001\\200'",
                 "tensor_content has no valid length for string 1");
  ExpectRejected("dtype: DT_STRING tensor_shape { dim { size: 1 } } tensor_content: '\\003ab'",
                 "tensor_content holds 2 bytes of string data, the lengths add up to 3");
  ExpectRejected("dtype: DT_STRING tensor_shape { dim { size: 1 } } "
                 "tensor_content: '\\377\\377\\377\\377\\377\\001'",
                 "tensor_content has no valid length for string 0");
}

TEST(TensorTest, FromProtoRefusesBuffersTooLargeToCount) {
  // 2**62 floats are 2**64 bytes: refused before any allocation is attempted.
  const TensorProto proto = ParseTensorProto(
      "dtype: DT_FLOAT tensor_shape { dim { size: 4611686018427387904 } } float_val: 1");
  Tensor t(1);
  const Status status = t.FromProtoWithStatus(proto);
  EXPECT_EQ(status, errors::ResourceExhausted(
                        "TensorProto of type float and shape [4611686018427387904]: cannot "
                        "allocate 4611686018427387904 elements with allocator cpu"));
  EXPECT_EQ(t.DebugString(), "Tensor<type: int32 shape: [] values: 1>");
}

TEST(TensorTest, AsProtoField) {
  ExpectProtoField(Iota(TensorShape({2, 2})),
                   "dtype: DT_FLOAT tensor_shape { dim { size: 2 } dim { size: 2 } } "
                   "float_val: 1 float_val: 2 float_val: 3 float_val: 4");
  ExpectProtoField(Tensor(half(1.5f)), "dtype: DT_HALF tensor_shape { } half_val: 15872");
  ExpectProtoField(Tensor(bfloat16(1.5f)), "dtype: DT_BFLOAT16 tensor_shape { } half_val: 16320");
  ExpectProtoField(Tensor(complex128(1, -1)),
                   "dtype: DT_COMPLEX128 tensor_shape { } dcomplex_val: 1 dcomplex_val: -1");
  ExpectProtoField(Tensor(uint16{65535}), "dtype: DT_UINT16 tensor_shape { } int_val: 65535");
  ExpectProtoField(Tensor(qint32(-7)), "dtype: DT_QINT32 tensor_shape { } int_val: -7");
  ExpectProtoField(Tensor(uint32{4000000000u}),
                   "dtype: DT_UINT32 tensor_shape { } uint32_val: 4000000000");
  ExpectProtoField(Tensor(false), "dtype: DT_BOOL tensor_shape { } bool_val: false");
  ExpectProtoField(Tensor("a\001"), "dtype: DT_STRING tensor_shape { } string_val: \"a\\001\"");
  ExpectProtoField(Tensor(DT_INT64), "dtype: DT_INT64 tensor_shape { dim { } }");

  Tensor float8(DT_FLOAT8_E4M3FN, TensorShape({2}));
  float8.bit_casted_tensor<uint8, 1>()(0) = 0x38;
  float8.bit_casted_tensor<uint8, 1>()(1) = 0x40;
  TensorProto proto;
  float8.AsProtoField(&proto);
  EXPECT_EQ(proto.ShortDebugString(),
            "dtype: DT_FLOAT8_E4M3FN tensor_shape { dim { size: 2 } } float8_val: \"8@\"");
  Tensor parsed;
  ASSERT_TRUE(parsed.FromProto(proto));
  EXPECT_EQ(parsed.tensor_data(), float8.tensor_data());
}

TEST(TensorTest, AsProtoTensorContent) {
  Tensor t(DT_INT16, TensorShape({2}));
  t.flat<int16>()(0) = 1;
  t.flat<int16>()(1) = -1;
  TensorProto proto;
  t.AsProtoTensorContent(&proto);
  EXPECT_EQ(proto.ShortDebugString(),
            "dtype: DT_INT16 tensor_shape { dim { size: 2 } } "
            "tensor_content: \"\\001\\000\\377\\377\"");
  Tensor parsed;
  ASSERT_TRUE(parsed.FromProto(proto));
  EXPECT_EQ(parsed.DebugString(), "Tensor<type: int16 shape: [2] values: 1 -1>");

  Tensor strings(DT_STRING, TensorShape({2}));
  strings.flat<tstring>()(0) = "x";
  strings.AsProtoTensorContent(&proto);
  EXPECT_EQ(proto.ShortDebugString(),
            "dtype: DT_STRING tensor_shape { dim { size: 2 } } string_val: \"x\" string_val: \"\"");

  // A slice writes only its own rows.
  Iota(TensorShape({3, 1})).Slice(1, 2).AsProtoTensorContent(&proto);
  ASSERT_TRUE(parsed.FromProto(proto));
  EXPECT_EQ(parsed.DebugString(), "Tensor<type: float shape: [1,1] values: [2]>");
}

TEST(TensorTest, ProtoRoundTripsEveryHostType) {
  for (DataType type : {DT_FLOAT, DT_DOUBLE, DT_INT32, DT_UINT32, DT_UINT16, DT_UINT8, DT_INT16,
                        DT_INT8, DT_STRING, DT_COMPLEX64, DT_COMPLEX128, DT_INT64, DT_UINT64,
                        DT_BOOL, DT_QINT8, DT_QUINT8, DT_QINT16, DT_QUINT16, DT_QINT32,
                        DT_BFLOAT16, DT_HALF}) {
    // Zeros from an empty field, then through both encodings.
    TensorProto proto;
    proto.set_dtype(type);
    TensorShape({2, 3}).AsProto(proto.mutable_tensor_shape());
    Tensor zeros;
    ASSERT_TRUE(zeros.FromProto(proto)) << DataTypeString(type);
    for (bool as_content : {false, true}) {
      TensorProto written;
      if (as_content) {
        zeros.AsProtoTensorContent(&written);
      } else {
        zeros.AsProtoField(&written);
      }
      Tensor parsed;
      ASSERT_TRUE(parsed.FromProto(written)) << written.ShortDebugString();
      EXPECT_EQ(parsed.dtype(), type);
      EXPECT_EQ(parsed.DebugString(6), zeros.DebugString(6)) << DataTypeString(type);
      EXPECT_EQ(parsed.tensor_data().size(), zeros.tensor_data().size());
    }
  }
}

}  // namespace
}  // namespace tensorflow
