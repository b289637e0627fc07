// The C API's calls on a TF_OpKernelConstruction (kernels.h): attrs of every kind, the node's name
// and NodeDef, failures.
#include "tensorflow_lite_core/c/kernels.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <limits>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "tensorflow_lite_core/c/c_api_internal.h"
#include "tensorflow_lite_core/framework/kernel_def_builder.h"
#include "tensorflow_lite_core/framework/kernel_def_util.h"
#include "tensorflow_lite_core/framework/kernel_registry.h"
#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/op_def_util.h"
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/types.h"

namespace tensorflow {
namespace c_api {
namespace {

// Checks the arguments every attr getter shares.
Status CheckAttrArgs(const char* function, TF_OpKernelConstruction* ctx, const char* attr_name,
                     const void* out, const char* out_name) {
  if (ctx == nullptr) return NullArgument(function, "ctx");
  if (attr_name == nullptr) return NullArgument(function, "attr_name");
  if (out == nullptr) return NullArgument(function, out_name);
  return OkStatus();
}

// Reads a single-valued attr into *value and, when that works, converts it into *out.
template <typename Cpp, typename C, typename Convert>
void GetScalarAttr(const char* function, TF_OpKernelConstruction* ctx, const char* attr_name,
                   C* out, TF_Status* status, Convert convert) {
  Status result = CheckAttrArgs(function, ctx, attr_name, out, "val");
  Cpp value;
  if (result.ok()) result = FromC(ctx)->GetAttr(attr_name, &value);
  if (result.ok()) *out = convert(value);
  SetStatus(status, result);
}

// Reads a list attr and copies it, converted, into vals[0..max_vals).
template <typename Cpp, typename C, typename Convert>
void GetListAttr(const char* function, TF_OpKernelConstruction* ctx, const char* attr_name,
                 C* vals, int max_vals, TF_Status* status, Convert convert) {
  Status result = CheckAttrArgs(function, ctx, attr_name, ctx, "ctx");
  std::vector<Cpp> values;
  if (result.ok()) result = FromC(ctx)->GetAttr(attr_name, &values);
  if (result.ok() && values.size() > static_cast<size_t>(std::max(max_vals, 0))) {
    result = errors::InvalidArgument(function, ": attr '", attr_name, "' holds ", values.size(),
                                     " values, but the caller has room for ", max_vals);
  }
  if (result.ok() && !values.empty() && vals == nullptr) result = NullArgument(function, "vals");
  if (result.ok()) {
    for (size_t i = 0; i < values.size(); ++i) vals[i] = convert(values[i]);
  }
  SetStatus(status, result);
}

template <typename T>
T Same(const T& value) {
  return value;
}

}  // namespace
}  // namespace c_api
}  // namespace tensorflow

using tensorflow::DataType;
using tensorflow::OpKernelConstruction;
using tensorflow::OpKernelContext;
using tensorflow::Status;
using tensorflow::Tensor;
using tensorflow::TensorShape;
namespace c_api = tensorflow::c_api;
namespace errors = tensorflow::errors;

extern "C" {

// ---- OpKernelConstruction.

void TF_OpKernelConstruction_GetAttrSize(TF_OpKernelConstruction* ctx, const char* attr_name,
                                         int32_t* list_size, int32_t* total_size,
                                         TF_Status* status) {
  static constexpr char kFunction[] = "TF_OpKernelConstruction_GetAttrSize";
  Status result = c_api::CheckAttrArgs(kFunction, ctx, attr_name, list_size, "list_size");
  if (result.ok() && total_size == nullptr) result = c_api::NullArgument(kFunction, "total_size");
  const tensorflow::AttrValue* value = nullptr;
  if (result.ok()) {
    result = tensorflow::AttrSlice(c_api::FromC(ctx)->def()).Find(attr_name, &value);
  }
  if (!result.ok()) return c_api::SetStatus(status, result);

  int64_t list = -1;
  int64_t total = -1;
  auto rank_of = [](const tensorflow::TensorShapeProto& shape) -> int64_t {
    return shape.unknown_rank() ? -1 : shape.dim_size();
  };
  if (value->value_case() == tensorflow::AttrValue::kList) {
    const tensorflow::AttrValue::ListValue& values = value->list();
    list = std::max({values.s_size(), values.i_size(), values.f_size(), values.b_size(),
                     values.type_size(), values.shape_size(), values.tensor_size(),
                     values.func_size()});
    if (values.s_size() > 0) {
      total = 0;
      for (const std::string& s : values.s()) total += static_cast<int64_t>(s.size());
    } else if (values.shape_size() > 0) {
      total = 0;
      for (const auto& shape : values.shape()) total += std::max<int64_t>(rank_of(shape), 0);
    }
  } else if (value->value_case() == tensorflow::AttrValue::kS) {
    total = static_cast<int64_t>(value->s().size());
  } else if (value->value_case() == tensorflow::AttrValue::kShape) {
    total = rank_of(value->shape());
  }
  if (list > std::numeric_limits<int32_t>::max() || total > std::numeric_limits<int32_t>::max()) {
    return c_api::SetStatus(status, errors::InvalidArgument(kFunction, ": attr '", attr_name,
                                                            "' is too large to describe in int32"));
  }
  *list_size = static_cast<int32_t>(list);
  *total_size = static_cast<int32_t>(total);
  c_api::SetOk(status);
}

void TF_OpKernelConstruction_GetAttrType(TF_OpKernelConstruction* ctx, const char* attr_name,
                                         TF_DataType* val, TF_Status* status) {
  c_api::GetScalarAttr<DataType>("TF_OpKernelConstruction_GetAttrType", ctx, attr_name, val,
                                 status, [](DataType v) { return static_cast<TF_DataType>(v); });
}

void TF_OpKernelConstruction_GetAttrInt32(TF_OpKernelConstruction* ctx, const char* attr_name,
                                          int32_t* val, TF_Status* status) {
  c_api::GetScalarAttr<tensorflow::int32>("TF_OpKernelConstruction_GetAttrInt32", ctx, attr_name,
                                          val, status, c_api::Same<tensorflow::int32>);
}

void TF_OpKernelConstruction_GetAttrInt64(TF_OpKernelConstruction* ctx, const char* attr_name,
                                          int64_t* val, TF_Status* status) {
  c_api::GetScalarAttr<tensorflow::int64>("TF_OpKernelConstruction_GetAttrInt64", ctx, attr_name,
                                          val, status, c_api::Same<tensorflow::int64>);
}

void TF_OpKernelConstruction_GetAttrFloat(TF_OpKernelConstruction* ctx, const char* attr_name,
                                          float* val, TF_Status* status) {
  c_api::GetScalarAttr<float>("TF_OpKernelConstruction_GetAttrFloat", ctx, attr_name, val, status,
                              c_api::Same<float>);
}

void TF_OpKernelConstruction_GetAttrBool(TF_OpKernelConstruction* ctx, const char* attr_name,
                                         TF_Bool* val, TF_Status* status) {
  c_api::GetScalarAttr<bool>("TF_OpKernelConstruction_GetAttrBool", ctx, attr_name, val, status,
                             [](bool v) -> TF_Bool { return v ? 1 : 0; });
}

void TF_OpKernelConstruction_GetAttrString(TF_OpKernelConstruction* ctx, const char* attr_name,
                                           char* val, size_t max_length, TF_Status* status) {
  static constexpr char kFunction[] = "TF_OpKernelConstruction_GetAttrString";
  Status result = c_api::CheckAttrArgs(kFunction, ctx, attr_name, ctx, "ctx");
  std::string value;
  if (result.ok()) result = c_api::FromC(ctx)->GetAttr(attr_name, &value);
  if (result.ok() && value.size() > max_length) {
    result = errors::InvalidArgument(kFunction, ": attr '", attr_name, "' holds ", value.size(),
                                     " bytes, but the caller has room for ", max_length);
  }
  if (result.ok() && !value.empty() && val == nullptr) result = c_api::NullArgument(kFunction, "val");
  if (result.ok() && !value.empty()) std::memcpy(val, value.data(), value.size());
  c_api::SetStatus(status, result);
}

void TF_OpKernelConstruction_GetAttrTensor(TF_OpKernelConstruction* ctx, const char* attr_name,
                                           TF_Tensor** val, TF_Status* status) {
  c_api::GetScalarAttr<Tensor>("TF_OpKernelConstruction_GetAttrTensor", ctx, attr_name, val,
                               status, [](const Tensor& v) { return c_api::NewTensorHandle(v); });
}

void TF_OpKernelConstruction_GetAttrTensorShape(TF_OpKernelConstruction* ctx,
                                                const char* attr_name, int64_t* dims,
                                                size_t num_dims, TF_Status* status) {
  static constexpr char kFunction[] = "TF_OpKernelConstruction_GetAttrTensorShape";
  Status result = c_api::CheckAttrArgs(kFunction, ctx, attr_name, ctx, "ctx");
  TensorShape shape;
  if (result.ok()) result = c_api::FromC(ctx)->GetAttr(attr_name, &shape);
  if (result.ok() && static_cast<size_t>(shape.dims()) != num_dims) {
    result = errors::InvalidArgument(kFunction, ": attr '", attr_name, "' is a shape of rank ",
                                     shape.dims(), ", but num_dims is ", num_dims);
  }
  if (result.ok() && num_dims > 0 && dims == nullptr) result = c_api::NullArgument(kFunction, "dims");
  if (result.ok()) {
    for (int d = 0; d < shape.dims(); ++d) dims[d] = shape.dim_size(d);
  }
  c_api::SetStatus(status, result);
}

void TF_OpKernelConstruction_GetAttrTypeList(TF_OpKernelConstruction* ctx, const char* attr_name,
                                             TF_DataType* vals, int max_vals, TF_Status* status) {
  c_api::GetListAttr<DataType>("TF_OpKernelConstruction_GetAttrTypeList", ctx, attr_name, vals,
                               max_vals, status,
                               [](DataType v) { return static_cast<TF_DataType>(v); });
}

void TF_OpKernelConstruction_GetAttrInt32List(TF_OpKernelConstruction* ctx, const char* attr_name,
                                              int32_t* vals, int max_vals, TF_Status* status) {
  c_api::GetListAttr<tensorflow::int32>("TF_OpKernelConstruction_GetAttrInt32List", ctx, attr_name,
                                        vals, max_vals, status, c_api::Same<tensorflow::int32>);
}

void TF_OpKernelConstruction_GetAttrInt64List(TF_OpKernelConstruction* ctx, const char* attr_name,
                                              int64_t* vals, int max_vals, TF_Status* status) {
  c_api::GetListAttr<tensorflow::int64>("TF_OpKernelConstruction_GetAttrInt64List", ctx, attr_name,
                                        vals, max_vals, status, c_api::Same<tensorflow::int64>);
}

void TF_OpKernelConstruction_GetAttrFloatList(TF_OpKernelConstruction* ctx, const char* attr_name,
                                              float* vals, int max_vals, TF_Status* status) {
  c_api::GetListAttr<float>("TF_OpKernelConstruction_GetAttrFloatList", ctx, attr_name, vals,
                            max_vals, status, c_api::Same<float>);
}

void TF_OpKernelConstruction_GetAttrBoolList(TF_OpKernelConstruction* ctx, const char* attr_name,
                                             TF_Bool* vals, int max_vals, TF_Status* status) {
  c_api::GetListAttr<bool>("TF_OpKernelConstruction_GetAttrBoolList", ctx, attr_name, vals,
                           max_vals, status, [](bool v) -> TF_Bool { return v ? 1 : 0; });
}

void TF_OpKernelConstruction_GetAttrStringList(TF_OpKernelConstruction* ctx, const char* attr_name,
                                               char** vals, size_t* lengths, int max_values,
                                               void* storage, size_t storage_size,
                                               TF_Status* status) {
  static constexpr char kFunction[] = "TF_OpKernelConstruction_GetAttrStringList";
  Status result = c_api::CheckAttrArgs(kFunction, ctx, attr_name, ctx, "ctx");
  std::vector<std::string> values;
  if (result.ok()) result = c_api::FromC(ctx)->GetAttr(attr_name, &values);
  size_t total = 0;
  for (const std::string& value : values) total += value.size();
  if (result.ok() && values.size() > static_cast<size_t>(std::max(max_values, 0))) {
    result = errors::InvalidArgument(kFunction, ": attr '", attr_name, "' holds ", values.size(),
                                     " strings, but the caller has room for ", max_values);
  }
  if (result.ok() && total > storage_size) {
    result = errors::InvalidArgument(kFunction, ": the strings of attr '", attr_name, "' take ",
                                     total, " bytes, but storage_size is ", storage_size);
  }
  if (result.ok() && !values.empty() && (vals == nullptr || lengths == nullptr)) {
    result = c_api::NullArgument(kFunction, vals == nullptr ? "vals" : "lengths");
  }
  if (result.ok() && total > 0 && storage == nullptr) {
    result = c_api::NullArgument(kFunction, "storage");
  }
  if (result.ok()) {
    char* next = static_cast<char*>(storage);
    for (size_t i = 0; i < values.size(); ++i) {
      vals[i] = next;
      lengths[i] = values[i].size();
      if (!values[i].empty()) std::memcpy(next, values[i].data(), values[i].size());
      next += values[i].size();
    }
  }
  c_api::SetStatus(status, result);
}

void TF_OpKernelConstruction_GetAttrTensorList(TF_OpKernelConstruction* ctx, const char* attr_name,
                                               TF_Tensor** vals, int max_values,
                                               TF_Status* status) {
  c_api::GetListAttr<Tensor>("TF_OpKernelConstruction_GetAttrTensorList", ctx, attr_name, vals,
                             max_values, status,
                             [](const Tensor& v) { return c_api::NewTensorHandle(v); });
}

bool TF_OpKernelConstruction_HasAttr(TF_OpKernelConstruction* ctx, const char* attr_name,
                                     TF_Status* status) {
  Status result =
      c_api::CheckAttrArgs("TF_OpKernelConstruction_HasAttr", ctx, attr_name, ctx, "ctx");
  c_api::SetStatus(status, result);
  return result.ok() && c_api::FromC(ctx)->HasAttr(attr_name);
}

TF_StringView TF_OpKernelConstruction_GetName(TF_OpKernelConstruction* ctx) {
  if (ctx == nullptr) return TF_StringView{"", 0};
  return c_api::ViewOf(c_api::FromC(ctx)->def().name());
}

TF_Buffer* TF_OpKernelConstruction_GetNodeDef(TF_OpKernelConstruction* ctx, TF_Status* status) {
  if (ctx == nullptr) {
    c_api::SetStatus(status, c_api::NullArgument("TF_OpKernelConstruction_GetNodeDef", "ctx"));
    return nullptr;
  }
  const std::string bytes = c_api::FromC(ctx)->def().SerializeAsString();
  c_api::SetOk(status);
  return TF_NewBufferFromString(bytes.data(), bytes.size());
}

TF_Buffer* TF_OpKernelConstruction_GetAttrFunction(TF_OpKernelConstruction* ctx,
                                                   const char* attr_name, TF_Status* status) {
  static constexpr char kFunction[] = "TF_OpKernelConstruction_GetAttrFunction";
  Status result = c_api::CheckAttrArgs(kFunction, ctx, attr_name, ctx, "ctx");
  const tensorflow::NameAttrList* function = nullptr;
  if (result.ok()) result = c_api::FromC(ctx)->GetAttr(attr_name, &function);
  c_api::SetStatus(status, result);
  if (!result.ok()) return nullptr;
  const std::string bytes = function->SerializeAsString();
  return TF_NewBufferFromString(bytes.data(), bytes.size());
}

}  // extern "C"
