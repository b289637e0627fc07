#include "tensorflow_lite_core/lib/io/buffered_inputstream.h"

#include <algorithm>
#include <cstring>

#include "tensorflow_lite_core/lib/io/random_inputstream.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace io {
namespace {

// Appends `text` to `*result` without its '\r's (lines end at "\n"; "\r\n" is read as "\n").
template <typename Text>
void AppendWithoutCarriageReturns(const char* text, size_t size, Text* result) {
  while (size > 0) {
    const char* carriage_return = static_cast<const char*>(std::memchr(text, '\r', size));
    const size_t run = carriage_return == nullptr ? size : carriage_return - text;
    result->append(text, run);
    const size_t consumed = std::min(size, run + 1);
    text += consumed;
    size -= consumed;
  }
}

}  // namespace

BufferedInputStream::BufferedInputStream(InputStreamInterface* input_stream, size_t buffer_bytes,
                                         bool owns_input_stream)
    : input_(input_stream),
      capacity_(std::max<size_t>(buffer_bytes, 1)),
      owns_input_(owns_input_stream) {}

BufferedInputStream::BufferedInputStream(RandomAccessFile* file, size_t buffer_bytes)
    : BufferedInputStream(new RandomAccessInputStream(file), buffer_bytes,
                          /*owns_input_stream=*/true) {}

BufferedInputStream::~BufferedInputStream() {
  if (owns_input_) delete input_;
}

absl::Status BufferedInputStream::FillBuffer() {
  pos_ = 0;
  limit_ = 0;
  if (!input_status_.ok()) return input_status_;
  input_status_ = input_->ReadNBytes(capacity_, &buffer_);
  limit_ = buffer_.size();
  return input_status_;
}

absl::Status BufferedInputStream::ReadNBytes(int64 bytes_to_read, tstring* result) {
  if (bytes_to_read < 0) {
    return errors::InvalidArgument("Can't read a negative number of bytes: ", bytes_to_read);
  }
  result->clear();
  const size_t wanted = static_cast<size_t>(bytes_to_read);
  result->reserve(std::min<size_t>(wanted, 64 << 20));  // a huge count may not be there
  while (result->size() < wanted) {
    if (pos_ == limit_) {
      absl::Status status = FillBuffer();
      if (limit_ == 0) return status.ok() ? errors::OutOfRange("reached end of file") : status;
    }
    const size_t take = std::min(wanted - result->size(), limit_ - pos_);
    result->append(buffer_.data() + pos_, take);
    pos_ += take;
  }
  return absl::OkStatus();
}

absl::Status BufferedInputStream::SkipNBytes(int64 bytes_to_skip) {
  if (bytes_to_skip < 0) {
    return errors::InvalidArgument("Can only skip forward, not ", bytes_to_skip);
  }
  const size_t buffered = limit_ - pos_;
  if (static_cast<uint64>(bytes_to_skip) <= buffered) {
    pos_ += bytes_to_skip;
    return absl::OkStatus();
  }
  pos_ = 0;
  limit_ = 0;
  input_status_ = input_->SkipNBytes(bytes_to_skip - buffered);
  return input_status_;
}

int64 BufferedInputStream::Tell() const {
  const int64 input_position = input_->Tell();
  if (input_position < 0) return -1;
  return input_position - static_cast<int64>(limit_ - pos_);
}

absl::Status BufferedInputStream::Seek(int64 position) {
  if (position < 0) return errors::InvalidArgument("Seeking to a negative position: ", position);
  const int64 buffer_end = input_->Tell();
  const int64 buffer_start = buffer_end - static_cast<int64>(limit_);
  if (position < buffer_start) {
    TF_RETURN_IF_ERROR(Reset());
    return SkipNBytes(position);
  }
  if (position <= buffer_end) {
    pos_ = static_cast<size_t>(position - buffer_start);
    return absl::OkStatus();
  }
  return SkipNBytes(position - Tell());
}

absl::Status BufferedInputStream::Reset() {
  TF_RETURN_IF_ERROR(input_->Reset());
  pos_ = 0;
  limit_ = 0;
  input_status_ = absl::OkStatus();
  return absl::OkStatus();
}

template <typename Text>
absl::Status BufferedInputStream::ReadLineHelper(Text* result, bool include_eol) {
  result->clear();
  while (true) {
    if (pos_ == limit_) {
      absl::Status status = FillBuffer();
      if (limit_ == 0) {
        if (!status.ok() && !absl::IsOutOfRange(status)) return status;
        // The stream ended: the last line had no "\n", or there was no line at all.
        if (!result->empty()) return absl::OkStatus();
        return status.ok() ? errors::OutOfRange("reached end of file") : status;
      }
    }
    const char* start = buffer_.data() + pos_;
    const size_t available = limit_ - pos_;
    const char* newline = static_cast<const char*>(std::memchr(start, '\n', available));
    const size_t run = newline == nullptr ? available : newline - start;
    AppendWithoutCarriageReturns(start, run, result);
    pos_ += run;
    if (newline != nullptr) {
      ++pos_;
      if (include_eol) result->append("\n", 1);
      return absl::OkStatus();
    }
  }
}

absl::Status BufferedInputStream::ReadLine(std::string* result) {
  return ReadLineHelper(result, /*include_eol=*/false);
}

absl::Status BufferedInputStream::ReadLine(tstring* result) {
  return ReadLineHelper(result, /*include_eol=*/false);
}

std::string BufferedInputStream::ReadLineAsString() {
  std::string line;
  ReadLineHelper(&line, /*include_eol=*/true).IgnoreError();  // "" at the end
  return line;
}

absl::Status BufferedInputStream::SkipLine() {
  bool skipped_any = false;
  while (true) {
    if (pos_ == limit_) {
      absl::Status status = FillBuffer();
      if (limit_ == 0) {
        if (skipped_any && (status.ok() || absl::IsOutOfRange(status))) return absl::OkStatus();
        return status.ok() ? errors::OutOfRange("reached end of file") : status;
      }
    }
    const char* start = buffer_.data() + pos_;
    const char* newline = static_cast<const char*>(std::memchr(start, '\n', limit_ - pos_));
    skipped_any = true;
    if (newline != nullptr) {
      pos_ += newline - start + 1;
      return absl::OkStatus();
    }
    pos_ = limit_;
  }
}

template <typename T>
absl::Status BufferedInputStream::ReadAll(T* result) {
  result->clear();
  while (true) {
    result->append(buffer_.data() + pos_, limit_ - pos_);
    pos_ = limit_;
    absl::Status status = FillBuffer();
    if (limit_ == 0) return status.ok() || absl::IsOutOfRange(status) ? absl::OkStatus() : status;
  }
}

template absl::Status BufferedInputStream::ReadAll<std::string>(std::string* result);
template absl::Status BufferedInputStream::ReadAll<tstring>(tstring* result);

}  // namespace io
}  // namespace tensorflow
