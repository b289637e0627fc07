// Conj: both complex types, signed zeros and infinities, empty tensors, and the types the op
// refuses.
#include <cmath>
#include <limits>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/kernels/cwise_op_testutil.h"

namespace tensorflow {
namespace {

using test::AsTensor;

using ConjTest = CwiseOpTest;

TEST_F(ConjTest, NegatesTheImaginaryPart) {
  ExpectResult("Conj", {AsTensor<complex64>({{1, 2}, {-3, -4}, {0, 0}}, {3})},
               AsTensor<complex64>({{1, -2}, {-3, 4}, {0, 0}}, {3}));
  ExpectResult("Conj", {AsTensor<complex128>({{0.5, 1e300}, {2, -0.25}}, {1, 2})},
               AsTensor<complex128>({{0.5, -1e300}, {2, 0.25}}, {1, 2}));
}

TEST_F(ConjTest, KeepsNonFiniteValuesAndSignedZeros) {
  const double inf = std::numeric_limits<double>::infinity();
  ASSERT_TRUE(Run("Conj", {AsTensor<complex128>({{inf, 0.0}, {1, -inf}})}).ok());
  const complex128* out = GetOutput(0)->base<complex128>();
  EXPECT_EQ(out[0].real(), inf);
  EXPECT_TRUE(std::signbit(out[0].imag()));
  EXPECT_EQ(out[1].imag(), inf);
}

TEST_F(ConjTest, EmptyTensorsStayEmpty) {
  ExpectResult("Conj", {AsTensor<complex64>({}, {0, 3})}, AsTensor<complex64>({}, {0, 3}));
}

TEST_F(ConjTest, RealTypesAreNotAllowed) {
  ExpectError("Conj", {AsTensor<float>({1})}, error::INVALID_ARGUMENT,
              "not in the list of allowed values");
}

}  // namespace
}  // namespace tensorflow
