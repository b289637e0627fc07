#include "tensorflow_lite_core/framework/eager/kernel_cache.h"

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/cpu_device.h"
#include "tensorflow_lite_core/framework/eager/attr_key_codec.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/op_kernel.h"

namespace tensorflow {
namespace eager {
namespace {

// y = x * scale, for int32 and float only (the kernels registered below).
REGISTER_OP("KernelCacheTestScale")
    .Input("x: T")
    .Output("y: T")
    .Attr("T: {int32, float, int64}")
    .Attr("scale: int = 2");

template <typename T>
class ScaleKernel : public OpKernel {
 public:
  explicit ScaleKernel(OpKernelConstruction* context) : OpKernel(context) {
    OP_REQUIRES_OK(context, context->GetAttr("scale", &scale_));
  }
  void Compute(OpKernelContext* context) override {
    const Tensor& x = context->input(0);
    Tensor* y = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, x.shape(), &y));
    for (int64 i = 0; i < x.NumElements(); ++i) {
      y->flat<T>()(i) = x.flat<T>()(i) * static_cast<T>(scale_);
    }
  }

 private:
  int64 scale_ = 0;
};
REGISTER_KERNEL_BUILDER(
    Name("KernelCacheTestScale").Device(DEVICE_CPU).TypeConstraint<int32>("T"),
    ScaleKernel<int32>);
REGISTER_KERNEL_BUILDER(
    Name("KernelCacheTestScale").Device(DEVICE_CPU).TypeConstraint<float>("T"),
    ScaleKernel<float>);

// The key of a call: T from the input, then `scale`.
std::string Key(DataType type, int64_t scale) {
  std::string key;
  AppendType(type, &key);
  AppendInt(scale, &key);
  return key;
}

class KernelCacheTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_TRUE(OpCallSignature::ForRegisteredOp("KernelCacheTestScale", &signature_).ok());
  }
  std::unique_ptr<OpCallSignature> signature_;
  DeviceBase* device_ = CpuDevice::Default();
};

TEST_F(KernelCacheTest, CreatesEachKernelOnceAndRunsIt) {
  KernelCache cache(signature_.get());
  std::shared_ptr<CachedKernel> first;
  ASSERT_TRUE(cache.Find(Key(DT_INT32, 3), 1, device_, &first).ok());
  ASSERT_NE(first, nullptr);
  std::shared_ptr<CachedKernel> again;
  ASSERT_TRUE(cache.Find(Key(DT_INT32, 3), 1, device_, &again).ok());
  EXPECT_EQ(again, first);
  EXPECT_EQ(cache.size(), 1u);

  std::shared_ptr<CachedKernel> other;
  ASSERT_TRUE(cache.Find(Key(DT_INT32, 5), 1, device_, &other).ok());
  EXPECT_NE(other, first);
  EXPECT_EQ(cache.size(), 2u);
  std::shared_ptr<CachedKernel> back;  // not the last one used: found in the map
  ASSERT_TRUE(cache.Find(Key(DT_INT32, 3), 1, device_, &back).ok());
  EXPECT_EQ(back, first);

  Tensor x(DT_INT32, TensorShape({2}));
  x.flat<int32>()(0) = 1;
  x.flat<int32>()(1) = -4;
  std::vector<Tensor> outputs;
  ASSERT_TRUE(other->runner->Run({x}, &outputs).ok());
  ASSERT_EQ(outputs.size(), 1u);
  EXPECT_EQ(outputs[0].flat<int32>()(0), 5);
  EXPECT_EQ(outputs[0].flat<int32>()(1), -20);
  EXPECT_EQ(other->output_ranges, (std::vector<std::pair<int, int>>{{0, 1}}));
}

TEST_F(KernelCacheTest, ClearDropsEveryKernelButOneInUseLivesOn) {
  KernelCache cache(signature_.get());
  std::shared_ptr<CachedKernel> in_use;
  ASSERT_TRUE(cache.Find(Key(DT_INT32, 3), 1, device_, &in_use).ok());
  std::shared_ptr<CachedKernel> other;
  ASSERT_TRUE(cache.Find(Key(DT_INT32, 5), 1, device_, &other).ok());
  const std::weak_ptr<CachedKernel> dropped = other;
  other.reset();
  cache.Clear();
  EXPECT_EQ(cache.size(), 0u);
  EXPECT_TRUE(dropped.expired());
  // The caller's kernel still runs; the next Find creates a new one.
  Tensor x(DT_INT32, TensorShape({1}));
  x.flat<int32>()(0) = 2;
  std::vector<Tensor> outputs;
  ASSERT_TRUE(in_use->runner->Run({x}, &outputs).ok());
  EXPECT_EQ(outputs[0].flat<int32>()(0), 6);
  std::shared_ptr<CachedKernel> created;
  ASSERT_TRUE(cache.Find(Key(DT_INT32, 3), 1, device_, &created).ok());
  EXPECT_NE(created, in_use);
  EXPECT_EQ(cache.size(), 1u);
}

TEST_F(KernelCacheTest, AFailedCreationKeepsNothing) {
  KernelCache cache(signature_.get());
  std::shared_ptr<CachedKernel> kernel;
  // int64 is allowed by the op but has no kernel.
  Status status = cache.Find(Key(DT_INT64, 2), 1, device_, &kernel);
  EXPECT_EQ(status.code(), error::NOT_FOUND) << status;
  EXPECT_NE(status.message().find("KernelCacheTestScale"), std::string::npos) << status;
  // bool is not allowed by the op at all.
  status = cache.Find(Key(DT_BOOL, 2), 1, device_, &kernel);
  EXPECT_EQ(status.code(), error::INVALID_ARGUMENT) << status;
  EXPECT_NE(status.message().find("Value for attr 'T' of bool is not in the list of allowed "
                                  "values: int32, float, int64"),
            std::string::npos)
      << status;
  EXPECT_EQ(cache.size(), 0u);
  EXPECT_EQ(kernel, nullptr);
}

TEST_F(KernelCacheTest, NodeDefForKeyDecodesEveryAttr) {
  NodeDef node;
  ASSERT_TRUE(NodeDefForKey(*signature_, Key(DT_FLOAT, 7) + std::string("\0/CPU:0", 7), 1, &node)
                  .ok());
  EXPECT_EQ(node.op(), "KernelCacheTestScale");
  EXPECT_EQ(node.input_size(), 1);
  EXPECT_EQ(node.attr().at("T").type(), DT_FLOAT);
  EXPECT_EQ(node.attr().at("scale").i(), 7);
}

TEST_F(KernelCacheTest, AShortKeyIsAnInternalError) {
  NodeDef node;
  const std::string key = Key(DT_FLOAT, 7);
  const Status status = NodeDefForKey(*signature_, key.substr(0, key.size() - 1), 1, &node);
  EXPECT_EQ(status, errors::Internal("corrupt eager attr key"));
  KernelCache cache(signature_.get());
  std::shared_ptr<CachedKernel> kernel;
  EXPECT_EQ(cache.Find(key.substr(0, 3), 1, device_, &kernel),
            errors::Internal("corrupt eager attr key"));
  EXPECT_EQ(cache.size(), 0u);
}

}  // namespace
}  // namespace eager
}  // namespace tensorflow
