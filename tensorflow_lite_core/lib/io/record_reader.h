// TensorFlow's io::RecordReader and io::SequentialRecordReader: read TFRecord files
// (record_format.h), uncompressed, checking every checksum. A damaged file gives DataLoss: a
// checksum that does not match ("corrupted record at <offset>"), or a file that ends inside a
// record's data ("truncated record at <offset>..."); a file that ends between records, or inside
// a header, gives OutOfRange. Compressed files are not supported (Unimplemented).
// Not safe for use from several threads at once.
#ifndef TENSORFLOW_LITE_CORE_LIB_IO_RECORD_READER_H_
#define TENSORFLOW_LITE_CORE_LIB_IO_RECORD_READER_H_

#include <cstddef>
#include <memory>
#include <string>

#include "tensorflow_lite_core/lib/io/inputstream_interface.h"
#include "tensorflow_lite_core/lib/io/record_format.h"
#include "tensorflow_lite_core/platform/env.h"  // IWYU pragma: export (as TensorFlow's brings it)
#include "tensorflow_lite_core/platform/file_system.h"

namespace tensorflow {
namespace io {

struct RecordReaderOptions {
  enum CompressionType { NONE = 0, ZLIB_COMPRESSION = 1, SNAPPY_COMPRESSION = 2 };
  CompressionType compression_type = NONE;
  // Non-zero: the file is read through a buffer of this many bytes (best for reading in order).
  int64 buffer_size = 0;

  // As RecordWriterOptions::CreateRecordWriterOptions.
  static RecordReaderOptions CreateRecordReaderOptions(const std::string& compression_type);
};

class RecordReader {
 public:
  static constexpr size_t kHeaderSize = record_format::kHeaderSize;
  static constexpr size_t kFooterSize = record_format::kFooterSize;

  // Sizes in bytes; -1 until known.
  struct Stats {
    int64 file_size = -1;  // up to the end of the last whole record
    int64 data_size = -1;  // the records' data alone
    int64 entries = -1;
  };
  struct Metadata {
    Stats stats;
  };

  // Reads `*file`, which must outlive the reader.
  explicit RecordReader(RandomAccessFile* file,
                        const RecordReaderOptions& options = RecordReaderOptions());
  virtual ~RecordReader() = default;
  TF_DISALLOW_COPY_AND_ASSIGN(RecordReader);

  // The record at `*offset` into `*record`, and `*offset` moved to the next one. OutOfRange at
  // the end of the file; `*offset` stays where it was on any error, so the read can be retried.
  absl::Status ReadRecord(uint64* offset, tstring* record);
  // Moves `*offset` past up to `num_to_skip` records, checking their headers only;
  // `*num_skipped` says how many it passed (fewer on error, OutOfRange at the end).
  absl::Status SkipRecords(uint64* offset, int num_to_skip, int* num_skipped);
  // Counts the file's records (reading their headers) the first time; remembers the answer.
  absl::Status GetMetadata(Metadata* metadata);

 private:
  // n bytes and their masked checksum at `offset` (the stream's position) into `*result`.
  absl::Status ReadChecksummed(uint64 offset, size_t n, tstring* result);
  // The record's header at `offset`: the length of its data.
  absl::Status ReadHeader(uint64 offset, uint64* length);
  // The data and footer of the record at `offset` (whose header was read).
  absl::Status ReadData(uint64 offset, uint64 length, tstring* record);
  // `status`, with the end of the file inside the record at `offset` made DataLoss.
  static absl::Status Truncated(uint64 offset, absl::Status status);
  // Moves the stream to `offset`, going back to the start for offsets behind it.
  absl::Status PositionInputStream(uint64 offset);

  const RecordReaderOptions options_;
  std::unique_ptr<InputStreamInterface> input_stream_;
  bool last_read_failed_ = false;
  std::unique_ptr<Metadata> cached_metadata_;
};

// Reads records one after another from the start of a file.
class SequentialRecordReader {
 public:
  explicit SequentialRecordReader(RandomAccessFile* file,
                                  const RecordReaderOptions& options = RecordReaderOptions())
      : underlying_(file, options) {}
  virtual ~SequentialRecordReader() = default;

  // The next record; OutOfRange at the end of the file.
  absl::Status ReadRecord(tstring* record) { return underlying_.ReadRecord(&offset_, record); }
  absl::Status SkipRecords(int num_to_skip, int* num_skipped) {
    return underlying_.SkipRecords(&offset_, num_to_skip, num_skipped);
  }
  uint64 TellOffset() const { return offset_; }
  // Only forwards: InvalidArgument for an offset before the current one.
  absl::Status SeekOffset(uint64 offset);

 private:
  RecordReader underlying_;
  uint64 offset_ = 0;
};

}  // namespace io
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_LIB_IO_RECORD_READER_H_
