// The tensor test helpers: building tensors, and comparisons that pass on equal tensors and fail
// (with a useful message) on different ones.
#include "tensorflow_lite_core/kernels/tensor_testutil.h"

#include <limits>

#include "gtest/gtest-spi.h"
#include "gtest/gtest.h"

namespace tensorflow {
namespace {

TEST(TensorTestutilTest, AsTensorAndFill) {
  const Tensor t = test::AsTensor<int32>({1, 2, 3, 4, 5, 6}, TensorShape({2, 3}));
  EXPECT_EQ(DT_INT32, t.dtype());
  EXPECT_EQ(TensorShape({2, 3}), t.shape());
  EXPECT_EQ(6, t.base<const int32>()[5]);
  EXPECT_EQ(TensorShape({}), test::AsScalar<float>(1).shape());
  const Tensor halves = test::AsTensorOf<Eigen::half>({0.5, 2});
  EXPECT_EQ(0.5f, static_cast<float>(halves.base<const Eigen::half>()[0]));
  Tensor iota(DT_INT64, TensorShape({3}));
  test::FillIota<int64>(&iota, 10);
  test::ExpectTensorEqual<int64>(iota, test::AsTensor<int64>({10, 11, 12}));
  test::FillFn<int64>(&iota, [](int i) { return int64{i} * i; });
  test::ExpectTensorEqual<int64>(iota, test::AsTensor<int64>({0, 1, 4}));
}

TEST(TensorTestutilTest, EqualPassesAndFails) {
  const float nan = std::numeric_limits<float>::quiet_NaN();
  test::ExpectTensorEqual<float>(test::AsTensor<float>({1, nan}), test::AsTensor<float>({1, nan}));
  test::ExpectEqual(test::AsTensor<tstring>({"a"}), test::AsTensor<tstring>({"a"}));
  EXPECT_NONFATAL_FAILURE(
      test::ExpectTensorEqual<float>(test::AsTensor<float>({1, 2}), test::AsTensor<float>({1, 3})),
      "element 1: 2 vs. 3");
  EXPECT_FATAL_FAILURE(
      test::ExpectTensorEqual<float>(test::AsTensor<float>({1, 2}), test::AsTensor<float>({1})),
      "shapes differ: [2] vs. [1]");
  EXPECT_FATAL_FAILURE(
      test::ExpectEqual(test::AsTensor<float>({1}), test::AsTensor<double>({1})),
      "dtypes differ: float vs. double");
}

TEST(TensorTestutilTest, NearAndClose) {
  test::ExpectTensorNear<float>(test::AsTensor<float>({1.0f}), test::AsTensor<float>({1.05f}), 0.1);
  EXPECT_NONFATAL_FAILURE(test::ExpectTensorNear<float>(test::AsTensor<float>({1.0f}),
                                                        test::AsTensor<float>({1.2f}), 0.1),
                          "1 of 1 elements differ");
  test::ExpectClose(test::AsTensor<double>({1.0}), test::AsTensor<double>({1.0 + 1e-15}));
  EXPECT_NONFATAL_FAILURE(
      test::ExpectClose(test::AsTensor<double>({1.0}), test::AsTensor<double>({1.001})), "differ");
  // Integers compare exactly.
  EXPECT_NONFATAL_FAILURE(
      test::ExpectClose(test::AsTensor<int32>({1}), test::AsTensor<int32>({2}), 5, 5), "differ");
  test::ExpectClose(test::AsTensor<complex64>({{1, 2}}), test::AsTensor<complex64>({{1, 2}}));
}

}  // namespace
}  // namespace tensorflow
