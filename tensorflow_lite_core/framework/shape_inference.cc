#include "tensorflow_lite_core/framework/shape_inference.h"

#include <algorithm>
#include <limits>

#include "tensorflow_lite_core/framework/shape_inference_tensor_values.h"
#include "tensorflow_lite_core/framework/types.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {
namespace shape_inference {

constexpr int64 InferenceContext::kUnknownDim;
constexpr int32 InferenceContext::kUnknownRank;

namespace {

std::string DimString(DimensionHandle d) {
  return InferenceContext::ValueKnown(d) ? strings::StrCat(InferenceContext::Value(d)) : "?";
}

std::string ShapeString(ShapeHandle s) {
  if (!InferenceContext::RankKnown(s)) return "?";
  std::string text = "[";
  for (int32 i = 0; i < InferenceContext::Rank(s); ++i) {
    if (i > 0) text += ",";
    text += DimString(InferenceContext::DimKnownRank(s, i));
  }
  return text + "]";
}

// "<1 2 3>" for the small integer tensors shape functions read; a summary for anything else.
std::string TensorValuesString(const Tensor& t) {
  constexpr int64 kMaxShown = 10;
  if (t.dtype() != DT_INT32 && t.dtype() != DT_INT64) {
    return strings::StrCat("<", DataTypeString(t.dtype()), " tensor of shape ",
                           t.shape().DebugString(), ">");
  }
  std::string text = "<";
  const int64 shown = std::min(t.NumElements(), kMaxShown);
  for (int64 i = 0; i < shown; ++i) {
    int64 value = 0;
    internal::ReadIntegerElement(t, i, &value);
    strings::StrAppend(&text, i > 0 ? " " : "", value);
  }
  if (t.NumElements() > shown) text += "...";
  return text + ">";
}

// Conversion for the TensorShapeProto constructor; invalid protos become unknown shapes here and
// are reported by that constructor.
std::vector<PartialTensorShape> ShapesFromProtos(const std::vector<TensorShapeProto>& protos) {
  std::vector<PartialTensorShape> shapes(protos.size());
  for (size_t i = 0; i < protos.size(); ++i) {
    if (!PartialTensorShape::BuildPartialTensorShape(protos[i], &shapes[i]).ok()) {
      shapes[i] = PartialTensorShape();
    }
  }
  return shapes;
}

// The number of flat arguments an OpDef's name ranges cover.
int RangeEnd(const NameRangeMap& ranges) {
  int end = 0;
  for (const auto& entry : ranges) end = std::max(end, entry.second.second);
  return end;
}

}  // namespace

InferenceContext::InferenceContext(
    int graph_def_version, const AttrSlice& attrs, const OpDef& op_def,
    const std::vector<PartialTensorShape>& input_shapes,
    const std::vector<const Tensor*>& input_tensors,
    const std::vector<PartialTensorShape>& input_tensors_as_shapes,
    const std::vector<std::unique_ptr<std::vector<std::pair<PartialTensorShape, DataType>>>>&
        input_handle_shapes_and_types)
    : graph_def_version_(graph_def_version), attrs_(attrs), op_def_(op_def) {
  inputs_.reserve(input_shapes.size());
  for (const PartialTensorShape& shape : input_shapes) {
    ShapeHandle handle;
    MakeShapeFromPartialTensorShape(shape, &handle).IgnoreError();  // Cannot fail.
    inputs_.push_back(handle);
  }
  for (const PartialTensorShape& shape : input_tensors_as_shapes) {
    ShapeHandle handle;
    MakeShapeFromPartialTensorShape(shape, &handle).IgnoreError();
    input_tensors_as_shapes_.push_back(handle);
  }
  input_handle_shapes_and_types_.resize(inputs_.size());
  if (input_handle_shapes_and_types.size() > inputs_.size()) {
    construction_status_.Update(errors::InvalidArgument(
        "Handle shapes and types were given for ", input_handle_shapes_and_types.size(),
        " inputs of op '", op(), "', which has ", inputs_.size(), " input shapes"));
  }
  for (size_t i = 0; i < input_handle_shapes_and_types.size() && i < inputs_.size(); ++i) {
    if (input_handle_shapes_and_types[i] == nullptr) continue;
    auto converted = std::make_unique<std::vector<ShapeAndType>>();
    for (const auto& shape_and_dtype : *input_handle_shapes_and_types[i]) {
      ShapeHandle handle;
      MakeShapeFromPartialTensorShape(shape_and_dtype.first, &handle).IgnoreError();
      converted->emplace_back(handle, shape_and_dtype.second);
    }
    input_handle_shapes_and_types_[i] = std::move(converted);
  }
  Initialize(input_tensors);
}

InferenceContext::InferenceContext(int graph_def_version, const AttrSlice& attrs,
                                   const OpDef& op_def,
                                   const std::vector<TensorShapeProto>& input_shapes,
                                   const std::vector<const Tensor*>& input_tensors,
                                   const std::vector<TensorShapeProto>& input_tensors_as_shapes)
    : InferenceContext(graph_def_version, attrs, op_def, ShapesFromProtos(input_shapes),
                       input_tensors, ShapesFromProtos(input_tensors_as_shapes)) {
  for (size_t i = 0; i < input_shapes.size(); ++i) {
    const Status status = PartialTensorShape::IsValidShape(input_shapes[i]);
    if (!status.ok()) {
      construction_status_.Update(errors::InvalidArgument("Shape of input ", i, " of op '", op(),
                                                          "' is invalid: ", status.message()));
    }
  }
  for (size_t i = 0; i < input_tensors_as_shapes.size(); ++i) {
    const Status status = PartialTensorShape::IsValidShape(input_tensors_as_shapes[i]);
    if (!status.ok()) {
      construction_status_.Update(errors::InvalidArgument("Shape held by input ", i, " of op '",
                                                          op(), "' is invalid: ",
                                                          status.message()));
    }
  }
}

InferenceContext::~InferenceContext() = default;

void InferenceContext::Initialize(const std::vector<const Tensor*>& input_tensors) {
  const Status ranges_status =
      NameRangesForNode(attrs_, op_def_, &input_name_map_, &output_name_map_);
  if (ranges_status.ok()) {
    outputs_.resize(RangeEnd(output_name_map_));
    const int expected_inputs = RangeEnd(input_name_map_);
    if (expected_inputs != num_inputs()) {
      construction_status_.Update(errors::InvalidArgument(
          "Op '", op(), "' has ", expected_inputs, " inputs, but ", num_inputs(),
          " input shapes were given"));
    }
  } else {
    construction_status_.Update(ranges_status);
  }
  output_handle_shapes_and_types_.resize(outputs_.size());
  if (input_tensors.size() > inputs_.size()) {
    construction_status_.Update(errors::InvalidArgument(
        input_tensors.size(), " input tensors were given for op '", op(), "', which has ",
        inputs_.size(), " input shapes"));
  }
  set_input_tensors(input_tensors);
  requested_input_tensor_.assign(inputs_.size(), false);
  requested_input_tensor_as_partial_shape_.assign(inputs_.size(), false);
}

absl::Status InferenceContext::Run(const std::function<Status(InferenceContext* c)>& fn) {
  TF_RETURN_IF_ERROR(construction_status_);
  if (!fn) {
    return errors::InvalidArgument("No shape inference function exists for op '", op(),
                                   "', did you forget to define it?");
  }
  const Status status = fn(this);
  if (!status.ok()) return AttachContext(status);
  for (int i = 0; i < num_outputs(); ++i) {
    if (!outputs_[i].IsSet()) {
      return AttachContext(errors::InvalidArgument("Shape function of op '", op(),
                                                   "' did not set output ", i, " (of ",
                                                   num_outputs(), ")"));
    }
  }
  return OkStatus();
}

absl::Status InferenceContext::AttachContext(const Status& status) {
  std::string node = attrs_.SummarizeNode();
  if (node.rfind("{{node", 0) != 0) {
    // A bare attr map rather than a NodeDef: name the op instead.
    const std::string attr_summary = attrs_.DebugString();
    node = attr_summary.empty() ? op() : strings::StrCat(op(), "[", attr_summary, "]");
  }
  std::string message = strings::StrCat(status.message(), " for '", node, "' with input shapes: ");
  for (int i = 0; i < num_inputs(); ++i) {
    strings::StrAppend(&message, i > 0 ? ", " : "", ShapeString(inputs_[i]));
  }
  std::string tensors;
  for (int i = 0; i < num_inputs(); ++i) {
    if (!requested_input_tensor_[i] || input_tensors_[i] == nullptr) continue;
    strings::StrAppend(&tensors, tensors.empty() ? "" : ", ", "input[", i,
                       "] = ", TensorValuesString(*input_tensors_[i]));
  }
  if (!tensors.empty()) strings::StrAppend(&message, " and with computed input tensors: ", tensors);
  return Status(status.code(), message + ".");
}

// ---- Inputs and outputs.

void InferenceContext::CheckInputIndex(int64 idx) const {
  CHECK(idx >= 0 && idx < num_inputs())
      << "Input index " << idx << " out of range for op '" << op() << "' with " << num_inputs()
      << " inputs";
}

void InferenceContext::CheckOutputIndex(int64 idx) const {
  CHECK(idx >= 0 && idx < num_outputs())
      << "Output index " << idx << " out of range for op '" << op() << "' with " << num_outputs()
      << " outputs";
}

ShapeHandle InferenceContext::input(int64 idx) const {
  CheckInputIndex(idx);
  return inputs_[idx];
}

absl::Status InferenceContext::input(std::string_view input_name,
                               std::vector<ShapeHandle>* output) const {
  const auto found = input_name_map_.find(std::string(input_name));
  if (found == input_name_map_.end() || found->second.second > num_inputs()) {
    return errors::InvalidArgument("Unknown input name: ", input_name);
  }
  output->assign(inputs_.begin() + found->second.first, inputs_.begin() + found->second.second);
  return OkStatus();
}

bool InferenceContext::MergeInput(int idx, ShapeHandle shape) {
  CheckInputIndex(idx);
  ShapeHandle merged;
  if (!Merge(inputs_[idx], shape, &merged).ok() || merged.SameHandle(inputs_[idx])) return false;
  inputs_[idx] = merged;
  return true;
}

const Tensor* InferenceContext::input_tensor(int idx) {
  CheckInputIndex(idx);
  requested_input_tensor_[idx] = true;
  return input_tensors_[idx];
}

bool InferenceContext::requested_input_tensor(int idx) const {
  CheckInputIndex(idx);
  return requested_input_tensor_[idx];
}

bool InferenceContext::requested_input_tensor_as_partial_shape(int idx) const {
  CheckInputIndex(idx);
  return requested_input_tensor_as_partial_shape_[idx];
}

void InferenceContext::set_input_tensors(const std::vector<const Tensor*>& input_tensors) {
  input_tensors_ = input_tensors;
  input_tensors_.resize(inputs_.size(), nullptr);
}

void InferenceContext::set_output(int idx, ShapeHandle shape) {
  CheckOutputIndex(idx);
  outputs_[idx] = shape;
}

absl::Status InferenceContext::set_output(std::string_view output_name,
                                    const std::vector<ShapeHandle>& shapes) {
  const auto found = output_name_map_.find(std::string(output_name));
  if (found == output_name_map_.end()) {
    return errors::InvalidArgument("Unknown output name: ", output_name);
  }
  const int start = found->second.first;
  const int count = found->second.second - start;
  if (static_cast<size_t>(count) != shapes.size()) {
    return errors::InvalidArgument("Output '", output_name, "' of op '", op(), "' has ", count,
                                   " tensors, but ", shapes.size(), " shapes were given");
  }
  std::copy(shapes.begin(), shapes.end(), outputs_.begin() + start);
  return OkStatus();
}

ShapeHandle InferenceContext::output(int idx) const {
  CheckOutputIndex(idx);
  return outputs_[idx];
}

absl::Status InferenceContext::output(std::string_view output_name,
                                std::vector<ShapeHandle>* output) const {
  const auto found = output_name_map_.find(std::string(output_name));
  if (found == output_name_map_.end()) {
    return errors::InvalidArgument("Unknown output name: ", output_name);
  }
  output->assign(outputs_.begin() + found->second.first,
                 outputs_.begin() + found->second.second);
  return OkStatus();
}

const std::vector<ShapeAndType>* InferenceContext::input_handle_shapes_and_types(int idx) const {
  CheckInputIndex(idx);
  return input_handle_shapes_and_types_[idx].get();
}

const std::vector<ShapeAndType>* InferenceContext::output_handle_shapes_and_types(
    int idx) const {
  CheckOutputIndex(idx);
  return output_handle_shapes_and_types_[idx].get();
}

void InferenceContext::set_output_handle_shapes_and_types(
    int idx, const std::vector<ShapeAndType>& shapes_and_types) {
  CheckOutputIndex(idx);
  output_handle_shapes_and_types_[idx] =
      std::make_unique<std::vector<ShapeAndType>>(shapes_and_types);
}

// ---- Inspecting shapes and dimensions.

DimensionHandle InferenceContext::Dim(ShapeHandle s, int64 idx) {
  if (!RankKnown(s)) return UnknownDim();
  return DimKnownRank(s, idx);
}

DimensionHandle InferenceContext::DimKnownRank(ShapeHandle s, int64 idx) {
  CHECK(RankKnown(s)) << "DimKnownRank called on a shape of unknown rank";
  const int64 rank = s->rank_;
  CHECK(idx >= -rank && idx < rank)
      << "Dimension index " << idx << " out of range for a shape of rank " << rank;
  return s->dims_[idx < 0 ? idx + rank : idx];
}

bool InferenceContext::FullyDefined(ShapeHandle s) {
  if (!RankKnown(s)) return false;
  for (const DimensionHandle& d : s->dims_) {
    if (!ValueKnown(d)) return false;
  }
  return true;
}

DimensionHandle InferenceContext::NumElements(ShapeHandle s) {
  if (!RankKnown(s)) return UnknownDim();
  bool some_unknown = false;
  int64 product = 1;
  for (const DimensionHandle& d : s->dims_) {
    const int64 size = Value(d);
    if (size == 0) return MakeDim(0);  // Zero elements whatever the unknown sizes are.
    if (size == kUnknownDim) {
      some_unknown = true;
    } else if (__builtin_mul_overflow(product, size, &product)) {
      some_unknown = true;  // Too many to count; no real tensor has that many.
    }
  }
  return some_unknown ? UnknownDim() : MakeDim(product);
}

bool InferenceContext::IsCompatible(DimensionHandle d0, DimensionHandle d1) {
  return !ValueKnown(d0) || !ValueKnown(d1) || Value(d0) == Value(d1);
}

bool InferenceContext::IsCompatible(ShapeHandle s0, ShapeHandle s1) {
  if (!RankKnown(s0) || !RankKnown(s1)) return true;
  if (Rank(s0) != Rank(s1)) return false;
  for (int32 i = 0; i < Rank(s0); ++i) {
    if (!IsCompatible(s0->dims_[i], s1->dims_[i])) return false;
  }
  return true;
}

std::string InferenceContext::DebugString(ShapeHandle s) { return ShapeString(s); }

std::string InferenceContext::DebugString(DimensionHandle d) { return DimString(d); }

std::string InferenceContext::DebugString(const ShapeAndType& shape_and_type) {
  return strings::StrCat(ShapeString(shape_and_type.shape), ":",
                         DataTypeString(shape_and_type.dtype));
}

std::string InferenceContext::DebugString() const {
  std::string text = strings::StrCat("InferenceContext for op '", op(), "': inputs (");
  for (int i = 0; i < num_inputs(); ++i) {
    strings::StrAppend(&text, i > 0 ? ", " : "", ShapeString(inputs_[i]));
  }
  text += "), outputs (";
  for (int i = 0; i < num_outputs(); ++i) {
    strings::StrAppend(&text, i > 0 ? ", " : "",
                       outputs_[i].IsSet() ? ShapeString(outputs_[i]) : "<unset>");
  }
  return text + ")";
}

void InferenceContext::ShapeHandleToProto(ShapeHandle handle, TensorShapeProto* proto) {
  if (!RankKnown(handle)) {
    proto->set_unknown_rank(true);
    return;
  }
  for (const DimensionHandle& d : handle->dims_) proto->add_dim()->set_size(Value(d));
}

// ---- Asserting facts.

absl::Status InferenceContext::WithRank(ShapeHandle shape, int64 rank, ShapeHandle* out) {
  if (rank < 0) {
    *out = ShapeHandle();
    return errors::InvalidArgument("Rank must be non-negative, but is ", rank);
  }
  if (RankKnown(shape)) {
    if (Rank(shape) == rank) {
      *out = shape;
      return OkStatus();
    }
    *out = ShapeHandle();
    return errors::InvalidArgument("Shape must be rank ", rank, " but is rank ", Rank(shape));
  }
  // Unknown rank: the rank is data (a constant's size, a shape tensor's length) in some callers,
  // so refuse ranks no tensor can have before allocating that many dimensions.
  if (rank > TensorShape::MaxDimensions()) {
    *out = ShapeHandle();
    return errors::InvalidArgument("Shape must be rank ", rank,
                                   ", which exceeds the maximum rank ",
                                   TensorShape::MaxDimensions());
  }
  *out = UnknownShapeOfRank(rank);
  return OkStatus();
}

absl::Status InferenceContext::WithRankAtLeast(ShapeHandle shape, int64 rank, ShapeHandle* out) {
  if (!RankKnown(shape) || Rank(shape) >= rank) {
    *out = shape;
    return OkStatus();
  }
  *out = ShapeHandle();
  return errors::InvalidArgument("Shape must be at least rank ", rank, " but is rank ",
                                 Rank(shape));
}

absl::Status InferenceContext::WithRankAtMost(ShapeHandle shape, int64 rank, ShapeHandle* out) {
  if (!RankKnown(shape) || Rank(shape) <= rank) {
    *out = shape;
    return OkStatus();
  }
  *out = ShapeHandle();
  return errors::InvalidArgument("Shape must be at most rank ", rank, " but is rank ",
                                 Rank(shape));
}

absl::Status InferenceContext::WithValue(DimensionHandle dim, int64 value, DimensionHandle* out) {
  if (value < 0) {
    *out = DimensionHandle();
    return errors::InvalidArgument("Dimension must be non-negative, but asked to be ", value);
  }
  if (!ValueKnown(dim)) {
    *out = MakeDim(value);
    return OkStatus();
  }
  if (Value(dim) == value) {
    *out = dim;
    return OkStatus();
  }
  *out = DimensionHandle();
  return errors::InvalidArgument("Dimension must be ", value, " but is ", Value(dim));
}

absl::Status InferenceContext::Merge(DimensionHandle d0, DimensionHandle d1, DimensionHandle* out) {
  if (d0.SameHandle(d1) || !ValueKnown(d1)) {
    *out = d0;
  } else if (!ValueKnown(d0)) {
    *out = d1;
  } else if (Value(d0) == Value(d1)) {
    *out = d0;
  } else {
    *out = DimensionHandle();
    return errors::InvalidArgument("Dimensions must be equal, but are ", Value(d0), " and ",
                                   Value(d1));
  }
  return OkStatus();
}

absl::Status InferenceContext::Merge(ShapeHandle s0, ShapeHandle s1, ShapeHandle* out) {
  if (s0.SameHandle(s1) || !RankKnown(s1)) {
    *out = s0;
    return OkStatus();
  }
  if (!RankKnown(s0)) {
    *out = s1;
    return OkStatus();
  }
  const int32 rank = Rank(s0);
  if (rank != Rank(s1)) {
    *out = ShapeHandle();
    return errors::InvalidArgument("Shapes must be equal rank, but are ", rank, " and ",
                                   Rank(s1));
  }
  // Whether each shape knows every size the other knows; then it is the answer as it is.
  bool s0_knows_all = true;
  bool s1_knows_all = true;
  for (int32 i = 0; i < rank; ++i) {
    const DimensionHandle d0 = s0->dims_[i];
    const DimensionHandle d1 = s1->dims_[i];
    const bool known0 = ValueKnown(d0);
    const bool known1 = ValueKnown(d1);
    if (known0 && known1 && Value(d0) != Value(d1)) {
      *out = ShapeHandle();
      return errors::InvalidArgument("Dimension ", i, " in both shapes must be equal, but are ",
                                     Value(d0), " and ", Value(d1), ". Shapes are ",
                                     ShapeString(s0), " and ", ShapeString(s1), ".");
    }
    if (known0 && !known1) s1_knows_all = false;
    if (known1 && !known0) s0_knows_all = false;
  }
  if (s0_knows_all) {
    *out = s0;
  } else if (s1_knows_all) {
    *out = s1;
  } else {
    std::vector<DimensionHandle> dims(rank);
    for (int32 i = 0; i < rank; ++i) {
      TF_RETURN_IF_ERROR(Merge(s0->dims_[i], s1->dims_[i], &dims[i]));
    }
    *out = MakeShape(dims);
  }
  return OkStatus();
}

absl::Status InferenceContext::MergePrefix(ShapeHandle s, ShapeHandle prefix, ShapeHandle* s_out,
                                     ShapeHandle* prefix_out) {
  if (!RankKnown(s) || !RankKnown(prefix)) {
    *s_out = s;
    *prefix_out = prefix;
    return OkStatus();
  }
  *prefix_out = ShapeHandle();
  const int32 prefix_rank = Rank(prefix);
  TF_RETURN_IF_ERROR(WithRankAtLeast(s, prefix_rank, s_out));
  std::vector<DimensionHandle> dims(prefix_rank);
  for (int32 i = 0; i < prefix_rank; ++i) {
    const Status status = Merge(s->dims_[i], prefix->dims_[i], &dims[i]);
    if (!status.ok()) {
      *s_out = ShapeHandle();
      return status;
    }
  }
  *prefix_out = MakeShape(dims);
  dims.insert(dims.end(), s->dims_.begin() + prefix_rank, s->dims_.end());
  *s_out = MakeShape(dims);
  return OkStatus();
}

}  // namespace shape_inference
}  // namespace tensorflow
