#include "tensorflow_lite_core/c/ops.h"

#include <cstdint>
#include <limits>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "tensorflow_lite_core/c/c_api_internal.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/op_def_builder.h"
#include "tensorflow_lite_core/framework/shape_inference.h"
#include "tensorflow_lite_core/platform/strcat.h"

// What the builder functions record; flags are applied at registration so the last call wins.
struct TF_OpDefinitionBuilder {
  explicit TF_OpDefinitionBuilder(const char* op_name) : builder(op_name) {}

  tensorflow::OpDefBuilder builder;
  bool is_commutative = false;
  bool is_aggregate = false;
  bool is_stateful = false;
  bool allows_uninitialized_input = false;
  tensorflow::OpShapeInferenceFn shape_fn;
  // Where the plugin registers the op (TF_OpDefinitionBuilderSetSourceLocation); empty if unknown.
  std::string source_file;
  int source_line = 0;
  // Misuse noticed while recording (a NULL spec), reported by TF_RegisterOpDefinition.
  std::vector<std::string> errors;
};

namespace {

using tensorflow::Status;
using tensorflow::shape_inference::DimensionHandle;
using tensorflow::shape_inference::InferenceContext;
using tensorflow::shape_inference::ShapeHandle;
namespace c_api = tensorflow::c_api;
namespace errors = tensorflow::errors;

// Records a spec (or notes that none was given) for one of the Add* functions.
template <typename Add>
void AddSpec(TF_OpDefinitionBuilder* builder, const char* spec, const char* function, Add add) {
  if (builder == nullptr) return;
  if (spec == nullptr) {
    builder->errors.push_back(tensorflow::strings::StrCat(function, " was given a NULL spec"));
    return;
  }
  add(std::string(spec));
}

bool IsSet(ShapeHandle handle) { return !handle.SameHandle(ShapeHandle()); }
bool IsSet(DimensionHandle handle) { return !handle.SameHandle(DimensionHandle()); }

using NamedHandles = std::initializer_list<std::pair<const TF_ShapeHandle*, const char*>>;

// Checks the context and handles of a shape function with a status: `inputs` must hold a shape,
// `outputs` only exist.
Status CheckShapeArgs(const char* function, TF_ShapeInferenceContext* ctx, NamedHandles inputs,
                      NamedHandles outputs = {}) {
  if (ctx == nullptr) return c_api::NullArgument(function, "ctx");
  for (const auto& [handle, name] : inputs) {
    if (handle == nullptr) return c_api::NullArgument(function, name);
    if (!IsSet(handle->handle)) {
      return errors::InvalidArgument(function, ": ", name, " holds no shape (fill it first, e.g. ",
                                     "with TF_ShapeInferenceContextGetInput)");
    }
  }
  for (const auto& [handle, name] : outputs) {
    if (handle == nullptr) return c_api::NullArgument(function, name);
  }
  return Status();
}

// Runs one of the context's With* checks on `handle`, putting the outcome in `result`.
template <typename Check>
void WithRankCheck(const char* function, TF_ShapeInferenceContext* ctx, TF_ShapeHandle* handle,
                   TF_ShapeHandle* result, TF_Status* status, Check check) {
  Status args = CheckShapeArgs(function, ctx, {{handle, "handle"}}, {{result, "result"}});
  if (!args.ok()) return c_api::SetStatus(status, args);
  ShapeHandle out;
  Status checked = check(c_api::FromC(ctx), handle->handle, &out);
  result->handle = out;
  c_api::SetStatus(status, checked);
}

TF_ShapeHandle* NewHandleWith(ShapeHandle shape) { return new TF_ShapeHandle{shape}; }

}  // namespace

extern "C" {

TF_OpDefinitionBuilder* TF_NewOpDefinitionBuilder(const char* op_name) {
  if (op_name == nullptr) return nullptr;
  return new TF_OpDefinitionBuilder(op_name);
}

void TF_DeleteOpDefinitionBuilder(TF_OpDefinitionBuilder* builder) { delete builder; }

void TF_RegisterOpDefinition(TF_OpDefinitionBuilder* builder, TF_Status* status) {
  if (builder == nullptr) {
    const Status error = c_api::NullArgument("TF_RegisterOpDefinition", "builder");
    c_api::RecordRegistrationFailure(error);
    return c_api::SetStatus(status, error);
  }
  std::unique_ptr<TF_OpDefinitionBuilder> owned(builder);
  const std::string op_name = owned->builder.op_def().name();
  if (!owned->errors.empty()) {
    std::string message = tensorflow::strings::StrCat("Op '", op_name, "' was described wrongly:");
    for (const std::string& error : owned->errors) tensorflow::strings::StrAppend(&message, "\n  ", error);
    const Status error = errors::InvalidArgument(message);
    c_api::RecordRegistrationFailure(error);
    return c_api::SetStatus(status, error);
  }
  tensorflow::OpDefBuilder& op = owned->builder;
  if (owned->is_commutative) op.SetIsCommutative();
  if (owned->is_aggregate) op.SetIsAggregate();
  if (owned->is_stateful) op.SetIsStateful();
  if (owned->allows_uninitialized_input) op.SetAllowsUninitializedInput();
  if (owned->shape_fn) op.SetShapeFn(owned->shape_fn);
  // Without a location from the plugin, the plugin's file (line unknown) is all there is.
  const std::string* plugin = c_api::CurrentPluginFilename();
  const std::string source = !owned->source_file.empty() ? owned->source_file
                             : plugin != nullptr         ? *plugin
                                                         : "the C API";
  const int line = owned->source_line;
  const Status registered = tensorflow::OpRegistry::Global()->RegisterNow(
      [&op, &source, line](tensorflow::OpRegistrationData* data) {
        Status finalized = op.Finalize(data);
        data->source_file = source;
        data->source_line = line;
        return finalized;
      });
  c_api::RecordRegistrationFailure(registered);
  c_api::SetStatus(status, registered);
}

void TF_OpDefinitionBuilderAddAttr(TF_OpDefinitionBuilder* builder, const char* attr_spec) {
  AddSpec(builder, attr_spec, "TF_OpDefinitionBuilderAddAttr",
          [builder](std::string spec) { builder->builder.Attr(std::move(spec)); });
}

void TF_OpDefinitionBuilderAddInput(TF_OpDefinitionBuilder* builder, const char* input_spec) {
  AddSpec(builder, input_spec, "TF_OpDefinitionBuilderAddInput",
          [builder](std::string spec) { builder->builder.Input(std::move(spec)); });
}

void TF_OpDefinitionBuilderAddOutput(TF_OpDefinitionBuilder* builder, const char* output_spec) {
  AddSpec(builder, output_spec, "TF_OpDefinitionBuilderAddOutput",
          [builder](std::string spec) { builder->builder.Output(std::move(spec)); });
}

void TF_OpDefinitionBuilderSetIsCommutative(TF_OpDefinitionBuilder* builder, bool is_commutative) {
  if (builder != nullptr) builder->is_commutative = is_commutative;
}

void TF_OpDefinitionBuilderSetIsAggregate(TF_OpDefinitionBuilder* builder, bool is_aggregate) {
  if (builder != nullptr) builder->is_aggregate = is_aggregate;
}

void TF_OpDefinitionBuilderSetIsStateful(TF_OpDefinitionBuilder* builder, bool is_stateful) {
  if (builder != nullptr) builder->is_stateful = is_stateful;
}

void TF_OpDefinitionBuilderSetAllowsUninitializedInput(TF_OpDefinitionBuilder* builder,
                                                       bool allows_uninitialized_input) {
  if (builder != nullptr) builder->allows_uninitialized_input = allows_uninitialized_input;
}

void TF_OpDefinitionBuilderDeprecated(TF_OpDefinitionBuilder* builder, int version,
                                      const char* explanation) {
  AddSpec(builder, explanation, "TF_OpDefinitionBuilderDeprecated",
          [builder, version](std::string text) { builder->builder.Deprecated(version, std::move(text)); });
}

void TF_OpDefinitionBuilderSetShapeInferenceFunction(
    TF_OpDefinitionBuilder* builder,
    void (*shape_inference_func)(TF_ShapeInferenceContext* ctx, TF_Status* status)) {
  if (builder == nullptr) return;
  if (shape_inference_func == nullptr) {
    builder->errors.push_back(
        "TF_OpDefinitionBuilderSetShapeInferenceFunction was given a NULL function");
    return;
  }
  builder->shape_fn = [shape_inference_func](InferenceContext* c) {
    TF_Status status;
    shape_inference_func(c_api::ToC(c), &status);
    return status.status;
  };
}

void TF_OpDefinitionBuilderSetShapeInferenceFunctionWithState(
    TF_OpDefinitionBuilder* builder,
    void (*shape_inference_func)(TF_ShapeInferenceContext* ctx, void* state, TF_Status* status),
    void* state) {
  if (builder == nullptr) return;
  if (shape_inference_func == nullptr) {
    builder->errors.push_back(
        "TF_OpDefinitionBuilderSetShapeInferenceFunctionWithState was given a NULL function");
    return;
  }
  builder->shape_fn = [shape_inference_func, state](InferenceContext* c) {
    TF_Status status;
    shape_inference_func(c_api::ToC(c), state, &status);
    return status.status;
  };
}

void TF_OpDefinitionBuilderSetSourceLocation(TF_OpDefinitionBuilder* builder, const char* file,
                                             int line) {
  if (builder == nullptr) return;
  const bool known = file != nullptr && file[0] != '\0';
  builder->source_file = known ? file : "";
  builder->source_line = known ? line : 0;
}

int64_t TF_ShapeInferenceContextNumInputs(TF_ShapeInferenceContext* ctx) {
  return ctx == nullptr ? -1 : c_api::FromC(ctx)->num_inputs();
}

TF_ShapeHandle* TF_NewShapeHandle(void) { return new TF_ShapeHandle; }

void TF_ShapeInferenceContextGetInput(TF_ShapeInferenceContext* ctx, int i,
                                      TF_ShapeHandle* handle, TF_Status* status) {
  static constexpr char kFunction[] = "TF_ShapeInferenceContextGetInput";
  Status args = CheckShapeArgs(kFunction, ctx, {}, {{handle, "handle"}});
  if (!args.ok()) return c_api::SetStatus(status, args);
  InferenceContext* c = c_api::FromC(ctx);
  if (i < 0 || i >= c->num_inputs()) {
    return c_api::SetStatus(status, errors::InvalidArgument(kFunction, ": input index ", i,
                                                            " out of range [0, ", c->num_inputs(),
                                                            ") for op '", c->op(), "'"));
  }
  handle->handle = c->input(i);
  c_api::SetOk(status);
}

void TF_ShapeInferenceContextSetOutput(TF_ShapeInferenceContext* ctx, int i,
                                       TF_ShapeHandle* handle, TF_Status* status) {
  static constexpr char kFunction[] = "TF_ShapeInferenceContextSetOutput";
  Status args = CheckShapeArgs(kFunction, ctx, {}, {{handle, "handle"}});
  if (!args.ok()) return c_api::SetStatus(status, args);
  InferenceContext* c = c_api::FromC(ctx);
  if (i < 0 || i >= c->num_outputs()) {
    return c_api::SetStatus(status, errors::InvalidArgument(kFunction, ": output index ", i,
                                                            " out of range [0, ", c->num_outputs(),
                                                            ") for op '", c->op(), "'"));
  }
  if (!IsSet(handle->handle)) {
    return c_api::SetStatus(status, errors::InvalidArgument(kFunction, ": the handle for output ",
                                                            i, " of op '", c->op(),
                                                            "' holds no shape"));
  }
  c->set_output(i, handle->handle);
  c_api::SetOk(status);
}

TF_ShapeHandle* TF_ShapeInferenceContextScalar(TF_ShapeInferenceContext* ctx) {
  if (ctx == nullptr) return nullptr;
  return NewHandleWith(c_api::FromC(ctx)->Scalar());
}

TF_ShapeHandle* TF_ShapeInferenceContextVectorFromSize(TF_ShapeInferenceContext* ctx,
                                                       size_t size) {
  if (ctx == nullptr || size > static_cast<size_t>(std::numeric_limits<int64_t>::max())) {
    return nullptr;
  }
  return NewHandleWith(c_api::FromC(ctx)->Vector(static_cast<tensorflow::int64>(size)));
}

TF_DimensionHandle* TF_NewDimensionHandle(void) { return new TF_DimensionHandle; }

void TF_ShapeInferenceContext_GetAttrType(TF_ShapeInferenceContext* ctx, const char* attr_name,
                                          TF_DataType* val, TF_Status* status) {
  static constexpr char kFunction[] = "TF_ShapeInferenceContext_GetAttrType";
  if (ctx == nullptr) return c_api::SetStatus(status, c_api::NullArgument(kFunction, "ctx"));
  if (attr_name == nullptr) {
    return c_api::SetStatus(status, c_api::NullArgument(kFunction, "attr_name"));
  }
  if (val == nullptr) return c_api::SetStatus(status, c_api::NullArgument(kFunction, "val"));
  tensorflow::DataType dtype;
  Status read = c_api::FromC(ctx)->GetAttr(attr_name, &dtype);
  if (read.ok()) *val = static_cast<TF_DataType>(dtype);
  c_api::SetStatus(status, read);
}

int64_t TF_ShapeInferenceContextRank(TF_ShapeInferenceContext* ctx, TF_ShapeHandle* handle) {
  if (ctx == nullptr || handle == nullptr) return -1;
  return InferenceContext::Rank(handle->handle);
}

int TF_ShapeInferenceContextRankKnown(TF_ShapeInferenceContext* ctx, TF_ShapeHandle* handle) {
  if (ctx == nullptr || handle == nullptr) return 0;
  return InferenceContext::RankKnown(handle->handle) ? 1 : 0;
}

void TF_ShapeInferenceContextWithRank(TF_ShapeInferenceContext* ctx, TF_ShapeHandle* handle,
                                      int64_t rank, TF_ShapeHandle* result, TF_Status* status) {
  WithRankCheck("TF_ShapeInferenceContextWithRank", ctx, handle, result, status,
                [rank](InferenceContext* c, ShapeHandle in, ShapeHandle* out) {
                  return c->WithRank(in, rank, out);
                });
}

void TF_ShapeInferenceContextWithRankAtLeast(TF_ShapeInferenceContext* ctx,
                                             TF_ShapeHandle* handle, int64_t rank,
                                             TF_ShapeHandle* result, TF_Status* status) {
  WithRankCheck("TF_ShapeInferenceContextWithRankAtLeast", ctx, handle, result, status,
                [rank](InferenceContext* c, ShapeHandle in, ShapeHandle* out) {
                  return c->WithRankAtLeast(in, rank, out);
                });
}

void TF_ShapeInferenceContextWithRankAtMost(TF_ShapeInferenceContext* ctx, TF_ShapeHandle* handle,
                                            int64_t rank, TF_ShapeHandle* result,
                                            TF_Status* status) {
  WithRankCheck("TF_ShapeInferenceContextWithRankAtMost", ctx, handle, result, status,
                [rank](InferenceContext* c, ShapeHandle in, ShapeHandle* out) {
                  return c->WithRankAtMost(in, rank, out);
                });
}

void TF_ShapeInferenceContextDim(TF_ShapeInferenceContext* ctx, TF_ShapeHandle* shape_handle,
                                 int64_t i, TF_DimensionHandle* result) {
  if (result == nullptr) return;
  result->handle = DimensionHandle();
  if (ctx == nullptr || shape_handle == nullptr) return;
  const ShapeHandle shape = shape_handle->handle;
  if (!InferenceContext::RankKnown(shape)) {
    if (IsSet(shape)) result->handle = c_api::FromC(ctx)->UnknownDim();
    return;
  }
  const int64_t rank = InferenceContext::Rank(shape);
  if (i < -rank || i >= rank) return;  // No dimension: the context would abort instead.
  result->handle = InferenceContext::DimKnownRank(shape, i);
}

void TF_ShapeInferenceContextSubshape(TF_ShapeInferenceContext* ctx, TF_ShapeHandle* shape_handle,
                                      int64_t start, int64_t end, TF_ShapeHandle* result,
                                      TF_Status* status) {
  Status args = CheckShapeArgs("TF_ShapeInferenceContextSubshape", ctx,
                               {{shape_handle, "shape_handle"}}, {{result, "result"}});
  if (!args.ok()) return c_api::SetStatus(status, args);
  ShapeHandle out;
  Status sliced = c_api::FromC(ctx)->Subshape(shape_handle->handle, start, end, &out);
  result->handle = out;
  c_api::SetStatus(status, sliced);
}

void TF_ShapeInferenceContextSetUnknownShape(TF_ShapeInferenceContext* ctx, TF_Status* status) {
  if (ctx == nullptr) {
    return c_api::SetStatus(status,
                            c_api::NullArgument("TF_ShapeInferenceContextSetUnknownShape", "ctx"));
  }
  InferenceContext* c = c_api::FromC(ctx);
  for (int i = 0; i < c->num_outputs(); ++i) c->set_output(i, c->UnknownShape());
  c_api::SetOk(status);
}

int TF_DimensionHandleValueKnown(TF_DimensionHandle* dim_handle) {
  if (dim_handle == nullptr || !IsSet(dim_handle->handle)) return 0;
  return InferenceContext::ValueKnown(dim_handle->handle) ? 1 : 0;
}

int64_t TF_DimensionHandleValue(TF_DimensionHandle* dim_handle) {
  if (dim_handle == nullptr || !IsSet(dim_handle->handle)) return -1;
  return InferenceContext::Value(dim_handle->handle);
}

void TF_ShapeInferenceContextConcatenateShapes(TF_ShapeInferenceContext* ctx,
                                               TF_ShapeHandle* first, TF_ShapeHandle* second,
                                               TF_ShapeHandle* result, TF_Status* status) {
  Status args = CheckShapeArgs("TF_ShapeInferenceContextConcatenateShapes", ctx,
                               {{first, "first"}, {second, "second"}}, {{result, "result"}});
  if (!args.ok()) return c_api::SetStatus(status, args);
  ShapeHandle out;
  Status joined = c_api::FromC(ctx)->Concatenate(first->handle, second->handle, &out);
  result->handle = out;
  c_api::SetStatus(status, joined);
}

void TF_DeleteShapeHandle(TF_ShapeHandle* handle) { delete handle; }

void TF_DeleteDimensionHandle(TF_DimensionHandle* handle) { delete handle; }

}  // extern "C"
