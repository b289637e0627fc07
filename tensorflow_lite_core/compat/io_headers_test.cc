// An op library written against TensorFlow's file-I/O and utility headers (at their TensorFlow
// paths) builds with tf_custom_op_library, loads, and its kernels work: they write TFRecord files
// that read back, read the one tf.io.TFRecordWriter wrote, report damage as DataLoss, read text
// lines, and use the path, environment-variable, CRC-32C, tensor_util and numeric_op helpers.
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/kernel_runner.h"
#include "tensorflow_lite_core/framework/load_library.h"
#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/lib/hash/crc32c.h"
#include "tensorflow_lite_core/platform/env.h"
#include "tensorflow_lite_core/testing/tf_reference/tf_reference.h"

namespace tensorflow {
namespace {

class IoHeadersTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    OpLibrary library;
    const absl::Status status =
        LoadOpLibrary("tensorflow_lite_core/compat/testdata/tf_io_ops.so", &library);
    ASSERT_TRUE(status.ok()) << status;
  }
  std::string TempPath() {
    std::string path;
    EXPECT_TRUE(Env::Default()->LocalTempFilename(&path));
    return path;
  }
};

NodeDef Node(const std::string& op, int num_inputs) {
  NodeDef node;
  node.set_name("node");
  node.set_op(op);
  for (int i = 0; i < num_inputs; ++i) node.add_input("input" + std::to_string(i));
  return node;
}

absl::Status RunNode(const NodeDef& node, const std::vector<Tensor>& inputs,
                     std::vector<Tensor>* outputs) {
  std::unique_ptr<KernelRunner> runner;
  TF_RETURN_IF_ERROR(KernelRunner::Create(node, &runner));
  return runner->Run(inputs, outputs);
}

Tensor Strings(const std::vector<std::string>& values) {
  Tensor tensor(DT_STRING, TensorShape({static_cast<int64>(values.size())}));
  for (size_t i = 0; i < values.size(); ++i) tensor.flat<tstring>()(i) = values[i];
  return tensor;
}

std::vector<std::string> Values(const Tensor& tensor) {
  std::vector<std::string> values;
  for (int64 i = 0; i < tensor.NumElements(); ++i) values.push_back(tensor.flat<tstring>()(i));
  return values;
}

std::vector<std::string> ReadRecords(const std::string& path, int64 buffer_size,
                                     absl::Status* status) {
  NodeDef node = Node("IoReadRecords", 1);
  AddNodeAttr("buffer_size", buffer_size, &node);
  std::vector<Tensor> outputs;
  *status = RunNode(node, {Tensor(tstring(path))}, &outputs);
  return status->ok() ? Values(outputs[0]) : std::vector<std::string>();
}

TEST_F(IoHeadersTest, RecordsWrittenAndAppendedReadBack) {
  const std::string path = TempPath();
  std::vector<Tensor> outputs;
  NodeDef write = Node("IoWriteRecords", 2);
  ASSERT_TRUE(RunNode(write, {Tensor(tstring(path)), Strings({"one", ""})}, &outputs).ok());
  AddNodeAttr("append", true, &write);
  ASSERT_TRUE(RunNode(write, {Tensor(tstring(path)), Strings({"three"})}, &outputs).ok());
  for (int64 buffer_size : {0, 5}) {
    absl::Status status;
    EXPECT_EQ(ReadRecords(path, buffer_size, &status),
              (std::vector<std::string>{"one", "", "three"}));
    EXPECT_TRUE(status.ok()) << status;
  }
}

TEST_F(IoHeadersTest, ReadsTheFileTensorFlowWroteAndReportsDamage) {
  std::vector<std::string> expected;
  for (const auto& row : tf_reference::Rows("io", "record_written")) {
    expected.push_back(tf_reference::Unescape(row[1]));
  }
  const std::string tf_file = "tensorflow_lite_core/testing/tf_reference/records_tf.tfrecord";
  absl::Status status;
  EXPECT_EQ(ReadRecords(tf_file, 0, &status), expected);
  ASSERT_TRUE(status.ok()) << status;

  std::string bytes;
  ASSERT_TRUE(ReadFileToString(Env::Default(), tf_file, &bytes).ok());
  const std::string truncated = TempPath(), corrupted = TempPath();
  ASSERT_TRUE(WriteStringToFile(Env::Default(), truncated, bytes.substr(0, 30)).ok());
  bytes[28] ^= 1;  // the data of the second record
  ASSERT_TRUE(WriteStringToFile(Env::Default(), corrupted, bytes).ok());
  ReadRecords(truncated, 0, &status);
  EXPECT_EQ(status.code(), absl::StatusCode::kDataLoss) << status;
  EXPECT_NE(status.message().find("truncated record at 16"), absl::string_view::npos) << status;
  ReadRecords(corrupted, 16, &status);
  EXPECT_EQ(status.code(), absl::StatusCode::kDataLoss) << status;
  EXPECT_NE(status.message().find("corrupted record at 28"), absl::string_view::npos) << status;
  ReadRecords(TempPath(), 0, &status);
  EXPECT_EQ(status.code(), absl::StatusCode::kNotFound) << status;
}

TEST_F(IoHeadersTest, ReadsLinesOfAFileFoundByJoiningItsPath) {
  std::string directory = TempPath();
  ASSERT_TRUE(Env::Default()->CreateDir(directory).ok());
  ASSERT_TRUE(WriteStringToFile(Env::Default(), directory + "/lines.txt",
                                "first\r\nsecond line\n\nlast")
                  .ok());
  std::vector<Tensor> outputs;
  ASSERT_TRUE(RunNode(Node("IoReadLines", 2),
                      {Tensor(tstring(directory + "/")), Tensor(tstring("/lines.txt"))}, &outputs)
                  .ok());
  EXPECT_EQ(Values(outputs[0]), (std::vector<std::string>{"first", "second line", "", "last"}));
}

TEST_F(IoHeadersTest, ElementWiseKernelsAndSliceMessages) {
  Tensor a(DT_FLOAT, TensorShape({2, 2})), b(DT_FLOAT, TensorShape({2, 2}));
  for (int i = 0; i < 4; ++i) {
    a.flat<float>()(i) = i;
    b.flat<float>()(i) = 2 * i;
  }
  std::vector<Tensor> outputs;
  ASSERT_TRUE(RunNode(Node("IoSquaredDifference", 2), {a, b}, &outputs).ok());
  EXPECT_EQ(outputs[0].flat<float>()(3), 9.0f);
  absl::Status status =
      RunNode(Node("IoSquaredDifference", 2), {a, Tensor(DT_FLOAT, TensorShape({4}))}, &outputs);
  EXPECT_NE(status.message().find("Inputs to operation node of type IoSquaredDifference must "
                                  "have the same size and shape.  Input 0: [2,2] != input 1: [4]"),
            absl::string_view::npos)
      << status;
  b.flat<float>()(3) = -1;
  status = RunNode(Node("IoCheckNonNegative", 1), {b}, &outputs);
  EXPECT_NE(status.message().find("x[1,1] = -1 is negative"), absl::string_view::npos) << status;
  ASSERT_TRUE(RunNode(Node("IoCheckNonNegative", 1), {a}, &outputs).ok());
  EXPECT_FALSE(outputs[0].SharesBufferWith(a)) << "a deep copy";
}

TEST_F(IoHeadersTest, EnvironmentVariablesAndChecksums) {
  NodeDef node = Node("IoEnvInt", 0);
  AddNodeAttr("name", "TFLC_IO_HEADERS_TEST_INT", &node);
  std::vector<Tensor> outputs;
  unsetenv("TFLC_IO_HEADERS_TEST_INT");
  ASSERT_TRUE(RunNode(node, {}, &outputs).ok());
  EXPECT_EQ(outputs[0].scalar<int64>()(), 7);
  setenv("TFLC_IO_HEADERS_TEST_INT", "123456789", 1);
  ASSERT_TRUE(RunNode(node, {}, &outputs).ok());
  EXPECT_EQ(outputs[0].scalar<int64>()(), 123456789);
  EXPECT_EQ(outputs[1].scalar<int64>()(), crc32c::Mask(0xe3069283));  // CRC-32C("123456789")
  setenv("TFLC_IO_HEADERS_TEST_INT", "many", 1);
  absl::Status status = RunNode(node, {}, &outputs);
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(status.message().find("Failed to parse the env-var ${TFLC_IO_HEADERS_TEST_INT} into "
                                  "int64: many. Use the default value: 7"),
            absl::string_view::npos)
      << status;
  unsetenv("TFLC_IO_HEADERS_TEST_INT");
}

}  // namespace
}  // namespace tensorflow
