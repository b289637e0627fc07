#include "tensorflow_lite_core/python/eager/dlpack.h"

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "tensorflow_lite_core/framework/device_base.h"
#include "tensorflow_lite_core/framework/device_copy.h"
#include "tensorflow_lite_core/framework/device_factory.h"
#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/python/eager/device_placement.h"
#include "tensorflow_lite_core/python/eager/dlpack_abi.h"
#include "tensorflow_lite_core/python/eager/module_functions.h"
#include "tensorflow_lite_core/python/eager/py_object_ref.h"
#include "tensorflow_lite_core/python/eager/py_tensor.h"
#include "tensorflow_lite_core/python/eager/status_errors.h"

namespace tflc_python {
namespace {

namespace dl = dlpack;
using tensorflow::DataType;
using tensorflow::DeviceBase;
using tensorflow::Status;
using tensorflow::Tensor;

// ---------------------------------------------------------------------------------------------
// Element types and devices, both ways. TensorFlow's wording for what DLPack cannot carry.

Status DlDataTypeOf(DataType dtype, dl::DataType* out) {
  switch (dtype) {
    case tensorflow::DT_HALF: *out = {dl::kFloat, 16, 1}; break;
    case tensorflow::DT_FLOAT: *out = {dl::kFloat, 32, 1}; break;
    case tensorflow::DT_DOUBLE: *out = {dl::kFloat, 64, 1}; break;
    case tensorflow::DT_BFLOAT16: *out = {dl::kBfloat, 16, 1}; break;
    case tensorflow::DT_INT8: *out = {dl::kInt, 8, 1}; break;
    case tensorflow::DT_INT16: *out = {dl::kInt, 16, 1}; break;
    case tensorflow::DT_INT32: *out = {dl::kInt, 32, 1}; break;
    case tensorflow::DT_INT64: *out = {dl::kInt, 64, 1}; break;
    case tensorflow::DT_UINT8: *out = {dl::kUInt, 8, 1}; break;
    case tensorflow::DT_UINT16: *out = {dl::kUInt, 16, 1}; break;
    case tensorflow::DT_UINT32: *out = {dl::kUInt, 32, 1}; break;
    case tensorflow::DT_UINT64: *out = {dl::kUInt, 64, 1}; break;
    case tensorflow::DT_BOOL: *out = {dl::kBool, 8, 1}; break;
    case tensorflow::DT_COMPLEX64: *out = {dl::kComplex, 64, 1}; break;
    case tensorflow::DT_COMPLEX128: *out = {dl::kComplex, 128, 1}; break;
    default:
      return tensorflow::errors::InvalidArgument(tensorflow::DataType_Name(dtype),
                                                 " is not supported by dlpack");
  }
  return tensorflow::OkStatus();
}

Status DataTypeOfDl(const dl::DataType& type, DataType* out) {
  if (type.lanes != 1) {
    return tensorflow::errors::InvalidArgument("Unsupported DLPack lanes: ",
                                               static_cast<int>(type.lanes),
                                               "; only 1 is supported");
  }
  const int bits = type.bits;
  *out = tensorflow::DT_INVALID;
  switch (type.code) {
    case dl::kInt:
      *out = bits == 8    ? tensorflow::DT_INT8
             : bits == 16 ? tensorflow::DT_INT16
             : bits == 32 ? tensorflow::DT_INT32
             : bits == 64 ? tensorflow::DT_INT64
                          : tensorflow::DT_INVALID;
      if (*out == tensorflow::DT_INVALID) {
        return tensorflow::errors::InvalidArgument("Unsupported Int bits: ", bits);
      }
      break;
    case dl::kUInt:
      *out = bits == 8    ? tensorflow::DT_UINT8
             : bits == 16 ? tensorflow::DT_UINT16
             : bits == 32 ? tensorflow::DT_UINT32
             : bits == 64 ? tensorflow::DT_UINT64
                          : tensorflow::DT_INVALID;
      if (*out == tensorflow::DT_INVALID) {
        return tensorflow::errors::InvalidArgument("Unsupported UInt bits: ", bits);
      }
      break;
    case dl::kFloat:
      *out = bits == 16   ? tensorflow::DT_HALF
             : bits == 32 ? tensorflow::DT_FLOAT
             : bits == 64 ? tensorflow::DT_DOUBLE
                          : tensorflow::DT_INVALID;
      if (*out == tensorflow::DT_INVALID) {
        return tensorflow::errors::InvalidArgument("Unsupported Float bits: ", bits);
      }
      break;
    case dl::kBfloat:
      if (bits != 16) return tensorflow::errors::InvalidArgument("Unsupported BFloat bits: ", bits);
      *out = tensorflow::DT_BFLOAT16;
      break;
    case dl::kComplex:
      *out = bits == 64    ? tensorflow::DT_COMPLEX64
             : bits == 128 ? tensorflow::DT_COMPLEX128
                           : tensorflow::DT_INVALID;
      if (*out == tensorflow::DT_INVALID) {
        return tensorflow::errors::InvalidArgument("Unsupported Complex bits: ", bits);
      }
      break;
    case dl::kBool:
      if (bits != 8) {
        return tensorflow::errors::InvalidArgument(
            "Only DLPack bools of bitwidth 8 are supported, got: ", bits);
      }
      *out = tensorflow::DT_BOOL;
      break;
    default:
      return tensorflow::errors::InvalidArgument("Unsupported Type Codes: ",
                                                 static_cast<int>(type.code));
  }
  return tensorflow::OkStatus();
}

bool IsGpu(const DeviceBase* device) {
  return device->device_type() == tensorflow::DeviceType(tensorflow::DEVICE_GPU);
}

// The number at the end of a device's name ("/device:GPU:1" -> 1).
int32_t DeviceIndex(const DeviceBase* device) {
  const std::string& name = device->name();
  const size_t colon = name.rfind(':');
  return colon == std::string::npos ? 0 : std::atoi(name.c_str() + colon + 1);
}

// Where `tensor` lives, as DLPack names it; `holder` is the device (null for the host).
Status DlDeviceOf(const Tensor& tensor, dl::Device* out, DeviceBase** holder) {
  *holder = DeviceHolding(tensor);
  if (*holder == nullptr) {
    *out = {dl::kCPU, 0};
  } else if (IsGpu(*holder)) {
    *out = {dl::kCUDA, DeviceIndex(*holder)};
  } else {
    return tensorflow::errors::InvalidArgument("Unsupported Device Type for dlpack");
  }
  return tensorflow::OkStatus();
}

// The GPU a capsule's device names, or InvalidArgument in TensorFlow's words.
Status GpuOfDl(const dl::Device& device, DeviceBase** gpu) {
  const std::string short_name = "GPU:" + std::to_string(device.device_id);
  if (!tensorflow::LookupDevice("/device:" + short_name, gpu).ok() || !IsGpu(*gpu)) {
    return tensorflow::errors::InvalidArgument(short_name, " unknown device.");
  }
  return tensorflow::OkStatus();
}

// ---------------------------------------------------------------------------------------------
// Export: a capsule over a tensor's memory.

// What an exported managed tensor owns: a reference to the tensor's buffer, and the shape and
// strides its DLTensor points into.
template <typename Managed>
struct Export {
  Managed managed;
  Tensor tensor;
  std::vector<int64_t> shape_and_strides;
};

// The producer's deleter: drops the buffer reference (which may take the GIL to release a NumPy
// array the tensor views; any thread may call it).
template <typename Managed>
void DeleteExport(Managed* managed) {
  delete static_cast<Export<Managed>*>(managed->manager_ctx);
}

template <typename Managed>
Managed* NewExport(Tensor tensor, const dl::Device& device, const dl::DataType& dtype) {
  auto* exported = new Export<Managed>{};
  exported->tensor = std::move(tensor);
  const Tensor& held = exported->tensor;
  const int rank = held.dims();
  // One more than needed, so that a scalar's shape and strides still point somewhere.
  exported->shape_and_strides.assign(2 * rank + 1, 0);
  int64_t* shape = exported->shape_and_strides.data();
  int64_t stride = 1;
  for (int i = rank - 1; i >= 0; --i) {
    shape[i] = held.dim_size(i);
    shape[rank + i] = stride;
    stride *= shape[i];
  }
  dl::Tensor& view = exported->managed.dl_tensor;
  view.data = const_cast<void*>(static_cast<const void*>(held.tensor_data().data()));
  view.device = device;
  view.ndim = rank;
  view.dtype = dtype;
  view.shape = shape;
  view.strides = shape + rank;
  view.byte_offset = 0;
  exported->managed.manager_ctx = exported;
  exported->managed.deleter = &DeleteExport<Managed>;
  return &exported->managed;
}

// Capsule destructors: an unconsumed capsule still owns its tensor. A consumed one was renamed and
// belongs to its consumer.
void LegacyCapsuleDestructor(PyObject* capsule) {
  if (!PyCapsule_IsValid(capsule, dl::kCapsuleName)) return;
  auto* managed = static_cast<dl::ManagedTensor*>(PyCapsule_GetPointer(capsule, dl::kCapsuleName));
  if (managed->deleter != nullptr) managed->deleter(managed);
}

void VersionedCapsuleDestructor(PyObject* capsule) {
  if (!PyCapsule_IsValid(capsule, dl::kVersionedCapsuleName)) return;
  auto* managed = static_cast<dl::ManagedTensorVersioned*>(
      PyCapsule_GetPointer(capsule, dl::kVersionedCapsuleName));
  if (managed->deleter != nullptr) managed->deleter(managed);
}

// What __dlpack__ was asked for.
struct ExportRequest {
  bool versioned = false;
  bool copy = false;          // copy=True
  bool forbid_copy = false;   // copy=False
  bool to_host = false;       // dl_device=(kDLCPU, 0) for a tensor in a device's memory
  bool sync_device = true;    // stream=-1 asks for no synchronisation
};

// A capsule over `tensor` (or over a copy, as `request` asks). Null with an error set.
PyObject* ExportTensor(const Tensor& source, const ExportRequest& request) {
  dl::DataType dtype;
  Status status = DlDataTypeOf(source.dtype(), &dtype);
  if (!status.ok()) return RaiseStatus(status);
  dl::Device device;
  DeviceBase* holder = nullptr;
  status = DlDeviceOf(source, &device, &holder);
  if (!status.ok()) return RaiseStatus(status);
  Tensor tensor = source;
  bool copied = false;
  if (holder != nullptr && request.to_host) {
    if (request.forbid_copy) {
      PyErr_SetString(PyExc_BufferError,
                      "the tensor is in a device's memory: exporting it to the host copies it, "
                      "and copy=False was given");
      return nullptr;
    }
    status = ToHost(source, &tensor);
    if (!status.ok()) return RaiseStatus(status);
    device = {dl::kCPU, 0};
    copied = true;
  } else if (request.copy) {
    Tensor host;
    status = ToHost(source, &host);
    if (!status.ok()) return RaiseStatus(status);
    if (holder == nullptr) {
      Tensor fresh(source.dtype(), source.shape());
      if (!fresh.IsInitialized()) return PyErr_NoMemory();
      if (source.TotalBytes() > 0) {
        std::memcpy(const_cast<char*>(fresh.tensor_data().data()), source.tensor_data().data(),
                    source.TotalBytes());
      }
      tensor = std::move(fresh);
    } else {
      status = tensorflow::CopyTensorToDevice(host, holder, &tensor);
      if (!status.ok()) return RaiseStatus(status);
    }
    copied = true;
  }
  if (holder != nullptr && request.sync_device && !copied) {
    // The consumer may read the memory on any stream: the producer's queued work finishes first.
    status = holder->Sync();
    if (!status.ok()) return RaiseStatus(status);
  }
  if (!request.versioned) {
    dl::ManagedTensor* managed = NewExport<dl::ManagedTensor>(std::move(tensor), device, dtype);
    PyObject* capsule = PyCapsule_New(managed, dl::kCapsuleName, LegacyCapsuleDestructor);
    if (capsule == nullptr) managed->deleter(managed);
    return capsule;
  }
  dl::ManagedTensorVersioned* managed =
      NewExport<dl::ManagedTensorVersioned>(std::move(tensor), device, dtype);
  managed->version = {dl::kMajorVersion, dl::kMinorVersion};
  // A copy is the consumer's to write; the tensor's own memory is immutable.
  managed->flags = copied ? dl::kFlagIsCopied : dl::kFlagReadOnly;
  PyObject* capsule = PyCapsule_New(managed, dl::kVersionedCapsuleName, VersionedCapsuleDestructor);
  if (capsule == nullptr) managed->deleter(managed);
  return capsule;
}

// ---------------------------------------------------------------------------------------------
// Import: a tensor over a capsule's memory.

// Memory a producer lent through a managed tensor; its deleter runs when the last tensor over it
// dies. The producer may still write the memory, so kernels never reuse it for outputs.
template <typename Managed>
class DlpackBuffer final : public tensorflow::TensorBuffer {
 public:
  DlpackBuffer(Managed* managed, void* data, size_t size)
      : TensorBuffer(data), managed_(managed), size_(size) {}
  ~DlpackBuffer() override {
    if (managed_->deleter != nullptr) managed_->deleter(managed_);
  }
  size_t size() const override { return size_; }
  TensorBuffer* root_buffer() override { return this; }
  bool OwnsMemory() const override { return false; }

 private:
  Managed* const managed_;
  const size_t size_;
};

// The checks TensorFlow makes of a DLTensor before it touches the memory, and the tensor's dtype
// and shape. Nothing is consumed yet when this fails.
Status CheckImport(const dl::Tensor& view, DataType* dtype, tensorflow::TensorShape* shape) {
  TF_RETURN_IF_ERROR(DataTypeOfDl(view.dtype, dtype));
  if (view.device.device_type != dl::kCPU && view.device.device_type != dl::kCUDA) {
    return tensorflow::errors::InvalidArgument("Unsupported Device Type");
  }
  if (view.ndim < 0 || (view.ndim > 0 && view.shape == nullptr)) {
    return tensorflow::errors::InvalidArgument("Invalid DLPack rank: ", view.ndim);
  }
  std::vector<int64_t> dims(view.shape, view.shape + view.ndim);
  TF_RETURN_IF_ERROR(tensorflow::TensorShape::BuildTensorShape(dims, shape));
  if (view.byte_offset != 0) {
    return tensorflow::errors::InvalidArgument("Unsupported byte_offset (", view.byte_offset,
                                               ") from DLPack, must be zero");
  }
  // Only dense row-major memory can be a tensor; a dimension of size 1 may have any stride.
  if (view.strides != nullptr && shape->num_elements() > 0) {
    int64_t expected = 1;
    for (int i = view.ndim - 1; i >= 0; --i) {
      if (dims[i] != 1 && view.strides[i] != expected) {
        return tensorflow::errors::InvalidArgument("Invalid strides array from DLPack");
      }
      expected *= dims[i];
    }
  }
  if (view.data == nullptr && shape->num_elements() > 0) {
    return tensorflow::errors::InvalidArgument("The DLPack tensor has no data");
  }
  return tensorflow::OkStatus();
}

// `view`'s elements copied into a new tensor: in host memory, or for a CUDA view, in the memory of
// that GPU through the host (the GPU device knows only memory its own allocator gave out).
Status CopyImport(const dl::Tensor& view, DataType dtype, const tensorflow::TensorShape& shape,
                  DeviceBase* gpu, Tensor* out) {
  Tensor host(dtype, shape);
  if (!host.IsInitialized()) return tensorflow::errors::ResourceExhausted("OOM copying a DLPack tensor");
  void* destination = const_cast<char*>(host.tensor_data().data());
  const size_t bytes = host.TotalBytes();
  if (gpu == nullptr) {
    if (bytes > 0) std::memcpy(destination, view.data, bytes);
    *out = std::move(host);
    return tensorflow::OkStatus();
  }
  if (bytes > 0) TF_RETURN_IF_ERROR(gpu->CopyDeviceToHost(view.data, destination, bytes));
  return tensorflow::CopyTensorToDevice(host, gpu, out);
}

template <typename Managed>
PyObject* ImportManaged(PyObject* capsule, Managed* managed, const char* used_name) {
  const dl::Tensor& view = managed->dl_tensor;
  DataType dtype;
  tensorflow::TensorShape shape;
  Status status = CheckImport(view, &dtype, &shape);
  DeviceBase* gpu = nullptr;
  if (status.ok() && view.device.device_type == dl::kCUDA) status = GpuOfDl(view.device, &gpu);
  if (!status.ok()) return RaiseStatus(status);
  // From here on the managed tensor is this side's: its deleter runs exactly once below or when
  // the tensor's buffer dies.
  if (PyCapsule_SetName(capsule, used_name) < 0) return nullptr;
  Tensor tensor;
  if (managed->deleter == &DeleteExport<Managed>) {
    // One of this extension's own exports: share the tensor's buffer itself.
    tensor = static_cast<Export<Managed>*>(managed->manager_ctx)->tensor;
    managed->deleter(managed);
  } else {
    const bool aligned = EIGEN_MAX_ALIGN_BYTES == 0 ||
                         reinterpret_cast<uintptr_t>(view.data) % EIGEN_MAX_ALIGN_BYTES == 0;
    if (gpu == nullptr && aligned && view.data != nullptr) {
      // Shared: the kernels' Eigen maps assume the alignment of the framework's allocations.
      auto* buffer = new DlpackBuffer<Managed>(
          managed, view.data, shape.num_elements() * tensorflow::DataTypeSize(dtype));
      tensor = Tensor(dtype, shape, buffer);
      buffer->Unref();
    } else {
      status = CopyImport(view, dtype, shape, gpu, &tensor);
      if (managed->deleter != nullptr) managed->deleter(managed);
      if (!status.ok()) return RaiseStatus(status);
    }
  }
  return WrapTensor(std::move(tensor));
}

PyObject* ImportCapsule(PyObject* capsule) {
  const char* name = PyCapsule_GetName(capsule);
  if (name == nullptr && PyErr_Occurred()) return nullptr;
  if (name != nullptr && std::strcmp(name, dl::kVersionedCapsuleName) == 0) {
    auto* managed = static_cast<dl::ManagedTensorVersioned*>(
        PyCapsule_GetPointer(capsule, dl::kVersionedCapsuleName));
    if (managed == nullptr) return nullptr;
    if (managed->version.major > dl::kMajorVersion) {
      // Left unconsumed: the producer's capsule destructor frees it.
      return RaiseStatus(tensorflow::errors::InvalidArgument(
          "The DLPack tensor's version ", managed->version.major, ".", managed->version.minor,
          " is newer than the newest this build reads, ", dl::kMajorVersion, ".",
          dl::kMinorVersion));
    }
    return ImportManaged(capsule, managed, dl::kUsedVersionedCapsuleName);
  }
  if (name != nullptr && std::strcmp(name, dl::kCapsuleName) == 0) {
    auto* managed =
        static_cast<dl::ManagedTensor*>(PyCapsule_GetPointer(capsule, dl::kCapsuleName));
    if (managed == nullptr) return nullptr;
    return ImportManaged(capsule, managed, dl::kUsedCapsuleName);
  }
  return RaiseStatus(tensorflow::errors::InvalidArgument(
      "DLPack tensor must be a capsule with name \"dltensor\" or \"dltensor_versioned\", got \"",
      name == nullptr ? "" : name,
      "\". Note that a DLPack tensor may be consumed at most once."));
}

// obj.__dlpack__(...) for the consumer: asks for DLPack 1.0, and for CUDA memory, for ordering on
// the GPU device's stream. Producers that predate max_version are asked again without it.
PyObject* CapsuleOfProducer(PyObject* producer) {
  PyObjectRef kwargs(PyDict_New());
  if (!kwargs) return nullptr;
  PyObjectRef device(PyObject_CallMethod(producer, "__dlpack_device__", nullptr));
  if (!device) {
    if (!PyErr_ExceptionMatches(PyExc_AttributeError)) return nullptr;
    PyErr_Clear();
  } else {
    long type = -1, index = 0;
    if (!PyArg_ParseTuple(device.get(), "ll;__dlpack_device__() must return (type, id)", &type,
                          &index)) {
      return nullptr;
    }
    if (type == dl::kCUDA) {
      DeviceBase* gpu = nullptr;
      const Status found = GpuOfDl({dl::kCUDA, static_cast<int32_t>(index)}, &gpu);
      if (!found.ok()) return RaiseStatus(found);
      // 1: CUDA's legacy default stream, where the device has no stream of its own.
      const uintptr_t stream = gpu->stream() == nullptr ? 1 : reinterpret_cast<uintptr_t>(gpu->stream());
      PyObjectRef stream_number(PyLong_FromSize_t(stream));
      if (!stream_number || PyDict_SetItemString(kwargs.get(), "stream", stream_number.get()) < 0) {
        return nullptr;
      }
    }
  }
  PyObjectRef method(PyObject_GetAttrString(producer, "__dlpack__"));
  if (!method) return nullptr;
  PyObjectRef max_version(Py_BuildValue("(II)", dl::kMajorVersion, dl::kMinorVersion));
  if (!max_version || PyDict_SetItemString(kwargs.get(), "max_version", max_version.get()) < 0) {
    return nullptr;
  }
  PyObjectRef empty(PyTuple_New(0));
  if (!empty) return nullptr;
  PyObject* capsule = PyObject_Call(method.get(), empty.get(), kwargs.get());
  if (capsule != nullptr || !PyErr_ExceptionMatches(PyExc_TypeError)) return capsule;
  PyErr_Clear();
  if (PyDict_DelItemString(kwargs.get(), "max_version") < 0) return nullptr;
  return PyObject_Call(method.get(), empty.get(), kwargs.get());
}

PyObject* FromDlpack(PyObject*, PyObject* source) {
  if (PyCapsule_CheckExact(source)) return ImportCapsule(source);
  if (!PyObject_HasAttrString(source, "__dlpack__")) {
    PyErr_Format(PyExc_TypeError,
                 "from_dlpack expects a DLPack capsule or an object with __dlpack__, not %.200s",
                 Py_TYPE(source)->tp_name);
    return nullptr;
  }
  PyObjectRef capsule(CapsuleOfProducer(source));
  if (!capsule) return nullptr;
  if (!PyCapsule_CheckExact(capsule.get())) {
    PyErr_Format(PyExc_TypeError, "__dlpack__() of %.200s returned %.200s, not a capsule",
                 Py_TYPE(source)->tp_name, Py_TYPE(capsule.get())->tp_name);
    return nullptr;
  }
  return ImportCapsule(capsule.get());
}

PyObject* ToDlpack(PyObject*, PyObject* tensor) {
  if (!IsTensor(tensor)) {
    return RaiseStatus(tensorflow::errors::InvalidArgument(
        "The argument to `to_dlpack` must be a tflc.Tensor, not ", Py_TYPE(tensor)->tp_name));
  }
  return ExportTensor(TensorOf(tensor), ExportRequest{});
}

// (type, id) of a dl_device argument; false with an error set.
bool ParseDevice(PyObject* value, dl::Device* device) {
  long type = 0, index = 0;
  if (!PyTuple_Check(value) ||
      !PyArg_ParseTuple(value, "ll;dl_device must be a (device_type, device_id) tuple", &type,
                        &index)) {
    if (!PyErr_Occurred()) {
      PyErr_SetString(PyExc_TypeError, "dl_device must be a (device_type, device_id) tuple");
    }
    return false;
  }
  *device = {static_cast<int32_t>(type), static_cast<int32_t>(index)};
  return true;
}

PyMethodDef functions[] = {
    {"_to_dlpack", ToDlpack, METH_O,
     "A legacy \"dltensor\" capsule over the tensor's memory (tflc.experimental.dlpack.to_dlpack)."},
    {"_from_dlpack", FromDlpack, METH_O,
     "The tensor of a DLPack capsule or of an object with __dlpack__, sharing its memory "
     "(tflc.experimental.dlpack.from_dlpack)."},
    {nullptr, nullptr, 0, nullptr},
};

}  // namespace

PyObject* TensorDlpack(PyObject* self, PyObject* const* args, Py_ssize_t nargs,
                       PyObject* kwnames) {
  if (nargs != 0) {
    PyErr_SetString(PyExc_TypeError, "__dlpack__() takes only keyword arguments");
    return nullptr;
  }
  PyObject* stream = Py_None;
  PyObject* max_version = Py_None;
  PyObject* dl_device = Py_None;
  PyObject* copy = Py_None;
  const Py_ssize_t count = kwnames == nullptr ? 0 : PyTuple_GET_SIZE(kwnames);
  for (Py_ssize_t i = 0; i < count; ++i) {
    PyObject* key = PyTuple_GET_ITEM(kwnames, i);
    if (PyUnicode_CompareWithASCIIString(key, "stream") == 0) {
      stream = args[i];
    } else if (PyUnicode_CompareWithASCIIString(key, "max_version") == 0) {
      max_version = args[i];
    } else if (PyUnicode_CompareWithASCIIString(key, "dl_device") == 0) {
      dl_device = args[i];
    } else if (PyUnicode_CompareWithASCIIString(key, "copy") == 0) {
      copy = args[i];
    } else {
      PyErr_Format(PyExc_TypeError, "__dlpack__() got an unexpected keyword argument '%U'", key);
      return nullptr;
    }
  }
  const Tensor& tensor = TensorOf(self);
  dl::Device own_device;
  DeviceBase* holder = nullptr;
  const Status status = DlDeviceOf(tensor, &own_device, &holder);
  if (!status.ok()) return RaiseStatus(status);
  ExportRequest request;
  if (stream != Py_None) {
    if (holder == nullptr) {
      // As TensorFlow: host memory has no stream to order work on.
      PyErr_SetString(PyExc_RuntimeError,
                      "tflc.Tensor does not support DLPack export with a non-None stream");
      return nullptr;
    }
    const long long number = PyLong_AsLongLong(stream);
    if (number == -1 && PyErr_Occurred()) return nullptr;
    request.sync_device = number != -1;
  }
  if (max_version != Py_None) {
    unsigned long major = 0, minor = 0;
    if (!PyTuple_Check(max_version) ||
        !PyArg_ParseTuple(max_version, "kk;max_version must be a (major, minor) tuple", &major,
                          &minor)) {
      if (!PyErr_Occurred()) {
        PyErr_SetString(PyExc_TypeError, "max_version must be a (major, minor) tuple");
      }
      return nullptr;
    }
    request.versioned = major >= dl::kMajorVersion;
  }
  if (copy != Py_None) {
    const int wanted = PyObject_IsTrue(copy);
    if (wanted < 0) return nullptr;
    request.copy = wanted == 1;
    request.forbid_copy = wanted == 0;
  }
  if (dl_device != Py_None) {
    dl::Device wanted;
    if (!ParseDevice(dl_device, &wanted)) return nullptr;
    const bool same = wanted.device_type == own_device.device_type &&
                      wanted.device_id == own_device.device_id;
    request.to_host = !same && wanted.device_type == dl::kCPU && holder != nullptr;
    if (!same && !request.to_host) {
      PyErr_Format(PyExc_BufferError,
                   "tflc.Tensor on DLPack device (%d, %d) cannot be exported to device (%d, %d)",
                   own_device.device_type, own_device.device_id, wanted.device_type,
                   wanted.device_id);
      return nullptr;
    }
  }
  return ExportTensor(tensor, request);
}

PyObject* TensorDlpackDevice(PyObject* self, PyObject*) {
  dl::Device device;
  DeviceBase* holder = nullptr;
  const Status status = DlDeviceOf(TensorOf(self), &device, &holder);
  if (!status.ok()) return RaiseStatus(status);
  return Py_BuildValue("(ii)", device.device_type, device.device_id);
}

bool InitDlpack(PyObject* module) { return AddModuleFunctions(module, functions); }

}  // namespace tflc_python
