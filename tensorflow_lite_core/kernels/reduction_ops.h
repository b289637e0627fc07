// The reduction kernels (Sum, Mean, Prod, Max, Min over the axes in `reduction_indices`, with
// keep_dims), and what they share:
//
//   ReductionHelper   checks the axes and simplifies the problem: size-1 dimensions dropped,
//                     neighbouring dimensions that are both kept or both reduced merged. What is
//                     left is one of [R], [K, R], [R, K], [K, R, K] (K kept, R reduced), or,
//                     for more alternations, is transposed to [K, R] first.
//   *Reducer<T>       one per op: the accumulator type (float for half and bfloat16), identity,
//                     the Eigen functor that combines two values, and how to finish (Mean
//                     divides by the count). Integer sums and products wrap on overflow.
//   ReductionOp<R>    the kernel. Work is split into fixed blocks, so results do not depend on
//                     the number of threads.
#ifndef TENSORFLOW_LITE_CORE_KERNELS_REDUCTION_OPS_H_
#define TENSORFLOW_LITE_CORE_KERNELS_REDUCTION_OPS_H_

#include <algorithm>
#include <limits>
#include <type_traits>
#include <vector>

#include "Eigen/Core"
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/kernels/parallel_for.h"
#include "tensorflow_lite_core/kernels/vector_kernels.h"
#include "tensorflow_lite_core/kernels/wrapping_arithmetic.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {

class ReductionHelper {
 public:
  // Checks `axes` (int32 or int64, any shape, each in [-rank, rank), no repeats) against `data`
  // and works out the shapes below. InvalidArgument in TensorFlow's wording otherwise.
  absl::Status Simplify(const Tensor& data, const Tensor& axes, bool keep_dims);

  // The output's shape (reduced dimensions dropped, or 1 with keep_dims).
  const TensorShape& out_shape() const { return out_shape_; }
  // False when only size-1 dimensions are reduced: the output has the input's elements.
  bool reduces_elements() const { return reduces_elements_; }
  // When nothing is reduced, makes output 0 share `data`'s buffer under out_shape() and returns
  // true (the kernel is done); false otherwise.
  bool ForwardIfNothingReduced(OpKernelContext* context, const Tensor& data) const;
  // The merged dimensions (of a non-empty input), alternating between kept and reduced.
  const std::vector<int64>& merged_dims() const { return merged_dims_; }
  // Whether merged dimension 0 is a reduced one.
  bool reduce_first_axis() const { return reduce_first_axis_; }
  // Elements folded into each output element.
  int64 reduced_count() const { return reduced_count_; }
  // For the general case: the input permutation putting kept dimensions first, then reduced
  // ones, and the kept and reduced element counts of that [K, R] view.
  const std::vector<int>& kept_then_reduced() const { return kept_then_reduced_; }
  int64 kept_count() const { return kept_count_; }

 private:
  TensorShape out_shape_;
  bool reduces_elements_ = false;
  std::vector<int64> merged_dims_;
  bool reduce_first_axis_ = false;
  int64 reduced_count_ = 1;
  std::vector<int> kept_then_reduced_;
  int64 kept_count_ = 1;
};

// Values of half and bfloat16 are accumulated in float.
template <typename T>
using ReductionAccumulator =
    std::conditional_t<std::is_same_v<T, Eigen::half> || std::is_same_v<T, Eigen::bfloat16>,
                       float, T>;

template <typename T>
struct SumReducer {
  using Type = T;
  using Acc = ReductionAccumulator<T>;
  using Func = WrappingSumOp<Acc>;
  static Acc Identity() { return Acc(0); }
  static T Finalize(const Acc& value, int64 /*count*/) { return static_cast<T>(value); }
};

template <typename T>
struct ProdReducer {
  using Type = T;
  using Acc = ReductionAccumulator<T>;
  using Func = WrappingProductOp<Acc>;
  static Acc Identity() { return Acc(1); }
  static T Finalize(const Acc& value, int64 /*count*/) { return static_cast<T>(value); }
};

// The sum divided by the count: integer division for integers, and 0 (not a division by zero)
// for an empty integer reduction; NaN for an empty floating one.
template <typename T>
struct MeanReducer {
  using Type = T;
  using Acc = ReductionAccumulator<T>;
  using Func = WrappingSumOp<Acc>;
  static Acc Identity() { return Acc(0); }
  static T Finalize(const Acc& value, int64 count) {
    if constexpr (std::is_integral_v<Acc>) {
      if (count == 0) return T(0);
      return static_cast<T>(value / static_cast<Acc>(count));
    } else {
      return static_cast<T>(value / static_cast<Acc>(static_cast<double>(count)));
    }
  }
};

// NaN wins over every other value.
template <typename T>
struct MaxReducer {
  using Type = T;
  using Acc = ReductionAccumulator<T>;
  using Func = Eigen::internal::scalar_max_op<Acc, Acc, Eigen::PropagateNaN>;
  static Acc Identity() {
    if constexpr (std::numeric_limits<Acc>::has_infinity) {
      return -std::numeric_limits<Acc>::infinity();
    } else {
      return std::numeric_limits<Acc>::lowest();
    }
  }
  static T Finalize(const Acc& value, int64 /*count*/) { return static_cast<T>(value); }
};

template <typename T>
struct MinReducer {
  using Type = T;
  using Acc = ReductionAccumulator<T>;
  using Func = Eigen::internal::scalar_min_op<Acc, Acc, Eigen::PropagateNaN>;
  static Acc Identity() {
    if constexpr (std::numeric_limits<Acc>::has_infinity) {
      return std::numeric_limits<Acc>::infinity();
    } else {
      return std::numeric_limits<Acc>::max();
    }
  }
  static T Finalize(const Acc& value, int64 /*count*/) { return static_cast<T>(value); }
};

namespace reduction_internal {

// Elements per block of a long reduction; fixed so that results do not depend on threads.
constexpr int64 kBlock = 16384;

// A run of n contiguous elements combined into one accumulator.
template <typename Reducer, typename T>
typename Reducer::Acc ReduceRun(const T* data, int64 n) {
  using Acc = typename Reducer::Acc;
  if (n == 0) return Reducer::Identity();
  if constexpr (std::is_same_v<T, float> && std::is_same_v<Acc, float> &&
                std::is_same_v<typename Reducer::Func, WrappingSumOp<float>>) {
    return ActiveVectorKernels().sum_f32(data, n);  // vector_kernels.h: this CPU's loop
  }
  using Array = Eigen::Array<T, Eigen::Dynamic, 1>;
  return Eigen::Map<const Array>(data, n).template cast<Acc>().redux(typename Reducer::Func());
}

// acc[i] = combine(acc[i], row[i]) for i < n.
template <typename Reducer, typename T>
void CombineRow(typename Reducer::Acc* acc, const T* row, int64 n) {
  using Acc = typename Reducer::Acc;
  using AccArray = Eigen::Array<Acc, Eigen::Dynamic, 1>;
  using Array = Eigen::Array<T, Eigen::Dynamic, 1>;
  Eigen::Map<AccArray> accumulator(acc, n);
  accumulator = accumulator.binaryExpr(Eigen::Map<const Array>(row, n).template cast<Acc>(),
                                       typename Reducer::Func());
}

// All n elements into one value, in parallel blocks.
template <typename Reducer, typename T>
typename Reducer::Acc ReduceAll(OpKernelContext* context, const T* data, int64 n) {
  using Acc = typename Reducer::Acc;
  const int64 blocks = (n + kBlock - 1) / kBlock;
  if (blocks <= 1) return ReduceRun<Reducer>(data, n);
  std::vector<Acc> partial(blocks);
  ParallelForOnDevice(context, blocks, kBlock, [&](int64 begin, int64 end) {
    for (int64 b = begin; b < end; ++b) {
      partial[b] = ReduceRun<Reducer>(data + b * kBlock, std::min(kBlock, n - b * kBlock));
    }
  });
  return ReduceRun<Reducer>(partial.data(), blocks);
}

// [rows, size] -> [rows]: each contiguous row into out[row].
template <typename Reducer, typename T>
void ReduceInner(OpKernelContext* context, const T* data, int64 rows, int64 size, int64 count,
                 T* out) {
  if (size >= kBlock) {  // long rows: parallel within each row
    for (int64 r = 0; r < rows; ++r) {
      out[r] = Reducer::Finalize(ReduceAll<Reducer>(context, data + r * size, size), count);
    }
    return;
  }
  ParallelForOnDevice(context, rows, size + 5, [&](int64 begin, int64 end) {
    for (int64 r = begin; r < end; ++r) {
      out[r] = Reducer::Finalize(ReduceRun<Reducer>(data + r * size, size), count);
    }
  });
}

// [outer, reduced, inner] -> [outer, inner]: rows of `inner` combined element-wise. Work units
// are (outer index, column chunk) pairs.
template <typename Reducer, typename T>
void ReduceMiddle(OpKernelContext* context, const T* data, int64 outer, int64 reduced,
                  int64 inner, int64 count, T* out) {
  using Acc = typename Reducer::Acc;
  constexpr int64 kColumns = 1024;
  const int64 chunks = (inner + kColumns - 1) / kColumns;
  if (outer * chunks == 1 && reduced >= kBlock / 16 && inner <= kColumns) {
    // One narrow slab with many rows: blocks of rows in parallel, then their partial rows.
    const int64 rows_per_block = std::max<int64>(1, kBlock / std::max<int64>(inner, 1));
    const int64 blocks = (reduced + rows_per_block - 1) / rows_per_block;
    std::vector<Acc> partial(blocks * inner, Reducer::Identity());
    ParallelForOnDevice(context, blocks, rows_per_block * inner, [&](int64 begin, int64 end) {
      for (int64 b = begin; b < end; ++b) {
        const int64 last = std::min(reduced, (b + 1) * rows_per_block);
        for (int64 r = b * rows_per_block; r < last; ++r) {
          CombineRow<Reducer>(partial.data() + b * inner, data + r * inner, inner);
        }
      }
    });
    std::vector<Acc> total(inner, Reducer::Identity());
    for (int64 b = 0; b < blocks; ++b) {
      CombineRow<Reducer>(total.data(), partial.data() + b * inner, inner);
    }
    for (int64 i = 0; i < inner; ++i) out[i] = Reducer::Finalize(total[i], count);
    return;
  }
  ParallelForOnDevice(
      context, outer * chunks, reduced * std::min(inner, kColumns) + 10,
      [&](int64 begin, int64 end) {
        std::vector<Acc> acc(std::min(inner, kColumns));
        for (int64 unit = begin; unit < end; ++unit) {
          const int64 o = unit / chunks;
          const int64 first = (unit % chunks) * kColumns;
          const int64 width = std::min(kColumns, inner - first);
          std::fill(acc.begin(), acc.begin() + width, Reducer::Identity());
          const T* slab = data + o * reduced * inner + first;
          for (int64 r = 0; r < reduced; ++r) {
            CombineRow<Reducer>(acc.data(), slab + r * inner, width);
          }
          T* destination = out + o * inner + first;
          for (int64 i = 0; i < width; ++i) destination[i] = Reducer::Finalize(acc[i], count);
        }
      });
}

// Writes `input` with its dimensions permuted to *output (see transpose_functor.h); declared
// here so this header does not pull the transpose code into every reduction file.
absl::Status TransposeForReduction(OpKernelContext* context, const Tensor& input,
                             const std::vector<int>& perm, Tensor* output);

}  // namespace reduction_internal

template <typename Reducer>
class ReductionOp : public OpKernel {
 public:
  using T = typename Reducer::Type;

  explicit ReductionOp(OpKernelConstruction* context) : OpKernel(context) {
    OP_REQUIRES_OK(context, context->GetAttr("keep_dims", &keep_dims_));
  }

  void Compute(OpKernelContext* context) override {
    namespace internal = reduction_internal;
    const Tensor& data = context->input(0);
    const Tensor& axes = context->input(1);
    ReductionHelper helper;
    OP_REQUIRES_OK(context, helper.Simplify(data, axes, keep_dims_));
    const std::vector<int64>& dims = helper.merged_dims();
    if (helper.ForwardIfNothingReduced(context, data)) return;
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, helper.out_shape(), &output));
    T* out = output->base<T>();
    const int64 count = helper.reduced_count();
    if (data.NumElements() == 0) {  // reduced over an empty dimension: the identity
      std::fill(out, out + output->NumElements(), Reducer::Finalize(Reducer::Identity(), 0));
      return;
    }
    const T* in = data.base<const T>();
    const bool first = helper.reduce_first_axis();
    if (dims.size() == 1) {
      out[0] = Reducer::Finalize(internal::ReduceAll<Reducer>(context, in, dims[0]), count);
    } else if (dims.size() == 2 && !first) {
      internal::ReduceInner<Reducer>(context, in, dims[0], dims[1], count, out);
    } else if (dims.size() == 2) {
      internal::ReduceMiddle<Reducer>(context, in, 1, dims[0], dims[1], count, out);
    } else if (dims.size() == 3 && !first) {
      internal::ReduceMiddle<Reducer>(context, in, dims[0], dims[1], dims[2], count, out);
    } else {
      // Kept dimensions first, reduced ones last, then row by row.
      TensorShape permuted;
      for (int d : helper.kept_then_reduced()) permuted.AddDim(data.dim_size(d));
      Tensor transposed;
      OP_REQUIRES_OK(context, context->allocate_temp(data.dtype(), permuted, &transposed));
      OP_REQUIRES_OK(context, internal::TransposeForReduction(
                                  context, data, helper.kept_then_reduced(), &transposed));
      internal::ReduceInner<Reducer>(context, transposed.base<const T>(), helper.kept_count(),
                                     count, count, out);
    }
  }

 private:
  bool keep_dims_ = false;
};

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_KERNELS_REDUCTION_OPS_H_
