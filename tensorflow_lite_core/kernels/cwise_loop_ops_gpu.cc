// The GPU kernels (float and double; bool for the logical ops) of the comparison and logic ops,
// the division, rounding and special functions, the unary gradients, the activations and their
// gradients, Select, SelectV2 and ClipByValue: shapes checked, broadcasts planned and attrs read
// here as the CPU kernels do, with their error messages; the device code is in
// cwise_loop_ops_gpu.cu.cc.
#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/kernels/cwise_loop_gpu_launchers.h"
#include "tensorflow_lite_core/kernels/cwise_loop_ops.h"
#include "tensorflow_lite_core/kernels/cwise_ops_common.h"

namespace tensorflow {
namespace {

using gpu_kernels::ComparisonOp;
using gpu_kernels::ElementwiseBinaryOp;
using gpu_kernels::ElementwisePredicate;
using gpu_kernels::ElementwiseUnaryOp;
using gpu_kernels::LogicalOp;

// The launchers' plan of the NumPy broadcast of x and y; Unimplemented past the rank it handles.
absl::Status PlanBroadcast(const BinaryBroadcast& plan, const TensorShape& x, const TensorShape& y,
                           gpu_kernels::Broadcast* broadcast) {
  const int outer_rank = static_cast<int>(plan.outer_dims().size());
  if (outer_rank > gpu_kernels::Broadcast::kMaxOuterRank) {
    return errors::Unimplemented("Broadcasting ", x.DebugString(), " against ", y.DebugString(),
                                 " needs ", outer_rank,
                                 " strided dimensions; the GPU kernel handles ",
                                 gpu_kernels::Broadcast::kMaxOuterRank);
  }
  broadcast->outer_rank = outer_rank;
  for (int d = 0; d < outer_rank; ++d) {
    broadcast->outer_dims[d] = plan.outer_dims()[d];
    broadcast->x_strides[d] = plan.x_strides()[d];
    broadcast->y_strides[d] = plan.y_strides()[d];
  }
  broadcast->row_size = plan.row_size();
  broadcast->num_rows = plan.num_rows();
  broadcast->row_kind = static_cast<int>(plan.row_kind());
  return absl::OkStatus();
}

// Operands walked element by element (no broadcasting): n elements in one row.
gpu_kernels::Broadcast Flat(int64 n) {
  gpu_kernels::Broadcast broadcast;
  broadcast.row_size = n;
  broadcast.num_rows = n == 0 ? 0 : 1;
  return broadcast;
}

void* Stream(OpKernelContext* context) { return context->op_device_context_stream(); }

// LeakyRelu's alpha; Softplus's threshold, log(epsilon) + 2 (as the CPU kernel computes it).
template <typename T>
double UnaryParameter(OpKernelConstruction* context, ElementwiseUnaryOp op) {
  if (op == ElementwiseUnaryOp::kSoftplus) {
    return std::log(static_cast<double>(std::numeric_limits<T>::epsilon())) + 2;
  }
  float alpha = 0;
  if (op == ElementwiseUnaryOp::kLeakyRelu) {
    const absl::Status status = context->GetAttr("alpha", &alpha);
    if (!status.ok()) context->CtxFailure(status);
  }
  return alpha;
}

template <typename T, ElementwiseUnaryOp kOp>
class GpuElementwiseUnaryOp : public OpKernel {
 public:
  explicit GpuElementwiseUnaryOp(OpKernelConstruction* context)
      : OpKernel(context), parameter_(UnaryParameter<T>(context, kOp)) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& x = context->input(0);
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->forward_input_or_allocate_output({0}, 0, x.shape(), &output));
    OP_REQUIRES_OK(context, gpu_kernels::LaunchElementwiseUnary<T>(
                                kOp, parameter_, x.NumElements(), x.base<const T>(),
                                output->base<T>(), Stream(context)));
  }

 private:
  const double parameter_;
};

template <typename T, ElementwisePredicate kOp>
class GpuPredicateOp : public OpKernel {
 public:
  using OpKernel::OpKernel;

  void Compute(OpKernelContext* context) override {
    const Tensor& x = context->input(0);
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, x.shape(), &output));
    OP_REQUIRES_OK(context, gpu_kernels::LaunchPredicate<T>(kOp, x.NumElements(), x.base<const T>(),
                                                            output->base<bool>(), Stream(context)));
  }
};

// Plans the operands of a binary kernel as its CPU kernel relates their shapes (BinaryLoopOp):
// the output shape and the launchers' broadcast, or false with the context's status set.
// `incompatible_answer`, when set, is the scalar Equal and NotEqual give for shapes that do not
// broadcast (without incompatible_shape_error).
bool PlanOperands(OpKernelContext* context, OperandShapes shapes, const Tensor& x, const Tensor& y,
                  TensorShape* output_shape, gpu_kernels::Broadcast* broadcast,
                  const bool* incompatible_answer = nullptr) {
  if (shapes == OperandShapes::kSameCount) {
    if (x.NumElements() != y.NumElements()) {
      context->SetStatus(errors::InvalidArgument(
          "The two arguments to a cwise op must have same number of elements, got ",
          x.NumElements(), " and ", y.NumElements()));
      return false;
    }
    *output_shape = x.shape();
    *broadcast = Flat(x.NumElements());
    return true;
  }
  if (shapes == OperandShapes::kSameShape && x.shape() != y.shape()) {
    const OpKernel& kernel = context->op_kernel();
    context->SetStatus(errors::InvalidArgument(
        "Inputs to operation ", kernel.name(), " of type ", kernel.type_string(),
        " must have the same size and shape.  Input 0: ", x.shape().DebugString(),
        " != input 1: ", y.shape().DebugString()));
    return false;
  }
  BinaryBroadcast plan;
  const absl::Status planned = plan.Init(x.shape(), y.shape());
  if (!planned.ok()) {
    if (incompatible_answer != nullptr) {
      *output_shape = TensorShape({});
      *broadcast = Flat(0);
      return true;
    }
    context->SetStatus(planned);
    return false;
  }
  *output_shape = plan.output_shape();
  if (output_shape->num_elements() == 0) {
    *broadcast = Flat(0);
    return true;
  }
  const absl::Status mapped = PlanBroadcast(plan, x.shape(), y.shape(), broadcast);
  if (!mapped.ok()) context->SetStatus(mapped);
  return mapped.ok();
}

template <typename T, ElementwiseBinaryOp kOp, OperandShapes kShapes = OperandShapes::kBroadcast>
class GpuElementwiseBinaryOp : public OpKernel {
 public:
  explicit GpuElementwiseBinaryOp(OpKernelConstruction* context) : OpKernel(context) {
    if (kOp == ElementwiseBinaryOp::kLeakyReluGrad) {
      OP_REQUIRES_OK(context, context->GetAttr("alpha", &alpha_));
    }
  }

  void Compute(OpKernelContext* context) override {
    const Tensor& x = context->input(0);
    const Tensor& y = context->input(1);
    TensorShape shape;
    gpu_kernels::Broadcast broadcast;
    if (!PlanOperands(context, kShapes, x, y, &shape, &broadcast)) return;
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->forward_input_or_allocate_output({0, 1}, 0, shape, &output));
    OP_REQUIRES_OK(context, gpu_kernels::LaunchElementwiseBinary<T>(
                                kOp, alpha_, broadcast, x.base<const T>(), y.base<const T>(),
                                output->base<T>(), Stream(context)));
  }

 private:
  float alpha_ = 0;
};

template <typename T, ComparisonOp kOp>
class GpuComparisonOp : public OpKernel {
 public:
  explicit GpuComparisonOp(OpKernelConstruction* context) : OpKernel(context) {
    if (kOp == ComparisonOp::kEqual || kOp == ComparisonOp::kNotEqual) {
      bool incompatible_shape_error = true;
      OP_REQUIRES_OK(context,
                     context->GetAttr("incompatible_shape_error", &incompatible_shape_error));
      answers_incompatible_shapes_ = !incompatible_shape_error;
    }
    if (kOp == ComparisonOp::kApproximateEqual) {
      OP_REQUIRES_OK(context, context->GetAttr("tolerance", &tolerance_));
    }
  }

  void Compute(OpKernelContext* context) override {
    const Tensor& x = context->input(0);
    const Tensor& y = context->input(1);
    if (kOp == ComparisonOp::kApproximateEqual) {
      OP_REQUIRES(context, x.shape() == y.shape(),
                  errors::InvalidArgument("x and y must be of the same shape. x shape: ",
                                          x.shape().DebugString(),
                                          ". y shape: ", y.shape().DebugString()));
    }
    const bool answer = kOp == ComparisonOp::kNotEqual;
    TensorShape shape;
    gpu_kernels::Broadcast broadcast;
    if (!PlanOperands(context, OperandShapes::kBroadcast, x, y, &shape, &broadcast,
                      answers_incompatible_shapes_ ? &answer : nullptr)) {
      return;
    }
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, shape, &output));
    if (broadcast.num_rows == 0 && shape.num_elements() == 1) {
      // Shapes that do not broadcast, compared as a whole.
      OP_REQUIRES_OK(context, gpu_kernels::LaunchFillBool(answer, 1, output->base<bool>(),
                                                          Stream(context)));
      return;
    }
    OP_REQUIRES_OK(context, gpu_kernels::LaunchComparison<T>(
                                kOp, tolerance_, broadcast, x.base<const T>(), y.base<const T>(),
                                output->base<bool>(), Stream(context)));
  }

 private:
  bool answers_incompatible_shapes_ = false;
  float tolerance_ = 0;
};

template <LogicalOp kOp>
class GpuLogicalOp : public OpKernel {
 public:
  using OpKernel::OpKernel;

  void Compute(OpKernelContext* context) override {
    const Tensor& x = context->input(0);
    const Tensor& y = context->input(1);
    TensorShape shape;
    gpu_kernels::Broadcast broadcast;
    if (!PlanOperands(context, OperandShapes::kBroadcast, x, y, &shape, &broadcast)) return;
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->forward_input_or_allocate_output({0, 1}, 0, shape, &output));
    OP_REQUIRES_OK(context,
                   gpu_kernels::LaunchLogical(kOp, broadcast, x.base<const bool>(),
                                              y.base<const bool>(), output->base<bool>(),
                                              Stream(context)));
  }
};

class GpuLogicalNotOp : public OpKernel {
 public:
  using OpKernel::OpKernel;

  void Compute(OpKernelContext* context) override {
    const Tensor& x = context->input(0);
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->forward_input_or_allocate_output({0}, 0, x.shape(), &output));
    OP_REQUIRES_OK(context, gpu_kernels::LaunchLogicalNot(x.NumElements(), x.base<const bool>(),
                                                          output->base<bool>(), Stream(context)));
  }
};

// The three-way broadcast of `shapes` onto `output`: operand k's stride in each output dimension
// (0 where it is broadcast). False when the output has too many dimensions.
bool PlanThreeWay(const TensorShape* shapes[3], const TensorShape& output,
                  gpu_kernels::ThreeWayBroadcast* plan) {
  const int rank = output.dims();
  if (rank > gpu_kernels::ThreeWayBroadcast::kMaxRank) return false;
  plan->rank = rank;
  plan->n = output.num_elements();
  for (int d = 0; d < rank; ++d) plan->dims[d] = output.dim_size(d);
  for (int k = 0; k < 3; ++k) {
    int64 stride = 1;
    for (int d = rank - 1; d >= 0; --d) {
      const int operand_d = d - (rank - shapes[k]->dims());
      const int64 size = operand_d < 0 ? 1 : shapes[k]->dim_size(operand_d);
      plan->strides[k][d] = size == 1 ? 0 : stride;
      stride *= size;
    }
  }
  return true;
}

// The NumPy broadcast of three shapes, or false.
bool BroadcastShapes(const TensorShape* shapes[3], TensorShape* output) {
  int rank = 0;
  for (int k = 0; k < 3; ++k) rank = std::max(rank, shapes[k]->dims());
  std::vector<int64> dims(rank, 1);
  for (int d = 0; d < rank; ++d) {
    for (int k = 0; k < 3; ++k) {
      const int operand_d = d - (rank - shapes[k]->dims());
      const int64 size = operand_d < 0 ? 1 : shapes[k]->dim_size(operand_d);
      if (size == dims[d] || size == 1) continue;
      if (dims[d] != 1) return false;
      dims[d] = size;
    }
  }
  return TensorShape::BuildTensorShape(dims, output).ok();
}

template <typename T, bool kBroadcasts>
class GpuSelectOp : public OpKernel {
 public:
  using OpKernel::OpKernel;

  void Compute(OpKernelContext* context) override {
    const Tensor& condition = context->input(0);
    const Tensor& t = context->input(1);
    const Tensor& e = context->input(2);
    TensorShape output_shape;
    // Select's condition is a scalar, a vector over t's rows or t's shape: read as a broadcast
    // of the condition shaped [rows, 1, ...] (rows) or as it is.
    TensorShape condition_shape = condition.shape();
    if (kBroadcasts) {
      const TensorShape* shapes[] = {&condition.shape(), &t.shape(), &e.shape()};
      OP_REQUIRES(context, BroadcastShapes(shapes, &output_shape),
                  errors::InvalidArgument("condition ", condition.shape().DebugString(),
                                          ", then ", t.shape().DebugString(), ", and else ",
                                          e.shape().DebugString(), " must be broadcastable"));
    } else {
      if (!CheckSelectShapes(context, condition, t, e)) return;
      if (condition.dims() == 0) {
        // The scalar is in device memory: the whole of t or e is chosen on the device.
        condition_shape = TensorShape({});
      } else if (condition.dims() == 1 && t.dims() != 1) {
        condition_shape = TensorShape({condition.dim_size(0)});
        for (int d = 1; d < t.dims(); ++d) condition_shape.AddDim(1);
      }
      output_shape = t.shape();
    }
    const TensorShape* shapes[] = {&condition_shape, &t.shape(), &e.shape()};
    gpu_kernels::ThreeWayBroadcast plan;
    OP_REQUIRES(context, PlanThreeWay(shapes, output_shape, &plan),
                errors::Unimplemented("Selecting over ", output_shape.dims(),
                                      " dimensions; the GPU kernel handles ",
                                      gpu_kernels::ThreeWayBroadcast::kMaxRank));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, output_shape, &output));
    OP_REQUIRES_OK(context, gpu_kernels::LaunchSelect<T>(
                                plan, condition.base<const bool>(), t.base<const T>(),
                                e.base<const T>(), output->base<T>(), Stream(context)));
  }

 private:
  // Select's shape rules and messages (select_op.cc).
  bool CheckSelectShapes(OpKernelContext* context, const Tensor& condition, const Tensor& t,
                         const Tensor& e) {
    const auto same_size = [&] {
      return errors::InvalidArgument("'then' and 'else' must have the same size.  but received: ",
                                     t.shape().DebugString(), " vs. ", e.shape().DebugString());
    };
    if (condition.dims() == 0) {
      if (t.shape() != e.shape()) context->SetStatus(same_size());
      return t.shape() == e.shape();
    }
    if (condition.dims() == 1 && t.dims() != 1) {
      absl::Status status;
      if (t.dims() < 1) {
        status = errors::InvalidArgument("'then' must be at least a vector, but saw shape: ",
                                         t.shape().DebugString());
      } else if (t.dim_size(0) != condition.NumElements()) {
        status = errors::InvalidArgument(
            "Number of batches of 'then' must match size of 'cond', but saw: ", t.dim_size(0),
            " vs. ", condition.NumElements());
      } else if (t.shape() != e.shape()) {
        status = same_size();
      }
      context->SetStatus(status);
      return status.ok();
    }
    for (int i = 1; i < 3; ++i) {
      const TensorShape& shape = context->input(i).shape();
      if (shape != condition.shape()) {
        context->SetStatus(errors::InvalidArgument(
            "Inputs to operation ", name(), " of type ", type_string(),
            " must have the same size and shape.  Input 0: ", condition.shape().DebugString(),
            " != input ", i, ": ", shape.DebugString()));
        return false;
      }
    }
    return true;
  }
};

template <typename T>
class GpuClipByValueOp : public OpKernel {
 public:
  using OpKernel::OpKernel;

  void Compute(OpKernelContext* context) override {
    const Tensor& t = context->input(0);
    const Tensor& low = context->input(1);
    const Tensor& high = context->input(2);
    OP_REQUIRES(context,
                (low.shape() == t.shape() || low.dims() == 0) &&
                    (high.shape() == t.shape() || high.dims() == 0),
                errors::InvalidArgument(
                    "clip_value_min and clip_value_max must be either of the same shape as "
                    "input, or a scalar. input shape: ",
                    t.shape().DebugString(), "clip_value_min shape: ", low.shape().DebugString(),
                    "clip_value_max shape: ", high.shape().DebugString()));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->forward_input_or_allocate_output({0}, 0, t.shape(), &output));
    OP_REQUIRES_OK(context, gpu_kernels::LaunchClipByValue<T>(
                                t.NumElements(), t.base<const T>(), low.base<const T>(),
                                low.dims() == 0, high.base<const T>(), high.dims() == 0,
                                output->base<T>(), Stream(context)));
  }
};

#define REGISTER_GPU(T, name, ...) \
  REGISTER_KERNEL_BUILDER(Name(name).Device(DEVICE_GPU).TypeConstraint<T>("T"), __VA_ARGS__);
#define REGISTER_UNARY(T, name, op) \
  REGISTER_GPU(T, name, GpuElementwiseUnaryOp<T, ElementwiseUnaryOp::op>)
#define REGISTER_BINARY(T, name, op, shapes) \
  REGISTER_GPU(T, name, GpuElementwiseBinaryOp<T, ElementwiseBinaryOp::op, OperandShapes::shapes>)
#define REGISTER_COMPARISON(T, name, op) \
  REGISTER_GPU(T, name, GpuComparisonOp<T, ComparisonOp::op>)
#define REGISTER_PREDICATE(T, name, op) \
  REGISTER_GPU(T, name, GpuPredicateOp<T, ElementwisePredicate::op>)

#define REGISTER_ALL(T)                                                        \
  REGISTER_COMPARISON(T, "Equal", kEqual)                                      \
  REGISTER_COMPARISON(T, "NotEqual", kNotEqual)                                \
  REGISTER_COMPARISON(T, "Less", kLess)                                        \
  REGISTER_COMPARISON(T, "LessEqual", kLessEqual)                              \
  REGISTER_COMPARISON(T, "Greater", kGreater)                                  \
  REGISTER_COMPARISON(T, "GreaterEqual", kGreaterEqual)                        \
  REGISTER_COMPARISON(T, "ApproximateEqual", kApproximateEqual)                \
  REGISTER_PREDICATE(T, "IsNan", kIsNan)                                       \
  REGISTER_PREDICATE(T, "IsInf", kIsInf)                                       \
  REGISTER_PREDICATE(T, "IsFinite", kIsFinite)                                 \
  REGISTER_UNARY(T, "Floor", kFloor)                                           \
  REGISTER_UNARY(T, "Ceil", kCeil)                                             \
  REGISTER_UNARY(T, "Round", kRound)                                           \
  REGISTER_UNARY(T, "Rint", kRint)                                             \
  REGISTER_UNARY(T, "Sign", kSign)                                             \
  REGISTER_UNARY(T, "Reciprocal", kReciprocal)                                 \
  REGISTER_UNARY(T, "Sin", kSin)                                               \
  REGISTER_UNARY(T, "Cos", kCos)                                               \
  REGISTER_UNARY(T, "Log1p", kLog1p)                                           \
  REGISTER_UNARY(T, "Expm1", kExpm1)                                           \
  REGISTER_UNARY(T, "Erf", kErf)                                               \
  REGISTER_UNARY(T, "Elu", kElu)                                               \
  REGISTER_UNARY(T, "Selu", kSelu)                                             \
  REGISTER_UNARY(T, "Softplus", kSoftplus)                                     \
  REGISTER_UNARY(T, "LeakyRelu", kLeakyRelu)                                   \
  REGISTER_BINARY(T, "FloorDiv", kFloorDiv, kBroadcast)                        \
  REGISTER_BINARY(T, "FloorMod", kFloorMod, kBroadcast)                        \
  REGISTER_BINARY(T, "TruncateDiv", kTruncateDiv, kBroadcast)                  \
  REGISTER_BINARY(T, "SquaredDifference", kSquaredDifference, kBroadcast)      \
  REGISTER_BINARY(T, "TanhGrad", kTanhGrad, kSameCount)                        \
  REGISTER_BINARY(T, "SigmoidGrad", kSigmoidGrad, kSameCount)                  \
  REGISTER_BINARY(T, "SqrtGrad", kSqrtGrad, kSameCount)                        \
  REGISTER_BINARY(T, "RsqrtGrad", kRsqrtGrad, kSameCount)                      \
  REGISTER_BINARY(T, "ReciprocalGrad", kReciprocalGrad, kSameCount)            \
  REGISTER_BINARY(T, "EluGrad", kEluGrad, kSameShape)                          \
  REGISTER_BINARY(T, "SeluGrad", kSeluGrad, kSameShape)                        \
  REGISTER_BINARY(T, "LeakyReluGrad", kLeakyReluGrad, kSameShape)              \
  REGISTER_BINARY(T, "SoftplusGrad", kSoftplusGrad, kSameShape)                \
  REGISTER_GPU(T, "Select", GpuSelectOp<T, false>)                             \
  REGISTER_GPU(T, "SelectV2", GpuSelectOp<T, true>)                            \
  REGISTER_GPU(T, "ClipByValue", GpuClipByValueOp<T>)
REGISTER_ALL(float)
REGISTER_ALL(double)
#undef REGISTER_ALL
#undef REGISTER_PREDICATE
#undef REGISTER_COMPARISON
#undef REGISTER_BINARY
#undef REGISTER_UNARY
#undef REGISTER_GPU

REGISTER_KERNEL_BUILDER(Name("LogicalAnd").Device(DEVICE_GPU), GpuLogicalOp<LogicalOp::kAnd>);
REGISTER_KERNEL_BUILDER(Name("LogicalOr").Device(DEVICE_GPU), GpuLogicalOp<LogicalOp::kOr>);
REGISTER_KERNEL_BUILDER(Name("LogicalNot").Device(DEVICE_GPU), GpuLogicalNotOp);

}  // namespace
}  // namespace tensorflow
