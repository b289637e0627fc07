// ResourceOpKernel<T>: the base of kernels that make (or find) one resource of interface T and
// output it. On its first run the kernel picks the resource's container and name from the node
// (ContainerInfo: attrs "container" and "shared_name"), finds it in the kernel's ResourceMgr or
// creates it with CreateResource(), checks it with VerifyResource(), and from then on outputs a
// handle to it (a DT_RESOURCE output) or, for TensorFlow's older Ref(string) outputs, the string
// pair container/name.
//
// The kernel keeps only a weak reference: the manager owns the resource, so clearing the
// container removes it, and the next run makes a new one. A resource private to the kernel
// (empty shared_name) is deleted from the manager with the kernel.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_RESOURCE_OP_KERNEL_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_RESOURCE_OP_KERNEL_H_

#include <string>

#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/resource_mgr.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/lib/core/refcount.h"
#include "tensorflow_lite_core/platform/logging.h"
#include "tensorflow_lite_core/platform/mutex.h"
#include "tensorflow_lite_core/platform/thread_annotations.h"

namespace tensorflow {

template <typename T>
class ResourceOpKernel : public OpKernel {
 public:
  explicit ResourceOpKernel(OpKernelConstruction* context) : OpKernel(context) {
    has_resource_type_ = context->output_type(0) == DT_RESOURCE;
    if (!has_resource_type_) {
      OP_REQUIRES_OK(context, context->allocate_temp(DT_STRING, TensorShape({2}), &tensor_));
    }
  }

  ~ResourceOpKernel() override {
    if (cinfo_.resource_is_private_to_kernel()) {
      // It may be gone already (its container cleared): nothing to do then.
      cinfo_.resource_manager()->template Delete<T>(cinfo_.container(), cinfo_.name())
          .IgnoreError();
    }
  }

  void Compute(OpKernelContext* context) override TF_LOCKS_EXCLUDED(mu_) {
    mutex_lock lock(mu_);
    core::RefCountPtr<T> existing = weak_resource_.GetNewRef();
    if (existing == nullptr) {
      ResourceMgr* manager = context->resource_manager();
      OP_REQUIRES_OK(context, cinfo_.Init(manager, def()));
      T* resource = nullptr;
      OP_REQUIRES_OK(context, manager->template LookupOrCreate<T>(
                                  cinfo_.container(), cinfo_.name(), &resource,
                                  [this](T** created) TF_EXCLUSIVE_LOCKS_REQUIRED(mu_) {
                                    absl::Status status = CreateResource(created);
                                    if (!status.ok() && *created != nullptr) {
                                      CHECK((*created)->Unref());
                                    }
                                    return status;
                                  }));
      // The manager owns the resource; the kernel keeps a weak reference only.
      core::ScopedUnref unref(resource);
      OP_REQUIRES_OK(context, VerifyResource(resource));
      weak_resource_ = core::WeakPtr<T>(resource);
      resource_ = resource;
      if (!has_resource_type_) {
        auto names = tensor_.template flat<tstring>();
        names(0) = cinfo_.container();
        names(1) = cinfo_.name();
      }
    }
    if (has_resource_type_) {
      OP_REQUIRES_OK(context, MakeResourceHandleToOutput(context, 0, cinfo_.container(),
                                                         cinfo_.name(), TypeIndex::Make<T>()));
    } else {
      context->set_output_ref(0, &mu_, &tensor_);
    }
  }

 protected:
  mutex mu_;
  ContainerInfo cinfo_ TF_GUARDED_BY(mu_);
  // The resource as of the last run that found it; prefer get_resource(), which is null once
  // the resource is gone (TensorFlow deprecates this member too).
  T* resource_ TF_GUARDED_BY(mu_) = nullptr;

  // A reference to the resource, or null before the first run and after it is gone.
  core::RefCountPtr<T> get_resource() TF_LOCKS_EXCLUDED(mu_) {
    mutex_lock lock(mu_);
    return weak_resource_.GetNewRef();
  }

 private:
  // Makes a new T with `new` (the kernel takes it over); runs under mu_.
  virtual absl::Status CreateResource(T** resource) TF_EXCLUSIVE_LOCKS_REQUIRED(mu_) = 0;

  // Whether a resource found by name suits this kernel (e.g. two queues of one name asked with
  // different capacities). OK unless overridden.
  virtual absl::Status VerifyResource(T* resource) {
    (void)resource;
    return absl::OkStatus();
  }

  core::WeakPtr<T> weak_resource_ TF_GUARDED_BY(mu_);
  Tensor tensor_ TF_GUARDED_BY(mu_);  // container and name, for a Ref(string) output
  bool has_resource_type_;
};

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_RESOURCE_OP_KERNEL_H_
