// An op library written as TensorFlow 2.21's own code and today's custom ops are: absl::Status
// and absl::StatusOr helpers, absl::OkStatus() and tensorflow::Status() in shape functions,
// kernels registered from a TF_CALL_* list, Abseil's strings, containers and mutex,
// SetDoNotOptimize(), tensorflow::kint32max, tsl:: names.
// source_styles_test builds it with tf_custom_op_library, loads it and runs it.
#include <cstdint>

#include "absl/container/flat_hash_map.h"
#include "absl/container/inlined_vector.h"
#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/synchronization/mutex.h"
#include "absl/types/span.h"
#include "tensorflow/core/framework/common_shape_fns.h"
#include "tensorflow/core/framework/op.h"
#include "tensorflow/core/framework/op_kernel.h"
#include "tensorflow/core/framework/register_types.h"
#include "tensorflow/core/framework/shape_inference.h"
#include "tensorflow/core/platform/errors.h"
#include "tensorflow/core/platform/statusor.h"
#include "tsl/platform/errors.h"

namespace tensorflow {
namespace {

using shape_inference::DimensionHandle;
using shape_inference::InferenceContext;
using shape_inference::ShapeHandle;

REGISTER_OP("Tf2StyleScale")
    .Attr("T: {float, double, int32, int64}")
    .Attr("factor: int = 2")
    .Input("x: T")
    .Output("y: T")
    .SetShapeFn([](InferenceContext* c) {
      int64_t factor;
      TF_RETURN_IF_ERROR(c->GetAttr("factor", &factor));
      if (factor != 0) return shape_inference::UnchangedShape(c);
      // A zero factor is refused by the kernel too; the shape function says so first.
      return absl::InvalidArgumentError(absl::StrCat("Tf2StyleScale: factor is ", factor));
    });

REGISTER_OP("Tf2StyleHistogram")
    .Attr("num_buckets: int >= 1")
    .Input("values: int32")
    .Output("counts: int32")
    .SetShapeFn([](InferenceContext* c) {
      // tensorflow::Status() beside TF_RETURN_IF_ERROR: one return type, as both are absl::Status.
      ShapeHandle values;
      TF_RETURN_IF_ERROR(c->WithRank(c->input(0), 1, &values));
      int64_t num_buckets;
      TF_RETURN_IF_ERROR(c->GetAttr("num_buckets", &num_buckets));
      c->set_output(0, c->Vector(num_buckets));
      return tensorflow::Status();
    });

// How often it ran, process-wide: nothing may fold or deduplicate its calls.
REGISTER_OP("Tf2StyleCallCount")
    .Output("calls: int64")
    .SetDoNotOptimize()
    .SetShapeFn(shape_inference::ScalarShape);

absl::StatusOr<int64_t> PositiveFactor(OpKernelConstruction* context) {
  int64_t factor;
  TF_RETURN_IF_ERROR(context->GetAttr("factor", &factor));
  if (factor <= 0) {
    return absl::InvalidArgumentError(absl::StrFormat("factor must be positive, got %d", factor));
  }
  return factor;
}

template <typename T>
class ScaleOp : public OpKernel {
 public:
  explicit ScaleOp(OpKernelConstruction* context) : OpKernel(context) {
    OP_REQUIRES_VALUE(factor_, context, PositiveFactor(context));
  }

  void Compute(OpKernelContext* context) override {
    const Tensor& input = context->input(0);
    OP_REQUIRES(context, input.NumElements() <= tensorflow::kint32max,
                errors::InvalidArgument("Too many elements in tensor"));
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, input.shape(), &output));
    absl::Span<const T> in(input.flat<T>().data(), input.NumElements());
    absl::Span<T> out(output->flat<T>().data(), output->NumElements());
    for (size_t i = 0; i < in.size(); ++i) out[i] = in[i] * static_cast<T>(factor_);
  }

 private:
  int64_t factor_ = 0;
};

// Each registration is a whole declaration, so a TF_CALL_* list needs no separators.
#define REGISTER_SCALE(T) \
  REGISTER_KERNEL_BUILDER(Name("Tf2StyleScale").Device(DEVICE_CPU).TypeConstraint<T>("T"), ScaleOp<T>)
TF_CALL_float(REGISTER_SCALE) TF_CALL_double(REGISTER_SCALE);
TF_CALL_int32(REGISTER_SCALE) TF_CALL_int64(REGISTER_SCALE)
#undef REGISTER_SCALE

class HistogramOp : public OpKernel {
 public:
  explicit HistogramOp(OpKernelConstruction* context) : OpKernel(context) {
    OP_REQUIRES_OK(context, context->GetAttr("num_buckets", &num_buckets_));
  }

  void Compute(OpKernelContext* context) override {
    const Tensor& values = context->input(0);
    OP_REQUIRES_OK(context, CheckIsVector(values));
    absl::flat_hash_map<int32_t, int32_t> counts;
    for (int32_t value : absl::Span<const int32_t>(values.flat<int32>().data(),
                                                    values.NumElements())) {
      OP_REQUIRES_OK(context, CheckBucket(value));
      ++counts[value];
    }
    absl::InlinedVector<int32_t, 8> dense(num_buckets_, 0);
    for (const auto& [bucket, count] : counts) dense[bucket] = count;

    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, TensorShape({num_buckets_}), &output));
    for (int64_t i = 0; i < num_buckets_; ++i) output->flat<int32>()(i) = dense[i];
  }

 private:
  absl::Status CheckIsVector(const Tensor& values) const {
    if (values.dims() != 1) {
      return tsl::errors::InvalidArgument("values must be a vector, got shape ",
                                          values.shape().DebugString());
    }
    return absl::OkStatus();
  }

  tsl::Status CheckBucket(int32_t value) const {
    if (value < 0 || value >= num_buckets_) {
      return absl::OutOfRangeError(
          absl::StrCat("value ", value, " is outside [0, ", num_buckets_, ")"));
    }
    return absl::OkStatus();
  }

  int64_t num_buckets_ = 0;
};

REGISTER_KERNEL_BUILDER(Name("Tf2StyleHistogram").Device(DEVICE_CPU), HistogramOp);

class CallCountOp : public OpKernel {
 public:
  using OpKernel::OpKernel;

  void Compute(OpKernelContext* context) override {
    int64_t calls;
    {
      absl::MutexLock lock(&mutex_);
      calls = ++calls_;
    }
    Tensor* output = nullptr;
    OP_REQUIRES_OK(context, context->allocate_output(0, TensorShape({}), &output));
    output->scalar<int64_t>()() = calls;
  }

 private:
  absl::Mutex mutex_;
  int64_t calls_ ABSL_GUARDED_BY(mutex_) = 0;
};

REGISTER_KERNEL_BUILDER(Name("Tf2StyleCallCount").Device(DEVICE_CPU), CallCountOp);

}  // namespace
}  // namespace tensorflow
