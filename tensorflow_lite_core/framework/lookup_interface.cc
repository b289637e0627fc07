#include "tensorflow_lite_core/framework/lookup_interface.h"

#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace lookup {

namespace {

// TensorFlow's messages give dtypes as their enum numbers.
absl::Status CheckDtype(const char* what, DataType expected, DataType actual) {
  if (expected == actual) return absl::OkStatus();
  return errors::InvalidArgument(what, " must be type ", static_cast<int>(expected), " but got ",
                                 static_cast<int>(actual));
}

}  // namespace

absl::Status LookupInterface::CheckKeyAndValueTypes(const Tensor& keys, const Tensor& values) {
  TF_RETURN_IF_ERROR(CheckDtype("Key", key_dtype(), keys.dtype()));
  return CheckDtype("Value", value_dtype(), values.dtype());
}

absl::Status LookupInterface::CheckKeyShape(const TensorShape& shape) {
  const TensorShape table_key_shape = key_shape();
  if (!TensorShapeUtils::EndsWith(shape, table_key_shape)) {
    return errors::InvalidArgument("Input key shape ", shape.DebugString(),
                                   " must end with the table's key shape ",
                                   table_key_shape.DebugString());
  }
  return absl::OkStatus();
}

TensorShape LookupInterface::ValueShapeFor(const TensorShape& keys) {
  TensorShape shape;
  const int leading = keys.dims() - key_shape().dims();
  for (int d = 0; d < leading; ++d) shape.AddDim(keys.dim_size(d));
  shape.AppendShape(value_shape());
  return shape;
}

absl::Status LookupInterface::CheckKeyAndValueTensorsHelper(const Tensor& keys,
                                                           const Tensor& values) {
  TF_RETURN_IF_ERROR(CheckKeyAndValueTypes(keys, values));
  TF_RETURN_IF_ERROR(CheckKeyShape(keys.shape()));
  const TensorShape expected = ValueShapeFor(keys.shape());
  if (values.shape() != expected) {
    return errors::InvalidArgument("Expected shape ", expected.DebugString(), " for value, got ",
                                   values.shape().DebugString());
  }
  return absl::OkStatus();
}

absl::Status LookupInterface::CheckKeyAndValueTensorsForInsert(const Tensor& keys,
                                                               const Tensor& values) {
  return CheckKeyAndValueTensorsHelper(keys, values);
}

absl::Status LookupInterface::CheckKeyAndValueTensorsForImport(const Tensor& keys,
                                                               const Tensor& values) {
  return CheckKeyAndValueTensorsHelper(keys, values);
}

absl::Status LookupInterface::CheckKeyTensorForRemove(const Tensor& keys) {
  TF_RETURN_IF_ERROR(CheckDtype("Key", key_dtype(), keys.dtype()));
  return CheckKeyShape(keys.shape());
}

absl::Status LookupInterface::CheckFindArguments(const Tensor& keys,
                                                 const Tensor& default_value) {
  TF_RETURN_IF_ERROR(CheckKeyAndValueTypes(keys, default_value));
  TF_RETURN_IF_ERROR(CheckKeyShape(keys.shape()));
  const TensorShape one_per_key = ValueShapeFor(keys.shape());
  const TensorShape one_for_all = value_shape();
  if (default_value.shape() != one_for_all && default_value.shape() != one_per_key) {
    return errors::InvalidArgument("Expected shape ", one_for_all.DebugString(), " or ",
                                   one_per_key.DebugString(), " for default value, got ",
                                   default_value.shape().DebugString());
  }
  return absl::OkStatus();
}

}  // namespace lookup
}  // namespace tensorflow
