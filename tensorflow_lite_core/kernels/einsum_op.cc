// Einsum(inputs), attr equation, for one or two operands: the equation (ops/einsum_equation.h)
// becomes transposes, sums and one batched matrix product.
//
// With two operands each label is a batch label (in both operands and the output), a contracted
// one (in both, not the output), free (in one operand and the output) or summed (in one operand
// only). Each operand is transposed to [batch, free, contracted] (the other [batch, contracted,
// free]) with its summed labels last and summed away; the batched product of the two is then
// transposed to the output's order. One operand is transposed and summed likewise. A broadcast
// (ellipsis) dimension of size 1 against a larger one is dropped from its operand first, so that
// every label has one size in every operand that has it.
//
// Half and bfloat16 are computed in float and rounded once; integers wrap on overflow.
// Products go through OpenBLAS where it has the type (blas_gemm.h), else PortableGemm.
#include <algorithm>
#include <string>
#include <type_traits>
#include <vector>

#include "Eigen/Core"
#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/kernels/blas_gemm.h"
#include "tensorflow_lite_core/kernels/portable_gemm.h"
#include "tensorflow_lite_core/kernels/transpose_functor.h"
#include "tensorflow_lite_core/kernels/wrapping_arithmetic.h"
#include "tensorflow_lite_core/ops/einsum_equation.h"

namespace tensorflow {
namespace {

// An operand during the computation: a tensor and the label of each of its dimensions.
struct Labelled {
  Tensor tensor;
  std::vector<int> labels;
};

bool Has(const std::vector<int>& labels, int label) {
  return std::find(labels.begin(), labels.end(), label) != labels.end();
}

// `operand` without its broadcast dimensions of size 1 whose label is larger elsewhere.
absl::Status DropStretchedDims(const Labelled& operand, const EinsumDims& dims,
                               int first_broadcast, Labelled* out) {
  TensorShape shape;
  out->labels.clear();
  for (int axis = 0; axis < operand.tensor.dims(); ++axis) {
    const int label = operand.labels[axis];
    const int64 size = operand.tensor.dim_size(axis);
    if (label >= first_broadcast && size == 1 && dims.label_sizes[label] != 1) continue;
    TF_RETURN_IF_ERROR(shape.AddDimWithStatus(size));
    out->labels.push_back(label);
  }
  if (!out->tensor.CopyFrom(operand.tensor, shape)) {
    return errors::Internal("Einsum: dropping size-1 dimensions changed the element count");
  }
  return OkStatus();
}

// x[k] = sum over r of x[k, r], for a [kept, reduced] buffer; integers wrap.
template <typename C>
void SumRows(const C* in, int64 kept, int64 reduced, C* out) {
  for (int64 k = 0; k < kept; ++k) {
    C sum = C(0);
    for (int64 r = 0; r < reduced; ++r) sum = WrappingAdd(sum, in[k * reduced + r]);
    out[k] = sum;
  }
}

// `operand` with dimensions in the order of `keep` (labels it has), its other labels summed.
template <typename C>
absl::Status Arrange(OpKernelContext* context, const Labelled& operand,
                     const std::vector<int>& keep, Labelled* out) {
  std::vector<int> perm;
  TensorShape kept_shape;
  int64 kept = 1;
  for (const int label : keep) {
    const int axis = static_cast<int>(
        std::find(operand.labels.begin(), operand.labels.end(), label) - operand.labels.begin());
    perm.push_back(axis);
    TF_RETURN_IF_ERROR(kept_shape.AddDimWithStatus(operand.tensor.dim_size(axis)));
    kept *= operand.tensor.dim_size(axis);
  }
  int64 reduced = 1;
  for (int axis = 0; axis < operand.tensor.dims(); ++axis) {
    if (Has(keep, operand.labels[axis])) continue;
    perm.push_back(axis);
    reduced *= operand.tensor.dim_size(axis);
  }
  out->labels = keep;
  bool identity = true;
  for (size_t i = 0; i < perm.size(); ++i) identity &= perm[i] == static_cast<int>(i);
  Tensor ordered = operand.tensor;
  if (!identity) {
    TensorShape permuted;
    for (const int axis : perm) permuted.AddDim(operand.tensor.dim_size(axis));
    TF_RETURN_IF_ERROR(context->allocate_temp(operand.tensor.dtype(), permuted, &ordered));
    TF_RETURN_IF_ERROR(DoTranspose(context, operand.tensor, perm, &ordered));
  }
  if (keep.size() == perm.size()) {
    if (!out->tensor.CopyFrom(ordered, kept_shape)) {
      return errors::Internal("Einsum: arranging an operand changed its element count");
    }
    return OkStatus();
  }
  TF_RETURN_IF_ERROR(context->allocate_temp(operand.tensor.dtype(), kept_shape, &out->tensor));
  SumRows<C>(ordered.base<const C>(), kept, reduced, out->tensor.base<C>());
  return OkStatus();
}

// c[b] = a[b] * b[b] for `batches` products of [m, k] by [k, n]; m, n and k positive.
template <typename C>
void BatchGemm(OpKernelContext* context, int64 batches, int64 m, int64 n, int64 k, const C* a,
               const C* b, C* c) {
  for (int64 i = 0; i < batches; ++i) {
    const C* left = a + i * m * k;
    const C* right = b + i * k * n;
    C* product = c + i * m * n;
    if constexpr (HasBlasGemm<C>::value) {
      if (BlasGemm<C>(context, false, false, m, n, k, left, right, product)) continue;
      PortableGemm<C>(context, false, false, m, n, k, left, right, product);
    } else {
      // Integers are multiplied and summed as their unsigned counterparts, which wrap.
      using Unsigned = WrappingUnsigned<C>;
      static_assert(sizeof(Unsigned) == sizeof(C), "Einsum's integer types are at least int wide");
      PortableGemm<Unsigned>(context, false, false, m, n, k,
                             reinterpret_cast<const Unsigned*>(left),
                             reinterpret_cast<const Unsigned*>(right),
                             reinterpret_cast<Unsigned*>(product));
    }
  }
}

// The product of two operands, labelled [batch, free in a, free in b].
template <typename C>
absl::Status Contract(OpKernelContext* context, const Labelled& a, const Labelled& b,
                      const std::vector<int>& output, const EinsumDims& dims, Labelled* out) {
  std::vector<int> batch, contracted, free_a, free_b;
  for (const int label : output) {
    if (Has(a.labels, label) && Has(b.labels, label)) {
      batch.push_back(label);
    } else if (Has(a.labels, label)) {
      free_a.push_back(label);
    } else {
      free_b.push_back(label);
    }
  }
  for (const int label : a.labels) {
    if (Has(b.labels, label) && !Has(output, label)) contracted.push_back(label);
  }
  auto size_of = [&dims](const std::vector<int>& labels) {
    int64 size = 1;
    for (const int label : labels) size *= dims.label_sizes[label];
    return size;
  };
  auto joined = [](std::vector<int> first, const std::vector<int>& second,
                   const std::vector<int>& third) {
    first.insert(first.end(), second.begin(), second.end());
    first.insert(first.end(), third.begin(), third.end());
    return first;
  };
  Labelled left, right;
  TF_RETURN_IF_ERROR(Arrange<C>(context, a, joined(batch, free_a, contracted), &left));
  TF_RETURN_IF_ERROR(Arrange<C>(context, b, joined(batch, contracted, free_b), &right));
  const int64 batches = size_of(batch);
  const int64 m = size_of(free_a);
  const int64 n = size_of(free_b);
  const int64 k = size_of(contracted);
  out->labels = joined(batch, free_a, free_b);
  TensorShape shape;
  for (const int label : out->labels) {
    TF_RETURN_IF_ERROR(shape.AddDimWithStatus(dims.label_sizes[label]));
  }
  TF_RETURN_IF_ERROR(context->allocate_temp(a.tensor.dtype(), shape, &out->tensor));
  C* product = out->tensor.base<C>();
  if (out->tensor.NumElements() == 0) return OkStatus();
  if (k == 0) {  // empty sums
    std::fill(product, product + out->tensor.NumElements(), C(0));
    return OkStatus();
  }
  BatchGemm<C>(context, batches, m, n, k, left.tensor.base<const C>(), right.tensor.base<const C>(),
               product);
  return OkStatus();
}

template <typename T>
class EinsumOp : public OpKernel {
 public:
  // Half and bfloat16 are computed in float.
  using C = std::conditional_t<std::is_same_v<T, Eigen::half> || std::is_same_v<T, bfloat16>,
                               float, T>;

  explicit EinsumOp(OpKernelConstruction* context) : OpKernel(context) {
    std::string text;
    OP_REQUIRES_OK(context, context->GetAttr("equation", &text));
    OP_REQUIRES_OK(context, ParseEinsumEquation(text, context->num_inputs(), &equation_));
  }

  void Compute(OpKernelContext* context) override {
    const int num_inputs = context->num_inputs();
    std::vector<TensorShape> shapes;
    for (int i = 0; i < num_inputs; ++i) shapes.push_back(context->input(i).shape());
    EinsumDims dims;
    OP_REQUIRES_OK(context, ResolveEinsumDims(equation_, shapes, &dims));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, dims.output_shape, &output));
    if (output->NumElements() == 0) return;

    std::vector<Labelled> operands(num_inputs);
    for (int i = 0; i < num_inputs; ++i) {
      Labelled given{context->input(i), dims.inputs[i]};
      OP_REQUIRES_OK(context, ToComputeType(context, &given.tensor));
      OP_REQUIRES_OK(context,
                     DropStretchedDims(given, dims, equation_.num_labels, &operands[i]));
    }
    Labelled result;
    if (num_inputs == 1) {
      OP_REQUIRES_OK(context, Arrange<C>(context, operands[0], dims.output, &result));
    } else {
      Labelled product;
      OP_REQUIRES_OK(context,
                     Contract<C>(context, operands[0], operands[1], dims.output, dims, &product));
      OP_REQUIRES_OK(context, Arrange<C>(context, product, dims.output, &result));
    }
    const C* values = result.tensor.base<const C>();
    T* out = output->base<T>();
    for (int64 i = 0; i < output->NumElements(); ++i) out[i] = static_cast<T>(values[i]);
  }

 private:
  // Converts a half or bfloat16 tensor to float in place of itself; other types stay.
  static absl::Status ToComputeType(OpKernelContext* context, Tensor* tensor) {
    if constexpr (std::is_same_v<T, C>) {
      return OkStatus();
    } else {
      Tensor converted;
      TF_RETURN_IF_ERROR(context->allocate_temp(DT_FLOAT, tensor->shape(), &converted));
      const T* from = tensor->base<const T>();
      float* to = converted.base<float>();
      for (int64 i = 0; i < tensor->NumElements(); ++i) to[i] = static_cast<float>(from[i]);
      *tensor = converted;
      return OkStatus();
    }
  }

  EinsumEquation equation_;
};

#define REGISTER_EINSUM(T) \
  REGISTER_KERNEL_BUILDER(Name("Einsum").Device(DEVICE_CPU).TypeConstraint<T>("T"), EinsumOp<T>);
TF_CALL_half(REGISTER_EINSUM)
TF_CALL_bfloat16(REGISTER_EINSUM)
TF_CALL_float(REGISTER_EINSUM)
TF_CALL_double(REGISTER_EINSUM)
TF_CALL_int32(REGISTER_EINSUM)
TF_CALL_int64(REGISTER_EINSUM)
TF_CALL_COMPLEX_TYPES(REGISTER_EINSUM)
#undef REGISTER_EINSUM

}  // namespace
}  // namespace tensorflow
