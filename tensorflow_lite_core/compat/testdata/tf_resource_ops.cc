// An op library that keeps state in resources the way real op libraries do, through TensorFlow's
// resource headers at their TensorFlow paths: a string -> int64 lookup table made by a
// ResourceOpKernel and used through its handle (as tensorflow_text's vocabulary tables are),
// a counter behind REGISTER_RESOURCE_HANDLE_OP, and a dataset allowlist entry.
// resource_headers_test builds it with tf_custom_op_library, loads it and runs its kernels.
#include <map>
#include <string>

#include "tensorflow/core/framework/common_shape_fns.h"
#include "tensorflow/core/framework/dataset_stateful_op_allowlist.h"
#include "tensorflow/core/framework/lookup_interface.h"
#include "tensorflow/core/framework/op.h"
#include "tensorflow/core/framework/op_kernel.h"
#include "tensorflow/core/framework/resource_mgr.h"
#include "tensorflow/core/framework/resource_op_kernel.h"
#include "tensorflow/core/framework/tensor.h"
#include "tensorflow/core/lib/core/refcount.h"

namespace tensorflow {

// ---------------------------------------------------------------------------------------------
// A lookup table.

class StringToInt64Table : public lookup::LookupInterface {
 public:
  Status Find(OpKernelContext* /*ctx*/, const Tensor& keys, Tensor* values,
              const Tensor& default_value) override {
    TF_RETURN_IF_ERROR(CheckFindArguments(keys, default_value));
    const int64_t fallback = default_value.flat<int64_t>()(0);
    mutex_lock lock(mu_);
    for (int64_t i = 0; i < keys.NumElements(); ++i) {
      auto found = entries_.find(keys.flat<tstring>()(i));
      values->flat<int64_t>()(i) = found == entries_.end() ? fallback : found->second;
    }
    return OkStatus();
  }
  Status Insert(OpKernelContext* /*ctx*/, const Tensor& keys, const Tensor& values) override {
    TF_RETURN_IF_ERROR(CheckKeyAndValueTensorsForInsert(keys, values));
    mutex_lock lock(mu_);
    for (int64_t i = 0; i < keys.NumElements(); ++i) {
      entries_[keys.flat<tstring>()(i)] = values.flat<int64_t>()(i);
    }
    return OkStatus();
  }
  Status Remove(OpKernelContext* /*ctx*/, const Tensor& /*keys*/) override {
    return errors::Unimplemented("StringToInt64Table does not remove");
  }
  size_t size() const override {
    mutex_lock lock(mu_);
    return entries_.size();
  }
  Status ExportValues(OpKernelContext* /*ctx*/) override {
    return errors::Unimplemented("StringToInt64Table does not export");
  }
  Status ImportValues(OpKernelContext* /*ctx*/, const Tensor& /*keys*/,
                      const Tensor& /*values*/) override {
    return errors::Unimplemented("StringToInt64Table does not import");
  }
  DataType key_dtype() const override { return DT_STRING; }
  DataType value_dtype() const override { return DT_INT64; }
  TensorShape key_shape() const override { return TensorShape(); }
  TensorShape value_shape() const override { return TensorShape(); }
  int64_t MemoryUsed() const override { return static_cast<int64_t>(size()) * 64; }

 private:
  mutable mutex mu_;
  std::map<std::string, int64_t> entries_;
};

REGISTER_OP("ResourceLibTable")
    .Output("table_handle: resource")
    .Attr("container: string = ''")
    .Attr("shared_name: string = ''")
    .SetIsStateful()
    .SetShapeFn(shape_inference::ScalarShape);

class TableOp : public ResourceOpKernel<lookup::LookupInterface> {
 public:
  using ResourceOpKernel::ResourceOpKernel;

 private:
  Status CreateResource(lookup::LookupInterface** table) override {
    *table = new StringToInt64Table;
    return OkStatus();
  }
};
REGISTER_KERNEL_BUILDER(Name("ResourceLibTable").Device(DEVICE_CPU), TableOp);

REGISTER_OP("ResourceLibTableInsert")
    .Input("table_handle: resource")
    .Input("keys: string")
    .Input("values: int64");

class TableInsertOp : public OpKernel {
 public:
  using OpKernel::OpKernel;
  void Compute(OpKernelContext* ctx) override {
    lookup::LookupInterface* table;
    OP_REQUIRES_OK(ctx, GetResourceFromContext(ctx, "table_handle", &table));
    core::ScopedUnref unref(table);
    OP_REQUIRES_OK(ctx, table->Insert(ctx, ctx->input(1), ctx->input(2)));
  }
};
REGISTER_KERNEL_BUILDER(Name("ResourceLibTableInsert").Device(DEVICE_CPU), TableInsertOp);

REGISTER_OP("ResourceLibTableFind")
    .Input("table_handle: resource")
    .Input("keys: string")
    .Input("default_value: int64")
    .Output("values: int64")
    .SetIsStateful();
// Stateful only because it reads a table; fine inside tf.data functions.
ALLOW_STATEFUL_OP_FOR_DATASET_FUNCTIONS("ResourceLibTableFind");

class TableFindOp : public OpKernel {
 public:
  using OpKernel::OpKernel;
  void Compute(OpKernelContext* ctx) override {
    // As tensorflow_text finds its vocabulary tables: the handle by input name.
    ResourceHandle handle;
    OP_REQUIRES_OK(ctx, HandleFromInput(ctx, "table_handle", &handle));
    lookup::LookupInterface* table;
    OP_REQUIRES_OK(ctx, LookupResource(ctx, handle, &table));
    core::ScopedUnref unref(table);
    Tensor* values;
    OP_REQUIRES_OK(ctx, ctx->allocate_output(0, ctx->input(1).shape(), &values));
    OP_REQUIRES_OK(ctx, table->Find(ctx, ctx->input(1), values, ctx->input(2)));
  }
};
REGISTER_KERNEL_BUILDER(Name("ResourceLibTableFind").Device(DEVICE_CPU), TableFindOp);

REGISTER_OP("ResourceLibTableSize").Input("table_handle: resource").Output("size: int64");

class TableSizeOp : public OpKernel {
 public:
  using OpKernel::OpKernel;
  void Compute(OpKernelContext* ctx) override {
    core::RefCountPtr<lookup::LookupInterface> table;
    OP_REQUIRES_OK(ctx, LookupResource(ctx, HandleFromInput(ctx, 0), &table));
    Tensor* size;
    OP_REQUIRES_OK(ctx, ctx->allocate_output(0, TensorShape({}), &size));
    size->scalar<int64_t>()() = static_cast<int64_t>(table->size());
  }
};
REGISTER_KERNEL_BUILDER(Name("ResourceLibTableSize").Device(DEVICE_CPU), TableSizeOp);

// ---------------------------------------------------------------------------------------------
// A counter, named by a handle op of its own.

class LibCounter : public ResourceBase {
 public:
  std::string DebugString() const override { return strings::StrCat("LibCounter ", count.load()); }
  std::atomic<int64_t> count{0};
};

REGISTER_RESOURCE_HANDLE_OP(LibCounter);
REGISTER_RESOURCE_HANDLE_KERNEL(LibCounter);

REGISTER_OP("ResourceLibCounterIncrement")
    .Input("counter: resource")
    .Output("count: int64")
    .SetShapeFn(shape_inference::ScalarShape);

class CounterIncrementOp : public OpKernel {
 public:
  using OpKernel::OpKernel;
  void Compute(OpKernelContext* ctx) override {
    core::RefCountPtr<LibCounter> counter;
    OP_REQUIRES_OK(ctx, LookupOrCreateResource<LibCounter>(ctx, HandleFromInput(ctx, 0), &counter,
                                                           [](LibCounter** made) {
                                                             *made = new LibCounter;
                                                             return OkStatus();
                                                           }));
    Tensor* count;
    OP_REQUIRES_OK(ctx, ctx->allocate_output(0, TensorShape({}), &count));
    count->scalar<int64_t>()() = ++counter->count;
  }
};
REGISTER_KERNEL_BUILDER(Name("ResourceLibCounterIncrement").Device(DEVICE_CPU),
                        CounterIncrementOp);

REGISTER_OP("ResourceLibCounterIsInitialized")
    .Input("counter: resource")
    .Output("is_initialized: bool");
REGISTER_KERNEL_BUILDER(Name("ResourceLibCounterIsInitialized").Device(DEVICE_CPU),
                        IsResourceInitialized<LibCounter>);

}  // namespace tensorflow
