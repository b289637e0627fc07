#include "tensorflow_lite_core/framework/register_types.h"

#include <set>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/types.h"

namespace tensorflow {
namespace {

std::multiset<DataType> Collect(void (*expand)(std::multiset<DataType>*)) {
  std::multiset<DataType> seen;
  expand(&seen);
  return seen;
}

#define TFLC_RECORD(T) seen->insert(DataTypeToEnum<T>::value);

std::multiset<DataType> ToSet(const DataTypeVector& dtypes) {
  return std::multiset<DataType>(dtypes.begin(), dtypes.end());
}

TEST(RegisterTypesTest, GroupsCallEachTypeOnce) {
  EXPECT_EQ(Collect([](std::multiset<DataType>* seen) { TF_CALL_REAL_NUMBER_TYPES(TFLC_RECORD) }),
            ToSet(RealNumberTypes()));
  EXPECT_EQ(Collect([](std::multiset<DataType>* seen) { TF_CALL_INTEGRAL_TYPES(TFLC_RECORD) }),
            ToSet(IntegerTypes()));
  EXPECT_EQ(Collect([](std::multiset<DataType>* seen) { TF_CALL_FLOAT_TYPES(TFLC_RECORD) }),
            ToSet(FloatingTypes()));
  // TensorFlow's list leaves out the 16-bit quantized types that QuantizedTypes() has.
  EXPECT_EQ(Collect([](std::multiset<DataType>* seen) { TF_CALL_QUANTIZED_TYPES(TFLC_RECORD) }),
            (std::multiset<DataType>{DT_QINT8, DT_QUINT8, DT_QINT32}));
  auto number_types = ToSet(RealNumberTypes());
  number_types.insert({DT_COMPLEX64, DT_COMPLEX128});
  EXPECT_EQ(Collect([](std::multiset<DataType>* seen) { TF_CALL_NUMBER_TYPES(TFLC_RECORD) }), number_types);
  auto all_types = number_types;
  all_types.insert({DT_BOOL, DT_STRING});
  EXPECT_EQ(Collect([](std::multiset<DataType>* seen) { TF_CALL_ALL_TYPES(TFLC_RECORD) }), all_types);
  auto every_value_type = all_types;
  every_value_type.insert({DT_QINT8, DT_QUINT8, DT_QINT16, DT_QUINT16, DT_QINT32});
  EXPECT_EQ(Collect([](std::multiset<DataType>* seen) { TFLC_CALL_EVERY_VALUE_TYPE(TFLC_RECORD) }),
            every_value_type);
  auto no_int32 = ToSet(RealNumberTypes());
  no_int32.erase(DT_INT32);
  EXPECT_EQ(Collect([](std::multiset<DataType>* seen) { TF_CALL_REAL_NUMBER_TYPES_NO_INT32(TFLC_RECORD) }),
            no_int32);
  auto no_bfloat16 = ToSet(RealNumberTypes());
  no_bfloat16.erase(DT_BFLOAT16);
  EXPECT_EQ(Collect([](std::multiset<DataType>* seen) { TF_CALL_REAL_NUMBER_TYPES_NO_BFLOAT16(TFLC_RECORD) }),
            no_bfloat16);
  EXPECT_EQ(Collect([](std::multiset<DataType>* seen) { TF_CALL_GPU_NUMBER_TYPES_NO_HALF(TFLC_RECORD) }),
            (std::multiset<DataType>{DT_FLOAT, DT_DOUBLE}));
  auto save_restore = no_bfloat16;
  save_restore.insert({DT_COMPLEX64, DT_COMPLEX128, DT_QINT8, DT_QUINT8, DT_QINT32, DT_BOOL, DT_STRING});
  EXPECT_EQ(Collect([](std::multiset<DataType>* seen) { TF_CALL_SAVE_RESTORE_TYPES(TFLC_RECORD) }),
            save_restore);
}

TEST(RegisterTypesTest, StringAndTypesWithoutACppTypeExpandAsTensorFlowDoes) {
  EXPECT_EQ(Collect([](std::multiset<DataType>* seen) { TF_CALL_string(TFLC_RECORD) TF_CALL_tstring(TFLC_RECORD) }),
            (std::multiset<DataType>{DT_STRING, DT_STRING}));
  // The parameter is unnamed: nothing below expands to a use of it.
  EXPECT_EQ(Collect([](std::multiset<DataType>*) {
              TF_CALL_resource(TFLC_RECORD) TF_CALL_variant(TFLC_RECORD) TF_CALL_int4(TFLC_RECORD)
                  TF_CALL_float8_e5m2(TFLC_RECORD)
            }),
            std::multiset<DataType>{});
}

}  // namespace
}  // namespace tensorflow
