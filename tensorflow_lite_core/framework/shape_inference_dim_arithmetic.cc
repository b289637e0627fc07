// InferenceContext's dimension arithmetic: Divide, Add, Subtract, Multiply, Min, Max on
// dimensions that may be unknown.
#include <limits>

#include "tensorflow_lite_core/framework/shape_inference.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {
namespace shape_inference {

// ---- Dimension arithmetic.

absl::Status InferenceContext::Divide(DimensionHandle dividend, DimensionOrConstant divisor,
                                bool evenly_divisible, DimensionHandle* out) {
  const int64 divisor_value = Value(divisor);
  if (divisor_value == 1) {
    *out = dividend;
    return OkStatus();
  }
  if (ValueKnown(divisor) && divisor_value <= 0) {
    *out = DimensionHandle();
    return errors::InvalidArgument("Divisor must be positive but is ", divisor_value);
  }
  if (!ValueKnown(dividend) || !ValueKnown(divisor)) {
    *out = UnknownDim();
    return OkStatus();
  }
  const int64 dividend_value = Value(dividend);
  if (evenly_divisible && dividend_value % divisor_value != 0) {
    *out = DimensionHandle();
    return errors::InvalidArgument("Dimension size must be evenly divisible by ", divisor_value,
                                   " but is ", dividend_value);
  }
  *out = MakeDim(dividend_value / divisor_value);
  return OkStatus();
}

absl::Status InferenceContext::Add(DimensionHandle first, DimensionOrConstant second,
                             DimensionHandle* out) {
  const int64 first_value = Value(first);
  const int64 second_value = Value(second);
  if (first_value == 0) {
    *out = MakeDim(second);
  } else if (second_value == 0) {
    *out = first;
  } else if (first_value == kUnknownDim || second_value == kUnknownDim) {
    *out = UnknownDim();
  } else {
    int64 sum = 0;
    if (__builtin_add_overflow(first_value, second_value, &sum)) {
      *out = DimensionHandle();
      return errors::InvalidArgument("Dimension size overflow from adding ", first_value, " and ",
                                     second_value);
    }
    *out = MakeDim(sum);
  }
  return OkStatus();
}

absl::Status InferenceContext::Subtract(DimensionHandle first, DimensionOrConstant second,
                                  DimensionHandle* out) {
  const int64 first_value = Value(first);
  const int64 second_value = Value(second);
  if (second_value == 0) {
    *out = first;
  } else if (first_value == kUnknownDim || second_value == kUnknownDim) {
    *out = UnknownDim();
  } else if (first_value < second_value) {
    *out = DimensionHandle();
    return errors::InvalidArgument("Negative dimension size caused by subtracting ", second_value,
                                   " from ", first_value);
  } else {
    *out = MakeDim(first_value - second_value);
  }
  return OkStatus();
}

absl::Status InferenceContext::Multiply(DimensionHandle first, DimensionOrConstant second,
                                  DimensionHandle* out) {
  const int64 first_value = Value(first);
  const int64 second_value = Value(second);
  if (first_value == 1) {
    *out = MakeDim(second);
  } else if (second_value == 1) {
    *out = first;
  } else if (first_value == 0) {
    *out = first;
  } else if (second_value == 0) {
    *out = MakeDim(second);
  } else if (first_value == kUnknownDim || second_value == kUnknownDim) {
    *out = UnknownDim();
  } else {
    int64 product = 0;
    if (__builtin_mul_overflow(first_value, second_value, &product)) {
      *out = DimensionHandle();
      return errors::InvalidArgument("Negative dimension size caused by overflow when multiplying ",
                                     first_value, " and ", second_value);
    }
    *out = MakeDim(product);
  }
  return OkStatus();
}

absl::Status InferenceContext::Min(DimensionHandle first, DimensionOrConstant second,
                             DimensionHandle* out) {
  const int64 first_value = Value(first);
  const int64 second_value = Value(second);
  if (first_value == 0) {
    *out = first;
  } else if (second_value == 0) {
    *out = MakeDim(second);
  } else if (first_value == kUnknownDim || second_value == kUnknownDim) {
    *out = UnknownDim();
  } else {
    *out = first_value <= second_value ? first : MakeDim(second);
  }
  return OkStatus();
}

absl::Status InferenceContext::Max(DimensionHandle first, DimensionOrConstant second,
                             DimensionHandle* out) {
  const int64 first_value = Value(first);
  const int64 second_value = Value(second);
  if (first_value == kUnknownDim || second_value == kUnknownDim) {
    *out = UnknownDim();
  } else {
    *out = first_value >= second_value ? first : MakeDim(second);
  }
  return OkStatus();
}

}  // namespace shape_inference
}  // namespace tensorflow
