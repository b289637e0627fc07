#include "tensorflow_lite_core/framework/proto_utf8.h"

#include <vector>

#include "google/protobuf/descriptor.h"

namespace tensorflow {

bool IsValidUtf8(std::string_view text) {
  size_t i = 0;
  while (i < text.size()) {
    const unsigned char lead = static_cast<unsigned char>(text[i]);
    int length;
    unsigned int code_point;
    if (lead < 0x80) {
      ++i;
      continue;
    } else if ((lead & 0xe0) == 0xc0) {
      length = 2;
      code_point = lead & 0x1f;
    } else if ((lead & 0xf0) == 0xe0) {
      length = 3;
      code_point = lead & 0x0f;
    } else if ((lead & 0xf8) == 0xf0) {
      length = 4;
      code_point = lead & 0x07;
    } else {
      return false;
    }
    if (text.size() - i < static_cast<size_t>(length)) return false;
    for (int k = 1; k < length; ++k) {
      const unsigned char next = static_cast<unsigned char>(text[i + k]);
      if ((next & 0xc0) != 0x80) return false;
      code_point = (code_point << 6) | (next & 0x3f);
    }
    static constexpr unsigned int kSmallest[] = {0, 0, 0x80, 0x800, 0x10000};
    if (code_point < kSmallest[length] || code_point > 0x10ffff ||
        (code_point >= 0xd800 && code_point <= 0xdfff)) {
      return false;
    }
    i += length;
  }
  return true;
}

std::string FindInvalidUtf8(const google::protobuf::Message& message) {
  using google::protobuf::FieldDescriptor;
  const google::protobuf::Reflection* reflection = message.GetReflection();
  std::vector<const FieldDescriptor*> fields;
  reflection->ListFields(message, &fields);
  std::string scratch;
  for (const FieldDescriptor* field : fields) {
    const bool repeated = field->is_repeated();
    const int count = repeated ? reflection->FieldSize(message, field) : 1;
    for (int i = 0; i < count; ++i) {
      const std::string where = repeated ? field->name() + "[" + std::to_string(i) + "]"
                                         : field->name();
      if (field->type() == FieldDescriptor::TYPE_STRING) {
        const std::string& value =
            repeated ? reflection->GetRepeatedStringReference(message, field, i, &scratch)
                     : reflection->GetStringReference(message, field, &scratch);
        if (!IsValidUtf8(value)) return where;
      } else if (field->cpp_type() == FieldDescriptor::CPPTYPE_MESSAGE) {
        const google::protobuf::Message& nested =
            repeated ? reflection->GetRepeatedMessage(message, field, i)
                     : reflection->GetMessage(message, field);
        const std::string inner = FindInvalidUtf8(nested);
        if (!inner.empty()) return where + "." + inner;
      }
    }
  }
  return "";
}

}  // namespace tensorflow
