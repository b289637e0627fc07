#include "tensorflow_lite_core/platform/path.h"

#include <vector>

#include "absl/strings/ascii.h"

namespace tensorflow {
namespace io {
namespace {

// Dirname and Basename of `text`: split at the last '/' of its path part, the scheme and host
// staying with the directory.
std::pair<StringPiece, StringPiece> SplitPath(StringPiece text) {
  StringPiece scheme, host, path;
  ParseURI(text, &scheme, &host, &path);
  const size_t path_start = path.data() - text.data();
  const size_t last_slash = path.rfind('/');
  if (last_slash == StringPiece::npos) return {text.substr(0, path_start), path};
  // A lone leading '/' stays with the directory: Dirname("/a") is "/".
  const size_t directory_end = path_start + (last_slash == 0 ? 1 : last_slash);
  return {text.substr(0, directory_end), path.substr(last_slash + 1)};
}

// The basename split at its last '.'.
std::pair<StringPiece, StringPiece> SplitExtension(StringPiece path) {
  const StringPiece base = Basename(path);
  const size_t dot = base.rfind('.');
  if (dot == StringPiece::npos) return {base, StringPiece()};
  return {base.substr(0, dot), base.substr(dot + 1)};
}

bool IsSchemeStart(char c) { return absl::ascii_isalpha(static_cast<unsigned char>(c)); }
bool IsSchemeCharacter(char c) {
  return absl::ascii_isalnum(static_cast<unsigned char>(c)) || c == '.';
}

}  // namespace

namespace internal {

std::string JoinPathImpl(std::initializer_list<StringPiece> paths) {
  std::string result;
  for (StringPiece path : paths) {
    if (path.empty()) continue;
    if (result.empty()) {
      result = std::string(path);
      continue;
    }
    const bool result_ends_with_slash = result.back() == '/';
    const bool path_starts_with_slash = path.front() == '/';
    if (result_ends_with_slash && path_starts_with_slash) {
      result.append(path.substr(1));
    } else if (!result_ends_with_slash && !path_starts_with_slash) {
      result += '/';
      result.append(path);
    } else {
      result.append(path);
    }
  }
  return result;
}

}  // namespace internal

bool IsAbsolutePath(AnyStringView path) { return !path.empty() && path.data()[0] == '/'; }

StringPiece Dirname(AnyStringView path) { return SplitPath(path).first; }

StringPiece Basename(AnyStringView path) { return SplitPath(path).second; }

StringPiece Extension(AnyStringView path) { return SplitExtension(path).second; }

StringPiece BasenamePrefix(AnyStringView path) { return SplitExtension(path).first; }

std::string CleanPath(AnyStringView unclean) {
  const StringPiece path = unclean;
  const bool absolute = !path.empty() && path.front() == '/';
  std::vector<StringPiece> pieces;
  size_t start = 0;
  while (start <= path.size()) {
    size_t end = path.find('/', start);
    if (end == StringPiece::npos) end = path.size();
    const StringPiece piece = path.substr(start, end - start);
    start = end + 1;
    if (piece.empty() || piece == ".") continue;
    if (piece == "..") {
      if (!pieces.empty() && pieces.back() != "..") {
        pieces.pop_back();
        continue;
      }
      if (absolute) continue;  // nothing is above the root
    }
    pieces.push_back(piece);
  }
  std::string result = absolute ? "/" : "";
  for (size_t i = 0; i < pieces.size(); ++i) {
    if (i > 0) result += '/';
    result.append(pieces[i]);
  }
  return result.empty() ? "." : result;
}

void ParseURI(AnyStringView uri_text, StringPiece* scheme, StringPiece* host, StringPiece* path) {
  const StringPiece uri = uri_text;
  size_t scheme_end = 0;
  if (!uri.empty() && IsSchemeStart(uri[0])) {
    scheme_end = 1;
    while (scheme_end < uri.size() && IsSchemeCharacter(uri[scheme_end])) ++scheme_end;
  }
  if (scheme_end == 0 || uri.substr(scheme_end, 3) != "://") {
    *scheme = uri.substr(0, 0);
    *host = uri.substr(0, 0);
    *path = uri;
    return;
  }
  *scheme = uri.substr(0, scheme_end);
  const size_t host_start = scheme_end + 3;
  size_t host_end = uri.find('/', host_start);
  if (host_end == StringPiece::npos) host_end = uri.size();
  *host = uri.substr(host_start, host_end - host_start);
  *path = uri.substr(host_end);
}

#ifndef ABSL_USES_STD_STRING_VIEW
void ParseURI(AnyStringView uri, absl::string_view* scheme, absl::string_view* host,
              absl::string_view* path) {
  StringPiece scheme_piece, host_piece, path_piece;
  ParseURI(uri, &scheme_piece, &host_piece, &path_piece);
  *scheme = AnyStringView(scheme_piece);
  *host = AnyStringView(host_piece);
  *path = AnyStringView(path_piece);
}
#endif

std::string CreateURI(AnyStringView scheme, AnyStringView host, AnyStringView path) {
  if (scheme.empty()) return std::string(path.view());
  return std::string(scheme.view()) + "://" + std::string(host.view()) + std::string(path.view());
}

}  // namespace io
}  // namespace tensorflow
