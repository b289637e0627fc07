// The C API's calls on a TF_OpKernelContext (kernels.h): inputs, outputs and their allocation,
// failures, and what the kernel may ask of its run. Kernels call these on every run: argument
// checks take one pass and errors are worded out of line.
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

namespace tensorflow {
namespace c_api {
namespace {

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
// with: a valid output whose type has elements C can reach, and a shape. Inline, with errors built
// out of line: kernels call it on every run.
inline Status CheckOutputArgs(const char* function, TF_OpKernelContext* context, int index,
                              const int64_t* dims, int num_dims, TensorShape* shape) {
  if (TF_PREDICT_FALSE(context == nullptr)) return NullArgument(function, "context");
  OpKernelContext* ctx = FromC(context);
  TF_RETURN_IF_ERROR(CheckOutputIndex(function, ctx, index));
  const auto dtype = static_cast<TF_DataType>(ctx->expected_output_dtype(index));
  if (TF_PREDICT_FALSE(ElementSize(dtype) == 0)) return CheckReachableType(function, dtype);
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
  if (__builtin_mul_overflow(static_cast<size_t>(shape.num_elements()), ElementSize(dtype),
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
  const size_t element_size = c_api::ElementSize(dtype);
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
  if (result.ok()) result = c_api::CheckReachableType(kFunction, dtype);
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

}  // extern "C"
