#include "tensorflow_lite_core/lib/io/random_inputstream.h"

#include <algorithm>
#include <cstring>
#include <memory>

#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace io {

RandomAccessInputStream::RandomAccessInputStream(RandomAccessFile* file, bool owns_file)
    : file_(file), owns_file_(owns_file) {}

RandomAccessInputStream::~RandomAccessInputStream() {
  if (owns_file_) delete file_;
}

absl::Status RandomAccessInputStream::ReadNBytes(int64 bytes_to_read, tstring* result) {
  if (bytes_to_read < 0) return errors::InvalidArgument("Cannot read negative number of bytes");
  result->clear();
  // In pieces, so that a huge count (a damaged length field) over a short file allocates only
  // what the file holds.
  constexpr int64 kPiece = 64 << 20;
  while (static_cast<int64>(result->size()) < bytes_to_read) {
    const size_t done = result->size();
    const size_t piece = std::min(kPiece, bytes_to_read - static_cast<int64>(done));
    result->resize_uninitialized(done + piece);
    char* buffer = result->mdata() + done;
    StringPiece data;
    absl::Status status = file_->Read(position_, piece, &data, buffer);
    // The file may hand back its own memory instead of filling the buffer.
    if (data.data() != buffer && !data.empty()) std::memmove(buffer, data.data(), data.size());
    result->resize(done + data.size());
    if (status.ok() || absl::IsOutOfRange(status)) position_ += data.size();
    if (!status.ok()) return status;
    if (data.size() < piece) return errors::OutOfRange("reached end of file");
  }
  return absl::OkStatus();
}

absl::Status RandomAccessInputStream::SkipNBytes(int64 bytes_to_skip) {
  if (bytes_to_skip < 0) return errors::InvalidArgument("Can't skip a negative number of bytes");
  if (bytes_to_skip == 0) return absl::OkStatus();
  // Most skips land inside the file: one byte at the landing point proves it.
  char byte;
  StringPiece data;
  absl::Status last = file_->Read(position_ + bytes_to_skip - 1, 1, &data, &byte);
  if ((last.ok() || absl::IsOutOfRange(last)) && data.size() == 1) {
    position_ += bytes_to_skip;
    return absl::OkStatus();
  }
  // Otherwise walk to the end of the file, so that Tell() gives its length.
  constexpr int64 kPiece = 1 << 20;
  std::unique_ptr<char[]> scratch(new char[kPiece]);
  while (bytes_to_skip > 0) {
    const int64 piece = std::min(kPiece, bytes_to_skip);
    absl::Status status = file_->Read(position_, piece, &data, scratch.get());
    if (!status.ok() && !absl::IsOutOfRange(status)) return status;
    position_ += data.size();
    if (static_cast<int64>(data.size()) < piece) return errors::OutOfRange("reached end of file");
    bytes_to_skip -= piece;
  }
  return absl::OkStatus();
}

}  // namespace io
}  // namespace tensorflow
