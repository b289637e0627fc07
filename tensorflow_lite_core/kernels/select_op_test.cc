// Select and SelectV2: every registered type (strings included), Select's scalar, row and
// element conditions, SelectV2's three-way broadcasting, empty tensors, and the shape errors with
// TensorFlow's messages.
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

using SelectTest = CwiseOpTest;

TEST_F(SelectTest, EveryType) {
#define CHECK_TYPE(T)                                                                        \
  for (const char* op : {"Select", "SelectV2"}) {                                            \
    ExpectResult(op, {Bools({true, false, false}), AsTensorOf<T>({1, 2, 3}),                 \
                      AsTensorOf<T>({4, 5, 6})},                                             \
                 AsTensorOf<T>({1, 5, 6}));                                                  \
    ExpectResult(op, {Bools({false}, TensorShape({})), AsTensorOf<T>({1, 2}),                \
                      AsTensorOf<T>({4, 5})},                                                \
                 AsTensorOf<T>({4, 5}));                                                     \
  }
  TF_CALL_POD_TYPES(CHECK_TYPE)
#undef CHECK_TYPE
  for (const char* op : {"Select", "SelectV2"}) {
    ExpectResult(op, {Bools({true, false}), AsTensor<tstring>({"a", "b"}),
                      AsTensor<tstring>({"c", "a much longer string than fits inline"})},
                 AsTensor<tstring>({"a", "a much longer string than fits inline"}));
  }
}

TEST_F(SelectTest, SelectVectorConditionPicksRows) {
  ExpectResult("Select",
               {Bools({true, false}), AsTensorOf<int32>({1, 2, 3, 4}, TensorShape({2, 2})),
                AsTensorOf<int32>({5, 6, 7, 8}, TensorShape({2, 2}))},
               AsTensorOf<int32>({1, 2, 7, 8}, TensorShape({2, 2})));
  ExpectResult("Select",
               {Bools({false, true, false}), AsTensorOf<double>({1, 2, 3}, TensorShape({3, 1, 1})),
                AsTensorOf<double>({4, 5, 6}, TensorShape({3, 1, 1}))},
               AsTensorOf<double>({4, 2, 6}, TensorShape({3, 1, 1})));
  ExpectResult("Select",
               {Bools({}), AsTensorOf<float>({}, TensorShape({0, 3})),
                AsTensorOf<float>({}, TensorShape({0, 3}))},
               AsTensorOf<float>({}, TensorShape({0, 3})));
  ExpectResult("Select",
               {Bools({true, false}), AsTensor<tstring>({"a", "b", "c", "d"}, TensorShape({2, 2})),
                AsTensor<tstring>({"e", "f", "g", "h"}, TensorShape({2, 2}))},
               AsTensor<tstring>({"a", "b", "g", "h"}, TensorShape({2, 2})));
}

TEST_F(SelectTest, SelectScalarConditionPicksAWholeInput) {
  ExpectResult("Select",
               {Bools({true}, TensorShape({})),
                AsTensorOf<int64>({1, 2, 3, 4}, TensorShape({2, 2})),
                AsTensorOf<int64>({5, 6, 7, 8}, TensorShape({2, 2}))},
               AsTensorOf<int64>({1, 2, 3, 4}, TensorShape({2, 2})));
  ExpectResult("Select", {Bools({false}, TensorShape({})), AsScalar<float>(1), AsScalar<float>(2)},
               AsScalar<float>(2));
}

TEST_F(SelectTest, SelectShapeErrors) {
  const Tensor two_by_two = AsTensorOf<int32>({1, 2, 3, 4}, TensorShape({2, 2}));
  ExpectError("Select", {Bools({true, false, true}), two_by_two, two_by_two},
              error::INVALID_ARGUMENT,
              "Number of batches of 'then' must match size of 'cond', but saw: 2 vs. 3");
  ExpectError("Select", {Bools({true, false}), AsTensor<int32>({1, 2}), AsTensor<int32>({5, 6, 7})},
              error::INVALID_ARGUMENT,
              "Inputs to operation Select of type Select must have the same size and shape.  "
              "Input 0: [2] != input 2: [3]");
  ExpectError("Select", {Bools({true, false}, TensorShape({1, 2})), two_by_two, two_by_two},
              error::INVALID_ARGUMENT, "Input 0: [1,2] != input 1: [2,2]");
  ExpectError("Select", {Bools({true}), AsScalar<int32>(1), AsScalar<int32>(2)},
              error::INVALID_ARGUMENT, "'then' must be at least a vector, but saw shape: []");
  ExpectError("Select",
              {Bools({true}, TensorShape({})), AsTensor<int32>({1}), AsTensor<int32>({1, 2})},
              error::INVALID_ARGUMENT,
              "'then' and 'else' must have the same size.  but received: [1] vs. [2]");
  ExpectError("Select",
              {Bools({true, false}), two_by_two, AsTensorOf<int32>({1, 2}, TensorShape({2, 1}))},
              error::INVALID_ARGUMENT,
              "'then' and 'else' must have the same size.  but received: [2,2] vs. [2,1]");
}

TEST_F(SelectTest, SelectV2Broadcasts) {
  // A column of conditions against a row and a scalar.
  ExpectResult("SelectV2",
               {Bools({true, false}, TensorShape({2, 1})), AsTensorOf<int32>({1, 2}),
                AsScalar<int32>(9)},
               AsTensorOf<int32>({1, 2, 9, 9}, TensorShape({2, 2})));
  // The condition broadcast against larger branches, and the branches against each other.
  ExpectResult("SelectV2",
               {Bools({true, false, true}),
                AsTensorOf<float>({1, 2, 3, 4, 5, 6}, TensorShape({2, 3})),
                AsTensorOf<float>({-1, -2}, TensorShape({2, 1}))},
               AsTensorOf<float>({1, -1, 3, 4, -2, 6}, TensorShape({2, 3})));
  ExpectResult("SelectV2",
               {Bools({true, false}, TensorShape({1, 1, 2})),
                AsTensorOf<int64>({1, 2, 3}, TensorShape({3, 1})),
                AsTensorOf<int64>({7, 8}, TensorShape({2, 1, 1}))},
               AsTensorOf<int64>({1, 7, 2, 7, 3, 7, 1, 8, 2, 8, 3, 8}, TensorShape({2, 3, 2})));
  // A scalar condition with branches of different shapes broadcasts them.
  ExpectResult("SelectV2",
               {Bools({false}, TensorShape({})), AsTensorOf<int32>({1, 2}), AsScalar<int32>(5)},
               AsTensorOf<int32>({5, 5}));
  ExpectResult("SelectV2",
               {Bools({}, TensorShape({0, 1})), AsTensorOf<int32>({1, 2}), AsScalar<int32>(3)},
               AsTensorOf<int32>({}, TensorShape({0, 2})));
  ExpectResult("SelectV2",
               {Bools({true, false}), AsScalar<tstring>("yes"), AsScalar<tstring>("no")},
               AsTensor<tstring>({"yes", "no"}));
}

TEST_F(SelectTest, SelectV2ShapeErrors) {
  ExpectError("SelectV2", {Bools({true, false, true}), AsTensor<int32>({1, 2}), AsScalar<int32>(9)},
              error::INVALID_ARGUMENT,
              "condition [3], then [2], and else [] must be broadcastable");
  ExpectError("SelectV2",
              {Bools({true, false}), AsTensor<int32>({1, 2}), AsTensor<int32>({5, 6, 7})},
              error::INVALID_ARGUMENT,
              "condition [2], then [2], and else [3] must be broadcastable");
}

}  // namespace
}  // namespace tensorflow
