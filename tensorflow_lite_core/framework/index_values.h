// Reading the small integer tensors ops take as arguments (shapes, axes, permutations, paddings)
// whatever their index type (int16, int32 or int64), widened to int64, without copying them.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_INDEX_VALUES_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_INDEX_VALUES_H_

#include <string_view>
#include <vector>

#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {

// OK for int16, int32 and int64 tensors; InvalidArgument naming `what` otherwise.
inline absl::Status CheckIndexType(const Tensor& tensor, std::string_view what) {
  const DataType dtype = tensor.dtype();
  if (dtype == DT_INT16 || dtype == DT_INT32 || dtype == DT_INT64) return OkStatus();
  return errors::InvalidArgument(what, " must be int16, int32 or int64, got ",
                                 DataTypeString(dtype));
}

// Element `index` (flat) of a tensor that passed CheckIndexType.
inline int64 IndexValue(const Tensor& tensor, int64 index) {
  switch (tensor.dtype()) {
    case DT_INT16: return tensor.base<const int16>()[index];
    case DT_INT32: return tensor.base<const int32>()[index];
    default: return tensor.base<const int64>()[index];
  }
}

// Every element of a tensor that passed CheckIndexType.
inline std::vector<int64> IndexValues(const Tensor& tensor) {
  std::vector<int64> values(tensor.NumElements());
  for (int64 i = 0; i < tensor.NumElements(); ++i) values[i] = IndexValue(tensor, i);
  return values;
}

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_INDEX_VALUES_H_
