#include "tensorflow_lite_core/framework/resource_handle.h"

#include <atomic>
#include <utility>

#include "absl/strings/str_format.h"
#include "tensorflow_lite_core/platform/demangle.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/logging.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {

namespace {

// "[ DType enum: 1, Shape: [3],DType enum: 3, Shape: <unknown> ]", TensorFlow's spelling.
std::string DtypesAndShapesString(const std::vector<DtypeAndPartialTensorShape>& entries) {
  std::string text = "[ ";
  for (size_t i = 0; i < entries.size(); ++i) {
    if (i > 0) text += ",";
    strings::StrAppend(&text, "DType enum: ", static_cast<int>(entries[i].dtype),
                       ", Shape: ", entries[i].shape.DebugString());
  }
  text += " ]";
  return text;
}

}  // namespace

ResourceHandle::ResourceHandle() = default;

ResourceHandle::ResourceHandle(const ResourceHandleProto& proto) {
  const absl::Status status = FromProto(proto);
  CHECK(status.ok()) << "ResourceHandle from an invalid proto: " << status;
}

ResourceHandle::~ResourceHandle() = default;
ResourceHandle::ResourceHandle(const ResourceHandle& other) = default;
ResourceHandle::ResourceHandle(ResourceHandle&& other) noexcept = default;
ResourceHandle& ResourceHandle::operator=(const ResourceHandle& other) = default;
ResourceHandle& ResourceHandle::operator=(ResourceHandle&& other) noexcept = default;

absl::Status ResourceHandle::BuildResourceHandle(const ResourceHandleProto& proto,
                                                 ResourceHandle* out) {
  return out->FromProto(proto);
}

void ResourceHandle::AsProto(ResourceHandleProto* proto) const {
  proto->Clear();
  proto->set_device(device_);
  proto->set_container(container_);
  proto->set_name(name_);
  proto->set_hash_code(hash_code_);
  proto->set_maybe_type_name(maybe_type_name_);
  for (const DtypeAndPartialTensorShape& entry : dtypes_and_shapes_) {
    ResourceHandleProto::DtypeAndShape* out = proto->add_dtypes_and_shapes();
    out->set_dtype(entry.dtype);
    entry.shape.AsProto(out->mutable_shape());
  }
}

absl::Status ResourceHandle::FromProto(const ResourceHandleProto& proto) {
  std::vector<DtypeAndPartialTensorShape> dtypes_and_shapes;
  dtypes_and_shapes.reserve(proto.dtypes_and_shapes_size());
  for (const ResourceHandleProto::DtypeAndShape& entry : proto.dtypes_and_shapes()) {
    PartialTensorShape shape;
    const absl::Status status = PartialTensorShape::BuildPartialTensorShape(entry.shape(), &shape);
    if (!status.ok()) {
      return errors::InvalidArgument("ResourceHandleProto for resource '", proto.name(),
                                     "' has an invalid shape: ", status.message());
    }
    dtypes_and_shapes.push_back({entry.dtype(), std::move(shape)});
  }
  device_ = proto.device();
  container_ = proto.container();
  name_ = proto.name();
  hash_code_ = proto.hash_code();
  maybe_type_name_ = proto.maybe_type_name();
  dtypes_and_shapes_ = std::move(dtypes_and_shapes);
  return absl::OkStatus();
}

std::string ResourceHandle::SerializeAsString() const {
  ResourceHandleProto proto;
  AsProto(&proto);
  return proto.SerializeAsString();
}

bool ResourceHandle::ParseFromString(const std::string& bytes) {
  ResourceHandleProto proto;
  return proto.ParseFromString(bytes) && FromProto(proto).ok();
}

std::string ResourceHandle::DebugString() const {
  return absl::StrFormat(
      "device: %s container: %s name: %s hash_code: 0x%X maybe_type_name %s, dtype and shapes : "
      "%s",
      device_, container_, name_, hash_code_, port::Demangle(maybe_type_name_.c_str()),
      DtypesAndShapesString(dtypes_and_shapes_));
}

std::string ResourceHandle::SummarizeValue() const {
  return absl::StrFormat(
      "ResourceHandle(name=\"%s\", device=\"%s\", container=\"%s\", type=\"%s\", dtype and "
      "shapes : \"%s\")",
      name_, device_, container_, port::Demangle(maybe_type_name_.c_str()),
      DtypesAndShapesString(dtypes_and_shapes_));
}

absl::Status ResourceHandle::ValidateType(const TypeIndex& type_index) const {
  if (type_index.hash_code() == hash_code_) return absl::OkStatus();
  return errors::InvalidArgument(
      "Trying to access a handle's resource using the wrong type. The handle points to a "
      "resource (name '",
      name_, "') of type '", port::Demangle(maybe_type_name_.c_str()), "' (hash code ",
      hash_code_, ") but you are trying to access the resource as type '",
      port::Demangle(type_index.name()), "' (hash code ", type_index.hash_code(), ")");
}

int64_t ResourceHandle::GenerateUniqueId() {
  static std::atomic<int64_t> next_id{0};
  return next_id.fetch_add(1, std::memory_order_relaxed);
}

std::string ProtoDebugString(const ResourceHandle& handle) { return handle.DebugString(); }

}  // namespace tensorflow
