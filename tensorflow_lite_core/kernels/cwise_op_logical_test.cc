// LogicalAnd, LogicalOr, LogicalNot, IsNan, IsInf and IsFinite: truth tables, broadcasting, empty
// tensors, every float type, and inputs of the wrong type.
#include <limits>
#include <vector>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/kernels/cwise_op_testutil.h"

namespace tensorflow {
namespace {

using test::AsTensorOf;

Tensor Bools(const std::vector<bool>& values, const TensorShape& shape) {
  Tensor tensor(DT_BOOL, shape);
  for (size_t i = 0; i < values.size(); ++i) tensor.base<bool>()[i] = values[i];
  return tensor;
}

Tensor Bools(const std::vector<bool>& values) {
  return Bools(values, TensorShape({static_cast<int64>(values.size())}));
}

using LogicalTest = CwiseOpTest;

TEST_F(LogicalTest, TruthTables) {
  const Tensor x = Bools({false, false, true, true});
  const Tensor y = Bools({false, true, false, true});
  ExpectResult("LogicalAnd", {x, y}, Bools({false, false, false, true}));
  ExpectResult("LogicalOr", {x, y}, Bools({false, true, true, true}));
  ExpectResult("LogicalNot", {x}, Bools({true, true, false, false}));
}

TEST_F(LogicalTest, Broadcasting) {
  ExpectResult("LogicalAnd",
               {Bools({true, false}, TensorShape({2, 1})), Bools({true, false, true})},
               Bools({true, false, true, false, false, false}, TensorShape({2, 3})));
  ExpectResult("LogicalOr", {Bools({false}, TensorShape({})), Bools({true, false})},
               Bools({true, false}));
  ExpectResult("LogicalOr", {Bools({}, TensorShape({0, 2})), Bools({true, false})},
               Bools({}, TensorShape({0, 2})));
  ExpectError("LogicalAnd", {Bools({true, false, true}), Bools({true, false})},
              error::INVALID_ARGUMENT, "Incompatible shapes: [3] vs. [2]");
  ExpectResult("LogicalNot", {Bools({}, TensorShape({0}))}, Bools({}, TensorShape({0})));
}

TEST_F(LogicalTest, LogicalOpsTakeOnlyBools) {
  EXPECT_FALSE(Run("LogicalAnd", {AsTensorOf<int32>({1}), AsTensorOf<int32>({0})}).ok());
  EXPECT_FALSE(Run("LogicalNot", {AsTensorOf<float>({1})}).ok());
}

TEST_F(LogicalTest, FloatClassificationsOfEveryType) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const double inf = std::numeric_limits<double>::infinity();
  const std::vector<double> values = {nan, inf, -inf, 0, -1.5, 65504};
#define CHECK_TYPE(T)                                                                           \
  ExpectResult("IsNan", {AsTensorOf<T>(values)},                                                \
               Bools({true, false, false, false, false, false}));                               \
  ExpectResult("IsInf", {AsTensorOf<T>(values)}, Bools({false, true, true, false, false, false})); \
  ExpectResult("IsFinite", {AsTensorOf<T>(values)}, Bools({false, false, false, true, true, true}));
  TF_CALL_FLOAT_TYPES(CHECK_TYPE)
#undef CHECK_TYPE
  ExpectResult("IsNan", {AsTensorOf<float>({}, TensorShape({3, 0}))},
               Bools({}, TensorShape({3, 0})));
  // Integers are always finite, so the op refuses them, as TensorFlow's does.
  EXPECT_FALSE(Run("IsNan", {AsTensorOf<int32>({1})}).ok());
}

}  // namespace
}  // namespace tensorflow
