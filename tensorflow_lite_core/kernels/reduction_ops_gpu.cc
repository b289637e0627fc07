// The GPU reductions (Sum, Mean, Max, Min, Prod of float and double). The axes stay in host
// memory (HostMemory("reduction_indices")) and are checked as on the CPU; each reduced group of
// merged dimensions is one [outer, reduce, inner] pass (reduction_ops_gpu.cu.cc), innermost first.
#include <vector>

#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/kernels/gpu_launchers.h"
#include "tensorflow_lite_core/kernels/reduction_ops.h"

namespace tensorflow {
namespace {

using gpu_kernels::ReduceOp;

template <typename T, ReduceOp kOp, bool kMean>
class GpuReductionOp : public OpKernel {
 public:
  explicit GpuReductionOp(OpKernelConstruction* context) : OpKernel(context) {
    OP_REQUIRES_OK(context, context->GetAttr("keep_dims", &keep_dims_));
  }

  void Compute(OpKernelContext* context) override {
    const Tensor& data = context->input(0);
    ReductionHelper helper;
    OP_REQUIRES_OK(context, helper.Simplify(data, context->input(1), keep_dims_));
    if (helper.ForwardIfNothingReduced(context, data)) return;
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, helper.out_shape(), &output));
    const T mean_scale = kMean ? T(1) / static_cast<T>(helper.reduced_count()) : T(1);
    void* stream = context->op_device_context_stream();
    if (data.NumElements() == 0) {  // an empty reduced dimension: the identity everywhere
      OP_REQUIRES_OK(context, gpu_kernels::LaunchReduce<T>(kOp, output->NumElements(), 0, 1, mean_scale,
                                                           nullptr, output->base<T>(), nullptr, stream));
      return;
    }
    std::vector<int64> dims = helper.merged_dims();
    std::vector<int> reduced_groups;
    for (int g = 0; g < static_cast<int>(dims.size()); ++g) {
      if ((g % 2 == 0) == helper.reduce_first_axis()) reduced_groups.push_back(g);
    }
    Tensor current = data;
    for (int k = static_cast<int>(reduced_groups.size()) - 1; k >= 0; --k) {
      const int g = reduced_groups[k];
      int64 outer = 1;
      int64 inner = 1;
      for (int d = 0; d < g; ++d) outer *= dims[d];
      for (int d = g + 1; d < static_cast<int>(dims.size()); ++d) inner *= dims[d];
      const bool last_pass = k == 0;
      Tensor pass_output;
      if (last_pass) {
        pass_output = *output;
      } else {
        OP_REQUIRES_OK(context, context->allocate_temp(data.dtype(), TensorShape({outer * inner}), &pass_output));
      }
      Tensor scratch;
      const int64 scratch_elements = gpu_kernels::ReduceScratchElements(outer, dims[g], inner);
      if (scratch_elements > 0) {
        OP_REQUIRES_OK(context, context->allocate_temp(data.dtype(), TensorShape({scratch_elements}), &scratch));
      }
      OP_REQUIRES_OK(context, gpu_kernels::LaunchReduce<T>(
                                  kOp, outer, dims[g], inner, last_pass ? mean_scale : T(1),
                                  current.base<const T>(), pass_output.base<T>(),
                                  scratch_elements > 0 ? scratch.base<T>() : nullptr, stream));
      dims[g] = 1;
      current = pass_output;
    }
  }

 private:
  bool keep_dims_ = false;
};

#define REGISTER_GPU_REDUCTION(name, op, mean, T)                                             \
  REGISTER_KERNEL_BUILDER(                                                                    \
      Name(name).Device(DEVICE_GPU).TypeConstraint<T>("T").HostMemory("reduction_indices"), \
      GpuReductionOp<T, op, mean>);
#define REGISTER_GPU(T)                                      \
  REGISTER_GPU_REDUCTION("Sum", ReduceOp::kSum, false, T)    \
  REGISTER_GPU_REDUCTION("Mean", ReduceOp::kSum, true, T)    \
  REGISTER_GPU_REDUCTION("Max", ReduceOp::kMax, false, T)    \
  REGISTER_GPU_REDUCTION("Min", ReduceOp::kMin, false, T)    \
  REGISTER_GPU_REDUCTION("Prod", ReduceOp::kProd, false, T)
REGISTER_GPU(float)
REGISTER_GPU(double)
#undef REGISTER_GPU
#undef REGISTER_GPU_REDUCTION

}  // namespace
}  // namespace tensorflow
