// Registering ops and writing their shape functions through the C API.
//
//   TF_OpDefinitionBuilder* b = TF_NewOpDefinitionBuilder("ZeroOut");
//   TF_OpDefinitionBuilderAddInput(b, "to_zero: int32");
//   TF_OpDefinitionBuilderAddOutput(b, "zeroed: int32");
//   TF_OpDefinitionBuilderSetShapeInferenceFunction(b, &UnchangedShape);
//   TF_RegisterOpDefinition(b, status);  // frees b
//
// The builder only records what it is told; TF_RegisterOpDefinition checks everything (the spec
// syntax of "Adding a New Op", e.g. "T: {float, int32}", "N: int >= 2", "x: N * T") and reports
// every problem at once, naming the op and quoting the spec at fault.
//
// A shape function receives a TF_ShapeInferenceContext, valid only during that call. Shapes and
// dimensions are read and written through handles the caller allocates (TF_NewShapeHandle,
// TF_NewDimensionHandle) and frees; a handle filled by one context refers to data of that
// context and is meaningless after the shape function returns.
#ifndef TENSORFLOW_LITE_CORE_C_OPS_H_
#define TENSORFLOW_LITE_CORE_C_OPS_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tensorflow_lite_core/c/c_api_macros.h"
#include "tensorflow_lite_core/c/tf_datatype.h"
#include "tensorflow_lite_core/c/tf_status.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct TF_DimensionHandle TF_DimensionHandle;
typedef struct TF_OpDefinitionBuilder TF_OpDefinitionBuilder;
typedef struct TF_ShapeHandle TF_ShapeHandle;
typedef struct TF_ShapeInferenceContext TF_ShapeInferenceContext;

// ---- Op definitions.

// A builder for the op `op_name` (CamelCase). The caller owns it until it passes it to
// TF_RegisterOpDefinition (which frees it) or frees it with TF_DeleteOpDefinitionBuilder.
// NULL when op_name is NULL.
TF_CAPI_EXPORT extern TF_OpDefinitionBuilder* TF_NewOpDefinitionBuilder(const char* op_name);

// Registers the op described by `builder` with the process's op registry and frees `builder`,
// whether or not registration succeeds. Errors: TF_INVALID_ARGUMENT for a malformed description
// (all problems listed) or a NULL builder, TF_ALREADY_EXISTS when an op of that name is already
// registered. During a plugin load, a failure also fails the load (see c_api.h).
TF_CAPI_EXPORT extern void TF_RegisterOpDefinition(TF_OpDefinitionBuilder* builder,
                                                   TF_Status* status);

// Frees a builder that was not registered; NULL is ignored.
TF_CAPI_EXPORT extern void TF_DeleteOpDefinitionBuilder(TF_OpDefinitionBuilder* builder);

// Adds an attr: "<name>: <type>[ >= <min>][ = <default>]", e.g. "T: {float, int32} = DT_INT32",
// "N: int >= 2", "shape: list(int) = [2, 3]". Copied; checked at registration. A NULL `builder`
// is ignored; a NULL spec makes registration fail.
TF_CAPI_EXPORT extern void TF_OpDefinitionBuilderAddAttr(TF_OpDefinitionBuilder* builder,
                                                         const char* attr_spec);

// Adds an input: "<name>: <type or type attr>", "<name>: <int attr> * <type>",
// "<name>: <list(type) attr>", or any of these in Ref(...). Same rules as AddAttr.
TF_CAPI_EXPORT extern void TF_OpDefinitionBuilderAddInput(TF_OpDefinitionBuilder* builder,
                                                          const char* input_spec);

// Adds an output; the spec is written as for inputs.
TF_CAPI_EXPORT extern void TF_OpDefinitionBuilderAddOutput(TF_OpDefinitionBuilder* builder,
                                                           const char* output_spec);

// Op properties (all false by default); the last call for each wins.
TF_CAPI_EXPORT extern void TF_OpDefinitionBuilderSetIsCommutative(TF_OpDefinitionBuilder* builder,
                                                                  bool is_commutative);
TF_CAPI_EXPORT extern void TF_OpDefinitionBuilderSetIsAggregate(TF_OpDefinitionBuilder* builder,
                                                                bool is_aggregate);
TF_CAPI_EXPORT extern void TF_OpDefinitionBuilderSetIsStateful(TF_OpDefinitionBuilder* builder,
                                                               bool is_stateful);
TF_CAPI_EXPORT extern void TF_OpDefinitionBuilderSetAllowsUninitializedInput(
    TF_OpDefinitionBuilder* builder, bool allows_uninitialized_input);

// The op stops working in GraphDefs of version `version` and later; `explanation` (copied) says
// what to use instead.
TF_CAPI_EXPORT extern void TF_OpDefinitionBuilderDeprecated(TF_OpDefinitionBuilder* builder,
                                                            int version, const char* explanation);

// The op's shape function. It reports problems by setting `status` (left TF_OK otherwise) and
// must set every output (TF_ShapeInferenceContextSetOutput or SetUnknownShape).
TF_CAPI_EXPORT extern void TF_OpDefinitionBuilderSetShapeInferenceFunction(
    TF_OpDefinitionBuilder* builder,
    void (*shape_inference_func)(TF_ShapeInferenceContext* ctx, TF_Status* status));

#if TF_ABI_TARGET_VERSION >= 2
// (ABI version 2.) As above, for a shape function with state: each call receives `state`, which
// the core never reads or frees. It must stay valid while the op is registered, i.e. for the rest
// of the process once registration succeeded.
TF_CAPI_EXPORT extern void TF_OpDefinitionBuilderSetShapeInferenceFunctionWithState(
    TF_OpDefinitionBuilder* builder,
    void (*shape_inference_func)(TF_ShapeInferenceContext* ctx, void* state, TF_Status* status),
    void* state);
#endif

#if TF_ABI_TARGET_VERSION >= 4
// (Version 4; a tflc extension, TensorFlow has no such function.) Where the op is registered in
// the plugin's source, usually `__FILE__, __LINE__`: a duplicate registration then names
// "file:line" of both, as for REGISTER_OP ("Op with name X is already registered (first
// registration at a.cc:12, duplicate at b.c:34)"). `file` is copied. A NULL or empty `file`
// means unknown: the op is then recorded as without this call (the plugin's file name, or "the C
// API"). The last call wins; a NULL builder is ignored.
TF_CAPI_EXPORT extern void TF_OpDefinitionBuilderSetSourceLocation(TF_OpDefinitionBuilder* builder,
                                                                   const char* file, int line);
#endif  // TF_ABI_TARGET_VERSION >= 4

// ---- Shape functions. `ctx` arguments may not be NULL; functions with a status report a NULL
// ctx or handle as TF_INVALID_ARGUMENT, the others return the documented fallback.

// The number of inputs of the node; -1 for a NULL ctx.
TF_CAPI_EXPORT extern int64_t TF_ShapeInferenceContextNumInputs(TF_ShapeInferenceContext* ctx);

// A new shape handle holding no shape. The caller owns it (TF_DeleteShapeHandle).
TF_CAPI_EXPORT extern TF_ShapeHandle* TF_NewShapeHandle(void);

// Fills `handle` with the shape of input `i`. TF_INVALID_ARGUMENT when i is outside
// [0, TF_ShapeInferenceContextNumInputs(ctx)).
TF_CAPI_EXPORT extern void TF_ShapeInferenceContextGetInput(TF_ShapeInferenceContext* ctx, int i,
                                                            TF_ShapeHandle* handle,
                                                            TF_Status* status);

// Sets output `i` to the shape in `handle` (copied; the caller keeps and frees `handle`).
// TF_INVALID_ARGUMENT for an index out of range or a handle holding no shape.
TF_CAPI_EXPORT extern void TF_ShapeInferenceContextSetOutput(TF_ShapeInferenceContext* ctx, int i,
                                                             TF_ShapeHandle* handle,
                                                             TF_Status* status);

// New handles holding a scalar shape / the shape [size]. The caller owns them
// (TF_DeleteShapeHandle). NULL for a NULL ctx, or a size above INT64_MAX.
TF_CAPI_EXPORT extern TF_ShapeHandle* TF_ShapeInferenceContextScalar(TF_ShapeInferenceContext* ctx);
TF_CAPI_EXPORT extern TF_ShapeHandle* TF_ShapeInferenceContextVectorFromSize(
    TF_ShapeInferenceContext* ctx, size_t size);

// A new dimension handle holding no dimension. The caller owns it (TF_DeleteDimensionHandle).
TF_CAPI_EXPORT extern TF_DimensionHandle* TF_NewDimensionHandle(void);

// Reads the type attr `attr_name` of the node. TF_NOT_FOUND when missing, TF_INVALID_ARGUMENT
// when the attr holds something else than a type.
TF_CAPI_EXPORT extern void TF_ShapeInferenceContext_GetAttrType(TF_ShapeInferenceContext* ctx,
                                                                const char* attr_name,
                                                                TF_DataType* val,
                                                                TF_Status* status);

// The rank of the shape in `handle`; -1 when unknown, when `handle` holds no shape, or for NULL.
TF_CAPI_EXPORT extern int64_t TF_ShapeInferenceContextRank(TF_ShapeInferenceContext* ctx,
                                                           TF_ShapeHandle* handle);

// 1 when the shape's rank is known, else 0.
TF_CAPI_EXPORT extern int TF_ShapeInferenceContextRankKnown(TF_ShapeInferenceContext* ctx,
                                                            TF_ShapeHandle* handle);

// Checks that the shape in `handle` has rank `rank` (exactly, at least, at most) and puts the
// shape, refined where the rank was unknown, in `result` (which may be `handle`). On
// TF_INVALID_ARGUMENT ("Shape must be rank 2 but is rank 3") `result` holds no shape.
TF_CAPI_EXPORT extern void TF_ShapeInferenceContextWithRank(TF_ShapeInferenceContext* ctx,
                                                            TF_ShapeHandle* handle, int64_t rank,
                                                            TF_ShapeHandle* result,
                                                            TF_Status* status);
TF_CAPI_EXPORT extern void TF_ShapeInferenceContextWithRankAtLeast(TF_ShapeInferenceContext* ctx,
                                                                   TF_ShapeHandle* handle,
                                                                   int64_t rank,
                                                                   TF_ShapeHandle* result,
                                                                   TF_Status* status);
TF_CAPI_EXPORT extern void TF_ShapeInferenceContextWithRankAtMost(TF_ShapeInferenceContext* ctx,
                                                                  TF_ShapeHandle* handle,
                                                                  int64_t rank,
                                                                  TF_ShapeHandle* result,
                                                                  TF_Status* status);

// Puts dimension `i` of the shape in `shape_handle` into `result`; a negative `i` counts from the
// end. For an unknown rank `result` is a new unknown dimension; for an index out of range (or a
// NULL argument) `result` holds no dimension, which reads as unknown.
TF_CAPI_EXPORT extern void TF_ShapeInferenceContextDim(TF_ShapeInferenceContext* ctx,
                                                       TF_ShapeHandle* shape_handle, int64_t i,
                                                       TF_DimensionHandle* result);

// Puts dimensions [start, end) of the shape in `shape_handle` into `result`, as Python slicing:
// negative indices count from the end, indices past the rank are clamped. TF_INVALID_ARGUMENT
// when start or end lies before the first dimension or start comes after end.
TF_CAPI_EXPORT extern void TF_ShapeInferenceContextSubshape(TF_ShapeInferenceContext* ctx,
                                                            TF_ShapeHandle* shape_handle,
                                                            int64_t start, int64_t end,
                                                            TF_ShapeHandle* result,
                                                            TF_Status* status);

// Sets every output to a shape of unknown rank.
TF_CAPI_EXPORT extern void TF_ShapeInferenceContextSetUnknownShape(TF_ShapeInferenceContext* ctx,
                                                                   TF_Status* status);

// 1 when the dimension in `dim_handle` has a known size, else 0 (also for NULL or no dimension).
TF_CAPI_EXPORT extern int TF_DimensionHandleValueKnown(TF_DimensionHandle* dim_handle);

// The size of the dimension; -1 when unknown, for NULL, or when the handle holds no dimension.
TF_CAPI_EXPORT extern int64_t TF_DimensionHandleValue(TF_DimensionHandle* dim_handle);

// Puts the dimensions of `first` followed by those of `second` into `result`; unknown when either
// rank is unknown.
TF_CAPI_EXPORT extern void TF_ShapeInferenceContextConcatenateShapes(TF_ShapeInferenceContext* ctx,
                                                                     TF_ShapeHandle* first,
                                                                     TF_ShapeHandle* second,
                                                                     TF_ShapeHandle* result,
                                                                     TF_Status* status);

// Free handles; NULL is ignored.
TF_CAPI_EXPORT extern void TF_DeleteShapeHandle(TF_ShapeHandle* handle);
TF_CAPI_EXPORT extern void TF_DeleteDimensionHandle(TF_DimensionHandle* handle);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // TENSORFLOW_LITE_CORE_C_OPS_H_
