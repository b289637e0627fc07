// Transpose(x, perm): output dimension i is dimension perm[i] of x. Permutations that only move
// size-1 dimensions share x's buffer; the others copy through DoTranspose.
#include <algorithm>
#include <string>
#include <vector>

#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/index_values.h"
#include "tensorflow_lite_core/kernels/transpose_functor.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {
namespace {

class TransposeOp : public OpKernel {
 public:
  explicit TransposeOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    const Tensor& input = context->input(0);
    const Tensor& perm_tensor = context->input(1);
    OP_REQUIRES(context, TensorShapeUtils::IsVector(perm_tensor.shape()),
                errors::InvalidArgument("perm must be a vector, not ",
                                        perm_tensor.shape().DebugString()));
    OP_REQUIRES_OK(context, CheckIndexType(perm_tensor, "perm"));
    const int rank = input.dims();
    OP_REQUIRES(context, perm_tensor.NumElements() == rank,
                errors::InvalidArgument("transpose expects a vector of size ", rank,
                                        ". But input(1) is a vector of size ",
                                        perm_tensor.NumElements()));
    std::vector<int> perm(rank);
    std::vector<bool> seen(rank, false);
    TensorShape shape;
    for (int i = 0; i < rank; ++i) {
      const int64 d = IndexValue(perm_tensor, i);
      OP_REQUIRES(context, d >= 0 && d < rank,
                  errors::InvalidArgument(d, " is out of range [0 .. ", rank, ")"));
      seen[d] = true;
      perm[i] = static_cast<int>(d);
      // A zero-size dimension moving later can leave a prefix whose product overflows.
      OP_REQUIRES_OK(context, shape.AddDimWithStatus(input.dim_size(perm[i])));
    }
    // A repeated entry leaves another dimension out.
    for (int d = 0; d < rank; ++d) {
      OP_REQUIRES(context, seen[d],
                  errors::InvalidArgument(d, " is missing from ", PermString(perm_tensor), "."));
    }
    // Only size-1 dimensions move: the same elements in the same order.
    std::vector<int> moving;
    for (int i = 0; i < rank; ++i) {
      if (input.dim_size(perm[i]) != 1) moving.push_back(perm[i]);
    }
    if (std::is_sorted(moving.begin(), moving.end())) {
      Tensor output;
      OP_REQUIRES(context, output.CopyFrom(input, shape),
                  errors::Internal("Transpose changed the element count"));
      context->set_output(0, output);
      return;
    }
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, shape, &output));
    OP_REQUIRES_OK(context, DoTranspose(context, input, perm, output));
  }

 private:
  // "{1,1,0}".
  static std::string PermString(const Tensor& perm) {
    std::string text = "{";
    for (int64 i = 0; i < perm.NumElements(); ++i) {
      strings::StrAppend(&text, i == 0 ? "" : ",", IndexValue(perm, i));
    }
    return text + "}";
  }
};

#define REGISTER_TRANSPOSE(T) \
  REGISTER_KERNEL_BUILDER(Name("Transpose").Device(DEVICE_CPU).TypeConstraint<T>("T"), TransposeOp);
TFLC_CALL_EVERY_VALUE_TYPE(REGISTER_TRANSPOSE)
#undef REGISTER_TRANSPOSE

}  // namespace
}  // namespace tensorflow
