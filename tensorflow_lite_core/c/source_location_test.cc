// Where a registration made through the C API comes from (version 4's
// TF_OpDefinitionBuilderSetSourceLocation and TF_KernelBuilder_SourceLocation): a duplicate op or
// two kernels matching one node are named by "file:line", as registrations compiled into the core
// are, and a missing location leaves the messages as they were before version 4.
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/c/kernels.h"
#include "tensorflow_lite_core/c/ops.h"
#include "tensorflow_lite_core/c/testing/c_api_test_util.h"
#include "tensorflow_lite_core/framework/kernel_registry.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {
namespace {

using c_api_testing::ExpectOk;
using c_api_testing::ExpectStatus;
using c_api_testing::KernelRunner;
using c_api_testing::NewStatus;

// Registers op `name` (one float output), said to be written at file:line.
void RegisterOpAt(const char* name, const char* file, int line, TF_Status* status) {
  TF_OpDefinitionBuilder* builder = TF_NewOpDefinitionBuilder(name);
  TF_OpDefinitionBuilderAddOutput(builder, "y: float");
  TF_OpDefinitionBuilderSetSourceLocation(builder, file, line);
  TF_RegisterOpDefinition(builder, status);
}

void DoNothing(void*, TF_OpKernelContext*) {}

// Registers a CPU kernel `kernel_name` of `op`, said to be written at file:line.
void RegisterKernelAt(const char* op, const char* kernel_name, const char* file, int line) {
  TF_KernelBuilder* builder = TF_NewKernelBuilder(op, "CPU", nullptr, &DoNothing, nullptr);
  TF_KernelBuilder_SourceLocation(builder, file, line);
  auto status = NewStatus();
  TF_RegisterKernelBuilder(kernel_name, builder, status.get());
  ExpectOk(status.get());
}

const KernelRegistration* FindRegistration(const std::string& kernel_name) {
  for (const KernelRegistration* registration : AllKernelRegistrations()) {
    if (registration->kernel_class_name == kernel_name) return registration;
  }
  return nullptr;
}

// What running a node of `op` says: two of its kernels match it.
Status RunNodeOf(const std::string& op) {
  std::vector<Tensor> outputs;
  return KernelRunner(op).Run(&outputs);
}

// ---- Ops.

TEST(OpSourceLocationTest, DuplicateNamesBothRegistrations) {
  auto status = NewStatus();
  RegisterOpAt("CApiSourceTestOpTwice", "first_plugin.c", 11, status.get());
  ExpectOk(status.get());
  const OpRegistrationData* registered = OpRegistry::Global()->LookUp("CApiSourceTestOpTwice");
  ASSERT_NE(registered, nullptr);
  EXPECT_EQ(registered->source_file, "first_plugin.c");
  EXPECT_EQ(registered->source_line, 11);

  RegisterOpAt("CApiSourceTestOpTwice", "second_plugin.c", 22, status.get());
  EXPECT_EQ(TF_GetCode(status.get()), TF_ALREADY_EXISTS);
  EXPECT_EQ(std::string(TF_Message(status.get())),
            "Op with name CApiSourceTestOpTwice is already registered (first registration at "
            "first_plugin.c:11, duplicate at second_plugin.c:22); keeping the first");
}

constexpr int kInProcessOpLine = __LINE__ + 1;
REGISTER_OP("CApiSourceTestInProcessOp").Output("y: float");

TEST(OpSourceLocationTest, DuplicateOfAnOpOfTheCoreIsNamedAlike) {
  ASSERT_TRUE(c_api_testing::OpRegistered("CApiSourceTestInProcessOp"));
  auto status = NewStatus();
  RegisterOpAt("CApiSourceTestInProcessOp", "plugin.c", 7, status.get());
  EXPECT_EQ(TF_GetCode(status.get()), TF_ALREADY_EXISTS);
  EXPECT_EQ(std::string(TF_Message(status.get())),
            strings::StrCat("Op with name CApiSourceTestInProcessOp is already registered (first "
                            "registration at ", __FILE__, ":", kInProcessOpLine,
                            ", duplicate at plugin.c:7); keeping the first"));
}

TEST(OpSourceLocationTest, MalformedOpNamesItsPlace) {
  TF_OpDefinitionBuilder* builder = TF_NewOpDefinitionBuilder("CApiSourceTestMalformed");
  TF_OpDefinitionBuilderAddInput(builder, "x: no_such_type");
  TF_OpDefinitionBuilderSetSourceLocation(builder, "malformed.c", 5);
  auto status = NewStatus();
  TF_RegisterOpDefinition(builder, status.get());
  ExpectStatus(status.get(), TF_INVALID_ARGUMENT,
               {"no_such_type", "(op registered at malformed.c:5)"});
}

TEST(OpSourceLocationTest, NullOrEmptyFileIsUnknown) {
  auto status = NewStatus();
  for (const char* file : {static_cast<const char*>(nullptr), ""}) {
    const std::string name = file == nullptr ? "CApiSourceTestNullFile" : "CApiSourceTestEmptyFile";
    TF_OpDefinitionBuilder* builder = TF_NewOpDefinitionBuilder(name.c_str());
    TF_OpDefinitionBuilderAddOutput(builder, "y: float");
    TF_OpDefinitionBuilderSetSourceLocation(builder, "earlier.c", 3);
    TF_OpDefinitionBuilderSetSourceLocation(builder, file, 9);  // the last call wins
    TF_RegisterOpDefinition(builder, status.get());
    ExpectOk(status.get());
    const OpRegistrationData* registered = OpRegistry::Global()->LookUp(name);
    ASSERT_NE(registered, nullptr);
    EXPECT_EQ(registered->source_file, "the C API") << "as without a location";
    EXPECT_EQ(registered->source_line, 0);
  }
  TF_OpDefinitionBuilderSetSourceLocation(nullptr, "ignored.c", 1);
}

// ---- Kernels.

TEST(KernelSourceLocationTest, KernelsMatchingOneNodeAreNamedByFileAndLine) {
  auto status = NewStatus();
  RegisterOpAt("CApiSourceTestTwins", nullptr, 0, status.get());
  ExpectOk(status.get());
  RegisterKernelAt("CApiSourceTestTwins", "FirstTwin", "first_plugin.c", 11);
  RegisterKernelAt("CApiSourceTestTwins", "SecondTwin", "second_plugin.c", 22);
  EXPECT_EQ(FindRegistration("FirstTwin")->Describe(), "FirstTwin (first_plugin.c:11)");
  ExpectStatus(RunNodeOf("CApiSourceTestTwins"), error::INVALID_ARGUMENT,
               {"Multiple OpKernel registrations match NodeDef", "FirstTwin (first_plugin.c:11)",
                "SecondTwin (second_plugin.c:22)"});
}

REGISTER_OP("CApiSourceTestInProcessKernel").Output("y: float");

class InProcessKernel : public OpKernel {
 public:
  explicit InProcessKernel(OpKernelConstruction* context) : OpKernel(context) {}
  void Compute(OpKernelContext*) override {}
};

constexpr int kInProcessKernelLine = __LINE__ + 1;
REGISTER_KERNEL_BUILDER(Name("CApiSourceTestInProcessKernel").Device(DEVICE_CPU), InProcessKernel);

TEST(KernelSourceLocationTest, AKernelOfTheCoreAndOfTheCApiAreNamedAlike) {
  RegisterKernelAt("CApiSourceTestInProcessKernel", "PluginKernel", "plugin.c", 7);
  ExpectStatus(RunNodeOf("CApiSourceTestInProcessKernel"), error::INVALID_ARGUMENT,
               {strings::StrCat("InProcessKernel (", __FILE__, ":", kInProcessKernelLine, ")"),
                "PluginKernel (plugin.c:7)"});
}

TEST(KernelSourceLocationTest, KernelDefRegistrationKeepsTheLocation) {
  auto status = NewStatus();
  RegisterOpAt("CApiSourceTestByDef", nullptr, 0, status.get());
  TF_KernelBuilder* builder =
      TF_NewKernelBuilder("CApiSourceTestByDef", "CPU", nullptr, &DoNothing, nullptr);
  TF_KernelBuilder_SourceLocation(builder, "by_def.c", 5);
  KernelDef def;
  def.set_op("CApiSourceTestByDef");
  def.set_device_type("CPU");
  TF_RegisterKernelBuilderWithKernelDef(def.SerializeAsString().c_str(), "ByDef", builder,
                                        status.get());
  ExpectOk(status.get());
  EXPECT_EQ(FindRegistration("ByDef")->Describe(), "ByDef (by_def.c:5)");
}

TEST(KernelSourceLocationTest, NullOrEmptyFileIsUnknown) {
  auto status = NewStatus();
  RegisterOpAt("CApiSourceTestUnplaced", nullptr, 0, status.get());
  for (const char* file : {static_cast<const char*>(nullptr), ""}) {
    const std::string name = file == nullptr ? "NullFileKernel" : "EmptyFileKernel";
    TF_KernelBuilder* builder =
        TF_NewKernelBuilder("CApiSourceTestUnplaced", "CPU", nullptr, &DoNothing, nullptr);
    TF_KernelBuilder_SourceLocation(builder, "earlier.c", 3);
    TF_KernelBuilder_SourceLocation(builder, file, 9);  // the last call wins
    TF_RegisterKernelBuilder(name.c_str(), builder, status.get());
    ExpectOk(status.get());
    const KernelRegistration* registered = FindRegistration(name);
    ASSERT_NE(registered, nullptr);
    EXPECT_EQ(registered->file, "") << "as without a location, outside a plugin";
    EXPECT_EQ(registered->line, 0);
    EXPECT_EQ(registered->Describe(), name);
  }
  TF_KernelBuilder_SourceLocation(nullptr, "ignored.c", 1);
}

}  // namespace
}  // namespace tensorflow
