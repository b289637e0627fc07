// The header-only C++ API keeps its own DataType names (the ABI keeps framework headers out of
// it): held here against the framework's one table (framework/data_type_table.h).
#include <complex>
#include <cstdint>
#include <string>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/c/cc/tensor.h"
#include "tensorflow_lite_core/framework/data_type_table.h"

namespace {

namespace plugin = ::tflc::plugin;

TEST(CcApiDataTypesTest, NamesAreTheTables) {
  int named = 0;
  for (const tensorflow::DataTypeInfo& info : tensorflow::kDataTypeInfos) {
    const std::string name = plugin::DataTypeString(static_cast<TF_DataType>(info.type));
    if (name.rfind("type ", 0) == 0) continue;  // a type the C++ API does not name
    EXPECT_EQ(name, info.name);
    ++named;
  }
  EXPECT_EQ(named, 23);  // DT_FLOAT through DT_UINT64
}

template <typename T>
void ExpectMatches(tensorflow::DataType framework_type) {
  const tensorflow::DataTypeInfo* info = tensorflow::FindDataTypeInfo(framework_type);
  ASSERT_NE(info, nullptr);
  EXPECT_EQ(static_cast<int>(plugin::DataTypeToEnum<T>::value), static_cast<int>(info->type))
      << info->name;
  EXPECT_EQ(static_cast<int>(sizeof(T)), info->size) << info->name;
  EXPECT_EQ(plugin::DataTypeSize(plugin::DataTypeToEnum<T>::value), info->size) << info->name;
}

TEST(CcApiDataTypesTest, ElementTypesAndSizesAreTheTables) {
  ExpectMatches<float>(tensorflow::DT_FLOAT);
  ExpectMatches<double>(tensorflow::DT_DOUBLE);
  ExpectMatches<int32_t>(tensorflow::DT_INT32);
  ExpectMatches<uint8_t>(tensorflow::DT_UINT8);
  ExpectMatches<int16_t>(tensorflow::DT_INT16);
  ExpectMatches<int8_t>(tensorflow::DT_INT8);
  ExpectMatches<std::complex<float>>(tensorflow::DT_COMPLEX64);
  ExpectMatches<int64_t>(tensorflow::DT_INT64);
  ExpectMatches<bool>(tensorflow::DT_BOOL);
  ExpectMatches<uint16_t>(tensorflow::DT_UINT16);
  ExpectMatches<std::complex<double>>(tensorflow::DT_COMPLEX128);
  ExpectMatches<uint32_t>(tensorflow::DT_UINT32);
  ExpectMatches<uint64_t>(tensorflow::DT_UINT64);
}

TEST(CcApiDataTypesTest, ConstantsAreTheTables) {
  const std::pair<plugin::DataType, tensorflow::DataType> pairs[] = {
      {plugin::DT_FLOAT, tensorflow::DT_FLOAT},
      {plugin::DT_DOUBLE, tensorflow::DT_DOUBLE},
      {plugin::DT_INT32, tensorflow::DT_INT32},
      {plugin::DT_UINT8, tensorflow::DT_UINT8},
      {plugin::DT_INT16, tensorflow::DT_INT16},
      {plugin::DT_INT8, tensorflow::DT_INT8},
      {plugin::DT_STRING, tensorflow::DT_STRING},
      {plugin::DT_COMPLEX64, tensorflow::DT_COMPLEX64},
      {plugin::DT_INT64, tensorflow::DT_INT64},
      {plugin::DT_BOOL, tensorflow::DT_BOOL},
      {plugin::DT_QINT8, tensorflow::DT_QINT8},
      {plugin::DT_QUINT8, tensorflow::DT_QUINT8},
      {plugin::DT_QINT32, tensorflow::DT_QINT32},
      {plugin::DT_BFLOAT16, tensorflow::DT_BFLOAT16},
      {plugin::DT_QINT16, tensorflow::DT_QINT16},
      {plugin::DT_QUINT16, tensorflow::DT_QUINT16},
      {plugin::DT_UINT16, tensorflow::DT_UINT16},
      {plugin::DT_COMPLEX128, tensorflow::DT_COMPLEX128},
      {plugin::DT_HALF, tensorflow::DT_HALF},
      {plugin::DT_RESOURCE, tensorflow::DT_RESOURCE},
      {plugin::DT_VARIANT, tensorflow::DT_VARIANT},
      {plugin::DT_UINT32, tensorflow::DT_UINT32},
      {plugin::DT_UINT64, tensorflow::DT_UINT64},
  };
  for (const auto& [cc_type, framework_type] : pairs) {
    EXPECT_EQ(static_cast<int>(cc_type), static_cast<int>(framework_type));
    const tensorflow::DataTypeInfo* info = tensorflow::FindDataTypeInfo(framework_type);
    ASSERT_NE(info, nullptr);
    EXPECT_EQ(plugin::DataTypeString(cc_type), info->name);
  }
}

}  // namespace
