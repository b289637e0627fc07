// The core's side of the C API: what the opaque C types are, and helpers the TF_* functions share.
// Never included by plugins.
#ifndef TENSORFLOW_LITE_CORE_C_C_API_INTERNAL_H_
#define TENSORFLOW_LITE_CORE_C_C_API_INTERNAL_H_

#include <string>
#include <utility>

#include "tensorflow_lite_core/c/c_api.h"
#include "tensorflow_lite_core/c/kernels.h"
#include "tensorflow_lite_core/c/object_recycler.h"
#include "tensorflow_lite_core/c/ops.h"
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/shape_inference.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/status.h"

struct TF_Status {
  tensorflow::Status status;
  // TF_Message's NUL-terminated copy of the message (a status's message is a view).
  mutable std::string message;
};

struct TF_Tensor {
  explicit TF_Tensor(const tensorflow::Tensor& from) : tensor(from) {}
  explicit TF_Tensor(tensorflow::Tensor&& from) : tensor(std::move(from)) {}

  tensorflow::Tensor tensor;
};

// A handle holds no shape (dimension) until a function fills it.
struct TF_ShapeHandle {
  tensorflow::shape_inference::ShapeHandle handle;
};

struct TF_DimensionHandle {
  tensorflow::shape_inference::DimensionHandle handle;
};

namespace tensorflow {
namespace c_api {

// A view of core-owned text, valid as long as `text` is.
inline TF_StringView ViewOf(const std::string& text) {
  return TF_StringView{text.data(), text.size()};
}

// The context types are the core's own objects seen through opaque pointers.
inline OpKernelContext* FromC(TF_OpKernelContext* ctx) {
  return reinterpret_cast<OpKernelContext*>(ctx);
}
inline TF_OpKernelContext* ToC(OpKernelContext* ctx) {
  return reinterpret_cast<TF_OpKernelContext*>(ctx);
}
inline OpKernelConstruction* FromC(TF_OpKernelConstruction* ctx) {
  return reinterpret_cast<OpKernelConstruction*>(ctx);
}
inline TF_OpKernelConstruction* ToC(OpKernelConstruction* ctx) {
  return reinterpret_cast<TF_OpKernelConstruction*>(ctx);
}
inline shape_inference::InferenceContext* FromC(TF_ShapeInferenceContext* ctx) {
  return reinterpret_cast<shape_inference::InferenceContext*>(ctx);
}
inline TF_ShapeInferenceContext* ToC(shape_inference::InferenceContext* ctx) {
  return reinterpret_cast<TF_ShapeInferenceContext*>(ctx);
}

inline void SetOk(TF_Status* out) {
  if (out != nullptr) out->status = Status();
}
// Writes an error into `out`; a NULL `out` cannot be told, so the error is logged instead.
void SetError(TF_Status* out, const Status& error);
// Writes `status` into `out` (OK costs no copy: kernels call this on every run).
inline void SetStatus(TF_Status* out, const Status& status) {
  if (status.ok()) {
    SetOk(out);
  } else {
    SetError(out, status);
  }
}

// InvalidArgument "<function>: <what> is NULL".
Status NullArgument(const char* function, const char* what);

// A new handle on `tensor`, owned by the caller (free with DeleteTensorHandle / TF_DeleteTensor).
// Inline and recycled: kernels make and free handles on every run.
inline TF_Tensor* NewTensorHandle(const Tensor& tensor) {
  return ObjectRecycler<TF_Tensor>::New(tensor);
}
inline TF_Tensor* NewTensorHandle(Tensor&& tensor) {
  return ObjectRecycler<TF_Tensor>::New(std::move(tensor));
}
inline void DeleteTensorHandle(TF_Tensor* handle) { ObjectRecycler<TF_Tensor>::Delete(handle); }

// Bytes per element of `dtype`; 0 unless it has a fixed size. What TF_DataTypeSize returns, without
// a call through the library's exported symbol.
inline size_t FixedElementSize(TF_DataType dtype) {
  return static_cast<size_t>(DataTypeSize(static_cast<DataType>(dtype)));
}

// What is wrong with C dims that ShapeFromDims rejects, naming `function`.
Status InvalidDims(const char* function, const int64_t* dims, int num_dims);

// Builds a TensorShape from C dims; InvalidArgument naming `function` for negative sizes, too
// many dims, NULL dims with num_dims > 0 or an overflowing element count.
inline Status ShapeFromDims(const char* function, const int64_t* dims, int num_dims,
                            TensorShape* shape) {
  if (TF_PREDICT_TRUE(num_dims >= 0 && (dims != nullptr || num_dims == 0) &&
                      TensorShape::BuildTensorShape(dims, num_dims, shape).ok())) {
    return OkStatus();
  }
  return InvalidDims(function, dims, num_dims);
}

// InvalidArgument naming `function` unless `dtype` is a TF_DataType with a fixed element size.
Status CheckFixedSizeType(const char* function, TF_DataType dtype);

// Bytes per element as C sees a tensor's data: the fixed size, or for TF_STRING a TF_TString (the
// tstring elements are laid out as TF_TStrings); 0 for types whose elements C cannot reach.
inline size_t ElementSize(TF_DataType dtype) {
  return dtype == TF_STRING ? sizeof(tstring) : FixedElementSize(dtype);
}

// InvalidArgument naming `function` unless C can reach the elements of `dtype` (ElementSize > 0).
Status CheckReachableType(const char* function, TF_DataType dtype);

// ---- The plugin load in progress on this thread, if any (see plugin_loader.cc). Registrations
// made through the C API report to it, so that a failure the plugin ignores still fails the load.

// The file being loaded on this thread, or nullptr when no plugin load is in progress.
const std::string* CurrentPluginFilename();
// Records `status` (when an error) as a failure of the load in progress; no-op outside a load.
void RecordRegistrationFailure(const Status& status);

}  // namespace c_api
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_C_C_API_INTERNAL_H_
