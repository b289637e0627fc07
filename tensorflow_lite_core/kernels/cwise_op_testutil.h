// A test fixture for the element-wise kernels: runs an op by name on given input tensors and
// attrs, and checks its output (shape, dtype and values; NaN equals NaN) or its error.
//
//   ExpectResult("FloorDiv", {AsTensor<int32>({7, -7}), AsScalar<int32>(2)},
//                AsTensor<int32>({3, -4}));
//   ExpectError("FloorDiv", {...}, error::INVALID_ARGUMENT, "Integer division by zero");
#ifndef TENSORFLOW_LITE_CORE_KERNELS_CWISE_OP_TESTUTIL_H_
#define TENSORFLOW_LITE_CORE_KERNELS_CWISE_OP_TESTUTIL_H_

#include <string>
#include <utility>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/attr_value_util.h"
#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {

class CwiseOpTest : public OpsTestBase {
 protected:
  using Attrs = std::vector<std::pair<std::string, AttrValue>>;

  template <typename T>
  static std::pair<std::string, AttrValue> Attr(const std::string& name, const T& value) {
    AttrValue attr_value;
    SetAttrValue(value, &attr_value);
    return {name, attr_value};
  }

  // Runs `op` on copies of `inputs` (the kernel may reuse their buffers); the node is named after
  // the op, as an eager call names it. The output is GetOutput(0).
  absl::Status Run(const std::string& op, const std::vector<Tensor>& inputs,
                   const Attrs& attrs = {}) {
    NodeDefBuilder builder(op, op);
    for (const Tensor& input : inputs) builder.Input("input", 0, input.dtype());
    for (const auto& [name, value] : attrs) builder.Attr(name, value);
    TF_RETURN_IF_ERROR(builder.Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    for (const Tensor& input : inputs) AddInputTensorValue(input);
    return RunOpKernel();
  }

  void ExpectResult(const std::string& op, const std::vector<Tensor>& inputs,
                    const Tensor& expected, const Attrs& attrs = {}) {
    const absl::Status status = Run(op, inputs, attrs);
    ASSERT_TRUE(status.ok()) << op << ": " << status;
    SCOPED_TRACE(op + " on " + inputs[0].DebugString());
    test::ExpectClose(*GetOutput(0), expected);
  }

  void ExpectError(const std::string& op, const std::vector<Tensor>& inputs, error::Code code,
                   const std::string& message, const Attrs& attrs = {}) {
    EXPECT_TRUE(test::IsError(Run(op, inputs, attrs), code, message)) << op;
  }
};

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_KERNELS_CWISE_OP_TESTUTIL_H_
