// The random kernels (random_op.cc, stateless_random_ops_v2.cc) against numbers TensorFlow 2.21
// gave for the same seeds (tflc's Python tests compare many more cases), and their errors.
#include <cmath>
#include <cstdint>
#include <vector>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

// StatelessRandomGetKeyCounter's answer for the seed (1, 2).
constexpr uint64 kKeyOf12 = 10413732777507651514u;
constexpr uint64 kCounterHighOf12 = 17830669156045600267u;

class StatelessRandomTest : public OpsTestBase {
 public:
  // Runs a V2 sampling op of `dtype` (Tshape int32) on `shape`, key, counter and alg, plus
  // `extra` inputs (the bounds of StatelessRandomUniformIntV2).
  Status RunSampler(const char* op, DataType dtype, const Tensor& shape, const Tensor& key,
                    const Tensor& counter, const Tensor& alg,
                    const std::vector<Tensor>& extra = {}) {
    NodeDefBuilder builder("sample", op);
    builder.Input("shape", 0, shape.dtype())
        .Input("key", 0, DT_UINT64)
        .Input("counter", 0, DT_UINT64)
        .Input("alg", 0, DT_INT32);
    if (extra.empty()) {
      builder.Attr("dtype", dtype);
    } else {
      builder.Input("minval", 0, dtype).Input("maxval", 0, dtype);
    }
    TF_RETURN_IF_ERROR(builder.Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    for (const Tensor& input : {shape, key, counter, alg}) AddInputTensorValue(input);
    for (const Tensor& input : extra) AddInputTensorValue(input);
    return RunOpKernel();
  }

  // The same with the key and counter of the seed (1, 2) and alg auto-select.
  Status RunSeeded12(const char* op, DataType dtype, const std::vector<int32>& dims,
                     const std::vector<Tensor>& extra = {}) {
    return RunSampler(op, dtype, test::AsTensor<int32>(dims), test::AsTensor<uint64>({kKeyOf12}),
                      test::AsTensor<uint64>({0, kCounterHighOf12}), test::AsScalar<int32>(3),
                      extra);
  }
};

TEST_F(StatelessRandomTest, KeyCounterOfASeedPairIsTensorFlows) {
  TF_ASSERT_OK(NodeDefBuilder("kc", "StatelessRandomGetKeyCounter")
                   .Input("seed", 0, DT_INT64)
                   .Finalize(node_def()));
  TF_ASSERT_OK(InitOp());
  AddInputFromList<int64>(TensorShape({2}), {1, 2});
  TF_ASSERT_OK(RunOpKernel());
  test::ExpectTensorEqual<uint64>(*GetOutput(0), test::AsTensor<uint64>({kKeyOf12}));
  test::ExpectTensorEqual<uint64>(*GetOutput(1), test::AsTensor<uint64>({0, kCounterHighOf12}));

  // int32 seeds are sign-extended.
  TF_ASSERT_OK(NodeDefBuilder("kc", "StatelessRandomGetKeyCounter")
                   .Input("seed", 0, DT_INT32)
                   .Finalize(node_def()));
  TF_ASSERT_OK(InitOp());
  AddInputFromList<int32>(TensorShape({2}), {1, -2});
  TF_ASSERT_OK(RunOpKernel());
  test::ExpectTensorEqual<uint64>(*GetOutput(0), test::AsTensor<uint64>({6403228833514061428u}));
  test::ExpectTensorEqual<uint64>(*GetOutput(1),
                                  test::AsTensor<uint64>({0, 1432497372691926344u}));

  TF_ASSERT_OK(InitOp());
  AddInputFromList<int32>(TensorShape({3}), {1, 2, 3});
  EXPECT_TRUE(test::IsError(RunOpKernel(), error::INVALID_ARGUMENT,
                            "seed must have shape [2], not [3]"));
  TF_ASSERT_OK(InitOp());
  AddInputFromList<int32>(TensorShape({1, 2}), {1, 2});
  EXPECT_TRUE(test::IsError(RunOpKernel(), error::INVALID_ARGUMENT,
                            "seed must have shape [2], not [1,2]"));
}

TEST_F(StatelessRandomTest, KeyCounterAlgAndGetAlgSayPhilox) {
  TF_ASSERT_OK(NodeDefBuilder("kca", "StatelessRandomGetKeyCounterAlg")
                   .Input("seed", 0, DT_INT64)
                   .Finalize(node_def()));
  TF_ASSERT_OK(InitOp());
  AddInputFromList<int64>(TensorShape({2}), {1, 2});
  TF_ASSERT_OK(RunOpKernel());
  test::ExpectTensorEqual<uint64>(*GetOutput(0), test::AsTensor<uint64>({kKeyOf12}));
  test::ExpectTensorEqual<int32>(*GetOutput(2), test::AsScalar<int32>(1));

  TF_ASSERT_OK(NodeDefBuilder("alg", "StatelessRandomGetAlg").Finalize(node_def()));
  TF_ASSERT_OK(InitOp());
  TF_ASSERT_OK(RunOpKernel());
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsScalar<int32>(1));
}

TEST_F(StatelessRandomTest, UniformIsTensorFlows) {
  TF_ASSERT_OK(RunSeeded12("StatelessRandomUniformV2", DT_FLOAT, {5}));
  test::ExpectTensorEqual<float>(
      *GetOutput(0), test::AsTensor<float>({0.8440604209899902f, 0.19204533100128174f,
                                            0.9962232112884521f, 0.16038739681243896f,
                                            0.27199018001556396f}));
  // The same with alg Philox named explicitly.
  TF_ASSERT_OK(RunSampler("StatelessRandomUniformV2", DT_FLOAT, test::AsTensor<int64>({2}),
                          test::AsTensor<uint64>({kKeyOf12}),
                          test::AsTensor<uint64>({0, kCounterHighOf12}), test::AsScalar<int32>(1)));
  test::ExpectTensorEqual<float>(
      *GetOutput(0), test::AsTensor<float>({0.8440604209899902f, 0.19204533100128174f}));
}

TEST_F(StatelessRandomTest, NormalAndTruncatedNormalAreTensorFlows) {
  TF_ASSERT_OK(RunSeeded12("StatelessRandomNormalV2", DT_DOUBLE, {3}));
  test::ExpectTensorEqual<double>(
      *GetOutput(0),
      test::AsTensor<double>({-0.1423118100189212, 0.7406072461585091, -1.469047669443883}));
  // The third normal value lies outside (-2, 2) in the truncated stream's words: it is redrawn.
  TF_ASSERT_OK(RunSeeded12("StatelessTruncatedNormalV2", DT_DOUBLE, {3}));
  test::ExpectTensorEqual<double>(
      *GetOutput(0),
      test::AsTensor<double>({-0.1423118100189212, 0.7406072461585091, -0.552387756244845}));
  TF_ASSERT_OK(RunSeeded12("StatelessTruncatedNormalV2", DT_FLOAT, {6}));
  test::ExpectTensorEqual<float>(
      *GetOutput(0),
      test::AsTensor<float>({0.544110119342804f, 0.20738030970096588f, 0.0735643208026886f,
                             0.04643455147743225f, 0.16820591688156128f, -1.6850333213806152f}));
  TF_ASSERT_OK(RunSeeded12("StatelessTruncatedNormalV2", DT_HALF, {5}));
  test::ExpectTensorEqual<Eigen::half>(
      *GetOutput(0),
      test::AsTensor<Eigen::half>({Eigen::half(0.5439453125f), Eigen::half(0.2073974609375f),
                                   Eigen::half(0.07354736328125f), Eigen::half(0.04644775390625f),
                                   Eigen::half(0.168212890625f)}));
}

TEST_F(StatelessRandomTest, ManyValuesSplitOverThreadsKeepTensorFlowsOrder) {
  // 100003 values: the device's two threads each take a share of the groups, and the last
  // group is partial; the tail is TensorFlow's, and the head equals a short output's.
  TF_ASSERT_OK(RunSeeded12("StatelessTruncatedNormalV2", DT_FLOAT, {100003}));
  const float* values = GetOutput(0)->base<const float>();
  EXPECT_EQ(values[100000], -0.7116239070892334f);
  EXPECT_EQ(values[100001], -0.6557413339614868f);
  EXPECT_EQ(values[100002], -0.48217007517814636f);
  EXPECT_EQ(values[5], -1.6850333213806152f);
  for (int64 i = 0; i < 100003; ++i) ASSERT_LT(std::abs(values[i]), 2.0f) << i;
}

TEST_F(StatelessRandomTest, IntegersAreTensorFlows) {
  TF_ASSERT_OK(RunSeeded12("StatelessRandomUniformIntV2", DT_INT32, {5},
                           {test::AsScalar<int32>(-10), test::AsScalar<int32>(10)}));
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({-10, -1, 4, 9, -3}));
  // A range wider than int64's positive half.
  TF_ASSERT_OK(RunSeeded12("StatelessRandomUniformIntV2", DT_INT64, {3},
                           {test::AsScalar<int64>(-(int64{1} << 62)),
                            test::AsScalar<int64>(int64{1} << 62)}));
  test::ExpectTensorEqual<int64>(
      *GetOutput(0), test::AsTensor<int64>({2853194127853226540, -3020640380669426626,
                                            3554217262881886355}));
  TF_ASSERT_OK(RunSeeded12("StatelessRandomUniformFullIntV2", DT_UINT64, {3}));
  test::ExpectTensorEqual<uint64>(
      *GetOutput(0), test::AsTensor<uint64>({7464880146280614444u, 1591045637757961278u,
                                             17389275318164050067u}));
  TF_ASSERT_OK(RunSeeded12("StatelessRandomUniformFullIntV2", DT_INT32, {5}));
  test::ExpectTensorEqual<int32>(
      *GetOutput(0),
      test::AsTensor<int32>({1105988140, 1738052849, -335576002, 370444179, 10670227}));
}

TEST_F(StatelessRandomTest, ChecksWithTensorFlowsMessages) {
  const Tensor shape = test::AsTensor<int32>({3});
  const Tensor key = test::AsTensor<uint64>({kKeyOf12});
  const Tensor counter = test::AsTensor<uint64>({0, kCounterHighOf12});
  const Tensor philox = test::AsScalar<int32>(1);
  const char* op = "StatelessRandomUniformV2";
  EXPECT_TRUE(test::IsError(RunSampler(op, DT_FLOAT, shape, key, counter, test::AsTensor<int32>({1})),
                            error::INVALID_ARGUMENT, "input 3 (0-based) must have shape [], not [1]"));
  EXPECT_TRUE(test::IsError(
      RunSampler(op, DT_FLOAT, test::AsTensor<int32>({3}, TensorShape({1, 1})), key, counter, philox),
      error::INVALID_ARGUMENT, "shape must be a vector of {int32,int64}, got shape [1,1]"));
  EXPECT_TRUE(test::IsError(RunSampler(op, DT_FLOAT, test::AsTensor<int32>({2, -3}), key, counter,
                                       philox),
                            error::INVALID_ARGUMENT, "Dimension -3 must be >= 0"));
  EXPECT_TRUE(test::IsError(
      RunSampler(op, DT_FLOAT, shape, test::AsTensor<uint64>({1, 2}), counter, philox),
      error::INVALID_ARGUMENT,
      "key must have shape [1], not [2]. (Note that batched keys are not supported yet.)"));
  EXPECT_TRUE(test::IsError(
      RunSampler(op, DT_FLOAT, shape, key, test::AsScalar<uint64>(1), philox),
      error::INVALID_ARGUMENT,
      "counter must be a vector with length at least 1; got shape: []. (Note that batched "
      "counters are not supported yet.)"));
  // As in TensorFlow 2.21, an algorithm asks for as many counter words as its id.
  EXPECT_TRUE(test::IsError(RunSampler(op, DT_FLOAT, shape, key, counter, test::AsScalar<int32>(7)),
                            error::INVALID_ARGUMENT, "counter must be a vector with length at least 7"));
  EXPECT_TRUE(test::IsError(RunSampler(op, DT_FLOAT, shape, key, counter, test::AsScalar<int32>(2)),
                            error::INVALID_ARGUMENT, "Unsupported algorithm id: 2"));
  // A bad key is found even for an empty output.
  EXPECT_TRUE(test::IsError(RunSampler(op, DT_FLOAT, test::AsTensor<int32>({0, 3}),
                                       test::AsTensor<uint64>({1, 2}), counter, philox),
                            error::INVALID_ARGUMENT, "key must have shape [1]"));
  TF_ASSERT_OK(RunSampler(op, DT_FLOAT, test::AsTensor<int32>({0, 3}), key, counter, philox));
  EXPECT_EQ(GetOutput(0)->shape(), TensorShape({0, 3}));
}

TEST_F(StatelessRandomTest, UniformIntChecksItsBoundsUnlessTheOutputIsEmpty) {
  const char* op = "StatelessRandomUniformIntV2";
  EXPECT_TRUE(test::IsError(
      RunSeeded12(op, DT_INT32, {3}, {test::AsScalar<int32>(5), test::AsScalar<int32>(2)}),
      error::INVALID_ARGUMENT, "Need minval < maxval, got 5 >= 2"));
  EXPECT_TRUE(test::IsError(
      RunSeeded12(op, DT_INT64, {3}, {test::AsScalar<int64>(5), test::AsScalar<int64>(5)}),
      error::INVALID_ARGUMENT, "Need minval < maxval, got 5 >= 5"));
  EXPECT_TRUE(test::IsError(
      RunSeeded12(op, DT_INT32, {3}, {test::AsTensor<int32>({1}), test::AsScalar<int32>(5)}),
      error::INVALID_ARGUMENT, "minval must be 0-D, got shape [1]"));
  EXPECT_TRUE(test::IsError(
      RunSeeded12(op, DT_INT32, {3}, {test::AsScalar<int32>(1), test::AsTensor<int32>({5})}),
      error::INVALID_ARGUMENT, "maxval must be 0-D, got shape [1]"));
  TF_ASSERT_OK(RunSeeded12(op, DT_INT32, {0}, {test::AsScalar<int32>(5), test::AsScalar<int32>(2)}));
  EXPECT_EQ(GetOutput(0)->NumElements(), 0);
}

class StatefulRandomTest : public OpsTestBase {
 public:
  // Builds `op` with seeds and a shape input of `dims`; for RandomUniformInt the bounds too.
  Status Init(const char* op, DataType dtype, int64 seed, int64 seed2,
              const std::vector<int32>& dims, const std::vector<Tensor>& bounds = {}) {
    NodeDefBuilder builder("random", op);
    builder.Input("shape", 0, DT_INT32).Attr("seed", seed).Attr("seed2", seed2);
    if (bounds.empty()) {
      builder.Attr("dtype", dtype);
    } else {
      builder.Input("minval", 0, dtype).Input("maxval", 0, dtype);
    }
    TF_RETURN_IF_ERROR(builder.Finalize(node_def()));
    TF_RETURN_IF_ERROR(InitOp());
    AddInputTensorValue(test::AsTensor<int32>(dims));
    for (const Tensor& bound : bounds) AddInputTensorValue(bound);
    return OkStatus();
  }
};

TEST_F(StatefulRandomTest, SeededRunsContinueTensorFlowsStream) {
  TF_ASSERT_OK(Init("RandomUniform", DT_FLOAT, 1, 2, {3}));
  TF_ASSERT_OK(RunOpKernel());
  test::ExpectTensorEqual<float>(
      *GetOutput(0),
      test::AsTensor<float>({0.406396746635437f, 0.8575996160507202f, 0.05539584159851074f}));
  TF_ASSERT_OK(RunOpKernel());
  test::ExpectTensorEqual<float>(
      *GetOutput(0),
      test::AsTensor<float>({0.16840732097625732f, 0.8891061544418335f, 0.5354969501495361f}));
}

TEST_F(StatefulRandomTest, NormalTruncatedNormalAndIntegersAreTensorFlows) {
  TF_ASSERT_OK(Init("RandomStandardNormal", DT_DOUBLE, 3, 4, {3}));
  TF_ASSERT_OK(RunOpKernel());
  test::ExpectTensorEqual<double>(
      *GetOutput(0),
      test::AsTensor<double>({-0.7030205923675534, -1.1787800830679616, -1.1381825408299184}));
  TF_ASSERT_OK(Init("TruncatedNormal", DT_FLOAT, 3, 4, {5}));
  TF_ASSERT_OK(RunOpKernel());
  test::ExpectTensorEqual<float>(
      *GetOutput(0),
      test::AsTensor<float>({0.28962206840515137f, -0.2734510600566864f, -0.2986593246459961f,
                             0.13109374046325684f, 0.18132124841213226f}));
  TF_ASSERT_OK(Init("RandomUniformInt", DT_INT32, 5, 6, {5},
                    {test::AsScalar<int32>(-3), test::AsScalar<int32>(1000)}));
  TF_ASSERT_OK(RunOpKernel());
  test::ExpectTensorEqual<int32>(*GetOutput(0), test::AsTensor<int32>({28, 408, 154, 922, 173}));
}

TEST_F(StatefulRandomTest, UnseededKernelsDrawDifferentNumbers) {
  TF_ASSERT_OK(Init("RandomUniform", DT_DOUBLE, 0, 0, {8}));
  TF_ASSERT_OK(RunOpKernel());
  const Tensor first = *GetOutput(0);
  TF_ASSERT_OK(Init("RandomUniform", DT_DOUBLE, 0, 0, {8}));
  TF_ASSERT_OK(RunOpKernel());
  int same = 0;
  for (int i = 0; i < 8; ++i) same += first.base<const double>()[i] == GetOutput(0)->base<const double>()[i];
  EXPECT_LT(same, 8);
}

TEST_F(StatefulRandomTest, ChecksWithTensorFlowsMessages) {
  TF_ASSERT_OK(Init("RandomUniform", DT_FLOAT, 1, 2, {-1}));
  EXPECT_TRUE(test::IsError(RunOpKernel(), error::INVALID_ARGUMENT, "Dimension -1 must be >= 0"));
  TF_ASSERT_OK(Init("RandomUniformInt", DT_INT32, 1, 2, {3},
                    {test::AsScalar<int32>(5), test::AsScalar<int32>(2)}));
  EXPECT_TRUE(test::IsError(RunOpKernel(), error::INVALID_ARGUMENT,
                            "Need minval < maxval, got 5 >= 2"));
  TF_ASSERT_OK(Init("RandomUniformInt", DT_INT64, 1, 2, {3},
                    {test::AsTensor<int64>({1}), test::AsScalar<int64>(5)}));
  EXPECT_TRUE(test::IsError(RunOpKernel(), error::INVALID_ARGUMENT,
                            "minval must be 0-D, got shape [1]"));
  TF_ASSERT_OK(Init("RandomUniformInt", DT_INT32, 1, 2, {0},
                    {test::AsScalar<int32>(5), test::AsScalar<int32>(2)}));
  TF_ASSERT_OK(RunOpKernel());
  EXPECT_EQ(GetOutput(0)->NumElements(), 0);
}

}  // namespace
}  // namespace tensorflow
