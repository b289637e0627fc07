#include "tensorflow_lite_core/framework/data_type_table.h"

#include <set>
#include <string>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/types.h"

namespace tensorflow {
namespace {

TEST(DataTypeTableTest, EveryBaseTypeOfTheEnumHasOneEntry) {
  std::set<int> listed;
  for (const DataTypeInfo& info : kDataTypeInfos) {
    EXPECT_TRUE(listed.insert(info.type).second) << info.name << " is listed twice";
  }
  const google::protobuf::EnumDescriptor* descriptor = tflc::DataType_descriptor();
  for (int i = 0; i < descriptor->value_count(); ++i) {
    const int value = descriptor->value(i)->number();
    if (value == DT_INVALID || value > 100) continue;  // not a base type
    EXPECT_EQ(listed.count(value), 1u) << descriptor->value(i)->name() << " is not in the table";
  }
  EXPECT_EQ(listed.size(), static_cast<size_t>(32));
}

TEST(DataTypeTableTest, TheFrameworkAnswersFromTheTable) {
  for (const DataTypeInfo& info : kDataTypeInfos) {
    EXPECT_EQ(DataTypeString(info.type), info.name);
    EXPECT_EQ(DataTypeString(MakeRefType(info.type)), std::string(info.name) + "_ref");
    DataType parsed;
    ASSERT_TRUE(DataTypeFromString(info.name, &parsed)) << info.name;
    EXPECT_EQ(parsed, info.type);
    EXPECT_EQ(DataTypeSize(info.type), info.size) << info.name;
    EXPECT_TRUE(DataTypeIsValid(info.type));
  }
  EXPECT_EQ(DataTypeSize(DT_INVALID), 0);
  EXPECT_EQ(DataTypeSize(DT_FLOAT_REF), 0);
}

TEST(DataTypeTableTest, KindsAgreeWithTensorFlowsTypeSets) {
  // Each set as TensorFlow's types.h lists it: the kinds must give back exactly these.
  const std::set<DataType> floating = {DT_HALF, DT_BFLOAT16, DT_FLOAT, DT_DOUBLE,
                                       DT_FLOAT8_E5M2, DT_FLOAT8_E4M3FN, DT_FLOAT8_E4M3FNUZ,
                                       DT_FLOAT8_E4M3B11FNUZ, DT_FLOAT8_E5M2FNUZ};
  const std::set<DataType> quantized = {DT_QINT8, DT_QUINT8, DT_QINT16, DT_QUINT16, DT_QINT32};
  const std::set<DataType> unsigned_integers = {DT_UINT8, DT_UINT16, DT_UINT32, DT_UINT64,
                                                DT_UINT4, DT_UINT2};
  const std::set<DataType> signed_integers = {DT_INT8, DT_INT16, DT_INT32, DT_INT64, DT_INT4,
                                              DT_INT2};
  for (const DataTypeInfo& info : kDataTypeInfos) {
    EXPECT_EQ(DataTypeIsFloating(info.type), floating.count(info.type) > 0) << info.name;
    EXPECT_EQ(DataTypeIsQuantized(info.type), quantized.count(info.type) > 0) << info.name;
    EXPECT_EQ(DataTypeIsComplex(info.type),
              info.type == DT_COMPLEX64 || info.type == DT_COMPLEX128)
        << info.name;
    EXPECT_EQ(DataTypeIsUnsigned(info.type), unsigned_integers.count(info.type) > 0)
        << info.name;
    EXPECT_EQ(DataTypeIsSigned(info.type), signed_integers.count(info.type) > 0) << info.name;
    EXPECT_FALSE(DataTypeIsFloating(MakeRefType(info.type)));
  }
}

TEST(DataTypeTableTest, BufferFormatsAreStructFormatsOfTheSize) {
  for (const DataTypeInfo& info : kDataTypeInfos) {
    const std::string format = info.buffer_format;
    if (format.empty()) continue;
    EXPECT_GT(info.size, 0) << info.name;
    const bool complex = info.kind == DataTypeKind::kComplex;
    EXPECT_EQ(format.size(), complex ? 2u : 1u) << info.name;
    EXPECT_EQ(format[0] == 'Z', complex) << info.name;
  }
}

}  // namespace
}  // namespace tensorflow
