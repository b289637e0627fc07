// The element-wise GPU kernels (float and double): shapes checked and broadcast planned here,
// the device code in cwise_ops_gpu.cu.cc.
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/kernels/cwise_ops_common.h"
#include "tensorflow_lite_core/kernels/gpu_launchers.h"

namespace tensorflow {
namespace {

using gpu_kernels::BinaryOp;
using gpu_kernels::UnaryOp;

template <typename T, BinaryOp kOp>
class GpuBinaryOp : public OpKernel {
 public:
  explicit GpuBinaryOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& x = context->input(0);
    const Tensor& y = context->input(1);
    BinaryBroadcast plan;
    OP_REQUIRES_OK(context, plan.Init(x.shape(), y.shape()));
    gpu_kernels::Broadcast broadcast;
    const int outer_rank = static_cast<int>(plan.outer_dims().size());
    OP_REQUIRES(context, outer_rank <= gpu_kernels::Broadcast::kMaxOuterRank,
                errors::Unimplemented("Broadcasting ", x.shape().DebugString(), " against ",
                                      y.shape().DebugString(), " needs ", outer_rank,
                                      " strided dimensions; the GPU kernel handles ",
                                      gpu_kernels::Broadcast::kMaxOuterRank));
    broadcast.outer_rank = outer_rank;
    for (int d = 0; d < outer_rank; ++d) {
      broadcast.outer_dims[d] = plan.outer_dims()[d];
      broadcast.x_strides[d] = plan.x_strides()[d];
      broadcast.y_strides[d] = plan.y_strides()[d];
    }
    broadcast.row_size = plan.row_size();
    broadcast.num_rows = plan.num_rows();
    broadcast.row_kind = static_cast<int>(plan.row_kind());
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, plan.output_shape(), &output));
    if (output->NumElements() == 0) return;
    OP_REQUIRES_OK(context, gpu_kernels::LaunchBinary<T>(kOp, broadcast, x.base<const T>(), y.base<const T>(),
                                                         output->base<T>(), context->op_device_context_stream()));
  }
};

template <typename T, UnaryOp kOp>
class GpuUnaryOp : public OpKernel {
 public:
  explicit GpuUnaryOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& x = context->input(0);
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->forward_input_or_allocate_output({0}, 0, x.shape(), &output));
    OP_REQUIRES_OK(context, gpu_kernels::LaunchUnary<T>(kOp, x.NumElements(), x.base<const T>(),
                                                        output->base<T>(), context->op_device_context_stream()));
  }
};

#define REGISTER_GPU_BINARY(name, op, T) \
  REGISTER_KERNEL_BUILDER(Name(name).Device(DEVICE_GPU).TypeConstraint<T>("T"), GpuBinaryOp<T, op>);
#define REGISTER_GPU_UNARY(name, op, T) \
  REGISTER_KERNEL_BUILDER(Name(name).Device(DEVICE_GPU).TypeConstraint<T>("T"), GpuUnaryOp<T, op>);
#define REGISTER_GPU(T)                                        \
  REGISTER_GPU_BINARY("AddV2", BinaryOp::kAdd, T)              \
  REGISTER_GPU_BINARY("Sub", BinaryOp::kSub, T)                \
  REGISTER_GPU_BINARY("Mul", BinaryOp::kMul, T)                \
  REGISTER_GPU_BINARY("RealDiv", BinaryOp::kDiv, T)            \
  REGISTER_GPU_BINARY("Maximum", BinaryOp::kMaximum, T)        \
  REGISTER_GPU_BINARY("Minimum", BinaryOp::kMinimum, T)        \
  REGISTER_GPU_UNARY("Neg", UnaryOp::kNeg, T)                  \
  REGISTER_GPU_UNARY("Abs", UnaryOp::kAbs, T)                  \
  REGISTER_GPU_UNARY("Square", UnaryOp::kSquare, T)            \
  REGISTER_GPU_UNARY("Sqrt", UnaryOp::kSqrt, T)                \
  REGISTER_GPU_UNARY("Rsqrt", UnaryOp::kRsqrt, T)              \
  REGISTER_GPU_UNARY("Exp", UnaryOp::kExp, T)                  \
  REGISTER_GPU_UNARY("Log", UnaryOp::kLog, T)                  \
  REGISTER_GPU_UNARY("Tanh", UnaryOp::kTanh, T)                \
  REGISTER_GPU_UNARY("Sigmoid", UnaryOp::kSigmoid, T)          \
  REGISTER_GPU_UNARY("Relu", UnaryOp::kRelu, T)
REGISTER_GPU(float)
REGISTER_GPU(double)
#undef REGISTER_GPU
#undef REGISTER_GPU_UNARY
#undef REGISTER_GPU_BINARY

}  // namespace
}  // namespace tensorflow
