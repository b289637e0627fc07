// Tests for shape functions in one line each:
//
//   ShapeInferenceTestOp op("MatMul");           // a registered op
//   AddNodeAttr("transpose_a", true, &op.node_def);
//   INFER_OK(op, "[2,?];[?,3]", "[d0_1,d1_1]");
//   INFER_ERROR("must be rank 2", op, "[1];[2,3]");
//
// Inputs are ';'-separated shapes: "?" (unknown rank), "[]" (scalar), "[1,?,3]" (? for an unknown
// size). Expected outputs are ';'-separated too, each one of:
//   ?             a shape of unknown rank that is not one of the inputs
//   in0|in2       exactly (the same handle as) one of these inputs
//   [1,?,d0_1]    a new shape of known rank whose dimensions are each
//                   a number: that size, not a dimension of an input
//                   ?: an unknown size, not a dimension of an input
//                   d0_1|d2_0: exactly (the same handle as) dimension 1 of input 0 or dimension
//                     0 of input 2
// A mismatch reports the expectation and the result in this grammar. Attrs the node_def lacks
// take the op's defaults, an unnamed node_def is named after the op, and input_tensors[i] (not
// owned) is the value of input i when constant.
//
// INFER_ERROR passes only on an error of the shape function itself: a failure of the harness (an
// unregistered op, a malformed shape string, a shape function that succeeded...) fails it even
// when its message contains the expected text.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_SHAPE_INFERENCE_TESTUTIL_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_SHAPE_INFERENCE_TESTUTIL_H_

#include <string>
#include <string_view>
#include <vector>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/framework/shape_inference.h"
#include "tensorflow_lite_core/platform/status.h"
#include "tensorflow_lite_core/platform/version.h"

namespace tensorflow {

struct ShapeInferenceTestOp {
  explicit ShapeInferenceTestOp(std::string_view op_name) : name(op_name) {}

  std::string name;
  NodeDef node_def;
  std::vector<const Tensor*> input_tensors;
  int graph_def_version = TF_GRAPH_DEF_VERSION;
};

namespace shape_inference {

class ShapeInferenceTestutil {
 public:
  // Runs the shape function of op.name (from OpRegistry::Global()) on the inputs `ins` and
  // compares its outputs with `expected_outs`, both in the grammar above. `expected_outs` "e"
  // means shape inference must fail: its error is returned, or an error saying it succeeded.
  // Errors that do not come from the shape function or from comparing its outputs (see
  // IsHarnessError) start with kHarnessErrorPrefix.
  static absl::Status InferShapes(ShapeInferenceTestOp op, const std::string& ins,
                            const std::string& expected_outs);

  // Starts the message of every failure of the harness itself: the op is not registered or has
  // no shape function, `ins` or `expected_outs` is malformed, the inference context cannot be
  // built from the node and the inputs, or shape inference succeeded where "e" expected an
  // error.
  static constexpr char kHarnessErrorPrefix[] = "Shape inference test harness: ";
  // Whether `status` is such a failure rather than an error of the shape function.
  static bool IsHarnessError(const absl::Status& status);

  // Output `index` of `c` written in the expected-output grammar ("in0", "?", "[d0_0,2,?]").
  static std::string DescribeOutput(InferenceContext* c, int index);

 private:
  ShapeInferenceTestutil() = delete;
};

}  // namespace shape_inference

// Expects shape inference to succeed with outputs `o`; prints the status otherwise.
#define INFER_OK(op, i, o)                                                                         \
  EXPECT_EQ(::tensorflow::OkStatus(),                                                            \
            ::tensorflow::shape_inference::ShapeInferenceTestutil::InferShapes(op, i, o))

// Expects the shape function to fail with an error containing `error_substring` (not empty). A
// failure of the harness itself fails the expectation whatever its message.
#define INFER_ERROR(error_substring, op, i)                                                        \
  do {                                                                                             \
    const absl::Status infer_error_status =                                                \
        ::tensorflow::shape_inference::ShapeInferenceTestutil::InferShapes(op, i, "e");            \
    const std::string infer_error_substring = error_substring;                                     \
    EXPECT_FALSE(infer_error_substring.empty()) << "INFER_ERROR needs the error text to expect";   \
    EXPECT_FALSE(                                                                                  \
        ::tensorflow::shape_inference::ShapeInferenceTestutil::IsHarnessError(                     \
            infer_error_status))                                                                   \
        << "Not an error of the shape function: " << infer_error_status;                           \
    EXPECT_NE(std::string::npos, infer_error_status.message().find(infer_error_substring))         \
        << "Expected to see '" << infer_error_substring << "' in '"                                \
        << infer_error_status.message() << "'";                                                    \
  } while (false)

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_SHAPE_INFERENCE_TESTUTIL_H_
