#include "tensorflow_lite_core/c/c_api.h"

#include <string>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/c/testing/c_api_test_util.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/platform/version.h"

namespace tensorflow {
namespace {

using c_api_testing::ExpectOk;
using c_api_testing::ExpectStatus;
using c_api_testing::NewStatus;

REGISTER_OP("CApiTestHostOp").Output("y: int32");

constexpr char kGoodOps[] = "tensorflow_lite_core/framework/testdata/op_libraries/good_ops.so";

TEST(CApiTest, Versions) {
  EXPECT_STREQ(TF_Version(), TFLC_VERSION_STRING);
  EXPECT_EQ(TF_AbiVersion(), TF_ABI_VERSION);
  EXPECT_EQ(TF_ABI_VERSION, 5);
}

TEST(CApiTest, AllOpListHoldsTheRegisteredOpsSorted) {
  TF_Buffer* buffer = TF_GetAllOpList();
  ASSERT_NE(buffer, nullptr);
  OpList ops;
  ASSERT_TRUE(ops.ParseFromArray(buffer->data, static_cast<int>(buffer->length)));
  TF_DeleteBuffer(buffer);
  bool found = false;
  for (int i = 0; i < ops.op_size(); ++i) {
    found |= ops.op(i).name() == "CApiTestHostOp";
    if (i > 0) {
      EXPECT_LT(ops.op(i - 1).name(), ops.op(i).name());
    }
  }
  EXPECT_TRUE(found);
}

TEST(CApiTest, LoadLibraryOfStaticRegistrations) {
  auto status = NewStatus();
  TF_Library* library = TF_LoadLibrary(kGoodOps, status.get());
  ExpectOk(status.get());
  ASSERT_NE(library, nullptr);
  const TF_Buffer op_list = TF_GetOpList(library);
  OpList ops;
  ASSERT_TRUE(ops.ParseFromArray(op_list.data, static_cast<int>(op_list.length)));
  ASSERT_EQ(ops.op_size(), 2);
  EXPECT_EQ(ops.op(0).name(), "LibraryTestNoKernel");
  EXPECT_EQ(ops.op(1).name(), "LibraryTestTimesTwo");
  TF_DeleteLibraryHandle(library);
  EXPECT_TRUE(c_api_testing::OpRegistered("LibraryTestTimesTwo")) << "deleting the handle unloaded";

  // Its kernels are visible through the kernel lists.
  TF_Buffer* kernels = TF_GetRegisteredKernelsForOp("LibraryTestTimesTwo", status.get());
  ExpectOk(status.get());
  KernelList list;
  ASSERT_TRUE(list.ParseFromArray(kernels->data, static_cast<int>(kernels->length)));
  TF_DeleteBuffer(kernels);
  ASSERT_EQ(list.kernel_size(), 1);
  EXPECT_EQ(list.kernel(0).device_type(), "CPU");
  TF_Buffer* all = TF_GetAllRegisteredKernels(status.get());
  ExpectOk(status.get());
  ASSERT_TRUE(list.ParseFromArray(all->data, static_cast<int>(all->length)));
  TF_DeleteBuffer(all);
  EXPECT_GE(list.kernel_size(), 1);
}

TEST(CApiTest, PluginLoadingNeedsAnInitFunction) {
  const std::string before = c_api_testing::RegistrySnapshot();
  auto status = NewStatus();
  // good_ops.so registers through C++ static initializers only: not a C API plugin.
  const char* path = "tensorflow_lite_core/framework/testdata/op_libraries/initializer_target.so";
  EXPECT_EQ(TF_LoadPluginLibrary(path, status.get()), nullptr);
  ExpectStatus(status.get(), TF_INVALID_ARGUMENT,
               {path, "exports neither TF_InitPlugin nor TF_InitKernel", "nothing it registered"});
  EXPECT_EQ(c_api_testing::RegistrySnapshot(), before);
}

TEST(CApiTest, LoadErrors) {
  auto status = NewStatus();
  EXPECT_EQ(TF_LoadLibrary("tensorflow_lite_core/c/no_such.so", status.get()), nullptr);
  ExpectStatus(status.get(), TF_NOT_FOUND, {"no_such.so", "does not exist"});
  EXPECT_EQ(TF_LoadLibrary(nullptr, status.get()), nullptr);
  ExpectStatus(status.get(), TF_INVALID_ARGUMENT, {"TF_LoadLibrary: library_filename is NULL"});
  EXPECT_EQ(TF_LoadPluginLibrary(nullptr, status.get()), nullptr);
  ExpectStatus(status.get(), TF_INVALID_ARGUMENT, {"TF_LoadPluginLibrary: library_filename is NULL"});
  const TF_Buffer none = TF_GetOpList(nullptr);
  EXPECT_EQ(none.length, 0u);
  TF_DeleteLibraryHandle(nullptr);
  EXPECT_EQ(TF_GetRegisteredKernelsForOp(nullptr, status.get()), nullptr);
  ExpectStatus(status.get(), TF_INVALID_ARGUMENT, {"name is NULL"});
}

}  // namespace
}  // namespace tensorflow
