// The math ops' registrations: their OpDefs (golden signatures from TensorFlow's specs) and their
// shape functions as registered.
#include <string>
#include <utility>
#include <vector>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/framework/shape_inference_testutil.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/ops/op_signature_testutil.h"

namespace tensorflow {
namespace {

using test::Int32Scalar;
using test::Int32Vector;
using test::RegisteredOpSignature;

// TensorFlow's numbertype, in its order.
constexpr char kNumberTypes[] =
    "{float, double, int32, uint8, int16, int8, complex64, int64, qint8, quint8, qint32, "
    "bfloat16, qint16, quint16, uint16, complex128, half, uint32, uint64}";
constexpr char kRealAndQuantizedTypes[] =
    "{float, double, int32, uint8, int16, int8, int64, bfloat16, uint16, half, uint32, uint64, "
    "qint8, quint8, qint16, quint16, qint32}";

std::string Unary(const std::string& op, const std::string& types) {
  return op + "(x: T) -> (y: T); T: type in {" + types + "}";
}

std::string Binary(const std::string& op, const std::string& types) {
  return op + "(x: T, y: T) -> (z: T); T: type in {" + types + "}";
}

std::string Reduction(const std::string& op, const std::string& types) {
  return op +
         "(input: T, reduction_indices: Tidx) -> (output: T); keep_dims: bool = false; T: type "
         "in " +
         types + "; Tidx: type in {int32, int64} = DT_INT32";
}

TEST(MathOpsTest, Signatures) {
  const std::string unary =
      "bfloat16, half, float, double, int8, int16, int32, int64, complex64, complex128";
  const std::string unary_complex = "bfloat16, half, float, double, complex64, complex128";
  const std::string binary_more =
      "bfloat16, half, float, double, uint8, int8, uint16, int16, int32, uint32, uint64, int64, "
      "complex64, complex128";
  const std::string real_binary =
      "bfloat16, half, float, double, int8, uint8, int16, uint16, int32, uint32, int64, uint64";
  const std::vector<std::pair<std::string, std::string>> expected = {
      {"Cast",
       "Cast(x: SrcT) -> (y: DstT); SrcT: type; DstT: type; Truncate: bool = false"},
      {"Neg", Unary("Neg", unary)},
      {"Abs", Unary("Abs", "bfloat16, half, float, double, int8, int16, int32, int64")},
      {"Square", Unary("Square", unary)},
      {"Sqrt", Unary("Sqrt", unary_complex)},
      {"Rsqrt", Unary("Rsqrt", unary_complex)},
      {"Exp", Unary("Exp", unary_complex)},
      {"Log", Unary("Log", unary_complex)},
      {"Tanh", Unary("Tanh", unary_complex)},
      {"Sigmoid", Unary("Sigmoid", unary_complex)},
      {"AddV2", Binary("AddV2",
                       "bfloat16, half, float, double, uint8, uint16, uint32, uint64, int8, "
                       "int16, int32, int64, complex64, complex128") +
                    "; commutative; aggregate"},
      {"Sub", Binary("Sub", binary_more)},
      {"Mul", Binary("Mul", binary_more) + "; commutative"},
      {"RealDiv", Binary("RealDiv", binary_more)},
      {"Maximum", Binary("Maximum", real_binary)},
      {"Minimum", Binary("Minimum", real_binary)},
      {"Pow", Binary("Pow",
                     "bfloat16, float, half, double, int8, int16, int32, int64, complex64, "
                     "complex128")},
      {"AddN",
       "AddN(inputs: N * T) -> (sum: T); N: int >= 1; T: type in {float, double, int32, uint8, "
       "int16, int8, complex64, int64, qint8, quint8, qint32, bfloat16, qint16, quint16, uint16, "
       "complex128, half, uint32, uint64, variant}; commutative; aggregate"},
      {"MatMul",
       "MatMul(a: T, b: T) -> (product: T); transpose_a: bool = false; transpose_b: bool = "
       "false; T: type in {bfloat16, half, float, double, int32, int64, uint8, uint16, uint32, "
       "uint64, int8, int16, complex64, complex128}; grad_a: bool = false; grad_b: bool = false"},
      {"Sum", Reduction("Sum", kNumberTypes)},
      {"Mean", Reduction("Mean", kNumberTypes)},
      {"Prod", Reduction("Prod", kNumberTypes)},
      {"Max", Reduction("Max", kRealAndQuantizedTypes)},
      {"Min", Reduction("Min", kRealAndQuantizedTypes)},
      {"ArgMax",
       "ArgMax(input: T, dimension: Tidx) -> (output: output_type); T: type in {float, double, "
       "int32, uint8, int16, int8, int64, bfloat16, uint16, half, uint32, uint64, qint8, quint8, "
       "qint16, quint16, qint32, bool}; Tidx: type in {int16, int32, int64} = DT_INT32; "
       "output_type: type in {int16, uint16, int32, int64} = DT_INT64"},
  };
  for (const auto& [op, signature] : expected) {
    EXPECT_EQ(signature, RegisteredOpSignature(op)) << op;
  }
}

TEST(MathOpsTest, UnaryShapes) {
  for (const char* name :
       {"Cast", "Neg", "Abs", "Square", "Sqrt", "Rsqrt", "Exp", "Log", "Tanh", "Sigmoid"}) {
    ShapeInferenceTestOp op(name);
    INFER_OK(op, "?", "in0");
    INFER_OK(op, "[2,?,3]", "in0");
  }
}

TEST(MathOpsTest, BinaryShapesBroadcast) {
  for (const char* name : {"AddV2", "Sub", "Mul", "RealDiv", "Maximum", "Minimum", "Pow"}) {
    ShapeInferenceTestOp op(name);
    INFER_OK(op, "?;[1,2]", "?");
    INFER_OK(op, "[2,3];[2,3]", "[d0_0|d1_0,d0_1|d1_1]");
    INFER_OK(op, "[2,3];[]", "[d0_0,d0_1]");
    INFER_OK(op, "[4,1,3];[2,1]", "[d0_0,d1_0,d0_2]");
    INFER_ERROR("Dimensions must be equal, but are 3 and 4", op, "[2,3];[4]");
  }
}

TEST(MathOpsTest, AddNShapes) {
  ShapeInferenceTestOp op("AddN");
  AddNodeAttr("N", 3, &op.node_def);
  AddNodeAttr("T", DT_FLOAT, &op.node_def);
  INFER_OK(op, "[2,?];[?,3];?", "[d0_0,d1_1]");
  INFER_OK(op, "?;?;?", "in0|in1|in2");
  INFER_ERROR("From merging shape 0 with other shapes.", op, "[2];[3];?");
}

TEST(MathOpsTest, MatMulShapes) {
  ShapeInferenceTestOp op("MatMul");
  INFER_OK(op, "[2,3];[3,4]", "[d0_0,d1_1]");
  INFER_OK(op, "?;[3,4]", "[?,d1_1]");
  INFER_ERROR("must be rank 2", op, "[2];[3,4]");
  INFER_ERROR("Dimensions must be equal, but are 3 and 5", op, "[2,3];[5,4]");

  ShapeInferenceTestOp transposed("MatMul");
  AddNodeAttr("transpose_a", true, &transposed.node_def);
  AddNodeAttr("transpose_b", true, &transposed.node_def);
  INFER_OK(transposed, "[3,2];[4,3]", "[d0_1,d1_0]");
}

TEST(MathOpsTest, ReductionShapes) {
  for (const char* name : {"Sum", "Mean", "Prod", "Max", "Min"}) {
    ShapeInferenceTestOp op(name);
    const Tensor axes = Int32Vector({0, -1});
    op.input_tensors = {nullptr, &axes};
    INFER_OK(op, "[2,3,4];[2]", "[d0_1]");
    const Tensor bad = Int32Vector({3});
    op.input_tensors = {nullptr, &bad};
    INFER_ERROR("Invalid reduction dimension", op, "[2,3,4];[1]");

    ShapeInferenceTestOp keep(name);
    AddNodeAttr("keep_dims", true, &keep.node_def);
    keep.input_tensors = {nullptr, &axes};
    INFER_OK(keep, "[2,3,4];[2]", "[1,d0_1,1]");
    keep.input_tensors = {};
    INFER_OK(keep, "[2,3,4];[2]", "[?,?,?]");
  }
}

TEST(MathOpsTest, ArgMaxShapes) {
  ShapeInferenceTestOp op("ArgMax");
  INFER_OK(op, "[2,3,4];[]", "[?,?]");
  INFER_OK(op, "[5];[]", "[]");
  const Tensor dimension = Int32Scalar(1);
  op.input_tensors = {nullptr, &dimension};
  INFER_OK(op, "[2,3,4];[]", "[d0_0,d0_2]");
  const Tensor out_of_range = Int32Scalar(-4);
  op.input_tensors = {nullptr, &out_of_range};
  INFER_ERROR("must be in the range [-3, 3)", op, "[2,3,4];[]");
  // Tidx allows int16, so a constant int16 dimension is read too.
  Tensor int16_dimension(DT_INT16, TensorShape({}));
  int16_dimension.scalar<int16>()() = -1;
  op.input_tensors = {nullptr, &int16_dimension};
  AddNodeAttr("Tidx", DT_INT16, &op.node_def);
  INFER_OK(op, "[2,3,4];[]", "[d0_0,d0_1]");
}

}  // namespace
}  // namespace tensorflow
