// SparseToDense(sparse_indices, output_shape, sparse_values, default_value): a tensor of
// `output_shape` holding `default_value` but at the listed indices (rows of a matrix, or the
// elements of a vector for a vector output), which hold the matching `sparse_values` (or the one
// scalar value). With validate_indices the indices must be in bounds, sorted and distinct, and
// the first that is not is named as TensorFlow names it; without, only bounds are checked and
// the last of duplicates wins. Values move as bytes (strings by value): one kernel class serves
// every dtype.
#include <string>
#include <vector>

#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/kernels/gather_scatter_util.h"

namespace tensorflow {
namespace {

// "[2,3]": index or shape values joined as TensorFlow's sparse messages join them.
std::string Joined(const std::vector<int64>& values) {
  std::string text = "[";
  for (size_t i = 0; i < values.size(); ++i) {
    text += (i > 0 ? "," : "") + std::to_string(values[i]);
  }
  return text + "]";
}

class SparseToDenseOp : public OpKernel {
 public:
  explicit SparseToDenseOp(OpKernelConstruction* context) : OpKernel(context) {
    OP_REQUIRES_OK(context, context->GetAttr("validate_indices", &validate_indices_));
  }

  void Compute(OpKernelContext* context) override {
    const Tensor& indices = context->input(0);
    const Tensor& output_shape = context->input(1);
    const Tensor& values = context->input(2);
    const Tensor& default_value = context->input(3);
    OP_REQUIRES(context, indices.dims() <= 2,
                errors::InvalidArgument(
                    "sparse_indices should be a scalar, vector, or matrix, got shape ",
                    indices.shape().DebugString()));
    OP_REQUIRES(context, TensorShapeUtils::IsVector(output_shape.shape()),
                errors::InvalidArgument("output_shape must be rank 1, got shape ",
                                        output_shape.shape().DebugString()));
    const int64 count = indices.dims() > 0 ? indices.dim_size(0) : 1;
    const int64 depth = indices.dims() > 1 ? indices.dim_size(1) : 1;
    const bool one_value = TensorShapeUtils::IsScalar(values.shape());
    OP_REQUIRES(context,
                one_value || (TensorShapeUtils::IsVector(values.shape()) &&
                              values.NumElements() == count),
                errors::InvalidArgument("sparse_values has incorrect shape ",
                                        values.shape().DebugString(), ", should be [] or [",
                                        count, "]"));
    OP_REQUIRES(context, TensorShapeUtils::IsScalar(default_value.shape()),
                errors::InvalidArgument("default_value should be a scalar."));
    OP_REQUIRES(context, output_shape.NumElements() == depth,
                errors::InvalidArgument("output_shape has incorrect number of elements: ",
                                        output_shape.NumElements(), " should be: ", depth));
    const IndexReader sizes(output_shape);
    TensorShape shape;
    std::vector<int64> dims;
    for (int64 d = 0; d < depth; ++d) {
      OP_REQUIRES(context, sizes[d] >= 0,
                  errors::InvalidArgument("Dimension ", sizes[d], " must be >= 0"));
      OP_REQUIRES_OK(context, shape.AddDimWithStatus(sizes[d]));
      dims.push_back(sizes[d]);
    }

    // The flat output element of each index, checked as validate_indices says.
    const IndexReader index(indices);
    std::vector<int64> targets(count);
    std::vector<int64> previous, current(depth);
    for (int64 i = 0; i < count; ++i) {
      int64 target = 0;
      bool in_bounds = true;
      for (int64 d = 0; d < depth; ++d) {
        current[d] = index[i * depth + d];
        in_bounds &= current[d] >= 0 && current[d] < dims[d];
        // Only in-bounds values take part: an out-of-bounds one could overflow the sum.
        if (in_bounds) target = target * dims[d] + current[d];
      }
      if (!validate_indices_) {
        OP_REQUIRES(context, in_bounds,
                    errors::InvalidArgument("Indices are not valid (out of bounds).  Shape: ",
                                            shape.DebugString()));
      } else {
        const std::string at = "indices[" + std::to_string(i) + "] = " + Joined(current);
        OP_REQUIRES(context, in_bounds,
                    errors::InvalidArgument(at, " is out of bounds: need 0 <= index < ",
                                            Joined(dims)));
        if (i > 0) {
          OP_REQUIRES(context, current >= previous,
                      errors::InvalidArgument(
                          at,
                          " is out of order. Many sparse ops require sorted indices.\n"
                          "    Use `tf.sparse.reorder` to create a correctly ordered copy.\n\n"));
          OP_REQUIRES(context, current != previous,
                      errors::InvalidArgument(at, " is repeated"));
        }
        previous = current;
      }
      targets[i] = target;
    }

    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, shape, &output));
    SliceMover mover;
    OP_REQUIRES_OK(context, SliceMover::Make(values.dtype(), 1, &mover));
    mover.Fill(default_value.data(), 0, output->data(), 0, output->NumElements());
    for (int64 i = 0; i < count; ++i) {
      mover.Copy(values.data(), one_value ? 0 : i, output->data(), targets[i]);
    }
  }

 private:
  bool validate_indices_ = true;
};

#define REGISTER_SPARSE_TO_DENSE(T)                                                         \
  REGISTER_KERNEL_BUILDER(Name("SparseToDense").Device(DEVICE_CPU).TypeConstraint<T>("T"), \
                          SparseToDenseOp);
TF_CALL_ALL_TYPES(REGISTER_SPARSE_TO_DENSE)
TF_CALL_qint8(REGISTER_SPARSE_TO_DENSE)
TF_CALL_quint8(REGISTER_SPARSE_TO_DENSE)
TF_CALL_qint16(REGISTER_SPARSE_TO_DENSE)
TF_CALL_quint16(REGISTER_SPARSE_TO_DENSE)
#undef REGISTER_SPARSE_TO_DENSE

}  // namespace
}  // namespace tensorflow
