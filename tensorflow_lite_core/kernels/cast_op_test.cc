// Cast between every pair of bool, integer, floating and complex types; the conversion rules at
// the edges (NaN, out of range, complex, Truncate); Bitcast's shape rules and errors.
#include <cmath>
#include <limits>
#include <vector>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

class CastOpTest : public OpsTestBase {
 public:
  Status MakeCast(DataType src, DataType dst, bool truncate = false) {
    TF_RETURN_IF_ERROR(NodeDefBuilder("cast", "Cast")
                           .Input("x", 0, src)
                           .Attr("DstT", dst)
                           .Attr("Truncate", truncate)
                           .Finalize(node_def()));
    return InitOp();
  }

  Status RunCast(const Tensor& input, DataType dst, bool truncate = false) {
    TF_RETURN_IF_ERROR(MakeCast(input.dtype(), dst, truncate));
    AddInputTensorValue(input);
    return RunOpKernel();
  }

  // Small non-negative integers survive every conversion; bool sees them as non-zero or zero.
  template <typename Src, typename Dst>
  void ExpectRoundValues() {
    const std::vector<double> values = {0, 1, 2, 3, 100};
    const Tensor input = test::AsTensorOf<Src>(values, TensorShape({5}));
    ASSERT_EQ(OkStatus(), RunCast(input, DataTypeToEnum<Dst>::v()))
        << DataTypeString(input.dtype()) << " -> " << DataTypeString(DataTypeToEnum<Dst>::v());
    std::vector<double> expected = values;
    if (std::is_same_v<Src, bool> || std::is_same_v<Dst, bool>) {
      expected = {0, 1, 1, 1, 1};
    }
    test::ExpectTensorEqual<Dst>(*GetOutput(0), test::AsTensorOf<Dst>(expected, {5}));
  }
};

template <typename... Types>
struct TypeList {};

// The types Cast converts between (TF_CALL_POD_TYPES), spelled out: the TF_CALL macros cannot
// nest.
using CastTypes = TypeList<bool, uint8, uint16, uint32, uint64, int8, int16, int32, int64,
                           Eigen::half, Eigen::bfloat16, float, double, complex64, complex128>;

template <typename Src, typename... Dsts>
void CheckFrom(CastOpTest* fixture, TypeList<Dsts...>) {
  (fixture->ExpectRoundValues<Src, Dsts>(), ...);
}

template <typename... Srcs>
void CheckEveryPair(CastOpTest* fixture, TypeList<Srcs...> types) {
  (CheckFrom<Srcs>(fixture, types), ...);
}

TEST_F(CastOpTest, EveryPairOfTypes) { CheckEveryPair(this, CastTypes()); }

TEST_F(CastOpTest, FloatToIntegerTruncatesSaturatesAndMapsNaNToZero) {
  const float nan = std::numeric_limits<float>::quiet_NaN();
  const float inf = std::numeric_limits<float>::infinity();
  TF_ASSERT_OK(RunCast(test::AsTensor<float>({1.9f, -1.9f, nan, inf, -inf, 3e9f, -3e9f}),
                       DT_INT32));
  test::ExpectTensorEqual<int32>(
      *GetOutput(0), test::AsTensor<int32>({1, -1, 0, std::numeric_limits<int32>::max(),
                                            std::numeric_limits<int32>::min(),
                                            std::numeric_limits<int32>::max(),
                                            std::numeric_limits<int32>::min()}));
  TF_ASSERT_OK(RunCast(test::AsTensor<double>({-1, 300, 255.9}), DT_UINT8));
  test::ExpectTensorEqual<uint8>(*GetOutput(0), test::AsTensor<uint8>({0, 255, 255}));
  TF_ASSERT_OK(RunCast(test::AsTensor<double>({1e300, -1e300}), DT_INT64));
  test::ExpectTensorEqual<int64>(*GetOutput(0),
                                 test::AsTensor<int64>({std::numeric_limits<int64>::max(),
                                                        std::numeric_limits<int64>::min()}));
}

TEST_F(CastOpTest, IntegerToIntegerWraps) {
  TF_ASSERT_OK(RunCast(test::AsTensor<int32>({-1, 256, 130}), DT_UINT8));
  test::ExpectTensorEqual<uint8>(*GetOutput(0), test::AsTensor<uint8>({255, 0, 130}));
  TF_ASSERT_OK(RunCast(test::AsTensor<int32>({130}), DT_INT8));
  test::ExpectTensorEqual<int8>(*GetOutput(0), test::AsTensor<int8>({-126}));
}

TEST_F(CastOpTest, ComplexAndBool) {
  TF_ASSERT_OK(RunCast(test::AsTensor<complex64>({{1.5f, 2}, {-3, 0}, {0, 1}, {0, 0}}), DT_FLOAT));
  test::ExpectTensorEqual<float>(*GetOutput(0), test::AsTensor<float>({1.5f, -3, 0, 0}));
  TF_ASSERT_OK(RunCast(test::AsTensor<complex64>({{1.5f, 2}, {0, 1}, {0, 0}}), DT_BOOL));
  test::ExpectTensorEqual<bool>(*GetOutput(0), test::AsTensor<bool>({true, true, false}));
  TF_ASSERT_OK(RunCast(test::AsTensor<int32>({-2, 7}), DT_COMPLEX128));
  test::ExpectTensorEqual<complex128>(*GetOutput(0),
                                      test::AsTensor<complex128>({{-2, 0}, {7, 0}}));
  TF_ASSERT_OK(RunCast(test::AsTensor<complex128>({{1, 2}}), DT_COMPLEX64));
  test::ExpectTensorEqual<complex64>(*GetOutput(0), test::AsTensor<complex64>({{1, 2}}));
  TF_ASSERT_OK(RunCast(test::AsTensor<float>({0.5f, 0, -0.0f, std::nanf("")}), DT_BOOL));
  test::ExpectTensorEqual<bool>(*GetOutput(0), test::AsTensor<bool>({true, false, false, true}));
}

TEST_F(CastOpTest, TruncateDropsMantissaBitsInsteadOfRounding) {
  // 1 + 2^-8 + 2^-9 rounds up to 1 + 2^-7 in bfloat16 (7 mantissa bits), truncates to 1.
  const float value = 1.0f + std::ldexp(1.0f, -8) + std::ldexp(1.0f, -9);
  TF_ASSERT_OK(RunCast(test::AsTensor<float>({value}), DT_BFLOAT16, /*truncate=*/false));
  EXPECT_EQ(static_cast<float>(GetOutput(0)->base<Eigen::bfloat16>()[0]),
            1.0f + std::ldexp(1.0f, -7));
  TF_ASSERT_OK(RunCast(test::AsTensor<float>({value}), DT_BFLOAT16, /*truncate=*/true));
  EXPECT_EQ(static_cast<float>(GetOutput(0)->base<Eigen::bfloat16>()[0]), 1.0f);
  // The same for half (10 mantissa bits).
  const float half_value = 1.0f + std::ldexp(1.0f, -11) + std::ldexp(1.0f, -12);
  TF_ASSERT_OK(RunCast(test::AsTensor<float>({half_value}), DT_HALF, /*truncate=*/true));
  EXPECT_EQ(static_cast<float>(GetOutput(0)->base<Eigen::half>()[0]), 1.0f);
  TF_ASSERT_OK(RunCast(test::AsTensor<float>({half_value}), DT_HALF, /*truncate=*/false));
  EXPECT_EQ(static_cast<float>(GetOutput(0)->base<Eigen::half>()[0]),
            1.0f + std::ldexp(1.0f, -10));
}

TEST_F(CastOpTest, SameTypeSharesTheBuffer) {
  TF_ASSERT_OK(MakeCast(DT_FLOAT, DT_FLOAT));
  AddInputFromArray<float>(TensorShape({2}), {1, 2});
  TF_ASSERT_OK(RunOpKernel());
  test::ExpectTensorEqual<float>(*GetOutput(0), test::AsTensor<float>({1, 2}));
  // Forwarded, not copied: the output is the input's own buffer.
  EXPECT_TRUE(GetOutput(0)->SharesBufferWith(GetInput(0)));
  EXPECT_EQ(GetOutput(0)->data(), GetInput(0).data());
}

TEST_F(CastOpTest, LargeAndEmptyTensors) {
  Tensor input(DT_INT32, TensorShape({300000}));
  test::FillIota<int32>(&input, -150000);
  Tensor expected(DT_DOUBLE, TensorShape({300000}));
  test::FillIota<double>(&expected, -150000);
  TF_ASSERT_OK(RunCast(input, DT_DOUBLE));
  test::ExpectTensorEqual<double>(*GetOutput(0), expected);
  TF_ASSERT_OK(RunCast(test::AsTensor<float>({}, TensorShape({0, 2})), DT_HALF));
  EXPECT_EQ(TensorShape({0, 2}), GetOutput(0)->shape());
}

TEST_F(CastOpTest, UnsupportedTypes) {
  EXPECT_TRUE(test::IsError(MakeCast(DT_STRING, DT_FLOAT), error::UNIMPLEMENTED,
                            "Cast string to float is not supported"));
  EXPECT_TRUE(test::IsError(MakeCast(DT_FLOAT, DT_QINT8), error::UNIMPLEMENTED,
                            "Cast float to qint8 is not supported"));
}

class BitcastOpTest : public OpsTestBase {
 protected:
  Status RunBitcast(const Tensor& input, DataType type) {
    TF_RETURN_IF_ERROR(NodeDefBuilder("bitcast", "Bitcast")
                           .Input("input", 0, input.dtype())
                           .Attr("type", type)
                           .Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(input);
    return RunOpKernel();
  }
};

TEST_F(BitcastOpTest, SameSizeKeepsTheShape) {
  TF_ASSERT_OK(RunBitcast(test::AsTensor<float>({1.0f, -2.0f}, TensorShape({2, 1})), DT_INT32));
  test::ExpectTensorEqual<int32>(
      *GetOutput(0), test::AsTensor<int32>({0x3f800000, static_cast<int32>(0xc0000000)},
                                           TensorShape({2, 1})));
}

TEST_F(BitcastOpTest, NarrowerTypeAppendsADimension) {
  TF_ASSERT_OK(RunBitcast(test::AsTensor<uint32>({0xffffffffu, 0x01020304u}), DT_UINT8));
  test::ExpectTensorEqual<uint8>(
      *GetOutput(0),
      test::AsTensor<uint8>({255, 255, 255, 255, 4, 3, 2, 1}, TensorShape({2, 4})));
  TF_ASSERT_OK(RunBitcast(test::AsScalar<int64>(1), DT_INT32));
  EXPECT_EQ(TensorShape({2}), GetOutput(0)->shape());
}

TEST_F(BitcastOpTest, WiderTypeConsumesTheLastDimension) {
  TF_ASSERT_OK(
      RunBitcast(test::AsTensor<uint8>({4, 3, 2, 1, 0, 0, 128, 63}, TensorShape({2, 4})),
                 DT_FLOAT));
  EXPECT_EQ(TensorShape({2}), GetOutput(0)->shape());
  EXPECT_EQ(0x01020304u, (GetOutput(0)->bit_casted_tensor<uint32, 1>()(0)));
  EXPECT_EQ(1.0f, GetOutput(0)->base<float>()[1]);
}

TEST_F(BitcastOpTest, BadShapesAndTypes) {
  EXPECT_TRUE(test::IsError(RunBitcast(test::AsTensor<float>({1, 2, 3}), DT_COMPLEX128),
                            error::INVALID_ARGUMENT,
                            "Cannot bitcast from float to complex128: shape [3]"));
  EXPECT_TRUE(test::IsError(RunBitcast(test::AsScalar<uint8>(1), DT_INT16),
                            error::INVALID_ARGUMENT, "Cannot bitcast from uint8 to int16"));
  EXPECT_TRUE(test::IsError(RunBitcast(test::AsScalar<bool>(true), DT_UINT8),
                            error::INVALID_ARGUMENT,
                            "Value for attr 'T' of bool is not in the list of allowed values"));
}

}  // namespace
}  // namespace tensorflow
