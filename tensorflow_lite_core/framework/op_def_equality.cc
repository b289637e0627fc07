#include "tensorflow_lite_core/framework/op_def_util.h"

#include <functional>
#include <string>

#include "google/protobuf/io/coded_stream.h"
#include "google/protobuf/io/zero_copy_stream_impl_lite.h"
#include "tensorflow_lite_core/framework/attr_value_util.h"

namespace tensorflow {

// Equality and hashing.

namespace {

uint64 Mix(uint64 seed, uint64 value) {
  // A 64-bit variant of boost::hash_combine's mixing step.
  return seed ^ (value + 0x9e3779b97f4a7c15ULL + (seed << 12) + (seed >> 4));
}

uint64 StringHash(const std::string& text) { return std::hash<std::string>()(text); }

// The OpDef without its attrs, serialized deterministically, for hashing and comparing the rest.
std::string SerializeWithoutAttrs(const OpDef& op_def) {
  OpDef copy = op_def;
  copy.clear_attr();
  std::string bytes;
  {
    google::protobuf::io::StringOutputStream stream(&bytes);
    google::protobuf::io::CodedOutputStream coded(&stream);
    coded.SetSerializationDeterministic(true);
    copy.SerializeToCodedStream(&coded);
  }
  return bytes;
}

}  // namespace

bool AttrDefEqual(const OpDef::AttrDef& a1, const OpDef::AttrDef& a2) {
  if (a1.name() != a2.name() || a1.type() != a2.type() ||
      a1.description() != a2.description() || a1.has_minimum() != a2.has_minimum() ||
      a1.minimum() != a2.minimum() || a1.has_default_value() != a2.has_default_value() ||
      a1.has_allowed_values() != a2.has_allowed_values()) {
    return false;
  }
  if (a1.has_default_value() && !AreAttrValuesEqual(a1.default_value(), a2.default_value())) {
    return false;
  }
  return !a1.has_allowed_values() ||
         AreAttrValuesEqual(a1.allowed_values(), a2.allowed_values());
}

uint64 AttrDefHash(const OpDef::AttrDef& a) {
  uint64 h = StringHash(a.name());
  h = Mix(h, StringHash(a.type()));
  h = Mix(h, StringHash(a.description()));
  h = Mix(h, a.has_minimum() ? 1 : 0);
  h = Mix(h, static_cast<uint64>(a.minimum()));
  if (a.has_default_value()) h = Mix(h, AttrValueHash(a.default_value()));
  if (a.has_allowed_values()) h = Mix(h, Mix(7, AttrValueHash(a.allowed_values())));
  return h;
}

bool RepeatedAttrDefEqual(const google::protobuf::RepeatedPtrField<OpDef::AttrDef>& a1,
                          const google::protobuf::RepeatedPtrField<OpDef::AttrDef>& a2) {
  if (a1.size() != a2.size()) return false;
  std::unordered_map<std::string, const OpDef::AttrDef*> by_name;
  for (const OpDef::AttrDef& attr : a1) {
    if (!by_name.emplace(attr.name(), &attr).second) return false;  // Duplicates: not a set.
  }
  for (const OpDef::AttrDef& attr : a2) {
    auto it = by_name.find(attr.name());
    if (it == by_name.end() || !AttrDefEqual(*it->second, attr)) return false;
    by_name.erase(it);
  }
  return true;
}

uint64 RepeatedAttrDefHash(const google::protobuf::RepeatedPtrField<OpDef::AttrDef>& a) {
  // A sum does not depend on the order of the attrs.
  uint64 h = 0xde5ULL;
  for (const OpDef::AttrDef& attr : a) h += Mix(StringHash(attr.name()), AttrDefHash(attr));
  return h;
}

bool OpDefEqual(const OpDef& o1, const OpDef& o2) {
  return RepeatedAttrDefEqual(o1.attr(), o2.attr()) &&
         SerializeWithoutAttrs(o1) == SerializeWithoutAttrs(o2);
}

uint64 OpDefHash(const OpDef& o) {
  return Mix(StringHash(SerializeWithoutAttrs(o)), RepeatedAttrDefHash(o.attr()));
}

}  // namespace tensorflow
