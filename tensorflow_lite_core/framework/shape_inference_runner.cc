#include "tensorflow_lite_core/framework/shape_inference_runner.h"

#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/framework/op_def_util.h"
#include "tensorflow_lite_core/framework/shape_inference.h"
#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {

namespace {

using shape_inference::InferenceContext;
using shape_inference::ShapeHandle;

Status HandleToPartialShape(ShapeHandle handle, PartialTensorShape* shape) {
  if (!InferenceContext::RankKnown(handle)) {
    *shape = PartialTensorShape();
    return OkStatus();
  }
  std::vector<int64> sizes;
  for (int32 i = 0; i < InferenceContext::Rank(handle); ++i) {
    sizes.push_back(InferenceContext::Value(InferenceContext::DimKnownRank(handle, i)));
  }
  return PartialTensorShape::BuildPartialTensorShape(sizes, shape);
}

}  // namespace

Status InferShapes(const OpRegistrationData& op_reg_data, const NodeDef& node_def,
                   const std::vector<PartialTensorShape>& input_shapes,
                   const std::vector<const Tensor*>& input_tensors,
                   std::vector<PartialTensorShape>* output_shapes, int graph_def_version) {
  output_shapes->clear();
  const OpDef& op_def = op_reg_data.op_def;
  if (!op_reg_data.shape_inference_fn) {
    return errors::InvalidArgument("No shape inference function exists for op '", op_def.name(),
                                   "', did you forget to define it?");
  }
  if (!node_def.op().empty() && node_def.op() != op_def.name()) {
    return errors::InvalidArgument("NodeDef '", node_def.name(), "' is for op '", node_def.op(),
                                   "', not for op '", op_def.name(), "'");
  }
  if (input_tensors.size() > input_shapes.size()) {
    return errors::InvalidArgument(input_tensors.size(), " input tensors were given for ",
                                   input_shapes.size(), " input shapes of op '", op_def.name(),
                                   "'");
  }
  NodeDef node = node_def;
  node.set_op(op_def.name());
  AddDefaultsToNodeDef(op_def, &node);
  // Shape functions trust their attrs as kernels do after ValidateNodeDef: an N below its
  // minimum, say, would have AddN's read input -1.
  for (const OpDef::AttrDef& attr : op_def.attr()) {
    const AttrValue* value = AttrSlice(node).Find(attr.name());
    if (value == nullptr || !value->placeholder().empty()) continue;
    const Status valid = ValidateAttrValue(*value, attr);
    if (!valid.ok()) {
      return errors::AppendToMessage(valid, "; NodeDef: ", FormatNodeDefForError(node), "; ",
                                     SummarizeOpDef(op_def));
    }
  }

  // A constant input's shape is fully known; it refines (and must agree with) the given shape.
  std::vector<PartialTensorShape> shapes = input_shapes;
  for (size_t i = 0; i < input_tensors.size(); ++i) {
    const Tensor* tensor = input_tensors[i];
    if (tensor == nullptr) continue;
    if (!tensor->IsInitialized()) {
      return errors::InvalidArgument("Constant input ", i, " of op '", op_def.name(),
                                     "' is a tensor without memory");
    }
    if (!shapes[i].IsCompatibleWith(tensor->shape())) {
      return errors::InvalidArgument("Constant input ", i, " of op '", op_def.name(),
                                     "' has shape ", tensor->shape().DebugString(),
                                     ", which does not match its input shape ",
                                     shapes[i].DebugString());
    }
    shapes[i] = PartialTensorShape(tensor->shape());
  }

  InferenceContext context(graph_def_version, AttrSlice(node), op_def, shapes, input_tensors);
  TF_RETURN_IF_ERROR(context.Run(op_reg_data.shape_inference_fn));
  output_shapes->resize(context.num_outputs());
  for (int i = 0; i < context.num_outputs(); ++i) {
    const Status status = HandleToPartialShape(context.output(i), &(*output_shapes)[i]);
    if (!status.ok()) {
      output_shapes->clear();
      return errors::InvalidArgument("Output ", i, " of op '", op_def.name(),
                                     "' has an invalid shape: ", status.message());
    }
  }
  return OkStatus();
}

Status InferShapes(const OpRegistryInterface* op_registry, const NodeDef& node_def,
                   const std::vector<PartialTensorShape>& input_shapes,
                   const std::vector<const Tensor*>& input_tensors,
                   std::vector<PartialTensorShape>* output_shapes, int graph_def_version) {
  output_shapes->clear();
  const OpRegistrationData* op_reg_data = nullptr;
  TF_RETURN_IF_ERROR(op_registry->LookUp(node_def.op(), &op_reg_data));
  return InferShapes(*op_reg_data, node_def, input_shapes, input_tensors, output_shapes,
                     graph_def_version);
}

}  // namespace tensorflow
