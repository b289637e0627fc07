// TensorFlow's io::RecordWriter: writes TFRecord files (record_format.h), uncompressed. Files it
// writes are byte for byte those of tf.io.TFRecordWriter. ZLIB, GZIP and SNAPPY compression are
// not supported: a writer asked for them refuses every record (Unimplemented).
#ifndef TENSORFLOW_LITE_CORE_LIB_IO_RECORD_WRITER_H_
#define TENSORFLOW_LITE_CORE_LIB_IO_RECORD_WRITER_H_

#include <cstddef>
#include <string>

#include "tensorflow_lite_core/lib/io/record_format.h"
#include "tensorflow_lite_core/platform/any_string_view.h"
#include "tensorflow_lite_core/platform/env.h"  // IWYU pragma: export (as TensorFlow's brings it)
#include "tensorflow_lite_core/platform/file_system.h"

namespace tensorflow {
namespace io {

struct RecordWriterOptions {
  enum CompressionType { NONE = 0, ZLIB_COMPRESSION = 1, SNAPPY_COMPRESSION = 2 };
  CompressionType compression_type = NONE;

  // "" is NONE, "ZLIB" and "GZIP" are ZLIB_COMPRESSION, "SNAPPY" is SNAPPY_COMPRESSION; anything
  // else is logged and gives NONE.
  static RecordWriterOptions CreateRecordWriterOptions(const std::string& compression_type);
};

class RecordWriter {
 public:
  static constexpr size_t kHeaderSize = record_format::kHeaderSize;
  static constexpr size_t kFooterSize = record_format::kFooterSize;

  // Appends records to `*dest`, which must be empty (or end after a whole record) and outlive
  // the writer.
  explicit RecordWriter(WritableFile* dest,
                        const RecordWriterOptions& options = RecordWriterOptions());
  // Calls Close(), logging an error.
  ~RecordWriter();
  TF_DISALLOW_COPY_AND_ASSIGN(RecordWriter);

  absl::Status WriteRecord(AnyStringView data);
  // Flushes the file.
  absl::Status Flush();
  // Ends writing; the file stays open (close it yourself). Later writes fail.
  absl::Status Close();

  // The record header of data[0, n) into header[0, kHeaderSize), and its footer into
  // footer[0, kFooterSize).
  static void PopulateHeader(char* header, const char* data, size_t n);
  static void PopulateFooter(char* footer, const char* data, size_t n);

 private:
  WritableFile* dest_;  // null once closed
  const RecordWriterOptions options_;
};

}  // namespace io
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_LIB_IO_RECORD_WRITER_H_
