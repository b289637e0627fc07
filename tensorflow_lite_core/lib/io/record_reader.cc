#include "tensorflow_lite_core/lib/io/record_reader.h"

#include <cstdint>

#include "tensorflow_lite_core/lib/io/buffered_inputstream.h"
#include "tensorflow_lite_core/lib/io/compression_names.h"
#include "tensorflow_lite_core/lib/io/random_inputstream.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace io {

RecordReaderOptions RecordReaderOptions::CreateRecordReaderOptions(
    const std::string& compression_type) {
  RecordReaderOptions options;
  options.compression_type =
      static_cast<CompressionType>(compression::TypeFromName(compression_type));
  return options;
}

RecordReader::RecordReader(RandomAccessFile* file, const RecordReaderOptions& options)
    : options_(options) {
  if (options.buffer_size > 0) {
    input_stream_ = std::make_unique<BufferedInputStream>(file, options.buffer_size);
  } else {
    input_stream_ = std::make_unique<RandomAccessInputStream>(file);
  }
}

absl::Status RecordReader::ReadChecksummed(uint64 offset, size_t n, tstring* result) {
  if (n >= SIZE_MAX - sizeof(uint32)) return errors::DataLoss("record size too large");
  const size_t expected = n + sizeof(uint32);
  TF_RETURN_IF_ERROR(input_stream_->ReadNBytes(expected, result));
  if (result->size() != expected) {
    if (result->empty()) return errors::OutOfRange("eof");
    return errors::DataLoss("truncated record at ", offset);
  }
  const uint32 masked_crc =
      static_cast<uint32>(record_format::DecodeLittleEndian(result->data() + n, sizeof(uint32)));
  if (crc32c::Unmask(masked_crc) != crc32c::Value(result->data(), n)) {
    // At offset 0, the first header: most likely not a TFRecord file at all.
    return errors::DataLoss("corrupted record at ", offset,
                            offset == 0 ? " (Is this even a TFRecord file?)" : "");
  }
  result->resize(n);
  return absl::OkStatus();
}

absl::Status RecordReader::ReadHeader(uint64 offset, uint64* length) {
  tstring header;
  TF_RETURN_IF_ERROR(ReadChecksummed(offset, sizeof(uint64), &header));
  *length = record_format::DecodeLittleEndian(header.data(), sizeof(uint64));
  return absl::OkStatus();
}

absl::Status RecordReader::ReadData(uint64 offset, uint64 length, tstring* record) {
  return Truncated(offset, ReadChecksummed(offset + kHeaderSize, length, record));
}

absl::Status RecordReader::Truncated(uint64 offset, absl::Status status) {
  // The header was read, so a record is there: the file ending inside it is damage.
  if (!absl::IsOutOfRange(status)) return status;
  return errors::DataLoss("truncated record at ", offset, "' failed with ", status.message());
}

absl::Status RecordReader::PositionInputStream(uint64 offset) {
  const int64 current = input_stream_->Tell();
  const int64 desired = static_cast<int64>(offset);
  // After a failed read the stream may hold a stale error (or partial data): start afresh.
  if (current > desired || current < 0 || (current == desired && last_read_failed_)) {
    last_read_failed_ = false;
    TF_RETURN_IF_ERROR(input_stream_->Reset());
    return input_stream_->SkipNBytes(desired);
  }
  if (current < desired) return input_stream_->SkipNBytes(desired - current);
  return absl::OkStatus();
}

absl::Status RecordReader::ReadRecord(uint64* offset, tstring* record) {
  if (options_.compression_type != RecordReaderOptions::NONE) {
    return compression::Unsupported(options_.compression_type);
  }
  TF_RETURN_IF_ERROR(PositionInputStream(*offset));
  uint64 length;
  absl::Status status = ReadHeader(*offset, &length);
  if (status.ok()) status = ReadData(*offset, length, record);
  if (!status.ok()) {
    last_read_failed_ = true;
    return status;
  }
  *offset += kHeaderSize + length + kFooterSize;
  return absl::OkStatus();
}

absl::Status RecordReader::SkipRecords(uint64* offset, int num_to_skip, int* num_skipped) {
  *num_skipped = 0;
  if (options_.compression_type != RecordReaderOptions::NONE) {
    return compression::Unsupported(options_.compression_type);
  }
  TF_RETURN_IF_ERROR(PositionInputStream(*offset));
  for (; *num_skipped < num_to_skip; ++*num_skipped) {
    uint64 length;
    absl::Status status = ReadHeader(*offset, &length);
    if (status.ok()) status = Truncated(*offset, input_stream_->SkipNBytes(length + kFooterSize));
    if (!status.ok()) {
      last_read_failed_ = true;
      return status;
    }
    *offset += kHeaderSize + length + kFooterSize;
  }
  return absl::OkStatus();
}

absl::Status RecordReader::GetMetadata(Metadata* metadata) {
  if (metadata == nullptr) {
    return errors::InvalidArgument("GetMetadata needs somewhere to put the metadata");
  }
  if (cached_metadata_ != nullptr) {
    *metadata = *cached_metadata_;
    return absl::OkStatus();
  }
  if (options_.compression_type != RecordReaderOptions::NONE) {
    return compression::Unsupported(options_.compression_type);
  }
  TF_RETURN_IF_ERROR(input_stream_->Reset());
  last_read_failed_ = false;
  uint64 offset = 0;
  int64 data_size = 0;
  int64 entries = 0;
  while (true) {
    uint64 length;
    absl::Status status = ReadHeader(offset, &length);
    if (absl::IsOutOfRange(status)) break;  // no further whole header: the end
    TF_RETURN_IF_ERROR(status);
    TF_RETURN_IF_ERROR(input_stream_->SkipNBytes(length + kFooterSize));
    offset += kHeaderSize + length + kFooterSize;
    data_size += length;
    ++entries;
  }
  cached_metadata_ = std::make_unique<Metadata>();
  cached_metadata_->stats.file_size = offset;
  cached_metadata_->stats.data_size = data_size;
  cached_metadata_->stats.entries = entries;
  *metadata = *cached_metadata_;
  return absl::OkStatus();
}

absl::Status SequentialRecordReader::SeekOffset(uint64 offset) {
  if (offset < offset_) {
    return errors::InvalidArgument("Trying to seek offset: ", offset,
                                   " which is less than the current offset: ", offset_);
  }
  offset_ = offset;
  return absl::OkStatus();
}

}  // namespace io
}  // namespace tensorflow
