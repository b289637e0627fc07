// tstring: the element type of DT_STRING tensors, TensorFlow's tensorflow::tstring.
//
// A C++ value type over one TF_TString (ctstring.h): 24 bytes laid out as TensorFlow's, so a
// string tensor's buffer is the TF_TString array that C plugins read and write through
// TF_TensorData. It behaves like a std::string for what kernels do with strings (construct from
// and convert to std::string and string views, compare, assign, append, resize, data(), size()),
// and can also be a view of bytes it does not own (assign_as_view).
#ifndef TENSORFLOW_LITE_CORE_PLATFORM_TSTRING_H_
#define TENSORFLOW_LITE_CORE_PLATFORM_TSTRING_H_

#include <cstddef>
#include <cstring>
#include <ostream>
#include <string>
#include <string_view>
#include <utility>

#include "absl/strings/string_view.h"
#include "tensorflow_lite_core/platform/ctstring.h"

namespace tensorflow {

class tstring {
 public:
  enum Type {
    SMALL = TF_TSTR_SMALL,
    LARGE = TF_TSTR_LARGE,
    OFFSET = TF_TSTR_OFFSET,
    VIEW = TF_TSTR_VIEW,
  };

  tstring() { TF_TString_Init(&tstr_); }
  tstring(const char* str, size_t size) : tstring() { assign(str, size); }
  tstring(const char* str) : tstring(str, std::strlen(str)) {}  // NOLINT: implicit
  tstring(const std::string& str) : tstring(str.data(), str.size()) {}  // NOLINT: implicit
  tstring(size_t count, char c) : tstring() { resize(count, c); }
  explicit tstring(std::string_view str) : tstring(str.data(), str.size()) {}
#ifndef ABSL_USES_STD_STRING_VIEW  // Abseil's own string_view, a type of its own
  explicit tstring(absl::string_view str) : tstring(str.data(), str.size()) {}
#endif
  tstring(const tstring& other) : tstring() { TF_TString_Assign(&tstr_, &other.tstr_); }
  tstring(tstring&& other) noexcept : tstring() { TF_TString_Move(&tstr_, &other.tstr_); }
  ~tstring() { TF_TString_Dealloc(&tstr_); }

  tstring& operator=(const tstring& other) {
    TF_TString_Assign(&tstr_, &other.tstr_);
    return *this;
  }
  tstring& operator=(tstring&& other) noexcept {
    TF_TString_Move(&tstr_, &other.tstr_);
    return *this;
  }
  tstring& operator=(const std::string& str) { return assign(str.data(), str.size()); }
  tstring& operator=(const char* str) { return assign(str, std::strlen(str)); }
  tstring& operator=(char c) { return assign(&c, 1); }
  tstring& operator=(std::string_view str) { return assign(str.data(), str.size()); }

  operator std::string() const { return std::string(data(), size()); }  // NOLINT: implicit
  operator std::string_view() const { return std::string_view(data(), size()); }  // NOLINT
#ifndef ABSL_USES_STD_STRING_VIEW
  tstring& operator=(absl::string_view str) { return assign(str.data(), str.size()); }
  operator absl::string_view() const { return absl::string_view(data(), size()); }  // NOLINT
#endif

  // ---- Reading.
  size_t size() const { return TF_TString_GetSize(&tstr_); }
  size_t length() const { return size(); }
  size_t capacity() const { return TF_TString_GetCapacity(&tstr_); }
  bool empty() const { return size() == 0; }
  Type type() const { return static_cast<Type>(TF_TString_GetType(&tstr_)); }
  // The bytes; NUL-terminated unless this is a view.
  const char* data() const { return TF_TString_GetDataPointer(&tstr_); }
  const char* c_str() const { return data(); }
  const char* begin() const { return data(); }
  const char* end() const { return data() + size(); }
  const char& operator[](size_t i) const { return data()[i]; }
  const char& front() const { return data()[0]; }
  const char& back() const { return data()[size() - 1]; }
  // <0, 0 or >0 as this string orders before, as or after str[0..length), byte by byte.
  int compare(const char* str, size_t length) const {
    const size_t own = size();
    const size_t common = own < length ? own : length;
    const int order = common == 0 ? 0 : std::memcmp(data(), str, common);
    if (order != 0) return order;
    return own < length ? -1 : own > length ? 1 : 0;
  }

  // ---- Writing; a view first becomes an owned copy.
  char* mdata() { return TF_TString_GetMutableDataPointer(&tstr_); }
  char& operator[](size_t i) { return mdata()[i]; }
  tstring& assign(const char* str, size_t size) {
    TF_TString_Copy(&tstr_, str, size);
    return *this;
  }
  tstring& assign(const char* str) { return assign(str, std::strlen(str)); }
  // A view of str[0..size), which must outlive this string (or its next change).
  tstring& assign_as_view(const char* str, size_t size) {
    TF_TString_AssignView(&tstr_, str, size);
    return *this;
  }
  tstring& assign_as_view(const std::string& str) { return assign_as_view(str.data(), str.size()); }
  tstring& assign_as_view(const tstring& str) { return assign_as_view(str.data(), str.size()); }
  tstring& append(const char* str, size_t size) {
    TF_TString_AppendN(&tstr_, str, size);
    return *this;
  }
  tstring& append(const char* str) { return append(str, std::strlen(str)); }
  tstring& append(const std::string& str) { return append(str.data(), str.size()); }
  tstring& append(const tstring& str) { return append(str.data(), str.size()); }
  tstring& append(size_t count, char c) {
    resize(size() + count, c);
    return *this;
  }
  tstring& operator+=(const tstring& str) { return append(str); }
  tstring& operator+=(const std::string& str) { return append(str); }
  tstring& operator+=(const char* str) { return append(str); }
  tstring& operator+=(char c) { return append(&c, 1); }
  void push_back(char c) { append(&c, 1); }
  void resize(size_t new_size, char c = '\0') { TF_TString_Resize(&tstr_, new_size, c); }
  // Grown bytes are left uninitialized, for callers that write them next.
  void resize_uninitialized(size_t new_size) { TF_TString_ResizeUninitialized(&tstr_, new_size); }
  void clear() noexcept { TF_TString_ResizeUninitialized(&tstr_, 0); }
  void reserve(size_t new_capacity) { TF_TString_Reserve(&tstr_, new_capacity); }
  void swap(tstring& other) noexcept { std::swap(tstr_, other.tstr_); }

 private:
  TF_TString tstr_;
};

static_assert(sizeof(tstring) == sizeof(TF_TString), "a tstring is exactly one TF_TString");

inline bool operator==(const tstring& a, const tstring& b) { return a.compare(b.data(), b.size()) == 0; }
inline bool operator==(const tstring& a, const char* b) { return a.compare(b, std::strlen(b)) == 0; }
inline bool operator==(const char* a, const tstring& b) { return b == a; }
inline bool operator==(const tstring& a, const std::string& b) {
  return a.compare(b.data(), b.size()) == 0;
}
inline bool operator==(const std::string& a, const tstring& b) { return b == a; }
inline bool operator==(const tstring& a, std::string_view b) {
  return a.compare(b.data(), b.size()) == 0;
}
inline bool operator==(std::string_view a, const tstring& b) { return b == a; }
inline bool operator!=(const tstring& a, const tstring& b) { return !(a == b); }
inline bool operator!=(const tstring& a, const char* b) { return !(a == b); }
inline bool operator!=(const char* a, const tstring& b) { return !(b == a); }
inline bool operator!=(const tstring& a, const std::string& b) { return !(a == b); }
inline bool operator!=(const std::string& a, const tstring& b) { return !(b == a); }
inline bool operator!=(const tstring& a, std::string_view b) { return !(a == b); }
inline bool operator!=(std::string_view a, const tstring& b) { return !(b == a); }
inline bool operator<(const tstring& a, const tstring& b) { return a.compare(b.data(), b.size()) < 0; }
inline bool operator>(const tstring& a, const tstring& b) { return b < a; }
inline bool operator<=(const tstring& a, const tstring& b) { return !(b < a); }
inline bool operator>=(const tstring& a, const tstring& b) { return !(a < b); }

inline std::ostream& operator<<(std::ostream& out, const tstring& str) {
  return out.write(str.data(), static_cast<std::streamsize>(str.size()));
}

inline void swap(tstring& a, tstring& b) noexcept { a.swap(b); }

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_PLATFORM_TSTRING_H_
