// Equal, NotEqual, Less, LessEqual, Greater, GreaterEqual and ApproximateEqual: element-wise
// comparisons giving bool. Equal and NotEqual compare the integer-like types (bool, the integers
// and the quantized integers) by their bits, so types of one width share one kernel.
#include <cmath>

#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/kernels/cwise_loop_ops.h"

namespace tensorflow {
namespace {

using cwise_loop::Widen;

// Equal and NotEqual read incompatible_shape_error: when false, shapes that do not broadcast
// compare as a whole, giving `answer`.
void ReadIncompatibleShapeError(OpKernelConstruction* context, bool answer,
                                cwise_loop::Functor* functor) {
  bool incompatible_shape_error = true;
  OP_REQUIRES_OK(context, context->GetAttr("incompatible_shape_error", &incompatible_shape_error));
  functor->answers_incompatible_shapes = !incompatible_shape_error;
  functor->incompatible_shapes_answer = answer;
}

struct EqualFunctor : cwise_loop::Functor {
  explicit EqualFunctor(OpKernelConstruction* context) {
    ReadIncompatibleShapeError(context, false, this);
  }
  template <typename T>
  bool operator()(const T& x, const T& y) const {
    return Widen(x) == Widen(y);
  }
};

struct NotEqualFunctor : cwise_loop::Functor {
  explicit NotEqualFunctor(OpKernelConstruction* context) {
    ReadIncompatibleShapeError(context, true, this);
  }
  template <typename T>
  bool operator()(const T& x, const T& y) const {
    return Widen(x) != Widen(y);
  }
};

struct LessFunctor : cwise_loop::Functor {
  template <typename T>
  bool operator()(T x, T y) const {
    return Widen(x) < Widen(y);
  }
};

struct LessEqualFunctor : cwise_loop::Functor {
  template <typename T>
  bool operator()(T x, T y) const {
    return Widen(x) <= Widen(y);
  }
};

struct GreaterFunctor : cwise_loop::Functor {
  template <typename T>
  bool operator()(T x, T y) const {
    return Widen(x) > Widen(y);
  }
};

struct GreaterEqualFunctor : cwise_loop::Functor {
  template <typename T>
  bool operator()(T x, T y) const {
    return Widen(x) >= Widen(y);
  }
};

// |x - y| < tolerance; NaN is never approximately equal to anything.
struct ApproximateEqualFunctor : cwise_loop::Functor {
  explicit ApproximateEqualFunctor(OpKernelConstruction* context) {
    OP_REQUIRES_OK(context, context->GetAttr("tolerance", &tolerance));
  }
  template <typename T>
  bool operator()(T x, T y) const {
    return std::abs(x - y) < static_cast<T>(tolerance);
  }
  float tolerance = 0;
};

// ApproximateEqual compares operands of one shape only, with TensorFlow's message.
template <typename T>
class ApproximateEqualOp : public BinaryLoopOp<T, bool, ApproximateEqualFunctor> {
 public:
  using BinaryLoopOp<T, bool, ApproximateEqualFunctor>::BinaryLoopOp;

  void Compute(OpKernelContext* context) override {
    const Tensor& x = context->input(0);
    const Tensor& y = context->input(1);
    OP_REQUIRES(context, x.shape() == y.shape(),
                errors::InvalidArgument("x and y must be of the same shape. x shape: ",
                                        x.shape().DebugString(),
                                        ". y shape: ", y.shape().DebugString()));
    BinaryLoopOp<T, bool, ApproximateEqualFunctor>::Compute(context);
  }
};

// Equal and NotEqual for type T, computed on Storage (T itself, or an unsigned integer of T's
// width where equality is equality of bits).
#define REGISTER_EQUALITY_AS(T, Storage)                                                     \
  REGISTER_KERNEL_BUILDER(Name("Equal").Device(DEVICE_CPU).TypeConstraint<T>("T"),         \
                          BinaryLoopOp<Storage, bool, EqualFunctor>);                      \
  REGISTER_KERNEL_BUILDER(Name("NotEqual").Device(DEVICE_CPU).TypeConstraint<T>("T"),      \
                          BinaryLoopOp<Storage, bool, NotEqualFunctor>);
#define REGISTER_EQUALITY(T) REGISTER_EQUALITY_AS(T, T)
#define REGISTER_EQUALITY_8(T) REGISTER_EQUALITY_AS(T, uint8)
#define REGISTER_EQUALITY_16(T) REGISTER_EQUALITY_AS(T, uint16)
#define REGISTER_EQUALITY_32(T) REGISTER_EQUALITY_AS(T, uint32)
#define REGISTER_EQUALITY_64(T) REGISTER_EQUALITY_AS(T, uint64)

static_assert(sizeof(bool) == 1, "bool tensors hold one byte per element");
TF_CALL_FLOAT_TYPES(REGISTER_EQUALITY)
TF_CALL_COMPLEX_TYPES(REGISTER_EQUALITY)
TF_CALL_tstring(REGISTER_EQUALITY)
TF_CALL_bool(REGISTER_EQUALITY_8)
TF_CALL_int8(REGISTER_EQUALITY_8)
TF_CALL_uint8(REGISTER_EQUALITY_8)
TF_CALL_qint8(REGISTER_EQUALITY_8)
TF_CALL_quint8(REGISTER_EQUALITY_8)
TF_CALL_int16(REGISTER_EQUALITY_16)
TF_CALL_uint16(REGISTER_EQUALITY_16)
TF_CALL_qint16(REGISTER_EQUALITY_16)
TF_CALL_quint16(REGISTER_EQUALITY_16)
TF_CALL_int32(REGISTER_EQUALITY_32)
TF_CALL_uint32(REGISTER_EQUALITY_32)
TF_CALL_qint32(REGISTER_EQUALITY_32)
TF_CALL_int64(REGISTER_EQUALITY_64)
TF_CALL_uint64(REGISTER_EQUALITY_64)

#undef REGISTER_EQUALITY_64
#undef REGISTER_EQUALITY_32
#undef REGISTER_EQUALITY_16
#undef REGISTER_EQUALITY_8
#undef REGISTER_EQUALITY
#undef REGISTER_EQUALITY_AS

#define REGISTER_ORDERING(T)                                                                 \
  REGISTER_KERNEL_BUILDER(Name("Less").Device(DEVICE_CPU).TypeConstraint<T>("T"),          \
                          BinaryLoopOp<T, bool, LessFunctor>);                             \
  REGISTER_KERNEL_BUILDER(Name("LessEqual").Device(DEVICE_CPU).TypeConstraint<T>("T"),     \
                          BinaryLoopOp<T, bool, LessEqualFunctor>);                        \
  REGISTER_KERNEL_BUILDER(Name("Greater").Device(DEVICE_CPU).TypeConstraint<T>("T"),       \
                          BinaryLoopOp<T, bool, GreaterFunctor>);                          \
  REGISTER_KERNEL_BUILDER(Name("GreaterEqual").Device(DEVICE_CPU).TypeConstraint<T>("T"),  \
                          BinaryLoopOp<T, bool, GreaterEqualFunctor>);
TF_CALL_REAL_NUMBER_TYPES(REGISTER_ORDERING)
#undef REGISTER_ORDERING

#define REGISTER_APPROXIMATE_EQUAL(T)                                                        \
  REGISTER_KERNEL_BUILDER(Name("ApproximateEqual").Device(DEVICE_CPU).TypeConstraint<T>("T"), \
                          ApproximateEqualOp<T>);
TF_CALL_float(REGISTER_APPROXIMATE_EQUAL)
TF_CALL_double(REGISTER_APPROXIMATE_EQUAL)
#undef REGISTER_APPROXIMATE_EQUAL

}  // namespace
}  // namespace tensorflow
