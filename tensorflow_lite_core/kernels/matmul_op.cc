// MatMul's CPU kernel for every type: a = [m, k] (or [k, m] with transpose_a) times b = [k, n]
// (or [n, k] with transpose_b). Float, double and complex products go to OpenBLAS (blas_gemm.h);
// half and bfloat16 are widened to float for it and the result rounded once; integers, and every
// type when OpenBLAS cannot be loaded, take PortableGemm (portable_gemm.h). Transposes are read
// in place. Integer products and sums wrap on overflow.
#include <algorithm>
#include <type_traits>

#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/kernels/blas_gemm.h"
#include "tensorflow_lite_core/kernels/portable_gemm.h"
#include "tensorflow_lite_core/kernels/wrapping_arithmetic.h"

namespace tensorflow {
namespace {

// c = op(a) * op(b) for a type OpenBLAS has, or PortableGemm where it cannot be loaded.
template <typename T>
void Gemm(OpKernelContext* context, bool transpose_a, bool transpose_b, int64 m, int64 n, int64 k,
          const T* a, const T* b, T* c) {
  if (!BlasGemm<T>(context, transpose_a, transpose_b, m, n, k, a, b, c)) {
    PortableGemm<T>(context, transpose_a, transpose_b, m, n, k, a, b, c);
  }
}

// `count` values of `from` converted to To.
template <typename To, typename From>
void Convert(const From* from, int64 count, To* to) {
  for (int64 i = 0; i < count; ++i) to[i] = static_cast<To>(from[i]);
}

template <typename T>
class MatMulOp : public OpKernel {
 public:
  explicit MatMulOp(OpKernelConstruction* context) : OpKernel(context) {
    OP_REQUIRES_OK(context, context->GetAttr("transpose_a", &transpose_a_));
    OP_REQUIRES_OK(context, context->GetAttr("transpose_b", &transpose_b_));
  }

  void Compute(OpKernelContext* context) override {
    const Tensor& a = context->input(0);
    const Tensor& b = context->input(1);
    OP_REQUIRES(context, TensorShapeUtils::IsMatrix(a.shape()),
                errors::InvalidArgument("In[0] is not a matrix. Instead it has shape ",
                                        a.shape().DebugString()));
    OP_REQUIRES(context, TensorShapeUtils::IsMatrix(b.shape()),
                errors::InvalidArgument("In[1] is not a matrix. Instead it has shape ",
                                        b.shape().DebugString()));
    // The contracted dimension of each operand.
    const int a_inner = transpose_a_ ? 0 : 1;
    const int b_inner = transpose_b_ ? 1 : 0;
    OP_REQUIRES(context, a.dim_size(a_inner) == b.dim_size(b_inner),
                errors::InvalidArgument("Matrix size-incompatible: In[0]: ",
                                        a.shape().DebugString(), ", In[1]: ",
                                        b.shape().DebugString()));
    const int64 m = a.dim_size(1 - a_inner);
    const int64 n = b.dim_size(1 - b_inner);
    const int64 k = a.dim_size(a_inner);
    // [m, 0] x [0, n] is valid for any m and n, but m * n may not fit.
    TensorShape output_shape;
    OP_REQUIRES_OK(context, TensorShape::BuildTensorShape({m, n}, &output_shape));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, output_shape, &output));
    if (output->NumElements() == 0) return;
    if (k == 0) {  // an empty sum
      std::fill(output->base<T>(), output->base<T>() + output->NumElements(), T(0));
      return;
    }
    if constexpr (HasBlasGemm<T>::value) {
      Gemm<T>(context, transpose_a_, transpose_b_, m, n, k, a.base<const T>(), b.base<const T>(),
              output->base<T>());
    } else if constexpr (std::is_same_v<T, Eigen::half> || std::is_same_v<T, bfloat16>) {
      // Products and sums in float, rounded to T once at the end.
      Tensor a_float, b_float, c_float;
      OP_REQUIRES_OK(context, context->allocate_temp(DT_FLOAT, a.shape(), &a_float));
      OP_REQUIRES_OK(context, context->allocate_temp(DT_FLOAT, b.shape(), &b_float));
      OP_REQUIRES_OK(context, context->allocate_temp(DT_FLOAT, output_shape, &c_float));
      Convert(a.base<const T>(), a.NumElements(), a_float.base<float>());
      Convert(b.base<const T>(), b.NumElements(), b_float.base<float>());
      Gemm<float>(context, transpose_a_, transpose_b_, m, n, k, a_float.base<const float>(),
                  b_float.base<const float>(), c_float.base<float>());
      Convert(c_float.base<const float>(), c_float.NumElements(), output->base<T>());
    } else {
      // Integers are multiplied and summed as their unsigned counterparts (same bits, but
      // wrapping on overflow is defined there); signed and unsigned views of one object may alias.
      using Unsigned = WrappingUnsigned<T>;
      static_assert(sizeof(Unsigned) == sizeof(T), "integer MatMul types are at least int wide");
      PortableGemm<Unsigned>(context, transpose_a_, transpose_b_, m, n, k,
                             reinterpret_cast<const Unsigned*>(a.base<const T>()),
                             reinterpret_cast<const Unsigned*>(b.base<const T>()),
                             reinterpret_cast<Unsigned*>(output->base<T>()));
    }
  }

 private:
  bool transpose_a_ = false;
  bool transpose_b_ = false;
};

}  // namespace

#define REGISTER(T) \
  REGISTER_KERNEL_BUILDER(Name("MatMul").Device(DEVICE_CPU).TypeConstraint<T>("T"), MatMulOp<T>);
TF_CALL_float(REGISTER)
TF_CALL_double(REGISTER)
TF_CALL_half(REGISTER)
TF_CALL_bfloat16(REGISTER)
TF_CALL_int32(REGISTER)
TF_CALL_int64(REGISTER)
TF_CALL_COMPLEX_TYPES(REGISTER)
#undef REGISTER

}  // namespace tensorflow
