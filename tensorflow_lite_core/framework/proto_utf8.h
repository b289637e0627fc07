// Proto3 `string` fields must hold UTF-8: protobuf refuses to parse (and logs when it serializes)
// any other bytes, so a message built from text with such a field would not survive a round trip
// through its wire format. Text parsers here check what they build with FindInvalidUtf8.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_PROTO_UTF8_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_PROTO_UTF8_H_

#include <string>
#include <string_view>

#include "google/protobuf/message.h"

namespace tensorflow {

// Whether `text` is well-formed UTF-8 (no overlong forms, surrogates or code points past
// U+10FFFF), as protobuf requires of proto3 strings.
bool IsValidUtf8(std::string_view text);

// The path ("func.name", "func.attr[key]"...) of the first `string` field in `message`, its
// nested messages and map keys, that is not valid UTF-8; empty when there is none. `bytes`
// fields may hold anything and are not checked.
std::string FindInvalidUtf8(const google::protobuf::Message& message);

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_PROTO_UTF8_H_
