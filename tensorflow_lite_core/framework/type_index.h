// TypeIndex: the identity of a C++ type, as the resource manager keys resources by it.
//
// The hash code is Hash64 of the type's mangled name (as TensorFlow computes it), so one type has
// one code in every shared library of the process, and the same code as in TensorFlow; it is not
// meant to be stored beyond the process.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_TYPE_INDEX_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_TYPE_INDEX_H_

#include <cstdint>
#include <typeinfo>

#include "tensorflow_lite_core/platform/hash.h"

namespace tensorflow {

class TypeIndex {
 public:
  template <typename T>
  static TypeIndex Make() {
    const char* name = typeid(T).name();
    return TypeIndex(Hash64(name), name);
  }

  bool operator==(const TypeIndex& other) const { return hash_ == other.hash_; }
  bool operator!=(const TypeIndex& other) const { return hash_ != other.hash_; }

  // The mangled name ("7Counter"); static storage of the library that defines the type.
  const char* name() const { return name_; }
  uint64_t hash_code() const { return hash_; }

 private:
  TypeIndex(uint64_t hash, const char* name) : hash_(hash), name_(name) {}

  uint64_t hash_;
  const char* name_;
};

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_TYPE_INDEX_H_
