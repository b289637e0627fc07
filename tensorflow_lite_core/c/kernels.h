// Registering kernels and implementing them through the C API.
//
//   TF_KernelBuilder* b = TF_NewKernelBuilder("ZeroOut", "CPU", &Create, &Compute, &Delete);
//   TF_KernelBuilder_TypeConstraint(b, "T", TF_FLOAT, status);
//   TF_RegisterKernelBuilder("ZeroOutOp<float>", b, status);  // takes b
//
// The core calls create_func once per node (with a TF_OpKernelConstruction giving the node's
// attrs), compute_func for every run (with a TF_OpKernelContext giving inputs and outputs), and
// delete_func when the kernel is dropped. Both context pointers are owned by the core and valid
// only during the call that receives them.
//
// Ownership: a TF_Tensor* returned by any function here is owned by the caller (TF_DeleteTensor);
// it shares its buffer with the core's tensor, so writing through TF_TensorData of an allocated
// output writes the output. Strings returned as TF_StringView are owned by the core.
#ifndef TENSORFLOW_LITE_CORE_C_KERNELS_H_
#define TENSORFLOW_LITE_CORE_C_KERNELS_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tensorflow_lite_core/c/c_api.h"
#include "tensorflow_lite_core/c/c_api_macros.h"
#include "tensorflow_lite_core/c/tf_buffer.h"
#include "tensorflow_lite_core/c/tf_datatype.h"
#include "tensorflow_lite_core/c/tf_rendezvous_c_api.h"
#include "tensorflow_lite_core/c/tf_status.h"
#include "tensorflow_lite_core/c/tf_tensor.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct TF_KernelBuilder TF_KernelBuilder;
typedef struct TF_OpKernelConstruction TF_OpKernelConstruction;
typedef struct TF_OpKernelContext TF_OpKernelContext;

// A device stream (see TF_GetStream).
typedef struct SP_Stream_st* SP_Stream;

// ---- Kernel registration.

// A builder for a kernel of op `op_name` on devices of type `device_name` ("CPU", "GPU").
// `create_func` (may be NULL) returns the kernel's state, passed to `compute_func` and
// `delete_func` (may be NULL) as their first argument. It may report a failure with
// TF_OpKernelConstruction_Failure; the core then drops the kernel (calling delete_func).
// The caller owns the builder until TF_RegisterKernelBuilder takes it (or frees it with
// TF_DeleteKernelBuilder). NULL when op_name, device_name or compute_func is NULL.
TF_CAPI_EXPORT extern TF_KernelBuilder* TF_NewKernelBuilder(
    const char* op_name, const char* device_name, void* (*create_func)(TF_OpKernelConstruction*),
    void (*compute_func)(void*, TF_OpKernelContext*), void (*delete_func)(void*));

// The kernel serves only nodes whose type attr `attr_name` is `type`. Several calls for one attr
// allow several types. TF_INVALID_ARGUMENT for a NULL argument or a value that is not a
// TF_DataType; whether the op has such an attr is checked at registration.
TF_CAPI_EXPORT extern void TF_KernelBuilder_TypeConstraint(TF_KernelBuilder* kernel_builder,
                                                           const char* attr_name,
                                                           const TF_DataType type,
                                                           TF_Status* status);

// The input or output `arg_name` stays in host memory on non-CPU devices. NULLs are ignored; the
// name is checked at registration.
TF_CAPI_EXPORT extern void TF_KernelBuilder_HostMemory(TF_KernelBuilder* kernel_builder,
                                                       const char* arg_name);

// Among kernels matching a node, the highest priority wins (default 0).
TF_CAPI_EXPORT extern void TF_KernelBuilder_Priority(TF_KernelBuilder* kernel_builder,
                                                     int32_t priority_number);

// The kernel serves only nodes whose "_kernel" attr is `label`. NULLs are ignored.
TF_CAPI_EXPORT extern void TF_KernelBuilder_Label(TF_KernelBuilder* kernel_builder,
                                                  const char* label);

// Registers the kernel under the name `kernel_name` (used in messages) and frees `builder`,
// whether or not registration succeeds. Errors (TF_INVALID_ARGUMENT): a NULL argument, an op that
// is not registered, a type constraint on an attr the op lacks or that is not a type attr (or on
// a type the attr does not allow), a host-memory argument the op lacks. During a plugin load, a
// failure also fails the load (see c_api.h).
TF_CAPI_EXPORT extern void TF_RegisterKernelBuilder(const char* kernel_name,
                                                    TF_KernelBuilder* builder, TF_Status* status);

// Frees a builder that was not registered; NULL is ignored.
TF_CAPI_EXPORT extern void TF_DeleteKernelBuilder(TF_KernelBuilder* builder);

#if TF_ABI_TARGET_VERSION >= 3
// (Version 3.) Registers the kernel with `serialized_kernel_def`, a serialized KernelDef, instead
// of the one the builder's calls describe; the builder still gives the functions. As in
// TensorFlow, the def is read as a C string: up to its first NUL byte. NULL makes this
// TF_RegisterKernelBuilder. The def is checked against its op as TF_RegisterKernelBuilder checks
// the builder's, and must name the builder's op. Frees `builder` in every case.
TF_CAPI_EXPORT extern void TF_RegisterKernelBuilderWithKernelDef(const char* serialized_kernel_def,
                                                                 const char* name,
                                                                 TF_KernelBuilder* builder,
                                                                 TF_Status* status);

// (Version 3.) What an asynchronous kernel calls, exactly once, when its work is finished.
typedef struct TF_AsyncOpKernelDoneCallback TF_AsyncOpKernelDoneCallback;

// (Version 3.) A builder for an asynchronous kernel: compute_async_func starts the work and may
// return before it ends; it (or any thread it hands the work to) then calls
// TF_RunAsyncOpKernelDoneCallback(done). The context stays valid until then. Otherwise as
// TF_NewKernelBuilder.
TF_CAPI_EXPORT extern TF_KernelBuilder* TF_NewAsyncKernelBuilder(
    const char* op_name, const char* device_name, void* (*create_func)(TF_OpKernelConstruction*),
    void (*compute_async_func)(void*, TF_OpKernelContext*, TF_AsyncOpKernelDoneCallback* done),
    void (*delete_func)(void*));

// (Version 3.) Ends the asynchronous run `done` belongs to and frees `done`. NULL is ignored.
TF_CAPI_EXPORT extern void TF_RunAsyncOpKernelDoneCallback(TF_AsyncOpKernelDoneCallback* done);
#endif  // TF_ABI_TARGET_VERSION >= 3

#if TF_ABI_TARGET_VERSION >= 4
// (Version 4; a tflc extension, TensorFlow has no such function.) Where the kernel is registered
// in the plugin's source, usually `__FILE__, __LINE__`: messages about the kernel (two kernels
// matching one node) then name "file:line", as they do for REGISTER_KERNEL_BUILDER. `file` is
// copied. A NULL or empty `file` means unknown: the kernel is then described as without this
// call (by the plugin's file name, if any). The last call wins; a NULL builder is ignored.
TF_CAPI_EXPORT extern void TF_KernelBuilder_SourceLocation(TF_KernelBuilder* kernel_builder,
                                                           const char* file, int line);
#endif  // TF_ABI_TARGET_VERSION >= 4

// ---- Running a kernel: TF_OpKernelContext.

// The stream of the device the kernel runs on. Only accelerator devices have one: on the CPU
// this returns NULL with TF_FAILED_PRECONDITION. On a CUDA GPU it is the device's cudaStream_t
// (cast it back): work queued on it runs in order with the device's other kernels and copies.
TF_CAPI_EXPORT extern SP_Stream TF_GetStream(TF_OpKernelContext* ctx, TF_Status* status);

// The number of inputs / outputs of the node; -1 for NULL.
TF_CAPI_EXPORT extern int TF_NumInputs(TF_OpKernelContext* ctx);
TF_CAPI_EXPORT extern int TF_NumOutputs(TF_OpKernelContext* ctx);

// Sets *tensor to a new handle on input `i`, owned by the caller. TF_OUT_OF_RANGE when i is
// outside [0, TF_NumInputs(ctx)); TF_FAILED_PRECONDITION when the input was not provided. On
// error *tensor is unchanged.
TF_CAPI_EXPORT extern void TF_GetInput(TF_OpKernelContext* ctx, int i, TF_Tensor** tensor,
                                       TF_Status* status);

// What TF_InputRange fills in. Set struct_size to TF_InputRange_Args_STRUCT_SIZE.
typedef struct TF_InputRange_Args {
  size_t struct_size;
  void* priv;         // unused; for later extension
  int start;          // out
  int stop;           // out
  TF_Status* status;  // out: owned by the caller
} TF_InputRange_Args;

#define TF_InputRange_Args_STRUCT_SIZE TF_OFFSET_OF_END(TF_InputRange_Args, status)

// The inputs [start, stop) of the op's input argument `name`. Errors go to args->status; an args
// struct smaller than TF_InputRange_Args_STRUCT_SIZE (or NULL) is left untouched.
TF_CAPI_EXPORT extern void TF_InputRange(TF_OpKernelContext* ctx, const char* name,
                                         TF_InputRange_Args* args);

// Makes output `i` share `tensor`'s buffer (the caller keeps and frees `tensor`).
// TF_OUT_OF_RANGE for an index out of range, TF_INVALID_ARGUMENT for a NULL tensor or one whose
// type is not the output's. On error the output is unchanged.
TF_CAPI_EXPORT extern void TF_SetOutput(TF_OpKernelContext* ctx, int i, const TF_Tensor* tensor,
                                        TF_Status* status);

// Records that kernel construction failed with `status` (copied; the caller keeps it). An OK or
// NULL status is ignored.
TF_CAPI_EXPORT extern void TF_OpKernelConstruction_Failure(TF_OpKernelConstruction* ctx,
                                                           TF_Status* status);

// Records that this run failed with `status` (copied; the caller keeps it). The first failure of
// a run is the one reported. An OK or NULL status is ignored.
TF_CAPI_EXPORT extern void TF_OpKernelContext_Failure(TF_OpKernelContext* ctx, TF_Status* status);

// The type output `i` must have; 0 (not a TF_DataType) for NULL or an index out of range.
TF_CAPI_EXPORT extern TF_DataType TF_ExpectedOutputDataType(TF_OpKernelContext* ctx, int i);

// The step this run belongs to; -1 for NULL.
TF_CAPI_EXPORT extern int64_t TF_StepId(TF_OpKernelContext* ctx);

// The node's name, owned by the kernel and valid as long as it; empty for NULL.
TF_CAPI_EXPORT extern TF_StringView TF_GetOpKernelName(TF_OpKernelContext* ctx);

// The node's input `index` as written in its NodeDef ("x", "node:1", "^control"), owned by the
// kernel; empty for NULL or an index out of range.
TF_CAPI_EXPORT extern TF_StringView TF_GetOpKernelRequestedInput(TF_OpKernelContext* ctx,
                                                                 size_t index);

// Allocates output `index` with shape dims[0..num_dims) and returns a handle on it, owned by the
// caller. `dtype` must be the output's type (TF_ExpectedOutputDataType) and `len` the bytes its
// elements need (for TF_STRING, sizeof(TF_TString) each: the strings start empty; tf_tstring.h).
// NULL on error: TF_OUT_OF_RANGE for the index, TF_INVALID_ARGUMENT for a type, shape or length
// that does not match, or a type whose elements C cannot reach (TF_RESOURCE, TF_VARIANT),
// TF_RESOURCE_EXHAUSTED when memory is short.
TF_CAPI_EXPORT extern TF_Tensor* TF_AllocateOutput(TF_OpKernelContext* context, int index,
                                                   TF_DataType dtype, const int64_t* dims,
                                                   int num_dims, size_t len, TF_Status* status);

// Reuses for output `output_index` the buffer of the first input in candidate_input_indices[0..n)
// that has the output's type and element count and that nothing else uses; otherwise allocates.
// *forwarded_input (if not NULL) becomes the input used, or -1. Returns a handle on the output,
// owned by the caller; NULL on error (as TF_AllocateOutput).
TF_CAPI_EXPORT extern TF_Tensor* TF_ForwardInputOrAllocateOutput(
    TF_OpKernelContext* context, const int* candidate_input_indices,
    int num_candidate_input_indices, int output_index, const int64_t* output_dims,
    int output_num_dims, int* forwarded_input, TF_Status* status);

// A scratch tensor for this run, owned by the caller (TF_STRING elements start empty).
// `alloc_attrs` may be NULL; when not, its struct_size must be at least
// TF_ALLOCATOR_ATTRIBUTES_STRUCT_SIZE. NULL on error.
TF_CAPI_EXPORT extern TF_Tensor* TF_AllocateTemp(TF_OpKernelContext* context, TF_DataType dtype,
                                                 const int64_t* dims, int num_dims,
                                                 TF_AllocatorAttributes* alloc_attrs,
                                                 TF_Status* status);

#if TF_ABI_TARGET_VERSION >= 3
// (Version 3.) The type of input `index`; 0 (not a TF_DataType) for NULL or an index out of range
// (where TensorFlow aborts).
TF_CAPI_EXPORT extern TF_DataType TF_InputDatatype(TF_OpKernelContext* ctx, int index);

// (Version 3.) A new handle on output `i` as the kernel has set or allocated it so far, owned by
// the caller. TF_OUT_OF_RANGE for an index out of range, TF_FAILED_PRECONDITION when the output
// has not been set or allocated yet. NULL on error.
TF_CAPI_EXPORT extern TF_Tensor* TF_GetMutableOutput(TF_OpKernelContext* ctx, int i,
                                                     TF_Status* status);

// (Version 3.) Whether input / output `i` is in host memory: always on the CPU; elsewhere for the
// arguments the kernel registered with TF_KernelBuilder_HostMemory, int32 tensors and types that
// exist only on the host (TensorFlow's placement). False with TF_OUT_OF_RANGE for an index out of
// range (where TensorFlow aborts), with TF_INVALID_ARGUMENT for a NULL ctx.
TF_CAPI_EXPORT extern bool TF_IsHostMemoryInput(TF_OpKernelContext* ctx, int i,
                                                TF_Status* status);
TF_CAPI_EXPORT extern bool TF_IsHostMemoryOutput(TF_OpKernelContext* ctx, int i,
                                                 TF_Status* status);

// (Version 3.) TF_StepId under its other TensorFlow name; -1 for NULL.
TF_CAPI_EXPORT extern int64_t TF_GetStepId(TF_OpKernelContext* ctx);

// (Version 3.) The control-flow frame and iteration of this run. This core runs kernels outside
// loops only: both are 0 (TensorFlow's values outside a loop); 0 for NULL too.
TF_CAPI_EXPORT extern uint64_t TF_GetFrameId(TF_OpKernelContext* ctx);
TF_CAPI_EXPORT extern int64_t TF_GetIterId(TF_OpKernelContext* ctx);

// (Version 3.) The GraphDef version the kernel was created for; -1 for NULL.
TF_CAPI_EXPORT extern int TF_GetGraphDefVersion(TF_OpKernelContext* ctx);

// (Version 3.) The device the kernel runs on: its name ("/device:CPU:0"), owned by the core and
// valid as long as the device, and the id at its end (0 there); empty and -1 for NULL or a name
// without an id.
TF_CAPI_EXPORT extern TF_StringView TF_GetDeviceName(TF_OpKernelContext* ctx);
TF_CAPI_EXPORT extern int TF_GetDeviceId(TF_OpKernelContext* ctx);
#endif  // TF_ABI_TARGET_VERSION >= 3

#if TF_ABI_TARGET_VERSION >= 5
// ---- (Version 5.) What a kernel may ask of the runtime around its run.

// (Version 5.) Deferred ops: a kernel whose compute_func (or compute_async_func, before calling
// done) returns while work it queued on a device may still be running calls
// TF_IncNumDeferredOps before queueing it and TF_DecNumDeferredOps, from any thread, once it has
// finished, in pairs. The run ends, and `context` stays valid, until every increment is matched:
// the core's kernel runner waits for them. A decrement without a matching increment is ignored
// (and logged), as are NULL contexts and runs that track nothing (a context not made by the
// kernel runner).
TF_CAPI_EXPORT extern void TF_IncNumDeferredOps(TF_OpKernelContext* context);
TF_CAPI_EXPORT extern void TF_DecNumDeferredOps(TF_OpKernelContext* context);

// (Version 5.) The functions the kernel may call, as a serialized FunctionDefLibrary. This core
// runs kernels without a function library: an empty library (zero bytes). The bytes are written
// into `serialized_function_def_library`, which must be empty (data NULL: TF_INVALID_ARGUMENT
// otherwise); the buffer's deallocator then frees them.
TF_CAPI_EXPORT extern void TF_GetSerializedFunctionDefLibrary(
    TF_OpKernelContext* ctx, TF_Buffer* serialized_function_def_library, TF_Status* status);

// (Version 5.) The session configuration, as a serialized ConfigProto. This core has no sessions:
// the default configuration (zero bytes). Written as by TF_GetSerializedFunctionDefLibrary.
TF_CAPI_EXPORT extern void TF_GetSerializedConfigProto(TF_OpKernelContext* ctx,
                                                       TF_Buffer* serialized_config_proto,
                                                       TF_Status* status);

// (Version 5.) The resource handle held by input `i` (a TF_RESOURCE tensor: its first element),
// as a serialized ResourceHandleProto written as by TF_GetSerializedFunctionDefLibrary.
// TF_OUT_OF_RANGE for an index out of range, TF_INVALID_ARGUMENT for an input of another type or
// without elements.
TF_CAPI_EXPORT extern void TF_GetSerializedResourceHandleProto(
    TF_OpKernelContext* ctx, int i, TF_Buffer* serialized_resource_handle_proto,
    TF_Status* status);

// (Version 5.) The default container of the run's resource manager (the device's: "localhost"),
// valid while the device lives; empty for a NULL context.
TF_CAPI_EXPORT extern TF_StringView TF_GetResourceMgrDefaultContainerName(TF_OpKernelContext* ctx);

// (Version 5.) The rendezvous that Send/Recv kernels exchange tensors through. This core runs no
// Send/Recv: every field of the thunk is NULL (check `rendezvous` before calling through it).
TF_CAPI_EXPORT extern TF_RendezvousThunk TF_GetRendezvous(TF_OpKernelContext* ctx);
#endif  // TF_ABI_TARGET_VERSION >= 5

// ---- Building a kernel: TF_OpKernelConstruction attrs.
//
// Each getter reads the node's attr `attr_name`: TF_NOT_FOUND when the node has none,
// TF_INVALID_ARGUMENT when it holds another kind of value ("AttrValue had value with type 'int'
// when 'string' expected"), when the value does not fit the C type, or when the caller's array
// is too small for it. Nothing is written on error.

// The attr's sizes: for a list attr, *list_size is its length and *total_size the summed bytes of
// its strings, the summed ranks of its shapes, or -1 for other lists. For a single value,
// *list_size is -1 and *total_size the string's bytes, the shape's rank (-1 when unknown), or -1.
TF_CAPI_EXPORT extern void TF_OpKernelConstruction_GetAttrSize(TF_OpKernelConstruction* ctx,
                                                               const char* attr_name,
                                                               int32_t* list_size,
                                                               int32_t* total_size,
                                                               TF_Status* status);

TF_CAPI_EXPORT extern void TF_OpKernelConstruction_GetAttrType(TF_OpKernelConstruction* ctx,
                                                               const char* attr_name,
                                                               TF_DataType* val, TF_Status* status);
TF_CAPI_EXPORT extern void TF_OpKernelConstruction_GetAttrInt32(TF_OpKernelConstruction* ctx,
                                                                const char* attr_name,
                                                                int32_t* val, TF_Status* status);
TF_CAPI_EXPORT extern void TF_OpKernelConstruction_GetAttrInt64(TF_OpKernelConstruction* ctx,
                                                                const char* attr_name,
                                                                int64_t* val, TF_Status* status);
TF_CAPI_EXPORT extern void TF_OpKernelConstruction_GetAttrFloat(TF_OpKernelConstruction* ctx,
                                                                const char* attr_name, float* val,
                                                                TF_Status* status);
TF_CAPI_EXPORT extern void TF_OpKernelConstruction_GetAttrBool(TF_OpKernelConstruction* ctx,
                                                               const char* attr_name, TF_Bool* val,
                                                               TF_Status* status);

// Copies the string attr into val[0..max_length) without a terminating NUL; its length comes from
// TF_OpKernelConstruction_GetAttrSize (total_size).
TF_CAPI_EXPORT extern void TF_OpKernelConstruction_GetAttrString(TF_OpKernelConstruction* ctx,
                                                                 const char* attr_name, char* val,
                                                                 size_t max_length,
                                                                 TF_Status* status);

// Sets *val to a new tensor holding the tensor attr, owned by the caller.
TF_CAPI_EXPORT extern void TF_OpKernelConstruction_GetAttrTensor(TF_OpKernelConstruction* ctx,
                                                                 const char* attr_name,
                                                                 TF_Tensor** val,
                                                                 TF_Status* status);

// Copies the dimensions of the (fully defined) shape attr into dims[0..num_dims); num_dims must
// be its rank (total_size of GetAttrSize).
TF_CAPI_EXPORT extern void TF_OpKernelConstruction_GetAttrTensorShape(TF_OpKernelConstruction* ctx,
                                                                      const char* attr_name,
                                                                      int64_t* dims,
                                                                      size_t num_dims,
                                                                      TF_Status* status);

// List attrs: copy the elements into vals[0..max_vals); the list may not be longer.
TF_CAPI_EXPORT extern void TF_OpKernelConstruction_GetAttrTypeList(TF_OpKernelConstruction* ctx,
                                                                   const char* attr_name,
                                                                   TF_DataType* vals, int max_vals,
                                                                   TF_Status* status);
TF_CAPI_EXPORT extern void TF_OpKernelConstruction_GetAttrInt32List(TF_OpKernelConstruction* ctx,
                                                                    const char* attr_name,
                                                                    int32_t* vals, int max_vals,
                                                                    TF_Status* status);
TF_CAPI_EXPORT extern void TF_OpKernelConstruction_GetAttrInt64List(TF_OpKernelConstruction* ctx,
                                                                    const char* attr_name,
                                                                    int64_t* vals, int max_vals,
                                                                    TF_Status* status);
TF_CAPI_EXPORT extern void TF_OpKernelConstruction_GetAttrFloatList(TF_OpKernelConstruction* ctx,
                                                                    const char* attr_name,
                                                                    float* vals, int max_vals,
                                                                    TF_Status* status);
TF_CAPI_EXPORT extern void TF_OpKernelConstruction_GetAttrBoolList(TF_OpKernelConstruction* ctx,
                                                                   const char* attr_name,
                                                                   TF_Bool* vals, int max_vals,
                                                                   TF_Status* status);

// Copies the strings of a list(string) attr, back to back and without terminating NULs, into
// storage[0..storage_size); vals[i] points at string i within `storage` and lengths[i] is its
// length. vals and lengths need max_values entries (list_size of GetAttrSize) and storage
// total_size bytes.
TF_CAPI_EXPORT extern void TF_OpKernelConstruction_GetAttrStringList(
    TF_OpKernelConstruction* ctx, const char* attr_name, char** vals, size_t* lengths,
    int max_values, void* storage, size_t storage_size, TF_Status* status);

// Sets vals[i] to a new tensor for element i of a list(tensor) attr; the caller owns each.
TF_CAPI_EXPORT extern void TF_OpKernelConstruction_GetAttrTensorList(TF_OpKernelConstruction* ctx,
                                                                     const char* attr_name,
                                                                     TF_Tensor** vals,
                                                                     int max_values,
                                                                     TF_Status* status);

// Whether the node has the attr (defaults of the op included). False, with TF_INVALID_ARGUMENT,
// for NULL arguments.
TF_CAPI_EXPORT extern bool TF_OpKernelConstruction_HasAttr(TF_OpKernelConstruction* ctx,
                                                           const char* attr_name,
                                                           TF_Status* status);

// The node's name, owned by the core and valid during create_func; empty for NULL.
TF_CAPI_EXPORT extern TF_StringView TF_OpKernelConstruction_GetName(TF_OpKernelConstruction* ctx);

#if TF_ABI_TARGET_VERSION >= 3
// (Version 3.) The node's NodeDef, serialized, with the op's attr defaults filled in; a new
// buffer owned by the caller (TF_DeleteBuffer). NULL with TF_INVALID_ARGUMENT for a NULL ctx.
TF_CAPI_EXPORT extern TF_Buffer* TF_OpKernelConstruction_GetNodeDef(TF_OpKernelConstruction* ctx,
                                                                   TF_Status* status);

// (Version 3.) The func attr `attr_name` as a serialized NameAttrList; a new buffer owned by the
// caller. NULL on error, as the other attr getters.
TF_CAPI_EXPORT extern TF_Buffer* TF_OpKernelConstruction_GetAttrFunction(
    TF_OpKernelConstruction* ctx, const char* attr_name, TF_Status* status);
#endif  // TF_ABI_TARGET_VERSION >= 3

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // TENSORFLOW_LITE_CORE_C_KERNELS_H_
