// The kernels behind the element-wise ops: UnaryOp<Functor> and BinaryOp<Functor> (functors in
// cwise_ops.h), and BinaryBroadcast, which plans NumPy broadcasting of two shapes.
//
//   REGISTER_KERNEL_BUILDER(Name("AddV2").Device(DEVICE_CPU).TypeConstraint<float>("T"),
//                           BinaryOp<functor::add<float>>);
//
// Work is done on contiguous runs ("rows") with Eigen array maps, so every run is vectorised, and
// split across the device's intra-op threads when it is large. Same-shape and scalar operands
// take paths that allocate nothing but the output.
#ifndef TENSORFLOW_LITE_CORE_KERNELS_CWISE_OPS_COMMON_H_
#define TENSORFLOW_LITE_CORE_KERNELS_CWISE_OPS_COMMON_H_

#include <type_traits>
#include <vector>

#include "Eigen/Core"
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/kernels/cwise_ops.h"
#include "tensorflow_lite_core/kernels/parallel_for.h"
#include "tensorflow_lite_core/kernels/vector_kernels.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {

// The NumPy broadcast of shapes x and y, simplified: size-1 output dimensions are dropped and
// neighbouring dimensions broadcast the same way are merged, so [2,3,4] + [3,4] becomes two rows
// of 12 against the same 12 values of y. The output is walked row by row, a row being the
// innermost merged dimension.
class BinaryBroadcast {
 public:
  // InvalidArgument "Incompatible shapes: [2,3] vs. [4]" when a dimension pair is neither equal
  // nor has a 1; also when the output would have too many elements.
  absl::Status Init(const TensorShape& x, const TensorShape& y);

  const TensorShape& output_shape() const { return output_shape_; }
  // Elements per row and the number of rows.
  int64 row_size() const { return row_size_; }
  int64 num_rows() const { return num_rows_; }
  BroadcastRowKind row_kind() const { return row_kind_; }
  // The merged dimensions above the row dimension, and each operand's element stride in them (0
  // where it is broadcast): what a device kernel needs to walk the rows itself.
  const std::vector<int64>& outer_dims() const { return outer_dims_; }
  const std::vector<int64>& x_strides() const { return x_strides_; }
  const std::vector<int64>& y_strides() const { return y_strides_; }

  // Calls fn(x_offset, y_offset, output_offset) for rows [begin, end), in order.
  template <typename Fn>
  void ForEachRow(int64 begin, int64 end, Fn&& fn) const;

 private:
  TensorShape output_shape_;
  // The merged dimensions above the row dimension, with each operand's element stride (0 where
  // it is broadcast).
  std::vector<int64> outer_dims_;
  std::vector<int64> x_strides_;
  std::vector<int64> y_strides_;
  int64 row_size_ = 1;
  int64 num_rows_ = 1;
  BroadcastRowKind row_kind_ = BroadcastRowKind::kBothVectors;
};

// "Incompatible shapes: [2,3] vs. [4]", TensorFlow's wording.
absl::Status IncompatibleShapesError(const TensorShape& x, const TensorShape& y);

// out[i] = f(x[i], y[i]) over one run of n elements; a kScalar side reads only its first value.
template <typename Functor>
void ApplyBinaryRow(BroadcastRowKind kind, const typename Functor::in_type* x,
                    const typename Functor::in_type* y, typename Functor::out_type* out,
                    int64 n) {
  using In = typename Functor::in_type;
  using Out = typename Functor::out_type;
  using Func = typename Functor::func;
  if constexpr (Functor::kVectorOp != VectorBinaryOp::kNone && std::is_same_v<In, Out> &&
                (std::is_same_v<In, float> || std::is_same_v<In, double>)) {
    // The loops compiled for this CPU's instruction set (vector_kernels.h).
    ActiveVectorKernels().Binary<In>(Functor::kVectorOp, kind)(x, y, out, n);
    return;
  }
  using InArray = Eigen::Array<In, Eigen::Dynamic, 1>;
  using OutArray = Eigen::Array<Out, Eigen::Dynamic, 1>;
  Eigen::Map<OutArray> o(out, n);
  switch (kind) {
    case BroadcastRowKind::kBothVectors:
      o = Eigen::Map<const InArray>(x, n).binaryExpr(Eigen::Map<const InArray>(y, n), Func());
      break;
    case BroadcastRowKind::kScalarX:
      o = Eigen::Map<const InArray>(y, n).unaryExpr(Eigen::internal::bind1st_op<Func>(*x));
      break;
    case BroadcastRowKind::kScalarY:
      o = Eigen::Map<const InArray>(x, n).unaryExpr(Eigen::internal::bind2nd_op<Func>(*y));
      break;
  }
}

template <typename Functor>
constexpr int64 BinaryCostPerElement() {
  return Eigen::internal::functor_traits<typename Functor::func>::Cost + 3;
}

template <typename Functor>
class BinaryOp : public OpKernel {
 public:
  using In = typename Functor::in_type;
  using Out = typename Functor::out_type;

  explicit BinaryOp(OpKernelConstruction* context) : OpKernel(context) {
    const DataType in = DataTypeToEnum<In>::v();
    OP_REQUIRES_OK(context, context->MatchSignature({in, in}, {DataTypeToEnum<Out>::v()}));
  }

  void Compute(OpKernelContext* context) override {
    const Tensor& x = context->input(0);
    const Tensor& y = context->input(1);
    OP_REQUIRES_OK(context, Functor::Validate(y.base<const In>(), y.NumElements()));
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
  static void RunFlat(OpKernelContext* context, BroadcastRowKind kind, const Tensor& x,
                      const Tensor& y, const TensorShape& shape) {
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->forward_input_or_allocate_output({0, 1}, 0, shape, &output));
    const In* x_data = x.base<const In>();
    const In* y_data = y.base<const In>();
    Out* out = output->base<Out>();
    const int64 x_step = kind == BroadcastRowKind::kScalarX ? 0 : 1;
    const int64 y_step = kind == BroadcastRowKind::kScalarY ? 0 : 1;
    ParallelForOnDevice(context, shape.num_elements(), BinaryCostPerElement<Functor>(),
                        [&](int64 begin, int64 end) {
                          ApplyBinaryRow<Functor>(kind, x_data + begin * x_step,
                                                  y_data + begin * y_step, out + begin,
                                                  end - begin);
                        });
  }

  static void RunBroadcast(OpKernelContext* context, const Tensor& x, const Tensor& y) {
    BinaryBroadcast broadcast;
    OP_REQUIRES_OK(context, broadcast.Init(x.shape(), y.shape()));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->forward_input_or_allocate_output(
                                {0, 1}, 0, broadcast.output_shape(), &output));
    if (output->NumElements() == 0) return;
    const In* x_data = x.base<const In>();
    const In* y_data = y.base<const In>();
    Out* out = output->base<Out>();
    const int64 row_size = broadcast.row_size();
    const BroadcastRowKind kind = broadcast.row_kind();
    ParallelForOnDevice(context, broadcast.num_rows(),
                        row_size * BinaryCostPerElement<Functor>() + 20,
                        [&](int64 begin, int64 end) {
                          broadcast.ForEachRow(begin, end, [&](int64 xo, int64 yo, int64 oo) {
                            ApplyBinaryRow<Functor>(kind, x_data + xo, y_data + yo, out + oo,
                                                    row_size);
                          });
                        });
  }
};

template <typename Functor>
class UnaryOp : public OpKernel {
 public:
  using In = typename Functor::in_type;
  using Out = typename Functor::out_type;

  explicit UnaryOp(OpKernelConstruction* context) : OpKernel(context) {
    OP_REQUIRES_OK(context, context->MatchSignature({DataTypeToEnum<In>::v()},
                                                    {DataTypeToEnum<Out>::v()}));
  }

  void Compute(OpKernelContext* context) override {
    const Tensor& input = context->input(0);
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context,
                   context->forward_input_or_allocate_output({0}, 0, input.shape(), &output));
    const In* in = input.base<const In>();
    Out* out = output->base<Out>();
    using Func = typename Functor::func;
    ParallelForOnDevice(
        context, input.NumElements(), Eigen::internal::functor_traits<Func>::Cost + 2,
        [&](int64 begin, int64 end) {
          if constexpr (Functor::kVectorOp != VectorUnaryOp::kNone &&
                        std::is_same_v<In, float> && std::is_same_v<Out, float>) {
            const int op = static_cast<int>(Functor::kVectorOp);
            ActiveVectorKernels().unary_f32[op](in + begin, out + begin, end - begin);
            return;
          }
          using InArray = Eigen::Array<In, Eigen::Dynamic, 1>;
          using OutArray = Eigen::Array<Out, Eigen::Dynamic, 1>;
          Eigen::Map<OutArray>(out + begin, end - begin) =
              Eigen::Map<const InArray>(in + begin, end - begin).unaryExpr(Func());
        });
  }
};

// ---- Implementation.

template <typename Fn>
void BinaryBroadcast::ForEachRow(int64 begin, int64 end, Fn&& fn) const {
  const int outer_rank = static_cast<int>(outer_dims_.size());
  // The row's index in the outer dimensions, last fastest, and the operands' offsets there.
  int64 index[TensorShape::MaxDimensions()];
  int64 x_offset = 0;
  int64 y_offset = 0;
  int64 remainder = begin;
  for (int d = outer_rank - 1; d >= 0; --d) {
    index[d] = remainder % outer_dims_[d];
    remainder /= outer_dims_[d];
    x_offset += index[d] * x_strides_[d];
    y_offset += index[d] * y_strides_[d];
  }
  for (int64 row = begin; row < end; ++row) {
    fn(x_offset, y_offset, row * row_size_);
    for (int d = outer_rank - 1; d >= 0; --d) {
      x_offset += x_strides_[d];
      y_offset += y_strides_[d];
      if (++index[d] < outer_dims_[d]) break;
      x_offset -= x_strides_[d] * outer_dims_[d];
      y_offset -= y_strides_[d] * outer_dims_[d];
      index[d] = 0;
    }
  }
}

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_KERNELS_CWISE_OPS_COMMON_H_
