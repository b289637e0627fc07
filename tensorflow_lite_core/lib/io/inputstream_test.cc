#include <cstring>
#include <memory>
#include <string>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/lib/io/buffered_inputstream.h"
#include "tensorflow_lite_core/lib/io/random_inputstream.h"
#include "tensorflow_lite_core/platform/env.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/testing/tf_reference/tf_reference.h"

namespace tensorflow {
namespace io {
namespace {

using tf_reference::Int;
using tf_reference::Unescape;

std::string WriteTempFile(const std::string& contents) {
  std::string path;
  EXPECT_TRUE(Env::Default()->LocalTempFilename(&path));
  EXPECT_TRUE(WriteStringToFile(Env::Default(), path, contents).ok());
  return path;
}

// The streams of one recorded scenario, over a file with its contents.
struct Scenario {
  std::unique_ptr<RandomAccessFile> file;
  std::unique_ptr<RandomAccessInputStream> random;
  std::unique_ptr<BufferedInputStream> buffered;
  InputStreamInterface* stream() const {
    if (buffered) return buffered.get();
    return random.get();
  }
};

std::unique_ptr<Scenario> StartScenario(const tf_reference::Row& row) {
  auto s = std::make_unique<Scenario>();
  EXPECT_TRUE(Env::Default()->NewRandomAccessFile(WriteTempFile(Unescape(row[4])), &s->file).ok());
  const std::string& kind = row[2];
  const size_t buffer_bytes = Int(row[3]);
  if (kind == "buffered_file") {
    s->buffered = std::make_unique<BufferedInputStream>(s->file.get(), buffer_bytes);
    return s;
  }
  s->random = std::make_unique<RandomAccessInputStream>(s->file.get());
  if (kind == "buffered") {
    s->buffered = std::make_unique<BufferedInputStream>(s->random.get(), buffer_bytes);
  }
  return s;
}

// Every recorded step of every scenario: the same status, bytes and position as TensorFlow's.
TEST(InputStreamTest, EveryStepMatchesTensorFlow) {
  std::unique_ptr<Scenario> s;
  std::string scenario;
  int64 tell_before = 0;
  const auto rows = tf_reference::Rows("io", "stream");
  EXPECT_GE(rows.size(), 190u);
  for (const auto& row : rows) {
    if (row[0] != scenario) {
      scenario = row[0];
      s = StartScenario(row);
      tell_before = 0;
    }
    const std::string& op = row[5];
    const int64 arg = Int(row[6]);
    const std::string contents = Unescape(row[4]);
    absl::Status status;
    std::string result;
    if (op == "read") {
      tstring bytes = "stale";
      status = s->stream()->ReadNBytes(arg, &bytes);
      result = bytes;
    } else if (op == "skip") {
      status = s->stream()->SkipNBytes(arg);
    } else if (op == "reset") {
      status = s->stream()->Reset();
    } else if (op == "seek") {
      status = s->buffered ? s->buffered->Seek(arg) : s->random->Seek(arg);
    } else if (op == "readline") {
      std::string line = "stale";
      status = s->buffered->ReadLine(&line);
      result = line;
    } else if (op == "readline_eol") {
      result = s->buffered->ReadLineAsString();
    } else if (op == "skipline") {
      status = s->buffered->SkipLine();
    } else if (op == "readall") {
      std::string all = "stale";
      status = s->buffered->ReadAll(&all);
      result = all;
    } else {
      FAIL() << "unknown step " << op;
    }
    const std::string where = scenario + " step " + row[1] + ": " + op + " " + row[6];
    EXPECT_EQ(std::string(status.ToString()), Unescape(row[7])) << where;
    if (op == "readall") {
      // TensorFlow 2.21 drops what is already in the buffer; ReadAll here returns all the rest.
      const std::string rest = contents.substr(std::min<size_t>(tell_before, contents.size()));
      EXPECT_EQ(result, rest) << where;
      const std::string recorded = Unescape(row[8]);
      EXPECT_EQ(rest.substr(rest.size() - recorded.size()), recorded) << where;
    } else {
      EXPECT_EQ(result, Unescape(row[8])) << where;
    }
    EXPECT_EQ(s->stream()->Tell(), Int(row[9])) << where;
    tell_before = s->stream()->Tell();
  }
}

TEST(InputStreamTest, ReadAllAfterPartialReadsReturnsEverythingLeft) {
  std::unique_ptr<RandomAccessFile> file;
  ASSERT_TRUE(Env::Default()->NewRandomAccessFile(WriteTempFile("0123456789"), &file).ok());
  BufferedInputStream stream(file.get(), 100);
  tstring head, rest;
  ASSERT_TRUE(stream.ReadNBytes(3, &head).ok());
  ASSERT_TRUE(stream.ReadAll(&rest).ok());
  EXPECT_EQ(head, "012");
  EXPECT_EQ(rest, "3456789");
  EXPECT_EQ(stream.Tell(), 10);
}

// A file that hands back its own memory rather than filling the scratch buffer, and implements
// only the newer Read overload.
class MemoryFile : public RandomAccessFile {
 public:
  explicit MemoryFile(std::string contents) : contents_(std::move(contents)) {}
  absl::Status Read(uint64 offset, StringPiece& result,
                    absl::Span<char> scratch) const override {
    const size_t start = std::min<size_t>(offset, contents_.size());
    result = StringPiece(contents_).substr(start, scratch.size());
    if (result.size() < scratch.size()) return errors::OutOfRange("past the end");
    return absl::OkStatus();
  }

 private:
  const std::string contents_;
};

TEST(InputStreamTest, FilesMayReturnTheirOwnMemoryThroughEitherReadOverload) {
  MemoryFile file("abcdef");
  StringPiece piece;
  char scratch[4];
  const RandomAccessFile& base = file;  // callers hold files as RandomAccessFile
  ASSERT_TRUE(base.Read(1, 3, &piece, scratch).ok());  // the older overload forwards
  EXPECT_EQ(piece, "bcd");
  RandomAccessInputStream stream(&file);
  tstring bytes;
  ASSERT_TRUE(stream.ReadNBytes(4, &bytes).ok());
  EXPECT_EQ(bytes, "abcd");
  absl::Status end = stream.ReadNBytes(4, &bytes);
  EXPECT_EQ(end.code(), absl::StatusCode::kOutOfRange);
  EXPECT_EQ(end.message(), "past the end") << "the file's own error";
  EXPECT_EQ(bytes, "ef");
  EXPECT_EQ(stream.Tell(), 6);
}

TEST(InputStreamTest, AHugeCountOverASmallFileAllocatesOnlyWhatIsThere) {
  std::unique_ptr<RandomAccessFile> file;
  ASSERT_TRUE(Env::Default()->NewRandomAccessFile(WriteTempFile("tiny"), &file).ok());
  RandomAccessInputStream random(file.get());
  tstring bytes;
  EXPECT_EQ(random.ReadNBytes(int64{1} << 50, &bytes).code(), absl::StatusCode::kOutOfRange);
  EXPECT_EQ(bytes, "tiny");
  BufferedInputStream buffered(file.get(), 2);
  EXPECT_EQ(buffered.ReadNBytes(int64{1} << 50, &bytes).code(), absl::StatusCode::kOutOfRange);
  EXPECT_EQ(bytes, "tiny");
}

// A file whose reads fail with an error other than the end of the file.
class BrokenFile : public RandomAccessFile {
 public:
  absl::Status Read(uint64 offset, size_t n, StringPiece* result, char* scratch) const override {
    if (offset >= 4) return errors::DataLoss("bad sector at ", offset);
    const size_t count = std::min<size_t>(n, 4 - offset);
    std::memset(scratch, 'x', count);
    *result = StringPiece(scratch, count);
    return count < n ? errors::DataLoss("bad sector at 4") : absl::OkStatus();
  }
};

TEST(InputStreamTest, ReadErrorsReachTheCaller) {
  BrokenFile file;
  BufferedInputStream stream(&file, 3);
  std::string line;
  absl::Status status = stream.ReadLine(&line);
  EXPECT_EQ(status.code(), absl::StatusCode::kDataLoss) << status;
  std::string all;
  ASSERT_TRUE(stream.Reset().ok());
  EXPECT_EQ(stream.ReadAll(&all).code(), absl::StatusCode::kDataLoss);
  EXPECT_EQ(all, "xxxx") << "what was read before the error";
  RandomAccessInputStream random(&file);
  EXPECT_EQ(random.SkipNBytes(10).code(), absl::StatusCode::kDataLoss);
}

TEST(InputStreamTest, StreamsDeleteWhatTheyOwn) {
  // Run under a leak checker (--config=asan), these would report a leak if they did not.
  auto* file = new MemoryFile("line\n");
  auto* random = new RandomAccessInputStream(file, /*owns_file=*/true);
  BufferedInputStream stream(random, 8, /*owns_input_stream=*/true);
  EXPECT_EQ(stream.ReadLineAsString(), "line\n");
  EXPECT_EQ(stream.ReadLineAsString(), "");
}

}  // namespace
}  // namespace io
}  // namespace tensorflow
