// Resources through kernels: a handle op and kernels that create, read, check and delete the
// resource it names, run through KernelRunner on a device of their own.
#include "tensorflow_lite_core/framework/resource_mgr.h"

#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/cpu_device.h"
#include "tensorflow_lite_core/framework/kernel_runner.h"
#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/framework/testing/resource_test_util.h"

namespace tensorflow {

REGISTER_RESOURCE_HANDLE_OP(CounterResource);
REGISTER_RESOURCE_HANDLE_KERNEL(CounterResource);

namespace {

using resource_test::ExpectRecordedStatus;

// Adds `amount` to the counter the handle names, creating it at zero; outputs the new count.
REGISTER_OP("ResourceTestCounterAdd")
    .Input("counter: resource")
    .Input("amount: int64")
    .Output("total: int64");

class CounterAddOp : public OpKernel {
 public:
  using OpKernel::OpKernel;
  void Compute(OpKernelContext* ctx) override {
    core::RefCountPtr<CounterResource> counter;
    OP_REQUIRES_OK(ctx, LookupOrCreateResource<CounterResource>(
                            ctx, HandleFromInput(ctx, 0), &counter, [](CounterResource** made) {
                              *made = new CounterResource;
                              return absl::OkStatus();
                            }));
    Tensor* total;
    OP_REQUIRES_OK(ctx, ctx->allocate_output(0, TensorShape({}), &total));
    total->scalar<int64>()() = counter->count += ctx->input(1).scalar<int64>()();
  }
};
REGISTER_KERNEL_BUILDER(Name("ResourceTestCounterAdd").Device(DEVICE_CPU), CounterAddOp);

// The count of an existing counter (LookupResource), named by a handle or by a string pair.
REGISTER_OP("ResourceTestCounterRead").Input("counter: resource").Output("count: int64");
REGISTER_OP("ResourceTestCounterReadByName").Input("counter: string").Output("count: int64");

class CounterReadOp : public OpKernel {
 public:
  using OpKernel::OpKernel;
  void Compute(OpKernelContext* ctx) override {
    CounterResource* counter = nullptr;
    OP_REQUIRES_OK(ctx, GetResourceFromContext(ctx, "counter", &counter));
    core::ScopedUnref unref(counter);
    Tensor* count;
    OP_REQUIRES_OK(ctx, ctx->allocate_output(0, TensorShape({}), &count));
    count->scalar<int64>()() = counter->count;
  }
};
REGISTER_KERNEL_BUILDER(Name("ResourceTestCounterRead").Device(DEVICE_CPU), CounterReadOp);
REGISTER_KERNEL_BUILDER(Name("ResourceTestCounterReadByName").Device(DEVICE_CPU), CounterReadOp);

// The count of the counter a Ref(string) input names, read the way tensorflow_text reads the
// legacy handles of its tables: under the ref's mutex, through mutable_input.
REGISTER_OP("ResourceTestCounterReadByRef").Input("counter: Ref(string)").Output("count: int64");

class CounterReadByRefOp : public OpKernel {
 public:
  using OpKernel::OpKernel;
  void Compute(OpKernelContext* ctx) override {
    std::string container, name;
    {
      mutex* mu;
      OP_REQUIRES_OK(ctx, ctx->input_ref_mutex("counter", &mu));
      mutex_lock lock(*mu);
      Tensor names;
      OP_REQUIRES_OK(ctx, ctx->mutable_input("counter", &names, true));
      container = names.flat<tstring>()(0);
      name = names.flat<tstring>()(1);
    }
    core::RefCountPtr<CounterResource> counter;
    CounterResource* found = nullptr;
    OP_REQUIRES_OK(ctx, ctx->resource_manager()->Lookup(container, name, &found));
    counter.reset(found);
    Tensor* count;
    OP_REQUIRES_OK(ctx, ctx->allocate_output(0, TensorShape({}), &count));
    count->scalar<int64>()() = counter->count;
  }
};
REGISTER_KERNEL_BUILDER(Name("ResourceTestCounterReadByRef").Device(DEVICE_CPU),
                        CounterReadByRefOp);

// Asks for a ref on an input that is not one.
REGISTER_OP("ResourceTestNotARef").Input("names: string");

class NotARefOp : public OpKernel {
 public:
  using OpKernel::OpKernel;
  void Compute(OpKernelContext* ctx) override {
    mutex* mu;
    OP_REQUIRES_OK(ctx, ctx->input_ref_mutex("names", &mu));
  }
};
REGISTER_KERNEL_BUILDER(Name("ResourceTestNotARef").Device(DEVICE_CPU), NotARefOp);

// Reads the handle's resource as an OtherResource: the wrong type for a counter's handle.
REGISTER_OP("ResourceTestOtherRead").Input("other: resource");

class OtherReadOp : public OpKernel {
 public:
  using OpKernel::OpKernel;
  void Compute(OpKernelContext* ctx) override {
    ResourceHandle handle;
    OP_REQUIRES_OK(ctx, HandleFromInput(ctx, "other", &handle));
    core::RefCountPtr<OtherResource> other;
    OP_REQUIRES_OK(ctx, LookupResource(ctx, handle, &other));
  }
};
REGISTER_KERNEL_BUILDER(Name("ResourceTestOtherRead").Device(DEVICE_CPU), OtherReadOp);

REGISTER_OP("ResourceTestCounterDelete").Input("counter: resource");

class CounterDeleteOp : public OpKernel {
 public:
  using OpKernel::OpKernel;
  void Compute(OpKernelContext* ctx) override {
    OP_REQUIRES_OK(ctx, DeleteResource<CounterResource>(ctx, HandleFromInput(ctx, 0)));
  }
};
REGISTER_KERNEL_BUILDER(Name("ResourceTestCounterDelete").Device(DEVICE_CPU), CounterDeleteOp);

REGISTER_OP("ResourceTestCounterIsInitialized")
    .Input("counter: resource")
    .Output("is_initialized: bool");
REGISTER_KERNEL_BUILDER(Name("ResourceTestCounterIsInitialized").Device(DEVICE_CPU),
                        IsResourceInitialized<CounterResource>);

REGISTER_OP("ResourceTestCounterHandles")
    .Attr("N: int")
    .Attr("containers: list(string)")
    .Attr("shared_names: list(string)")
    .Output("handles: N * resource");
REGISTER_KERNEL_BUILDER(Name("ResourceTestCounterHandles").Device(DEVICE_CPU),
                        ResourceHandlesOp<CounterResource>);

// Kernels of one test, on a device of their own (so its resources are the test's alone).
class ResourceKernelsTest : public ::testing::Test {
 protected:
  std::unique_ptr<KernelRunner> Runner(NodeDefBuilder builder) {
    NodeDef node;
    Status status = builder.Finalize(&node);
    EXPECT_TRUE(status.ok()) << status;
    KernelRunner::Options options;
    options.device = &device_;
    std::unique_ptr<KernelRunner> runner;
    status = KernelRunner::Create(node, options, &runner);
    EXPECT_TRUE(status.ok()) << status;
    return runner;
  }
  std::unique_ptr<KernelRunner> HandleOp(const std::string& container,
                                         const std::string& shared_name) {
    return Runner(NodeDefBuilder("handle", "CounterResourceHandleOp")
                      .Attr("container", container)
                      .Attr("shared_name", shared_name));
  }
  std::unique_ptr<KernelRunner> UsingHandle(const char* op) {
    return Runner(NodeDefBuilder("use", op).Input("handle", 0, DT_RESOURCE));
  }
  Tensor MakeHandle(const std::string& container, const std::string& shared_name) {
    std::vector<Tensor> outputs;
    const Status status = HandleOp(container, shared_name)->Run({}, &outputs);
    EXPECT_TRUE(status.ok()) << status;
    return outputs.at(0);
  }
  int64 Add(const Tensor& handle, int64 amount) {
    auto runner = Runner(NodeDefBuilder("add", "ResourceTestCounterAdd")
                             .Input("handle", 0, DT_RESOURCE)
                             .Input("amount", 0, DT_INT64));
    std::vector<Tensor> outputs;
    const Status status = runner->Run({handle, Tensor(amount)}, &outputs);
    EXPECT_TRUE(status.ok()) << status;
    return outputs.empty() ? -1 : outputs[0].scalar<int64>()();
  }

  CpuDevice device_{1};
};

TEST_F(ResourceKernelsTest, HandleOpNamesAResourceOnItsDevice) {
  auto runner = HandleOp("", "counter");
  std::vector<Tensor> outputs;
  ASSERT_TRUE(runner->Run({}, &outputs).ok());
  ASSERT_EQ(outputs[0].dtype(), DT_RESOURCE);
  const ResourceHandle& handle = outputs[0].scalar<ResourceHandle>()();
  EXPECT_EQ(handle.device(), "/device:CPU:0");
  EXPECT_EQ(handle.container(), "localhost");
  EXPECT_EQ(handle.name(), "counter");
  EXPECT_EQ(handle.hash_code(), TypeIndex::Make<CounterResource>().hash_code());
  EXPECT_EQ(handle.maybe_type_name(), "15CounterResource");
  // One handle tensor, made once and shared by later runs.
  std::vector<Tensor> again;
  ASSERT_TRUE(runner->Run({}, &again).ok());
  EXPECT_TRUE(again[0].SharesBufferWith(outputs[0]));

  // An anonymous name gives a new resource name on every run.
  auto anonymous = HandleOp("box", ResourceHandle::ANONYMOUS_NAME);
  std::vector<Tensor> first, second;
  ASSERT_TRUE(anonymous->Run({}, &first).ok());
  ASSERT_TRUE(anonymous->Run({}, &second).ok());
  const std::string name = first[0].scalar<ResourceHandle>()().name();
  EXPECT_EQ(name.rfind("_AnonymousVar", 0), 0u) << name;
  EXPECT_NE(second[0].scalar<ResourceHandle>()().name(), name);
  EXPECT_EQ(first[0].scalar<ResourceHandle>()().container(), "box");
}

TEST_F(ResourceKernelsTest, KernelsShareTheResourceAHandleNames) {
  const Tensor handle = MakeHandle("box", "counter");
  EXPECT_EQ(Add(handle, 5), 5);
  EXPECT_EQ(Add(handle, 3), 8);
  // The resource lives in the device's manager.
  CounterResource* counter = nullptr;
  ASSERT_TRUE(device_.resource_manager()->Lookup("box", "counter", &counter).ok());
  EXPECT_EQ(counter->count, 8);
  counter->Unref();

  std::vector<Tensor> outputs;
  ASSERT_TRUE(UsingHandle("ResourceTestCounterRead")->Run({handle}, &outputs).ok());
  EXPECT_EQ(outputs[0].scalar<int64>()(), 8);

  // By container and name in a string tensor (TensorFlow's older form).
  Tensor names(DT_STRING, TensorShape({2}));
  names.flat<tstring>()(0) = "box";
  names.flat<tstring>()(1) = "counter";
  auto by_name = Runner(NodeDefBuilder("read", "ResourceTestCounterReadByName")
                            .Input("names", 0, DT_STRING));
  ASSERT_TRUE(by_name->Run({names}, &outputs).ok());
  EXPECT_EQ(outputs[0].scalar<int64>()(), 8);
  const Status bad = by_name->Run({Tensor("box")}, &outputs);
  EXPECT_TRUE(errors::IsInvalidArgument(bad));
  EXPECT_EQ(bad.message(), "Resource handle must have 2 elements, but had shape: []");

  // Through a Ref(string) input, which arrives as the string tensor itself.
  auto by_ref = Runner(NodeDefBuilder("read", "ResourceTestCounterReadByRef")
                           .Input("names", 0, DT_STRING_REF));
  ASSERT_TRUE(by_ref->Run({names}, &outputs).ok());
  EXPECT_EQ(outputs[0].scalar<int64>()(), 8);
  auto not_a_ref =
      Runner(NodeDefBuilder("read", "ResourceTestNotARef").Input("names", 0, DT_STRING));
  const Status refused = not_a_ref->Run({names}, &outputs);
  EXPECT_TRUE(errors::IsInvalidArgument(refused));
  EXPECT_EQ(refused.message(), "OpKernel used non-ref input name 'names' when ref input was "
                               "expected");
}

TEST_F(ResourceKernelsTest, InitializedDeletedAndMissingResources) {
  const Tensor handle = MakeHandle("", "counter");
  auto is_initialized = UsingHandle("ResourceTestCounterIsInitialized");
  auto read = UsingHandle("ResourceTestCounterRead");
  auto remove = UsingHandle("ResourceTestCounterDelete");
  std::vector<Tensor> outputs;
  ASSERT_TRUE(is_initialized->Run({handle}, &outputs).ok());
  EXPECT_FALSE(outputs[0].scalar<bool>()());
  Status status = read->Run({handle}, &outputs);
  EXPECT_TRUE(errors::IsNotFound(status));
  EXPECT_EQ(status.message(), "Container localhost does not exist. (Could not find resource: "
                              "localhost/counter)");

  Add(handle, 1);
  ASSERT_TRUE(is_initialized->Run({handle}, &outputs).ok());
  EXPECT_TRUE(outputs[0].scalar<bool>()());
  ASSERT_TRUE(remove->Run({handle}, &outputs).ok());
  status = read->Run({handle}, &outputs);
  EXPECT_EQ(status.message(), "Resource localhost/counter/15CounterResource does not exist.");
  status = remove->Run({handle}, &outputs);
  EXPECT_TRUE(errors::IsNotFound(status));
  EXPECT_EQ(status.message(), "Resource localhost/counter/15CounterResource does not exist.");
}

TEST_F(ResourceKernelsTest, HandlesOfAnotherTypeOrDeviceAreRefused) {
  Tensor handle = MakeHandle("box", "n");
  Add(handle, 1);
  // A handle named like the probe's (name "n"), read as another type: TensorFlow's message.
  auto other = Runner(NodeDefBuilder("other", "ResourceTestOtherRead").Input("h", 0, DT_RESOURCE));
  std::vector<Tensor> outputs;
  ExpectRecordedStatus("validate_wrong_type", other->Run({handle}, &outputs));

  Tensor elsewhere(DT_RESOURCE, TensorShape({}));
  elsewhere.scalar<ResourceHandle>()() = handle.scalar<ResourceHandle>()();
  elsewhere.scalar<ResourceHandle>()().set_device("/device:GPU:0");
  const Status status = UsingHandle("ResourceTestCounterRead")->Run({elsewhere}, &outputs);
  EXPECT_TRUE(errors::IsInvalidArgument(status));
  EXPECT_EQ(status.message(), "Trying to access resource n located in device /device:GPU:0 from "
                              "device /device:CPU:0");
}

TEST_F(ResourceKernelsTest, EmptyHandleInputsAreErrors) {
  std::vector<Tensor> outputs;
  const Status empty =
      UsingHandle("ResourceTestOtherRead")->Run({Tensor(DT_RESOURCE, TensorShape({0}))}, &outputs);
  EXPECT_TRUE(errors::IsInvalidArgument(empty));
  EXPECT_EQ(empty.message(), "Empty resource handle");
}

TEST_F(ResourceKernelsTest, ResourceHandlesOpMakesOneHandlePerName) {
  auto runner = Runner(NodeDefBuilder("handles", "ResourceTestCounterHandles")
                           .Attr("N", 2)
                           .Attr("containers", std::vector<std::string>{"", "box"})
                           .Attr("shared_names", std::vector<std::string>{"a", "b"}));
  std::vector<Tensor> outputs;
  ASSERT_TRUE(runner->Run({}, &outputs).ok());
  ASSERT_EQ(outputs.size(), 2u);
  EXPECT_EQ(outputs[0].scalar<ResourceHandle>()().container(), "localhost");
  EXPECT_EQ(outputs[1].scalar<ResourceHandle>()().name(), "b");

  NodeDef mismatched;
  ASSERT_TRUE(NodeDefBuilder("handles", "ResourceTestCounterHandles")
                  .Attr("N", 2)
                  .Attr("containers", std::vector<std::string>{""})
                  .Attr("shared_names", std::vector<std::string>{"a", "b"})
                  .Finalize(&mismatched)
                  .ok());
  std::unique_ptr<KernelRunner> refused;
  const Status status = KernelRunner::Create(mismatched, &refused);
  EXPECT_TRUE(errors::IsInvalidArgument(status));
  EXPECT_NE(std::string(status.message()).find("Number of containers (1) must be equal to N (2)"),
            std::string::npos)
      << status;
}

TEST_F(ResourceKernelsTest, ConcurrentKernelsCountTogether) {
  const Tensor handle = MakeHandle("box", "shared");
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([this, &handle] {
      for (int i = 0; i < 50; ++i) Add(handle, 2);
    });
  }
  for (std::thread& thread : threads) thread.join();
  EXPECT_EQ(Add(handle, 0), 4 * 50 * 2);
}

}  // namespace
}  // namespace tensorflow
