// Prints TensorFlow's own answers for its file-I/O and utility helpers (paths, environment
// variables, CRC-32C, input streams, TFRecord reading, tensor_util, util.h) as tab-separated lines
// "<kind>\t<fields...>". record_tf_io_reference.py compiles this against an installed TensorFlow
// pip package and writes the lines to io.tsv; it is not part of the Bazel build.
//
// Usage: tf_io_probe <scratch dir> <TFRecord file written by tf.io.TFRecordWriter>
// Text is printed with C escapes, statuses as absl::Status::ToString() with the scratch directory
// replaced by "<dir>".
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "tensorflow/core/framework/tensor.h"
#include "tensorflow/core/framework/tensor_shape.h"
#include "tensorflow/core/framework/tensor_util.h"
#include "tensorflow/core/lib/hash/crc32c.h"
#include "tensorflow/core/lib/io/buffered_inputstream.h"
#include "tensorflow/core/lib/io/random_inputstream.h"
#include "tensorflow/core/lib/io/record_reader.h"
#include "tensorflow/core/platform/env.h"
#include "tensorflow/core/platform/path.h"
#include "tensorflow/core/util/env_var.h"
#include "tensorflow/core/util/util.h"

namespace tf = tensorflow;

namespace {

std::string scratch_dir;  // replaced by "<dir>" in printed statuses

std::string Escape(absl::string_view text) {
  std::string out;
  for (unsigned char c : text) {
    if (c == '\\') {
      out += "\\\\";
    } else if (c == '\t') {
      out += "\\t";
    } else if (c == '\n') {
      out += "\\n";
    } else if (c < 0x20 || c >= 0x7f) {
      char buffer[8];
      snprintf(buffer, sizeof(buffer), "\\x%02x", c);
      out += buffer;
    } else {
      out += static_cast<char>(c);
    }
  }
  return out;
}

std::string Hex(uint64_t value) {
  char buffer[32];
  snprintf(buffer, sizeof(buffer), "%" PRIx64, value);
  return buffer;
}

std::string StatusText(const absl::Status& status) {
  std::string text(status.ToString());
  for (size_t at; !scratch_dir.empty() && (at = text.find(scratch_dir)) != std::string::npos;) {
    text.replace(at, scratch_dir.size(), "<dir>");
  }
  return Escape(text);
}

void Line(const std::vector<std::string>& fields) {
  std::string line;
  for (size_t i = 0; i < fields.size(); ++i) line += (i ? "\t" : "") + fields[i];
  printf("%s\n", line.c_str());
}

std::string WriteScratchFile(const std::string& name, const std::string& contents) {
  const std::string path = scratch_dir + "/" + name;
  std::ofstream(path, std::ios::binary) << contents;
  return path;
}

void PathRows() {
  for (const char* path :
       {"", "/", "//", "a", "/a", "a/", "/a/", "a/b", "/a/b/c.txt", "a/b/c.tar.gz", ".hidden",
        "a/.b", "a.b/c", "/a//b///c/", "./a/../b", "../../a", "/../a", "a/./b/.", "a/..", "/..",
        "gs://bucket/dir/file.txt", "gs://bucket", "gs://bucket/", "s3://b/a/../c",
        "file:///tmp/x", "hdfs://host:8020/a/b", "1ab://x/y", "a+b://x/y", "a.b1://x/y", "://x",
        "x:/y", "noext."}) {
    absl::string_view scheme, host, rest;
    tf::io::ParseURI(path, &scheme, &host, &rest);
    Line({"path", Escape(path), Escape(tf::io::Basename(path)), Escape(tf::io::Dirname(path)),
          Escape(tf::io::Extension(path)), Escape(tf::io::BasenamePrefix(path)),
          tf::io::IsAbsolutePath(path) ? "1" : "0", Escape(tf::io::CleanPath(path)),
          Escape(scheme), Escape(host), Escape(rest)});
  }
  const std::vector<std::vector<std::string>> joins = {
      {"/foo", "bar"}, {"/foo/", "bar"}, {"/foo", "/bar"}, {"/foo/", "/bar"}, {"", "a"},
      {"a", ""},       {"", ""},         {"/", "a"},       {"a", "b", "c"},   {"a/", "/b/", "c"},
      {"gs://b", "x"}, {"a//", "//b"},   {"a", "", "b"}};
  for (const auto& pieces : joins) {
    std::string joined = pieces.size() == 2 ? tf::io::JoinPath(pieces[0], pieces[1])
                                            : tf::io::JoinPath(pieces[0], pieces[1], pieces[2]);
    std::vector<std::string> row = {"join", Escape(joined)};
    for (const std::string& piece : pieces) row.push_back(Escape(piece));
    Line(row);
  }
  for (const auto& parts : std::vector<std::vector<std::string>>{
           {"", "h", "/p"}, {"gs", "bucket", "/a/b"}, {"file", "", "/tmp"}, {"s3", "b", "rel"}}) {
    Line({"create_uri", Escape(parts[0]), Escape(parts[1]), Escape(parts[2]),
          Escape(tf::io::CreateURI(parts[0], parts[1], parts[2]))});
  }
}

constexpr char kVariable[] = "TFLC_PROBE_VARIABLE";
constexpr char kUnset[] = "<unset>";

void SetVariable(const std::string& value) {
  if (value == kUnset) {
    unsetenv(kVariable);
  } else {
    setenv(kVariable, value.c_str(), 1);
  }
}

void EnvVarRows() {
  for (const char* value : {kUnset, "", "true", "TRUE", "True", "1", "0", "false", "FaLsE", "yes",
                            "2", " true", "true "}) {
    for (bool default_value : {false, true}) {
      SetVariable(value);
      bool result = !default_value;
      absl::Status status = tf::ReadBoolFromEnvVar(kVariable, default_value, &result);
      Line({"env_bool", Escape(value), default_value ? "1" : "0", StatusText(status),
            result ? "1" : "0"});
    }
  }
  for (const char* value : {kUnset, "", "42", "-7", " 5", "5 ", "+3", "0x10", "9223372036854775807",
                            "9223372036854775808", "-9223372036854775808", "abc", "1.5"}) {
    SetVariable(value);
    int64_t result = 12345;
    absl::Status status = tf::ReadInt64FromEnvVar(kVariable, -99, &result);
    Line({"env_int64", Escape(value), "-99", StatusText(status), std::to_string(result)});
  }
  for (const char* value : {kUnset, "", "1.5", "-2", "1e3", "inf", "nan", "abc", " 2.5", "2.5x",
                            "0.1", "1e40"}) {
    SetVariable(value);
    float result = 7.0f;
    absl::Status status = tf::ReadFloatFromEnvVar(kVariable, 0.25f, &result);
    uint32_t bits;
    memcpy(&bits, &result, sizeof(bits));
    Line({"env_float", Escape(value), "0.25", StatusText(status), Hex(bits)});
  }
  for (const char* value : {kUnset, "", "abc", " a b "}) {
    SetVariable(value);
    std::string result = "before";
    absl::Status status = tf::ReadStringFromEnvVar(kVariable, "dflt", &result);
    Line({"env_string", Escape(value), "dflt", StatusText(status), Escape(result)});
  }
  for (const char* value : {kUnset, "", "a,b,,c", ",", "one"}) {
    SetVariable(value);
    std::vector<std::string> result = {"before"};
    absl::Status status = tf::ReadStringsFromEnvVar(kVariable, "x,y", &result);
    std::vector<std::string> row = {"env_strings", Escape(value), "x,y", StatusText(status)};
    for (const std::string& piece : result) row.push_back("[" + Escape(piece) + "]");
    Line(row);
  }
  unsetenv(kVariable);
}

void Crc32cRows() {
  std::string ascending, descending;
  for (int i = 0; i < 32; ++i) ascending += static_cast<char>(i);
  for (int i = 31; i >= 0; --i) descending += static_cast<char>(i);
  std::string long_text;
  for (int i = 0; i < 1000; ++i) long_text += static_cast<char>((i * 7 + 3) % 251);
  for (const std::string& data :
       {std::string(), std::string("a"), std::string("123456789"), std::string(32, '\0'),
        std::string(32, '\xff'), ascending, descending, std::string("hello world"), long_text}) {
    const uint32_t value = tf::crc32c::Value(data.data(), data.size());
    const size_t half = data.size() / 2;
    const uint32_t extended = tf::crc32c::Extend(tf::crc32c::Value(data.data(), half),
                                                 data.data() + half, data.size() - half);
    Line({"crc32c", Escape(data), Hex(value), Hex(extended), Hex(tf::crc32c::Mask(value)),
          Hex(tf::crc32c::Unmask(tf::crc32c::Mask(value)))});
  }
}

// One input stream over a scratch file, driven by named operations.
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

tf::Tensor FloatVector(std::vector<float> values, int64_t inner = 1) {
  tf::Tensor t(tf::DT_FLOAT, tf::TensorShape({static_cast<int64_t>(values.size()) / inner, inner}));
  for (size_t i = 0; i < values.size(); ++i) t.flat<float>()(i) = values[i];
  return t;
}

tf::Tensor Strings(std::vector<std::string> values) {
  tf::Tensor t(tf::DT_STRING, tf::TensorShape({static_cast<int64_t>(values.size())}));
  for (size_t i = 0; i < values.size(); ++i) t.flat<tf::tstring>()(i) = values[i];
  return t;
}

void TensorUtilRows() {
  const std::vector<std::pair<std::string, std::vector<tf::Tensor>>> concats = {
      {"floats", {FloatVector({1, 2}), FloatVector({3, 4, 5})}},
      {"matrices", {FloatVector({1, 2, 3, 4}, 2), FloatVector({5, 6}, 2)}},
      {"with_empty", {FloatVector({}), FloatVector({7})}},
      {"strings", {Strings({"a", "bc"}), Strings({}), Strings({"", "long string value"})}},
      {"none", {}},
      {"scalar", {tf::Tensor(1.0f), tf::Tensor(2.0f)}},
      {"one", {Strings({"x"})}}};
  for (const auto& [name, tensors] : concats) {
    tf::Tensor result;
    absl::Status status = tf::tensor::Concat(tensors, &result);
    Line({"concat", name, StatusText(status), Escape(status.ok() ? result.DebugString(10) : "")});
  }
  const std::vector<std::tuple<std::string, tf::Tensor, std::vector<int64_t>>> splits = {
      {"floats", FloatVector({1, 2, 3, 4, 5}), {2, 0, 3}},
      {"matrix", FloatVector({1, 2, 3, 4, 5, 6}, 2), {1, 2}},
      {"strings", Strings({"a", "bb", "ccc"}), {1, 2}},
      {"too_few", FloatVector({1, 2, 3}), {1, 1}},
      {"too_many", FloatVector({1, 2, 3}), {2, 2}},
      {"scalar", tf::Tensor(1.0f), {1}},
      {"nothing", FloatVector({}), {}}};
  for (const auto& [name, tensor, sizes] : splits) {
    std::vector<tf::Tensor> pieces;
    absl::Status status = tf::tensor::Split(tensor, sizes, &pieces);
    std::vector<std::string> row = {"split", name, StatusText(status)};
    for (const tf::Tensor& piece : pieces) row.push_back(Escape(piece.DebugString(10)));
    Line(row);
  }
  tf::Tensor int64_shape(tf::DT_INT64, tf::TensorShape({2}));
  int64_shape.flat<int64_t>()(0) = -1;
  int64_shape.flat<int64_t>()(1) = 2;
  tf::Tensor int32_shape(tf::DT_INT32, tf::TensorShape({3}));
  for (int i = 0; i < 3; ++i) int32_shape.flat<int32_t>()(i) = i + 2;
  tf::Tensor int32_matrix(tf::DT_INT32, tf::TensorShape({1, 1}));
  int32_matrix.flat<int32_t>()(0) = 4;
  for (const auto& [name, shape_tensor] : std::vector<std::pair<std::string, tf::Tensor>>{
           {"int32", int32_shape},   {"int64_negative", int64_shape},
           {"matrix", int32_matrix}, {"float", FloatVector({1})},
           {"int32_scalar", tf::Tensor(int32_t{3})}}) {
    tf::TensorShape shape;
    absl::Status status = tf::tensor::MakeShape(shape_tensor, &shape);
    Line({"make_shape", name, StatusText(status), status.ok() ? shape.DebugString() : ""});
  }
}

void UtilRows() {
  for (const auto& [dims, flat] : std::vector<std::pair<std::vector<int64_t>, int64_t>>{
           {{}, 0}, {{5}, 3}, {{2, 3}, 4}, {{2, 3, 4}, 23}, {{1, 1, 1}, 0}, {{4, 1, 2}, 7}}) {
    std::string dims_text;
    for (int64_t d : dims) dims_text += (dims_text.empty() ? "" : " ") + std::to_string(d);
    Line({"slice_debug_string", dims_text, std::to_string(flat),
          Escape(tf::SliceDebugString(tf::TensorShape(dims), flat))});
  }
  for (const std::string& bytes : {std::string(""), std::string("\x00\x01\xef\xcd", 4),
                                   std::string("AZ")}) {
    Line({"print_memory", Escape(bytes), Escape(tf::PrintMemory(bytes.data(), bytes.size()))});
  }
  for (const char* name : {"", "a", "a/b", "a/b/c", "/a", "a/"}) {
    Line({"node_name_prefix", Escape(name), Escape(tf::NodeNamePrefix(name)),
          Escape(tf::NodeNameFullPrefix(name))});
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: %s <scratch dir> <TFRecord file>\n", argv[0]);
    return 2;
  }
  scratch_dir = argv[1];
  PathRows();
  EnvVarRows();
  Crc32cRows();
  StreamRows();
  EnvRows();
  RecordRows(argv[2]);
  TensorUtilRows();
  UtilRows();
  return 0;
}
