// Small constant tensors for the constant inputs that shape functions read.
#ifndef TENSORFLOW_LITE_CORE_OPS_CONSTANT_INPUT_TESTUTIL_H_
#define TENSORFLOW_LITE_CORE_OPS_CONSTANT_INPUT_TESTUTIL_H_

#include <utility>
#include <vector>

#include "tensorflow_lite_core/framework/tensor.h"

namespace tensorflow {
namespace test {

// A rank-1 int32 tensor holding `values`, and a [rows, 2] int32 tensor of `pairs`, for the
// constant inputs shape functions read.
Tensor Int32Vector(const std::vector<int32>& values);
Tensor Int32Scalar(int32 value);
Tensor Int32Matrix(const std::vector<std::pair<int32, int32>>& pairs);

}  // namespace test
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_OPS_CONSTANT_INPUT_TESTUTIL_H_
