// ArgMax(input, dimension): the index of the largest value along `dimension` (the first one on
// ties; a NaN counts as larger than any number, as in NumPy), as int16, uint16, int32 or int64.
// ArgMin(input, dimension): the index of the smallest value, as int32 or int64; as in
// TensorFlow's, a NaN never counts as smaller, so it is chosen only where every value is NaN.
#include <algorithm>
#include <limits>
#include <type_traits>
#include <vector>

#include "Eigen/Core"
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/index_values.h"
#include "tensorflow_lite_core/kernels/parallel_for.h"

namespace tensorflow {
namespace {

template <typename T>
bool IsNaN(const T& value) {
  if constexpr (std::is_floating_point_v<T> || std::is_same_v<T, Eigen::half> ||
                std::is_same_v<T, Eigen::bfloat16>) {
    return Eigen::numext::isnan(value);
  } else {
    return false;
  }
}

// Whether `candidate` replaces `best` in ArgMax: strictly larger, or the first NaN.
struct LargerOrNaN {
  template <typename T>
  static bool Beats(const T& candidate, const T& best) {
    if (IsNaN(best)) return false;
    return candidate > best || IsNaN(candidate);
  }
};

// Whether `candidate` replaces `best` in ArgMin: strictly smaller, or any number over a NaN.
struct SmallerSkippingNaN {
  template <typename T>
  static bool Beats(const T& candidate, const T& best) {
    if (IsNaN(best)) return !IsNaN(candidate);
    return candidate < best;
  }
};

template <typename T, typename Index, typename Order>
class ArgOp : public OpKernel {
 public:
  explicit ArgOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& input = context->input(0);
    const Tensor& dimension = context->input(1);
    OP_REQUIRES(context, TensorShapeUtils::IsScalar(dimension.shape()),
                errors::InvalidArgument("dim must be a scalar, but received tensor of shape: ",
                                        dimension.shape().DebugString()));
    OP_REQUIRES_OK(context, CheckIndexType(dimension, "dimension"));
    const int rank = input.dims();
    const int64 dim = IndexValue(dimension, 0);
    OP_REQUIRES(context, dim >= -rank && dim < rank,
                errors::InvalidArgument("Expected dimension in the range [", -rank, ", ", rank,
                                        "), but got ", dim));
    const int axis = static_cast<int>(dim < 0 ? dim + rank : dim);
    const int64 size = input.dim_size(axis);
    OP_REQUIRES(context, size > 0,
                errors::InvalidArgument("Reduction axis ", axis, " is empty in shape ",
                                        input.shape().DebugString()));
    OP_REQUIRES(context, size - 1 <= static_cast<int64>(std::numeric_limits<Index>::max()),
                errors::InvalidArgument("Reduction axis ", axis, " has ", size,
                                        " elements, too many for output type ",
                                        DataTypeString(DataTypeToEnum<Index>::v())));
    TensorShape shape = input.shape();
    shape.RemoveDim(axis);
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, shape, &output));
    if (output->NumElements() == 0) return;
    int64 outer = 1;
    for (int d = 0; d < axis; ++d) outer *= input.dim_size(d);
    const int64 inner = output->NumElements() / outer;
    const T* in = input.base<const T>();
    Index* out = output->base<Index>();
    ParallelForOnDevice(context, outer, size * inner * 2 + 10, [&](int64 begin, int64 end) {
      std::vector<T> best(inner);
      for (int64 o = begin; o < end; ++o) {
        const T* slab = in + o * size * inner;
        Index* indices = out + o * inner;
        // Row 0 is the first candidate for every column; later rows replace it when larger.
        std::copy_n(slab, inner, best.begin());
        std::fill_n(indices, inner, Index(0));
        for (int64 r = 1; r < size; ++r) {
          const T* row = slab + r * inner;
          for (int64 i = 0; i < inner; ++i) {
            if (Order::template Beats<T>(row[i], best[i])) {
              best[i] = row[i];
              indices[i] = static_cast<Index>(r);
            }
          }
        }
      }
    });
  }
};

#define REGISTER_ARG_INDEX(name, order, T, Index)                   \
  REGISTER_KERNEL_BUILDER(Name(name)                                \
                              .Device(DEVICE_CPU)                   \
                              .TypeConstraint<T>("T")               \
                              .TypeConstraint<Index>("output_type"), \
                          ArgOp<T, Index, order>);
#define REGISTER_ARG(T)                                 \
  REGISTER_ARG_INDEX("ArgMax", LargerOrNaN, T, int16)  \
  REGISTER_ARG_INDEX("ArgMax", LargerOrNaN, T, uint16) \
  REGISTER_ARG_INDEX("ArgMax", LargerOrNaN, T, int32)  \
  REGISTER_ARG_INDEX("ArgMax", LargerOrNaN, T, int64)  \
  REGISTER_ARG_INDEX("ArgMin", SmallerSkippingNaN, T, int32) \
  REGISTER_ARG_INDEX("ArgMin", SmallerSkippingNaN, T, int64)
TF_CALL_REAL_NUMBER_TYPES(REGISTER_ARG)
TF_CALL_bool(REGISTER_ARG)
#undef REGISTER_ARG
#undef REGISTER_ARG_INDEX

}  // namespace
}  // namespace tensorflow
