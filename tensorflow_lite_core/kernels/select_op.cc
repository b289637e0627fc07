// Select and SelectV2: output[i] = condition[i] ? t[i] : e[i].
//
// Select takes a scalar condition (picks all of t or all of e), a vector over t's first dimension
// (picks rows), or t's shape; SelectV2 broadcasts all three inputs as NumPy does. Choosing copies
// elements without looking at them, so the kernels work on unsigned integers of the element's
// width: one instantiation serves every type of that width (strings have their own).
#include <algorithm>
#include <cstring>
#include <type_traits>
#include <vector>

#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/kernels/cwise_loop_ops.h"
#include "tensorflow_lite_core/kernels/parallel_for.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace {

struct Bytes16 {
  uint64 low;
  uint64 high;
};

// The type the kernels copy for elements of T.
template <typename T, size_t kSize = sizeof(T)>
struct CopiedAs {
  using type = T;  // strings
};
template <typename T>
struct CopiedAs<T, 1> {
  using type = uint8;
};
template <typename T>
struct CopiedAs<T, 2> {
  using type = uint16;
};
template <typename T>
struct CopiedAs<T, 4> {
  using type = uint32;
};
template <typename T>
struct CopiedAs<T, 8> {
  using type = uint64;
};
template <typename T>
struct CopiedAs<T, 16> {
  using type = Bytes16;
};

TFLC_VECTORIZED_LOOPS_BEGIN

// Both branches are read whatever the condition, so the loop vectorises as a blend.
template <typename E>
void SelectElements(const bool* condition, const E* t, const E* e, E* out, int64 begin,
                    int64 end) {
  if constexpr (std::is_trivially_copyable_v<E>) {
    for (int64 i = begin; i < end; ++i) {
      const E chosen_if_true = t[i];
      const E chosen_if_false = e[i];
      out[i] = condition[i] ? chosen_if_true : chosen_if_false;
    }
  } else {
    for (int64 i = begin; i < end; ++i) out[i] = condition[i] ? t[i] : e[i];
  }
}

TFLC_VECTORIZED_LOOPS_END

template <typename E>
void CopyElements(const E* from, E* to, int64 n) {
  if constexpr (std::is_trivially_copyable_v<E>) {
    if (n > 0) std::memcpy(to, from, n * sizeof(E));
  } else {
    for (int64 i = 0; i < n; ++i) to[i] = from[i];
  }
}

template <typename E>
class SelectOp : public OpKernel {
 public:
  explicit SelectOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& condition = context->input(0);
    const Tensor& t = context->input(1);
    const Tensor& e = context->input(2);
    if (condition.dims() == 0) {
      OP_REQUIRES(context, t.shape() == e.shape(), SameSizeError(t, e));
      context->set_output(0, condition.base<const bool>()[0] ? t : e);
      return;
    }
    if (condition.dims() == 1 && t.dims() != 1) {
      SelectRows(context, condition, t, e);
      return;
    }
    for (int i = 1; i < 3; ++i) {
      const TensorShape& shape = context->input(i).shape();
      OP_REQUIRES(context, shape == condition.shape(),
                  errors::InvalidArgument("Inputs to operation ", name(), " of type ",
                                          type_string(),
                                          " must have the same size and shape.  Input 0: ",
                                          condition.shape().DebugString(), " != input ", i, ": ",
                                          shape.DebugString()));
    }
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, t.shape(), &output));
    const bool* c = condition.base<const bool>();
    const E* t_data = t.base<const E>();
    const E* e_data = e.base<const E>();
    E* out = output->base<E>();
    ParallelForOnDevice(context, t.NumElements(), 2, [&](int64 begin, int64 end) {
      SelectElements(c, t_data, e_data, out, begin, end);
    });
  }

 private:
  static absl::Status SameSizeError(const Tensor& t, const Tensor& e) {
    return errors::InvalidArgument("'then' and 'else' must have the same size.  but received: ",
                                   t.shape().DebugString(), " vs. ", e.shape().DebugString());
  }

  // A vector condition picks rows of t and e (their first dimension).
  static void SelectRows(OpKernelContext* context, const Tensor& condition, const Tensor& t,
                         const Tensor& e) {
    OP_REQUIRES(context, t.dims() >= 1,
                errors::InvalidArgument("'then' must be at least a vector, but saw shape: ",
                                        t.shape().DebugString()));
    OP_REQUIRES(context, t.dim_size(0) == condition.NumElements(),
                errors::InvalidArgument(
                    "Number of batches of 'then' must match size of 'cond', but saw: ",
                    t.dim_size(0), " vs. ", condition.NumElements()));
    OP_REQUIRES(context, t.shape() == e.shape(), SameSizeError(t, e));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, t.shape(), &output));
    const int64 rows = t.dim_size(0);
    if (rows == 0) return;
    const int64 row_size = t.NumElements() / rows;
    const bool* c = condition.base<const bool>();
    const E* t_data = t.base<const E>();
    const E* e_data = e.base<const E>();
    E* out = output->base<E>();
    ParallelForOnDevice(context, rows, row_size + 10, [&](int64 begin, int64 end) {
      for (int64 row = begin; row < end; ++row) {
        const E* from = c[row] ? t_data : e_data;
        CopyElements(from + row * row_size, out + row * row_size, row_size);
      }
    });
  }
};

// The NumPy broadcast of three shapes: the output's dimensions, and each operand's element stride
// in each of them (0 where the operand is broadcast).
class ThreeWayBroadcast {
 public:
  static constexpr int kOperands = 3;

  // False when the shapes do not broadcast.
  bool Init(const TensorShape* shapes[kOperands]) {
    int rank = 0;
    for (int k = 0; k < kOperands; ++k) rank = std::max(rank, shapes[k]->dims());
    dims_.assign(rank, 1);
    for (int d = 0; d < rank; ++d) {
      for (int k = 0; k < kOperands; ++k) {
        const int operand_d = d - (rank - shapes[k]->dims());
        const int64 size = operand_d < 0 ? 1 : shapes[k]->dim_size(operand_d);
        if (size == dims_[d] || size == 1) continue;
        if (dims_[d] != 1) return false;
        dims_[d] = size;
      }
    }
    for (int k = 0; k < kOperands; ++k) {
      strides_[k].assign(rank, 0);
      int64 stride = 1;
      for (int d = rank - 1; d >= 0; --d) {
        const int operand_d = d - (rank - shapes[k]->dims());
        const int64 size = operand_d < 0 ? 1 : shapes[k]->dim_size(operand_d);
        if (size != 1) strides_[k][d] = stride;
        stride *= size;
      }
    }
    return TensorShape::BuildTensorShape(dims_, &output_shape_).ok();
  }

  const TensorShape& output_shape() const { return output_shape_; }

  // The output is walked in rows, runs of its innermost dimension; within a row operand k
  // advances by inner_stride(k) (0 or 1) elements. Only for a non-empty output.
  int64 row_size() const { return dims_.empty() ? 1 : dims_.back(); }
  int64 num_rows() const { return output_shape_.num_elements() / row_size(); }
  int64 inner_stride(int k) const { return strides_[k].empty() ? 0 : strides_[k].back(); }

  // The operands' element offsets at the start of output row `row`.
  void RowOffsets(int64 row, int64 offsets[kOperands]) const {
    for (int k = 0; k < kOperands; ++k) offsets[k] = 0;
    for (int d = static_cast<int>(dims_.size()) - 2; d >= 0; --d) {
      const int64 index = row % dims_[d];
      row /= dims_[d];
      for (int k = 0; k < kOperands; ++k) offsets[k] += index * strides_[k][d];
    }
  }

 private:
  std::vector<int64> dims_;
  std::vector<int64> strides_[kOperands];
  TensorShape output_shape_;
};

template <typename E>
class SelectV2Op : public OpKernel {
 public:
  explicit SelectV2Op(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& condition = context->input(0);
    const Tensor& t = context->input(1);
    const Tensor& e = context->input(2);
    const bool* c = condition.base<const bool>();
    const E* t_data = t.base<const E>();
    const E* e_data = e.base<const E>();
    if (condition.shape() == t.shape() && t.shape() == e.shape()) {
      Tensor* output = nullptr;
      OP_REQUIRES_OK(context, context->allocate_output(0, t.shape(), &output));
      E* out = output->base<E>();
      ParallelForOnDevice(context, t.NumElements(), 2, [&](int64 begin, int64 end) {
        SelectElements(c, t_data, e_data, out, begin, end);
      });
      return;
    }
    if (condition.dims() == 0 && t.shape() == e.shape()) {
      context->set_output(0, c[0] ? t : e);
      return;
    }
    const TensorShape* shapes[] = {&condition.shape(), &t.shape(), &e.shape()};
    ThreeWayBroadcast broadcast;
    OP_REQUIRES(context, broadcast.Init(shapes),
                errors::InvalidArgument("condition ", condition.shape().DebugString(), ", then ",
                                        t.shape().DebugString(), ", and else ",
                                        e.shape().DebugString(), " must be broadcastable"));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, broadcast.output_shape(), &output));
    if (output->NumElements() == 0) return;
    E* out = output->base<E>();
    const int64 row_size = broadcast.row_size();
    const int64 c_step = broadcast.inner_stride(0);
    const int64 t_step = broadcast.inner_stride(1);
    const int64 e_step = broadcast.inner_stride(2);
    ParallelForOnDevice(context, broadcast.num_rows(), 2 * row_size + 20,
                        [&](int64 begin, int64 end) {
                          int64 offsets[ThreeWayBroadcast::kOperands];
                          for (int64 row = begin; row < end; ++row) {
                            broadcast.RowOffsets(row, offsets);
                            const bool* row_c = c + offsets[0];
                            const E* row_t = t_data + offsets[1];
                            const E* row_e = e_data + offsets[2];
                            E* row_out = out + row * row_size;
                            for (int64 i = 0; i < row_size; ++i) {
                              row_out[i] = row_c[i * c_step] ? row_t[i * t_step]
                                                             : row_e[i * e_step];
                            }
                          }
                        });
  }
};

#define REGISTER_CPU(T)                                                                 \
  REGISTER_KERNEL_BUILDER(Name("Select").Device(DEVICE_CPU).TypeConstraint<T>("T"),     \
                          SelectOp<typename CopiedAs<T>::type>);                        \
  REGISTER_KERNEL_BUILDER(Name("SelectV2").Device(DEVICE_CPU).TypeConstraint<T>("T"),   \
                          SelectV2Op<typename CopiedAs<T>::type>);
TF_CALL_POD_STRING_TYPES(REGISTER_CPU)
#undef REGISTER_CPU

}  // namespace
}  // namespace tensorflow
