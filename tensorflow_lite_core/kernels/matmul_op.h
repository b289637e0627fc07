// MatMulOp<T>: the MatMul kernel, a = [m, k] (or [k, m] with transpose_a) times b = [k, n] (or
// [n, k] with transpose_b). Float, double and complex products go to OpenBLAS (blas_gemm.h); the
// other types to Eigen's tensor contraction on the device's thread pool. Transposes are not
// materialised: they only choose which dimensions contract. Integer products and sums wrap on
// overflow.
//
// Include this first in a .cc that defines EIGEN_USE_THREADS before any include, then register
// the element types that file instantiates (the types are spread over a few files to keep each
// compile short).
#ifndef TENSORFLOW_LITE_CORE_KERNELS_MATMUL_OP_H_
#define TENSORFLOW_LITE_CORE_KERNELS_MATMUL_OP_H_

#ifndef EIGEN_USE_THREADS
#error "Define EIGEN_USE_THREADS before any include in files that include matmul_op.h"
#endif

#include <algorithm>

#include "unsupported/Eigen/CXX11/Tensor"
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/tensor_types.h"
#include "tensorflow_lite_core/kernels/blas_gemm.h"
#include "tensorflow_lite_core/kernels/wrapping_arithmetic.h"

namespace tensorflow {

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
    // [m, 0] x [0, n] is valid for any m and n, but m * n may not fit.
    TensorShape output_shape;
    OP_REQUIRES_OK(context, TensorShape::BuildTensorShape({m, n}, &output_shape));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, output_shape, &output));
    if (output->NumElements() == 0) return;
    if (a.dim_size(a_inner) == 0) {  // an empty sum
      std::fill(output->base<T>(), output->base<T>() + output->NumElements(), T(0));
      return;
    }
    if constexpr (HasBlasGemm<T>::value) {
      if (BlasGemm<T>(context, transpose_a_, transpose_b_, m, n, a.dim_size(a_inner),
                      a.base<const T>(), b.base<const T>(), output->base<T>())) {
        return;
      }
    }
    // Integers are multiplied and summed as their unsigned counterparts (same bits, but wrapping
    // on overflow is defined there); signed and unsigned views of one object may alias.
    using Compute = WrappingUnsigned<T>;
    static_assert(sizeof(Compute) == sizeof(T), "integer MatMul types are at least int wide");
    using ConstMatrix = typename TTypes<Compute>::UnalignedConstMatrix;
    using Matrix = typename TTypes<Compute>::UnalignedMatrix;
    ConstMatrix a_matrix(reinterpret_cast<const Compute*>(a.base<const T>()), a.dim_size(0),
                         a.dim_size(1));
    ConstMatrix b_matrix(reinterpret_cast<const Compute*>(b.base<const T>()), b.dim_size(0),
                         b.dim_size(1));
    Matrix out_matrix(reinterpret_cast<Compute*>(output->base<T>()), m, n);
    Eigen::array<Eigen::IndexPair<Eigen::DenseIndex>, 1> contracted;
    contracted[0] = Eigen::IndexPair<Eigen::DenseIndex>(a_inner, b_inner);
    out_matrix.device(context->eigen_device<Eigen::ThreadPoolDevice>()) =
        a_matrix.contract(b_matrix, contracted);
  }

 private:
  bool transpose_a_ = false;
  bool transpose_b_ = false;
};

#define TFLC_REGISTER_MATMUL(T)                                                           \
  REGISTER_KERNEL_BUILDER(Name("MatMul").Device(DEVICE_CPU).TypeConstraint<T>("T"), \
                          MatMulOp<T>);

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_KERNELS_MATMUL_OP_H_
