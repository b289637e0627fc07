// Which CPU kernels the built-in ops have, by the types of their "T" attr: the dtype coverage of
// this package, as golden data. A registration lost or added shows up here.
#include <algorithm>
#include <set>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/framework/types.h"

namespace tensorflow {
namespace {

// "all" when some CPU kernel of `op` has no constraint on `attr`, else the sorted type names.
std::string CpuTypesOf(const std::string& op, const std::string& attr) {
  std::set<std::string> types;
  const KernelList kernels = GetRegisteredKernelsForOp(op);
  if (kernels.kernel_size() == 0) return "none";
  for (const KernelDef& kernel : kernels.kernel()) {
    if (kernel.device_type() != DEVICE_CPU) continue;
    bool constrained = false;
    for (const KernelDef::AttrConstraint& constraint : kernel.constraint()) {
      if (constraint.name() != attr) continue;
      constrained = true;
      for (int type : constraint.allowed_values().list().type()) {
        types.insert(DataTypeString(static_cast<DataType>(type)));
      }
    }
    if (!constrained) return "all";
  }
  std::string text;
  for (const std::string& type : types) text += (text.empty() ? "" : " ") + type;
  return text;
}

constexpr char kReal[] =
    "bfloat16 double float half int16 int32 int64 int8 uint16 uint32 uint64 uint8";
constexpr char kNumber[] =
    "bfloat16 complex128 complex64 double float half int16 int32 int64 int8 uint16 uint32 "
    "uint64 uint8";
constexpr char kFloatComplex[] = "bfloat16 complex128 complex64 double float half";
constexpr char kEveryType[] =
    "bfloat16 bool complex128 complex64 double float half int16 int32 int64 int8 qint16 qint32 "
    "qint8 quint16 quint8 string uint16 uint32 uint64 uint8";

TEST(RegisteredKernelsTest, CpuTypesPerOp) {
  const std::vector<std::pair<std::string, std::string>> expected = {
      {"Identity", "all"},
      {"IdentityN", "all"},
      {"Const", "all"},
      {"Cast", "all"},
      {"Bitcast", "all"},
      {"Fill", kEveryType},
      {"ZerosLike",
       "bfloat16 bool complex128 complex64 double float half int16 int32 int64 int8 string "
       "uint16 uint32 uint64 uint8"},
      {"OnesLike",
       "bfloat16 bool complex128 complex64 double float half int16 int32 int64 int8 uint16 "
       "uint32 uint64 uint8"},
      {"Shape", "all"},
      {"Size", "all"},
      {"Rank", "all"},
      {"Reshape", "all"},
      {"ExpandDims", "all"},
      {"Squeeze", "all"},
      {"Transpose", kEveryType},
      {"ConcatV2", kEveryType},
      {"Pad", kEveryType},
      {"AddV2", kNumber},
      {"Sub", kNumber},
      {"Mul", kNumber},
      {"RealDiv", kFloatComplex},
      {"Maximum", kReal},
      {"Minimum", kReal},
      {"Pow", "bfloat16 complex128 complex64 double float half int16 int32 int64 int8"},
      {"AddN", kNumber},
      {"Neg", "bfloat16 complex128 complex64 double float half int16 int32 int64 int8"},
      {"Abs", "bfloat16 double float half int16 int32 int64 int8"},
      {"Square", "bfloat16 complex128 complex64 double float half int16 int32 int64 int8"},
      {"Sqrt", kFloatComplex},
      {"Rsqrt", kFloatComplex},
      {"Exp", kFloatComplex},
      {"Log", kFloatComplex},
      {"Tanh", kFloatComplex},
      {"Sigmoid", kFloatComplex},
      {"Relu", kReal},
      {"ReluGrad", kReal},
      {"Softmax", "bfloat16 double float half"},
      {"MatMul", "bfloat16 complex128 complex64 double float half int32 int64"},
      {"Sum", kNumber},
      {"Mean", kNumber},
      {"Prod", kNumber},
      {"Max", kReal},
      {"Min", kReal},
      {"ArgMax",
       "bfloat16 bool double float half int16 int32 int64 int8 uint16 uint32 uint64 uint8"},
  };
  for (const auto& [op, types] : expected) {
    EXPECT_EQ(types, CpuTypesOf(op, "T")) << op;
  }
  EXPECT_EQ("int16 int32 int64 uint16", CpuTypesOf("ArgMax", "output_type"));
}

constexpr char kPod[] =
    "bfloat16 bool complex128 complex64 double float half int16 int32 int64 int8 uint16 uint32 "
    "uint64 uint8";
constexpr char kPodAndString[] =
    "bfloat16 bool complex128 complex64 double float half int16 int32 int64 int8 string uint16 "
    "uint32 uint64 uint8";

// The index ops, by the attr that holds their element type, as TensorFlow 2.21's CPU kernels
// register them (less float8, resource and variant, which this package has no tensors of).
TEST(RegisteredKernelsTest, CpuTypesOfTheIndexOps) {
  const std::vector<std::tuple<std::string, std::string, std::string>> expected = {
      {"GatherV2", "Tparams", kEveryType},
      {"GatherNd", "Tparams",
       "bfloat16 bool complex128 complex64 double float half int16 int32 int64 int8 qint32 qint8 "
       "quint8 string uint16 uint32 uint64 uint8"},
      {"ScatterNd", "T", kPodAndString},
      {"ScatterNd", "Tindices", "int32 int64"},
      {"TensorScatterUpdate", "T", kPodAndString},
      {"TensorScatterUpdate", "Tindices", "int32 int64"},
      {"SparseToDense", "T",
       "bfloat16 bool complex128 complex64 double float half int16 int32 int64 int8 qint16 qint8 "
       "quint16 quint8 string uint16 uint32 uint64 uint8"},
      {"OneHot", "T", kPodAndString},
      {"Diag", "T", "complex128 complex64 double float half int32 int64"},
      {"MatrixDiag", "T", kPod},
      {"MatrixDiagV3", "T", kPod},
      {"Where", "T", kPod},
      {"UnsortedSegmentSum", "T", kNumber},
      {"Any", "T", "all"},
      {"All", "T", "all"},
      {"ArgMin", "T",
       "bfloat16 bool double float half int16 int32 int64 int8 uint16 uint32 uint64 uint8"},
      {"ArgMin", "output_type", "int32 int64"},
      {"Cumsum", "T", kNumber},
      {"Cumprod", "T", kNumber},
      {"BiasAdd", "T", kNumber},
      {"BiasAddGrad", "T", kNumber},
      {"LogSoftmax", "T", "bfloat16 double float half"},
      {"Einsum", "T", "bfloat16 complex128 complex64 double float half int32 int64"},
  };
  for (const auto& [op, attr, types] : expected) {
    EXPECT_EQ(types, CpuTypesOf(op, attr)) << op << " " << attr;
  }
}

}  // namespace
}  // namespace tensorflow
