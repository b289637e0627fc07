// LogicalAnd, LogicalOr and LogicalNot over bool tensors, and the float classifications IsNan,
// IsInf and IsFinite.
#include <cmath>

#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/kernels/cwise_loop_ops.h"

namespace tensorflow {
namespace {

using cwise_loop::Widen;

struct LogicalAndFunctor : cwise_loop::Functor {
  bool operator()(bool x, bool y) const { return x && y; }
};

struct LogicalOrFunctor : cwise_loop::Functor {
  bool operator()(bool x, bool y) const { return x || y; }
};

struct LogicalNotFunctor : cwise_loop::Functor {
  bool operator()(bool x) const { return !x; }
};

struct IsNanFunctor : cwise_loop::Functor {
  template <typename T>
  bool operator()(T x) const {
    return std::isnan(Widen(x));
  }
};

struct IsInfFunctor : cwise_loop::Functor {
  template <typename T>
  bool operator()(T x) const {
    return std::isinf(Widen(x));
  }
};

struct IsFiniteFunctor : cwise_loop::Functor {
  template <typename T>
  bool operator()(T x) const {
    return std::isfinite(Widen(x));
  }
};

REGISTER_KERNEL_BUILDER(Name("LogicalAnd").Device(DEVICE_CPU),
                        BinaryLoopOp<bool, bool, LogicalAndFunctor>);
REGISTER_KERNEL_BUILDER(Name("LogicalOr").Device(DEVICE_CPU),
                        BinaryLoopOp<bool, bool, LogicalOrFunctor>);
REGISTER_KERNEL_BUILDER(Name("LogicalNot").Device(DEVICE_CPU),
                        UnaryLoopOp<bool, bool, LogicalNotFunctor>);

#define REGISTER_CLASSIFICATIONS(T)                                                  \
  REGISTER_KERNEL_BUILDER(Name("IsNan").Device(DEVICE_CPU).TypeConstraint<T>("T"),   \
                          UnaryLoopOp<T, bool, IsNanFunctor>);                       \
  REGISTER_KERNEL_BUILDER(Name("IsInf").Device(DEVICE_CPU).TypeConstraint<T>("T"),   \
                          UnaryLoopOp<T, bool, IsInfFunctor>);                       \
  REGISTER_KERNEL_BUILDER(Name("IsFinite").Device(DEVICE_CPU).TypeConstraint<T>("T"), \
                          UnaryLoopOp<T, bool, IsFiniteFunctor>);
TF_CALL_FLOAT_TYPES(REGISTER_CLASSIFICATIONS)
#undef REGISTER_CLASSIFICATIONS

}  // namespace
}  // namespace tensorflow
