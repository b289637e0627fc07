// TensorFlow's framework/numeric_op.h: bases for kernels whose inputs and outputs all have one
// type T. UnaryOp and BinaryOp check the node's signature (T -> T, T x T -> T) at construction;
// UnaryElementWiseOp and BinaryElementWiseOp also compute: they allocate the output (reusing an
// input's buffer when they may) and call the kernel's Operate:
//
//   class Negate : public UnaryElementWiseOp<float, Negate> {
//    public:
//     using UnaryElementWiseOp::UnaryElementWiseOp;
//     void Operate(OpKernelContext* context, const Tensor& input, Tensor* output);
//   };
//   class Sub : public BinaryElementWiseOp<float, Sub> {
//    public:
//     using BinaryElementWiseOp::BinaryElementWiseOp;
//     template <int NDIMS>
//     void Operate(OpKernelContext* context, const Tensor& a, const Tensor& b, Tensor* output);
//   };
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_NUMERIC_OP_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_NUMERIC_OP_H_

#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {

// One input and one output, both T.
template <class T>
class UnaryOp : public OpKernel {
 public:
  explicit UnaryOp(OpKernelConstruction* context) : OpKernel(context) {
    const DataType dt = DataTypeToEnum<T>::v();
    OP_REQUIRES_OK(context, context->MatchSignature({dt}, {dt}));
  }
};

// Two inputs and one output, all T.
template <class T>
class BinaryOp : public OpKernel {
 public:
  explicit BinaryOp(OpKernelConstruction* context) : OpKernel(context) {
    const DataType dt = DataTypeToEnum<T>::v();
    OP_REQUIRES_OK(context, context->MatchSignature({dt, dt}, {dt}));
  }
};

// The output has the input's shape; CHILD::Operate(context, input, output) fills it.
template <class T, class CHILD>
class UnaryElementWiseOp : public UnaryOp<T> {
 public:
  using UnaryOp<T>::UnaryOp;

  void Compute(OpKernelContext* context) override {
    const Tensor& input = context->input(0);
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context,
                   context->forward_input_or_allocate_output({0}, 0, input.shape(), &output));
    static_cast<CHILD*>(this)->Operate(context, input, output);
  }
};

// Both inputs must have one shape (no broadcasting), which the output gets;
// CHILD::Operate<NDIMS>(context, a, b, output) fills it, NDIMS being the rank (up to 8).
template <class T, class CHILD>
class BinaryElementWiseOp : public BinaryOp<T> {
 public:
  using BinaryOp<T>::BinaryOp;

  void Compute(OpKernelContext* context) override {
    const Tensor& a = context->input(0);
    const Tensor& b = context->input(1);
    if (!context->ValidateInputsAreSameShape(this)) return;
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context,
                   context->forward_input_or_allocate_output({0, 1}, 0, a.shape(), &output));
    switch (a.dims()) {
      case 0: return Dispatch<0>(context, a, b, output);
      case 1: return Dispatch<1>(context, a, b, output);
      case 2: return Dispatch<2>(context, a, b, output);
      case 3: return Dispatch<3>(context, a, b, output);
      case 4: return Dispatch<4>(context, a, b, output);
      case 5: return Dispatch<5>(context, a, b, output);
      case 6: return Dispatch<6>(context, a, b, output);
      case 7: return Dispatch<7>(context, a, b, output);
      case 8: return Dispatch<8>(context, a, b, output);
      default:
        context->SetStatus(errors::InvalidArgument(
            "We only handle up to Tensor::dims() up to 8, not ", a.dims()));
    }
  }

 private:
  template <int NDIMS>
  void Dispatch(OpKernelContext* context, const Tensor& a, const Tensor& b, Tensor* output) {
    static_cast<CHILD*>(this)->template Operate<NDIMS>(context, a, b, output);
  }
};

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_NUMERIC_OP_H_
