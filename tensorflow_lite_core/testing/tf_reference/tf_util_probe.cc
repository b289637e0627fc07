// Prints TensorFlow's own answers for its path, environment-variable, CRC-32C, tensor_util and
// util.h helpers, as lines for io.tsv (tf_probe_output.h). record_tf_io_reference.py compiles it
// against an installed TensorFlow pip package; it is not part of the Bazel build.
//
// Usage: tf_util_probe
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "tensorflow/core/framework/tensor.h"
#include "tensorflow/core/framework/tensor_shape.h"
#include "tensorflow/core/framework/tensor_util.h"
#include "tensorflow/core/lib/hash/crc32c.h"
#include "tensorflow/core/platform/path.h"
#include "tensorflow/core/util/env_var.h"
#include "tensorflow/core/util/util.h"
#include "tensorflow_lite_core/testing/tf_reference/tf_probe_output.h"

namespace tf = tensorflow;
using namespace tf_probe;  // NOLINT: the probe's few output helpers

namespace {

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

int main() {
  PathRows();
  EnvVarRows();
  Crc32cRows();
  TensorUtilRows();
  UtilRows();
  return 0;
}
