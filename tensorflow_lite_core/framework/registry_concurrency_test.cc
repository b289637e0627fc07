// The op and kernel registries under load from several threads at once: registering ops and
// kernels, looking them up, loading a good library and libraries that fail to load (each rolled
// back), creating and running kernels. Every thread checks what it sees; afterwards the
// registries hold exactly what the successful registrations added. CI runs this under
// ThreadSanitizer (--config=tsan), where a data race fails it too.
#include <atomic>
#include <string>
#include <thread>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/c/testing/c_api_test_util.h"
#include "tensorflow_lite_core/framework/kernel_def_builder.h"
#include "tensorflow_lite_core/framework/kernel_registry.h"
#include "tensorflow_lite_core/framework/load_library.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/op_def_builder.h"
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/platform/mutex.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {
namespace {

constexpr int kRegistrars = 2;
constexpr int kOpsPerRegistrar = 60;
constexpr int kLoadRounds = 20;
constexpr int kKernelRuns = 200;

// duplicate_op.so registers this again, so its loads fail with AlreadyExists.
REGISTER_OP("LibraryTestHostOp").Output("y: int32");

class AddOneOp : public OpKernel {
 public:
  explicit AddOneOp(OpKernelConstruction* context) : OpKernel(context) {}
  void Compute(OpKernelContext* context) override {
    const Tensor& x = context->input(0);
    Tensor* y = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, x.shape(), &y));
    for (int64 i = 0; i < x.NumElements(); ++i) y->flat<int32>()(i) = x.flat<int32>()(i) + 1;
  }
};

REGISTER_OP("ConcurrencyTestAddOne").Input("x: int32").Output("y: int32");
REGISTER_KERNEL_BUILDER(Name("ConcurrencyTestAddOne").Device(DEVICE_CPU), AddOneOp);

std::string LibraryPath(const std::string& name) {
  return "tensorflow_lite_core/framework/testdata/op_libraries/" + name;
}

std::string RegisteredOpName(int registrar, int i) {
  return strings::StrCat("ConcurrencyTestOp", registrar, "x", i);
}

// What the threads saw that they should not have; reported after they are joined.
class Problems {
 public:
  void Add(const std::string& problem) {
    mutex_lock lock(mu_);
    problems_.push_back(problem);
  }
  std::vector<std::string> Take() {
    mutex_lock lock(mu_);
    return std::move(problems_);
  }

 private:
  mutex mu_;
  std::vector<std::string> problems_;
};

void RegisterOpsAndKernels(int registrar, Problems* problems) {
  for (int i = 0; i < kOpsPerRegistrar; ++i) {
    const std::string name = RegisteredOpName(registrar, i);
    // Deferred and immediate registrations both.
    OpDefBuilder builder(name);
    builder.Input("x: int32").Output("y: int32");
    auto factory = [builder](OpRegistrationData* data) { return builder.Finalize(data); };
    if (i % 2 == 0) {
      OpRegistry::Global()->Register(factory);
    } else if (Status status = OpRegistry::Global()->RegisterNow(factory); !status.ok()) {
      problems->Add("RegisterNow(" + name + "): " + status.ToString());
    }
    RegisterKernel(KernelDefBuilder(name.c_str()).Device(DEVICE_CPU).Build(), "AddOneOp",
                   [](OpKernelConstruction* context) { return new AddOneOp(context); }, __FILE__,
                   __LINE__);
    const OpDef* op_def = nullptr;
    if (Status status = OpRegistry::Global()->LookUpOpDef(name, &op_def); !status.ok()) {
      problems->Add("LookUpOpDef(" + name + ") right after registering: " + status.ToString());
    }
  }
}

void ExpectLoad(const std::string& library, error::Code code, Problems* problems) {
  OpLibrary loaded;
  const Status status = LoadOpLibrary(LibraryPath(library), &loaded);
  if (status.code() != code) {
    problems->Add("LoadOpLibrary(" + library + "): " + status.ToString());
    return;
  }
  // A library's description holds its own registrations, never another thread's.
  if (library == "good_ops.so" &&
      (loaded.op_list.op_size() != 2 || loaded.kernel_list.kernel_size() != 1)) {
    problems->Add(strings::StrCat("good_ops.so is described with ", loaded.op_list.op_size(),
                                  " ops (", loaded.op_list.op(0).name(), ", ...) and ",
                                  loaded.kernel_list.kernel_size(), " kernels"));
  }
}

void LoadLibraries(Problems* problems) {
  for (int round = 0; round < kLoadRounds; ++round) {
    ExpectLoad("good_ops.so", error::OK, problems);
    ExpectLoad("duplicate_op.so", error::ALREADY_EXISTS, problems);
    ExpectLoad("malformed_op.so", error::INVALID_ARGUMENT, problems);
    ExpectLoad("kernel_for_unknown_op.so", error::OK, problems);
    ExpectLoad("no_such_library.so", error::NOT_FOUND, problems);
  }
}

void CreateAndRunKernels(Problems* problems) {
  for (int run = 0; run < kKernelRuns; ++run) {
    Tensor x(DT_INT32, TensorShape({3}));
    for (int i = 0; i < 3; ++i) x.flat<int32>()(i) = run + i;
    std::vector<Tensor> outputs;
    const Status status =
        c_api_testing::KernelRunner("ConcurrencyTestAddOne").Input(x).Run(&outputs);
    if (!status.ok() || outputs.size() != 1 || outputs[0].flat<int32>()(2) != run + 3) {
      problems->Add("creating or running the kernel: " + status.ToString());
    }
  }
}

void LookUpAndExport(const std::atomic<bool>* done, Problems* problems) {
  while (!*done) {
    OpList ops;
    OpRegistry::Global()->Export(/*include_internal=*/true, &ops);
    for (const OpDef& op : ops.op()) {
      if (op.name().empty()) problems->Add("an exported op has no name");
    }
    const KernelList kernels = GetAllRegisteredKernels();
    for (const KernelDef& kernel : kernels.kernel()) {
      if (kernel.op().empty()) problems->Add("a registered kernel has no op");
    }
    const OpDef* op_def = nullptr;
    if (!OpRegistry::Global()->LookUpOpDef("ConcurrencyTestAddOne", &op_def).ok()) {
      problems->Add("the host's op vanished");
    }
  }
}

TEST(RegistryConcurrencyTest, RegisterLookUpLoadAndRunAtOnce) {
  Problems problems;
  std::atomic<bool> done{false};
  std::vector<std::thread> workers;
  for (int r = 0; r < kRegistrars; ++r) workers.emplace_back(RegisterOpsAndKernels, r, &problems);
  workers.emplace_back(LoadLibraries, &problems);
  workers.emplace_back(LoadLibraries, &problems);
  workers.emplace_back(CreateAndRunKernels, &problems);
  workers.emplace_back(CreateAndRunKernels, &problems);
  std::thread reader(LookUpAndExport, &done, &problems);
  for (std::thread& worker : workers) worker.join();
  done = true;
  reader.join();
  for (const std::string& problem : problems.Take()) ADD_FAILURE() << problem;

  // Failed loads rolled back their own registrations and nothing else: every op and kernel the
  // registrars added is still there, the library's ops are there once, the failed ones' are not.
  for (int r = 0; r < kRegistrars; ++r) {
    for (int i = 0; i < kOpsPerRegistrar; ++i) {
      const std::string name = RegisteredOpName(r, i);
      const OpDef* op_def = nullptr;
      EXPECT_TRUE(OpRegistry::Global()->LookUpOpDef(name, &op_def).ok()) << name;
      EXPECT_EQ(GetRegisteredKernelsForOp(name).kernel_size(), 1) << name;
    }
  }
  const OpDef* op_def = nullptr;
  EXPECT_TRUE(OpRegistry::Global()->LookUpOpDef("LibraryTestTimesTwo", &op_def).ok());
  EXPECT_EQ(GetRegisteredKernelsForOp("LibraryTestTimesTwo").kernel_size(), 1);
  EXPECT_TRUE(OpRegistry::Global()->LookUpOpDef("LibraryTestFineBeforeOrphan", &op_def).ok());
  for (const char* rolled_back :
       {"LibraryTestFineBeforeDuplicate", "LibraryTestFineBeforeMalformed"}) {
    EXPECT_FALSE(OpRegistry::Global()->LookUpOpDef(rolled_back, &op_def).ok()) << rolled_back;
    EXPECT_EQ(GetRegisteredKernelsForOp(rolled_back).kernel_size(), 0) << rolled_back;
  }
}

}  // namespace
}  // namespace tensorflow
