// Diag(diagonal): a tensor of shape diagonal.shape + diagonal.shape, zero but where the two
// halves of the index agree, which hold the diagonal's elements (tf.linalg.tensor_diag).
// MatrixDiag(diagonal) and MatrixDiagV3(diagonal, k, num_rows, num_cols, padding_value), attr
// align: batches of matrices whose diagonals k[0]..k[1] (0 the main one, positive above it) are
// the rows of `diagonal`, the rest padding (tf.linalg.diag). Elements move as bytes, so one
// kernel class per op serves every dtype.
#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/kernels/gather_scatter_util.h"
#include "tensorflow_lite_core/kernels/parallel_for.h"

namespace tensorflow {
namespace {

class DiagOp : public OpKernel {
 public:
  explicit DiagOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& diagonal = context->input(0);
    OP_REQUIRES(context, diagonal.dims() >= 1,
                errors::InvalidArgument("Input must be at least rank 1, got ", diagonal.dims()));
    TensorShape shape = diagonal.shape();
    for (int d = 0; d < diagonal.dims(); ++d) {
      OP_REQUIRES_OK(context, shape.AddDimWithStatus(diagonal.dim_size(d)));
    }
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, shape, &output));
    if (output->NumElements() == 0) return;
    // Zero bits are zero in every type Diag takes.
    std::memset(output->data(), 0, output->TotalBytes());
    SliceMover mover;
    OP_REQUIRES_OK(context, SliceMover::Make(diagonal.dtype(), 1, &mover));
    const int64 n = diagonal.NumElements();
    for (int64 i = 0; i < n; ++i) mover.Copy(diagonal.data(), i, output->data(), i * (n + 1));
  }
};

#define REGISTER_DIAG(T) \
  REGISTER_KERNEL_BUILDER(Name("Diag").Device(DEVICE_CPU).TypeConstraint<T>("T"), DiagOp);
TF_CALL_half(REGISTER_DIAG)
TF_CALL_float(REGISTER_DIAG)
TF_CALL_double(REGISTER_DIAG)
TF_CALL_int32(REGISTER_DIAG)
TF_CALL_int64(REGISTER_DIAG)
TF_CALL_COMPLEX_TYPES(REGISTER_DIAG)
#undef REGISTER_DIAG

// The scalar int32 value of `tensor`, named `what` in the error for a non-scalar.
absl::Status ScalarInt32(const Tensor& tensor, const char* what, int64* value) {
  if (!TensorShapeUtils::IsScalar(tensor.shape())) {
    return errors::InvalidArgument(what, " must be a scalar");
  }
  *value = tensor.base<const int32>()[0];
  return OkStatus();
}

// MatrixDiag (`version` 1: the main diagonal, zero padding, square matrices) and MatrixDiagV3.
class MatrixDiagOp : public OpKernel {
 public:
  explicit MatrixDiagOp(OpKernelConstruction* context) : OpKernel(context) {
    if (context->num_inputs() == 1) return;
    version_ = 3;
    std::string align;
    OP_REQUIRES_OK(context, context->GetAttr("align", &align));
    // Which diagonals are padded on the left (aligned right): those above the main one and the
    // main one for "RIGHT_*", those below it for "*_RIGHT".
    superdiagonals_right_ = align == "RIGHT_LEFT" || align == "RIGHT_RIGHT";
    subdiagonals_right_ = align == "LEFT_RIGHT" || align == "RIGHT_RIGHT";
  }

  void Compute(OpKernelContext* context) override {
    const Tensor& diagonal = context->input(0);
    int64 lower = 0, upper = 0, num_rows = -1, num_cols = -1;
    if (version_ == 3) {
      const Tensor& k = context->input(1);
      OP_REQUIRES(context, k.dims() <= 1,
                  errors::InvalidArgument("diag_index must be a scalar or vector, received shape: ",
                                          k.shape().DebugString()));
      OP_REQUIRES(context, k.NumElements() == 1 || k.NumElements() == 2,
                  errors::InvalidArgument(
                      "diag_index must have only one or two elements, received ",
                      k.NumElements(), " elements."));
      lower = k.base<const int32>()[0];
      upper = k.base<const int32>()[k.NumElements() - 1];
      OP_REQUIRES_OK(context, ScalarInt32(context->input(2), "num_rows", &num_rows));
      OP_REQUIRES_OK(context, ScalarInt32(context->input(3), "num_cols", &num_cols));
      OP_REQUIRES(context, TensorShapeUtils::IsScalar(context->input(4).shape()),
                  errors::InvalidArgument("padding_value must be a scalar"));
    }
    OP_REQUIRES(context, diagonal.dims() >= 1,
                errors::InvalidArgument("diagonal must be at least 1-dim, received shape: ",
                                        diagonal.shape().DebugString()));
    OP_REQUIRES(context, lower <= upper,
                errors::InvalidArgument(
                    "lower_diag_index must not be larger than upper_diag_index: ", lower, " > ",
                    upper));
    const int64 num_diags = upper - lower + 1;
    const int rank = diagonal.dims();
    OP_REQUIRES(context,
                num_diags == 1 || (rank >= 2 && diagonal.dim_size(rank - 2) == num_diags),
                errors::InvalidArgument(
                    "The number of diagonals provided in the input does not match the "
                    "lower_diag_index and upper_diag_index range."));
    const int64 longest = diagonal.dim_size(rank - 1);
    const int64 min_rows = longest - std::min<int64>(upper, 0);
    const int64 min_cols = longest + std::max<int64>(lower, 0);
    if (num_rows == -1 && num_cols == -1) {
      num_rows = num_cols = std::max(min_rows, min_cols);
    } else if (num_rows == -1) {
      num_rows = min_rows;
    } else if (num_cols == -1) {
      num_cols = min_cols;
    }
    OP_REQUIRES(context, num_rows >= min_rows,
                errors::InvalidArgument("The number of rows is too small."));
    OP_REQUIRES(context, num_cols >= min_cols,
                errors::InvalidArgument("The number of columns is too small."));
    OP_REQUIRES(context, num_rows == min_rows || num_cols == min_cols,
                errors::InvalidArgument(
                    "The number of rows or columns is not consistent with the specified "
                    "d_lower, d_upper, and diagonal."));

    TensorShape shape;
    const int batch_rank = rank - (num_diags == 1 ? 1 : 2);
    int64 batch = 1;
    for (int d = 0; d < batch_rank; ++d) {
      OP_REQUIRES_OK(context, shape.AddDimWithStatus(diagonal.dim_size(d)));
      batch *= diagonal.dim_size(d);
    }
    OP_REQUIRES_OK(context, shape.AddDimWithStatus(num_rows));
    OP_REQUIRES_OK(context, shape.AddDimWithStatus(num_cols));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, shape, &output));
    if (output->NumElements() == 0) return;

    SliceMover mover;
    OP_REQUIRES_OK(context, SliceMover::Make(diagonal.dtype(), 1, &mover));
    Tensor zero;
    const void* padding = nullptr;
    if (version_ == 3) {
      padding = context->input(4).data();
    } else {
      OP_REQUIRES_OK(context, context->allocate_temp(diagonal.dtype(), TensorShape({}), &zero));
      std::memset(zero.data(), 0, zero.TotalBytes());
      padding = zero.data();
    }
    const void* in = diagonal.data();
    void* out = output->data();
    const int64 diagonal_block = num_diags * longest;
    ParallelForOnDevice(context, batch * num_rows, num_cols * 2 + 10, [&](int64 begin, int64 end) {
      for (int64 unit = begin; unit < end; ++unit) {
        const int64 b = unit / num_rows;
        const int64 i = unit % num_rows;
        for (int64 j = 0; j < num_cols; ++j) {
          const int64 d = j - i;
          const int64 out_index = unit * num_cols + j;
          if (d < lower || d > upper) {
            mover.Copy(padding, 0, out, out_index);
            continue;
          }
          const int64 length = std::min(num_rows + std::min<int64>(0, d),
                                        num_cols - std::max<int64>(0, d));
          const bool right = d >= 0 ? superdiagonals_right_ : subdiagonals_right_;
          const int64 offset = right ? longest - length : 0;
          const int64 position = (d >= 0 ? i : j) + offset;
          mover.Copy(in, b * diagonal_block + (upper - d) * longest + position, out, out_index);
        }
      }
    });
  }

 private:
  int version_ = 1;
  bool superdiagonals_right_ = true;
  bool subdiagonals_right_ = false;
};

#define REGISTER_MATRIX_DIAG(T)                                                          \
  REGISTER_KERNEL_BUILDER(Name("MatrixDiag").Device(DEVICE_CPU).TypeConstraint<T>("T"),   \
                          MatrixDiagOp);                                                  \
  REGISTER_KERNEL_BUILDER(Name("MatrixDiagV3").Device(DEVICE_CPU).TypeConstraint<T>("T"), \
                          MatrixDiagOp);
TF_CALL_POD_TYPES(REGISTER_MATRIX_DIAG)
#undef REGISTER_MATRIX_DIAG

}  // namespace
}  // namespace tensorflow
