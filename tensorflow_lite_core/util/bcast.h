// BCast and BCastList<N>: NumPy broadcasting of two (N) shapes, in the form TensorFlow's
// kernels use to run a broadcast operation and its gradient (util/bcast.h), with TensorFlow's
// outputs for every pair of shapes.
//
// Shapes are matched from their last (innermost) dimension; two sizes are compatible when equal
// or when one is 1, and a missing leading dimension counts as 1. Given valid shapes, a kernel
// computes
//
//   output = x.reshape(x_reshape()).broadcast(x_bcast())
//            op y.reshape(y_reshape()).broadcast(y_bcast())
//   (result_shape() is the shape of that, output_shape() the broadcast shape proper)
//   grad_x = sum(grad * dop/dx, over grad_x_reduce_idx()).reshape(x.shape())
//
// With fewer_dims_optimization (the default), neighbouring dimensions broadcast the same way are
// merged, so the reshapes have as few dimensions as possible; without it, every intermediate
// shape has the rank of the larger input. Sizes may be -1 (unknown), as in shape functions.
#ifndef TENSORFLOW_LITE_CORE_UTIL_BCAST_H_
#define TENSORFLOW_LITE_CORE_UTIL_BCAST_H_

#include <algorithm>
#include <iterator>
#include <type_traits>
#include <vector>

#include "absl/container/inlined_vector.h"
#include "unsupported/Eigen/CXX11/Tensor"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/platform/logging.h"
#include "tensorflow_lite_core/platform/types.h"

namespace tensorflow {

// For batched (matmul-like) broadcasting: for each flattened output batch index, the flattened
// index of the input batch it reads, given the input's reshape and bcast vectors.
void ComputeBatchIndices(int64 output_batch_size, const absl::InlinedVector<int64, 4>& reshape,
                         const absl::InlinedVector<int64, 4>& bcast,
                         std::vector<int64>* out_indices);

namespace internal {
// A product of sizes where -1 (unknown) stays unknown unless the other is 0.
inline int64 MultiplyDims(int64 a, int64 b) {
  return a != 0 && b != 0 && (a < 0 || b < 0) ? -1 : a * b;
}
}  // namespace internal

template <int N>
class BCastList {
 public:
  // A shape, outermost dimension first.
  typedef absl::InlinedVector<int64, 4> Vec;

  // Broadcasts the shapes `x`. With return_flattened_batch_indices, also computes
  // batch_indices(i) when broadcasting is required.
  explicit BCastList(const Vec (&x)[N], bool fewer_dims_optimization = true,
                     bool return_flattened_batch_indices = false);

  BCastList(const BCastList&) = delete;
  void operator=(const BCastList&) = delete;

  // Whether the shapes broadcast together; the rest is meaningful only if they do.
  bool IsValid() const { return valid_; }
  // False when all shapes are equal.
  bool IsBroadcastingRequired() const { return broadcasting_required_; }

  const Vec& reshape(int i) const { return reshape_[i]; }
  const Vec& bcast(int i) const { return bcast_[i]; }
  const Vec& result_shape() const { return result_; }
  const Vec& output_shape() const { return output_; }
  // The output dimensions input i was broadcast along (ascending): where its gradient is summed.
  const Vec& grad_reduce_idx(int i) const { return grad_reduce_idx_[i]; }
  // The number of output elements (-1 if unknown).
  int64 output_batch_size() const { return output_batch_size_; }
  // For each flattened output index, the flattened index of input i it reads; empty unless asked
  // for and broadcasting is required (and the output not empty).
  const std::vector<int64>& batch_indices(int i) const { return batch_indices_[i]; }

 protected:
  bool valid_ = true;
  bool broadcasting_required_ = true;
  Vec reshape_[N];
  Vec bcast_[N];
  Vec result_;
  Vec output_;
  Vec grad_reduce_idx_[N];
  int64 output_batch_size_ = 1;
  std::vector<int64> batch_indices_[N];
};

template <int N>
BCastList<N>::BCastList(const Vec (&x)[N], bool fewer_dims_optimization,
                        bool return_flattened_batch_indices) {
  using internal::MultiplyDims;
  size_t rank = 0;
  bool all_equal = true;
  for (int i = 0; i < N; ++i) {
    rank = std::max(rank, x[i].size());
    all_equal = all_equal && x[i] == x[0];
  }
  broadcasting_required_ = !all_equal;
  if (all_equal && fewer_dims_optimization) {
    // Nothing to broadcast: every input is one flat run of all its elements.
    int64 elements = 1;
    for (int64 size : x[0]) elements = MultiplyDims(elements, size);
    output_ = x[0];
    result_ = {elements};
    output_batch_size_ = elements;
    for (int i = 0; i < N; ++i) {
      reshape_[i] = {elements};
      bcast_[i] = {1};
    }
    return;
  }

  // From the innermost dimension outwards; the vectors are built reversed, then turned round.
  // A "group" is a run of dimensions in which the same inputs are broadcast (are 1): with the
  // optimization, each group becomes a single dimension of the reshapes.
  bool group_is_one[N] = {};
  bool have_group = false;
  for (size_t j = 0; j < rank; ++j) {
    const int64 axis = static_cast<int64>(rank - 1 - j);
    int64 sizes[N];
    bool is_one[N];
    int64 size = 1;
    bool all_one = true;
    for (int i = 0; i < N; ++i) {
      sizes[i] = j < x[i].size() ? x[i][x[i].size() - 1 - j] : 1;
      is_one[i] = sizes[i] == 1;
      if (is_one[i]) continue;
      if (!all_one && sizes[i] != size) {
        valid_ = false;
        return;
      }
      size = sizes[i];
      all_one = false;
    }
    output_.push_back(size);
    output_batch_size_ = MultiplyDims(output_batch_size_, size);
    if (all_one) {
      // Every input is 1 here: every gradient sums over it, and (optimized) no reshape needs it.
      for (int i = 0; i < N; ++i) grad_reduce_idx_[i].push_back(axis);
      if (!fewer_dims_optimization) {
        result_.push_back(1);
        for (int i = 0; i < N; ++i) {
          reshape_[i].push_back(1);
          bcast_[i].push_back(1);
        }
      }
      continue;  // an all-ones dimension neither ends nor starts a group
    }
    const bool extends_group = fewer_dims_optimization && have_group &&
                               std::equal(is_one, is_one + N, group_is_one);
    if (extends_group) {
      result_.back() = MultiplyDims(result_.back(), size);
    } else {
      result_.push_back(size);
    }
    for (int i = 0; i < N; ++i) {
      const int64 broadcast = is_one[i] ? size : 1;
      if (extends_group) {
        reshape_[i].back() = MultiplyDims(reshape_[i].back(), sizes[i]);
        bcast_[i].back() = MultiplyDims(bcast_[i].back(), broadcast);
      } else {
        reshape_[i].push_back(sizes[i]);
        bcast_[i].push_back(broadcast);
      }
      if (is_one[i]) grad_reduce_idx_[i].push_back(axis);
      group_is_one[i] = is_one[i];
    }
    have_group = true;
  }
  if (result_.empty()) {  // scalars, or only dimensions of 1
    result_.push_back(1);
    for (int i = 0; i < N; ++i) {
      reshape_[i].push_back(1);
      bcast_[i].push_back(1);
    }
  }
  std::reverse(result_.begin(), result_.end());
  std::reverse(output_.begin(), output_.end());
  for (int i = 0; i < N; ++i) {
    std::reverse(reshape_[i].begin(), reshape_[i].end());
    std::reverse(bcast_[i].begin(), bcast_[i].end());
    std::reverse(grad_reduce_idx_[i].begin(), grad_reduce_idx_[i].end());
  }
  if (return_flattened_batch_indices && broadcasting_required_ && output_batch_size_ > 0) {
    for (int i = 0; i < N; ++i) {
      ComputeBatchIndices(output_batch_size_, reshape_[i], bcast_[i], &batch_indices_[i]);
    }
  }
}

// Two shapes: x and y.
class BCast : public BCastList<2> {
 public:
  typedef absl::InlinedVector<int64, 4> Vec;

  BCast(const Vec& x, const Vec& y, bool fewer_dims_optimization = true,
        bool return_flattened_batch_indices = false)
      : BCastList<2>({x, y}, fewer_dims_optimization, return_flattened_batch_indices) {}

  // Any other containers of sizes (this project's TensorShape::dim_sizes() is a std::vector).
  template <typename X, typename Y,
            typename = std::enable_if_t<!std::is_same_v<X, Vec> || !std::is_same_v<Y, Vec>>>
  BCast(const X& x, const Y& y, bool fewer_dims_optimization = true,
        bool return_flattened_batch_indices = false)
      : BCast(Vec(std::begin(x), std::end(x)), Vec(std::begin(y), std::end(y)),
              fewer_dims_optimization, return_flattened_batch_indices) {}

  const Vec& x_reshape() const { return reshape_[0]; }
  const Vec& x_bcast() const { return bcast_[0]; }
  const Vec& y_reshape() const { return reshape_[1]; }
  const Vec& y_bcast() const { return bcast_[1]; }
  const Vec& grad_x_reduce_idx() const { return grad_reduce_idx_[0]; }
  const Vec& grad_y_reduce_idx() const { return grad_reduce_idx_[1]; }
  const std::vector<int64>& x_batch_indices() const { return batch_indices_[0]; }
  const std::vector<int64>& y_batch_indices() const { return batch_indices_[1]; }

  // A vector as an Eigen index array of NDIMS entries (CHECK-fails on another size).
  template <typename IndexType, int NDIMS>
  static Eigen::array<IndexType, NDIMS> ToIndexArrayType(const Vec& vec) {
    CHECK_EQ(vec.size(), static_cast<size_t>(NDIMS));
    Eigen::array<IndexType, NDIMS> result;
    for (int i = 0; i < NDIMS; ++i) result[i] = static_cast<IndexType>(vec[i]);
    return result;
  }
  template <int NDIMS>
  static Eigen::array<Eigen::DenseIndex, NDIMS> ToIndexArray(const Vec& vec) {
    return ToIndexArrayType<Eigen::DenseIndex, NDIMS>(vec);
  }

  static Vec FromShape(const TensorShape& shape);
  // CHECK-fails on sizes a TensorShape cannot hold (unknown ones).
  static TensorShape ToShape(const Vec& vec);
};

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_UTIL_BCAST_H_
