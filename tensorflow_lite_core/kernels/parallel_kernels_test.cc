// The kernels that split their work over the intra-op pool, on inputs big enough to be split
// (OpsTestBase's device has two threads): MatMul's bands through OpenBLAS and through
// PortableGemm (integers), every parallel layout of the reductions, both Transpose loops, and a
// large Fill. Each result is compared with a plain loop here. Tagged "concurrency": CI runs it
// under ThreadSanitizer, which sees the bands' threads write and read the shared tensors.
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

namespace tensorflow {
namespace {

// Small integers, so every sum and product below is exact in float.
template <typename T>
Tensor SmallIntegers(const TensorShape& shape, int seed) {
  Tensor t(DataTypeToEnum<T>::value, shape);
  T* data = t.base<T>();
  uint32_t state = 2463534242u + static_cast<uint32_t>(seed);
  for (int64 i = 0; i < t.NumElements(); ++i) {
    state ^= state << 13;
    state ^= state >> 17;
    state ^= state << 5;
    data[i] = static_cast<T>(static_cast<int>(state % 7) - 3);
  }
  return t;
}

class ParallelKernelsTest : public OpsTestBase {
 protected:
  void SetUp() override { ASSERT_GE(device()->tensorflow_cpu_worker_threads()->num_threads, 2); }

  template <typename T>
  void ExpectMatMul(int64 m, int64 n, int64 k, bool transpose_b) {
    SCOPED_TRACE(std::to_string(m) + "x" + std::to_string(n) + "x" + std::to_string(k));
    const Tensor a = SmallIntegers<T>(TensorShape({m, k}), 1);
    const Tensor b = SmallIntegers<T>(transpose_b ? TensorShape({n, k}) : TensorShape({k, n}), 2);
    TF_ASSERT_OK(NodeDefBuilder("matmul", "MatMul")
                     .Input("a", 0, a.dtype())
                     .Input("b", 0, b.dtype())
                     .Attr("transpose_b", transpose_b)
                     .Finalize(node_def()));
    TF_ASSERT_OK(InitOp());
    AddInputTensorValue(a);
    AddInputTensorValue(b);
    TF_ASSERT_OK(RunOpKernel());
    Tensor expected(a.dtype(), TensorShape({m, n}));
    const T* av = a.base<T>();
    const T* bv = b.base<T>();
    for (int64 i = 0; i < m; ++i) {
      for (int64 j = 0; j < n; ++j) {
        T sum = 0;
        for (int64 p = 0; p < k; ++p) sum += av[i * k + p] * (transpose_b ? bv[j * k + p] : bv[p * n + j]);
        expected.base<T>()[i * n + j] = sum;
      }
    }
    test::ExpectTensorEqual<T>(*GetOutput(0), expected);
  }

  // Sum and Max of `input`, seen as [outer, reduced, inner], over its reduced dimension (`axes`).
  void ExpectReductions(const Tensor& input, const std::vector<int32>& axes, int64 outer,
                        int64 reduced, int64 inner) {
    for (const char* op_name : {"Sum", "Max"}) {
      const std::string op = op_name;
      SCOPED_TRACE(op + " of " + input.shape().DebugString());
      TF_ASSERT_OK(NodeDefBuilder("reduce", op)
                       .Input("input", 0, DT_FLOAT)
                       .Input("reduction_indices", 0, DT_INT32)
                       .Finalize(node_def()));
      TF_ASSERT_OK(InitOp());
      AddInputTensorValue(input);
      AddInputTensorValue(test::AsTensor<int32>(axes));
      TF_ASSERT_OK(RunOpKernel());
      const float* x = input.base<float>();
      std::vector<float> expected;
      for (int64 o = 0; o < outer; ++o) {
        for (int64 i = 0; i < inner; ++i) {
          float value = op == "Sum" ? 0.0f : x[o * reduced * inner + i];
          for (int64 r = 0; r < reduced; ++r) {
            const float v = x[(o * reduced + r) * inner + i];
            value = op == "Sum" ? value + v : std::max(value, v);
          }
          expected.push_back(value);
        }
      }
      const Tensor& output = *GetOutput(0);
      ASSERT_EQ(output.NumElements(), static_cast<int64>(expected.size()));
      for (int64 i = 0; i < output.NumElements(); ++i) {
        ASSERT_EQ(output.base<float>()[i], expected[i]) << "element " << i;
      }
    }
  }

  void ExpectTranspose(const TensorShape& shape, const std::vector<int32>& perm) {
    SCOPED_TRACE(shape.DebugString());
    const Tensor input = SmallIntegers<int32>(shape, 3);
    TF_ASSERT_OK(NodeDefBuilder("transpose", "Transpose")
                     .Input("x", 0, DT_INT32)
                     .Input("perm", 0, DT_INT32)
                     .Finalize(node_def()));
    TF_ASSERT_OK(InitOp());
    AddInputTensorValue(input);
    AddInputTensorValue(test::AsTensor<int32>(perm));
    TF_ASSERT_OK(RunOpKernel());
    const int rank = shape.dims();
    std::vector<int64> in_strides(rank, 1);
    for (int d = rank - 2; d >= 0; --d) in_strides[d] = in_strides[d + 1] * shape.dim_size(d + 1);
    const Tensor& output = *GetOutput(0);
    std::vector<int64> out_dims(rank);
    for (int d = 0; d < rank; ++d) {
      out_dims[d] = shape.dim_size(perm[d]);
      ASSERT_EQ(output.dim_size(d), out_dims[d]);
    }
    std::vector<int64> index(rank, 0);  // in the output
    for (int64 i = 0; i < output.NumElements(); ++i) {
      int64 source = 0;
      for (int d = 0; d < rank; ++d) source += index[d] * in_strides[perm[d]];
      ASSERT_EQ(output.base<int32>()[i], input.base<int32>()[source]) << "element " << i;
      for (int d = rank - 1; d >= 0 && ++index[d] == out_dims[d]; --d) index[d] = 0;
    }
  }
};

TEST_F(ParallelKernelsTest, MatMulFloatBandsOfRows) { ExpectMatMul<float>(256, 64, 256, false); }

TEST_F(ParallelKernelsTest, MatMulFloatBandsOfColumns) { ExpectMatMul<float>(48, 320, 200, true); }

TEST_F(ParallelKernelsTest, MatMulIntegersThroughPortableGemm) {
  ExpectMatMul<int32>(128, 64, 64, false);
  ExpectMatMul<int64>(40, 200, 64, true);
}

TEST_F(ParallelKernelsTest, ReduceAllInBlocks) {
  const int64 n = 5 * 16384 + 7;
  ExpectReductions(SmallIntegers<float>(TensorShape({n}), 4), {0}, 1, n, 1);
}

TEST_F(ParallelKernelsTest, ReduceRows) {
  ExpectReductions(SmallIntegers<float>(TensorShape({512, 200}), 5), {1}, 512, 200, 1);
}

TEST_F(ParallelKernelsTest, ReduceLongRowsEachInBlocks) {
  ExpectReductions(SmallIntegers<float>(TensorShape({2, 70000}), 6), {1}, 2, 70000, 1);
}

TEST_F(ParallelKernelsTest, ReduceManyRowsOfOneNarrowSlab) {
  ExpectReductions(SmallIntegers<float>(TensorShape({4096, 64}), 7), {0}, 1, 4096, 64);
}

TEST_F(ParallelKernelsTest, ReduceMiddleAxisOfSeveralSlabs) {
  ExpectReductions(SmallIntegers<float>(TensorShape({8, 64, 1500}), 8), {1}, 8, 64, 1500);
}

TEST_F(ParallelKernelsTest, TransposeKeepingTheLastDimensionCopiesRows) {
  ExpectTranspose(TensorShape({64, 32, 40}), {1, 0, 2});
}

TEST_F(ParallelKernelsTest, TransposeMovingTheLastDimensionGoesByTiles) {
  ExpectTranspose(TensorShape({300, 500}), {1, 0});
  ExpectTranspose(TensorShape({40, 50, 60}), {2, 1, 0});
}

TEST_F(ParallelKernelsTest, LargeFill) {
  const int64 n = (1 << 18) + 3;
  TF_ASSERT_OK(NodeDefBuilder("fill", "Fill")
                   .Input("dims", 0, DT_INT32)
                   .Input("value", 0, DT_FLOAT)
                   .Finalize(node_def()));
  TF_ASSERT_OK(InitOp());
  AddInputFromArray<int32>(TensorShape({2}), {2, static_cast<int32>(n / 2)});
  AddInputFromArray<float>(TensorShape({}), {2.5f});
  TF_ASSERT_OK(RunOpKernel());
  const Tensor& output = *GetOutput(0);
  ASSERT_EQ(output.NumElements(), 2 * (n / 2));
  for (int64 i = 0; i < output.NumElements(); ++i) ASSERT_EQ(output.base<float>()[i], 2.5f) << i;
}

}  // namespace
}  // namespace tensorflow
