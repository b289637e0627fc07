// TensorFlow's io::BufferedInputStream: another input stream read through a buffer, with text
// lines, whole-rest reads and Seek. Not safe for use from several threads at once.
#ifndef TENSORFLOW_LITE_CORE_LIB_IO_BUFFERED_INPUTSTREAM_H_
#define TENSORFLOW_LITE_CORE_LIB_IO_BUFFERED_INPUTSTREAM_H_

#include <string>

#include "tensorflow_lite_core/lib/io/inputstream_interface.h"
#include "tensorflow_lite_core/platform/file_system.h"

namespace tensorflow {
namespace io {

class BufferedInputStream : public InputStreamInterface {
 public:
  // Reads `input_stream` (which must outlive this, and is deleted with it only if
  // `owns_input_stream`) `buffer_bytes` at a time.
  BufferedInputStream(InputStreamInterface* input_stream, size_t buffer_bytes,
                      bool owns_input_stream = false);
  // Reads `file` (which must outlive this) from its start.
  BufferedInputStream(RandomAccessFile* file, size_t buffer_bytes);
  ~BufferedInputStream() override;

  // Once the input has ended or failed, reads past the buffer give that status again (until
  // Reset, Seek or a skip asks the input anew).
  absl::Status ReadNBytes(int64 bytes_to_read, tstring* result) override;
  absl::Status SkipNBytes(int64 bytes_to_skip) override;
  int64 Tell() const override;
  // To `position` from the start: within the buffer it only moves in it; backwards past it, the
  // input is reset and skipped forward. Past the end: OutOfRange, positioned at the end.
  absl::Status Seek(int64 position);
  absl::Status Reset() override;

  // The next line without its "\n" (and without any '\r'). OutOfRange when nothing is left; the
  // last line need not end in "\n".
  absl::Status ReadLine(std::string* result);
  absl::Status ReadLine(tstring* result);
  // The next line with its "\n" (when it has one); "" when nothing is left.
  std::string ReadLineAsString();
  // Moves past the next line; OutOfRange when nothing is left.
  absl::Status SkipLine();

  // Everything from the current position to the end (its size is unbounded: only for streams
  // known to be small).
  template <typename T>
  absl::Status ReadAll(T* result);

 private:
  // Refills the (used up) buffer from the input.
  absl::Status FillBuffer();
  template <typename Text>
  absl::Status ReadLineHelper(Text* result, bool include_eol);

  InputStreamInterface* const input_;
  const size_t capacity_;
  const bool owns_input_;
  tstring buffer_;
  size_t pos_ = 0;    // the next unread byte of buffer_
  size_t limit_ = 0;  // the end of the bytes read into buffer_
  // How the input's last read or skip ended; once not OK, the input is not read again.
  absl::Status input_status_;

  TF_DISALLOW_COPY_AND_ASSIGN(BufferedInputStream);
};

extern template absl::Status BufferedInputStream::ReadAll<std::string>(std::string* result);
extern template absl::Status BufferedInputStream::ReadAll<tstring>(tstring* result);

}  // namespace io
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_LIB_IO_BUFFERED_INPUTSTREAM_H_
