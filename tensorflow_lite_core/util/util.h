// TensorFlow's util/util.h: small helpers for kernels' messages and statistics (node name
// prefixes, a moving average, byte dumps, the index of a flat position) and the oneDNN queries,
// which answer that oneDNN is not used.
#ifndef TENSORFLOW_LITE_CORE_UTIL_UTIL_H_
#define TENSORFLOW_LITE_CORE_UTIL_UTIL_H_

#include <cstddef>
#include <string>
#include <vector>

#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/platform/any_string_view.h"
#include "tensorflow_lite_core/platform/types.h"

namespace tensorflow {

// The part of `op_name` before its first '/' ("" when there is none).
StringPiece NodeNamePrefix(AnyStringView op_name);
// The part of `op_name` before its last '/' ("" when there is none).
StringPiece NodeNameFullPrefix(AnyStringView op_name);

// The average of the last `window` values added (0 before any).
class MovingAverage {
 public:
  explicit MovingAverage(int window);
  void Clear();
  double GetAverage() const;
  void AddValue(double v);

 private:
  const int window_;
  std::vector<double> values_;  // a ring of the last window_ values
  double sum_ = 0;
  int head_ = 0;   // where the next value goes
  int count_ = 0;  // values held (up to window_)
};

// ptr[0, n) as " 00 01 ef": a space and two hex digits per byte.
std::string PrintMemory(const char* ptr, size_t n);

// The index of the element at `flat` in a tensor of `shape`, written so that "tensor" + it is
// a Python indexing expression: "" for a scalar, "[1,2]" for flat 5 of a [2,3] tensor.
std::string SliceDebugString(const TensorShape& shape, int64 flat);

// oneDNN is not part of this framework: each answers false (the warning does nothing).
bool IsMKLEnabled();
void DataTypeUnsupportedWarning(const DataType& dt);
bool IsDataTypeSupportedByOneDNNOnThisCPU(const DataType& dt);
bool IsAMXDataTypeSupportedByOneDNNOnThisCPU(const DataType& dt);
bool IsAVXConvertSupportedByOneDNNOnThisCPU();

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_UTIL_UTIL_H_
