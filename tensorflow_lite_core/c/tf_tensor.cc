#include "tensorflow_lite_core/c/tf_tensor.h"

#include <cstdint>
#include <cstring>
#include <utility>

#include "tensorflow_lite_core/c/c_api_internal.h"
#include "tensorflow_lite_core/framework/allocator.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/platform/ctstring.h"

namespace tensorflow {
namespace c_api {
namespace {

// Memory a C API caller handed over with TF_NewTensor: given back through its deallocator when the
// last tensor using it goes. The memory is the caller's, so kernels never reuse it in place.
class CallerMemoryBuffer final : public TensorBuffer {
 public:
  using Deallocator = void (*)(void* data, size_t len, void* arg);

  CallerMemoryBuffer(void* data, size_t len, Deallocator deallocator, void* deallocator_arg)
      : TensorBuffer(data), len_(len), deallocator_(deallocator), deallocator_arg_(deallocator_arg) {}
  ~CallerMemoryBuffer() override {
    if (deallocator_ != nullptr) deallocator_(data(), len_, deallocator_arg_);
  }

  size_t size() const override { return len_; }
  TensorBuffer* root_buffer() override { return this; }
  bool OwnsMemory() const override { return false; }

 private:
  const size_t len_;
  const Deallocator deallocator_;
  void* const deallocator_arg_;
};

// The bytes the elements of `dtype` and `shape` need as C sees them, or false when that overflows.
bool ElementBytes(TF_DataType dtype, const TensorShape& shape, size_t* bytes) {
  return !__builtin_mul_overflow(static_cast<size_t>(shape.num_elements()), ElementSize(dtype),
                                 bytes);
}

// Copies the caller's TF_TStrings (at any alignment) into the tstrings of `to`: owned copies of
// small and large strings, views sharing what views see.
void CopyStrings(const void* from, Tensor* to) {
  tstring* strings = to->base<tstring>();
  for (int64_t i = 0; i < to->NumElements(); ++i) {
    TF_TString source;
    std::memcpy(&source, static_cast<const char*>(from) + i * sizeof(TF_TString), sizeof(source));
    TF_TString_Assign(reinterpret_cast<TF_TString*>(&strings[i]), &source);
  }
}

}  // namespace

Status InvalidDims(const char* function, const int64_t* dims, int num_dims) {
  if (num_dims < 0) {
    return errors::InvalidArgument(function, ": num_dims is ", num_dims, ", must be >= 0");
  }
  if (dims == nullptr && num_dims > 0) return NullArgument(function, "dims");
  TensorShape unused;
  Status status = TensorShape::BuildTensorShape(dims, num_dims, &unused);
  if (status.ok()) return errors::Internal(function, ": dims were rejected, then accepted");
  return errors::Prepend(status, function, ": ");
}

Status CheckReachableType(const char* function, TF_DataType dtype) {
  if (ElementSize(dtype) == 0) {
    return errors::InvalidArgument(
        function, ": type ", DataTypeString(static_cast<DataType>(dtype)),
        " has no C layout, so its elements cannot be reached through the C API");
  }
  return OkStatus();
}

Status CheckFixedSizeType(const char* function, TF_DataType dtype) {
  if (FixedElementSize(dtype) == 0) {
    return errors::InvalidArgument(
        function, ": type ", DataTypeString(static_cast<DataType>(dtype)),
        " has no fixed element size, so its elements cannot be reached through the C API");
  }
  return OkStatus();
}

}  // namespace c_api
}  // namespace tensorflow

using tensorflow::Allocator;
using tensorflow::DataType;
using tensorflow::Status;
using tensorflow::Tensor;
using tensorflow::TensorShape;
namespace c_api = tensorflow::c_api;

extern "C" {

TF_Tensor* TF_NewTensor(TF_DataType dtype, const int64_t* dims, int num_dims, void* data,
                        size_t len, void (*deallocator)(void* data, size_t len, void* arg),
                        void* deallocator_arg) {
  auto give_back = [&] {
    if (deallocator != nullptr) deallocator(data, len, deallocator_arg);
  };
  TensorShape shape;
  size_t needed = 0;
  if (!c_api::ShapeFromDims("TF_NewTensor", dims, num_dims, &shape).ok() ||
      !c_api::CheckReachableType("TF_NewTensor", dtype).ok() ||
      !c_api::ElementBytes(dtype, shape, &needed) || len < needed ||
      (data == nullptr && needed > 0)) {
    give_back();
    return nullptr;
  }
  const DataType type = static_cast<DataType>(dtype);
  if (reinterpret_cast<std::uintptr_t>(data) % Allocator::kAllocatorAlignment != 0) {
    // Kernels read tensors through aligned Eigen maps; copy rather than hand them this memory.
    Tensor aligned(tensorflow::cpu_allocator(), type, shape);
    if (!aligned.IsInitialized()) {
      give_back();
      return nullptr;
    }
    if (type == tensorflow::DT_STRING) {
      c_api::CopyStrings(data, &aligned);
    } else if (needed > 0) {
      std::memcpy(aligned.data(), data, needed);
    }
    give_back();
    return c_api::NewTensorHandle(std::move(aligned));
  }
  auto* buffer = new c_api::CallerMemoryBuffer(data, len, deallocator, deallocator_arg);
  Tensor tensor(type, shape, buffer);
  buffer->Unref();  // The tensor holds its own reference.
  return c_api::NewTensorHandle(std::move(tensor));
}

TF_Tensor* TF_AllocateTensor(TF_DataType dtype, const int64_t* dims, int num_dims, size_t len) {
  TensorShape shape;
  size_t needed = 0;
  if (!c_api::ShapeFromDims("TF_AllocateTensor", dims, num_dims, &shape).ok() ||
      !c_api::CheckReachableType("TF_AllocateTensor", dtype).ok() ||
      !c_api::ElementBytes(dtype, shape, &needed) || len < needed) {
    return nullptr;
  }
  Tensor tensor(tensorflow::cpu_allocator(), static_cast<DataType>(dtype), shape);
  if (!tensor.IsInitialized()) return nullptr;
  return c_api::NewTensorHandle(std::move(tensor));
}

TF_Tensor* TF_TensorMaybeMove(TF_Tensor* tensor) {
  if (tensor == nullptr || !tensor->tensor.RefCountIsOne()) return nullptr;
  return tensor;
}

void TF_DeleteTensor(TF_Tensor* tensor) { c_api::DeleteTensorHandle(tensor); }

TF_DataType TF_TensorType(const TF_Tensor* tensor) {
  return tensor == nullptr ? static_cast<TF_DataType>(0)
                           : static_cast<TF_DataType>(tensor->tensor.dtype());
}

int TF_NumDims(const TF_Tensor* tensor) { return tensor == nullptr ? -1 : tensor->tensor.dims(); }

int64_t TF_Dim(const TF_Tensor* tensor, int dim_index) {
  if (tensor == nullptr || dim_index < 0 || dim_index >= tensor->tensor.dims()) return -1;
  return tensor->tensor.dim_size(dim_index);
}

size_t TF_TensorByteSize(const TF_Tensor* tensor) {
  if (tensor == nullptr) return 0;
  size_t bytes = 0;
  const auto dtype = static_cast<TF_DataType>(tensor->tensor.dtype());
  if (!c_api::ElementBytes(dtype, tensor->tensor.shape(), &bytes)) return 0;
  return bytes;
}

void* TF_TensorData(const TF_Tensor* tensor) {
  if (tensor == nullptr) return nullptr;
  if (c_api::ElementSize(static_cast<TF_DataType>(tensor->tensor.dtype())) == 0) return nullptr;
  return tensor->tensor.data();
}

int64_t TF_TensorElementCount(const TF_Tensor* tensor) {
  return tensor == nullptr ? -1 : tensor->tensor.NumElements();
}

void TF_TensorBitcastFrom(const TF_Tensor* from, TF_DataType type, TF_Tensor* to,
                          const int64_t* new_dims, int num_new_dims, TF_Status* status) {
  static constexpr char kFunction[] = "TF_TensorBitcastFrom";
  if (from == nullptr) return c_api::SetStatus(status, c_api::NullArgument(kFunction, "from"));
  if (to == nullptr) return c_api::SetStatus(status, c_api::NullArgument(kFunction, "to"));
  TensorShape shape;
  Status result = c_api::ShapeFromDims(kFunction, new_dims, num_new_dims, &shape);
  if (result.ok()) {
    result = c_api::CheckFixedSizeType(kFunction, static_cast<TF_DataType>(from->tensor.dtype()));
  }
  if (result.ok()) result = c_api::CheckFixedSizeType(kFunction, type);
  if (result.ok()) result = to->tensor.BitcastFrom(from->tensor, static_cast<DataType>(type), shape);
  c_api::SetStatus(status, result);
}

bool TF_TensorIsAligned(const TF_Tensor* tensor) {
  return tensor != nullptr && tensor->tensor.IsAligned();
}

void TF_SetShape(TF_Tensor* tensor, const int64_t* dims, int num_dims) {
  static constexpr char kFunction[] = "TF_SetShape";
  // No status to report in: errors are logged (SetError with no status).
  if (tensor == nullptr) return c_api::SetError(nullptr, c_api::NullArgument(kFunction, "tensor"));
  TensorShape shape;
  Status result = c_api::ShapeFromDims(kFunction, dims, num_dims, &shape);
  if (!result.ok()) return c_api::SetError(nullptr, result);
  // CopyFrom shares the buffer and refuses another element count.
  if (!tensor->tensor.CopyFrom(Tensor(tensor->tensor), shape)) {
    const Status refused = tensorflow::errors::InvalidArgument(
        kFunction, ": shape ", shape.DebugString(), " has ", shape.num_elements(),
        " elements, but the tensor has ", tensor->tensor.NumElements());
    c_api::SetError(nullptr, refused);
  }
}

size_t TF_TensorDefaultAlignment(void) { return tensorflow::Allocator::kAllocatorAlignment; }

}  // extern "C"
