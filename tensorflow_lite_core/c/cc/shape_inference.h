// InferenceContext, ShapeHandle and DimensionHandle of the header-only C++ API, over the shape
// functions of ops.h:
//
//   REGISTER_OP("ZeroOut").Input("x: T").Output("y: T").Attr("T: {float, int32}")
//       .SetShapeFn([](shape_inference::InferenceContext* c) {
//         c->set_output(0, c->input(0));
//         return OkStatus();
//       });
//
// Handles are cheap shared references to C handles; what they refer to belongs to the context and
// is valid only during the shape function's call.
#ifndef TENSORFLOW_LITE_CORE_C_CC_SHAPE_INFERENCE_H_
#define TENSORFLOW_LITE_CORE_C_CC_SHAPE_INFERENCE_H_

#include <cstdint>
#include <limits>
#include <memory>
#include <string>

#include "tensorflow_lite_core/c/cc/status.h"
#include "tensorflow_lite_core/c/cc/tensor.h"
#include "tensorflow_lite_core/c/ops.h"

TFLC_PLUGIN_NAMESPACE_BEGIN
namespace shape_inference {

class ShapeHandle {
 public:
  ShapeHandle() : ShapeHandle(TF_NewShapeHandle()) {}
  // Takes ownership of `handle`.
  explicit ShapeHandle(TF_ShapeHandle* handle) : handle_(handle, &TF_DeleteShapeHandle) {}
  TF_ShapeHandle* get() const { return handle_.get(); }

 private:
  std::shared_ptr<TF_ShapeHandle> handle_;
};

class DimensionHandle {
 public:
  DimensionHandle() : handle_(TF_NewDimensionHandle(), &TF_DeleteDimensionHandle) {}
  TF_DimensionHandle* get() const { return handle_.get(); }

 private:
  std::shared_ptr<TF_DimensionHandle> handle_;
};

class InferenceContext {
 public:
  static constexpr int64_t kUnknownDim = -1;
  static constexpr int64_t kUnknownRank = -1;

  explicit InferenceContext(TF_ShapeInferenceContext* context) : context_(context) {}
  InferenceContext(const InferenceContext&) = delete;
  InferenceContext& operator=(const InferenceContext&) = delete;

  int64_t num_inputs() const { return TF_ShapeInferenceContextNumInputs(context_); }

  // The shape of input `idx`. Throws StatusError for an index out of range (the shape function
  // then fails with that error).
  ShapeHandle input(int64_t idx) {
    ShapeHandle shape;
    TF_ShapeInferenceContextGetInput(context_, static_cast<int>(idx), shape.get(),
                                     internal::Scratch());
    ThrowIfError();
    return shape;
  }
  // Sets output `idx`. Throws StatusError for an index out of range or an empty handle.
  void set_output(int idx, const ShapeHandle& shape) {
    TF_ShapeInferenceContextSetOutput(context_, idx, shape.get(), internal::Scratch());
    ThrowIfError();
  }
  // Sets every output to a shape of unknown rank.
  Status SetUnknownShape() {
    TF_ShapeInferenceContextSetUnknownShape(context_, internal::Scratch());
    return internal::LastStatus();
  }

  ShapeHandle Scalar() { return Adopt(TF_ShapeInferenceContextScalar(context_)); }
  // The shape [size]; size must be >= 0.
  ShapeHandle Vector(int64_t size) {
    if (size < 0) throw StatusError(errors::InvalidArgument("Vector of negative size ", size));
    return Adopt(TF_ShapeInferenceContextVectorFromSize(context_, static_cast<size_t>(size)));
  }

  int64_t Rank(const ShapeHandle& shape) const {
    return TF_ShapeInferenceContextRank(context_, shape.get());
  }
  bool RankKnown(const ShapeHandle& shape) const {
    return TF_ShapeInferenceContextRankKnown(context_, shape.get()) != 0;
  }
  Status WithRank(const ShapeHandle& shape, int64_t rank, ShapeHandle* out) {
    return Produce(out, [&](TF_ShapeHandle* result) {
      TF_ShapeInferenceContextWithRank(context_, shape.get(), rank, result, internal::Scratch());
    });
  }
  Status WithRankAtLeast(const ShapeHandle& shape, int64_t rank, ShapeHandle* out) {
    return Produce(out, [&](TF_ShapeHandle* result) {
      TF_ShapeInferenceContextWithRankAtLeast(context_, shape.get(), rank, result,
                                              internal::Scratch());
    });
  }
  Status WithRankAtMost(const ShapeHandle& shape, int64_t rank, ShapeHandle* out) {
    return Produce(out, [&](TF_ShapeHandle* result) {
      TF_ShapeInferenceContextWithRankAtMost(context_, shape.get(), rank, result,
                                             internal::Scratch());
    });
  }

  // Dimension `idx` of `shape` (negative counts from the end); unknown when out of range or when
  // the rank is unknown.
  DimensionHandle Dim(const ShapeHandle& shape, int64_t idx) {
    DimensionHandle dim;
    TF_ShapeInferenceContextDim(context_, shape.get(), idx, dim.get());
    return dim;
  }
  static int64_t Value(const DimensionHandle& dim) { return TF_DimensionHandleValue(dim.get()); }
  static bool ValueKnown(const DimensionHandle& dim) {
    return TF_DimensionHandleValueKnown(dim.get()) != 0;
  }

  // Dimensions [start, end) of `shape`, as Python slicing.
  Status Subshape(const ShapeHandle& shape, int64_t start, ShapeHandle* out) {
    return Subshape(shape, start, std::numeric_limits<int64_t>::max(), out);
  }
  Status Subshape(const ShapeHandle& shape, int64_t start, int64_t end, ShapeHandle* out) {
    return Produce(out, [&](TF_ShapeHandle* result) {
      TF_ShapeInferenceContextSubshape(context_, shape.get(), start, end, result,
                                       internal::Scratch());
    });
  }
  Status Concatenate(const ShapeHandle& first, const ShapeHandle& second, ShapeHandle* out) {
    return Produce(out, [&](TF_ShapeHandle* result) {
      TF_ShapeInferenceContextConcatenateShapes(context_, first.get(), second.get(), result,
                                                internal::Scratch());
    });
  }

  // Reads a type attr of the node (the only attrs the C API exposes to shape functions).
  Status GetAttr(const std::string& name, DataType* value) const {
    TF_ShapeInferenceContext_GetAttrType(context_, name.c_str(), value, internal::Scratch());
    return internal::LastStatus();
  }

  TF_ShapeInferenceContext* get() const { return context_; }

 private:
  void ThrowIfError() const {
    Status status = internal::LastStatus();
    if (!status.ok()) throw StatusError(std::move(status));
  }
  // Runs `call` with a new handle for its result and then stores that in *out: results never
  // write into a handle that copies share, and *out may be one of the call's arguments.
  template <typename Call>
  static Status Produce(ShapeHandle* out, const Call& call) {
    ShapeHandle result;
    call(result.get());
    Status status = internal::LastStatus();
    *out = std::move(result);
    return status;
  }
  static ShapeHandle Adopt(TF_ShapeHandle* handle) {
    if (handle == nullptr) throw StatusError(errors::Internal("the C API returned no shape"));
    return ShapeHandle(handle);
  }

  TF_ShapeInferenceContext* const context_;
};

// The output has the shape of the input (TensorFlow's shape_inference::UnchangedShape).
inline Status UnchangedShape(InferenceContext* c) {
  c->set_output(0, c->input(0));
  return OkStatus();
}

}  // namespace shape_inference
TFLC_PLUGIN_NAMESPACE_END

#endif  // TENSORFLOW_LITE_CORE_C_CC_SHAPE_INFERENCE_H_
