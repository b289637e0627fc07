// Element-wise kernels over plain C++ functors, evaluated by simple loops:
//
//   struct FloorFunctor : cwise_loop::Functor {
//     template <typename T> T operator()(T x) const { ... }
//   };
//   REGISTER_KERNEL_BUILDER(Name("Floor").Device(DEVICE_CPU).TypeConstraint<float>("T"),
//                           UnaryLoopOp<float, float, FloorFunctor>);
//
// One small loop is instantiated per op and type, where an Eigen expression per type would cost
// far more compile time; these ops are rarely the hot ones (AddV2 and friends keep
// cwise_ops_common.h's vectorised paths). Binary kernels broadcast as NumPy does
// (BinaryBroadcast), or insist on operands of one size or shape, as some of TensorFlow's do.
#ifndef TENSORFLOW_LITE_CORE_KERNELS_CWISE_LOOP_OPS_H_
#define TENSORFLOW_LITE_CORE_KERNELS_CWISE_LOOP_OPS_H_

#include <type_traits>

#include "tensorflow_lite_core/framework/numeric_types.h"
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/kernels/cwise_ops_common.h"
#include "tensorflow_lite_core/kernels/parallel_for.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace cwise_loop {

// What a functor may override (it derives from this):
struct Functor {
  // Rough cycles per element, for splitting work across threads.
  static constexpr int kCost = 1;
  // Refuses right-hand operands before anything is computed (integer division by zero). Called
  // only when the output has elements, so every value of y is used.
  template <typename In>
  absl::Status Validate(const In* /*y*/, int64 /*n*/) const {
    return absl::OkStatus();
  }
  // Equal and NotEqual without incompatible_shape_error: shapes that do not broadcast give this
  // scalar instead of an error.
  bool answers_incompatible_shapes = false;
  bool incompatible_shapes_answer = false;
};

// The type a functor computes half and bfloat16 in (float); other types compute as themselves.
template <typename T>
struct WideType {
  using type = T;
};
template <>
struct WideType<half> {
  using type = float;
};
template <>
struct WideType<bfloat16> {
  using type = float;
};
template <typename T>
using Wide = typename WideType<T>::type;

// x as its Wide type, without copying types that compute as themselves (tstring).
template <typename T>
const T& Widen(const T& x) {
  return x;
}
inline float Widen(half x) { return static_cast<float>(x); }
inline float Widen(bfloat16 x) { return static_cast<float>(x); }

template <typename T>
inline constexpr bool kIsComplex =
    std::is_same_v<T, complex64> || std::is_same_v<T, complex128>;

// A functor that reads attrs takes the OpKernelConstruction; the others are default-constructed.
template <typename F>
F MakeFunctor(OpKernelConstruction* context) {
  if constexpr (std::is_constructible_v<F, OpKernelConstruction*>) {
    return F(context);
  } else {
    (void)context;
    return F();
  }
}

// GCC's -O2 vectorises only loops whose trip count it knows; the loops below are worth
// vectorising whatever their count (its -O3 cost model), where the functor allows (comparisons,
// selections, most arithmetic). Clang, and nvcc's host compiler, take them as they are.
#if defined(__GNUC__) && !defined(__clang__) && !defined(__CUDACC__)
#define TFLC_VECTORIZED_LOOPS_BEGIN \
  _Pragma("GCC push_options") _Pragma("GCC optimize(\"vect-cost-model=dynamic\")")
#define TFLC_VECTORIZED_LOOPS_END _Pragma("GCC pop_options")
#else
#define TFLC_VECTORIZED_LOOPS_BEGIN
#define TFLC_VECTORIZED_LOOPS_END
#endif

TFLC_VECTORIZED_LOOPS_BEGIN

// out[i] = f(x[i]) over n elements.
template <typename In, typename Out, typename F>
void UnaryRow(const F& f, const In* x, Out* out, int64 n) {
  for (int64 i = 0; i < n; ++i) out[i] = f(x[i]);
}

// out[i] = f(x[i], y[i]) over one run of n elements; a scalar side reads only its first value.
template <typename In, typename Out, typename F>
void BinaryRow(const F& f, BroadcastRowKind kind, const In* x, const In* y, Out* out, int64 n) {
  switch (kind) {
    case BroadcastRowKind::kBothVectors:
      for (int64 i = 0; i < n; ++i) out[i] = f(x[i], y[i]);
      break;
    case BroadcastRowKind::kScalarX: {
      const In scalar = *x;
      for (int64 i = 0; i < n; ++i) out[i] = f(scalar, y[i]);
      break;
    }
    case BroadcastRowKind::kScalarY: {
      const In scalar = *y;
      for (int64 i = 0; i < n; ++i) out[i] = f(x[i], scalar);
      break;
    }
  }
}

TFLC_VECTORIZED_LOOPS_END

// The output of `shape`, reusing input buffers when the element type allows.
template <typename In, typename Out>
absl::Status ElementwiseOutput(OpKernelContext* context, std::initializer_list<int> inputs,
                               const TensorShape& shape, Tensor** output) {
  if constexpr (std::is_same_v<In, Out>) {
    return context->forward_input_or_allocate_output(inputs, 0, shape, output);
  } else {
    return context->allocate_output(0, shape, output);
  }
}

}  // namespace cwise_loop

template <typename In, typename Out, typename Functor>
class UnaryLoopOp : public OpKernel {
 public:
  explicit UnaryLoopOp(OpKernelConstruction* context)
      : OpKernel(context), functor_(cwise_loop::MakeFunctor<Functor>(context)) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& input = context->input(0);
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, cwise_loop::ElementwiseOutput<In, Out>(context, {0}, input.shape(),
                                                                   &output));
    const In* in = input.base<const In>();
    Out* out = output->base<Out>();
    const Functor& f = functor_;
    ParallelForOnDevice(context, input.NumElements(), Functor::kCost + 2,
                        [&](int64 begin, int64 end) {
                          cwise_loop::UnaryRow(f, in + begin, out + begin, end - begin);
                        });
  }

 private:
  const Functor functor_;
};

// How a binary kernel relates its operands' shapes.
enum class OperandShapes {
  kBroadcast,    // NumPy broadcasting
  kSameCount,    // one element count; the output takes x's shape (TensorFlow's unary gradients)
  kSameShape,    // one shape (TensorFlow's activation gradients)
};

template <typename In, typename Out, typename Functor,
          OperandShapes kShapes = OperandShapes::kBroadcast>
class BinaryLoopOp : public OpKernel {
 public:
  explicit BinaryLoopOp(OpKernelConstruction* context)
      : OpKernel(context), functor_(cwise_loop::MakeFunctor<Functor>(context)) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& x = context->input(0);
    const Tensor& y = context->input(1);
    if constexpr (kShapes == OperandShapes::kSameCount) {
      OP_REQUIRES(context, x.NumElements() == y.NumElements(),
                  errors::InvalidArgument(
                      "The two arguments to a cwise op must have same number of elements, got ",
                      x.NumElements(), " and ", y.NumElements()));
      RunFlat(context, BroadcastRowKind::kBothVectors, x, y, x.shape());
      return;
    }
    if constexpr (kShapes == OperandShapes::kSameShape) {
      OP_REQUIRES(context, x.shape() == y.shape(),
                  errors::InvalidArgument("Inputs to operation ", name(), " of type ",
                                          type_string(),
                                          " must have the same size and shape.  Input 0: ",
                                          x.shape().DebugString(),
                                          " != input 1: ", y.shape().DebugString()));
    }
    // Fast paths: equal shapes, or one side a single element of no higher rank.
    if (x.shape() == y.shape()) {
      RunFlat(context, BroadcastRowKind::kBothVectors, x, y, x.shape());
    } else if (y.NumElements() == 1 && y.dims() <= x.dims()) {
      RunFlat(context, BroadcastRowKind::kScalarY, x, y, x.shape());
    } else if (x.NumElements() == 1 && x.dims() <= y.dims()) {
      RunFlat(context, BroadcastRowKind::kScalarX, x, y, y.shape());
    } else {
      RunBroadcast(context, x, y);
    }
  }

 private:
  void RunFlat(OpKernelContext* context, BroadcastRowKind kind, const Tensor& x, const Tensor& y,
               const TensorShape& shape) {
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context,
                   cwise_loop::ElementwiseOutput<In, Out>(context, {0, 1}, shape, &output));
    const int64 n = shape.num_elements();
    if (n == 0) return;
    const In* x_data = x.base<const In>();
    const In* y_data = y.base<const In>();
    OP_REQUIRES_OK(context, functor_.Validate(y_data, y.NumElements()));
    Out* out = output->base<Out>();
    const int64 x_step = kind == BroadcastRowKind::kScalarX ? 0 : 1;
    const int64 y_step = kind == BroadcastRowKind::kScalarY ? 0 : 1;
    const Functor& f = functor_;
    ParallelForOnDevice(context, n, Functor::kCost + 3, [&](int64 begin, int64 end) {
      cwise_loop::BinaryRow(f, kind, x_data + begin * x_step, y_data + begin * y_step,
                            out + begin, end - begin);
    });
  }

  void RunBroadcast(OpKernelContext* context, const Tensor& x, const Tensor& y) {
    BinaryBroadcast broadcast;
    const absl::Status planned = broadcast.Init(x.shape(), y.shape());
    if (!planned.ok() && functor_.answers_incompatible_shapes) {
      Tensor* output = nullptr;
      OP_REQUIRES_OK(context, context->allocate_output(0, TensorShape({}), &output));
      *output->base<Out>() = Out(functor_.incompatible_shapes_answer);
      return;
    }
    OP_REQUIRES_OK(context, planned);
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, cwise_loop::ElementwiseOutput<In, Out>(
                                context, {0, 1}, broadcast.output_shape(), &output));
    if (output->NumElements() == 0) return;
    const In* x_data = x.base<const In>();
    const In* y_data = y.base<const In>();
    OP_REQUIRES_OK(context, functor_.Validate(y_data, y.NumElements()));
    Out* out = output->base<Out>();
    const int64 row_size = broadcast.row_size();
    const BroadcastRowKind kind = broadcast.row_kind();
    const Functor& f = functor_;
    ParallelForOnDevice(context, broadcast.num_rows(), row_size * (Functor::kCost + 3) + 20,
                        [&](int64 begin, int64 end) {
                          broadcast.ForEachRow(begin, end, [&](int64 xo, int64 yo, int64 oo) {
                            cwise_loop::BinaryRow(f, kind, x_data + xo, y_data + yo, out + oo,
                                                  row_size);
                          });
                        });
  }

  const Functor functor_;
};

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_KERNELS_CWISE_LOOP_OPS_H_
