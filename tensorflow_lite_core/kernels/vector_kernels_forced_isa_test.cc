// TFLC_CPU_ISA lowers the level the kernels use: set to "baseline" before the first kernel
// runs, the baseline table is the active one on any CPU, and a kernel that dispatches (AddV2)
// computes through it.
#include <cstdlib>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/kernels/ops_testutil.h"
#include "tensorflow_lite_core/kernels/tensor_testutil.h"
#include "tensorflow_lite_core/kernels/vector_kernels.h"

namespace tensorflow {
namespace {

class ForcedIsaTest : public OpsTestBase {};

TEST_F(ForcedIsaTest, BaselineIsUsedWhenAskedFor) {
  // Nothing has read the level yet in this process: this test is the binary's only one.
  ASSERT_EQ(setenv("TFLC_CPU_ISA", "baseline", 1), 0);
  EXPECT_EQ(ActiveCpuIsa(), CpuIsa::kBaseline);
  EXPECT_EQ(ActiveVectorKernels().isa, CpuIsa::kBaseline);
  EXPECT_EQ(&ActiveVectorKernels(), VectorKernelsFor(CpuIsa::kBaseline));

  TF_ASSERT_OK(NodeDefBuilder("add", "AddV2")
                   .Input("x", 0, DT_FLOAT)
                   .Input("y", 0, DT_FLOAT)
                   .Finalize(node_def()));
  TF_ASSERT_OK(InitOp());
  AddInputTensorValue(test::AsTensor<float>({1, 2, 3, 4, 5}));
  AddInputTensorValue(test::AsTensor<float>({10, 20, 30, 40, 50}));
  TF_ASSERT_OK(RunOpKernel());
  test::ExpectTensorEqual<float>(*GetOutput(0), test::AsTensor<float>({11, 22, 33, 44, 55}));
}

}  // namespace
}  // namespace tensorflow
