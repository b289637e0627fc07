// The C API's calls by which a kernel asks about the runtime around its run (kernels.h, version
// 5): deferred work, the function library, the session configuration, resources, rendezvous.
// This core runs kernels without sessions, function libraries or Send/Recv; those calls answer as
// for a runtime that has none. Resources are the device's ResourceMgr and DT_RESOURCE inputs.
#include <string>

#include "tensorflow_lite_core/c/c_api_internal.h"
#include "tensorflow_lite_core/c/kernels.h"
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/framework/resource_handle.h"
#include "tensorflow_lite_core/framework/resource_manager.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/platform/logging.h"

namespace tensorflow {
namespace c_api {
namespace {

// Writes `bytes` into the empty `out` as TensorFlow's C API writes messages into a caller's
// TF_Buffer: the buffer's deallocator then frees them.
Status WriteToBuffer(const char* function, const std::string& bytes, TF_Buffer* out) {
  if (out == nullptr) return NullArgument(function, "buffer");
  if (out->data != nullptr) {
    return errors::InvalidArgument(function, ": Passing non-empty TF_Buffer is invalid.");
  }
  TF_Buffer* copy = TF_NewBufferFromString(bytes.data(), bytes.size());
  if (copy == nullptr) return errors::ResourceExhausted(function, ": out of memory");
  *out = *copy;
  copy->data_deallocator = nullptr;  // `out` owns the bytes now
  TF_DeleteBuffer(copy);
  return OkStatus();
}

// Runs one of the context's deferred-work functions, if the runner installed it.
void RunDeferredOpsFunction(TF_OpKernelContext* ctx, bool increment) {
  if (ctx == nullptr) {
    return SetError(nullptr, NullArgument(increment ? "TF_IncNumDeferredOps"
                                                    : "TF_DecNumDeferredOps",
                                          "context"));
  }
  OpKernelContext* context = FromC(ctx);
  const auto& function = increment ? context->inc_num_deferred_ops_function()
                                   : context->dec_num_deferred_ops_function();
  if (function) function();
}

}  // namespace
}  // namespace c_api
}  // namespace tensorflow

namespace c_api = tensorflow::c_api;
namespace errors = tensorflow::errors;

extern "C" {

void TF_IncNumDeferredOps(TF_OpKernelContext* context) {
  c_api::RunDeferredOpsFunction(context, /*increment=*/true);
}

void TF_DecNumDeferredOps(TF_OpKernelContext* context) {
  c_api::RunDeferredOpsFunction(context, /*increment=*/false);
}

void TF_GetSerializedFunctionDefLibrary(TF_OpKernelContext* ctx,
                                        TF_Buffer* serialized_function_def_library,
                                        TF_Status* status) {
  static constexpr char kFunction[] = "TF_GetSerializedFunctionDefLibrary";
  if (ctx == nullptr) return c_api::SetStatus(status, c_api::NullArgument(kFunction, "ctx"));
  const std::string bytes = tensorflow::FunctionDefLibrary().SerializeAsString();
  c_api::SetStatus(status,
                   c_api::WriteToBuffer(kFunction, bytes, serialized_function_def_library));
}

void TF_GetSerializedConfigProto(TF_OpKernelContext* ctx, TF_Buffer* serialized_config_proto,
                                 TF_Status* status) {
  static constexpr char kFunction[] = "TF_GetSerializedConfigProto";
  if (ctx == nullptr) return c_api::SetStatus(status, c_api::NullArgument(kFunction, "ctx"));
  // The default ConfigProto: every field unset, which serializes to no bytes.
  c_api::SetStatus(status, c_api::WriteToBuffer(kFunction, std::string(), serialized_config_proto));
}

void TF_GetSerializedResourceHandleProto(TF_OpKernelContext* ctx, int i,
                                         TF_Buffer* serialized_resource_handle_proto,
                                         TF_Status* status) {
  static constexpr char kFunction[] = "TF_GetSerializedResourceHandleProto";
  if (ctx == nullptr) return c_api::SetStatus(status, c_api::NullArgument(kFunction, "ctx"));
  if (serialized_resource_handle_proto == nullptr) {
    return c_api::SetStatus(status, c_api::NullArgument(kFunction, "buffer"));
  }
  tensorflow::OpKernelContext* context = c_api::FromC(ctx);
  if (i < 0 || i >= context->num_inputs()) {
    return c_api::SetStatus(
        status, errors::OutOfRange(kFunction, ": input index ", i, " out of range [0, ",
                                   context->num_inputs(), ") in op ",
                                   context->op_kernel().type_string()));
  }
  const tensorflow::DataType type = context->op_kernel().input_type(i);
  if (tensorflow::BaseType(type) != tensorflow::DT_RESOURCE) {
    return c_api::SetStatus(
        status, errors::InvalidArgument(kFunction, ": input ", i, " of op ",
                                        context->op_kernel().type_string(), " is ",
                                        tensorflow::DataTypeString(type), ", not resource"));
  }
  const tensorflow::Tensor& handles = context->input(i);
  if (handles.NumElements() == 0) {
    return c_api::SetStatus(status, errors::InvalidArgument(kFunction, ": input ", i, " of op ",
                                                            context->op_kernel().type_string(),
                                                            " is an empty resource handle"));
  }
  tensorflow::ResourceHandleProto proto;
  handles.flat<tensorflow::ResourceHandle>()(0).AsProto(&proto);
  c_api::SetStatus(status, c_api::WriteToBuffer(kFunction, proto.SerializeAsString(),
                                                serialized_resource_handle_proto));
}

TF_StringView TF_GetResourceMgrDefaultContainerName(TF_OpKernelContext* ctx) {
  if (ctx == nullptr) return TF_StringView{"", 0};
  const std::string& container = c_api::FromC(ctx)->resource_manager()->default_container();
  return TF_StringView{container.data(), container.size()};
}

TF_RendezvousThunk TF_GetRendezvous(TF_OpKernelContext* /*ctx*/) {
  return TF_RendezvousThunk{nullptr, nullptr, nullptr, nullptr};
}

}  // extern "C"
