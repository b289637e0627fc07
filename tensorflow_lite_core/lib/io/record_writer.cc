#include "tensorflow_lite_core/lib/io/record_writer.h"

#include "tensorflow_lite_core/lib/io/compression_names.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/logging.h"

namespace tensorflow {
namespace io {

RecordWriterOptions RecordWriterOptions::CreateRecordWriterOptions(
    const std::string& compression_type) {
  RecordWriterOptions options;
  options.compression_type =
      static_cast<CompressionType>(compression::TypeFromName(compression_type));
  return options;
}

RecordWriter::RecordWriter(WritableFile* dest, const RecordWriterOptions& options)
    : dest_(dest), options_(options) {}

RecordWriter::~RecordWriter() {
  absl::Status closed = Close();
  if (!closed.ok()) LOG(ERROR) << "Could not finish writing file: " << closed;
}

void RecordWriter::PopulateHeader(char* header, const char* /*data*/, size_t n) {
  record_format::EncodeLittleEndian(n, sizeof(uint64), header);
  record_format::EncodeLittleEndian(record_format::MaskedCrc(header, sizeof(uint64)),
                                    sizeof(uint32), header + sizeof(uint64));
}

void RecordWriter::PopulateFooter(char* footer, const char* data, size_t n) {
  record_format::EncodeLittleEndian(record_format::MaskedCrc(data, n), sizeof(uint32), footer);
}

absl::Status RecordWriter::WriteRecord(AnyStringView data) {
  if (dest_ == nullptr) {
    return errors::FailedPrecondition("Writer not initialized or previously closed");
  }
  if (options_.compression_type != RecordWriterOptions::NONE) {
    return compression::Unsupported(options_.compression_type);
  }
  char header[kHeaderSize];
  char footer[kFooterSize];
  PopulateHeader(header, data.data(), data.size());
  PopulateFooter(footer, data.data(), data.size());
  TF_RETURN_IF_ERROR(dest_->Append(StringPiece(header, sizeof(header))));
  TF_RETURN_IF_ERROR(dest_->Append(data.view()));
  return dest_->Append(StringPiece(footer, sizeof(footer)));
}

absl::Status RecordWriter::Flush() {
  if (dest_ == nullptr) {
    return errors::FailedPrecondition("Writer not initialized or previously closed");
  }
  return dest_->Flush();
}

absl::Status RecordWriter::Close() {
  dest_ = nullptr;  // uncompressed records are in the file already
  return absl::OkStatus();
}

}  // namespace io
}  // namespace tensorflow
