// Element-wise functors of the built-in math ops, one small struct per op and element type:
//
//   functor::add<float>::func     the Eigen scalar functor computing it (with SIMD packets
//                                 where Eigen has them)
//   functor::add<float>::in_type  / out_type  the element types
//   Validate(y, n)                binary ops only: rejects right-hand values the op refuses
//                                 (integer pow with negative exponents)
//
// Integer add, sub, mul, neg, abs, square and pow wrap around on overflow (wrapping_arithmetic.h).
// The kernels in cwise_ops_common.h evaluate them over Eigen array maps; nothing here depends on
// tensors or kernels.
#ifndef TENSORFLOW_LITE_CORE_KERNELS_CWISE_OPS_H_
#define TENSORFLOW_LITE_CORE_KERNELS_CWISE_OPS_H_


#include "Eigen/Core"
#include "tensorflow_lite_core/framework/numeric_types.h"
#include "tensorflow_lite_core/kernels/vector_kernels.h"
#include "tensorflow_lite_core/kernels/wrapping_arithmetic.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/status.h"
#include "tensorflow_lite_core/platform/types.h"

namespace tensorflow {
namespace functor {

// base ^ exponent for integers by repeated squaring, wrapping on overflow. Exponents are
// non-negative: integer_pow::Validate rejects the others before this runs.
template <typename T>
struct integer_pow_op {
  // Eigen's bind1st_op / bind2nd_op read these.
  using first_argument_type = T;
  using second_argument_type = T;
  using result_type = T;

  T operator()(const T& base, const T& exponent) const {
    T result = 1;
    T factor = base;
    for (T remaining = exponent; remaining > 0; remaining >>= 1) {
      if (remaining & 1) result = WrappingMul(result, factor);
      factor = WrappingMul(factor, factor);
    }
    return result;
  }
};

}  // namespace functor
}  // namespace tensorflow

namespace Eigen {
namespace internal {
template <typename T>
struct functor_traits<tensorflow::functor::integer_pow_op<T>> {
  enum { Cost = 16 * NumTraits<T>::MulCost, PacketAccess = false };
};
}  // namespace internal
}  // namespace Eigen

namespace tensorflow {
namespace functor {

// ---- Binary functors.

template <typename T, typename EigenFunctor>
struct BinaryFunctor {
  using in_type = T;
  using out_type = T;
  using func = EigenFunctor;
  // The VectorKernels loop for float and double, if any.
  static constexpr VectorBinaryOp kVectorOp = VectorBinaryOp::kNone;
  // Every right-hand value is acceptable.
  static absl::Status Validate(const T* /*y*/, int64 /*n*/) { return OkStatus(); }
};

template <typename T>
struct add : BinaryFunctor<T, WrappingSumOp<T>> {
  static constexpr VectorBinaryOp kVectorOp = VectorBinaryOp::kAdd;
};

template <typename T>
struct sub : BinaryFunctor<T, WrappingDifferenceOp<T>> {
  static constexpr VectorBinaryOp kVectorOp = VectorBinaryOp::kSub;
};

template <typename T>
struct mul : BinaryFunctor<T, WrappingProductOp<T>> {
  static constexpr VectorBinaryOp kVectorOp = VectorBinaryOp::kMul;
};

template <typename T>
struct div : BinaryFunctor<T, Eigen::internal::scalar_quotient_op<T>> {
  static constexpr VectorBinaryOp kVectorOp = VectorBinaryOp::kDiv;
};

// NaN in either operand gives NaN, as TensorFlow's Maximum and Minimum do.
template <typename T>
struct maximum : BinaryFunctor<T, Eigen::internal::scalar_max_op<T, T, Eigen::PropagateNaN>> {
  static constexpr VectorBinaryOp kVectorOp = VectorBinaryOp::kMaximum;
};

template <typename T>
struct minimum : BinaryFunctor<T, Eigen::internal::scalar_min_op<T, T, Eigen::PropagateNaN>> {
  static constexpr VectorBinaryOp kVectorOp = VectorBinaryOp::kMinimum;
};

template <typename T, bool kIsInteger = Eigen::NumTraits<T>::IsInteger>
struct pow : BinaryFunctor<T, Eigen::internal::scalar_pow_op<T, T>> {};

template <typename T>
struct pow<T, true> : BinaryFunctor<T, integer_pow_op<T>> {
  static absl::Status Validate(const T* y, int64 n) {
    for (int64 i = 0; i < n; ++i) {
      if (y[i] < 0) {
        return errors::InvalidArgument("Integers to negative integer powers are not allowed");
      }
    }
    return OkStatus();
  }
};

// ---- Unary functors.

template <typename T, typename EigenFunctor>
struct UnaryFunctor {
  using in_type = T;
  using out_type = T;
  using func = EigenFunctor;
  // The VectorKernels loop for float, if any.
  static constexpr VectorUnaryOp kVectorOp = VectorUnaryOp::kNone;
};

template <typename T>
struct neg : UnaryFunctor<T, WrappingOppositeOp<T>> {};

template <typename T>
struct abs : UnaryFunctor<T, WrappingAbsOp<T>> {};

template <typename T>
struct square : UnaryFunctor<T, WrappingSquareOp<T>> {};

template <typename T>
struct sqrt : UnaryFunctor<T, Eigen::internal::scalar_sqrt_op<T>> {};

template <typename T>
struct rsqrt : UnaryFunctor<T, Eigen::internal::scalar_rsqrt_op<T>> {};

template <typename T>
struct exp : UnaryFunctor<T, Eigen::internal::scalar_exp_op<T>> {
  static constexpr VectorUnaryOp kVectorOp = VectorUnaryOp::kExp;
};

template <typename T>
struct log : UnaryFunctor<T, Eigen::internal::scalar_log_op<T>> {
  static constexpr VectorUnaryOp kVectorOp = VectorUnaryOp::kLog;
};

template <typename T>
struct tanh : UnaryFunctor<T, Eigen::internal::scalar_tanh_op<T>> {
  static constexpr VectorUnaryOp kVectorOp = VectorUnaryOp::kTanh;
};

template <typename T>
struct sigmoid : UnaryFunctor<T, Eigen::internal::scalar_logistic_op<T>> {
  static constexpr VectorUnaryOp kVectorOp = VectorUnaryOp::kSigmoid;
};

}  // namespace functor
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_KERNELS_CWISE_OPS_H_
