// LookupInterface's argument checks against TensorFlow's recorded answers, and a small table
// built on it used through the resource manager.
#include "tensorflow_lite_core/framework/lookup_interface.h"

#include <map>
#include <string>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/testing/resource_test_util.h"

namespace tensorflow {
namespace {

using resource_test::ExpectRecordedStatus;
using resource_test::RecordedText;

// int64 keys of `key_shape` to float values of `value_shape`, as the probe's FixedTable; holds
// scalar-keyed, scalar-valued entries in a map so that Find and Insert do something real.
class MapTable : public lookup::LookupInterface {
 public:
  MapTable(TensorShape key_shape, TensorShape value_shape)
      : key_shape_(key_shape), value_shape_(value_shape) {}

  Status Find(OpKernelContext*, const Tensor& keys, Tensor* values,
              const Tensor& default_value) override {
    TF_RETURN_IF_ERROR(CheckFindArguments(keys, default_value));
    *values = Tensor(DT_FLOAT, keys.shape());
    for (int64 i = 0; i < keys.NumElements(); ++i) {
      auto found = entries_.find(keys.flat<int64>()(i));
      values->flat<float>()(i) =
          found != entries_.end() ? found->second
                                  : default_value.flat<float>()(default_value.dims() == 0 ? 0 : i);
    }
    return OkStatus();
  }
  Status Insert(OpKernelContext*, const Tensor& keys, const Tensor& values) override {
    TF_RETURN_IF_ERROR(CheckKeyAndValueTensorsForInsert(keys, values));
    for (int64 i = 0; i < keys.NumElements(); ++i) {
      entries_[keys.flat<int64>()(i)] = values.flat<float>()(i);
    }
    return OkStatus();
  }
  Status Remove(OpKernelContext*, const Tensor& keys) override {
    TF_RETURN_IF_ERROR(CheckKeyTensorForRemove(keys));
    for (int64 i = 0; i < keys.NumElements(); ++i) entries_.erase(keys.flat<int64>()(i));
    return OkStatus();
  }
  size_t size() const override { return entries_.empty() ? 7 : entries_.size(); }
  Status ExportValues(OpKernelContext*) override { return errors::Unimplemented("export"); }
  Status ImportValues(OpKernelContext*, const Tensor& keys, const Tensor& values) override {
    return CheckKeyAndValueTensorsForImport(keys, values);
  }
  DataType key_dtype() const override { return DT_INT64; }
  DataType value_dtype() const override { return DT_FLOAT; }
  TensorShape key_shape() const override { return key_shape_; }
  TensorShape value_shape() const override { return value_shape_; }

 private:
  TensorShape key_shape_;
  TensorShape value_shape_;
  std::map<int64, float> entries_;
};

TEST(LookupInterfaceTest, ChecksAsTensorFlowDoes) {
  core::RefCountPtr<MapTable> scalar(new MapTable(TensorShape({}), TensorShape({})));
  core::RefCountPtr<MapTable> vector_values(new MapTable(TensorShape({}), TensorShape({4})));
  core::RefCountPtr<MapTable> vector_keys(new MapTable(TensorShape({2}), TensorShape({})));
  EXPECT_EQ(scalar->DebugString(), RecordedText("table_debug_string"));
  const Tensor keys(DT_INT64, TensorShape({3}));
  const Tensor key_pairs(DT_INT64, TensorShape({3, 2}));
  const Tensor string_keys(DT_STRING, TensorShape({3}));
  const Tensor values(DT_FLOAT, TensorShape({3}));
  const Tensor value_rows(DT_FLOAT, TensorShape({3, 4}));
  const Tensor row(DT_FLOAT, TensorShape({4}));
  const Tensor doubles(DT_DOUBLE, TensorShape({3}));
  const Tensor scalar_value(DT_FLOAT, TensorShape({}));
  ExpectRecordedStatus("insert", scalar->CheckKeyAndValueTensorsForInsert(keys, values));
  ExpectRecordedStatus("insert_key_type",
                       scalar->CheckKeyAndValueTensorsForInsert(string_keys, values));
  ExpectRecordedStatus("insert_value_type", scalar->CheckKeyAndValueTensorsForInsert(keys, doubles));
  ExpectRecordedStatus("insert_value_shape",
                       scalar->CheckKeyAndValueTensorsForInsert(keys, value_rows));
  ExpectRecordedStatus("insert_vector_values",
                       vector_values->CheckKeyAndValueTensorsForInsert(keys, value_rows));
  ExpectRecordedStatus("insert_vector_values_shape",
                       vector_values->CheckKeyAndValueTensorsForInsert(keys, values));
  ExpectRecordedStatus("insert_vector_keys",
                       vector_keys->CheckKeyAndValueTensorsForInsert(key_pairs, values));
  ExpectRecordedStatus("insert_vector_keys_shape",
                       vector_keys->CheckKeyAndValueTensorsForInsert(keys, values));
  ExpectRecordedStatus("import", scalar->CheckKeyAndValueTensorsForImport(keys, values));
  ExpectRecordedStatus("import_value_shape", scalar->CheckKeyAndValueTensorsForImport(keys, row));
  ExpectRecordedStatus("import_key_type",
                       scalar->CheckKeyAndValueTensorsForImport(string_keys, values));
  ExpectRecordedStatus("import_vector_keys_shape",
                       vector_keys->CheckKeyAndValueTensorsForImport(keys, values));
  ExpectRecordedStatus("remove", scalar->CheckKeyTensorForRemove(keys));
  ExpectRecordedStatus("remove_key_type", scalar->CheckKeyTensorForRemove(string_keys));
  ExpectRecordedStatus("remove_vector_keys_shape", vector_keys->CheckKeyTensorForRemove(keys));
  ExpectRecordedStatus("remove_vector_keys", vector_keys->CheckKeyTensorForRemove(key_pairs));
  ExpectRecordedStatus("find_scalar_default", scalar->CheckFindArguments(keys, scalar_value));
  ExpectRecordedStatus("find_full_default", scalar->CheckFindArguments(keys, values));
  ExpectRecordedStatus("find_key_type", scalar->CheckFindArguments(string_keys, scalar_value));
  ExpectRecordedStatus("find_default_type", scalar->CheckFindArguments(keys, doubles));
  ExpectRecordedStatus("find_default_shape", scalar->CheckFindArguments(keys, row));
  ExpectRecordedStatus("find_vector_values_default", vector_values->CheckFindArguments(keys, row));
  ExpectRecordedStatus("find_vector_values_full_default",
                       vector_values->CheckFindArguments(keys, value_rows));
  ExpectRecordedStatus("find_vector_values_default_shape",
                       vector_values->CheckFindArguments(keys, values));
  ExpectRecordedStatus("find_vector_keys_shape",
                       vector_keys->CheckFindArguments(keys, scalar_value));
  ExpectRecordedStatus("find_vector_keys", vector_keys->CheckFindArguments(key_pairs, scalar_value));
  EXPECT_EQ(scalar->GetInitializableLookupTable(), nullptr);
}

Tensor Int64s(std::initializer_list<int64> values) {
  Tensor tensor(DT_INT64, TensorShape({static_cast<int64>(values.size())}));
  int64 i = 0;
  for (int64 value : values) tensor.flat<int64>()(i++) = value;
  return tensor;
}

Tensor Floats(std::initializer_list<float> values) {
  Tensor tensor(DT_FLOAT, TensorShape({static_cast<int64>(values.size())}));
  int64 i = 0;
  for (float value : values) tensor.flat<float>()(i++) = value;
  return tensor;
}

TEST(LookupInterfaceTest, ATableLivesInTheManagerAsAnyResource) {
  ResourceMgr manager;
  ASSERT_TRUE(manager.Create<lookup::LookupInterface>(
                         "tables", "t", new MapTable(TensorShape({}), TensorShape({})))
                  .ok());
  lookup::LookupInterface* table = nullptr;
  ASSERT_TRUE(manager.Lookup("tables", "t", &table).ok());
  core::ScopedUnref unref(table);
  ASSERT_TRUE(table->Insert(nullptr, Int64s({1, 2}), Floats({10, 20})).ok());
  EXPECT_EQ(table->size(), 2u);
  Tensor found;
  ASSERT_TRUE(table->Find(nullptr, Int64s({2, 3}), &found, Tensor(-1.0f)).ok());
  EXPECT_EQ(found.flat<float>()(0), 20);
  EXPECT_EQ(found.flat<float>()(1), -1);
  ASSERT_TRUE(table->Find(nullptr, Int64s({2, 3}), &found, Floats({-1, -2})).ok());
  EXPECT_EQ(found.flat<float>()(1), -2);
  EXPECT_TRUE(errors::IsInvalidArgument(table->Insert(nullptr, Int64s({1}), Floats({1, 2}))));
  ASSERT_TRUE(table->Remove(nullptr, Int64s({1})).ok());
  EXPECT_EQ(manager.DebugString().substr(0, 6), "tables");
  EXPECT_NE(manager.DebugString().find("tensorflow::lookup::LookupInterface"), std::string::npos)
      << manager.DebugString();
  EXPECT_NE(manager.DebugString().find("A lookup table of size: 1"), std::string::npos);
}

}  // namespace
}  // namespace tensorflow
