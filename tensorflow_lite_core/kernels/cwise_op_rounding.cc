// Floor, Ceil, Round (half to even), Rint, Sign and Reciprocal, element-wise. Half and bfloat16
// compute in float.
#include <cmath>

#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/kernels/cwise_loop_ops.h"

namespace tensorflow {
namespace {

using cwise_loop::kIsComplex;
using cwise_loop::Wide;

struct FloorFunctor : cwise_loop::Functor {
  template <typename T>
  T operator()(T x) const {
    return T(std::floor(Wide<T>(x)));
  }
};

struct CeilFunctor : cwise_loop::Functor {
  template <typename T>
  T operator()(T x) const {
    return T(std::ceil(Wide<T>(x)));
  }
};

// Halves round to the even neighbour, as the default rounding mode does; integers are unchanged.
struct RoundFunctor : cwise_loop::Functor {
  template <typename T>
  T operator()(T x) const {
    if constexpr (std::is_integral_v<T>) {
      return x;
    } else {
      return T(std::nearbyint(Wide<T>(x)));
    }
  }
};

struct RintFunctor : cwise_loop::Functor {
  template <typename T>
  T operator()(T x) const {
    return T(std::rint(Wide<T>(x)));
  }
};

// -1, 0 or 1 (NaN stays NaN); x / |x| for complex x, 0 for 0.
struct SignFunctor : cwise_loop::Functor {
  template <typename T>
  T operator()(T x) const {
    if constexpr (kIsComplex<T>) {
      const auto magnitude = std::abs(x);
      return magnitude == 0 ? T(0) : x / magnitude;
    } else if constexpr (std::is_integral_v<T>) {
      return T((x > 0) - (x < 0));
    } else {
      const Wide<T> v = Wide<T>(x);
      return v != v ? x : T(Wide<T>((v > 0) - (v < 0)));
    }
  }
};

struct ReciprocalFunctor : cwise_loop::Functor {
  static constexpr int kCost = 4;
  template <typename T>
  T operator()(T x) const {
    return T(Wide<T>(1) / Wide<T>(x));
  }
};

#define REGISTER_UNARY(op_name, functor, T)                                          \
  REGISTER_KERNEL_BUILDER(Name(op_name).Device(DEVICE_CPU).TypeConstraint<T>("T"), \
                          UnaryLoopOp<T, T, functor>);

#define REGISTER_FLOAT_ONLY(T)                    \
  REGISTER_UNARY("Floor", FloorFunctor, T)        \
  REGISTER_UNARY("Ceil", CeilFunctor, T)          \
  REGISTER_UNARY("Round", RoundFunctor, T)        \
  REGISTER_UNARY("Sign", SignFunctor, T)          \
  REGISTER_UNARY("Reciprocal", ReciprocalFunctor, T)
TF_CALL_FLOAT_TYPES(REGISTER_FLOAT_ONLY)
#undef REGISTER_FLOAT_ONLY

#define REGISTER_RINT(T) REGISTER_UNARY("Rint", RintFunctor, T)
TF_CALL_float(REGISTER_RINT)
TF_CALL_double(REGISTER_RINT)
#undef REGISTER_RINT

#define REGISTER_ROUND(T) REGISTER_UNARY("Round", RoundFunctor, T)
TF_CALL_int32(REGISTER_ROUND)
TF_CALL_int64(REGISTER_ROUND)
#undef REGISTER_ROUND

#define REGISTER_SIGN(T) REGISTER_UNARY("Sign", SignFunctor, T)
TF_CALL_int8(REGISTER_SIGN)
TF_CALL_int16(REGISTER_SIGN)
TF_CALL_int32(REGISTER_SIGN)
TF_CALL_int64(REGISTER_SIGN)
TF_CALL_COMPLEX_TYPES(REGISTER_SIGN)
#undef REGISTER_SIGN

#define REGISTER_RECIPROCAL(T) REGISTER_UNARY("Reciprocal", ReciprocalFunctor, T)
TF_CALL_COMPLEX_TYPES(REGISTER_RECIPROCAL)
#undef REGISTER_RECIPROCAL

#undef REGISTER_UNARY

}  // namespace
}  // namespace tensorflow
