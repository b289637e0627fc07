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
    result = CheckKernelDefAgainstRegisteredOp(*def, strings::StrCat("'", kernel_name, "'"));
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

// Checks the arguments every attr getter shares.
Status CheckAttrArgs(const char* function, TF_OpKernelConstruction* ctx, const char* attr_name,
                     const void* out, const char* out_name) {
  if (ctx == nullptr) return NullArgument(function, "ctx");
  if (attr_name == nullptr) return NullArgument(function, "attr_name");
  if (out == nullptr) return NullArgument(function, out_name);
  return OkStatus();
}

// Reads a single-valued attr into *value and, when that works, converts it into *out.
template <typename Cpp, typename C, typename Convert>
void GetScalarAttr(const char* function, TF_OpKernelConstruction* ctx, const char* attr_name,
                   C* out, TF_Status* status, Convert convert) {
  Status result = CheckAttrArgs(function, ctx, attr_name, out, "val");
  Cpp value;
  if (result.ok()) result = FromC(ctx)->GetAttr(attr_name, &value);
  if (result.ok()) *out = convert(value);
  SetStatus(status, result);
}

// Reads a list attr and copies it, converted, into vals[0..max_vals).
template <typename Cpp, typename C, typename Convert>
void GetListAttr(const char* function, TF_OpKernelConstruction* ctx, const char* attr_name,
                 C* vals, int max_vals, TF_Status* status, Convert convert) {
  Status result = CheckAttrArgs(function, ctx, attr_name, ctx, "ctx");
  std::vector<Cpp> values;
  if (result.ok()) result = FromC(ctx)->GetAttr(attr_name, &values);
  if (result.ok() && values.size() > static_cast<size_t>(std::max(max_vals, 0))) {
    result = errors::InvalidArgument(function, ": attr '", attr_name, "' holds ", values.size(),
                                     " values, but the caller has room for ", max_vals);
  }
  if (result.ok() && !values.empty() && vals == nullptr) result = NullArgument(function, "vals");
  if (result.ok()) {
    for (size_t i = 0; i < values.size(); ++i) vals[i] = convert(values[i]);
  }
  SetStatus(status, result);
}

template <typename T>
T Same(const T& value) {
  return value;
}

TF_StringView ViewOf(const std::string& text) { return TF_StringView{text.data(), text.size()}; }

// The id a device name ends with ("/device:GPU:1" -> 1); -1 when it ends otherwise.
int DeviceIdOf(std::string_view name) {
  const size_t colon = name.rfind(':');
  if (colon == std::string_view::npos || colon + 1 == name.size()) return -1;
  int id = 0;
  for (char digit : name.substr(colon + 1)) {
    if (digit < '0' || digit > '9' || id > (std::numeric_limits<int>::max() - 9) / 10) return -1;
    id = id * 10 + (digit - '0');
  }
  return id;
}

TF_ATTRIBUTE_COLD Status OutputIndexOutOfRange(const char* function, OpKernelContext* context,
                                                int index) {
  return errors::OutOfRange(function, ": output index ", index, " out of range [0, ",
                            context->num_outputs(), ") in op ",
                            context->op_kernel().type_string());
}

TF_ATTRIBUTE_COLD Status InputIndexOutOfRange(const char* function, OpKernelContext* context,
                                               int index) {
  return errors::OutOfRange(function, ": input index ", index, " out of range [0, ",
                            context->num_inputs(), ") in op ", context->op_kernel().type_string());
}

// Why TF_GetInput cannot hand out input `index`.
TF_ATTRIBUTE_COLD Status InputError(OpKernelContext* context, int index) {
  static constexpr char kFunction[] = "TF_GetInput";
  if (index < 0 || index >= context->num_inputs()) {
    return InputIndexOutOfRange(kFunction, context, index);
  }
  return errors::FailedPrecondition(kFunction, ": input ", index, " of op ",
                                    context->op_kernel().type_string(), " was not provided");
}

TF_ATTRIBUTE_COLD Status OutputTypeMismatch(const char* function, OpKernelContext* context,
                                            int index, TF_DataType dtype) {
  return errors::InvalidArgument(function, ": output ", index, " of op ",
                                 context->op_kernel().type_string(), " is ",
                                 DataTypeString(context->expected_output_dtype(index)), ", not ",
                                 DataTypeString(static_cast<DataType>(dtype)));
}

TF_ATTRIBUTE_COLD Status OutputLengthMismatch(const char* function, int index,
                                              const TensorShape& shape, size_t len,
                                              size_t needed) {
  return errors::InvalidArgument(function, ": len is ", len, " bytes, but output ", index,
                                 " of shape ", shape.DebugString(), " needs ", needed);
}

// Reports `error` and returns the NULL tensor a failed allocation gives the caller.
TF_ATTRIBUTE_COLD TF_Tensor* Fail(TF_Status* status, const Status& error) {
  SetError(status, error);
  return nullptr;
}

Status CheckOutputIndex(const char* function, OpKernelContext* context, int index) {
  if (TF_PREDICT_TRUE(index >= 0 && index < context->num_outputs())) return OkStatus();
  return OutputIndexOutOfRange(function, context, index);
}

// The checks TF_ForwardInputOrAllocateOutput makes, and RefuseAllocateOutput words its errors
// with: a valid output whose type has reachable elements, and a shape. Inline, with errors built
// out of line: kernels call it on every run.
inline Status CheckOutputArgs(const char* function, TF_OpKernelContext* context, int index,
                              const int64_t* dims, int num_dims, TensorShape* shape) {
  if (TF_PREDICT_FALSE(context == nullptr)) return NullArgument(function, "context");
  OpKernelContext* ctx = FromC(context);
  TF_RETURN_IF_ERROR(CheckOutputIndex(function, ctx, index));
  const auto dtype = static_cast<TF_DataType>(ctx->expected_output_dtype(index));
  if (TF_PREDICT_FALSE(FixedElementSize(dtype) == 0)) return CheckFixedSizeType(function, dtype);
  return ShapeFromDims(function, dims, num_dims, shape);
}

// TF_GetInput's error for arguments its fast path refused.
TF_ATTRIBUTE_COLD void RefuseGetInput(TF_OpKernelContext* ctx, int index, TF_Tensor** tensor,
                                      TF_Status* status) {
  static constexpr char kFunction[] = "TF_GetInput";
  if (ctx == nullptr) return SetError(status, NullArgument(kFunction, "ctx"));
  if (tensor == nullptr) return SetError(status, NullArgument(kFunction, "tensor"));
  SetError(status, InputError(FromC(ctx), index));
}

// TF_AllocateOutput's error for arguments its fast path refused: the first failing check, in
// the documented order.
TF_ATTRIBUTE_COLD TF_Tensor* RefuseAllocateOutput(TF_OpKernelContext* context, int index,
                                                  TF_DataType dtype, const int64_t* dims,
                                                  int num_dims, size_t len, TF_Status* status) {
  static constexpr char kFunction[] = "TF_AllocateOutput";
  TensorShape shape;
  Status result = CheckOutputArgs(kFunction, context, index, dims, num_dims, &shape);
  if (!result.ok()) return Fail(status, result);
  OpKernelContext* ctx = FromC(context);
  if (static_cast<DataType>(dtype) != ctx->expected_output_dtype(index)) {
    return Fail(status, OutputTypeMismatch(kFunction, ctx, index, dtype));
  }
  size_t needed = 0;
  if (__builtin_mul_overflow(static_cast<size_t>(shape.num_elements()), FixedElementSize(dtype),
                             &needed)) {
    return Fail(status, errors::InvalidArgument(kFunction, ": output ", index, " of shape ",
                                                shape.DebugString(), " has too many bytes"));
  }
  if (len != needed) {
    return Fail(status, OutputLengthMismatch(kFunction, index, shape, len, needed));
  }
  return Fail(status, errors::Internal(kFunction, ": arguments were refused, then accepted"));
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

// ---- OpKernelContext.

SP_Stream TF_GetStream(TF_OpKernelContext* ctx, TF_Status* status) {
  if (ctx == nullptr) {
    c_api::SetStatus(status, c_api::NullArgument("TF_GetStream", "ctx"));
    return nullptr;
  }
  void* stream = c_api::FromC(ctx)->op_device_context_stream();
  if (stream == nullptr) {
    c_api::SetStatus(status, errors::FailedPrecondition(
                                 "TF_GetStream: the kernel runs on a device without a stream (",
                                 c_api::FromC(ctx)->op_kernel().requested_device().empty()
                                     ? "the CPU"
                                     : c_api::FromC(ctx)->op_kernel().requested_device(),
                                 ")"));
    return nullptr;
  }
  c_api::SetOk(status);
  return static_cast<SP_Stream>(stream);
}

int TF_NumInputs(TF_OpKernelContext* ctx) {
  return ctx == nullptr ? -1 : c_api::FromC(ctx)->num_inputs();
}

int TF_NumOutputs(TF_OpKernelContext* ctx) {
  return ctx == nullptr ? -1 : c_api::FromC(ctx)->num_outputs();
}

void TF_GetInput(TF_OpKernelContext* ctx, int i, TF_Tensor** tensor, TF_Status* status) {
  OpKernelContext* context = c_api::FromC(ctx);
  if (TF_PREDICT_FALSE(ctx == nullptr || tensor == nullptr || !context->has_input(i))) {
    return c_api::RefuseGetInput(ctx, i, tensor, status);
  }
  *tensor = c_api::NewTensorHandle(context->input(i));
  c_api::SetOk(status);
}

void TF_InputRange(TF_OpKernelContext* ctx, const char* name, TF_InputRange_Args* args) {
  if (args == nullptr || args->struct_size < TF_InputRange_Args_STRUCT_SIZE) return;
  static constexpr char kFunction[] = "TF_InputRange";
  if (ctx == nullptr) return c_api::SetStatus(args->status, c_api::NullArgument(kFunction, "ctx"));
  if (name == nullptr) {
    return c_api::SetStatus(args->status, c_api::NullArgument(kFunction, "name"));
  }
  int start = -1, stop = -1;
  Status found = c_api::FromC(ctx)->op_kernel().InputRange(name, &start, &stop);
  if (found.ok()) {
    args->start = start;
    args->stop = stop;
  }
  c_api::SetStatus(args->status, found);
}

void TF_SetOutput(TF_OpKernelContext* ctx, int i, const TF_Tensor* tensor, TF_Status* status) {
  static constexpr char kFunction[] = "TF_SetOutput";
  if (ctx == nullptr) return c_api::SetStatus(status, c_api::NullArgument(kFunction, "ctx"));
  if (tensor == nullptr) return c_api::SetStatus(status, c_api::NullArgument(kFunction, "tensor"));
  OpKernelContext* context = c_api::FromC(ctx);
  Status result = c_api::CheckOutputIndex(kFunction, context, i);
  if (result.ok() && tensor->tensor.dtype() != context->expected_output_dtype(i)) {
    result = errors::InvalidArgument(
        kFunction, ": output ", i, " of op ", context->op_kernel().type_string(), " is ",
        tensorflow::DataTypeString(context->expected_output_dtype(i)), ", but the tensor is ",
        tensorflow::DataTypeString(tensor->tensor.dtype()));
  }
  if (result.ok()) context->set_output(i, tensor->tensor);
  c_api::SetStatus(status, result);
}

void TF_OpKernelConstruction_Failure(TF_OpKernelConstruction* ctx, TF_Status* status) {
  if (ctx == nullptr || status == nullptr || status->status.ok()) return;
  c_api::FromC(ctx)->CtxFailure(status->status);
}

void TF_OpKernelContext_Failure(TF_OpKernelContext* ctx, TF_Status* status) {
  if (ctx == nullptr || status == nullptr || status->status.ok()) return;
  c_api::FromC(ctx)->CtxFailure(status->status);
}

TF_DataType TF_ExpectedOutputDataType(TF_OpKernelContext* ctx, int i) {
  if (ctx == nullptr) return static_cast<TF_DataType>(0);
  OpKernelContext* context = c_api::FromC(ctx);
  if (i < 0 || i >= context->num_outputs()) return static_cast<TF_DataType>(0);
  return static_cast<TF_DataType>(context->expected_output_dtype(i));
}

int64_t TF_StepId(TF_OpKernelContext* ctx) {
  return ctx == nullptr ? -1 : c_api::FromC(ctx)->step_id();
}

TF_StringView TF_GetOpKernelName(TF_OpKernelContext* ctx) {
  if (ctx == nullptr) return TF_StringView{"", 0};
  return c_api::ViewOf(c_api::FromC(ctx)->op_kernel().name());
}

TF_DataType TF_InputDatatype(TF_OpKernelContext* ctx, int index) {
  if (ctx == nullptr) return static_cast<TF_DataType>(0);
  OpKernelContext* context = c_api::FromC(ctx);
  if (index < 0 || index >= context->num_inputs()) return static_cast<TF_DataType>(0);
  return static_cast<TF_DataType>(context->input_dtype(index));
}

TF_Tensor* TF_GetMutableOutput(TF_OpKernelContext* ctx, int i, TF_Status* status) {
  static constexpr char kFunction[] = "TF_GetMutableOutput";
  if (ctx == nullptr) return c_api::Fail(status, c_api::NullArgument(kFunction, "ctx"));
  OpKernelContext* context = c_api::FromC(ctx);
  Status result = c_api::CheckOutputIndex(kFunction, context, i);
  if (!result.ok()) return c_api::Fail(status, result);
  const Tensor* output = context->mutable_output(i);
  if (output == nullptr) {
    return c_api::Fail(status, errors::FailedPrecondition(
                                   kFunction, ": output ", i, " of op ",
                                   context->op_kernel().type_string(),
                                   " has not been set or allocated yet"));
  }
  c_api::SetOk(status);
  return c_api::NewTensorHandle(*output);
}

bool TF_IsHostMemoryInput(TF_OpKernelContext* ctx, int i, TF_Status* status) {
  static constexpr char kFunction[] = "TF_IsHostMemoryInput";
  Status result = ctx == nullptr ? c_api::NullArgument(kFunction, "ctx") : Status();
  OpKernelContext* context = c_api::FromC(ctx);
  if (result.ok() && (i < 0 || i >= context->num_inputs())) {
    result = c_api::InputIndexOutOfRange(kFunction, context, i);
  }
  c_api::SetStatus(status, result);
  return result.ok() && context->input_memory_type(i) == tensorflow::HOST_MEMORY;
}

bool TF_IsHostMemoryOutput(TF_OpKernelContext* ctx, int i, TF_Status* status) {
  static constexpr char kFunction[] = "TF_IsHostMemoryOutput";
  Status result = ctx == nullptr ? c_api::NullArgument(kFunction, "ctx") : Status();
  OpKernelContext* context = c_api::FromC(ctx);
  if (result.ok()) result = c_api::CheckOutputIndex(kFunction, context, i);
  c_api::SetStatus(status, result);
  return result.ok() && context->output_memory_type(i) == tensorflow::HOST_MEMORY;
}

int64_t TF_GetStepId(TF_OpKernelContext* ctx) { return TF_StepId(ctx); }

uint64_t TF_GetFrameId(TF_OpKernelContext* /*ctx*/) { return 0; }

int64_t TF_GetIterId(TF_OpKernelContext* /*ctx*/) { return 0; }

int TF_GetGraphDefVersion(TF_OpKernelContext* ctx) {
  return ctx == nullptr ? -1 : c_api::FromC(ctx)->op_kernel().graph_def_version();
}

TF_StringView TF_GetDeviceName(TF_OpKernelContext* ctx) {
  if (ctx == nullptr || c_api::FromC(ctx)->device() == nullptr) return TF_StringView{"", 0};
  return c_api::ViewOf(c_api::FromC(ctx)->device()->name());
}

int TF_GetDeviceId(TF_OpKernelContext* ctx) {
  const TF_StringView name = TF_GetDeviceName(ctx);
  return c_api::DeviceIdOf(std::string_view(name.data, name.len));
}

TF_StringView TF_GetOpKernelRequestedInput(TF_OpKernelContext* ctx, size_t index) {
  if (ctx == nullptr) return TF_StringView{"", 0};
  const tensorflow::NodeDef& def = c_api::FromC(ctx)->op_kernel().def();
  if (index >= static_cast<size_t>(def.input_size())) return TF_StringView{"", 0};
  return c_api::ViewOf(def.input(static_cast<int>(index)));
}

TF_Tensor* TF_AllocateOutput(TF_OpKernelContext* context, int index, TF_DataType dtype,
                             const int64_t* dims, int num_dims, size_t len, TF_Status* status) {
  // Every kernel calls this on every run: one pass of checks, and errors worded out of line.
  static constexpr char kFunction[] = "TF_AllocateOutput";
  OpKernelContext* ctx = c_api::FromC(context);
  const size_t element_size = c_api::FixedElementSize(dtype);
  TensorShape shape;
  size_t needed = 0;
  if (TF_PREDICT_FALSE(
          context == nullptr || index < 0 || index >= ctx->num_outputs() ||
          static_cast<DataType>(dtype) != ctx->expected_output_dtype(index) ||
          element_size == 0 || !c_api::ShapeFromDims(kFunction, dims, num_dims, &shape).ok() ||
          __builtin_mul_overflow(static_cast<size_t>(shape.num_elements()), element_size,
                                 &needed) ||
          len != needed)) {
    return c_api::RefuseAllocateOutput(context, index, dtype, dims, num_dims, len, status);
  }
  Tensor* output = nullptr;
  Status result = ctx->allocate_output(index, shape, &output);
  if (TF_PREDICT_FALSE(!result.ok())) return c_api::Fail(status, result);
  c_api::SetOk(status);
  return c_api::NewTensorHandle(*output);
}

TF_Tensor* TF_ForwardInputOrAllocateOutput(TF_OpKernelContext* context,
                                           const int* candidate_input_indices,
                                           int num_candidate_input_indices, int output_index,
                                           const int64_t* output_dims, int output_num_dims,
                                           int* forwarded_input, TF_Status* status) {
  static constexpr char kFunction[] = "TF_ForwardInputOrAllocateOutput";
  TensorShape shape;
  Status result =
      c_api::CheckOutputArgs(kFunction, context, output_index, output_dims, output_num_dims, &shape);
  if (result.ok() && num_candidate_input_indices < 0) {
    result = errors::InvalidArgument(kFunction, ": num_candidate_input_indices is ",
                                     num_candidate_input_indices);
  }
  if (result.ok() && num_candidate_input_indices > 0 && candidate_input_indices == nullptr) {
    result = c_api::NullArgument(kFunction, "candidate_input_indices");
  }
  if (!result.ok()) {
    c_api::SetStatus(status, result);
    return nullptr;
  }
  OpKernelContext* ctx = c_api::FromC(context);
  Tensor* output = nullptr;
  int forwarded = -1;
  for (int i = 0; i < num_candidate_input_indices && forwarded < 0; ++i) {
    const int input = candidate_input_indices[i];
    if (ctx->forward_input_to_output_with_shape(input, output_index, shape, &output)) {
      forwarded = input;
    }
  }
  if (forwarded < 0) result = ctx->allocate_output(output_index, shape, &output);
  if (forwarded_input != nullptr) *forwarded_input = forwarded;
  c_api::SetStatus(status, result);
  return result.ok() ? c_api::NewTensorHandle(*output) : nullptr;
}

TF_Tensor* TF_AllocateTemp(TF_OpKernelContext* context, TF_DataType dtype, const int64_t* dims,
                           int num_dims, TF_AllocatorAttributes* alloc_attrs, TF_Status* status) {
  static constexpr char kFunction[] = "TF_AllocateTemp";
  TensorShape shape;
  Status result = context == nullptr ? c_api::NullArgument(kFunction, "context") : Status();
  if (result.ok()) result = c_api::CheckFixedSizeType(kFunction, dtype);
  if (result.ok()) result = c_api::ShapeFromDims(kFunction, dims, num_dims, &shape);
  tensorflow::AllocatorAttributes attributes;
  if (result.ok() && alloc_attrs != nullptr) {
    if (alloc_attrs->struct_size < TF_ALLOCATOR_ATTRIBUTES_STRUCT_SIZE) {
      result = errors::InvalidArgument(kFunction, ": alloc_attrs->struct_size is ",
                                       alloc_attrs->struct_size, ", expected at least ",
                                       TF_ALLOCATOR_ATTRIBUTES_STRUCT_SIZE);
    } else {
      attributes.set_on_host(alloc_attrs->on_host != 0);
    }
  }
  Tensor temp;
  if (result.ok()) {
    result = c_api::FromC(context)->allocate_temp(static_cast<DataType>(dtype), shape, &temp,
                                                  attributes);
  }
  c_api::SetStatus(status, result);
  return result.ok() ? c_api::NewTensorHandle(std::move(temp)) : nullptr;
}

// ---- OpKernelConstruction.

void TF_OpKernelConstruction_GetAttrSize(TF_OpKernelConstruction* ctx, const char* attr_name,
                                         int32_t* list_size, int32_t* total_size,
                                         TF_Status* status) {
  static constexpr char kFunction[] = "TF_OpKernelConstruction_GetAttrSize";
  Status result = c_api::CheckAttrArgs(kFunction, ctx, attr_name, list_size, "list_size");
  if (result.ok() && total_size == nullptr) result = c_api::NullArgument(kFunction, "total_size");
  const tensorflow::AttrValue* value = nullptr;
  if (result.ok()) {
    result = tensorflow::AttrSlice(c_api::FromC(ctx)->def()).Find(attr_name, &value);
  }
  if (!result.ok()) return c_api::SetStatus(status, result);

  int64_t list = -1;
  int64_t total = -1;
  auto rank_of = [](const tensorflow::TensorShapeProto& shape) -> int64_t {
    return shape.unknown_rank() ? -1 : shape.dim_size();
  };
  if (value->value_case() == tensorflow::AttrValue::kList) {
    const tensorflow::AttrValue::ListValue& values = value->list();
    list = std::max({values.s_size(), values.i_size(), values.f_size(), values.b_size(),
                     values.type_size(), values.shape_size(), values.tensor_size(),
                     values.func_size()});
    if (values.s_size() > 0) {
      total = 0;
      for (const std::string& s : values.s()) total += static_cast<int64_t>(s.size());
    } else if (values.shape_size() > 0) {
      total = 0;
      for (const auto& shape : values.shape()) total += std::max<int64_t>(rank_of(shape), 0);
    }
  } else if (value->value_case() == tensorflow::AttrValue::kS) {
    total = static_cast<int64_t>(value->s().size());
  } else if (value->value_case() == tensorflow::AttrValue::kShape) {
    total = rank_of(value->shape());
  }
  if (list > std::numeric_limits<int32_t>::max() || total > std::numeric_limits<int32_t>::max()) {
    return c_api::SetStatus(status, errors::InvalidArgument(kFunction, ": attr '", attr_name,
                                                            "' is too large to describe in int32"));
  }
  *list_size = static_cast<int32_t>(list);
  *total_size = static_cast<int32_t>(total);
  c_api::SetOk(status);
}

void TF_OpKernelConstruction_GetAttrType(TF_OpKernelConstruction* ctx, const char* attr_name,
                                         TF_DataType* val, TF_Status* status) {
  c_api::GetScalarAttr<DataType>("TF_OpKernelConstruction_GetAttrType", ctx, attr_name, val,
                                 status, [](DataType v) { return static_cast<TF_DataType>(v); });
}

void TF_OpKernelConstruction_GetAttrInt32(TF_OpKernelConstruction* ctx, const char* attr_name,
                                          int32_t* val, TF_Status* status) {
  c_api::GetScalarAttr<tensorflow::int32>("TF_OpKernelConstruction_GetAttrInt32", ctx, attr_name,
                                          val, status, c_api::Same<tensorflow::int32>);
}

void TF_OpKernelConstruction_GetAttrInt64(TF_OpKernelConstruction* ctx, const char* attr_name,
                                          int64_t* val, TF_Status* status) {
  c_api::GetScalarAttr<tensorflow::int64>("TF_OpKernelConstruction_GetAttrInt64", ctx, attr_name,
                                          val, status, c_api::Same<tensorflow::int64>);
}

void TF_OpKernelConstruction_GetAttrFloat(TF_OpKernelConstruction* ctx, const char* attr_name,
                                          float* val, TF_Status* status) {
  c_api::GetScalarAttr<float>("TF_OpKernelConstruction_GetAttrFloat", ctx, attr_name, val, status,
                              c_api::Same<float>);
}

void TF_OpKernelConstruction_GetAttrBool(TF_OpKernelConstruction* ctx, const char* attr_name,
                                         TF_Bool* val, TF_Status* status) {
  c_api::GetScalarAttr<bool>("TF_OpKernelConstruction_GetAttrBool", ctx, attr_name, val, status,
                             [](bool v) -> TF_Bool { return v ? 1 : 0; });
}

void TF_OpKernelConstruction_GetAttrString(TF_OpKernelConstruction* ctx, const char* attr_name,
                                           char* val, size_t max_length, TF_Status* status) {
  static constexpr char kFunction[] = "TF_OpKernelConstruction_GetAttrString";
  Status result = c_api::CheckAttrArgs(kFunction, ctx, attr_name, ctx, "ctx");
  std::string value;
  if (result.ok()) result = c_api::FromC(ctx)->GetAttr(attr_name, &value);
  if (result.ok() && value.size() > max_length) {
    result = errors::InvalidArgument(kFunction, ": attr '", attr_name, "' holds ", value.size(),
                                     " bytes, but the caller has room for ", max_length);
  }
  if (result.ok() && !value.empty() && val == nullptr) result = c_api::NullArgument(kFunction, "val");
  if (result.ok() && !value.empty()) std::memcpy(val, value.data(), value.size());
  c_api::SetStatus(status, result);
}

void TF_OpKernelConstruction_GetAttrTensor(TF_OpKernelConstruction* ctx, const char* attr_name,
                                           TF_Tensor** val, TF_Status* status) {
  c_api::GetScalarAttr<Tensor>("TF_OpKernelConstruction_GetAttrTensor", ctx, attr_name, val,
                               status, [](const Tensor& v) { return c_api::NewTensorHandle(v); });
}

void TF_OpKernelConstruction_GetAttrTensorShape(TF_OpKernelConstruction* ctx,
                                                const char* attr_name, int64_t* dims,
                                                size_t num_dims, TF_Status* status) {
  static constexpr char kFunction[] = "TF_OpKernelConstruction_GetAttrTensorShape";
  Status result = c_api::CheckAttrArgs(kFunction, ctx, attr_name, ctx, "ctx");
  TensorShape shape;
  if (result.ok()) result = c_api::FromC(ctx)->GetAttr(attr_name, &shape);
  if (result.ok() && static_cast<size_t>(shape.dims()) != num_dims) {
    result = errors::InvalidArgument(kFunction, ": attr '", attr_name, "' is a shape of rank ",
                                     shape.dims(), ", but num_dims is ", num_dims);
  }
  if (result.ok() && num_dims > 0 && dims == nullptr) result = c_api::NullArgument(kFunction, "dims");
  if (result.ok()) {
    for (int d = 0; d < shape.dims(); ++d) dims[d] = shape.dim_size(d);
  }
  c_api::SetStatus(status, result);
}

void TF_OpKernelConstruction_GetAttrTypeList(TF_OpKernelConstruction* ctx, const char* attr_name,
                                             TF_DataType* vals, int max_vals, TF_Status* status) {
  c_api::GetListAttr<DataType>("TF_OpKernelConstruction_GetAttrTypeList", ctx, attr_name, vals,
                               max_vals, status,
                               [](DataType v) { return static_cast<TF_DataType>(v); });
}

void TF_OpKernelConstruction_GetAttrInt32List(TF_OpKernelConstruction* ctx, const char* attr_name,
                                              int32_t* vals, int max_vals, TF_Status* status) {
  c_api::GetListAttr<tensorflow::int32>("TF_OpKernelConstruction_GetAttrInt32List", ctx, attr_name,
                                        vals, max_vals, status, c_api::Same<tensorflow::int32>);
}

void TF_OpKernelConstruction_GetAttrInt64List(TF_OpKernelConstruction* ctx, const char* attr_name,
                                              int64_t* vals, int max_vals, TF_Status* status) {
  c_api::GetListAttr<tensorflow::int64>("TF_OpKernelConstruction_GetAttrInt64List", ctx, attr_name,
                                        vals, max_vals, status, c_api::Same<tensorflow::int64>);
}

void TF_OpKernelConstruction_GetAttrFloatList(TF_OpKernelConstruction* ctx, const char* attr_name,
                                              float* vals, int max_vals, TF_Status* status) {
  c_api::GetListAttr<float>("TF_OpKernelConstruction_GetAttrFloatList", ctx, attr_name, vals,
                            max_vals, status, c_api::Same<float>);
}

void TF_OpKernelConstruction_GetAttrBoolList(TF_OpKernelConstruction* ctx, const char* attr_name,
                                             TF_Bool* vals, int max_vals, TF_Status* status) {
  c_api::GetListAttr<bool>("TF_OpKernelConstruction_GetAttrBoolList", ctx, attr_name, vals,
                           max_vals, status, [](bool v) -> TF_Bool { return v ? 1 : 0; });
}

void TF_OpKernelConstruction_GetAttrStringList(TF_OpKernelConstruction* ctx, const char* attr_name,
                                               char** vals, size_t* lengths, int max_values,
                                               void* storage, size_t storage_size,
                                               TF_Status* status) {
  static constexpr char kFunction[] = "TF_OpKernelConstruction_GetAttrStringList";
  Status result = c_api::CheckAttrArgs(kFunction, ctx, attr_name, ctx, "ctx");
  std::vector<std::string> values;
  if (result.ok()) result = c_api::FromC(ctx)->GetAttr(attr_name, &values);
  size_t total = 0;
  for (const std::string& value : values) total += value.size();
  if (result.ok() && values.size() > static_cast<size_t>(std::max(max_values, 0))) {
    result = errors::InvalidArgument(kFunction, ": attr '", attr_name, "' holds ", values.size(),
                                     " strings, but the caller has room for ", max_values);
  }
  if (result.ok() && total > storage_size) {
    result = errors::InvalidArgument(kFunction, ": the strings of attr '", attr_name, "' take ",
                                     total, " bytes, but storage_size is ", storage_size);
  }
  if (result.ok() && !values.empty() && (vals == nullptr || lengths == nullptr)) {
    result = c_api::NullArgument(kFunction, vals == nullptr ? "vals" : "lengths");
  }
  if (result.ok() && total > 0 && storage == nullptr) {
    result = c_api::NullArgument(kFunction, "storage");
  }
  if (result.ok()) {
    char* next = static_cast<char*>(storage);
    for (size_t i = 0; i < values.size(); ++i) {
      vals[i] = next;
      lengths[i] = values[i].size();
      if (!values[i].empty()) std::memcpy(next, values[i].data(), values[i].size());
      next += values[i].size();
    }
  }
  c_api::SetStatus(status, result);
}

void TF_OpKernelConstruction_GetAttrTensorList(TF_OpKernelConstruction* ctx, const char* attr_name,
                                               TF_Tensor** vals, int max_values,
                                               TF_Status* status) {
  c_api::GetListAttr<Tensor>("TF_OpKernelConstruction_GetAttrTensorList", ctx, attr_name, vals,
                             max_values, status,
                             [](const Tensor& v) { return c_api::NewTensorHandle(v); });
}

bool TF_OpKernelConstruction_HasAttr(TF_OpKernelConstruction* ctx, const char* attr_name,
                                     TF_Status* status) {
  Status result =
      c_api::CheckAttrArgs("TF_OpKernelConstruction_HasAttr", ctx, attr_name, ctx, "ctx");
  c_api::SetStatus(status, result);
  return result.ok() && c_api::FromC(ctx)->HasAttr(attr_name);
}

TF_StringView TF_OpKernelConstruction_GetName(TF_OpKernelConstruction* ctx) {
  if (ctx == nullptr) return TF_StringView{"", 0};
  return c_api::ViewOf(c_api::FromC(ctx)->def().name());
}

TF_Buffer* TF_OpKernelConstruction_GetNodeDef(TF_OpKernelConstruction* ctx, TF_Status* status) {
  if (ctx == nullptr) {
    c_api::SetStatus(status, c_api::NullArgument("TF_OpKernelConstruction_GetNodeDef", "ctx"));
    return nullptr;
  }
  const std::string bytes = c_api::FromC(ctx)->def().SerializeAsString();
  c_api::SetOk(status);
  return TF_NewBufferFromString(bytes.data(), bytes.size());
}

TF_Buffer* TF_OpKernelConstruction_GetAttrFunction(TF_OpKernelConstruction* ctx,
                                                   const char* attr_name, TF_Status* status) {
  static constexpr char kFunction[] = "TF_OpKernelConstruction_GetAttrFunction";
  Status result = c_api::CheckAttrArgs(kFunction, ctx, attr_name, ctx, "ctx");
  const tensorflow::NameAttrList* function = nullptr;
  if (result.ok()) result = c_api::FromC(ctx)->GetAttr(attr_name, &function);
  c_api::SetStatus(status, result);
  if (!result.ok()) return nullptr;
  const std::string bytes = function->SerializeAsString();
  return TF_NewBufferFromString(bytes.data(), bytes.size());
}

}  // extern "C"
