// Test helpers for tensors, after TensorFlow's tensor_testutil.h: building tensors from values
// and comparing them with gtest expectations that name the first differing elements.
//
//   test::ExpectTensorEqual<float>(*GetOutput(0),
//                                  test::AsTensor<float>({1, 2, 3, 4}, TensorShape({2, 2})));
#ifndef TENSORFLOW_LITE_CORE_KERNELS_TENSOR_TESTUTIL_H_
#define TENSORFLOW_LITE_CORE_KERNELS_TENSOR_TESTUTIL_H_

#include <cmath>
#include <complex>
#include <cstddef>
#include <type_traits>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

#include "gtest/gtest.h"

#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/platform/logging.h"

namespace tensorflow {
namespace test {

// A tensor of `shape` (default: a vector) holding `values`, which must match its size.
template <typename T>
Tensor AsTensor(const std::vector<T>& values, const TensorShape& shape) {
  Tensor tensor(DataTypeToEnum<T>::v(), shape);
  CHECK_EQ(static_cast<int64>(values.size()), shape.num_elements())
      << "AsTensor: " << values.size() << " values for shape " << shape.DebugString();
  T* data = tensor.base<T>();
  for (size_t i = 0; i < values.size(); ++i) data[i] = values[i];
  return tensor;
}

template <typename T>
Tensor AsTensor(const std::vector<T>& values) {
  return AsTensor<T>(values, TensorShape({static_cast<int64>(values.size())}));
}

template <typename T>
Tensor AsScalar(const T& value) {
  return AsTensor<T>({value}, TensorShape({}));
}

// AsTensor for values written as doubles, each converted with static_cast<T>: one list of
// literals serves every element type (half, bfloat16, complex, quantized...).
template <typename T>
Tensor AsTensorOf(const std::vector<double>& values, const TensorShape& shape) {
  std::vector<T> converted;
  converted.reserve(values.size());
  for (double value : values) converted.push_back(static_cast<T>(value));
  return AsTensor<T>(converted, shape);
}

template <typename T>
Tensor AsTensorOf(const std::vector<double>& values) {
  return AsTensorOf<T>(values, TensorShape({static_cast<int64>(values.size())}));
}

// Overwrites every element of *tensor, in order; `values` must match its size.
template <typename T>
void FillValues(Tensor* tensor, const std::vector<T>& values) {
  CHECK_EQ(static_cast<int64>(values.size()), tensor->NumElements());
  T* data = tensor->base<T>();
  for (size_t i = 0; i < values.size(); ++i) data[i] = values[i];
}

// Element i becomes start + i.
template <typename T>
void FillIota(Tensor* tensor, const T& start) {
  T* data = tensor->base<T>();
  for (int64 i = 0; i < tensor->NumElements(); ++i) data[i] = static_cast<T>(start + T(i));
}

// Element i becomes fn(i).
template <typename T>
void FillFn(Tensor* tensor, const std::function<T(int)>& fn) {
  T* data = tensor->base<T>();
  for (int64 i = 0; i < tensor->NumElements(); ++i) data[i] = fn(static_cast<int>(i));
}

namespace internal {

// gtest failures for differing dtype or shape; true when both agree.
::testing::AssertionResult SameTypeAndShape(const Tensor& x, const Tensor& y);

// Reports up to a few differing elements for a comparison `equal(i)` by flat index, each
// described by `describe(i)` ("1.5 vs. 2").
::testing::AssertionResult CompareElements(const Tensor& x, const Tensor& y,
                                           const std::function<bool(int64)>& equal,
                                           const std::function<std::string(int64)>& describe);

// "actual vs. expected" for element i.
template <typename T>
std::function<std::string(int64)> DescribeElements(const T* actual, const T* expected) {
  return [actual, expected](int64 i) {
    std::ostringstream text;
    if constexpr (std::is_same_v<T, int8> || std::is_same_v<T, uint8>) {
      text << static_cast<int>(actual[i]) << " vs. " << static_cast<int>(expected[i]);
    } else {
      text << actual[i] << " vs. " << expected[i];
    }
    return text.str();
  };
}

template <typename T>
bool IsNaN(const T& value) {
  if constexpr (std::is_floating_point_v<T> || std::is_same_v<T, Eigen::half> ||
                std::is_same_v<T, Eigen::bfloat16>) {
    return Eigen::numext::isnan(value);
  } else if constexpr (std::is_same_v<T, complex64> || std::is_same_v<T, complex128>) {
    return Eigen::numext::isnan(value.real()) || Eigen::numext::isnan(value.imag());
  } else {
    return false;
  }
}

// |a - b| computed in double (complex: the modulus of the difference).
template <typename T>
double Distance(const T& a, const T& b) {
  if constexpr (Eigen::NumTraits<T>::IsComplex) {
    const std::complex<double> da(static_cast<double>(a.real()), static_cast<double>(a.imag()));
    const std::complex<double> db(static_cast<double>(b.real()), static_cast<double>(b.imag()));
    return std::abs(da - db);
  } else {
    return std::abs(static_cast<double>(a) - static_cast<double>(b));
  }
}

}  // namespace internal

// Same dtype, shape and values; NaN equals NaN.
template <typename T>
void ExpectTensorEqual(const Tensor& x, const Tensor& y) {
  ASSERT_TRUE(internal::SameTypeAndShape(x, y));
  ASSERT_EQ(DataTypeToEnum<T>::v(), x.dtype()) << "ExpectTensorEqual<T> with another T";
  const T* a = x.base<const T>();
  const T* b = y.base<const T>();
  EXPECT_TRUE(internal::CompareElements(x, y, [a, b](int64 i) {
    return a[i] == b[i] || (internal::IsNaN(a[i]) && internal::IsNaN(b[i]));
  }, internal::DescribeElements(a, b)));
}

// Same dtype and shape, values within `abs_err` (NaN equals NaN, infinities must match).
template <typename T>
void ExpectTensorNear(const Tensor& x, const Tensor& y, double abs_err) {
  ASSERT_TRUE(internal::SameTypeAndShape(x, y));
  ASSERT_EQ(DataTypeToEnum<T>::v(), x.dtype()) << "ExpectTensorNear<T> with another T";
  const T* a = x.base<const T>();
  const T* b = y.base<const T>();
  EXPECT_TRUE(internal::CompareElements(x, y, [a, b, abs_err](int64 i) {
    if (a[i] == b[i]) return true;
    if (internal::IsNaN(a[i]) || internal::IsNaN(b[i])) {
      return internal::IsNaN(a[i]) && internal::IsNaN(b[i]);
    }
    const double difference = internal::Distance(a[i], b[i]);
    return difference <= abs_err;
  }, internal::DescribeElements(a, b)));
}

// Any dtype: exact equality (NaN equals NaN).
void ExpectEqual(const Tensor& x, const Tensor& y);

// Floating and complex dtypes: |x - y| <= atol + rtol * |y| elementwise, with tolerances by type
// when negative (a few epsilons of the type); other dtypes: exact equality.
void ExpectClose(const Tensor& x, const Tensor& y, double atol = -1.0, double rtol = -1.0);

}  // namespace test
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_KERNELS_TENSOR_TESTUTIL_H_
