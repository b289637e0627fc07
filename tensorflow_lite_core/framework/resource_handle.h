// ResourceHandle: names a resource kept by a device's ResourceMgr (device, container, name and
// the hash code of its C++ type). It is the element type of DT_RESOURCE tensors, which is how
// kernels pass resources to one another, and converts to and from ResourceHandleProto.
//
// A handle names its resource and holds no reference to it: the resource lives in the manager
// until deleted there. (TensorFlow's reference-counting handles, MakeRefCountingHandle, are not
// provided.)
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_RESOURCE_HANDLE_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_RESOURCE_HANDLE_H_

#include <cstdint>
#include <string>
#include <vector>

#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/framework/resource_base.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/framework/type_index.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {

class ResourceHandle {
 public:
  ResourceHandle();
  // CHECK-fails on a proto FromProto refuses; use BuildResourceHandle for untrusted protos.
  ResourceHandle(const ResourceHandleProto& proto);  // NOLINT(runtime/explicit): as TensorFlow
  ~ResourceHandle();
  ResourceHandle(const ResourceHandle& other);
  ResourceHandle(ResourceHandle&& other) noexcept;
  ResourceHandle& operator=(const ResourceHandle& other);
  ResourceHandle& operator=(ResourceHandle&& other) noexcept;

  // FromProto into `*out`.
  static absl::Status BuildResourceHandle(const ResourceHandleProto& proto, ResourceHandle* out);

  // The name of the device whose ResourceMgr holds the resource ("/device:CPU:0").
  const std::string& device() const { return device_; }
  void set_device(const std::string& device) { device_ = device; }

  const std::string& container() const { return container_; }
  void set_container(const std::string& container) { container_ = container; }

  const std::string& name() const { return name_; }
  void set_name(const std::string& name) { name_ = name; }

  // TypeIndex::hash_code() of the resource's C++ type.
  uint64_t hash_code() const { return hash_code_; }
  void set_hash_code(uint64_t hash_code) { hash_code_ = hash_code; }

  // The mangled name of that type, for messages only; may be empty.
  const std::string& maybe_type_name() const { return maybe_type_name_; }
  void set_maybe_type_name(const std::string& value) { maybe_type_name_ = value; }

  // The dtypes and shapes of the values the resource holds (a variable's), when known.
  std::vector<DtypeAndPartialTensorShape> dtypes_and_shapes() const { return dtypes_and_shapes_; }
  void set_dtypes_and_shapes(const std::vector<DtypeAndPartialTensorShape>& dtypes_and_shapes) {
    dtypes_and_shapes_ = dtypes_and_shapes;
  }

  void AsProto(ResourceHandleProto* proto) const;
  // InvalidArgument, leaving this handle unchanged, when a shape in the proto is invalid.
  absl::Status FromProto(const ResourceHandleProto& proto);

  // Through ResourceHandleProto.
  std::string SerializeAsString() const;
  bool ParseFromString(const std::string& bytes);

  // "device: ... container: ... name: ... hash_code: 0x... maybe_type_name ..., dtype and
  // shapes : [ ... ]", with the type name demangled, as TensorFlow prints it.
  std::string DebugString() const;
  // 'ResourceHandle(name="...", device="...", container="...", type="...", dtype and shapes :
  // "[ ... ]")': how a DT_RESOURCE tensor prints its elements.
  std::string SummarizeValue() const;

  // The shared_name that asks for a new, unique resource on every use.
  static constexpr const char* ANONYMOUS_NAME = "cd2c89b7-88b7-44c8-ad83-06c2a9158347";

  // OK when the handle names a resource of type `type_index` (or T); InvalidArgument naming both
  // types otherwise.
  template <typename T>
  absl::Status ValidateType() const {
    return ValidateType(TypeIndex::Make<T>());
  }
  absl::Status ValidateType(const TypeIndex& type_index) const;

  // 0, 1, 2, ... across the process, for names of anonymous resources.
  static int64_t GenerateUniqueId();

 private:
  std::string device_;
  std::string container_;
  std::string name_;
  uint64_t hash_code_ = 0;
  std::string maybe_type_name_;
  std::vector<DtypeAndPartialTensorShape> dtypes_and_shapes_;
};

// DebugString, as when the handle was a proto.
std::string ProtoDebugString(const ResourceHandle& handle);

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_RESOURCE_HANDLE_H_
