// The C API's kernel registration (kernels.h): builders, their KernelDef, and the OpKernel that
// calls a plugin's C functions.
#include "tensorflow_lite_core/c/kernels.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <limits>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "tensorflow_lite_core/c/c_api_internal.h"
#include "tensorflow_lite_core/framework/kernel_def_builder.h"
#include "tensorflow_lite_core/framework/kernel_def_util.h"
#include "tensorflow_lite_core/framework/kernel_registry.h"
#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/op_def_util.h"
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/platform/logging.h"

// Everything the builder functions record; turned into a KernelDef at registration.
struct TF_KernelBuilder {
  std::string op_name;
  std::string device_name;
  void* (*create_func)(TF_OpKernelConstruction*) = nullptr;
  // Exactly one of the two is set: TF_NewKernelBuilder or TF_NewAsyncKernelBuilder.
  void (*compute_func)(void*, TF_OpKernelContext*) = nullptr;
  void (*compute_async_func)(void*, TF_OpKernelContext*, TF_AsyncOpKernelDoneCallback*) = nullptr;
  void (*delete_func)(void*) = nullptr;
  std::vector<std::pair<std::string, tensorflow::DataType>> type_constraints;
  std::vector<std::string> host_memory_args;
  int32_t priority = 0;
  std::string label;
  // Where the plugin registers the kernel (TF_KernelBuilder_SourceLocation); empty if unknown.
  std::string source_file;
  int source_line = 0;
};

// The core's end-of-run callback of an asynchronous kernel, while the plugin holds it.
struct TF_AsyncOpKernelDoneCallback {
  tensorflow::AsyncOpKernel::DoneCallback done;
};

namespace tensorflow {
namespace c_api {
namespace {

// A builder without compute functions yet; NULL for a NULL name.
TF_KernelBuilder* NewBuilder(const char* op_name, const char* device_name,
                             void* (*create_func)(TF_OpKernelConstruction*),
                             void (*delete_func)(void*)) {
  if (op_name == nullptr || device_name == nullptr) return nullptr;
  auto* builder = new TF_KernelBuilder;
  builder->op_name = op_name;
  builder->device_name = device_name;
  builder->create_func = create_func;
  builder->delete_func = delete_func;
  return builder;
}

// The C functions of a kernel, as its builder recorded them.
struct KernelFunctions {
  void* (*create_func)(TF_OpKernelConstruction*);
  void (*compute_func)(void*, TF_OpKernelContext*);
  void (*compute_async_func)(void*, TF_OpKernelContext*, TF_AsyncOpKernelDoneCallback*);
  void (*delete_func)(void*);
};

// The state create_func returns, owned for the lifetime of a kernel object.
class KernelState {
 public:
  KernelState(OpKernelConstruction* context, const KernelFunctions& functions)
      : delete_func_(functions.delete_func) {
    if (functions.create_func != nullptr && context->status().ok()) {
      state_ = functions.create_func(ToC(context));
    }
  }
  ~KernelState() {
    if (delete_func_ != nullptr) delete_func_(state_);
  }
  KernelState(const KernelState&) = delete;
  KernelState& operator=(const KernelState&) = delete;

  void* get() const { return state_; }

 private:
  void (*const delete_func_)(void*);
  void* state_ = nullptr;
};

// A kernel implemented by C functions.
class CApiOpKernel final : public OpKernel {
 public:
  CApiOpKernel(OpKernelConstruction* context, const KernelFunctions& functions)
      : OpKernel(context), compute_func_(functions.compute_func), state_(context, functions) {}

  void Compute(OpKernelContext* context) override { compute_func_(state_.get(), ToC(context)); }

 private:
  void (*const compute_func_)(void*, TF_OpKernelContext*);
  KernelState state_;
};

// An asynchronous kernel implemented by C functions: the core's callback travels through C as a
// TF_AsyncOpKernelDoneCallback, freed when the plugin runs it.
class CApiAsyncOpKernel final : public AsyncOpKernel {
 public:
  CApiAsyncOpKernel(OpKernelConstruction* context, const KernelFunctions& functions)
      : AsyncOpKernel(context),
        compute_async_func_(functions.compute_async_func),
        state_(context, functions) {}

  void ComputeAsync(OpKernelContext* context, DoneCallback done) override {
    auto* callback = new TF_AsyncOpKernelDoneCallback{std::move(done)};
    compute_async_func_(state_.get(), ToC(context), callback);
  }

 private:
  void (*const compute_async_func_)(void*, TF_OpKernelContext*, TF_AsyncOpKernelDoneCallback*);
  KernelState state_;
};

// The KernelDef the builder's calls describe.
std::unique_ptr<const KernelDef> BuildKernelDef(const TF_KernelBuilder& builder) {
  KernelDefBuilder def(builder.op_name.c_str());
  def.Device(builder.device_name.c_str());
  for (const auto& [attr_name, dtype] : builder.type_constraints) {
    def.TypeConstraint(attr_name.c_str(), dtype);
  }
  for (const std::string& arg : builder.host_memory_args) def.HostMemory(arg.c_str());
  if (!builder.label.empty()) def.Label(builder.label.c_str());
  def.Priority(builder.priority);
  return std::unique_ptr<const KernelDef>(def.Build());
}

// What TF_RegisterKernelBuilder and TF_RegisterKernelBuilderWithKernelDef share: registers the
// builder's functions under `def` (built from the builder when null), after checking both.
void RegisterBuilder(const char* function, const char* kernel_name,
                     std::unique_ptr<TF_KernelBuilder> builder, const char* serialized_kernel_def,
                     TF_Status* status) {
  std::unique_ptr<KernelDef> given;
  Status result;
  if (builder == nullptr) {
    result = errors::InvalidArgument(function, ": builder is NULL (TF_NewKernelBuilder returns ",
                                     "NULL when op_name, device_name or compute_func is NULL)");
  } else if (kernel_name == nullptr) {
    result = NullArgument(function, "kernel_name");
  } else if (serialized_kernel_def != nullptr) {
    given = std::make_unique<KernelDef>();
    if (!given->ParseFromString(serialized_kernel_def)) {
      result = errors::InvalidArgument(function, ": serialized_kernel_def of kernel '",
                                       kernel_name, "' is not a serialized KernelDef");
    } else if (given->op() != builder->op_name) {
      result = errors::InvalidArgument(function, ": the KernelDef of kernel '", kernel_name,
                                       "' is for op '", given->op(), "', but its builder for op '",
                                       builder->op_name, "'");
    } else if (given->device_type().empty()) {
      result = errors::InvalidArgument(function, ": the KernelDef of kernel '", kernel_name,
                                       "' names no device_type");
    }
  }
  std::unique_ptr<const KernelDef> def;
  if (result.ok()) {
    def = given != nullptr ? std::move(given) : BuildKernelDef(*builder);
    std::string unselectable;
    result = CheckKernelDefAgainstRegisteredOp(*def, strings::StrCat("'", kernel_name, "'"),
                                               &unselectable);
    if (!unselectable.empty()) LOG(WARNING) << unselectable;
  }
  if (!result.ok()) {
    RecordRegistrationFailure(result);
    return SetStatus(status, result);
  }
  const KernelFunctions functions{builder->create_func, builder->compute_func,
                                  builder->compute_async_func, builder->delete_func};
  // Without a location from the plugin, the plugin's file (line unknown) is all there is.
  const std::string* plugin = CurrentPluginFilename();
  const bool located = !builder->source_file.empty();
  const char* file = located            ? builder->source_file.c_str()
                     : plugin != nullptr ? plugin->c_str()
                                         : "";
  RegisterKernel(
      def.release(), kernel_name,
      [functions](OpKernelConstruction* context) -> OpKernel* {
        if (functions.compute_async_func != nullptr) {
          return new CApiAsyncOpKernel(context, functions);
        }
        return new CApiOpKernel(context, functions);
      },
      file, builder->source_line);
  SetOk(status);
}

}  // namespace
}  // namespace c_api
}  // namespace tensorflow

using tensorflow::DataType;
using tensorflow::OpKernelConstruction;
using tensorflow::OpKernelContext;
using tensorflow::Status;
using tensorflow::Tensor;
using tensorflow::TensorShape;
namespace c_api = tensorflow::c_api;
namespace errors = tensorflow::errors;

extern "C" {

// ---- Registration.

TF_KernelBuilder* TF_NewKernelBuilder(const char* op_name, const char* device_name,
                                      void* (*create_func)(TF_OpKernelConstruction*),
                                      void (*compute_func)(void*, TF_OpKernelContext*),
                                      void (*delete_func)(void*)) {
  if (compute_func == nullptr) return nullptr;
  TF_KernelBuilder* builder = c_api::NewBuilder(op_name, device_name, create_func, delete_func);
  if (builder != nullptr) builder->compute_func = compute_func;
  return builder;
}

void TF_KernelBuilder_TypeConstraint(TF_KernelBuilder* kernel_builder, const char* attr_name,
                                     const TF_DataType type, TF_Status* status) {
  static constexpr char kFunction[] = "TF_KernelBuilder_TypeConstraint";
  if (kernel_builder == nullptr) {
    return c_api::SetStatus(status, c_api::NullArgument(kFunction, "kernel_builder"));
  }
  if (attr_name == nullptr) {
    return c_api::SetStatus(status, c_api::NullArgument(kFunction, "attr_name"));
  }
  const auto dtype = static_cast<DataType>(type);
  if (!tensorflow::DataTypeIsValid(dtype) || tensorflow::IsRefType(dtype)) {
    return c_api::SetStatus(status, errors::InvalidArgument(kFunction, ": ", static_cast<int>(type),
                                                            " is not a TF_DataType (attr '",
                                                            attr_name, "')"));
  }
  kernel_builder->type_constraints.emplace_back(attr_name, dtype);
  c_api::SetOk(status);
}

void TF_KernelBuilder_HostMemory(TF_KernelBuilder* kernel_builder, const char* arg_name) {
  if (kernel_builder == nullptr || arg_name == nullptr) return;
  kernel_builder->host_memory_args.emplace_back(arg_name);
}

void TF_KernelBuilder_Priority(TF_KernelBuilder* kernel_builder, int32_t priority_number) {
  if (kernel_builder != nullptr) kernel_builder->priority = priority_number;
}

void TF_KernelBuilder_Label(TF_KernelBuilder* kernel_builder, const char* label) {
  if (kernel_builder == nullptr || label == nullptr) return;
  kernel_builder->label = label;
}

void TF_RegisterKernelBuilder(const char* kernel_name, TF_KernelBuilder* builder,
                              TF_Status* status) {
  c_api::RegisterBuilder("TF_RegisterKernelBuilder", kernel_name,
                         std::unique_ptr<TF_KernelBuilder>(builder), nullptr, status);
}

void TF_RegisterKernelBuilderWithKernelDef(const char* serialized_kernel_def, const char* name,
                                           TF_KernelBuilder* builder, TF_Status* status) {
  c_api::RegisterBuilder("TF_RegisterKernelBuilderWithKernelDef", name,
                         std::unique_ptr<TF_KernelBuilder>(builder), serialized_kernel_def, status);
}

TF_KernelBuilder* TF_NewAsyncKernelBuilder(
    const char* op_name, const char* device_name, void* (*create_func)(TF_OpKernelConstruction*),
    void (*compute_async_func)(void*, TF_OpKernelContext*, TF_AsyncOpKernelDoneCallback*),
    void (*delete_func)(void*)) {
  if (compute_async_func == nullptr) return nullptr;
  TF_KernelBuilder* builder = c_api::NewBuilder(op_name, device_name, create_func, delete_func);
  if (builder != nullptr) builder->compute_async_func = compute_async_func;
  return builder;
}

void TF_RunAsyncOpKernelDoneCallback(TF_AsyncOpKernelDoneCallback* done) {
  if (done == nullptr) return;
  std::unique_ptr<TF_AsyncOpKernelDoneCallback> owned(done);
  owned->done();
}

void TF_DeleteKernelBuilder(TF_KernelBuilder* builder) { delete builder; }

void TF_KernelBuilder_SourceLocation(TF_KernelBuilder* kernel_builder, const char* file,
                                     int line) {
  if (kernel_builder == nullptr) return;
  const bool known = file != nullptr && file[0] != '\0';
  kernel_builder->source_file = known ? file : "";
  kernel_builder->source_line = known ? line : 0;
}

}  // extern "C"
