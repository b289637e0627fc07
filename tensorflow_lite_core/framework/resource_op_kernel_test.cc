// ResourceOpKernel: a kernel that makes its resource once, shares it by name, verifies it, and
// outputs a handle (or, for a Ref(string) output, the container and name).
#include "tensorflow_lite_core/framework/resource_op_kernel.h"

#include <memory>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/cpu_device.h"
#include "tensorflow_lite_core/framework/kernel_runner.h"
#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/framework/testing/resource_test_util.h"

namespace tensorflow {
namespace {

REGISTER_OP("ResourceOpKernelTestCounter")
    .Attr("start: int = 0")
    .Attr("container: string = ''")
    .Attr("shared_name: string = ''")
    .Output("counter: resource")
    .SetIsStateful();
REGISTER_OP("ResourceOpKernelTestCounterRef")
    .Attr("start: int = 0")
    .Attr("container: string = ''")
    .Attr("shared_name: string = ''")
    .Output("counter: Ref(string)")
    .SetIsStateful();

// Makes a CounterResource starting at attr `start`; a counter found by name must have the same
// start, and a negative start fails creation.
class CounterOp : public ResourceOpKernel<CounterResource> {
 public:
  explicit CounterOp(OpKernelConstruction* context) : ResourceOpKernel(context) {
    OP_REQUIRES_OK(context, context->GetAttr("start", &start_));
  }

  void Compute(OpKernelContext* context) override {
    ResourceOpKernel<CounterResource>::Compute(context);
    if (!context->status().ok()) return;
    core::RefCountPtr<CounterResource> counter = get_resource();
    ASSERT_NE(counter, nullptr);
    ++counter->count;  // counts the runs
  }

 private:
  Status CreateResource(CounterResource** resource) override {
    *resource = new CounterResource(&destroyed);
    (*resource)->count = start_;
    if (start_ < 0) return errors::InvalidArgument("negative start ", start_);
    return OkStatus();
  }

  Status VerifyResource(CounterResource* resource) override {
    if (resource->count < start_) {
      return errors::FailedPrecondition("counter ", cinfo_.name(), " is at ", resource->count.load(),
                                        ", below this kernel's start ", start_);
    }
    return OkStatus();
  }

  int64 start_ = 0;

 public:
  static std::atomic<int> destroyed;
};
std::atomic<int> CounterOp::destroyed{0};

REGISTER_KERNEL_BUILDER(Name("ResourceOpKernelTestCounter").Device(DEVICE_CPU), CounterOp);
REGISTER_KERNEL_BUILDER(Name("ResourceOpKernelTestCounterRef").Device(DEVICE_CPU), CounterOp);

class ResourceOpKernelTest : public ::testing::Test {
 protected:
  std::unique_ptr<KernelRunner> Counter(const std::string& shared_name, int64 start = 0,
                                        const char* op = "ResourceOpKernelTestCounter") {
    NodeDef node;
    EXPECT_TRUE(NodeDefBuilder("counter_node", op)
                    .Attr("shared_name", shared_name)
                    .Attr("start", start)
                    .Finalize(&node)
                    .ok());
    KernelRunner::Options options;
    options.device = &device_;
    std::unique_ptr<KernelRunner> runner;
    const Status status = KernelRunner::Create(node, options, &runner);
    EXPECT_TRUE(status.ok()) << status;
    return runner;
  }
  int64 CountOf(const std::string& name) {
    CounterResource* counter = nullptr;
    if (!device_.resource_manager()->Lookup("localhost", name, &counter).ok()) return -1;
    core::ScopedUnref unref(counter);
    return counter->count;
  }

  CpuDevice device_{1};
};

TEST_F(ResourceOpKernelTest, MakesTheResourceOnceAndOutputsItsHandle) {
  auto kernel = Counter("shared", 10);
  std::vector<Tensor> outputs;
  ASSERT_TRUE(kernel->Run({}, &outputs).ok());
  const ResourceHandle& handle = outputs[0].scalar<ResourceHandle>()();
  EXPECT_EQ(handle.container(), "localhost");
  EXPECT_EQ(handle.name(), "shared");
  EXPECT_TRUE(handle.ValidateType<CounterResource>().ok());
  ASSERT_TRUE(kernel->Run({}, &outputs).ok());
  EXPECT_EQ(CountOf("shared"), 12);

  // Another kernel finds it by name, and checks it.
  ASSERT_TRUE(Counter("shared", 5)->Run({}, &outputs).ok());
  EXPECT_EQ(CountOf("shared"), 13);
  const Status refused = Counter("shared", 100)->Run({}, &outputs);
  EXPECT_TRUE(errors::IsFailedPrecondition(refused)) << refused;
  EXPECT_EQ(refused.message(), "counter shared is at 13, below this kernel's start 100");
}

TEST_F(ResourceOpKernelTest, TheManagerOwnsTheResource) {
  auto kernel = Counter("owned");
  std::vector<Tensor> outputs;
  ASSERT_TRUE(kernel->Run({}, &outputs).ok());
  const int destroyed = CounterOp::destroyed;
  ASSERT_TRUE(device_.resource_manager()->Cleanup("localhost").ok());
  EXPECT_EQ(CounterOp::destroyed, destroyed + 1);  // the kernel held no reference
  // The next run makes a new one.
  ASSERT_TRUE(kernel->Run({}, &outputs).ok());
  EXPECT_EQ(CountOf("owned"), 1);
  // A kernel going does not take a shared resource with it.
  kernel.reset();
  EXPECT_EQ(CountOf("owned"), 1);
}

TEST_F(ResourceOpKernelTest, PrivateResourcesGoWithTheirKernel) {
  auto kernel = Counter("");
  std::vector<Tensor> outputs;
  ASSERT_TRUE(kernel->Run({}, &outputs).ok());
  const std::string name = outputs[0].scalar<ResourceHandle>()().name();
  EXPECT_NE(name.find("_counter_node"), std::string::npos) << name;
  EXPECT_EQ(CountOf(name), 1);
  const int destroyed = CounterOp::destroyed;
  kernel.reset();
  EXPECT_EQ(CounterOp::destroyed, destroyed + 1);
  EXPECT_EQ(CountOf(name), -1);
}

TEST_F(ResourceOpKernelTest, AFailedCreationLeavesNothingBehind) {
  const int destroyed = CounterOp::destroyed;
  std::vector<Tensor> outputs;
  const Status status = Counter("broken", -1)->Run({}, &outputs);
  EXPECT_TRUE(errors::IsInvalidArgument(status));
  EXPECT_EQ(status.message(), "negative start -1");
  EXPECT_EQ(CounterOp::destroyed, destroyed + 1);
  EXPECT_EQ(CountOf("broken"), -1);
}

TEST_F(ResourceOpKernelTest, RefStringOutputsGiveContainerAndName) {
  auto kernel = Counter("by_ref", 0, "ResourceOpKernelTestCounterRef");
  std::vector<Tensor> outputs;
  ASSERT_TRUE(kernel->Run({}, &outputs).ok());
  ASSERT_EQ(outputs[0].dtype(), DT_STRING);
  EXPECT_EQ(outputs[0].flat<tstring>()(0), "localhost");
  EXPECT_EQ(outputs[0].flat<tstring>()(1), "by_ref");
  EXPECT_EQ(CountOf("by_ref"), 1);
}

}  // namespace
}  // namespace tensorflow
