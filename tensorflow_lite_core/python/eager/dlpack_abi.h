// The DLPack 1.0 ABI (https://dmlc.github.io/dlpack/latest/c_api.html): the structs and constants
// a DLPack capsule carries between frameworks, written out from the specification so the
// extension needs no dlpack.h. Layouts and values are the specification's; never reorder them.
#ifndef TENSORFLOW_LITE_CORE_PYTHON_EAGER_DLPACK_ABI_H_
#define TENSORFLOW_LITE_CORE_PYTHON_EAGER_DLPACK_ABI_H_

#include <cstdint>

namespace tflc_python {
namespace dlpack {

// The newest version this side reads and writes.
constexpr uint32_t kMajorVersion = 1;
constexpr uint32_t kMinorVersion = 0;

struct Version {
  uint32_t major;
  uint32_t minor;
};

// DLDeviceType: the values the Python protocol's __dlpack_device__ returns too.
enum DeviceType : int32_t {
  kCPU = 1,
  kCUDA = 2,
  kCUDAHost = 3,
  kOpenCL = 4,
  kVulkan = 7,
  kMetal = 8,
  kVPI = 9,
  kROCM = 10,
  kROCMHost = 11,
  kExtDev = 12,
  kCUDAManaged = 13,
  kOneAPI = 14,
};

struct Device {
  int32_t device_type;  // a DeviceType
  int32_t device_id;
};

// DLDataTypeCode.
enum TypeCode : uint8_t {
  kInt = 0,
  kUInt = 1,
  kFloat = 2,
  kOpaqueHandle = 3,
  kBfloat = 4,
  kComplex = 5,
  kBool = 6,
};

struct DataType {
  uint8_t code;  // a TypeCode
  uint8_t bits;
  uint16_t lanes;
};

// DLTensor: a view of memory it does not own. `shape` and `strides` (in elements; null means
// compact row-major) have `ndim` entries.
struct Tensor {
  void* data;
  Device device;
  int32_t ndim;
  DataType dtype;
  int64_t* shape;
  int64_t* strides;
  uint64_t byte_offset;
};

// DLManagedTensor: what a "dltensor" capsule points to. Whoever consumes it calls `deleter` once,
// from any thread, when done with the memory.
struct ManagedTensor {
  Tensor dl_tensor;
  void* manager_ctx;
  void (*deleter)(ManagedTensor* self);
};

// DLManagedTensorVersioned: what a "dltensor_versioned" capsule points to.
struct ManagedTensorVersioned {
  Version version;
  void* manager_ctx;
  void (*deleter)(ManagedTensorVersioned* self);
  uint64_t flags;  // kFlagReadOnly | kFlagIsCopied
  Tensor dl_tensor;
};

constexpr uint64_t kFlagReadOnly = uint64_t{1} << 0;
constexpr uint64_t kFlagIsCopied = uint64_t{1} << 1;

// Capsule names: a producer names the capsule, the consumer renames it once it owns the tensor.
inline constexpr char kCapsuleName[] = "dltensor";
inline constexpr char kUsedCapsuleName[] = "used_dltensor";
inline constexpr char kVersionedCapsuleName[] = "dltensor_versioned";
inline constexpr char kUsedVersionedCapsuleName[] = "used_dltensor_versioned";

}  // namespace dlpack
}  // namespace tflc_python

#endif  // TENSORFLOW_LITE_CORE_PYTHON_EAGER_DLPACK_ABI_H_
