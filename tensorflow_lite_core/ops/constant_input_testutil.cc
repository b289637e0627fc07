#include "tensorflow_lite_core/ops/constant_input_testutil.h"

#include <utility>
#include <vector>

#include "tensorflow_lite_core/framework/types.h"

namespace tensorflow {
namespace test {
Tensor Int32Vector(const std::vector<int32>& values) {
  Tensor tensor(DT_INT32, TensorShape({static_cast<int64>(values.size())}));
  for (size_t i = 0; i < values.size(); ++i) tensor.vec<int32>()(i) = values[i];
  return tensor;
}

Tensor Int32Scalar(int32 value) { return Tensor(value); }

Tensor Int32Matrix(const std::vector<std::pair<int32, int32>>& pairs) {
  Tensor tensor(DT_INT32, TensorShape({static_cast<int64>(pairs.size()), 2}));
  for (size_t i = 0; i < pairs.size(); ++i) {
    tensor.matrix<int32>()(i, 0) = pairs[i].first;
    tensor.matrix<int32>()(i, 1) = pairs[i].second;
  }
  return tensor;
}

}  // namespace test
}  // namespace tensorflow
