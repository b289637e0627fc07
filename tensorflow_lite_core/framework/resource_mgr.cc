#include "tensorflow_lite_core/framework/resource_mgr.h"

#include <atomic>

#include "tensorflow_lite_core/framework/node_def_util.h"

namespace tensorflow {

namespace {

bool IsContainerNameStart(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.';
}

// TensorFlow's rule: [A-Za-z0-9.][A-Za-z0-9.\-/]*, or empty (the default container).
bool IsValidContainerName(const std::string& name) {
  if (name.empty()) return true;
  if (!IsContainerNameStart(name[0])) return false;
  for (char c : name.substr(1)) {
    if (!IsContainerNameStart(c) && c != '-' && c != '/') return false;
  }
  return true;
}

Status InputHandle(OpKernelContext* ctx, int input, const char* what, ResourceHandle* handle) {
  if (!ctx->has_input(input)) {
    return errors::InvalidArgument("Input ", what, " of ", ctx->op_kernel().type_string(),
                                   " is not set");
  }
  const Tensor& tensor = ctx->input(input);
  if (tensor.dtype() != DT_RESOURCE) {
    return errors::InvalidArgument("Input ", what, " of ", ctx->op_kernel().type_string(),
                                   " is ", DataTypeString(tensor.dtype()),
                                   ", not a resource handle");
  }
  if (tensor.NumElements() == 0) return errors::InvalidArgument("Empty resource handle");
  *handle = tensor.flat<ResourceHandle>()(0);
  return OkStatus();
}

}  // namespace

ResourceHandle MakeResourceHandle(const std::string& container, const std::string& name,
                                  const DeviceBase& device, const TypeIndex& type_index,
                                  const std::vector<DtypeAndPartialTensorShape>& dtypes_and_shapes) {
  ResourceHandle handle;
  handle.set_device(device.name());
  handle.set_container(container);
  handle.set_name(name == ResourceHandle::ANONYMOUS_NAME
                      ? strings::StrCat("_AnonymousVar", ResourceHandle::GenerateUniqueId())
                      : name);
  handle.set_hash_code(type_index.hash_code());
  handle.set_maybe_type_name(type_index.name());
  handle.set_dtypes_and_shapes(dtypes_and_shapes);
  return handle;
}

Status MakeResourceHandleToOutput(OpKernelContext* context, int output_index,
                                  const std::string& container, const std::string& name,
                                  const TypeIndex& type_index) {
  Tensor* handle;
  TF_RETURN_IF_ERROR(context->allocate_output(output_index, TensorShape({}), &handle));
  handle->scalar<ResourceHandle>()() =
      MakeResourceHandle(container, name, *context->device(), type_index);
  return OkStatus();
}

const ResourceHandle& HandleFromInput(OpKernelContext* ctx, int input) {
  return ctx->input(input).flat<ResourceHandle>()(0);
}

Status HandleFromInput(OpKernelContext* ctx, int input, ResourceHandle* handle) {
  return InputHandle(ctx, input, std::to_string(input).c_str(), handle);
}

Status HandleFromInput(OpKernelContext* ctx, AnyStringView input, ResourceHandle* handle) {
  int start, stop;
  TF_RETURN_IF_ERROR(ctx->op_kernel().InputRange(input, &start, &stop));
  if (stop != start + 1) {
    return errors::InvalidArgument("OpKernel used list-valued input name '", input.view(),
                                   "' when single-valued input was expected");
  }
  const std::string quoted = strings::StrCat("'", input.view(), "'");
  return InputHandle(ctx, start, quoted.c_str(), handle);
}

namespace internal {

Status ValidateDevice(OpKernelContext* ctx, const ResourceHandle& p) {
  if (ctx->device()->name() != p.device()) {
    return errors::InvalidArgument("Trying to access resource ", p.name(), " located in device ",
                                   p.device(), " from device ", ctx->device()->name());
  }
  return OkStatus();
}

}  // namespace internal

Status LookupResource(OpKernelContext* ctx, const ResourceHandle& p, ResourceBase** value) {
  TF_RETURN_IF_ERROR(internal::ValidateDevice(ctx, p));
  return ctx->resource_manager()->Lookup(p, value);
}

Status DeleteResource(OpKernelContext* ctx, const ResourceHandle& p) {
  TF_RETURN_IF_ERROR(internal::ValidateDevice(ctx, p));
  return ctx->resource_manager()->Delete(p);
}

Status ContainerInfo::Init(ResourceMgr* rmgr, const NodeDef& ndef,
                           bool use_node_name_as_default) {
  CHECK(rmgr != nullptr) << "ContainerInfo::Init without a resource manager";
  rmgr_ = rmgr;
  resource_is_private_to_kernel_ = false;
  std::string attr_container;
  TF_RETURN_IF_ERROR(GetNodeAttr(ndef, "container", &attr_container));
  if (!IsValidContainerName(attr_container)) {
    return errors::InvalidArgument("container contains invalid characters: ", attr_container);
  }
  std::string attr_shared_name;
  TF_RETURN_IF_ERROR(GetNodeAttr(ndef, "shared_name", &attr_shared_name));
  if (!attr_shared_name.empty() && attr_shared_name[0] == '_') {
    return errors::InvalidArgument("shared_name cannot start with '_':", attr_shared_name);
  }
  container_ = attr_container.empty() ? rmgr->default_container() : attr_container;
  if (!attr_shared_name.empty()) {
    name_ = attr_shared_name;
  } else if (use_node_name_as_default) {
    name_ = ndef.name();
  } else {
    // Unique to this process, so no other kernel finds it by name.
    static std::atomic<int64_t> next_private_id{0};
    resource_is_private_to_kernel_ = true;
    name_ = strings::StrCat("_", next_private_id.fetch_add(1), "_", ndef.name());
  }
  return OkStatus();
}

std::string ContainerInfo::DebugString() const {
  return strings::StrCat("[", container_, ",", name_, ",",
                         resource_is_private_to_kernel_ ? "private" : "public", "]");
}

}  // namespace tensorflow
