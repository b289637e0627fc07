// Split(split_dim, value): `num_split` equal pieces along split_dim; SplitV(value, size_splits,
// split_dim): pieces of the given sizes (one may be -1: the rest). Each piece is the input viewed
// as [outer, size, inner] with a window on the middle dimension: whole rows of dimension 0 share
// the input's buffer when aligned, anything else is one strided copy.
#include <vector>

#include "tensorflow_lite_core/framework/index_values.h"
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/kernels/strided_copy.h"

namespace tensorflow {
namespace {

// split_dim in [-rank, rank), made non-negative; TensorFlow's text otherwise.
absl::Status CanonicalSplitDim(int32 split_dim, int rank, int* dim) {
  if (split_dim < -rank || split_dim >= rank) {
    return errors::InvalidArgument("-input rank(-", rank, ") <= split_dim < input rank (", rank,
                                   "), but got ", split_dim);
  }
  *dim = split_dim < 0 ? split_dim + rank : split_dim;
  return OkStatus();
}

// Sets output i to the piece of `input` of sizes[i] along `dim`.
void WritePieces(OpKernelContext* context, const Tensor& input, int dim,
                 const std::vector<int64>& sizes) {
  int64 outer = 1;
  int64 inner = 1;
  for (int d = 0; d < input.dims(); ++d) {
    if (d < dim) outer *= input.dim_size(d);
    if (d > dim) inner *= input.dim_size(d);
  }
  const int64 total = input.dim_size(dim);
  int64 start = 0;
  for (size_t i = 0; i < sizes.size(); ++i) {
    TensorShape piece_shape = input.shape();
    piece_shape.set_dim(dim, sizes[i]);
    Tensor view;
    if (dim == 0 && AlignedRowsView(input, start, start + sizes[i], piece_shape, &view)) {
      context->set_output(static_cast<int>(i), view);
    } else {
      Tensor* output = nullptr;
      OP_REQUIRES_OK(context, context->allocate_output(static_cast<int>(i), piece_shape, &output));
      StridedCopy plan;
      plan.AddDim(outer, total * inner, sizes[i] * inner);
      plan.AddDim(sizes[i] * inner, 1, 1);
      plan.source_offset = start * inner;
      OP_REQUIRES_OK(context, CopyStrided(context, std::move(plan), input, output));
    }
    start += sizes[i];
  }
}

class SplitOp : public OpKernel {
 public:
  explicit SplitOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& split_dim_tensor = context->input(0);
    const Tensor& input = context->input(1);
    const int count = num_outputs();
    OP_REQUIRES(context, split_dim_tensor.dims() == 0,
                errors::InvalidArgument("split_dim must be a scalar but has rank ",
                                        split_dim_tensor.dims()));
    int dim;
    OP_REQUIRES_OK(context,
                   CanonicalSplitDim(split_dim_tensor.base<int32>()[0], input.dims(), &dim));
    if (count == 1) {
      context->set_output(0, input);
      return;
    }
    const int64 size = input.dim_size(dim);
    OP_REQUIRES(context, size % count == 0,
                errors::InvalidArgument("Number of ways to split should evenly divide the split "
                                        "dimension, but got split_dim ",
                                        dim, " (size = ", size, ") and num_split ", count));
    WritePieces(context, input, dim, std::vector<int64>(count, size / count));
  }

  bool IsExpensive() override { return false; }
};

class SplitVOp : public OpKernel {
 public:
  explicit SplitVOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& input = context->input(0);
    const Tensor& sizes_tensor = context->input(1);
    const Tensor& split_dim_tensor = context->input(2);
    const int count = num_outputs();
    OP_REQUIRES(context, split_dim_tensor.NumElements() == 1,
                errors::InvalidArgument("split_dim_tensor must have exactly one element."));
    OP_REQUIRES(context, sizes_tensor.dims() == 1 && sizes_tensor.NumElements() == count,
                errors::InvalidArgument("size of the split_tensor must be 1-D and have the same "
                                        "elements as outputs got ",
                                        sizes_tensor.dims(), " -D and ",
                                        sizes_tensor.NumElements(), " elements"));
    int dim;
    OP_REQUIRES_OK(context,
                   CanonicalSplitDim(split_dim_tensor.base<int32>()[0], input.dims(), &dim));
    std::vector<int64> sizes(count);
    for (int i = 0; i < count; ++i) sizes[i] = SizeAt(sizes_tensor, i);
    const int64 total = input.dim_size(dim);
    if (count == 1) {
      OP_REQUIRES(context, sizes[0] == total,
                  errors::InvalidArgument("If there is only one output, it must have the same "
                                          "size as the input. Input size: ",
                                          total, " output size: ", sizes[0]));
      context->set_output(0, input);
      return;
    }
    int unknown = -1;
    int64 known_total = 0;
    for (int i = 0; i < count; ++i) {
      if (sizes[i] == -1) {
        OP_REQUIRES(context, unknown == -1,
                    errors::InvalidArgument("There can only be one -1 in the input."));
        unknown = i;
      } else {
        known_total += sizes[i];
      }
    }
    OP_REQUIRES(context,
                (unknown == -1 && known_total == total) || (unknown >= 0 && known_total <= total),
                errors::InvalidArgument(
                    "Determined shape must either match input shape along split_dim exactly if "
                    "fully specified, or be less than the size of the input along split_dim if "
                    "not fully specified.  Got: ",
                    known_total));
    if (unknown >= 0) sizes[unknown] = total - known_total;
    for (int i = 0; i < count; ++i) {
      OP_REQUIRES(context, sizes[i] >= 0,
                  errors::InvalidArgument("Split size at index ", i, " must be >= 0. Got: ",
                                          sizes[i]));
    }
    WritePieces(context, input, dim, sizes);
  }

  bool IsExpensive() override { return false; }

 private:
  // size_splits is int8, int32 or int64.
  static int64 SizeAt(const Tensor& sizes, int i) {
    if (sizes.dtype() == DT_INT8) return sizes.base<int8>()[i];
    return IndexValue(sizes, i);
  }
};

#define REGISTER_SPLIT(T)                                                                   \
  REGISTER_KERNEL_BUILDER(Name("Split").Device(DEVICE_CPU).TypeConstraint<T>("T"), SplitOp); \
  REGISTER_KERNEL_BUILDER(Name("SplitV").Device(DEVICE_CPU).TypeConstraint<T>("T"), SplitVOp);
// As in TensorFlow: of the quantized types only quint8.
TF_CALL_POD_STRING_TYPES(REGISTER_SPLIT)
TF_CALL_quint8(REGISTER_SPLIT)
#undef REGISTER_SPLIT

#if GOOGLE_CUDA
#define REGISTER_SPLIT_GPU(T)                                                          \
  REGISTER_KERNEL_BUILDER(                                                             \
      Name("Split").Device(DEVICE_GPU).TypeConstraint<T>("T").HostMemory("split_dim"), \
      SplitOp);                                                                        \
  REGISTER_KERNEL_BUILDER(Name("SplitV")                                               \
                              .Device(DEVICE_GPU)                                      \
                              .TypeConstraint<T>("T")                                  \
                              .HostMemory("size_splits")                               \
                              .HostMemory("split_dim"),                                \
                          SplitVOp);
TFLC_CALL_GPU_COPY_TYPES(REGISTER_SPLIT_GPU)
#undef REGISTER_SPLIT_GPU
#endif

}  // namespace
}  // namespace tensorflow
