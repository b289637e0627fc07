// Range's shape function: the length from constant arguments (in each type's own arithmetic),
// unknown otherwise, and TensorFlow's errors.
#include <limits>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/framework/shape_inference_testutil.h"
#include "tensorflow_lite_core/framework/tensor.h"

namespace tensorflow {
namespace {

template <typename T>
Tensor Scalar(T value) {
  Tensor t(DataTypeToEnum<T>::v(), TensorShape({}));
  t.base<T>()[0] = value;
  return t;
}

TEST(MathOpsRangeTest, RangeShapes) {
  ShapeInferenceTestOp op("Range");
  INFER_OK(op, "[];[];[]", "[?]");
  INFER_ERROR("for 'start'", op, "[1];[];[]");
  INFER_ERROR("for 'delta'", op, "[];[];[2]");
  const Tensor start = Scalar<int32>(1), limit = Scalar<int32>(10), delta = Scalar<int32>(4);
  op.input_tensors = {&start, &limit, &delta};
  INFER_OK(op, "[];[];[]", "[3]");
  const Tensor zero = Scalar<int32>(0);
  op.input_tensors = {&start, &limit, &zero};
  INFER_ERROR("Requires delta != 0: 0", op, "[];[];[]");
  op.input_tensors = {&limit, &start, &delta};
  INFER_ERROR("Requires start <= limit when delta > 0: 10/1", op, "[];[];[]");

  ShapeInferenceTestOp half_op("Range");
  AddNodeAttr("Tidx", DT_HALF, &half_op.node_def);
  const Tensor h0 = Scalar<half>(half(0)), h3 = Scalar<half>(half(3)),
               step = Scalar<half>(half(0.1));
  half_op.input_tensors = {&h0, &h3, &step};
  INFER_OK(half_op, "[];[];[]", "[30]");

  ShapeInferenceTestOp wide("Range");
  AddNodeAttr("Tidx", DT_INT64, &wide.node_def);
  const Tensor lowest = Scalar<int64>(std::numeric_limits<int64>::min());
  const Tensor highest = Scalar<int64>(std::numeric_limits<int64>::max());
  const Tensor quarter = Scalar<int64>(int64{1} << 62);
  wide.input_tensors = {&lowest, &highest, &quarter};
  INFER_OK(wide, "[];[];[]", "[4]");
}

}  // namespace
}  // namespace tensorflow
