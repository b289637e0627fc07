// Resources as kernels use them: ResourceMgr (resource_manager.h), the handles kernels pass one
// another in DT_RESOURCE tensors, and the helpers that go from a handle to its resource through
// the kernel's context (OpKernelContext::resource_manager(), the device's manager):
//
//   // An op that makes a handle: REGISTER_RESOURCE_HANDLE_OP(Counter) and
//   // REGISTER_RESOURCE_HANDLE_KERNEL(Counter) give "CounterHandleOp" and its kernel.
//   // A kernel that uses it:
//   core::RefCountPtr<Counter> counter;
//   OP_REQUIRES_OK(ctx, LookupOrCreateResource<Counter>(ctx, HandleFromInput(ctx, 0), &counter,
//                                                       [](Counter** c) { ... }));
//
// ContainerInfo picks the container and name of a kernel's resource from its node's
// `container` and `shared_name` attrs. Errors carry TensorFlow's codes and messages.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_RESOURCE_MGR_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_RESOURCE_MGR_H_

#include <atomic>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "absl/types/span.h"
#include "tensorflow_lite_core/framework/common_shape_fns.h"
#include "tensorflow_lite_core/framework/device_base.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/resource_base.h"
#include "tensorflow_lite_core/framework/resource_handle.h"
#include "tensorflow_lite_core/framework/resource_manager.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/type_index.h"
#include "tensorflow_lite_core/lib/core/refcount.h"
#include "tensorflow_lite_core/platform/any_string_view.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/mutex.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {

// A handle to `name` (a fresh "_AnonymousVar<id>" for ResourceHandle::ANONYMOUS_NAME) in
// `container` of `device`, for a resource of type `type_index`.
ResourceHandle MakeResourceHandle(
    const std::string& container, const std::string& name, const DeviceBase& device,
    const TypeIndex& type_index,
    const std::vector<DtypeAndPartialTensorShape>& dtypes_and_shapes = {}) TF_MUST_USE_RESULT;

// The same for a resource of type T on the kernel's device; an empty `container` means the
// manager's default one.
template <typename T>
ResourceHandle MakeResourceHandle(
    OpKernelContext* ctx, const std::string& container, const std::string& name,
    const std::vector<DtypeAndPartialTensorShape>& dtypes_and_shapes = {}) {
  return MakeResourceHandle(container.empty() ? ctx->resource_manager()->default_container()
                                              : container,
                            name, *ctx->device(), TypeIndex::Make<T>(), dtypes_and_shapes);
}

template <typename T>
ResourceHandle MakeResourceHandle(
    OpKernelConstruction* ctx, const std::string& container, const std::string& name,
    const std::vector<DtypeAndPartialTensorShape>& dtypes_and_shapes = {}) {
  return MakeResourceHandle(container.empty() ? ctx->resource_manager()->default_container()
                                              : container,
                            name, *ctx->device(), TypeIndex::Make<T>(), dtypes_and_shapes);
}

// Allocates output `output_index` as a scalar DT_RESOURCE tensor holding such a handle
// (`container` as given).
absl::Status MakeResourceHandleToOutput(OpKernelContext* context, int output_index,
                                        const std::string& container, const std::string& name,
                                        const TypeIndex& type_index);

// The handle in input `input` (its first element); CHECK-fails unless it is a non-empty
// DT_RESOURCE tensor.
const ResourceHandle& HandleFromInput(OpKernelContext* ctx, int input);
// The same, checked: InvalidArgument for a missing or non-resource input, "Empty resource
// handle" for one without elements.
absl::Status HandleFromInput(OpKernelContext* ctx, int input, ResourceHandle* handle);
// By the input's name in the op.
absl::Status HandleFromInput(OpKernelContext* ctx, AnyStringView input, ResourceHandle* handle);

namespace internal {

// InvalidArgument unless the handle names the kernel's device.
absl::Status ValidateDevice(OpKernelContext* ctx, const ResourceHandle& p);

template <typename T>
absl::Status ValidateDeviceAndType(OpKernelContext* ctx, const ResourceHandle& p) {
  TF_RETURN_IF_ERROR(ValidateDevice(ctx, p));
  return p.ValidateType<T>();
}

}  // namespace internal

// Creates the resource `p` names in the kernel's manager. The caller's reference on `value`
// passes on whether or not this succeeds.
template <typename T>
absl::Status CreateResource(OpKernelContext* ctx, const ResourceHandle& p, T* value) {
  const absl::Status valid = internal::ValidateDeviceAndType<T>(ctx, p);
  if (!valid.ok()) {
    value->Unref();
    return valid;
  }
  return ctx->resource_manager()->Create(p.container(), p.name(), value);
}

// The resource `p` names, with a reference for the caller (to Unref). InvalidArgument when the
// handle is for another device or type, NotFound when there is no such resource.
template <typename T, bool use_dynamic_cast = false>
absl::Status LookupResource(OpKernelContext* ctx, const ResourceHandle& p, T** value) {
  TF_RETURN_IF_ERROR(internal::ValidateDeviceAndType<T>(ctx, p));
  return ctx->resource_manager()->template Lookup<T, use_dynamic_cast>(p.container(), p.name(),
                                                                        value);
}

// Whatever its type.
absl::Status LookupResource(OpKernelContext* ctx, const ResourceHandle& p, ResourceBase** value);

// With the reference held by `*value`.
template <typename T>
absl::Status LookupResource(OpKernelContext* ctx, const ResourceHandle& p,
                            core::RefCountPtr<T>* value) {
  T* raw = nullptr;
  TF_RETURN_IF_ERROR((LookupResource<T, false>(ctx, p, &raw)));
  value->reset(raw);
  return absl::OkStatus();
}

// Several at once (under one lock); (*values)[i] stays null when p[i] names nothing.
template <typename T>
absl::Status LookupResources(OpKernelContext* ctx, absl::Span<ResourceHandle const* const> p,
                             std::vector<core::RefCountPtr<T>>* values) {
  std::vector<std::pair<const std::string*, const std::string*>> containers_and_names(p.size());
  for (size_t i = 0; i < p.size(); ++i) {
    TF_RETURN_IF_ERROR(internal::ValidateDeviceAndType<T>(ctx, *p[i]));
    containers_and_names[i] = {&p[i]->container(), &p[i]->name()};
  }
  return ctx->resource_manager()->LookupMany(containers_and_names, values);
}

// ResourceMgr::LookupOrCreate for the resource `p` names; `creator` must not use the manager.
template <typename T>
absl::Status LookupOrCreateResource(OpKernelContext* ctx, const ResourceHandle& p, T** value,
                                    std::function<absl::Status(T**)> creator) {
  TF_RETURN_IF_ERROR(internal::ValidateDeviceAndType<T>(ctx, p));
  return ctx->resource_manager()->LookupOrCreate(p.container(), p.name(), value,
                                                 std::move(creator));
}

template <typename T>
absl::Status LookupOrCreateResource(OpKernelContext* ctx, const ResourceHandle& p,
                                    core::RefCountPtr<T>* value,
                                    std::function<absl::Status(T**)> creator) {
  T* raw = nullptr;
  TF_RETURN_IF_ERROR(LookupOrCreateResource<T>(ctx, p, &raw, std::move(creator)));
  value->reset(raw);
  return absl::OkStatus();
}

// Deletes the resource `p` names from the kernel's manager.
template <typename T>
absl::Status DeleteResource(OpKernelContext* ctx, const ResourceHandle& p) {
  TF_RETURN_IF_ERROR(internal::ValidateDeviceAndType<T>(ctx, p));
  return ctx->resource_manager()->Delete<T>(p.container(), p.name());
}

// Whatever its type (by the handle's hash code).
absl::Status DeleteResource(OpKernelContext* ctx, const ResourceHandle& p);

// The container and name a stateful kernel's resource goes by, from its node's "container" and
// "shared_name" attrs:
// * a non-empty container is used as is (letters, digits and ".", then also "-" and "/");
//   empty means the manager's default container;
// * a non-empty shared_name is used as is (it may not start with "_"); empty means the node's
//   name when use_node_name_as_default, otherwise "_<n>_<node name>", unique to this process,
//   and the resource is private to the kernel (which should delete it when it goes).
class ContainerInfo {
 public:
  absl::Status Init(ResourceMgr* rmgr, const NodeDef& ndef, bool use_node_name_as_default);
  absl::Status Init(ResourceMgr* rmgr, const NodeDef& ndef) { return Init(rmgr, ndef, false); }

  ResourceMgr* resource_manager() const { return rmgr_; }
  const std::string& container() const { return container_; }
  const std::string& name() const { return name_; }
  bool resource_is_private_to_kernel() const { return resource_is_private_to_kernel_; }

  // "[container,name,private]" (or "public").
  std::string DebugString() const;

 private:
  ResourceMgr* rmgr_ = nullptr;
  std::string container_;
  std::string name_;
  bool resource_is_private_to_kernel_ = false;
};

// The resource named by input `input_name`: a DT_RESOURCE handle, or (TensorFlow's older form)
// a string tensor of two elements, container and name. A new reference for the caller.
template <typename T>
absl::Status GetResourceFromContext(OpKernelContext* ctx, const std::string& input_name,
                                    T** resource) {
  DataType dtype;
  TF_RETURN_IF_ERROR(ctx->input_dtype(input_name, &dtype));
  const Tensor* tensor = nullptr;
  TF_RETURN_IF_ERROR(ctx->input(input_name, &tensor));
  if (dtype == DT_RESOURCE) {
    ResourceHandle handle;
    TF_RETURN_IF_ERROR(HandleFromInput(ctx, input_name, &handle));
    return LookupResource(ctx, handle, resource);
  }
  if (dtype != DT_STRING) {
    return errors::InvalidArgument("Input '", input_name, "' of ", ctx->op_kernel().type_string(),
                                   " must be a resource handle or a string tensor of container "
                                   "and name, got ", DataTypeString(dtype));
  }
  if (tensor->NumElements() != 2) {
    return errors::InvalidArgument("Resource handle must have 2 elements, but had shape: ",
                                   tensor->shape().DebugString());
  }
  const std::string container(tensor->flat<tstring>()(0));
  const std::string shared_name(tensor->flat<tstring>()(1));
  return ctx->resource_manager()->Lookup(container, shared_name, resource);
}

// Resources of one step, in container "__per_step_<id>" (or "__<prefix>_per_step_<id>"), which
// `cleanup` is called with when the container goes if any resource was made through it.
class ScopedStepContainer {
 public:
  ScopedStepContainer(int64_t step_id, std::function<void(const std::string&)> cleanup)
      : step_id_(step_id),
        container_(strings::StrCat("__per_step_", step_id)),
        cleanup_(std::move(cleanup)) {}
  ScopedStepContainer(int64_t step_id, std::function<void(const std::string&)> cleanup,
                      const std::string& prefix)
      : step_id_(step_id),
        container_(strings::StrCat("__", prefix, "_per_step_", step_id)),
        cleanup_(std::move(cleanup)) {}
  ~ScopedStepContainer() { CleanUp(); }

  void CleanUp() {
    mutex_lock lock(mu_);
    if (dirty_) cleanup_(container_);
    dirty_ = false;
  }

  // The ResourceMgr and handle functions, in this step's container.
  template <typename T>
  ResourceHandle MakeResourceHandle(const std::string& name, const DeviceBase& device) {
    MarkDirty();
    return tensorflow::MakeResourceHandle(container_, name, device, TypeIndex::Make<T>(), {});
  }
  template <typename T>
  absl::Status Create(ResourceMgr* rm, const std::string& name, T* resource) {
    MarkDirty();
    return rm->Create<T>(container_, name, resource);
  }
  template <typename T>
  absl::Status Delete(ResourceMgr* rm, const std::string& name) {
    return rm->Delete<T>(container_, name);
  }
  template <typename T>
  absl::Status Lookup(ResourceMgr* rm, const std::string& name, T** resource) const {
    return rm->Lookup<T>(container_, name, resource);
  }
  template <typename T>
  absl::Status LookupOrCreate(ResourceMgr* rm, const std::string& name, T** resource,
                              std::function<absl::Status(T**)> creator) {
    MarkDirty();
    return rm->LookupOrCreate<T>(container_, name, resource, std::move(creator));
  }

  int64_t StepId() const { return step_id_; }

 private:
  void MarkDirty() {
    mutex_lock lock(mu_);
    dirty_ = true;
  }

  const int64_t step_id_;
  const std::string container_;
  const std::function<void(const std::string&)> cleanup_;
  mutex mu_;
  bool dirty_ TF_GUARDED_BY(mu_) = false;
};

}  // namespace tensorflow

#include "tensorflow_lite_core/framework/resource_handle_op.h"  // IWYU pragma: export

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_RESOURCE_MGR_H_
