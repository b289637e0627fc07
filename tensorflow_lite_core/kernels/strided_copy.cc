#include "tensorflow_lite_core/kernels/strided_copy.h"

#include <algorithm>
#include <cstring>

#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/kernels/parallel_for.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/tstring.h"
#if GOOGLE_CUDA
#include "tensorflow_lite_core/kernels/gpu_launchers.h"
#endif

namespace tensorflow {
namespace {

// Elements of 16 bytes (complex128) move as a pair of words.
struct SixteenBytes {
  uint64 low;
  uint64 high;
};

// Copies rows [first_row, end_row) of a simplified plan: the last dimension is the row.
template <typename Element>
void CopyRows(const StridedCopy& plan, const Element* source, Element* destination,
              int64 first_row, int64 end_row) {
  const int outer_rank = static_cast<int>(plan.dims.size()) - 1;
  const int64 row_size = plan.dims[outer_rank];
  const int64 source_step = plan.source_strides[outer_rank];
  const int64 destination_step = plan.destination_strides[outer_rank];
  // The coordinates of first_row, last outer dimension fastest.
  StridedCopy::Dims index(outer_rank, 0);
  int64 source_at = plan.source_offset;
  int64 destination_at = plan.destination_offset;
  int64 remaining = first_row;
  for (int d = outer_rank - 1; d >= 0; --d) {
    index[d] = remaining % plan.dims[d];
    remaining /= plan.dims[d];
    source_at += index[d] * plan.source_strides[d];
    destination_at += index[d] * plan.destination_strides[d];
  }
  for (int64 row = first_row; row < end_row; ++row) {
    const Element* from = source + source_at;
    Element* to = destination + destination_at;
    if (source_step == 1 && destination_step == 1) {
      std::copy_n(from, row_size, to);
    } else if (source_step == 0) {
      const Element value = *from;
      for (int64 i = 0; i < row_size; ++i) to[i * destination_step] = value;
    } else {
      for (int64 i = 0; i < row_size; ++i) to[i * destination_step] = from[i * source_step];
    }
    // Next row: an odometer over the outer dimensions.
    for (int d = outer_rank - 1; d >= 0; --d) {
      source_at += plan.source_strides[d];
      destination_at += plan.destination_strides[d];
      if (++index[d] < plan.dims[d]) break;
      source_at -= plan.dims[d] * plan.source_strides[d];
      destination_at -= plan.dims[d] * plan.destination_strides[d];
      index[d] = 0;
    }
  }
}

template <typename Element>
void CopyOnCpu(OpKernelContext* context, const StridedCopy& plan, const void* source,
               void* destination) {
  const int64 row_size = plan.dims.back();
  const int64 rows = plan.NumElements() / row_size;
  const Element* from = static_cast<const Element*>(source);
  Element* to = static_cast<Element*>(destination);
  // About a cycle per 4 bytes moved, and a few per row for the odometer.
  const int64 row_cost = row_size * static_cast<int64>(sizeof(Element) + 3) / 4 + 8;
  ParallelForOnDevice(context, rows, row_cost, [&](int64 begin, int64 end) {
    CopyRows<Element>(plan, from, to, begin, end);
  });
}

#if GOOGLE_CUDA
absl::Status CopyOnGpu(OpKernelContext* context, const StridedCopy& plan, int element_size,
                       const void* source, void* destination) {
  gpu_kernels::StridedCopyPlan device_plan;
  const int rank = static_cast<int>(plan.dims.size());
  if (rank > gpu_kernels::StridedCopyPlan::kMaxRank) {
    return errors::Unimplemented("A copy over ", rank,
                                 " strided dimensions; the GPU kernel handles ",
                                 gpu_kernels::StridedCopyPlan::kMaxRank);
  }
  device_plan.rank = rank;
  for (int d = 0; d < rank; ++d) {
    device_plan.dims[d] = plan.dims[d];
    device_plan.source_strides[d] = plan.source_strides[d];
    device_plan.destination_strides[d] = plan.destination_strides[d];
  }
  device_plan.source_offset = plan.source_offset;
  device_plan.destination_offset = plan.destination_offset;
  return gpu_kernels::LaunchStridedCopy(element_size, device_plan, source, destination,
                                        context->op_device_context_stream());
}
#endif

}  // namespace

int64 StridedCopy::NumElements() const {
  int64 count = 1;
  for (int64 size : dims) count *= size;
  return count;
}

void StridedCopy::Simplify() {
  Dims kept_dims, kept_source, kept_destination;
  for (size_t d = 0; d < dims.size(); ++d) {
    if (dims[d] == 0) {
      dims.assign(1, 0);
      source_strides.assign(1, 1);
      destination_strides.assign(1, 1);
      return;
    }
    if (dims[d] == 1) continue;
    const size_t last = kept_dims.size();
    if (last > 0 && kept_source[last - 1] == source_strides[d] * dims[d] &&
        kept_destination[last - 1] == destination_strides[d] * dims[d]) {
      // The previous (outer) dimension steps over exactly this one in both views.
      kept_dims[last - 1] *= dims[d];
      kept_source[last - 1] = source_strides[d];
      kept_destination[last - 1] = destination_strides[d];
      continue;
    }
    kept_dims.push_back(dims[d]);
    kept_source.push_back(source_strides[d]);
    kept_destination.push_back(destination_strides[d]);
  }
  if (kept_dims.empty()) {  // a single element
    kept_dims.push_back(1);
    kept_source.push_back(1);
    kept_destination.push_back(1);
  }
  dims = std::move(kept_dims);
  source_strides = std::move(kept_source);
  destination_strides = std::move(kept_destination);
}

StridedCopy::Dims RowMajorStrides(const TensorShape& shape) {
  StridedCopy::Dims strides(shape.dims(), 1);
  for (int d = shape.dims() - 2; d >= 0; --d) strides[d] = strides[d + 1] * shape.dim_size(d + 1);
  return strides;
}

absl::Status CopyStrided(OpKernelContext* context, StridedCopy plan, const Tensor& source,
                         Tensor* destination) {
  plan.Simplify();
  if (plan.NumElements() == 0) return OkStatus();
  const DataType dtype = source.dtype();
  const void* from = source.data();
  void* to = destination->data();
#if GOOGLE_CUDA
  if (context->op_device_context_stream() != nullptr) {
    if (!DataTypeCanUseMemcpy(dtype)) {
      return errors::Unimplemented("Copying ", DataTypeString(dtype), " elements on a GPU");
    }
    return CopyOnGpu(context, plan, DataTypeSize(dtype), from, to);
  }
#endif
  if (dtype == DT_STRING) {
    CopyOnCpu<tstring>(context, plan, from, to);
    return OkStatus();
  }
  if (!DataTypeCanUseMemcpy(dtype)) {
    return errors::Unimplemented("Copying ", DataTypeString(dtype), " elements");
  }
  switch (DataTypeSize(dtype)) {
    case 1: CopyOnCpu<uint8>(context, plan, from, to); break;
    case 2: CopyOnCpu<uint16>(context, plan, from, to); break;
    case 4: CopyOnCpu<uint32>(context, plan, from, to); break;
    case 8: CopyOnCpu<uint64>(context, plan, from, to); break;
    case 16: CopyOnCpu<SixteenBytes>(context, plan, from, to); break;
    default:
      return errors::Unimplemented("Copying elements of ", DataTypeSize(dtype), " bytes (",
                                   DataTypeString(dtype), ")");
  }
  return OkStatus();
}

bool AlignedRowsView(const Tensor& input, int64 begin, int64 end, const TensorShape& shape,
                     Tensor* view) {
  if (input.dims() == 0 || input.dim_size(0) == 0) return false;
  // Whether the rows start aligned, before making the slice (which costs a buffer object).
  const int64 element_size =
      input.dtype() == DT_STRING ? sizeof(tstring) : DataTypeSize(input.dtype());
  const int64 row_bytes = element_size * (input.NumElements() / input.dim_size(0));
  const uintptr_t start = reinterpret_cast<uintptr_t>(input.data()) + begin * row_bytes;
#if EIGEN_MAX_ALIGN_BYTES > 0
  if (start % EIGEN_MAX_ALIGN_BYTES != 0) return false;
#endif
  (void)start;
  return view->CopyFrom(input.Slice(begin, end), shape);
}

absl::Status FillWithZeros(OpKernelContext* context, Tensor* tensor) {
  const int64 count = tensor->NumElements();
  if (count == 0) return OkStatus();
#if GOOGLE_CUDA
  if (context->op_device_context_stream() != nullptr) {
    const SixteenBytes zero{0, 0};
    return gpu_kernels::LaunchFill(DataTypeSize(tensor->dtype()), &zero, count, tensor->data(),
                                   context->op_device_context_stream());
  }
#endif
  if (tensor->dtype() == DT_STRING) {
    tstring* strings = tensor->base<tstring>();
    ParallelForOnDevice(context, count, 4, [strings](int64 begin, int64 end) {
      for (int64 i = begin; i < end; ++i) strings[i].clear();
    });
    return OkStatus();
  }
  if (!DataTypeCanUseMemcpy(tensor->dtype())) {
    return errors::Unimplemented("Zeros of ", DataTypeString(tensor->dtype()));
  }
  char* bytes = static_cast<char*>(tensor->data());
  const int64 size = DataTypeSize(tensor->dtype());
  ParallelForOnDevice(context, count, size / 4 + 1, [bytes, size](int64 begin, int64 end) {
    std::memset(bytes + begin * size, 0, (end - begin) * size);
  });
  return OkStatus();
}

}  // namespace tensorflow
