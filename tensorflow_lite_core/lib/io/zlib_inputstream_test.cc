#include "tensorflow_lite_core/lib/io/zlib_inputstream.h"

#include <memory>
#include <string>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/lib/io/random_inputstream.h"
#include "tensorflow_lite_core/platform/env.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace io {
namespace {

// Written by Python's zlib and gzip modules (testdata/make_compressed_files.py).
constexpr char kDataDir[] = "tensorflow_lite_core/lib/io/testdata/";

std::string ReadWhole(const std::string& name) {
  std::string contents;
  EXPECT_TRUE(ReadFileToString(Env::Default(), kDataDir + name, &contents).ok()) << name;
  return contents;
}

std::string TempFileWith(const std::string& contents) {
  std::string path;
  EXPECT_TRUE(Env::Default()->LocalTempFilename(&path));
  EXPECT_TRUE(WriteStringToFile(Env::Default(), path, contents).ok());
  return path;
}

// A ZlibInputStream over a file holding `compressed`.
struct Reader {
  Reader(const std::string& compressed, const ZlibCompressionOptions& options, size_t input_bytes,
         size_t output_bytes) {
    EXPECT_TRUE(Env::Default()->NewRandomAccessFile(TempFileWith(compressed), &file).ok());
    zlib = std::make_unique<ZlibInputStream>(new RandomAccessInputStream(file.get()), input_bytes,
                                             output_bytes, options, /*owns_input_stream=*/true);
  }
  std::unique_ptr<RandomAccessFile> file;
  std::unique_ptr<ZlibInputStream> zlib;
};

// Reads `chunk` bytes at a time to the end: everything read, and the status that ended it.
absl::Status ReadAllInChunks(ZlibInputStream* stream, int64 chunk, std::string* out) {
  out->clear();
  tstring piece;
  for (;;) {
    const absl::Status status = stream->ReadNBytes(chunk, &piece);
    out->append(piece.data(), piece.size());
    if (!status.ok()) return status;
  }
}

struct Format {
  const char* file;
  ZlibCompressionOptions options;
};

TEST(ZlibInputStreamTest, PythonFilesInflateWithEveryBufferSize) {
  const std::string plain = ReadWhole("plain.txt");
  ASSERT_GT(plain.size(), 40000u);
  const Format formats[] = {
      {"plain.zlib", ZlibCompressionOptions::DEFAULT()},
      {"plain.gz", ZlibCompressionOptions::GZIP()},
      {"plain.deflate", ZlibCompressionOptions::RAW()},
      {"two_members.gz", ZlibCompressionOptions::GZIP()},
  };
  const size_t buffer_sizes[][2] = {{1, 1}, {3, 7}, {64, 5}, {1000, 333}, {256 << 10, 256 << 10}};
  const int64 chunks[] = {1, 17, 4096, 1 << 20};
  for (const Format& format : formats) {
    const std::string compressed = ReadWhole(format.file);
    for (const auto& sizes : buffer_sizes) {
      for (int64 chunk : chunks) {
        SCOPED_TRACE(std::string(format.file) + " in/out " + std::to_string(sizes[0]) + "/" +
                     std::to_string(sizes[1]) + " chunk " + std::to_string(chunk));
        Reader reader(compressed, format.options, sizes[0], sizes[1]);
        std::string out;
        EXPECT_TRUE(errors::IsOutOfRange(ReadAllInChunks(reader.zlib.get(), chunk, &out)));
        EXPECT_EQ(out, plain);
        EXPECT_EQ(reader.zlib->Tell(), static_cast<int64>(plain.size()));
      }
    }
  }
}

TEST(ZlibInputStreamTest, ReadSkipTellAndReset) {
  const std::string plain = ReadWhole("plain.txt");
  Reader reader(ReadWhole("plain.gz"), ZlibCompressionOptions::GZIP(), 100, 50);
  ZlibInputStream* stream = reader.zlib.get();
  tstring piece;
  EXPECT_EQ(stream->Tell(), 0);
  ASSERT_TRUE(stream->ReadNBytes(0, &piece).ok());
  EXPECT_EQ(piece, "");
  ASSERT_TRUE(stream->ReadNBytes(10, &piece).ok());
  EXPECT_EQ(std::string(piece), plain.substr(0, 10));
  ASSERT_TRUE(stream->SkipNBytes(1000).ok());
  EXPECT_EQ(stream->Tell(), 1010);
  ASSERT_TRUE(stream->ReadNBytes(20, &piece).ok());
  EXPECT_EQ(std::string(piece), plain.substr(1010, 20));
  EXPECT_TRUE(errors::IsInvalidArgument(stream->ReadNBytes(-1, &piece)));
  EXPECT_TRUE(errors::IsInvalidArgument(stream->SkipNBytes(-1)));

  // Past the end: OutOfRange with what there was, and the position at the end.
  const int64 rest = static_cast<int64>(plain.size()) - 1030;
  EXPECT_TRUE(errors::IsOutOfRange(stream->ReadNBytes(rest + 5, &piece)));
  EXPECT_EQ(std::string(piece), plain.substr(1030));
  EXPECT_EQ(stream->Tell(), static_cast<int64>(plain.size()));
  EXPECT_TRUE(errors::IsOutOfRange(stream->ReadNBytes(1, &piece)));
  EXPECT_EQ(piece, "");
  EXPECT_TRUE(errors::IsOutOfRange(stream->SkipNBytes(1)));

  ASSERT_TRUE(stream->Reset().ok());
  EXPECT_EQ(stream->Tell(), 0);
  ASSERT_TRUE(stream->ReadNBytes(plain.size(), &piece).ok());
  EXPECT_EQ(std::string(piece), plain);
}

TEST(ZlibInputStreamTest, OptionDefaultsAreZlibs) {
  const ZlibCompressionOptions options;
  EXPECT_EQ(options.flush_mode, 0);           // Z_NO_FLUSH
  EXPECT_EQ(options.window_bits, 15);         // MAX_WBITS
  EXPECT_EQ(options.compression_level, -1);   // Z_DEFAULT_COMPRESSION
  EXPECT_EQ(options.compression_method, 8);   // Z_DEFLATED
  EXPECT_EQ(options.compression_strategy, 0); // Z_DEFAULT_STRATEGY
  EXPECT_EQ(options.mem_level, 9);
  EXPECT_EQ(options.input_buffer_size, 256 << 10);
  EXPECT_EQ(options.output_buffer_size, 256 << 10);
  EXPECT_FALSE(options.soft_fail_on_error);
  EXPECT_EQ(ZlibCompressionOptions::RAW().window_bits, -15);
  EXPECT_EQ(ZlibCompressionOptions::GZIP().window_bits, 31);
  EXPECT_EQ(ZlibCompressionOptions::DEFAULT().window_bits, 15);
}

TEST(ZlibInputStreamTest, CorruptDataIsDataLoss) {
  const std::string plain = ReadWhole("plain.txt");
  tstring piece;
  {  // A zlib file read as gzip: the header is wrong.
    Reader reader(ReadWhole("plain.zlib"), ZlibCompressionOptions::GZIP(), 64, 64);
    const absl::Status status = reader.zlib->ReadNBytes(10, &piece);
    EXPECT_TRUE(errors::IsDataLoss(status)) << status;
    EXPECT_NE(std::string(status.message()).find("inflate() failed with error -3"),
              std::string::npos)
        << status;
  }
  {  // Uncompressed text read as zlib.
    Reader reader(plain, ZlibCompressionOptions::DEFAULT(), 64, 64);
    EXPECT_TRUE(errors::IsDataLoss(reader.zlib->ReadNBytes(10, &piece)));
  }
  {  // A flipped byte in the middle: a bad block or a checksum mismatch, never silent.
    std::string damaged = ReadWhole("plain.gz");
    damaged[damaged.size() / 2] ^= 0x55;
    Reader reader(damaged, ZlibCompressionOptions::GZIP(), 128, 128);
    std::string out;
    EXPECT_TRUE(errors::IsDataLoss(ReadAllInChunks(reader.zlib.get(), 1000, &out)));
  }
  {  // A damaged checksum in the trailer.
    std::string damaged = ReadWhole("plain.zlib");
    damaged[damaged.size() - 1] ^= 1;
    Reader reader(damaged, ZlibCompressionOptions::DEFAULT(), 4096, 4096);
    std::string out;
    const absl::Status status = ReadAllInChunks(reader.zlib.get(), 1000, &out);
    EXPECT_TRUE(errors::IsDataLoss(status)) << status;
    EXPECT_NE(std::string(status.message()).find("incorrect data check"), std::string::npos);
  }
  {  // Garbage after a complete stream is read as a further stream, and rejected.
    Reader reader(ReadWhole("plain.gz") + "not gzip", ZlibCompressionOptions::GZIP(), 512, 512);
    std::string out;
    EXPECT_TRUE(errors::IsDataLoss(ReadAllInChunks(reader.zlib.get(), 1000, &out)));
    EXPECT_EQ(out, plain);
  }
}

TEST(ZlibInputStreamTest, TruncatedStreamEndsInOutOfRange) {
  const std::string plain = ReadWhole("plain.txt");
  const std::string compressed = ReadWhole("plain.gz");
  Reader reader(compressed.substr(0, compressed.size() / 2), ZlibCompressionOptions::GZIP(), 256,
                256);
  std::string out;
  EXPECT_TRUE(errors::IsOutOfRange(ReadAllInChunks(reader.zlib.get(), 100, &out)));
  EXPECT_GT(out.size(), 0u);
  EXPECT_LT(out.size(), plain.size());
  EXPECT_EQ(out, plain.substr(0, out.size()));
}

TEST(ZlibInputStreamTest, EmptyInputIsOutOfRange) {
  Reader reader("", ZlibCompressionOptions::DEFAULT(), 64, 64);
  tstring piece;
  EXPECT_TRUE(errors::IsOutOfRange(reader.zlib->ReadNBytes(1, &piece)));
  EXPECT_EQ(reader.zlib->Tell(), 0);
}

TEST(ZlibInputStreamTest, BadWindowBitsFailSoftlyWhenAsked) {
  ZlibCompressionOptions options;
  options.window_bits = 7;  // zlib accepts 8..15 (or 0, negated, +16, +32)
  options.soft_fail_on_error = true;
  Reader reader(ReadWhole("plain.zlib"), options, 64, 64);
  tstring piece;
  EXPECT_TRUE(errors::IsDataLoss(reader.zlib->ReadNBytes(1, &piece)));
  EXPECT_TRUE(errors::IsDataLoss(reader.zlib->Reset()));
}

TEST(ZlibInputStreamDeathTest, BadWindowBitsAbortByDefault) {
  ZlibCompressionOptions options;
  options.window_bits = 7;
  const std::string compressed = ReadWhole("plain.zlib");
  EXPECT_DEATH(Reader(compressed, options, 64, 64), "inflateInit2 failed");
}

}  // namespace
}  // namespace io
}  // namespace tensorflow
