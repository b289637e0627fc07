#include "tensorflow_lite_core/framework/tensor_util.h"

#include <cstring>

#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/logging.h"

namespace tensorflow {
namespace tensor {
namespace {

// Copies `count` elements of `type` from `from` (starting at element `from_start`) into `to`
// (starting at `to_start`); strings element by element, everything else as bytes.
void CopyElements(DataType type, const Tensor& from, int64 from_start, Tensor* to,
                  int64 to_start, int64 count) {
  if (count == 0) return;
  if (type == DT_STRING) {
    const tstring* source = from.base<const tstring>() + from_start;
    tstring* target = to->base<tstring>() + to_start;
    for (int64 i = 0; i < count; ++i) target[i] = source[i];
    return;
  }
  const size_t element_size = DataTypeSize(type);
  std::memcpy(static_cast<char*>(to->data()) + to_start * element_size,
              static_cast<const char*>(from.data()) + from_start * element_size,
              count * element_size);
}

bool IsCopyable(DataType type) { return type == DT_STRING || DataTypeCanUseMemcpy(type); }

// Elements per index of dimension 0.
int64 RowSize(const TensorShape& shape) {
  return shape.dim_size(0) == 0 ? 0 : shape.num_elements() / shape.dim_size(0);
}

absl::Status OutOfMemory(const char* function, const TensorShape& shape) {
  return errors::ResourceExhausted(function, ": OOM when allocating a tensor of shape ",
                                   shape.DebugString());
}

}  // namespace

Tensor DeepCopy(const Tensor& other) {
  Tensor copy(other.dtype(), other.shape());
  if (copy.IsInitialized()) DeepCopy(other, &copy);
  return copy;
}

void DeepCopy(const Tensor& input, Tensor* output) {
  CHECK(IsCopyable(input.dtype())) << "DeepCopy of " << DataTypeString(input.dtype());
  CHECK_EQ(input.dtype(), output->dtype());
  CHECK(input.shape() == output->shape())
      << input.shape().DebugString() << " into " << output->shape().DebugString();
  CopyElements(input.dtype(), input, 0, output, 0, input.NumElements());
}

absl::Status Concat(absl::Span<const Tensor> tensors, Tensor* result) {
  if (tensors.empty()) return errors::InvalidArgument("Cannot concatenate zero tensors");
  const Tensor& first = tensors[0];
  int64 rows = 0;
  for (const Tensor& tensor : tensors) {
    if (tensor.dims() == 0) {
      return errors::InvalidArgument("Cannot concatenate a zero-dimensional tensor");
    }
    TensorShape rest = tensor.shape(), first_rest = first.shape();
    rest.RemoveDim(0);
    first_rest.RemoveDim(0);
    if (tensor.dtype() != first.dtype() || rest != first_rest) {
      return errors::InvalidArgument("Cannot concatenate tensors of different types or shapes: ",
                                     DataTypeString(first.dtype()), first.shape().DebugString(),
                                     " and ", DataTypeString(tensor.dtype()),
                                     tensor.shape().DebugString());
    }
    rows += tensor.dim_size(0);
  }
  if (!IsCopyable(first.dtype())) {
    return errors::Unimplemented("Concat of ", DataTypeString(first.dtype()), " tensors");
  }
  TensorShape shape = first.shape();
  shape.set_dim(0, rows);
  Tensor concatenated(first.dtype(), shape);
  if (!concatenated.IsInitialized()) return OutOfMemory("Concat", shape);
  int64 at = 0;
  for (const Tensor& tensor : tensors) {
    CopyElements(first.dtype(), tensor, 0, &concatenated, at, tensor.NumElements());
    at += tensor.NumElements();
  }
  *result = std::move(concatenated);
  return absl::OkStatus();
}

absl::Status Split(const Tensor& tensor, absl::Span<const int64> sizes,
                   std::vector<Tensor>* result) {
  if (tensor.dims() == 0) return errors::InvalidArgument("Cannot split a zero-dimensional tensor");
  int64 total = 0;
  for (int64 size : sizes) {
    if (size < 0) return errors::InvalidArgument("Split sizes must be >= 0, got ", size);
    total += size;
  }
  if (total != tensor.dim_size(0)) {
    return errors::InvalidArgument(
        "The values in 'sizes' do not sum to the zeroth-dimension size of 'tensor'");
  }
  if (!IsCopyable(tensor.dtype())) {
    return errors::Unimplemented("Split of ", DataTypeString(tensor.dtype()), " tensors");
  }
  const int64 row_size = RowSize(tensor.shape());
  result->clear();
  result->reserve(sizes.size());
  int64 row = 0;
  for (int64 size : sizes) {
    TensorShape shape = tensor.shape();
    shape.set_dim(0, size);
    Tensor piece(tensor.dtype(), shape);
    if (!piece.IsInitialized()) return OutOfMemory("Split", shape);
    CopyElements(tensor.dtype(), tensor, row * row_size, &piece, 0, size * row_size);
    result->push_back(std::move(piece));
    row += size;
  }
  return absl::OkStatus();
}

absl::Status MakeShape(const Tensor& shape_t, TensorShape* out) {
  if (shape_t.dims() != 1 || (shape_t.dtype() != DT_INT32 && shape_t.dtype() != DT_INT64)) {
    return errors::InvalidArgument("shape must be a vector of {int32,int64}, got shape ",
                                   shape_t.shape().DebugString());
  }
  std::vector<int64> dims(shape_t.NumElements());
  for (size_t i = 0; i < dims.size(); ++i) {
    dims[i] = shape_t.dtype() == DT_INT32 ? shape_t.flat<int32>()(i) : shape_t.flat<int64>()(i);
    if (dims[i] < 0) return errors::InvalidArgument("Dimension ", dims[i], " must be >= 0");
  }
  return TensorShapeUtils::MakeShape(dims, out);
}

}  // namespace tensor
}  // namespace tensorflow
