#include "tensorflow_lite_core/util/batch_util.h"

#include <cstring>
#include <utility>
#include <vector>

#include "tensorflow_lite_core/framework/resource_handle.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/tstring.h"

namespace tensorflow {
namespace batch_util {
namespace {

// Whether the elements of `dtype` can be copied here: fixed-size ones byte by byte, strings and
// resource handles as objects.
bool CanCopy(DataType dtype) {
  return DataTypeCanUseMemcpy(dtype) || dtype == DT_STRING || dtype == DT_RESOURCE;
}

template <typename T>
void CopyObjects(const Tensor& src, int64_t src_start, Tensor* dst, int64_t dst_start,
                 int64_t count, bool move) {
  T* from = src.base<T>() + src_start;
  T* to = dst->base<T>() + dst_start;
  if (move) {
    std::move(from, from + count, to);
  } else {
    std::copy(from, from + count, to);
  }
}

// `count` elements from element `src_start` of `src` to element `dst_start` of `dst` (the same
// dtype, one CanCopy accepts); strings are moved when `move`.
void CopyElements(const Tensor& src, int64_t src_start, Tensor* dst, int64_t dst_start,
                  int64_t count, bool move) {
  if (count <= 0) return;
  const DataType dtype = src.dtype();
  if (dtype == DT_STRING) {
    CopyObjects<tstring>(src, src_start, dst, dst_start, count, move);
  } else if (dtype == DT_RESOURCE) {
    CopyObjects<ResourceHandle>(src, src_start, dst, dst_start, count, /*move=*/false);
  } else {
    const int64_t size = DataTypeSize(dtype);
    std::memmove(static_cast<char*>(dst->data()) + dst_start * size,
                 static_cast<const char*>(src.data()) + src_start * size, count * size);
  }
}

int64_t RowSize(const Tensor& batch) {
  return batch.dim_size(0) == 0 ? 0 : batch.NumElements() / batch.dim_size(0);
}

// The checks TensorFlow makes before copying between `element` and row `index` of `parent`.
absl::Status ValidateInput(const Tensor& parent, const Tensor& element, int64_t index) {
  if (parent.dims() < 1) {
    return errors::InvalidArgument("Cannot copy a slice of a scalar: the batch has shape ",
                                   parent.shape().DebugString());
  }
  if (index < 0 || index >= parent.dim_size(0)) {
    return errors::InvalidArgument("Slice index ", index, " is out of range for a batch of ",
                                   parent.dim_size(0), " rows");
  }
  if (element.NumElements() != RowSize(parent)) {
    TensorShape chip_shape = parent.shape();
    chip_shape.RemoveDim(0);
    return errors::Internal(
        "ValidateInput Cannot perform copy: number of elements does not match.  Shapes are: "
        "[element]: ",
        element.shape().DebugString(), ", [parent slice]: ", chip_shape.DebugString());
  }
  if (element.dtype() != parent.dtype()) {
    return errors::InvalidArgument("Cannot copy between ", DataTypeString(element.dtype()),
                                   " and ", DataTypeString(parent.dtype()), " tensors");
  }
  return absl::OkStatus();
}

absl::Status CopyBetweenElementAndRow(const char* caller, const Tensor& parent,
                                      const Tensor& element, int64_t index) {
  TF_RETURN_IF_ERROR(ValidateInput(parent, element, index));
  if (!CanCopy(element.dtype())) {
    return errors::Unimplemented(caller, " Unhandled data type: ", element.dtype());
  }
  return absl::OkStatus();
}

absl::Status ValidateContiguousSlices(const char* caller, const Tensor& src, int64_t src_offset,
                                      int64_t dst_offset, int64_t num_slices, const Tensor& dst) {
  if (src.dtype() != dst.dtype()) {
    return errors::FailedPrecondition(
        caller, " cannot perform copy: src and dst have different dtypes. Source dtype: ",
        src.dtype(), " destination dtype: ", dst.dtype(), ".");
  }
  if (src.dims() < 1) {
    return errors::FailedPrecondition(
        caller, " cannot perform copy: src has to be a tensor with rank >= 1. Source shape: ",
        src.shape().DebugString());
  }
  if (dst.dims() < 1) {
    return errors::FailedPrecondition(
        caller, " cannot perform copy: dst has to be a tensor with rank >= 1. Dest shape: ",
        dst.shape().DebugString());
  }
  int64_t src_row = 1;
  for (int i = 1; i < src.dims(); ++i) src_row *= src.dim_size(i);
  int64_t dst_row = 1;
  for (int i = 1; i < dst.dims(); ++i) dst_row *= dst.dim_size(i);
  if (src_row != dst_row) {
    return errors::FailedPrecondition(
        caller, " cannot perform copy: source and dst shapes are not compatible. Source shape: ",
        src.shape().DebugString(), ", dst shape: ", dst.shape().DebugString());
  }
  if (src_row == 0) return absl::OkStatus();
  if (src_offset < 0 || num_slices < 0 || src_offset + num_slices > src.dim_size(0) ||
      dst_offset < 0 || dst_offset + num_slices > dst.dim_size(0)) {
    return errors::FailedPrecondition(
        caller, " cannot perform copy: index out of range. src_offset: ", src_offset,
        ", num_slices: ", num_slices, ", src_dim0: ", src.dim_size(0), ", dst_offset: ",
        dst_offset, ", dst_dim0: ", dst.dim_size(0), ".");
  }
  if (!CanCopy(src.dtype())) {
    return errors::FailedPrecondition(caller,
                                      " cannot perform copy: unsupported data type: ", src.dtype());
  }
  return absl::OkStatus();
}

absl::Status CopyContiguous(const char* caller, const Tensor& src, int64_t src_offset,
                            int64_t dst_offset, int64_t num_slices, Tensor* dst, bool move) {
  TF_RETURN_IF_ERROR(
      ValidateContiguousSlices(caller, src, src_offset, dst_offset, num_slices, *dst));
  const int64_t row = RowSize(src);
  if (row == 0) return absl::OkStatus();
  CopyElements(src, src_offset * row, dst, dst_offset * row, num_slices * row, move);
  return absl::OkStatus();
}

}  // namespace

absl::Status CopyElementToSlice(const Tensor& element, Tensor* parent, int64_t index) {
  TF_RETURN_IF_ERROR(CopyBetweenElementAndRow("CopyElementToSlice", *parent, element, index));
  const int64_t row = element.NumElements();
  CopyElements(element, 0, parent, index * row, row, /*move=*/false);
  return absl::OkStatus();
}

absl::Status CopySliceToElement(const Tensor& parent, Tensor* element, int64_t index) {
  TF_RETURN_IF_ERROR(CopyBetweenElementAndRow("CopySliceToElement", parent, *element, index));
  const int64_t row = element->NumElements();
  CopyElements(parent, index * row, element, 0, row, /*move=*/false);
  return absl::OkStatus();
}

absl::Status MaybeMoveSliceToElement(Tensor* parent, Tensor* element, int64_t index) {
  TF_RETURN_IF_ERROR(
      CopyBetweenElementAndRow("MaybeMoveSliceToElement", *parent, *element, index));
  const int64_t row = element->NumElements();
  CopyElements(*parent, index * row, element, 0, row, /*move=*/parent->RefCountIsOne());
  return absl::OkStatus();
}

absl::Status CopyContiguousSlices(const Tensor& src, int64_t src_offset, int64_t dst_offset,
                                  int64_t num_slices, Tensor* dst) {
  return CopyContiguous("CopyContiguousSlices", src, src_offset, dst_offset, num_slices, dst,
                        /*move=*/false);
}

absl::Status MaybeMoveContiguousSlices(Tensor& src, int64_t src_offset, int64_t dst_offset,
                                       int64_t num_slices, Tensor* dst) {
  return CopyContiguous("MaybeMoveContiguousSlices", src, src_offset, dst_offset, num_slices, dst,
                        /*move=*/src.RefCountIsOne());
}

absl::Status SetElementZero(Tensor* element, const Tensor& padding) {
  if (padding.dtype() != element->dtype() || padding.NumElements() != 1) {
    return errors::InvalidArgument("SetElementZero needs a single ",
                                   DataTypeString(element->dtype()), " as padding, not ",
                                   padding.DebugString());
  }
  if (!CanCopy(element->dtype())) {
    return errors::Unimplemented("SetElementZero Unhandled data type: ", element->dtype());
  }
  for (int64_t i = 0; i < element->NumElements(); ++i) {
    CopyElements(padding, 0, element, i, 1, /*move=*/false);
  }
  return absl::OkStatus();
}

absl::Status CopyElementToLargerSlice(const Tensor& element, Tensor* parent, int index) {
  if (parent->dims() != element.dims() + 1) {
    return errors::Internal("Mismatched ranks.  Element's rank is: ", element.dims(),
                            " but element is meant to be a slice in output Tensor having rank: ",
                            parent->dims(), " (should be: ", element.dims() + 1, ")");
  }
  TensorShape chip_shape = parent->shape();
  chip_shape.RemoveDim(0);
  bool fits = element.NumElements() <= RowSize(*parent);
  for (int d = 0; d < element.dims(); ++d) {
    fits = fits && element.dim_size(d) <= chip_shape.dim_size(d);
  }
  if (!fits) {
    return errors::Internal(
        "HandleElementToLargerSlice Cannot copy slice: number of entries in element is greater "
        "than number of elements in parent slice.  Shapes are: [element]: ",
        element.shape().DebugString(), ", [parent slice]: ", chip_shape.DebugString());
  }
  if (index < 0 || index >= parent->dim_size(0)) {
    return errors::InvalidArgument("Slice index ", index, " is out of range for a batch of ",
                                   parent->dim_size(0), " rows");
  }
  if (element.dtype() != parent->dtype()) {
    return errors::InvalidArgument("Cannot copy between ", DataTypeString(element.dtype()),
                                   " and ", DataTypeString(parent->dtype()), " tensors");
  }
  if (!CanCopy(element.dtype())) {
    return errors::Unimplemented("HandleElementToLargerSliceWithRank Unhandled data type: ",
                                 element.dtype());
  }
  if (element.NumElements() == 0) return absl::OkStatus();
  // Runs along the last axis are contiguous in both; walk the element's other axes like an
  // odometer, keeping the offset of the run's start in the parent's row.
  const int rank = element.dims();
  const int64_t run = rank == 0 ? 1 : element.dim_size(rank - 1);
  std::vector<int64_t> parent_strides(rank, 1);
  for (int d = rank - 2; d >= 0; --d) {
    parent_strides[d] = parent_strides[d + 1] * chip_shape.dim_size(d + 1);
  }
  std::vector<int64_t> position(rank, 0);
  const int64_t row_start = static_cast<int64_t>(index) * RowSize(*parent);
  for (int64_t copied = 0; copied < element.NumElements(); copied += run) {
    int64_t offset = row_start;
    for (int d = 0; d + 1 < rank; ++d) offset += position[d] * parent_strides[d];
    CopyElements(element, copied, parent, offset, run, /*move=*/false);
    for (int d = rank - 2; d >= 0; --d) {
      if (++position[d] < element.dim_size(d)) break;
      position[d] = 0;
    }
  }
  return absl::OkStatus();
}

}  // namespace batch_util
}  // namespace tensorflow
