// TF_Tensor: a typed, shaped array of elements in row-major order, as kernels read and write them.
//
// A TF_Tensor is a handle: it shares its data buffer with the tensors it was made from (kernel
// inputs, outputs, bitcasts), and the buffer lives until its last user is gone. Whoever receives
// a TF_Tensor* from a function documented as "the caller owns" must free it with TF_DeleteTensor;
// deleting the handle never invalidates other handles on the same buffer.
//
// Element data is reachable for every type with a fixed element size, and for TF_STRING, whose
// elements are TF_TStrings (24 bytes each, TensorFlow's layout; see tf_tstring.h). Other types
// without a fixed size (TF_RESOURCE, TF_VARIANT) can be passed along but not reached:
// TF_TensorData returns NULL and TF_TensorByteSize 0 for them.
#ifndef TENSORFLOW_LITE_CORE_C_TF_TENSOR_H_
#define TENSORFLOW_LITE_CORE_C_TF_TENSOR_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "tensorflow_lite_core/c/c_api_macros.h"
#include "tensorflow_lite_core/c/tf_datatype.h"
#include "tensorflow_lite_core/c/tf_status.h"

#ifdef __cplusplus
extern "C" {
#endif

// Where a tensor's memory should live. Set struct_size to TF_ALLOCATOR_ATTRIBUTES_STRUCT_SIZE.
typedef struct TF_AllocatorAttributes {
  size_t struct_size;
  TF_Bool on_host;  // 1: host memory even on an accelerator device.
} TF_AllocatorAttributes;

#define TF_ALLOCATOR_ATTRIBUTES_STRUCT_SIZE TF_OFFSET_OF_END(TF_AllocatorAttributes, on_host)

typedef struct TF_Tensor TF_Tensor;

// A tensor over caller-provided memory: `len` bytes at `data` holding the elements of a tensor of
// type `dtype` and shape `dims[0..num_dims)`. When the tensor's buffer is released,
// deallocator(data, len, deallocator_arg) is called (a NULL deallocator means the memory outlives
// every use of the tensor). Memory not aligned to 64 bytes is copied into aligned memory and the
// deallocator is called at once. Kernels never write into such a buffer in place.
//
// For TF_STRING, `data` holds initialized TF_TStrings that the tensor reads in place; the core
// never frees what they hold (the deallocator does, e.g. with TF_StringDealloc on each, as in
// TensorFlow). Unaligned strings are copied as TF_TString_Assign copies.
//
// Returns NULL (after calling the deallocator) when the arguments do not describe a tensor: a
// negative dimension, num_dims < 0 or > 254, dims NULL with num_dims > 0, a type whose elements C
// cannot reach, or `len` smaller than the elements need. The caller owns the result.
TF_CAPI_EXPORT extern TF_Tensor* TF_NewTensor(TF_DataType dtype, const int64_t* dims, int num_dims,
                                              void* data, size_t len,
                                              void (*deallocator)(void* data, size_t len,
                                                                  void* arg),
                                              void* deallocator_arg);

// A tensor with new, 64-byte aligned, uninitialized memory for the elements of `dtype` and shape
// `dims[0..num_dims)`; write them through TF_TensorData. `len` must be at least the bytes the
// elements need (TF_DataTypeSize(dtype), or sizeof(TF_TString) for TF_STRING, times the element
// count). TF_STRING elements start as empty strings, and what they hold is freed with the
// tensor's buffer. NULL under the same conditions as TF_NewTensor, or when memory is short. The
// caller owns the result.
TF_CAPI_EXPORT extern TF_Tensor* TF_AllocateTensor(TF_DataType dtype, const int64_t* dims,
                                                   int num_dims, size_t len);

// When nothing else uses `tensor`'s buffer (and the buffer's memory is not the caller's), returns
// a tensor with the same content that now owns `tensor` (which must no longer be used). Otherwise
// returns NULL and leaves `tensor` as it was. This implementation returns `tensor` itself.
TF_CAPI_EXPORT extern TF_Tensor* TF_TensorMaybeMove(TF_Tensor* tensor);

// Frees the handle `tensor`; NULL is ignored. The buffer goes when its last user does.
TF_CAPI_EXPORT extern void TF_DeleteTensor(TF_Tensor* tensor);

// The element type; 0 (not a TF_DataType) for NULL.
TF_CAPI_EXPORT extern TF_DataType TF_TensorType(const TF_Tensor* tensor);

// The number of dimensions; -1 for NULL.
TF_CAPI_EXPORT extern int TF_NumDims(const TF_Tensor* tensor);

// The size of dimension `dim_index`; -1 for NULL or an index outside [0, TF_NumDims(tensor)).
TF_CAPI_EXPORT extern int64_t TF_Dim(const TF_Tensor* tensor, int dim_index);

// The bytes of element data (for TF_STRING, of its TF_TStrings); 0 for NULL and for types whose
// elements C cannot reach.
TF_CAPI_EXPORT extern size_t TF_TensorByteSize(const TF_Tensor* tensor);

// The element data, owned by the tensor's buffer and valid while any handle on that buffer lives
// (for TF_STRING, an array of TF_TString). NULL for NULL, for a tensor without elements, and for
// types whose elements C cannot reach.
TF_CAPI_EXPORT extern void* TF_TensorData(const TF_Tensor* tensor);

// The number of elements (the product of the dimensions); -1 for NULL.
TF_CAPI_EXPORT extern int64_t TF_TensorElementCount(const TF_Tensor* tensor);

// Makes `to` a view of `from`'s buffer with type `type` and shape `new_dims[0..num_new_dims)`.
// Both types need a fixed element size and the byte counts must match; otherwise *status is
// TF_INVALID_ARGUMENT and `to` is unchanged. `from` and `to` stay owned by the caller.
TF_CAPI_EXPORT extern void TF_TensorBitcastFrom(const TF_Tensor* from, TF_DataType type,
                                                TF_Tensor* to, const int64_t* new_dims,
                                                int num_new_dims, TF_Status* status);

// Whether the element data is aligned as the core's kernels require (true for every tensor this
// API creates); false for NULL.
TF_CAPI_EXPORT extern bool TF_TensorIsAligned(const TF_Tensor* tensor);

#if TF_ABI_TARGET_VERSION >= 3
// (Version 3.) Gives this handle the shape dims[0..num_dims): the same buffer seen with another
// shape of as many elements. Other handles on the buffer, and the core's tensor, keep theirs. A
// NULL tensor, a bad shape or another element count leaves the handle as it was (TensorFlow does
// not check; with no status to report in, the error is logged).
TF_CAPI_EXPORT extern void TF_SetShape(TF_Tensor* tensor, const int64_t* dims, int num_dims);

// (Version 3.) The alignment, in bytes, of the buffers the core allocates.
TF_CAPI_EXPORT extern size_t TF_TensorDefaultAlignment(void);
#endif  // TF_ABI_TARGET_VERSION >= 3

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // TENSORFLOW_LITE_CORE_C_TF_TENSOR_H_
