// Pad(input, paddings): input surrounded by zeros (empty strings), paddings[d] = [before, after]
// elements on each side of dimension d. The output is zeroed, then each innermost row of the
// input is copied to its place. Elements move as bytes (strings by value), so one kernel class
// serves every dtype.
#include <algorithm>
#include <cstring>
#include <vector>

#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/index_values.h"
#include "tensorflow_lite_core/kernels/parallel_for.h"

namespace tensorflow {
namespace {

class PadOp : public OpKernel {
 public:
  explicit PadOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& input = context->input(0);
    const Tensor& paddings = context->input(1);
    const int rank = input.dims();
    OP_REQUIRES(context,
                TensorShapeUtils::IsMatrix(paddings.shape()) && paddings.dim_size(1) == 2,
                errors::InvalidArgument("paddings must be a matrix with 2 columns: ",
                                        paddings.shape().DebugString()));
    OP_REQUIRES(context, paddings.dim_size(0) == rank,
                errors::InvalidArgument(
                    "The first dimension of paddings must be the rank of inputs",
                    paddings.shape().DebugString(), " ", input.shape().DebugString()));
    OP_REQUIRES_OK(context, CheckIndexType(paddings, "paddings"));
    std::vector<int64> before(rank);
    TensorShape shape;
    bool padded = false;
    for (int d = 0; d < rank; ++d) {
      before[d] = IndexValue(paddings, 2 * d);
      const int64 after = IndexValue(paddings, 2 * d + 1);
      OP_REQUIRES(context, before[d] >= 0 && after >= 0,
                  errors::InvalidArgument("Paddings must be non-negative: ", before[d], " ",
                                          after));
      int64 size = 0;
      OP_REQUIRES(context,
                  !__builtin_add_overflow(input.dim_size(d), before[d], &size) &&
                      !__builtin_add_overflow(size, after, &size),
                  errors::InvalidArgument("Padding dimension ", d, " of ",
                                          input.shape().DebugString(), " by ", before[d], " and ",
                                          after, " overflows"));
      OP_REQUIRES_OK(context, shape.AddDimWithStatus(size));
      padded = padded || before[d] > 0 || after > 0;
    }
    if (!padded) {
      context->set_output(0, input);
      return;
    }
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, shape, &output));
    if (input.dtype() == DT_STRING) {
      Run<tstring>(context, input, before, 1, output);  // strings start out empty
    } else {
      OP_REQUIRES(context, DataTypeCanUseMemcpy(input.dtype()),
                  errors::Unimplemented("Pad of ", DataTypeString(input.dtype()),
                                        " tensors is not supported"));
      char* bytes = output->base<char>();
      const int64 total = static_cast<int64>(output->TotalBytes());
      ParallelForOnDevice(context, total, 1, [bytes](int64 begin, int64 end) {
        std::memset(bytes + begin, 0, end - begin);
      });
      Run<char>(context, input, before, DataTypeSize(input.dtype()), output);
    }
  }

 private:
  // Copies each innermost row of `input` into *output; `width` Elements make one tensor element.
  template <typename Element>
  static void Run(OpKernelContext* context, const Tensor& input, const std::vector<int64>& before,
                  int64 width, Tensor* output) {
    if (input.NumElements() == 0) return;
    const int rank = input.dims();
    const TensorShape& out_shape = output->shape();
    // Output element strides, innermost last.
    std::vector<int64> out_strides(rank, 1);
    for (int d = rank - 2; d >= 0; --d) {
      out_strides[d] = out_strides[d + 1] * out_shape.dim_size(d + 1);
    }
    const int64 row = rank == 0 ? 1 : input.dim_size(rank - 1);
    const int64 rows = input.NumElements() / row;
    const Element* source = input.base<const Element>();
    Element* destination = output->base<Element>();
    ParallelForOnDevice(context, rows, row * width + 20, [&](int64 begin, int64 end) {
      for (int64 r = begin; r < end; ++r) {
        // The output offset of input row r: its coordinates shifted by `before`.
        int64 remainder = r;
        int64 offset = rank == 0 ? 0 : before[rank - 1];
        for (int d = rank - 2; d >= 0; --d) {
          const int64 coordinate = remainder % input.dim_size(d);
          remainder /= input.dim_size(d);
          offset += (coordinate + before[d]) * out_strides[d];
        }
        std::copy_n(source + r * row * width, row * width, destination + offset * width);
      }
    });
  }
};

#define REGISTER_PAD(T) \
  REGISTER_KERNEL_BUILDER(Name("Pad").Device(DEVICE_CPU).TypeConstraint<T>("T"), PadOp);
TFLC_CALL_EVERY_VALUE_TYPE(REGISTER_PAD)
#undef REGISTER_PAD

}  // namespace
}  // namespace tensorflow
