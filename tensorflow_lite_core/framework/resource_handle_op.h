// Kernels every resource type can use (included by resource_mgr.h, as in TensorFlow):
// ResourceHandleOp<T> outputs a handle to a T named by the node's container and shared_name
// attrs (REGISTER_RESOURCE_HANDLE_OP / _KERNEL register "<T>HandleOp" and it),
// ResourceHandlesOp<T> N of them, and IsResourceInitialized<T> whether a handle's resource
// exists.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_RESOURCE_HANDLE_OP_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_RESOURCE_HANDLE_OP_H_

#include <atomic>
#include <string>
#include <vector>

#include "tensorflow_lite_core/framework/resource_mgr.h"

namespace tensorflow {

// Input 0: a handle; output 0: a bool scalar, whether its resource of type T exists.
template <typename T>
class IsResourceInitialized : public OpKernel {
 public:
  explicit IsResourceInitialized(OpKernelConstruction* c) : OpKernel(c) {}

  void Compute(OpKernelContext* ctx) override {
    Tensor* output;
    OP_REQUIRES_OK(ctx, ctx->allocate_output(0, {}, &output));
    ResourceHandle handle;
    OP_REQUIRES_OK(ctx, HandleFromInput(ctx, 0, &handle));
    T* object = nullptr;
    const bool found = LookupResource(ctx, handle, &object).ok();
    if (found) object->Unref();
    output->flat<bool>()(0) = found;
  }
};

// Output 0: a scalar handle to the T named by attrs "container" and "shared_name" (made once and
// then reused; a new anonymous one on every run for ResourceHandle::ANONYMOUS_NAME).
template <typename T>
class ResourceHandleOp : public OpKernel {
 public:
  explicit ResourceHandleOp(OpKernelConstruction* context) : OpKernel(context) {
    OP_REQUIRES_OK(context, context->GetAttr("container", &container_));
    OP_REQUIRES_OK(context, context->GetAttr("shared_name", &name_));
  }

  void Compute(OpKernelContext* ctx) override {
    if (name_ == ResourceHandle::ANONYMOUS_NAME) {
      Tensor handle;
      OP_REQUIRES_OK(ctx, ctx->allocate_temp(DT_RESOURCE, TensorShape({}), &handle));
      handle.scalar<ResourceHandle>()() = MakeResourceHandle<T>(ctx, container_, name_);
      ctx->set_output(0, handle);
      return;
    }
    if (!initialized_.load(std::memory_order_acquire)) {
      mutex_lock lock(mutex_);
      if (!initialized_.load(std::memory_order_relaxed)) {
        OP_REQUIRES_OK(ctx, ctx->allocate_temp(DT_RESOURCE, TensorShape({}), &resource_));
        resource_.scalar<ResourceHandle>()() = MakeResourceHandle<T>(ctx, container_, name_);
        initialized_.store(true, std::memory_order_release);
      }
    }
    ctx->set_output(0, resource_);
  }

  bool IsExpensive() override { return false; }

 private:
  std::string container_;
  std::string name_;
  mutex mutex_;
  Tensor resource_;  // written once, before initialized_ is set
  std::atomic<bool> initialized_{false};
};

// Outputs 0..N-1: handles to the Ts named by attrs "containers" and "shared_names" (N each).
template <typename T>
class ResourceHandlesOp : public OpKernel {
 public:
  explicit ResourceHandlesOp(OpKernelConstruction* context) : OpKernel(context) {
    int n;
    OP_REQUIRES_OK(context, context->GetAttr("N", &n));
    OP_REQUIRES_OK(context, context->GetAttr("containers", &containers_));
    OP_REQUIRES_OK(context, context->GetAttr("shared_names", &names_));
    OP_REQUIRES(context, static_cast<int>(containers_.size()) == n,
                errors::InvalidArgument("Number of containers (", containers_.size(),
                                        ") must be equal to N (", n, ")"));
    OP_REQUIRES(context, static_cast<int>(names_.size()) == n,
                errors::InvalidArgument("Number of names (", names_.size(),
                                        ") must be equal to N (", n, ")"));
    resources_.resize(n);
  }

  void Compute(OpKernelContext* ctx) override {
    if (!initialized_.load(std::memory_order_acquire)) {
      mutex_lock lock(mutex_);
      if (!initialized_.load(std::memory_order_relaxed)) {
        for (size_t i = 0; i < resources_.size(); ++i) {
          OP_REQUIRES_OK(ctx, ctx->allocate_temp(DT_RESOURCE, TensorShape({}), &resources_[i]));
          resources_[i].scalar<ResourceHandle>()() =
              MakeResourceHandle<T>(ctx, containers_[i], names_[i]);
        }
        initialized_.store(true, std::memory_order_release);
      }
    }
    for (size_t i = 0; i < resources_.size(); ++i) ctx->set_output(i, resources_[i]);
  }

  bool IsExpensive() override { return false; }

 private:
  std::vector<std::string> containers_;
  std::vector<std::string> names_;
  mutex mutex_;
  std::vector<Tensor> resources_;
  std::atomic<bool> initialized_{false};
};

}  // namespace tensorflow

// Registers op "<Type>HandleOp": attrs container and shared_name (both default ""), one
// resource output, stateful, scalar shape.
#define REGISTER_RESOURCE_HANDLE_OP(Type) \
  REGISTER_OP(#Type "HandleOp")           \
      .Attr("container: string = ''")     \
      .Attr("shared_name: string = ''")   \
      .Output("resource: resource")       \
      .SetIsStateful()                    \
      .SetShapeFn(::tensorflow::shape_inference::ScalarShape)

// Registers ResourceHandleOp<Type> as the CPU kernel of "<Type>HandleOp".
#define REGISTER_RESOURCE_HANDLE_KERNEL(Type)                                       \
  REGISTER_KERNEL_BUILDER(Name(#Type "HandleOp").Device(::tensorflow::DEVICE_CPU), \
                          ::tensorflow::ResourceHandleOp<Type>)

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_RESOURCE_HANDLE_OP_H_
