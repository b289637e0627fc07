#include "tensorflow_lite_core/framework/types.h"

#include "gtest/gtest.h"

namespace tensorflow {
namespace {

TEST(TypesTest, EnumValuesMatchTensorFlow) {
  EXPECT_EQ(DT_FLOAT, 1);
  EXPECT_EQ(DT_STRING, 7);
  EXPECT_EQ(DT_BFLOAT16, 14);
  EXPECT_EQ(DT_HALF, 19);
  EXPECT_EQ(DT_RESOURCE, 20);
  EXPECT_EQ(DT_UINT64, 23);
  EXPECT_EQ(DT_FLOAT_REF, 101);
  EXPECT_EQ(DT_UINT64_REF, 123);
}

TEST(TypesTest, StringRoundTripsForEveryValidType) {
  for (int value = 1; value < 200; ++value) {
    DataType dtype = static_cast<DataType>(value);
    if (!DataTypeIsValid(dtype)) continue;
    DataType parsed = DT_INVALID;
    ASSERT_TRUE(DataTypeFromString(DataTypeString(dtype), &parsed)) << DataTypeString(dtype);
    EXPECT_EQ(parsed, dtype);
  }
}

TEST(TypesTest, SpecSpellings) {
  EXPECT_EQ(DataTypeString(DT_FLOAT), "float");
  EXPECT_EQ(DataTypeString(DT_INT32_REF), "int32_ref");
  EXPECT_EQ(DataTypeString(DT_INVALID), "invalid");
  EXPECT_EQ(DataTypeString(static_cast<DataType>(77)), "unknown dtype enum (77)");
  DataType dtype;
  ASSERT_TRUE(DataTypeFromString("float16", &dtype));
  EXPECT_EQ(dtype, DT_HALF);
  ASSERT_TRUE(DataTypeFromString("float32", &dtype));
  EXPECT_EQ(dtype, DT_FLOAT);
  ASSERT_TRUE(DataTypeFromString("float64_ref", &dtype));
  EXPECT_EQ(dtype, DT_DOUBLE_REF);
  ASSERT_TRUE(DataTypeFromString("DT_INT64", &dtype));
  EXPECT_EQ(dtype, DT_INT64);
  ASSERT_TRUE(DataTypeFromString("DT_FLOAT_REF", &dtype));
  EXPECT_EQ(dtype, DT_FLOAT_REF);
}

TEST(TypesTest, UnknownStringsAreRejected) {
  DataType dtype = DT_BOOL;
  for (const char* text : {"", "floaty", "Float", "int", "_ref", "float_ref_ref", "DT_INVALID",
                           "invalid", "int32 "}) {
    EXPECT_FALSE(DataTypeFromString(text, &dtype)) << "'" << text << "'";
    EXPECT_EQ(dtype, DT_BOOL) << "output changed on failure for '" << text << "'";
  }
}

TEST(TypesTest, RefTypes) {
  EXPECT_TRUE(IsRefType(DT_FLOAT_REF));
  EXPECT_FALSE(IsRefType(DT_FLOAT));
  EXPECT_EQ(MakeRefType(DT_INT32), DT_INT32_REF);
  EXPECT_EQ(MakeRefType(DT_INT32_REF), DT_INT32_REF);
  EXPECT_EQ(RemoveRefType(DT_HALF_REF), DT_HALF);
  EXPECT_EQ(BaseType(DT_HALF), DT_HALF);
}

TEST(TypesTest, Sizes) {
  EXPECT_EQ(DataTypeSize(DT_FLOAT), 4);
  EXPECT_EQ(DataTypeSize(DT_COMPLEX128), 16);
  EXPECT_EQ(DataTypeSize(DT_HALF), 2);
  EXPECT_EQ(DataTypeSize(DT_BFLOAT16), 2);
  EXPECT_EQ(DataTypeSize(DT_QINT32), 4);
  EXPECT_EQ(DataTypeSize(DT_BOOL), 1);
  EXPECT_EQ(DataTypeSize(DT_STRING), 0);
  EXPECT_EQ(DataTypeSize(DT_RESOURCE), 0);
  EXPECT_EQ(DataTypeSize(DT_INVALID), 0);
  EXPECT_TRUE(DataTypeCanUseMemcpy(DT_INT8));
  EXPECT_FALSE(DataTypeCanUseMemcpy(DT_STRING));
}

template <typename T>
void ExpectRoundTrip(DataType expected) {
  EXPECT_EQ(DataTypeToEnum<T>::value, expected);
  EXPECT_EQ(DataTypeToEnum<T>::v(), expected);
  EXPECT_EQ(DataTypeToEnum<T>::ref(), MakeRefType(expected));
}

TEST(TypesTest, CppTypeToEnumAndBack) {
  ExpectRoundTrip<float>(DT_FLOAT);
  ExpectRoundTrip<double>(DT_DOUBLE);
  ExpectRoundTrip<int8>(DT_INT8);
  ExpectRoundTrip<uint8>(DT_UINT8);
  ExpectRoundTrip<int64>(DT_INT64);
  ExpectRoundTrip<long long>(DT_INT64);  // NOLINT(runtime/int)
  ExpectRoundTrip<tstring>(DT_STRING);
  ExpectRoundTrip<half>(DT_HALF);
  ExpectRoundTrip<bfloat16>(DT_BFLOAT16);
  ExpectRoundTrip<complex64>(DT_COMPLEX64);
  ExpectRoundTrip<qint8>(DT_QINT8);
  ExpectRoundTrip<quint16>(DT_QUINT16);
  ExpectRoundTrip<bool>(DT_BOOL);
  static_assert(std::is_same_v<EnumToDataType<DT_FLOAT>::Type, float>);
  static_assert(std::is_same_v<EnumToDataType<DT_QINT32>::Type, qint32>);
  static_assert(std::is_same_v<EnumToDataType<DT_COMPLEX128>::Type, complex128>);
  static_assert(sizeof(qint8) == 1 && sizeof(qint32) == 4 && sizeof(half) == 2);
}

TEST(TypesTest, TypeSetsAreConsistent) {
  auto contains = [](const DataTypeVector& set, DataType dtype) {
    return std::find(set.begin(), set.end(), dtype) != set.end();
  };
  for (DataType dtype : RealNumberTypes()) {
    EXPECT_TRUE(contains(NumberTypes(), dtype)) << DataTypeString(dtype);
    EXPECT_FALSE(DataTypeIsComplex(dtype));
    EXPECT_FALSE(DataTypeIsQuantized(dtype));
  }
  for (DataType dtype : QuantizedTypes()) {
    EXPECT_TRUE(contains(NumberTypes(), dtype));
    EXPECT_TRUE(DataTypeIsQuantized(dtype));
  }
  EXPECT_EQ(NumberTypes().size(), RealNumberTypes().size() + QuantizedTypes().size() + 2);
  EXPECT_FALSE(contains(NumberTypes(), DT_BOOL));
  EXPECT_TRUE(contains(AllTypes(), DT_STRING));
  EXPECT_EQ(DataTypeSliceString({DT_FLOAT, DT_INT32}), "float, int32");
  EXPECT_EQ(DataTypeVectorString({DT_BOOL}), "[bool]");
}

TEST(TypesTest, Predicates) {
  EXPECT_TRUE(DataTypeIsFloating(DT_BFLOAT16));
  EXPECT_FALSE(DataTypeIsFloating(DT_INT32));
  EXPECT_TRUE(DataTypeIsInteger(DT_UINT64));
  EXPECT_FALSE(DataTypeIsInteger(DT_QINT8));
  EXPECT_TRUE(DataTypeIsSigned(DT_INT8));
  EXPECT_TRUE(DataTypeIsUnsigned(DT_UINT16));
  EXPECT_FALSE(DataTypeIsSigned(DT_UINT16));
  EXPECT_TRUE(DataTypeAlwaysOnHost(DT_STRING));
  EXPECT_FALSE(DataTypeAlwaysOnHost(DT_FLOAT));
}

TEST(TypesTest, DeviceTypes) {
  DeviceType cpu(DEVICE_CPU);
  EXPECT_EQ(cpu.type_string(), "CPU");
  EXPECT_EQ(cpu, DeviceType("CPU"));
  EXPECT_NE(cpu, DeviceType(DEVICE_GPU));
  EXPECT_LT(DeviceType("CPU"), DeviceType("GPU"));
}

}  // namespace
}  // namespace tensorflow
