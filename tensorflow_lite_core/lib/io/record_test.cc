#include <memory>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/lib/hash/crc32c.h"
#include "tensorflow_lite_core/lib/io/record_reader.h"
#include "tensorflow_lite_core/lib/io/record_writer.h"
#include "tensorflow_lite_core/platform/env.h"
#include "tensorflow_lite_core/testing/tf_reference/tf_reference.h"

namespace tensorflow {
namespace io {
namespace {

using tf_reference::Hex;
using tf_reference::Int;
using tf_reference::Unescape;

constexpr char kDataDir[] = "tensorflow_lite_core/testing/tf_reference/";

std::string ReadWhole(const std::string& path) {
  std::string contents;
  EXPECT_TRUE(ReadFileToString(Env::Default(), path, &contents).ok()) << path;
  return contents;
}

std::string TempPath() {
  std::string path;
  EXPECT_TRUE(Env::Default()->LocalTempFilename(&path));
  return path;
}

// The records tf.io.TFRecordWriter wrote into records_tf.tfrecord, in order.
std::vector<std::string> RecordsTensorFlowWrote() {
  std::vector<std::string> records;
  for (const auto& row : tf_reference::Rows("io", "record_written")) {
    records.push_back(Unescape(row[1]));
  }
  return records;
}

std::string WriteWithTflc(const std::vector<std::string>& records) {
  const std::string path = TempPath();
  std::unique_ptr<WritableFile> file;
  EXPECT_TRUE(Env::Default()->NewWritableFile(path, &file).ok());
  RecordWriter writer(file.get());
  for (const std::string& record : records) EXPECT_TRUE(writer.WriteRecord(record).ok());
  EXPECT_TRUE(writer.Close().ok());
  EXPECT_TRUE(file->Close().ok());
  return path;
}

TEST(RecordTest, WritesTheBytesTensorFlowWrites) {
  const std::vector<std::string> records = RecordsTensorFlowWrote();
  ASSERT_EQ(records.size(), 6u);
  const std::string tf_file = ReadWhole(std::string(kDataDir) + "records_tf.tfrecord");
  EXPECT_EQ(ReadWhole(WriteWithTflc(records)), tf_file);
  // The file tflc wrote when the answers were recorded, which TensorFlow read back.
  EXPECT_EQ(ReadWhole(std::string(kDataDir) + "records_tflc.tfrecord"), tf_file);
  for (const auto& row : tf_reference::Rows("io", "tf_reads_tflc")) {
    EXPECT_EQ(row[1], "OK") << row[0];
    EXPECT_EQ(row[2], "6") << row[0];
    EXPECT_EQ(row[3], "same") << row[0];
  }
  EXPECT_EQ(tf_reference::Rows("io", "tflc_file_equals_tf_file")[0][0], "1");
}

TEST(RecordTest, ReadsWhatTensorFlowWrote) {
  const std::vector<std::string> records = RecordsTensorFlowWrote();
  std::unique_ptr<RandomAccessFile> file;
  ASSERT_TRUE(Env::Default()
                  ->NewRandomAccessFile(std::string(kDataDir) + "records_tf.tfrecord", &file)
                  .ok());
  for (int64 buffer_size : {0, 7, 1 << 16}) {
    RecordReaderOptions options;
    options.buffer_size = buffer_size;
    SequentialRecordReader reader(file.get(), options);
    tstring record;
    for (const std::string& expected : records) {
      ASSERT_TRUE(reader.ReadRecord(&record).ok());
      EXPECT_EQ(std::string(record), expected);
    }
    EXPECT_EQ(reader.ReadRecord(&record).code(), absl::StatusCode::kOutOfRange);
  }
}

// `bytes` cut at `at` or with the byte there changed, as tf_io_probe.cc damaged them.
std::string Damaged(std::string bytes, const std::string& mutation, int64 at) {
  if (mutation == "truncate") bytes.resize(at);
  if (mutation == "flip") bytes[at] ^= 0x20;
  return bytes;
}

struct DamagedFile {
  std::unique_ptr<RandomAccessFile> file;
  RecordReaderOptions options;
};

DamagedFile Open(const tf_reference::Row& row) {
  static const std::string original = ReadWhole(std::string(kDataDir) + "records_tf.tfrecord");
  const std::string path = TempPath();
  EXPECT_TRUE(WriteStringToFile(Env::Default(), path, Damaged(original, row[0], Int(row[1]))).ok());
  DamagedFile damaged;
  EXPECT_TRUE(Env::Default()->NewRandomAccessFile(path, &damaged.file).ok());
  damaged.options.buffer_size = Int(row[2]);
  return damaged;
}

// Reading whole, cut and corrupted files record by record, then retrying the failed read:
// TensorFlow's statuses (DataLoss for damage, OutOfRange at the end), records and offsets.
TEST(RecordTest, DamagedFilesReadAsInTensorFlow) {
  const auto reads = tf_reference::Rows("io", "record_read");
  EXPECT_GE(reads.size(), 100u);
  std::unique_ptr<RecordReader> reader;
  DamagedFile damaged;
  uint64 offset = 0;
  for (const auto& row : reads) {
    const std::string where = row[0] + " " + row[1] + " buffer " + row[2] + " step " + row[3];
    if (row[3] == "0") {
      damaged = Open(row);
      reader = std::make_unique<RecordReader>(damaged.file.get(), damaged.options);
      offset = 0;
    }
    ASSERT_EQ(offset, static_cast<uint64>(Int(row[4]))) << where;
    tstring record = "stale";
    absl::Status status = reader->ReadRecord(&offset, &record);
    EXPECT_EQ(std::string(status.ToString()), Unescape(row[5])) << where;
    if (status.ok()) {
      EXPECT_EQ(crc32c::Value(record.data(), record.size()), Hex(row[6])) << where;
      EXPECT_EQ(record.size(), static_cast<size_t>(Int(row[7]))) << where;
    }
    EXPECT_EQ(offset, static_cast<uint64>(Int(row[8]))) << where;
  }
  for (const auto& row : tf_reference::Rows("io", "record_retry")) {
    DamagedFile file = Open(row);
    RecordReader retrying(file.file.get(), file.options);
    uint64 at = 0;
    tstring record;
    while (retrying.ReadRecord(&at, &record).ok()) {
    }
    ASSERT_EQ(at, static_cast<uint64>(Int(row[3])));
    absl::Status again = retrying.ReadRecord(&at, &record);
    EXPECT_EQ(std::string(again.ToString()), Unescape(row[4])) << row[0] << " " << row[1];
    EXPECT_EQ(at, static_cast<uint64>(Int(row[6])));
  }
}

TEST(RecordTest, SkippingAndMetadataOfDamagedFilesAsInTensorFlow) {
  for (const auto& row : tf_reference::Rows("io", "record_skip")) {
    const std::string where = row[0] + " " + row[1] + " buffer " + row[2];
    DamagedFile damaged = Open(row);
    RecordReader reader(damaged.file.get(), damaged.options);
    uint64 offset = 0;
    int skipped = -1;
    absl::Status status = reader.SkipRecords(&offset, Int(row[3]), &skipped);
    EXPECT_EQ(std::string(status.ToString()), Unescape(row[4])) << where;
    EXPECT_EQ(skipped, Int(row[5])) << where;
    EXPECT_EQ(offset, static_cast<uint64>(Int(row[6]))) << where;
  }
  for (const auto& row : tf_reference::Rows("io", "record_metadata")) {
    const std::string where = row[0] + " " + row[1] + " buffer " + row[2];
    DamagedFile damaged = Open(row);
    RecordReader reader(damaged.file.get(), damaged.options);
    RecordReader::Metadata metadata;
    absl::Status status = reader.GetMetadata(&metadata);
    EXPECT_EQ(std::string(status.ToString()), Unescape(row[3])) << where;
    EXPECT_EQ(metadata.stats.file_size, Int(row[4])) << where;
    EXPECT_EQ(metadata.stats.data_size, Int(row[5])) << where;
    EXPECT_EQ(metadata.stats.entries, Int(row[6])) << where;
  }
}

TEST(RecordTest, ReadsAtAnyOffsetAsInTensorFlow) {
  std::unique_ptr<RandomAccessFile> file;
  ASSERT_TRUE(Env::Default()
                  ->NewRandomAccessFile(std::string(kDataDir) + "records_tf.tfrecord", &file)
                  .ok());
  std::unique_ptr<RecordReader> reader;
  std::string buffer_size;
  for (const auto& row : tf_reference::Rows("io", "record_offset")) {
    if (row[0] != buffer_size) {
      buffer_size = row[0];
      RecordReaderOptions options;
      options.buffer_size = Int(buffer_size);
      reader = std::make_unique<RecordReader>(file.get(), options);
    }
    uint64 offset = Int(row[1]);
    tstring record;
    absl::Status status = reader->ReadRecord(&offset, &record);
    const std::string where = "buffer " + row[0] + " offset " + row[1];
    EXPECT_EQ(std::string(status.ToString()), Unescape(row[2])) << where;
    if (status.ok()) {
      EXPECT_EQ(record.size(), static_cast<size_t>(Int(row[3]))) << where;
    }
    EXPECT_EQ(offset, static_cast<uint64>(Int(row[4]))) << where;
  }
}

TEST(RecordTest, SequentialReaderSkipsAndSeeksOnlyForwards) {
  const auto row = tf_reference::Rows("io", "sequential")[0];
  std::unique_ptr<RandomAccessFile> file;
  ASSERT_TRUE(Env::Default()
                  ->NewRandomAccessFile(std::string(kDataDir) + "records_tf.tfrecord", &file)
                  .ok());
  SequentialRecordReader reader(file.get());
  tstring record;
  EXPECT_EQ(std::string(reader.ReadRecord(&record).ToString()), row[0]);
  const uint64 after_first = reader.TellOffset();
  EXPECT_EQ(after_first, static_cast<uint64>(Int(row[1])));
  int skipped = -1;
  EXPECT_EQ(std::string(reader.SkipRecords(100, &skipped).ToString()), row[2]);
  EXPECT_EQ(skipped, Int(row[3]));
  EXPECT_EQ(reader.TellOffset(), static_cast<uint64>(Int(row[4])));
  EXPECT_EQ(std::string(reader.SeekOffset(3).ToString()), row[5]);
  EXPECT_EQ(std::string(reader.SeekOffset(after_first + 1000).ToString()), row[6]);
  EXPECT_TRUE(reader.SeekOffset(reader.TellOffset() + 5).ok());
}

TEST(RecordTest, CompressionNamesAsInTensorFlowButOnlyNoneWorks) {
  for (const auto& row : tf_reference::Rows("io", "record_options")) {
    EXPECT_EQ(RecordReaderOptions::CreateRecordReaderOptions(row[0]).compression_type,
              Int(row[1]))
        << row[0];
    EXPECT_EQ(RecordWriterOptions::CreateRecordWriterOptions(row[0]).compression_type,
              Int(row[1]))
        << row[0];
  }
  const std::string path = TempPath();
  std::unique_ptr<WritableFile> file;
  ASSERT_TRUE(Env::Default()->NewWritableFile(path, &file).ok());
  RecordWriter gzip_writer(file.get(), RecordWriterOptions::CreateRecordWriterOptions("GZIP"));
  absl::Status refused = gzip_writer.WriteRecord("data");
  EXPECT_EQ(refused.code(), absl::StatusCode::kUnimplemented);
  EXPECT_NE(refused.message().find("ZLIB/GZIP"), absl::string_view::npos) << refused;
  ASSERT_TRUE(file->Close().ok());
  std::unique_ptr<RandomAccessFile> readable;
  ASSERT_TRUE(Env::Default()->NewRandomAccessFile(path, &readable).ok());
  RecordReader snappy_reader(readable.get(),
                             RecordReaderOptions::CreateRecordReaderOptions("SNAPPY"));
  uint64 offset = 0;
  tstring record;
  EXPECT_EQ(snappy_reader.ReadRecord(&offset, &record).code(), absl::StatusCode::kUnimplemented);
}

TEST(RecordTest, AClosedWriterRefusesRecords) {
  std::unique_ptr<WritableFile> file;
  ASSERT_TRUE(Env::Default()->NewWritableFile(TempPath(), &file).ok());
  RecordWriter writer(file.get());
  ASSERT_TRUE(writer.WriteRecord("one").ok());
  ASSERT_TRUE(writer.Flush().ok());
  ASSERT_TRUE(writer.Close().ok());
  EXPECT_EQ(writer.WriteRecord("two").code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_EQ(writer.Flush().code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_TRUE(writer.Close().ok()) << "closing twice is fine";
}

TEST(RecordTest, HeaderAndFooterHelpersGiveTheFileFormat) {
  const std::string data = "hello world";
  char header[RecordWriter::kHeaderSize];
  char footer[RecordWriter::kFooterSize];
  RecordWriter::PopulateHeader(header, data.data(), data.size());
  RecordWriter::PopulateFooter(footer, data.data(), data.size());
  const std::string written = ReadWhole(WriteWithTflc({data}));
  EXPECT_EQ(written, std::string(header, sizeof(header)) + data + std::string(footer, 4));
  EXPECT_EQ(record_format::DecodeLittleEndian(header, 8), data.size());
  EXPECT_EQ(crc32c::Unmask(record_format::DecodeLittleEndian(footer, 4)),
            crc32c::Value(data.data(), data.size()));
}

}  // namespace
}  // namespace io
}  // namespace tensorflow
