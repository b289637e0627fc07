// ConcatV2(values, axis): the values joined along `axis`. Viewed as [outer, inner_i] matrices
// (outer: the dimensions before the axis), each output row is the inputs' rows side by side, so
// the copy is a run of contiguous chunks per row. Elements move as bytes (strings by value), so
// one kernel class serves every dtype.
#include <algorithm>
#include <cstring>
#include <limits>
#include <vector>

#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/index_values.h"
#include "tensorflow_lite_core/kernels/parallel_for.h"

namespace tensorflow {
namespace {

class ConcatV2Op : public OpKernel {
 public:
  explicit ConcatV2Op(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    OpInputList values;
    OP_REQUIRES_OK(context, context->input_list("values", &values));
    const Tensor* axis_tensor = nullptr;
    OP_REQUIRES_OK(context, context->input("axis", &axis_tensor));
    OP_REQUIRES(context, TensorShapeUtils::IsScalar(axis_tensor->shape()),
                errors::InvalidArgument("Concat dim tensor should be a scalar, but got shape ",
                                        axis_tensor->shape().DebugString()));
    OP_REQUIRES_OK(context, CheckIndexType(*axis_tensor, "axis"));
    const Tensor& first = values[0];
    const int rank = first.dims();
    OP_REQUIRES(context, rank > 0,
                errors::InvalidArgument(
                    "ConcatOp : Can't concatenate scalars (use tf.stack instead)"));
    int64 axis = IndexValue(*axis_tensor, 0);
    OP_REQUIRES(context, axis >= -rank && axis < rank,
                errors::InvalidArgument("ConcatOp : Expected concatenating dimensions in the "
                                        "range [",
                                        -rank, ", ", rank, "), but got ", axis));
    if (axis < 0) axis += rank;

    int64 outer = 1;
    for (int d = 0; d < axis; ++d) outer *= first.dim_size(d);
    int64 axis_total = 0;
    for (int i = 0; i < values.size(); ++i) {
      const Tensor& value = values[i];
      OP_REQUIRES(context, value.dims() == rank,
                  errors::InvalidArgument("ConcatOp : Ranks of all input tensors should match: "
                                          "shape[0] = ",
                                          first.shape().DebugString(), " vs. shape[", i,
                                          "] = ", value.shape().DebugString()));
      for (int d = 0; d < rank; ++d) {
        if (d == axis) continue;
        OP_REQUIRES(context, value.dim_size(d) == first.dim_size(d),
                    errors::InvalidArgument("ConcatOp : Dimension ", d,
                                            " in both shapes must be equal: shape[0] = ",
                                            first.shape().DebugString(), " vs. shape[", i,
                                            "] = ", value.shape().DebugString()));
      }
      // Empty inputs may have any size along the axis: their sum may overflow.
      OP_REQUIRES(context, !__builtin_add_overflow(axis_total, value.dim_size(axis), &axis_total),
                  errors::InvalidArgument("ConcatOp : the inputs' sizes along axis ", axis,
                                          " add up to more than ",
                                          std::numeric_limits<int64>::max()));
    }
    TensorShape shape = first.shape();
    OP_REQUIRES_OK(context, shape.SetDimWithStatus(axis, axis_total));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, shape, &output));
    if (output->NumElements() == 0) return;

    // Elements each input contributes to one output row.
    std::vector<int64> row_sizes(values.size());
    int64 output_row = 0;
    for (int i = 0; i < values.size(); ++i) {
      row_sizes[i] = values[i].NumElements() / outer;
      output_row += row_sizes[i];
    }
    if (first.dtype() == DT_STRING) {
      Copy<tstring>(context, values, row_sizes, outer, output_row, 1, output);
    } else {
      OP_REQUIRES(context, DataTypeCanUseMemcpy(first.dtype()),
                  errors::Unimplemented("ConcatV2 of ", DataTypeString(first.dtype()),
                                        " tensors is not supported"));
      Copy<char>(context, values, row_sizes, outer, output_row, DataTypeSize(first.dtype()),
                 output);
    }
  }

 private:
  // Copies row by row; `width` elements of Element make one tensor element.
  template <typename Element>
  static void Copy(OpKernelContext* context, const OpInputList& values,
                   const std::vector<int64>& row_sizes, int64 outer, int64 output_row,
                   int64 width, Tensor* output) {
    std::vector<const Element*> sources(values.size());
    for (int i = 0; i < values.size(); ++i) sources[i] = values[i].base<const Element>();
    Element* destination = output->base<Element>();
    ParallelForOnDevice(context, outer, output_row * width + 10 * values.size(),
                        [&](int64 begin, int64 end) {
                          for (int64 row = begin; row < end; ++row) {
                            Element* out = destination + row * output_row * width;
                            for (size_t i = 0; i < sources.size(); ++i) {
                              const int64 count = row_sizes[i] * width;
                              std::copy_n(sources[i] + row * count, count, out);
                              out += count;
                            }
                          }
                        });
  }
};

#define REGISTER_CONCAT(T) \
  REGISTER_KERNEL_BUILDER(Name("ConcatV2").Device(DEVICE_CPU).TypeConstraint<T>("T"), ConcatV2Op);
TFLC_CALL_EVERY_VALUE_TYPE(REGISTER_CONCAT)
#undef REGISTER_CONCAT

}  // namespace
}  // namespace tensorflow
