// A C plugin's kernels read and write string tensors (testdata/string_plugin.c): the core's
// tstrings are the plugin's TF_TStrings.
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/c/c_api.h"
#include "tensorflow_lite_core/c/testing/c_api_test_util.h"
#include "tensorflow_lite_core/framework/tensor.h"

namespace tensorflow {
namespace {

using c_api_testing::ExpectOk;
using c_api_testing::ExpectStatus;
using c_api_testing::KernelRunner;
using c_api_testing::MakeTensor;
using c_api_testing::NewStatus;

class StringPluginTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    auto status = NewStatus();
    TF_Library* library =
        TF_LoadPluginLibrary("tensorflow_lite_core/c/testdata/string_plugin.so", status.get());
    ExpectOk(status.get());
    TF_DeleteLibraryHandle(library);
  }
};

Tensor Strings(const TensorShape& shape, const std::vector<std::string>& values) {
  Tensor tensor(DT_STRING, shape);
  for (size_t i = 0; i < values.size(); ++i) tensor.flat<tstring>()(i) = values[i];
  return tensor;
}

std::vector<std::string> Texts(const Tensor& tensor) {
  std::vector<std::string> texts;
  for (int64 i = 0; i < tensor.NumElements(); ++i) texts.push_back(tensor.flat<tstring>()(i));
  return texts;
}

TEST_F(StringPluginTest, KernelReadsAndWritesStrings) {
  const std::string large(60, 'w');
  const Tensor words = Strings(TensorShape({2, 2}), {"hello", "", large, "MiXeD 42"});
  std::vector<Tensor> outputs;
  const Status status = KernelRunner("CApiStringPluginShout").Input(words).Run(&outputs);
  ASSERT_TRUE(status.ok()) << status;
  ASSERT_EQ(outputs.size(), 2u);
  EXPECT_EQ(outputs[0].dtype(), DT_STRING);
  EXPECT_EQ(outputs[0].shape(), TensorShape({2, 2}));
  EXPECT_EQ(Texts(outputs[0]), (std::vector<std::string>{"HELLO!", "(silence)",
                                                          std::string(60, 'W') + "!",
                                                          "MIXED 42!"}));
  EXPECT_EQ(outputs[0].flat<tstring>()(2).type(), tstring::LARGE);
  EXPECT_EQ(outputs[1].flat<int64>()(0), 5);
  EXPECT_EQ(outputs[1].flat<int64>()(1), 0);
  EXPECT_EQ(outputs[1].flat<int64>()(2), 60);
  EXPECT_EQ(Texts(words)[0], "hello") << "the input is read, not written";
}

TEST_F(StringPluginTest, ViewsAndEmptyTensorsAreRead) {
  const std::string bytes = "viewed bytes that the input does not own";
  Tensor words(DT_STRING, TensorShape({1}));
  words.flat<tstring>()(0).assign_as_view(bytes.data(), 6);
  std::vector<Tensor> outputs;
  ASSERT_TRUE(KernelRunner("CApiStringPluginShout").Input(words).Run(&outputs).ok());
  EXPECT_EQ(Texts(outputs[0]), std::vector<std::string>{"VIEWED!"});

  ASSERT_TRUE(KernelRunner("CApiStringPluginShout")
                  .Input(Strings(TensorShape({0, 3}), {}))
                  .Run(&outputs)
                  .ok());
  EXPECT_EQ(outputs[0].shape(), TensorShape({0, 3}));
}

TEST_F(StringPluginTest, TheCoreRefusesBadStringCallsWithTheRightCodes) {
  std::vector<Tensor> outputs;
  const Status status = KernelRunner("CApiStringPluginProbe")
                            .Attr("T", DT_STRING)
                            .Input(Strings(TensorShape({2}), {"x", "y"}))
                            .Run(&outputs);
  ASSERT_TRUE(status.ok()) << status;
  const auto codes = outputs[0].flat<int32>();
  ASSERT_EQ(codes.size(), 6);
  EXPECT_EQ(codes(0), TF_INVALID_ARGUMENT) << "a byte length that does not fit the strings";
  EXPECT_EQ(codes(1), TF_INVALID_ARGUMENT) << "a string output allocated as int32";
  EXPECT_EQ(codes(2), TF_OUT_OF_RANGE) << "an output index out of range";
  EXPECT_EQ(codes(3), TF_INVALID_ARGUMENT) << "a bitcast of strings";
  EXPECT_EQ(codes(4), 1) << "a string tensor allocated with too few bytes";
  EXPECT_EQ(codes(5), TF_OK) << "a string temporary";
  EXPECT_EQ(Texts(outputs[1]), (std::vector<std::string>{"a", std::string(30, 'b')}));
}

TEST_F(StringPluginTest, APluginRefusingANonStringTensorFailsTheRun) {
  std::vector<Tensor> outputs;
  const Status status = KernelRunner("CApiStringPluginProbe")
                            .Attr("T", DT_INT32)
                            .Input(MakeTensor(TensorShape({2}), {1, 2}))
                            .Run(&outputs);
  ExpectStatus(status, error::INVALID_ARGUMENT,
               {"CApiStringPluginProbe: x is not a string tensor"});
}

}  // namespace
}  // namespace tensorflow
