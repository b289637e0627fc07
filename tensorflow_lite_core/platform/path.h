// TensorFlow's path helpers (platform/path.h, io::): joining, splitting and cleaning '/'-separated
// paths and URIs ("scheme://host/path"). Pure text: no file is looked at. Results that are part of
// the input view the caller's text, so it must outlive them. Text parameters accept
// std::string_view, absl::string_view, std::string and C strings (AnyStringView).
#ifndef TENSORFLOW_LITE_CORE_PLATFORM_PATH_H_
#define TENSORFLOW_LITE_CORE_PLATFORM_PATH_H_

#include <initializer_list>
#include <string>
#include <string_view>

#include "absl/strings/string_view.h"
#include "tensorflow_lite_core/platform/any_string_view.h"
#include "tensorflow_lite_core/platform/types.h"

namespace tensorflow {
namespace io {
namespace internal {

std::string JoinPathImpl(std::initializer_list<StringPiece> paths);

}  // namespace internal

// Joins the pieces with single '/'s where they meet, skipping empty ones:
// JoinPath("/foo/", "/bar") == "/foo/bar", JoinPath("a", "", "b") == "a/b".
template <typename... T>
std::string JoinPath(const T&... pieces) {
  return internal::JoinPathImpl({StringPiece(AnyStringView(pieces))...});
}

// True when `path` starts with '/'.
bool IsAbsolutePath(AnyStringView path);

// The part before the last '/' ("/" when that is the only one; "" when there is none). For a
// URI, the scheme and host stay: Dirname("gs://b/x/y") == "gs://b/x".
StringPiece Dirname(AnyStringView path);
// The part after the last '/' (all of `path` when there is none).
StringPiece Basename(AnyStringView path);
// The part of the basename after its last '.' ("" when there is none).
StringPiece Extension(AnyStringView path);
// The part of the basename before its last '.' (all of it when there is none).
StringPiece BasenamePrefix(AnyStringView path);

// Collapses repeated '/'s, drops "." pieces and a trailing '/', and resolves ".." against the
// piece before it (at the root, ".." is dropped; in a relative path, leading ".."s stay). An
// empty result is ".". Text only: "gs://b" becomes "gs:/b".
std::string CleanPath(AnyStringView path);

// Splits "scheme://host/path". A scheme is a letter, then letters, digits and '.'; without one,
// `*scheme` and `*host` are empty and `*path` is all of `uri`. The host ends at the next '/',
// which starts `*path` (empty when there is no '/').
void ParseURI(AnyStringView uri, StringPiece* scheme, StringPiece* host, StringPiece* path);
#ifndef ABSL_USES_STD_STRING_VIEW
void ParseURI(AnyStringView uri, absl::string_view* scheme, absl::string_view* host,
              absl::string_view* path);
#endif

// "scheme://host" + path, or just `path` when `scheme` is empty.
std::string CreateURI(AnyStringView scheme, AnyStringView host, AnyStringView path);

}  // namespace io
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_PLATFORM_PATH_H_
