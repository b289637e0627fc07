// Fuzzes ParseAttrValue for every attr type: the first line of the input names the type (one of
// kTypes when it is a number, else the line itself), the rest is the value's text. Properties: a
// refusal is InvalidArgument with a message; an accepted value has the type it was parsed as
// (reference types and DT_INVALID aside, as documented), validates against an attr of that type,
// parses the same way twice, and survives serialization.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iterator>
#include <string>
#include <string_view>

#include "tensorflow_lite_core/framework/attr_value_util.h"
#include "tensorflow_lite_core/framework/op_def_util.h"
#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/framework/types.h"

namespace tensorflow {
namespace {

constexpr const char* kTypes[] = {
    "string",       "int",       "float",       "bool",       "type",
    "shape",        "tensor",    "func",        "list(string)", "list(int)",
    "list(float)",  "list(bool)", "list(type)", "list(shape)", "list(tensor)",
    "list(func)"};

[[noreturn]] void Fail(const std::string& what, std::string_view type, std::string_view text) {
  std::fprintf(stderr, "%s\ntype: '%.*s'\ntext: '%.*s'\n", what.c_str(),
               static_cast<int>(type.size()), type.data(), static_cast<int>(text.size()),
               text.data());
  std::abort();
}

bool HoldsReferenceOrInvalidType(const AttrValue& value) {
  auto bad = [](int dtype) {
    return dtype == DT_INVALID || IsRefType(static_cast<DataType>(dtype));
  };
  if (value.value_case() == AttrValue::kType) return bad(value.type());
  for (int dtype : value.list().type()) {
    if (bad(dtype)) return true;
  }
  return false;
}

}  // namespace
}  // namespace tensorflow

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace tensorflow;  // NOLINT: the entry point must stay at global scope
  std::string_view input(reinterpret_cast<const char*>(data), size);
  const size_t line_end = std::min(input.find('\n'), input.size());
  std::string type(input.substr(0, line_end));
  const std::string_view text = input.substr(std::min(line_end + 1, input.size()));
  if (!type.empty() && type.size() <= 2 &&
      type.find_first_not_of("0123456789") == std::string::npos) {
    type = kTypes[std::stoi(type) % std::size(kTypes)];
  }

  AttrValue value;
  const Status status = ParseAttrValue(type, text, &value);
  if (!status.ok()) {
    if (status.code() != error::INVALID_ARGUMENT || status.message().empty()) {
      Fail("ParseAttrValue refused with " + status.ToString(), type, text);
    }
    return 0;
  }
  if (Status typed = AttrValueHasType(value, type); !typed.ok()) {
    // As TensorFlow's, the parser takes any DataType the enum names; reference types and
    // DT_INVALID are refused later, by AttrValueHasType (so by every OpDef and NodeDef check).
    if (HoldsReferenceOrInvalidType(value)) return 0;
    Fail("parsed a value of another type: " + typed.ToString(), type, text);
  }
  OpDef::AttrDef attr;
  attr.set_name("a");
  attr.set_type(type);
  if (Status valid = ValidateAttrValue(value, attr); !valid.ok()) {
    Fail("parsed a value an attr of its type refuses: " + valid.ToString(), type, text);
  }
  AttrValue again;
  if (!ParseAttrValue(type, text, &again).ok() || !AreAttrValuesEqual(again, value) ||
      AttrValueHash(again) != AttrValueHash(value)) {
    Fail("parsing twice gave two values", type, text);
  }
  AttrValue copy;
  if (!copy.ParseFromString(value.SerializeAsString()) || !AreAttrValuesEqual(copy, value)) {
    Fail("the value does not survive serialization", type, text);
  }
  return 0;
}
