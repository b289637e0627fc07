// Which CPU kernels the built-in ops have, by the types of their "T" attr: the dtype coverage of
// this package, as golden data. A registration lost or added shows up here.
#include <algorithm>
#include <set>
#include <string>
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

constexpr char kPodAndString[] =
    "bfloat16 bool complex128 complex64 double float half int16 int32 int64 int8 string uint16 "
    "uint32 uint64 uint8";
constexpr char kPodStringAndQuantized[] =
    "bfloat16 bool complex128 complex64 double float half int16 int32 int64 int8 qint32 qint8 "
    "quint8 string uint16 uint32 uint64 uint8";
constexpr char kPodStringAndQuint8[] =
    "bfloat16 bool complex128 complex64 double float half int16 int32 int64 int8 quint8 string "
    "uint16 uint32 uint64 uint8";

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
      {"Square", kNumber},
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
      // TensorFlow's lists, less the types this package has no tensors of (float8, resource,
      // variant, int4).
      {"Pack", kEveryType},
      {"Unpack", kPodAndString},
      {"Slice", kPodStringAndQuantized},
      {"StridedSlice", kPodStringAndQuantized},
      {"StridedSliceGrad", kPodStringAndQuantized},
      {"Split", kPodStringAndQuint8},
      {"SplitV", kPodStringAndQuint8},
      {"Tile", "all"},  // as in TensorFlow: by Tmultiples only; the kernel refuses other types
      {"BroadcastTo", kPodAndString},
      {"ReverseV2", kPodAndString},
      {"BroadcastArgs", "int32 int64"},
      {"BroadcastGradientArgs", "int32 int64"},
      {"InvertPermutation", "int32 int64"},
      {"ShapeN", "all"},
  };
  for (const auto& [op, types] : expected) {
    EXPECT_EQ(types, CpuTypesOf(op, "T")) << op;
  }
  EXPECT_EQ("int16 int32 int64 uint16", CpuTypesOf("ArgMax", "output_type"));
  EXPECT_EQ("bfloat16 double float half int32 int64", CpuTypesOf("Range", "Tidx"));
  EXPECT_EQ("int32 int64", CpuTypesOf("Tile", "Tmultiples"));
}

}  // namespace
}  // namespace tensorflow
