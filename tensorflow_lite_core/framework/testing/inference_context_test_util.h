// Shared by the InferenceContext tests (shape_inference_test, shape_inference_make_shape_test,
// shape_inference_dim_arithmetic_test): shapes and tensors to build contexts from, a "Dummy" op,
// status checks, and the fixture.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_TESTING_INFERENCE_CONTEXT_TEST_UTIL_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_TESTING_INFERENCE_CONTEXT_TEST_UTIL_H_

#include <initializer_list>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/op_def_builder.h"
#include "tensorflow_lite_core/framework/shape_inference.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/platform/status_test_util.h"  // TF_ASSERT_OK, TF_EXPECT_OK
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {
namespace shape_inference {
namespace inference_context_testing {

// The graph-def version the tests' contexts are built for.
inline constexpr int kVersion = 1;

inline PartialTensorShape S(std::initializer_list<int64> dims) { return PartialTensorShape(dims); }
inline PartialTensorShape Unknown() { return PartialTensorShape(); }

// An op "Dummy" with float inputs i0.. and float outputs o0...
inline OpDef MakeOpDef(int num_inputs, int num_outputs) {
  OpDefBuilder builder("Dummy");
  for (int i = 0; i < num_inputs; ++i) builder.Input(strings::StrCat("i", i, ": float"));
  for (int i = 0; i < num_outputs; ++i) builder.Output(strings::StrCat("o", i, ": float"));
  OpRegistrationData data;
  TF_CHECK_OK(builder.Finalize(&data));
  return data.op_def;
}

template <typename T>
Tensor VectorTensor(const std::vector<T>& values) {
  Tensor t(DataTypeToEnum<T>::v(), TensorShape({static_cast<int64>(values.size())}));
  for (size_t i = 0; i < values.size(); ++i) t.flat<T>()(i) = values[i];
  return t;
}

template <typename T>
Tensor ScalarTensor(T value) {
  Tensor t(DataTypeToEnum<T>::v(), TensorShape({}));
  t.flat<T>()(0) = value;
  return t;
}

// Expects `status` to be an InvalidArgument error whose message is `message`.
inline void ExpectInvalidArgument(const absl::Status& status, const std::string& message) {
  EXPECT_EQ(error::INVALID_ARGUMENT, status.code()) << status;
  EXPECT_EQ(message, status.message());
}

// def_ is the NodeDef the tests' contexts are built for.
class ShapeInferenceTest : public ::testing::Test {
 protected:
  NodeDef def_;
};

}  // namespace inference_context_testing
}  // namespace shape_inference
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_TESTING_INFERENCE_CONTEXT_TEST_UTIL_H_
