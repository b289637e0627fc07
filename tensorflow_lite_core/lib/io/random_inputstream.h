// TensorFlow's io::RandomAccessInputStream: a RandomAccessFile read front to back, with Seek.
#ifndef TENSORFLOW_LITE_CORE_LIB_IO_RANDOM_INPUTSTREAM_H_
#define TENSORFLOW_LITE_CORE_LIB_IO_RANDOM_INPUTSTREAM_H_

#include "tensorflow_lite_core/lib/io/inputstream_interface.h"
#include "tensorflow_lite_core/platform/file_system.h"

namespace tensorflow {
namespace io {

class RandomAccessInputStream : public InputStreamInterface {
 public:
  // `file` must outlive the stream, which deletes it only if `owns_file`.
  explicit RandomAccessInputStream(RandomAccessFile* file, bool owns_file = false);
  ~RandomAccessInputStream() override;

  // Negative counts: InvalidArgument, `*result` untouched. Past the end: the file's OutOfRange.
  absl::Status ReadNBytes(int64 bytes_to_read, tstring* result) override;
  // Past the end: the position becomes the file's length, OutOfRange "reached end of file".
  absl::Status SkipNBytes(int64 bytes_to_skip) override;
  int64 Tell() const override { return position_; }
  // Any position, even past the end (reads from there find nothing).
  absl::Status Seek(int64 position) {
    position_ = position;
    return absl::OkStatus();
  }
  absl::Status Reset() override { return Seek(0); }

 private:
  RandomAccessFile* const file_;
  const bool owns_file_;
  int64 position_ = 0;
};

}  // namespace io
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_LIB_IO_RANDOM_INPUTSTREAM_H_
