// Equal, NotEqual, the orderings and ApproximateEqual: every registered type, broadcasting,
// incompatible_shape_error, NaN, strings, and bad input.
#include <limits>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/kernels/cwise_op_testutil.h"

namespace tensorflow {
namespace {

using test::AsScalar;
using test::AsTensor;
using test::AsTensorOf;

Tensor Bools(const std::vector<bool>& values, const TensorShape& shape) {
  Tensor tensor(DT_BOOL, shape);
  for (size_t i = 0; i < values.size(); ++i) tensor.base<bool>()[i] = values[i];
  return tensor;
}

Tensor Bools(const std::vector<bool>& values) {
  return Bools(values, TensorShape({static_cast<int64>(values.size())}));
}

using ComparisonTest = CwiseOpTest;

TEST_F(ComparisonTest, EveryTypeOfEqualAndNotEqual) {
#define CHECK_TYPE(T)                                                                          \
  ExpectResult("Equal", {AsTensorOf<T>({1, 2, 3, 0}), AsTensorOf<T>({1, 0, 3, 1})},           \
               Bools({true, false, true, false}));                                             \
  ExpectResult("NotEqual", {AsTensorOf<T>({1, 2, 3, 0}), AsTensorOf<T>({1, 0, 3, 1})},        \
               Bools({false, true, false, true}));                                             \
  ExpectResult("Equal", {AsTensorOf<T>({1, 2, 1}), AsTensorOf<T>({1}, TensorShape({}))},      \
               Bools({true, false, true}));
  TF_CALL_NUMBER_TYPES(CHECK_TYPE)
  TF_CALL_QUANTIZED_TYPES(CHECK_TYPE)
  TF_CALL_qint16(CHECK_TYPE)
  TF_CALL_quint16(CHECK_TYPE)
#undef CHECK_TYPE
  ExpectResult("Equal", {Bools({true, false, false}), Bools({true, true, false})},
               Bools({true, false, true}));
  ExpectResult("NotEqual", {Bools({true, false}), Bools({true}, TensorShape({}))},
               Bools({false, true}));
  ExpectResult("Equal", {AsTensor<tstring>({"a", "b", ""}), AsTensor<tstring>({"a", "c", ""})},
               Bools({true, false, true}));
  ExpectResult("NotEqual", {AsTensor<tstring>({"ab", "a"}), AsScalar<tstring>("a")},
               Bools({true, false}));
}

TEST_F(ComparisonTest, EveryTypeOfTheOrderings) {
#define CHECK_TYPE(T)                                                                           \
  ExpectResult("Less", {AsTensorOf<T>({1, 2, 3}), AsTensorOf<T>({2, 2, 2})},                   \
               Bools({true, false, false}));                                                    \
  ExpectResult("LessEqual", {AsTensorOf<T>({1, 2, 3}), AsTensorOf<T>({2, 2, 2})},              \
               Bools({true, true, false}));                                                     \
  ExpectResult("Greater", {AsTensorOf<T>({1, 2, 3}), AsTensorOf<T>({2}, TensorShape({}))},     \
               Bools({false, false, true}));                                                    \
  ExpectResult("GreaterEqual", {AsTensorOf<T>({2}, TensorShape({})), AsTensorOf<T>({1, 2, 3})}, \
               Bools({true, true, false}));
  TF_CALL_REAL_NUMBER_TYPES(CHECK_TYPE)
#undef CHECK_TYPE
}

TEST_F(ComparisonTest, NanComparesUnequalToEverything) {
  const float nan = std::numeric_limits<float>::quiet_NaN();
  const float inf = std::numeric_limits<float>::infinity();
  const Tensor x = AsTensor<float>({nan, nan, inf, -0.0f});
  const Tensor y = AsTensor<float>({nan, 1, inf, 0.0f});
  ExpectResult("Equal", {x, y}, Bools({false, false, true, true}));
  ExpectResult("NotEqual", {x, y}, Bools({true, true, false, false}));
  ExpectResult("Less", {x, y}, Bools({false, false, false, false}));
  ExpectResult("GreaterEqual", {x, y}, Bools({false, false, true, true}));
  // Half and bfloat16 compare as numbers, not bits: -0 equals 0.
  ExpectResult("Equal", {AsTensorOf<half>({-0.0, nan}), AsTensorOf<half>({0.0, nan})},
               Bools({true, false}));
  ExpectResult("Equal", {AsTensorOf<bfloat16>({-0.0}), AsTensorOf<bfloat16>({0.0})},
               Bools({true}));
}

TEST_F(ComparisonTest, Broadcasting) {
  ExpectResult("Less", {AsTensorOf<int32>({1, 5}, TensorShape({2, 1})),
                        AsTensorOf<int32>({0, 3, 6}, TensorShape({3}))},
               Bools({false, true, true, false, false, true}, TensorShape({2, 3})));
  ExpectResult("Equal", {AsTensorOf<float>({1, 2, 3, 4, 5, 6}, TensorShape({2, 1, 3})),
                         AsTensorOf<float>({1, 5, 3, 4, 2, 6}, TensorShape({2, 1, 1, 3}))},
               Bools({true, false, true, false, true, false, false, true, false, true, false,
                      true},
                     TensorShape({2, 2, 1, 3})));
  // Empty tensors broadcast to empty outputs.
  ExpectResult("Greater",
               {AsTensorOf<float>({}, TensorShape({0, 3})), AsTensorOf<float>({1, 2, 3})},
               Bools({}, TensorShape({0, 3})));
  ExpectResult("Equal", {AsTensorOf<int64>({}, TensorShape({2, 0})), AsScalar<int64>(1)},
               Bools({}, TensorShape({2, 0})));
}

TEST_F(ComparisonTest, IncompatibleShapes) {
  const Tensor x = AsTensorOf<int32>({1, 2, 3});
  const Tensor y = AsTensorOf<int32>({1, 2});
  for (const char* op : {"Equal", "NotEqual", "Less", "GreaterEqual"}) {
    ExpectError(op, {x, y}, error::INVALID_ARGUMENT, "Incompatible shapes: [3] vs. [2]");
  }
  // Without incompatible_shape_error, Equal and NotEqual answer with one scalar.
  ExpectResult("Equal", {x, y}, Bools({false}, TensorShape({})),
               {Attr("incompatible_shape_error", false)});
  ExpectResult("NotEqual", {x, y}, Bools({true}, TensorShape({})),
               {Attr("incompatible_shape_error", false)});
  ExpectResult("NotEqual", {AsTensorOf<float>({}, TensorShape({0})), AsTensorOf<float>({1, 2})},
               Bools({true}, TensorShape({})), {Attr("incompatible_shape_error", false)});
  // Compatible shapes are compared as usual.
  ExpectResult("Equal", {x, AsTensorOf<int32>({3, 2, 1})}, Bools({false, true, false}),
               {Attr("incompatible_shape_error", false)});
}

TEST_F(ComparisonTest, OrderingsRefuseTypesTheyDoNotOrder) {
  EXPECT_FALSE(Run("Less", {Bools({true}), Bools({false})}).ok());
  EXPECT_FALSE(Run("Greater", {AsTensorOf<complex64>({1}), AsTensorOf<complex64>({1})}).ok());
}

TEST_F(ComparisonTest, ApproximateEqual) {
#define CHECK_TYPE(T)                                                                        \
  ExpectResult("ApproximateEqual",                                                           \
               {AsTensorOf<T>({1, 1, 1, 5}), AsTensorOf<T>({1.000001, 1.1, 0.9999999, -5})}, \
               Bools({true, false, true, false}));
  TF_CALL_float(CHECK_TYPE)
  TF_CALL_double(CHECK_TYPE)
#undef CHECK_TYPE
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const double inf = std::numeric_limits<double>::infinity();
  ExpectResult("ApproximateEqual", {AsTensor<double>({nan, inf}), AsTensor<double>({nan, inf})},
               Bools({false, false}));
  ExpectResult("ApproximateEqual", {AsTensor<float>({1, 1.4f}), AsTensor<float>({1.3f, 1})},
               Bools({true, false}), {Attr("tolerance", 0.35f)});
  ExpectError("ApproximateEqual", {AsTensor<float>({1, 1}), AsTensor<float>({1})},
              error::INVALID_ARGUMENT,
              "x and y must be of the same shape. x shape: [2]. y shape: [1]");
  ExpectResult("ApproximateEqual",
               {AsTensorOf<float>({}, TensorShape({0, 2})),
                AsTensorOf<float>({}, TensorShape({0, 2}))},
               Bools({}, TensorShape({0, 2})));
}

}  // namespace
}  // namespace tensorflow
