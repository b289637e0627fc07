// Range(start, limit, delta), with TensorFlow's spec (Tidx defaults to int32) and a shape
// function that computes the length when all three are constant (range_size.h, shared with the
// kernel).
#include <string>

#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/register_types.h"
#include "tensorflow_lite_core/framework/shape_inference.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/ops/range_size.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace {

using shape_inference::InferenceContext;
using shape_inference::ShapeHandle;

template <typename T>
Status SizeOf(const Tensor& start, const Tensor& limit, const Tensor& delta, int64* size) {
  return RangeSize(start.base<const T>()[0], limit.base<const T>()[0], delta.base<const T>()[0],
                   size);
}

Status RangeShapeFn(InferenceContext* c) {
  static const char* const kNames[] = {"start", "limit", "delta"};
  for (int i = 0; i < 3; ++i) {
    ShapeHandle unused;
    const Status scalar = c->WithRank(c->input(i), 0, &unused);
    if (!scalar.ok()) {
      return errors::InvalidArgument(std::string(scalar.message()), " for '", kNames[i], "'");
    }
  }
  const Tensor* start = c->input_tensor(0);
  const Tensor* limit = c->input_tensor(1);
  const Tensor* delta = c->input_tensor(2);
  if (start == nullptr || limit == nullptr || delta == nullptr) {
    c->set_output(0, c->Vector(InferenceContext::kUnknownDim));
    return OkStatus();
  }
  DataType dtype;
  TF_RETURN_IF_ERROR(c->GetAttr("Tidx", &dtype));
  int64 size = 0;
  switch (dtype) {
#define SIZE_OF(T)                                                          \
  case DataTypeToEnum<T>::value:                                            \
    TF_RETURN_IF_ERROR(SizeOf<T>(*start, *limit, *delta, &size));           \
    break;
    TF_CALL_bfloat16(SIZE_OF) TF_CALL_half(SIZE_OF) TF_CALL_float(SIZE_OF) TF_CALL_double(SIZE_OF)
    TF_CALL_int8(SIZE_OF) TF_CALL_int16(SIZE_OF) TF_CALL_int32(SIZE_OF) TF_CALL_int64(SIZE_OF)
    TF_CALL_uint16(SIZE_OF) TF_CALL_uint32(SIZE_OF) TF_CALL_uint64(SIZE_OF)
#undef SIZE_OF
    default:
      return errors::InvalidArgument("Range of ", DataTypeString(dtype), " is not supported");
  }
  c->set_output(0, c->Vector(size));
  return OkStatus();
}

}  // namespace

REGISTER_OP("Range")
    .Input("start: Tidx")
    .Input("limit: Tidx")
    .Input("delta: Tidx")
    .Output("output: Tidx")
    .Attr(
        "Tidx: {bfloat16, half, float, double, int8, int16, int32, int64, uint16, uint32, "
        "uint64} = DT_INT32")
    .SetShapeFn(RangeShapeFn);

}  // namespace tensorflow
