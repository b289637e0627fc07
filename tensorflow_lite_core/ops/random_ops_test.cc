// The random ops' registrations (random_ops.cc, stateless_random_ops_v2.cc): their shape
// functions, with TensorFlow's error texts (op_defs_test holds their OpDefs to TensorFlow's).
#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/shape_inference_testutil.h"
#include "tensorflow_lite_core/ops/constant_input_testutil.h"

namespace tensorflow {
namespace {

TEST(RandomOpsTest, StatefulOpsTakeTheirShapeFromTheShapeInput) {
  for (const char* name : {"RandomUniform", "RandomStandardNormal", "TruncatedNormal"}) {
    ShapeInferenceTestOp op(name);
    INFER_OK(op, "[3]", "[?,?,?]");
    INFER_OK(op, "?", "?");
    const Tensor dims = test::Int32Vector({2, -1, 4});
    op.input_tensors = {&dims};
    INFER_OK(op, "[3]", "[2,?,4]");  // a negative size is unknown, as in TensorFlow
    INFER_ERROR("Shape must be rank 1 but is rank 2", op, "[1,1]");
  }
}

TEST(RandomOpsTest, RandomUniformIntNeedsScalarBounds) {
  ShapeInferenceTestOp op("RandomUniformInt");
  INFER_OK(op, "[2];[];[]", "[?,?]");
  INFER_ERROR("minval must be a scalar; got a tensor of shape [1]", op, "[1];[1];[]");
  INFER_ERROR("maxval must be a scalar; got a tensor of shape [1]", op, "[1];[];[1]");
  // The bounds are checked before the shape.
  INFER_ERROR("minval must be a scalar", op, "[1,1];[1];[]");
}

TEST(RandomOpsTest, StatelessV2OpsCheckKeyCounterAndAlg) {
  for (const char* name : {"StatelessRandomUniformV2", "StatelessRandomNormalV2",
                           "StatelessTruncatedNormalV2", "StatelessRandomUniformFullIntV2"}) {
    ShapeInferenceTestOp op(name);
    INFER_OK(op, "[2];[1];[2];[]", "[?,?]");
    INFER_OK(op, "[2];[1];[1];[]", "[?,?]");  // a shorter counter is the kernel's to check
    INFER_OK(op, "?;?;?;?", "?");
    const Tensor dims = test::Int32Vector({5, 6});
    op.input_tensors = {&dims, nullptr, nullptr, nullptr};
    INFER_OK(op, "[2];[1];[2];[]", "[5,6]");
    INFER_ERROR("Shape must be rank 1 but is rank 0", op, "[2];[];[2];[]");
    INFER_ERROR("Shape must be rank 1 but is rank 0", op, "[2];[1];[];[]");
    INFER_ERROR("Shape must be rank 0 but is rank 1", op, "[2];[1];[2];[1]");
    INFER_ERROR("Dimension must be 1 but is 2", op, "[2];[2];[2];[]");
    // Key, counter and alg come before the shape; a rank-0 counter before a wrong key size.
    INFER_ERROR("Shape must be rank 1 but is rank 0", op, "[2];[2];[];[]");
    op.input_tensors = {};
    INFER_ERROR("Shape must be rank 1 but is rank 2", op, "[1,1];[1];[2];[]");
  }
}

TEST(RandomOpsTest, StatelessUniformIntV2ChecksBoundsFirst) {
  ShapeInferenceTestOp op("StatelessRandomUniformIntV2");
  INFER_OK(op, "[2];[1];[2];[];[];[]", "[?,?]");
  INFER_ERROR("minval must be a scalar; got a tensor of shape [1]", op, "[2];[];[2];[];[1];[]");
  INFER_ERROR("maxval must be a scalar; got a tensor of shape [2]", op, "[2];[1];[2];[];[];[2]");
  INFER_ERROR("Dimension must be 1 but is 3", op, "[2];[3];[2];[];[];[]");
}

TEST(RandomOpsTest, KeyCounterFromASeedPair) {
  ShapeInferenceTestOp op("StatelessRandomGetKeyCounter");
  INFER_OK(op, "[2]", "[1];[2]");
  INFER_OK(op, "?", "[1];[2]");
  INFER_OK(op, "[?]", "[1];[2]");
  INFER_ERROR("Dimension must be 2 but is 3", op, "[3]");
  INFER_ERROR("Shape must be rank 1 but is rank 2", op, "[1,2]");

  ShapeInferenceTestOp with_alg("StatelessRandomGetKeyCounterAlg");
  INFER_OK(with_alg, "[2]", "[1];[2];[]");
  INFER_ERROR("Dimension must be 2 but is 3", with_alg, "[3]");

  ShapeInferenceTestOp alg("StatelessRandomGetAlg");
  INFER_OK(alg, "", "[]");
}

}  // namespace
}  // namespace tensorflow
