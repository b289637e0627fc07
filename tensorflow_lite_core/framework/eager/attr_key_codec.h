// Attr values as bytes: the eager kernel cache key. A caller encodes a call's attrs straight from
// what it was given (the Python binding from Python objects, C++ callers from AttrValues) with
// the Append* functions; only a cache miss decodes the key into the AttrValues of a NodeDef.
// Each value's encoding depends only on the attr's type, so equal keys mean equal attrs.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_EAGER_ATTR_KEY_CODEC_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_EAGER_ATTR_KEY_CODEC_H_

#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

#include "tensorflow_lite_core/framework/attr_type.h"
#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {
namespace eager {

namespace internal {
template <typename T>
inline void AppendRaw(T value, std::string* key) {
  key->append(reinterpret_cast<const char*>(&value), sizeof(value));
}
}  // namespace internal

// One value of each kind. A list is its count, then its elements.
inline void AppendCount(uint32_t count, std::string* key) { internal::AppendRaw(count, key); }
inline void AppendInt(int64_t value, std::string* key) { internal::AppendRaw(value, key); }
inline void AppendFloat(float value, std::string* key) { internal::AppendRaw(value, key); }
inline void AppendBool(bool value, std::string* key) {
  internal::AppendRaw<uint8_t>(value ? 1 : 0, key);
}
inline void AppendType(DataType type, std::string* key) {
  internal::AppendRaw<uint8_t>(static_cast<uint8_t>(type), key);
}
inline void AppendString(std::string_view value, std::string* key) {
  AppendCount(static_cast<uint32_t>(value.size()), key);
  key->append(value.data(), value.size());
}
// A tensor is its TensorProto, serialized deterministically (equal tensors, equal keys).
void AppendTensor(const TensorProto& tensor, std::string* key);
// A shape is its rank (-1 when unknown), then AppendInt of each dim (-1 when unknown).
inline void AppendShapeRank(int32_t rank, std::string* key) { internal::AppendRaw(rank, key); }

// Whether values of `kind` have a key encoding (func attrs do not; a tensor is its serialized
// TensorProto, deterministic).
bool IsEncodableKind(AttrKind kind);

// Appends `value`, an AttrValue of type `type`; Unimplemented for func attrs.
// A tensor value is written as AppendString of its deterministic serialization (AppendTensor).
absl::Status EncodeAttrValue(const AttrValue& value, AttrType type, std::string* key);

// Reads one attr value of `type` from the front of `*key`, advancing it; Internal for a key that
// ends early.
absl::Status DecodeAttrValue(AttrType type, std::string_view* key, AttrValue* value);

}  // namespace eager
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_EAGER_ATTR_KEY_CODEC_H_
