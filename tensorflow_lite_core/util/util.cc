#include "tensorflow_lite_core/util/util.h"

#include <cstdio>

#include "tensorflow_lite_core/platform/logging.h"

namespace tensorflow {

StringPiece NodeNamePrefix(AnyStringView op_name) {
  const StringPiece name = op_name;
  const size_t slash = name.find('/');
  return slash == StringPiece::npos ? StringPiece() : name.substr(0, slash);
}

StringPiece NodeNameFullPrefix(AnyStringView op_name) {
  const StringPiece name = op_name;
  const size_t slash = name.rfind('/');
  return slash == StringPiece::npos ? StringPiece() : name.substr(0, slash);
}

MovingAverage::MovingAverage(int window) : window_(window), values_(window) {
  CHECK_GE(window, 1);
}

void MovingAverage::Clear() {
  sum_ = 0;
  head_ = 0;
  count_ = 0;
}

double MovingAverage::GetAverage() const { return count_ == 0 ? 0 : sum_ / count_; }

void MovingAverage::AddValue(double v) {
  if (count_ < window_) {
    ++count_;
  } else {
    sum_ -= values_[head_];  // the oldest value leaves the window
  }
  values_[head_] = v;
  sum_ += v;
  head_ = (head_ + 1) % window_;
}

std::string PrintMemory(const char* ptr, size_t n) {
  std::string text;
  text.reserve(3 * n);
  for (size_t i = 0; i < n; ++i) {
    char byte[4];
    std::snprintf(byte, sizeof(byte), " %02x", static_cast<unsigned char>(ptr[i]));
    text += byte;
  }
  return text;
}

std::string SliceDebugString(const TensorShape& shape, int64 flat) {
  const int dims = shape.dims();
  if (dims == 0) return "";
  std::vector<int64> index(dims);
  for (int d = dims - 1; d >= 0; --d) {
    const int64 size = shape.dim_size(d);
    index[d] = size == 0 ? 0 : flat % size;  // a dimension of 0 has no elements to point at
    flat = size == 0 ? 0 : flat / size;
  }
  std::string text = "[";
  for (int d = 0; d < dims; ++d) text += (d > 0 ? "," : "") + std::to_string(index[d]);
  return text + "]";
}

bool IsMKLEnabled() { return false; }
void DataTypeUnsupportedWarning(const DataType& /*dt*/) {}
bool IsDataTypeSupportedByOneDNNOnThisCPU(const DataType& /*dt*/) { return false; }
bool IsAMXDataTypeSupportedByOneDNNOnThisCPU(const DataType& /*dt*/) { return false; }
bool IsAVXConvertSupportedByOneDNNOnThisCPU() { return false; }

}  // namespace tensorflow
