// ScatterUpdate: rows of a `Ref(T)` input (a variable's buffer) replaced in place by `updates`,
// one per index; a scalar update is written to every indexed row.
#include <cstring>
#include <string>

#include "tensorflow_lite_core/framework/op_kernel.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/framework/resource_handle.h"
#include "tensorflow_lite_core/platform/tstring.h"

namespace tensorflow {
namespace {

template <typename Index>
class ScatterUpdateOp : public OpKernel {
 public:
  explicit ScatterUpdateOp(OpKernelConstruction* context) : OpKernel(context) {}

  void Compute(OpKernelContext* context) override {
    Tensor params;
    OP_REQUIRES_OK(context, context->mutable_input("ref", &params, false));
    const Tensor& indices = context->input(1);
    const Tensor& updates = context->input(2);
    OP_REQUIRES(context, params.IsInitialized(),
                errors::FailedPrecondition("Null ref for params"));
    OP_REQUIRES(context, params.dims() >= 1,
                errors::InvalidArgument("params must be at least 1-D, got ", params.dims()));
    const bool scalar_update = updates.dims() == 0;
    OP_REQUIRES(context, scalar_update || UpdatesFit(params, indices, updates),
                errors::InvalidArgument(
                    "Must have updates.shape = indices.shape + params.shape[1:] or "
                    "updates.shape = [], got updates.shape ", updates.shape().DebugString(),
                    ", indices.shape ", indices.shape().DebugString(), ", params.shape ",
                    params.shape().DebugString()));
    const int64_t rows = params.dim_size(0);
    const int64_t row_elements = rows == 0 ? 0 : params.NumElements() / rows;
    const auto index = indices.flat<Index>();
    for (int64_t i = 0; i < index.size(); ++i) {
      const Index row = index(i);
      OP_REQUIRES(context, row >= 0 && row < rows,
                  errors::InvalidArgument("indices[", i, "] = ", row, " is not in [0, ", rows,
                                          ")"));
    }
    for (int64_t i = 0; i < index.size(); ++i) {
      for (int64_t j = 0; j < row_elements; ++j) {
        CopyElement(updates, scalar_update ? 0 : i * row_elements + j, &params,
                    index(i) * row_elements + j);
      }
    }
    context->forward_ref_input_to_ref_output(0, 0);
  }

 private:
  static bool UpdatesFit(const Tensor& params, const Tensor& indices, const Tensor& updates) {
    if (updates.dims() != indices.dims() + params.dims() - 1) return false;
    for (int d = 0; d < indices.dims(); ++d) {
      if (updates.dim_size(d) != indices.dim_size(d)) return false;
    }
    for (int d = 1; d < params.dims(); ++d) {
      if (updates.dim_size(indices.dims() + d - 1) != params.dim_size(d)) return false;
    }
    return true;
  }

  static void CopyElement(const Tensor& from, int64_t from_index, Tensor* to, int64_t to_index) {
    if (from.dtype() == DT_STRING) {
      to->flat<tstring>()(to_index) = from.flat<tstring>()(from_index);
      return;
    }
    if (from.dtype() == DT_RESOURCE) {
      to->flat<ResourceHandle>()(to_index) = from.flat<ResourceHandle>()(from_index);
      return;
    }
    const size_t size = DataTypeSize(from.dtype());
    std::memcpy(static_cast<char*>(to->data()) + to_index * size,
                static_cast<const char*>(from.data()) + from_index * size, size);
  }
};

REGISTER_KERNEL_BUILDER(Name("ScatterUpdate").Device(DEVICE_CPU).TypeConstraint<int32>("Tindices"),
                        ScatterUpdateOp<int32>);
REGISTER_KERNEL_BUILDER(Name("ScatterUpdate").Device(DEVICE_CPU).TypeConstraint<int64_t>("Tindices"),
                        ScatterUpdateOp<int64_t>);

}  // namespace
}  // namespace tensorflow
