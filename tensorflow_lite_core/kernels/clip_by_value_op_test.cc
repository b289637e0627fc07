// ClipByValue: every registered type, scalar and full-shape bounds, bounds the wrong way round,
// NaN in the values and the bounds, complex parts clipped apart, empty tensors, and bounds of a
// shape the op refuses.
#include <limits>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/kernels/cwise_op_testutil.h"

namespace tensorflow {
namespace {

using test::AsScalar;
using test::AsTensor;
using test::AsTensorOf;

using ClipByValueTest = CwiseOpTest;

TEST_F(ClipByValueTest, EveryType) {
#define CHECK_TYPE(T)                                                                         \
  ExpectResult("ClipByValue",                                                                 \
               {AsTensorOf<T>({1, 5, 9}), AsTensorOf<T>({2}, TensorShape({})),                \
                AsTensorOf<T>({8}, TensorShape({}))},                                         \
               AsTensorOf<T>({2, 5, 8}));                                                     \
  ExpectResult("ClipByValue",                                                                 \
               {AsTensorOf<T>({1, 5, 9, 3}, TensorShape({2, 2})),                             \
                AsTensorOf<T>({2, 6, 0, 0}, TensorShape({2, 2})),                             \
                AsTensorOf<T>({4}, TensorShape({}))},                                         \
               AsTensorOf<T>({2, 6, 4, 3}, TensorShape({2, 2})));
  TF_CALL_FLOAT_TYPES(CHECK_TYPE)
  TF_CALL_COMPLEX_TYPES(CHECK_TYPE)
  TF_CALL_int8(CHECK_TYPE)
  TF_CALL_uint8(CHECK_TYPE)
  TF_CALL_int16(CHECK_TYPE)
  TF_CALL_uint16(CHECK_TYPE)
  TF_CALL_int32(CHECK_TYPE)
  TF_CALL_int64(CHECK_TYPE)
#undef CHECK_TYPE
  // TensorFlow has no CPU kernel for uint32 and uint64, which the op allows.
  EXPECT_FALSE(Run("ClipByValue", {AsTensor<uint32>({1}), AsScalar<uint32>(0), AsScalar<uint32>(2)})
                   .ok());
}

TEST_F(ClipByValueTest, MaximumFirstThenMinimum) {
  // A lower bound above the upper one wins: max(min(t, 2), 8).
  ExpectResult("ClipByValue", {AsTensor<int32>({1, 5, 9}), AsScalar<int32>(8), AsScalar<int32>(2)},
               AsTensor<int32>({8, 8, 8}));
}

TEST_F(ClipByValueTest, NanValuesStayAndNanBoundsAreIgnored) {
  const float nan = std::numeric_limits<float>::quiet_NaN();
  ExpectResult("ClipByValue", {AsTensor<float>({nan, 1}), AsScalar<float>(0), AsScalar<float>(2)},
               AsTensor<float>({nan, 1}));
  ExpectResult("ClipByValue", {AsTensor<float>({5, 1}), AsScalar<float>(nan), AsScalar<float>(2)},
               AsTensor<float>({2, 1}));
  ExpectResult("ClipByValue", {AsTensor<float>({5, -1}), AsScalar<float>(0), AsScalar<float>(nan)},
               AsTensor<float>({5, 0}));
}

TEST_F(ClipByValueTest, ComplexPartsAreClippedApart) {
  ExpectResult("ClipByValue",
               {AsTensor<complex128>({{1, 1}, {3, 0}, {-1, 5}}), AsScalar<complex128>({0, 0}),
                AsScalar<complex128>({2, 0})},
               AsTensor<complex128>({{1, 0}, {2, 0}, {0, 0}}));
}

TEST_F(ClipByValueTest, ShapesOfTheBounds) {
  ExpectResult("ClipByValue",
               {AsTensorOf<float>({}, TensorShape({0})), AsTensorOf<float>({}, TensorShape({0})),
                AsScalar<float>(1)},
               AsTensorOf<float>({}, TensorShape({0})));
  ExpectError("ClipByValue",
              {AsTensor<int32>({1, 5, 9}), AsTensor<int32>({2, 2}), AsScalar<int32>(8)},
              error::INVALID_ARGUMENT,
              "clip_value_min and clip_value_max must be either of the same shape as input, or a "
              "scalar. input shape: [3]clip_value_min shape: [2]clip_value_max shape: []");
  ExpectError("ClipByValue", {AsTensor<int32>({1, 5, 9}), AsScalar<int32>(2), AsTensor<int32>({8})},
              error::INVALID_ARGUMENT, "clip_value_max shape: [1]");
  // A bound of one element but rank 1 is not a scalar.
  ExpectError("ClipByValue",
              {AsTensorOf<int32>({1, 5}, TensorShape({2, 1})), AsTensor<int32>({2}),
               AsScalar<int32>(8)},
              error::INVALID_ARGUMENT, "clip_value_min shape: [1]");
}

}  // namespace
}  // namespace tensorflow
