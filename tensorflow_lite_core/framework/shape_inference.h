// Shape inference: the InferenceContext a shape function (REGISTER_OP(...).SetShapeFn(fn)) receives,
// and the handles it works with.
//
// A shape function reads the node's input shapes (and, when known, constant input tensors and
// attrs) through the context, combines them with the context's operations (WithRank, Merge,
// Concatenate, Add...) and records one shape per output with set_output(). Shapes may be
// partially known: an unknown rank prints as "?", an unknown dimension as "?" ("[2,?]").
//
// ShapeHandle and DimensionHandle are cheap, copyable references to shapes and dimensions owned by
// the context that made them; they stay valid as long as that context lives. Two handles may
// refer to equal values yet be different handles: SameHandle() tells whether a result is the very
// shape or dimension of an input, which shape-inference tests check.
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_SHAPE_INFERENCE_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_SHAPE_INFERENCE_H_

#include <cstddef>
#include <functional>
#include <initializer_list>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/logging.h"
#include "tensorflow_lite_core/platform/macros.h"
#include "tensorflow_lite_core/platform/status.h"
#include "tensorflow_lite_core/platform/types.h"

namespace tensorflow {
namespace shape_inference {

class InferenceContext;

// A dimension's size: a value >= 0, or InferenceContext::kUnknownDim. Read through the context.
class Dimension {
 private:
  explicit Dimension(int64 value) : value_(value) {}

  const int64 value_;

  friend class InferenceContext;
  TF_DISALLOW_COPY_AND_ASSIGN(Dimension);
};

class DimensionHandle {
 public:
  DimensionHandle() = default;
  // True when both refer to the same dimension object, not merely to equal sizes.
  bool SameHandle(DimensionHandle d) const { return dimension_ == d.dimension_; }
  std::size_t Handle() const { return reinterpret_cast<std::size_t>(dimension_); }

 private:
  explicit DimensionHandle(const Dimension* dimension) : dimension_(dimension) {}
  bool IsSet() const { return dimension_ != nullptr; }
  const Dimension* operator->() const { return dimension_; }

  const Dimension* dimension_ = nullptr;

  friend struct DimensionOrConstant;
  friend class InferenceContext;
};

// A shape: a rank (or InferenceContext::kUnknownRank) and, for a known rank, its dimensions.
class Shape {
 private:
  Shape() : rank_(-1) {}
  explicit Shape(std::vector<DimensionHandle> dims)
      : rank_(static_cast<int32>(dims.size())), dims_(std::move(dims)) {}

  const int32 rank_;
  const std::vector<DimensionHandle> dims_;

  friend class InferenceContext;
  TF_DISALLOW_COPY_AND_ASSIGN(Shape);
};

class ShapeHandle {
 public:
  ShapeHandle() = default;
  // True when both refer to the same shape object, not merely to equal shapes.
  bool SameHandle(ShapeHandle s) const { return shape_ == s.shape_; }
  std::size_t Handle() const { return reinterpret_cast<std::size_t>(shape_); }

 private:
  explicit ShapeHandle(const Shape* shape) : shape_(shape) {}
  bool IsSet() const { return shape_ != nullptr; }
  const Shape* operator->() const { return shape_; }

  const Shape* shape_ = nullptr;

  friend class InferenceContext;
};

// Lets dimension arithmetic take either a handle or a plain size: c->Add(d, 1), c->Add(d, other).
struct DimensionOrConstant {
  // Intentionally implicit. `dim` must be set.
  DimensionOrConstant(DimensionHandle dim);  // NOLINT(runtime/explicit)
  // `val` must be >= 0 or InferenceContext::kUnknownDim.
  DimensionOrConstant(int64 val);  // NOLINT(runtime/explicit)

  // When set, `dim` wins and `val` is ignored.
  DimensionHandle dim;
  int64 val = -1;
};

// The shape and dtype of a value a DT_RESOURCE or DT_VARIANT handle refers to.
struct ShapeAndType {
  ShapeAndType() = default;
  ShapeAndType(ShapeHandle s, DataType t) : shape(s), dtype(t) {}

  ShapeHandle shape;
  DataType dtype = DT_INVALID;
};

// What a shape function receives. Made by the framework (see InferShapes in
// shape_inference_runner.h) for one node; all handles it returns are owned by it.
class InferenceContext {
 public:
  static constexpr int64 kUnknownDim = -1;
  static constexpr int32 kUnknownRank = -1;

  // `attrs` (and the NodeDef or map it views) must outlive the context; `op_def` is copied.
  // `input_tensors` holds the constant value of each input, or nullptr where it is not known; it
  // may be shorter than `input_shapes` and is padded with nullptr. The tensors are not owned and
  // must outlive the context. `input_tensors_as_shapes[i]`, when of known rank, is what is known
  // of the shape that non-constant input i holds as its value (used by
  // MakeShapeFromShapeTensor). `input_handle_shapes_and_types[i]`, when not null, describes what
  // the resource handle of input i refers to.
  //
  // Problems with the arguments (an input count that does not match the op, an attr that a
  // variadic argument needs missing) do not crash: they become construction_status() and Run()
  // returns them.
  InferenceContext(int graph_def_version, const AttrSlice& attrs, const OpDef& op_def,
                   const std::vector<PartialTensorShape>& input_shapes,
                   const std::vector<const Tensor*>& input_tensors,
                   const std::vector<PartialTensorShape>& input_tensors_as_shapes = {},
                   const std::vector<std::unique_ptr<std::vector<
                       std::pair<PartialTensorShape, DataType>>>>& input_handle_shapes_and_types =
                       {});
  // The same from shape protos; an invalid proto makes construction_status() an error.
  InferenceContext(int graph_def_version, const AttrSlice& attrs, const OpDef& op_def,
                   const std::vector<TensorShapeProto>& input_shapes,
                   const std::vector<const Tensor*>& input_tensors,
                   const std::vector<TensorShapeProto>& input_tensors_as_shapes = {});
  ~InferenceContext();

  InferenceContext(const InferenceContext&) = delete;
  InferenceContext& operator=(const InferenceContext&) = delete;

  // Runs `fn` on this context. Returns construction_status() if that is an error. An error from
  // `fn` comes back with the node, its input shapes and the constant inputs it read appended; an
  // output `fn` left unset is an error naming the op and the output.
  absl::Status Run(const std::function<absl::Status(InferenceContext* c)>& fn);

  // ---- Inputs and outputs. Indices must be in range (checked; a bad index is a bug in the
  // shape function).
  ShapeHandle input(int64 idx) const;
  // The shapes of the inputs of the op's argument `input_name` (several for "N * T" arguments).
  absl::Status input(std::string_view input_name, std::vector<ShapeHandle>* output) const;
  int num_inputs() const { return static_cast<int>(inputs_.size()); }

  // Merges `shape` into the stored shape of input `idx` (see Merge); true when that changed it.
  bool MergeInput(int idx, ShapeHandle shape);

  // The constant value of input `idx`, or nullptr when it is not known.
  const Tensor* input_tensor(int idx);
  // Whether the shape function asked for input_tensor(idx) (directly or through
  // MakeShapeFromShapeTensor / MakeDimForScalarInput...).
  bool requested_input_tensor(int idx) const;
  // Whether MakeShapeFromShapeTensor asked for input `idx` and found no constant tensor.
  bool requested_input_tensor_as_partial_shape(int idx) const;
  void set_input_tensors(const std::vector<const Tensor*>& input_tensors);

  void set_output(int idx, ShapeHandle shape);
  absl::Status set_output(std::string_view output_name, const std::vector<ShapeHandle>& shapes);
  int num_outputs() const { return static_cast<int>(outputs_.size()); }
  // Unset (a default ShapeHandle) until the shape function sets it.
  ShapeHandle output(int idx) const;
  absl::Status output(std::string_view output_name, std::vector<ShapeHandle>* output) const;

  AttrSlice attrs() const { return attrs_; }
  const OpDef& op_def() const { return op_def_; }
  // The op's name.
  const std::string& op() const { return op_def_.name(); }
  int graph_def_version() const { return graph_def_version_; }
  absl::Status construction_status() const { return construction_status_; }

  // Reads attr `attr_name` of the node (NotFound or InvalidArgument as GetNodeAttr).
  template <class T>
  absl::Status GetAttr(std::string_view attr_name, T* value) const {
    return GetNodeAttr(attrs_, attr_name, value);
  }

  // ---- Inspecting shapes and dimensions.
  static int32 Rank(ShapeHandle s) { return s.IsSet() ? s->rank_ : kUnknownRank; }
  static bool RankKnown(ShapeHandle s) { return Rank(s) != kUnknownRank; }
  static int64 Value(DimensionOrConstant d) { return d.dim.IsSet() ? d.dim->value_ : d.val; }
  static bool ValueKnown(DimensionOrConstant d) { return Value(d) != kUnknownDim; }

  // Dimension `idx` of `s`; negative indices count from the end. A new unknown dimension when the
  // rank of `s` is unknown. For a known rank, idx must be in [-rank, rank).
  DimensionHandle Dim(ShapeHandle s, int64 idx);
  // As Dim, for a shape of known rank.
  static DimensionHandle DimKnownRank(ShapeHandle s, int64 idx);

  // True when the rank and every dimension of `s` are known.
  bool FullyDefined(ShapeHandle s);
  // The number of elements: known when every dimension is, or 0 when some dimension is 0.
  DimensionHandle NumElements(ShapeHandle s);

  // True when some fully defined shape (size) matches both.
  static bool IsCompatible(ShapeHandle s0, ShapeHandle s1);
  static bool IsCompatible(DimensionHandle d0, DimensionHandle d1);

  // "[2,?]", "?" for an unknown rank; "2" or "?" for a dimension.
  std::string DebugString(ShapeHandle s);
  std::string DebugString(DimensionHandle d);
  std::string DebugString(const ShapeAndType& shape_and_type);
  // The whole context: op, input shapes, output shapes.
  std::string DebugString() const;

  // Writes `handle` into an empty `proto` (-1 for unknown dimensions, unknown_rank when unknown).
  void ShapeHandleToProto(ShapeHandle handle, TensorShapeProto* proto);

  // ---- Asserting facts. Each returns OK and the (possibly refined) shape or dimension in *out,
  // or InvalidArgument in TensorFlow's wording ("Shape must be rank 2 but is rank 3"). *out may
  // be the argument itself.

  // A shape of unknown rank becomes a new shape of `rank` unknown dimensions; ranks no tensor can
  // have (beyond TensorShape::MaxDimensions()) are refused instead.
  absl::Status WithRank(ShapeHandle shape, int64 rank, ShapeHandle* out) TF_MUST_USE_RESULT;
  absl::Status WithRankAtLeast(ShapeHandle shape, int64 rank, ShapeHandle* out) TF_MUST_USE_RESULT;
  absl::Status WithRankAtMost(ShapeHandle shape, int64 rank, ShapeHandle* out) TF_MUST_USE_RESULT;
  // An unknown dimension becomes a new dimension of `value`.
  absl::Status WithValue(DimensionHandle dim, int64 value, DimensionHandle* out) TF_MUST_USE_RESULT;

  // The most specific shape compatible with both, or an error when they are incompatible
  // ("Shapes must be equal rank, but are 2 and 3", "Dimension 0 in both shapes must be equal,
  // but are 2 and 3. Shapes are [2] and [3]."). Returns s0 when it is at least as specific as
  // s1, else s1 when it is at least as specific as s0, else a new shape: merging [2,?] and [?,3]
  // gives a new [2,3] made of the first's dimension 0 and the second's dimension 1.
  absl::Status Merge(ShapeHandle s0, ShapeHandle s1, ShapeHandle* out) TF_MUST_USE_RESULT;
  // Returns d0 unless only d1 is known; "Dimensions must be equal, but are 2 and 3".
  absl::Status Merge(DimensionHandle d0, DimensionHandle d1, DimensionHandle* out) TF_MUST_USE_RESULT;
  // Requires rank(s) >= rank(prefix) and merges the leading dimensions of `s` with `prefix`;
  // *s_out is `s` with its prefix merged, *prefix_out the merged prefix.
  absl::Status MergePrefix(ShapeHandle s, ShapeHandle prefix, ShapeHandle* s_out,
                     ShapeHandle* prefix_out) TF_MUST_USE_RESULT;

  // ---- Building shapes.

  // Dimensions [start:], [start:end] or [start:end:stride] of `s`, as in Python slicing:
  // negative indices count from the end, indices past the rank are clamped to it. A start or end
  // before the first dimension, or a start past the end (before it, for a negative stride), is an
  // error. An unknown rank gives an unknown shape; the whole of `s` gives `s` itself.
  absl::Status Subshape(ShapeHandle s, int64 start, ShapeHandle* out) TF_MUST_USE_RESULT;
  absl::Status Subshape(ShapeHandle s, int64 start, int64 end, ShapeHandle* out) TF_MUST_USE_RESULT;
  absl::Status Subshape(ShapeHandle s, int64 start, int64 end, int64 stride,
                  ShapeHandle* out) TF_MUST_USE_RESULT;
  // The dimensions of s1 followed by those of s2; unknown when either rank is.
  absl::Status Concatenate(ShapeHandle s1, ShapeHandle s2, ShapeHandle* out) TF_MUST_USE_RESULT;
  // `s` with dimension `dim_index` (negative counts from the end) replaced by `new_dim`.
  absl::Status ReplaceDim(ShapeHandle s, int64 dim_index, DimensionHandle new_dim,
                    ShapeHandle* out) TF_MUST_USE_RESULT;

  ShapeHandle MakeShape(const std::vector<DimensionHandle>& dims);
  ShapeHandle MakeShape(std::initializer_list<DimensionOrConstant> dims);
  ShapeHandle UnknownShape();
  // `rank` new unknown dimensions; kUnknownRank gives UnknownShape().
  ShapeHandle UnknownShapeOfRank(int64 rank);
  ShapeHandle Scalar();
  ShapeHandle Vector(DimensionOrConstant dim);
  ShapeHandle Matrix(DimensionOrConstant dim1, DimensionOrConstant dim2);

  // The shape held as the value of input `input_idx`, a rank-1 int32 or int64 tensor whose -1
  // entries mean unknown dimensions. When the value is not constant: what is known from
  // input_tensors_as_shapes, else as many unknown dimensions as the input has elements, else an
  // unknown shape.
  absl::Status MakeShapeFromShapeTensor(int input_idx, ShapeHandle* out);
  // As above, but the input may also be a scalar: -1 (or a non-constant scalar) stands for an
  // unknown shape.
  absl::Status MakeShapeFromShapeTensorTreatScalarAsUnknownShape(int input_idx, ShapeHandle* out);
  // The shape held by tensor `t` (nullptr when not constant) whose own shape is `tensor_shape`.
  absl::Status MakeShapeFromTensor(const Tensor* t, ShapeHandle tensor_shape, ShapeHandle* out);
  absl::Status MakeShapeFromShapeProto(const TensorShapeProto& proto, ShapeHandle* out);
  absl::Status MakeShapeFromPartialTensorShape(const PartialTensorShape& partial_shape,
                                         ShapeHandle* out);
  absl::Status MakeShapeFromTensorShape(const TensorShape& shape, ShapeHandle* out);

  // A new dimension of size `d` (or `d` itself when it is a handle).
  DimensionHandle MakeDim(DimensionOrConstant d);
  DimensionHandle UnknownDim() { return MakeDim(kUnknownDim); }

  // The value of scalar int32/int64 tensor `t`, or of element `idx` of a rank-1 one.
  absl::Status GetScalarFromTensor(const Tensor* t, int64* val);
  absl::Status GetScalarFromTensor(const Tensor* t, int64 idx, int64* val);
  // A dimension whose size is the value of scalar input `idx` (unknown when not constant).
  absl::Status MakeDimForScalarInput(int idx, DimensionHandle* out);
  // As above, but a negative value counts back from `input_rank` (which may be kUnknownRank).
  absl::Status MakeDimForScalarInputWithNegativeIndexing(int idx, int input_rank, DimensionHandle* out);

  // ---- Dimension arithmetic. Unknown operands give an unknown result except where noted.

  // dividend / divisor; an error if the divisor is not positive, or, with `evenly_divisible`,
  // does not divide the dividend. Dividing by 1 returns `dividend`.
  absl::Status Divide(DimensionHandle dividend, DimensionOrConstant divisor, bool evenly_divisible,
                DimensionHandle* out);
  // Adding 0 returns the other operand.
  absl::Status Add(DimensionHandle first, DimensionOrConstant second, DimensionHandle* out);
  // Subtracting 0 returns `first`; a negative result is an error.
  absl::Status Subtract(DimensionHandle first, DimensionOrConstant second, DimensionHandle* out);
  // Multiplying by 1 returns the other operand; by 0 gives 0 even when the other is unknown.
  absl::Status Multiply(DimensionHandle first, DimensionOrConstant second, DimensionHandle* out);
  // 0 if either is 0; otherwise the smaller, or unknown.
  absl::Status Min(DimensionHandle first, DimensionOrConstant second, DimensionHandle* out);
  absl::Status Max(DimensionHandle first, DimensionOrConstant second, DimensionHandle* out);

  // ---- What resource and variant handles refer to. nullptr when not known.
  const std::vector<ShapeAndType>* input_handle_shapes_and_types(int idx) const;
  const std::vector<ShapeAndType>* output_handle_shapes_and_types(int idx) const;
  void set_output_handle_shapes_and_types(int idx,
                                          const std::vector<ShapeAndType>& shapes_and_types);

 private:
  // Sets up outputs and name maps; shared by both constructors.
  void Initialize(const std::vector<const Tensor*>& input_tensors);
  // `status` with the node, its input shapes and the constant inputs read appended.
  absl::Status AttachContext(const absl::Status& status);
  void CheckInputIndex(int64 idx) const;
  void CheckOutputIndex(int64 idx) const;
  // Shared by the MakeShapeFromShapeTensor forms.
  absl::Status MakeShapeFromShapeTensorImpl(bool treat_scalar_as_unknown_shape, int input_idx,
                                      ShapeHandle* out);
  absl::Status MakeShapeFromTensorImpl(bool treat_scalar_as_unknown_shape, const Tensor* t,
                                 ShapeHandle tensor_shape, ShapeHandle* out);
  absl::Status ReturnUnknownShape(ShapeHandle* out) {
    *out = UnknownShape();
    return OkStatus();
  }

  // Every Shape and Dimension this context handed out; handles point into these.
  std::vector<std::unique_ptr<Shape>> all_shapes_;
  std::vector<std::unique_ptr<Dimension>> all_dims_;

  const int graph_def_version_;
  const AttrSlice attrs_;
  const OpDef op_def_;
  NameRangeMap input_name_map_;
  NameRangeMap output_name_map_;
  absl::Status construction_status_;

  std::vector<ShapeHandle> inputs_;
  std::vector<const Tensor*> input_tensors_;
  std::vector<bool> requested_input_tensor_;
  std::vector<ShapeHandle> input_tensors_as_shapes_;
  std::vector<bool> requested_input_tensor_as_partial_shape_;
  std::vector<ShapeHandle> outputs_;
  std::vector<std::unique_ptr<std::vector<ShapeAndType>>> input_handle_shapes_and_types_;
  std::vector<std::unique_ptr<std::vector<ShapeAndType>>> output_handle_shapes_and_types_;
};

// ---- Inline definitions.

inline DimensionOrConstant::DimensionOrConstant(DimensionHandle handle) : dim(handle) {
  DCHECK(handle.IsSet()) << "DimensionOrConstant made from an unset DimensionHandle";
}

inline DimensionOrConstant::DimensionOrConstant(int64 value) : val(value) {
  DCHECK(value >= 0 || value == InferenceContext::kUnknownDim)
      << "Dimension must be non-negative or InferenceContext::kUnknownDim, but is " << value;
}

}  // namespace shape_inference
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_SHAPE_INFERENCE_H_
