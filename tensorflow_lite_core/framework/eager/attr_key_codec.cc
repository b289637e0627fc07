#include "tensorflow_lite_core/framework/eager/attr_key_codec.h"

#include "google/protobuf/io/coded_stream.h"
#include "google/protobuf/io/zero_copy_stream_impl_lite.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace eager {
namespace {

template <typename T>
bool ReadRaw(std::string_view* key, T* value) {
  if (key->size() < sizeof(T)) return false;
  std::memcpy(value, key->data(), sizeof(T));
  key->remove_prefix(sizeof(T));
  return true;
}

Status NotEncodable(AttrKind kind) {
  return errors::Unimplemented("attrs of type '", AttrKindName(kind),
                               "' are not supported in eager calls");
}

Status Corrupt() { return errors::Internal("corrupt eager attr key"); }

void AppendShape(const TensorShapeProto& shape, std::string* key) {
  AppendShapeRank(shape.unknown_rank() ? -1 : shape.dim_size(), key);
  for (const auto& dim : shape.dim()) AppendInt(dim.size(), key);
}

// Element `index` of `value`'s list, or its scalar when `index` is -1.
Status EncodeElement(const AttrValue& value, AttrKind kind, int index, std::string* key) {
  const auto& list = value.list();
  const bool in_list = index >= 0;
  switch (kind) {
    case AttrKind::kInt: AppendInt(in_list ? list.i(index) : value.i(), key); break;
    case AttrKind::kFloat: AppendFloat(in_list ? list.f(index) : value.f(), key); break;
    case AttrKind::kBool: AppendBool(in_list ? list.b(index) : value.b(), key); break;
    case AttrKind::kType: AppendType(in_list ? list.type(index) : value.type(), key); break;
    case AttrKind::kString: AppendString(in_list ? list.s(index) : value.s(), key); break;
    case AttrKind::kShape: AppendShape(in_list ? list.shape(index) : value.shape(), key); break;
    case AttrKind::kTensor:
      AppendTensor(in_list ? list.tensor(index) : value.tensor(), key);
      break;
    case AttrKind::kFunc: return NotEncodable(kind);
  }
  return OkStatus();
}

Status DecodeElement(AttrKind kind, std::string_view* key, AttrValue* value, bool in_list) {
  AttrValue::ListValue* list = in_list ? value->mutable_list() : nullptr;
  switch (kind) {
    case AttrKind::kInt: {
      int64_t number;
      if (!ReadRaw(key, &number)) return Corrupt();
      in_list ? list->add_i(number) : value->set_i(number);
      break;
    }
    case AttrKind::kFloat: {
      float number;
      if (!ReadRaw(key, &number)) return Corrupt();
      in_list ? list->add_f(number) : value->set_f(number);
      break;
    }
    case AttrKind::kBool: {
      uint8_t truth;
      if (!ReadRaw(key, &truth)) return Corrupt();
      in_list ? list->add_b(truth != 0) : value->set_b(truth != 0);
      break;
    }
    case AttrKind::kType: {
      uint8_t dtype;
      if (!ReadRaw(key, &dtype)) return Corrupt();
      const auto type = static_cast<DataType>(dtype);
      in_list ? list->add_type(type) : value->set_type(type);
      break;
    }
    case AttrKind::kString: {
      uint32_t size;
      if (!ReadRaw(key, &size) || key->size() < size) return Corrupt();
      std::string text(key->substr(0, size));
      key->remove_prefix(size);
      in_list ? list->add_s(std::move(text)) : value->set_s(std::move(text));
      break;
    }
    case AttrKind::kShape: {
      int32_t rank;
      if (!ReadRaw(key, &rank)) return Corrupt();
      TensorShapeProto* shape = in_list ? list->add_shape() : value->mutable_shape();
      if (rank < 0) shape->set_unknown_rank(true);
      for (int32_t i = 0; i < rank; ++i) {
        int64_t dim;
        if (!ReadRaw(key, &dim)) return Corrupt();
        shape->add_dim()->set_size(dim);
      }
      break;
    }
    case AttrKind::kTensor: {
      uint32_t size;
      if (!ReadRaw(key, &size) || key->size() < size) return Corrupt();
      TensorProto* tensor = in_list ? list->add_tensor() : value->mutable_tensor();
      if (!tensor->ParseFromArray(key->data(), static_cast<int>(size))) return Corrupt();
      key->remove_prefix(size);
      break;
    }
    case AttrKind::kFunc: return NotEncodable(kind);
  }
  return OkStatus();
}

}  // namespace

void AppendTensor(const TensorProto& tensor, std::string* key) {
  std::string bytes;
  {
    google::protobuf::io::StringOutputStream stream(&bytes);
    google::protobuf::io::CodedOutputStream coded(&stream);
    coded.SetSerializationDeterministic(true);
    tensor.SerializeToCodedStream(&coded);
  }
  AppendString(bytes, key);
}

bool IsEncodableKind(AttrKind kind) { return kind != AttrKind::kFunc; }

Status EncodeAttrValue(const AttrValue& value, AttrType type, std::string* key) {
  if (!IsEncodableKind(type.kind)) return NotEncodable(type.kind);
  if (!type.is_list) return EncodeElement(value, type.kind, -1, key);
  const int size = AttrListSize(value.list(), type.kind);
  AppendCount(static_cast<uint32_t>(size), key);
  for (int i = 0; i < size; ++i) TF_RETURN_IF_ERROR(EncodeElement(value, type.kind, i, key));
  return OkStatus();
}

Status DecodeAttrValue(AttrType type, std::string_view* key, AttrValue* value) {
  if (!type.is_list) return DecodeElement(type.kind, key, value, false);
  uint32_t size;
  if (!ReadRaw(key, &size)) return Corrupt();
  value->mutable_list();  // an empty list is still a list
  for (uint32_t i = 0; i < size; ++i) TF_RETURN_IF_ERROR(DecodeElement(type.kind, key, value, true));
  return OkStatus();
}

}  // namespace eager
}  // namespace tensorflow
