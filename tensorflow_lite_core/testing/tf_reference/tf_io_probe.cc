// Prints TensorFlow's own answers for its input streams, Env's files and TFRecord reading, as
// lines for io.tsv (tf_probe_output.h). record_tf_io_reference.py compiles it against an installed
// TensorFlow pip package; it is not part of the Bazel build.
//
// Usage: tf_io_probe <scratch dir> <TFRecord file written by tf.io.TFRecordWriter>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "tensorflow/core/lib/hash/crc32c.h"
#include "tensorflow/core/lib/io/buffered_inputstream.h"
#include "tensorflow/core/lib/io/random_inputstream.h"
#include "tensorflow/core/lib/io/record_reader.h"
#include "tensorflow/core/platform/env.h"
#include "tensorflow_lite_core/testing/tf_reference/tf_probe_output.h"

namespace tf = tensorflow;
using namespace tf_probe;  // NOLINT: the probe's few output helpers

namespace {

struct Stream {
  std::unique_ptr<tf::RandomAccessFile> file;
  std::unique_ptr<tf::io::RandomAccessInputStream> random;
  std::unique_ptr<tf::io::BufferedInputStream> buffered;
  tf::io::InputStreamInterface* stream() {
    return buffered ? static_cast<tf::io::InputStreamInterface*>(buffered.get()) : random.get();
  }
};

// kind: "random" (RandomAccessInputStream), "buffered" (BufferedInputStream over one) or
// "buffered_file" (BufferedInputStream straight over the file).
void StreamScenario(const std::string& name, const std::string& kind, int buffer_bytes,
                    const std::string& contents,
                    const std::vector<std::pair<std::string, int64_t>>& steps) {
  Stream s;
  const std::string path = WriteScratchFile("stream_" + name, contents);
  TF_CHECK_OK(tf::Env::Default()->NewRandomAccessFile(path, &s.file));
  if (kind == "buffered_file") {
    s.buffered = std::make_unique<tf::io::BufferedInputStream>(s.file.get(), buffer_bytes);
  } else {
    s.random = std::make_unique<tf::io::RandomAccessInputStream>(s.file.get());
    if (kind == "buffered") {
      s.buffered = std::make_unique<tf::io::BufferedInputStream>(s.random.get(), buffer_bytes);
    }
  }
  int step = 0;
  for (const auto& [op, arg] : steps) {
    absl::Status status;
    std::string result;
    if (op == "read") {
      tf::tstring bytes = "stale";
      status = s.stream()->ReadNBytes(arg, &bytes);
      result = bytes;
    } else if (op == "skip") {
      status = s.stream()->SkipNBytes(arg);
    } else if (op == "reset") {
      status = s.stream()->Reset();
    } else if (op == "seek") {
      status = s.buffered ? s.buffered->Seek(arg) : s.random->Seek(arg);
    } else if (op == "readline") {
      std::string line = "stale";
      status = s.buffered->ReadLine(&line);
      result = line;
    } else if (op == "readline_eol") {
      result = s.buffered->ReadLineAsString();
    } else if (op == "skipline") {
      status = s.buffered->SkipLine();
    } else if (op == "readall") {
      std::string all = "stale";
      status = s.buffered->ReadAll(&all);
      result = all;
    }
    Line({"stream", name, std::to_string(step++), kind, std::to_string(buffer_bytes),
          Escape(contents), op, std::to_string(arg), StatusText(status), Escape(result),
          std::to_string(s.stream()->Tell())});
  }
}

void StreamRows() {
  const std::string text = "0123456789\nline two\n\nlast";
  using Steps = std::vector<std::pair<std::string, int64_t>>;
  const Steps reads = {{"read", 4}, {"read", 0},   {"skip", 3},  {"read", 5},  {"read", -1},
                       {"skip", -1}, {"read", 100}, {"read", 1}, {"skip", 1},  {"reset", 0},
                       {"skip", 100}, {"read", 2},  {"seek", 5}, {"read", 3},  {"seek", 1},
                       {"read", 2},  {"seek", 60},  {"read", 1}, {"reset", 0}, {"skip", 25},
                       {"read", 1},  {"skip", 0}};
  for (const auto& [kind, buffer] :
       std::vector<std::pair<std::string, int>>{{"random", 0}, {"buffered", 3}, {"buffered", 64},
                                                {"buffered_file", 5}}) {
    StreamScenario("reads_" + kind + std::to_string(buffer), kind, buffer, text, reads);
  }
  const Steps lines = {{"readline", 0}, {"readline", 0}, {"readline", 0}, {"readline", 0},
                       {"readline", 0}, {"reset", 0},    {"skipline", 0}, {"readline_eol", 0},
                       {"readline_eol", 0}, {"readline_eol", 0}, {"readline_eol", 0},
                       {"skipline", 0}, {"seek", 3},     {"readall", 0},  {"readall", 0},
                       {"seek", 11},    {"readline", 0}, {"seek", 0},     {"read", 2},
                       {"readall", 0}};
  for (int buffer : {2, 7, 100}) {
    StreamScenario("lines" + std::to_string(buffer), "buffered", buffer, text, lines);
    StreamScenario("crlf" + std::to_string(buffer), "buffered", buffer, "a\r\nb\r\n\r\nc\r",
                   {{"readline", 0}, {"readline", 0}, {"readline", 0}, {"readline", 0},
                    {"readline", 0}, {"reset", 0}, {"readline_eol", 0}, {"readall", 0}});
  }
  StreamScenario("empty", "buffered", 4, "",
                 {{"readline", 0}, {"readline_eol", 0}, {"skipline", 0}, {"readall", 0},
                  {"read", 0}, {"read", 1}, {"skip", 0}, {"skip", 1}, {"seek", 0}});
  StreamScenario("cr_only", "buffered", 4, "x\n\r",
                 {{"readline", 0}, {"readline", 0}, {"readline", 0}, {"seek", -1}, {"seek", 1},
                  {"readline_eol", 0}, {"readline_eol", 0}});
  StreamScenario("empty_random", "random", 0, "",
                 {{"read", 0}, {"read", 1}, {"skip", 0}, {"skip", 1}, {"seek", 3}, {"read", 1}});
}

// The TFRecord file, cut or with one byte changed, read as RecordReader and
// SequentialRecordReader read it.
// Env's file operations on the local file system: what they report for missing paths,
// directories and unknown schemes.
void EnvRows() {
  tf::Env* env = tf::Env::Default();
  const std::string file = WriteScratchFile("env_file", "abc");
  const std::string empty = WriteScratchFile("env_empty", "");
  const std::string missing = scratch_dir + "/missing";
  for (const auto& [label, path] : std::vector<std::pair<std::string, std::string>>{
           {"file", file}, {"empty", empty}, {"missing", missing}, {"dir", scratch_dir},
           {"scheme", "nope://host/x"}, {"file_uri", "file://" + file}}) {
    std::unique_ptr<tf::RandomAccessFile> random;
    absl::Status open = env->NewRandomAccessFile(path, &random);
    absl::Status read;
    std::string bytes;
    if (open.ok()) {
      char scratch[8];
      absl::string_view view;
      read = random->Read(1, sizeof(scratch), &view, scratch);
      bytes = std::string(view);
    }
    std::unique_ptr<tf::ReadOnlyMemoryRegion> region;
    absl::Status mapped = env->NewReadOnlyMemoryRegionFromFile(path, &region);
    tf::FileStatistics stat;
    absl::Status stat_status = env->Stat(path, &stat);
    Line({"env_open", label, StatusText(open), StatusText(read), Escape(bytes), StatusText(mapped),
          mapped.ok() ? std::to_string(region->length()) : "", StatusText(stat_status),
          stat_status.ok() ? std::to_string(stat.length) + " " + (stat.is_directory ? "1" : "0")
                           : "",
          StatusText(env->FileExists(path)), StatusText(env->IsDirectory(path))});
  }
  std::unique_ptr<tf::WritableFile> writable;
  Line({"env_write", "missing_dir",
        StatusText(env->NewWritableFile(scratch_dir + "/no/such/file", &writable)),
        StatusText(env->NewAppendableFile(scratch_dir + "/no/such/file", &writable))});
  Line({"env_write", "scheme", StatusText(env->NewWritableFile("nope://host/x", &writable))});
  TF_CHECK_OK(env->NewAppendableFile(file, &writable));
  int64_t position = -5;
  absl::Status tell = writable->Tell(&position);
  TF_CHECK_OK(writable->Append("de"));
  int64_t after = -5;
  absl::Status tell_after = writable->Tell(&after);
  TF_CHECK_OK(writable->Close());
  std::string contents;
  TF_CHECK_OK(tf::ReadFileToString(env, file, &contents));
  Line({"env_append", StatusText(tell), std::to_string(position), StatusText(tell_after),
        std::to_string(after), Escape(contents)});
  Line({"env_set_option", StatusText(env->SetOption("file", "key", std::vector<std::string>{"v"})),
        StatusText(env->SetOption("nope", "key", std::vector<std::string>{"v"}))});
  tf::FileSystem* file_system = nullptr;
  Line({"env_file_system", StatusText(env->GetFileSystemForFile("nope://host/x", &file_system)),
        StatusText(env->GetFileSystemForFile("file:///tmp", &file_system)),
        StatusText(env->GetFileSystemForFile("/tmp", &file_system))});
  Line({"env_delete_dir", StatusText(env->DeleteDir(missing)), StatusText(env->DeleteDir(file))});
}

void RecordScenario(const std::string& original, const std::string& mutation, int64_t at,
                    int64_t buffer_size) {
  std::string bytes = original;
  if (mutation == "truncate") bytes.resize(at);
  if (mutation == "flip") bytes[at] ^= 0x20;
  const std::string path = WriteScratchFile("record_" + mutation + std::to_string(at), bytes);
  std::unique_ptr<tf::RandomAccessFile> file;
  TF_CHECK_OK(tf::Env::Default()->NewRandomAccessFile(path, &file));
  tf::io::RecordReaderOptions options;
  options.buffer_size = buffer_size;
  tf::io::RecordReader reader(file.get(), options);
  uint64_t offset = 0;
  for (int step = 0; step < 12; ++step) {
    tf::tstring record = "stale";
    const uint64_t before = offset;
    absl::Status status = reader.ReadRecord(&offset, &record);
    Line({"record_read", mutation, std::to_string(at), std::to_string(buffer_size),
          std::to_string(step), std::to_string(before), StatusText(status),
          Hex(tf::crc32c::Value(record.data(), record.size())), std::to_string(record.size()),
          std::to_string(offset)});
    if (!status.ok()) break;
  }
  // A read that failed is retried from the same offset: the stream is positioned again.
  tf::tstring record;
  uint64_t retry_offset = offset;
  absl::Status retry = reader.ReadRecord(&retry_offset, &record);
  Line({"record_retry", mutation, std::to_string(at), std::to_string(buffer_size),
        std::to_string(offset), StatusText(retry), std::to_string(record.size()),
        std::to_string(retry_offset)});
  tf::io::RecordReader skipper(file.get(), options);
  uint64_t skip_offset = 0;
  int skipped = -1;
  absl::Status skip = skipper.SkipRecords(&skip_offset, 3, &skipped);
  Line({"record_skip", mutation, std::to_string(at), std::to_string(buffer_size), "3",
        StatusText(skip), std::to_string(skipped), std::to_string(skip_offset)});
  tf::io::RecordReader::Metadata metadata;
  absl::Status metadata_status = skipper.GetMetadata(&metadata);
  Line({"record_metadata", mutation, std::to_string(at), std::to_string(buffer_size),
        StatusText(metadata_status), std::to_string(metadata.stats.file_size),
        std::to_string(metadata.stats.data_size), std::to_string(metadata.stats.entries)});
}

void RecordRows(const std::string& record_file) {
  std::stringstream contents;
  contents << std::ifstream(record_file, std::ios::binary).rdbuf();
  const std::string original = contents.str();
  std::vector<std::pair<std::string, int64_t>> mutations = {{"intact", 0}};
  for (int64_t at : {0, 1, 7, 8, 11, 12, 13, 15, 16, 17, 18, 28, 29, 30})
    mutations.push_back({"truncate", at});
  mutations.push_back({"truncate", static_cast<int64_t>(original.size()) - 1});
  for (int64_t at : {0, 3, 8, 11, 16, 17, 28, 29, 33}) mutations.push_back({"flip", at});
  for (const auto& [mutation, at] : mutations) {
    for (int64_t buffer_size : {0, 10, 1 << 16}) {
      RecordScenario(original, mutation, at, buffer_size);
    }
  }
  // One reader asked for records at offsets in any order: past the end, backwards, not at a
  // record's start.
  for (int64_t buffer_size : {0, 10}) {
    std::unique_ptr<tf::RandomAccessFile> file;
    TF_CHECK_OK(tf::Env::Default()->NewRandomAccessFile(record_file, &file));
    tf::io::RecordReaderOptions options;
    options.buffer_size = buffer_size;
    tf::io::RecordReader reader(file.get(), options);
    for (uint64_t start : {5000, 1377, 16, 0, 3, 16, 1348, 33}) {
      uint64_t offset = start;
      tf::tstring record;
      absl::Status status = reader.ReadRecord(&offset, &record);
      Line({"record_offset", std::to_string(buffer_size), std::to_string(start),
            StatusText(status), std::to_string(record.size()), std::to_string(offset)});
    }
  }
  // SequentialRecordReader: reads on, and refuses to seek backwards.
  std::unique_ptr<tf::RandomAccessFile> file;
  TF_CHECK_OK(tf::Env::Default()->NewRandomAccessFile(record_file, &file));
  tf::io::SequentialRecordReader sequential(file.get());
  tf::tstring record;
  absl::Status first = sequential.ReadRecord(&record);
  const uint64_t after_first = sequential.TellOffset();
  int skipped = -1;
  absl::Status skip = sequential.SkipRecords(100, &skipped);
  Line({"sequential", StatusText(first), std::to_string(after_first), StatusText(skip),
        std::to_string(skipped), std::to_string(sequential.TellOffset()),
        StatusText(sequential.SeekOffset(3)), StatusText(sequential.SeekOffset(after_first + 1000))});
  for (const char* type : {"", "ZLIB", "GZIP", "zlib", "SNAPPY", "bogus"}) {
    Line({"record_options", type,
          std::to_string(tf::io::RecordReaderOptions::CreateRecordReaderOptions(type)
                             .compression_type)});
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: %s <scratch dir> <TFRecord file>\n", argv[0]);
    return 2;
  }
  scratch_dir = argv[1];
  StreamRows();
  EnvRows();
  RecordRows(argv[2]);
  return 0;
}
