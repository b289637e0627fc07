// InferShapes: runs an op's shape function for one node outside any graph, from input shapes,
// attrs and the values of whichever inputs are constant. For tools and the Python layer, which
// want the output shapes of an op before (or without) running its kernel.
//
//   std::vector<PartialTensorShape> outputs;
//   TF_RETURN_IF_ERROR(InferShapes(OpRegistry::Global(), node_def, {PartialTensorShape({2, -1})},
//                                  {}, &outputs));
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_SHAPE_INFERENCE_RUNNER_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_SHAPE_INFERENCE_RUNNER_H_

#include <vector>

#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/platform/status.h"
#include "tensorflow_lite_core/platform/version.h"

namespace tensorflow {

// Runs the shape function of `op_reg_data` for a node with `node_def`'s attrs (attrs it lacks
// take the op's defaults; its inputs list is not consulted). `input_shapes` has one shape per
// input of the node; `input_tensors[i]` is the value of input i when constant, else nullptr, and
// may be shorter than `input_shapes`. A constant's own shape must be compatible with its input
// shape and replaces it. The tensors are only read during the call.
//
// On success *output_shapes holds one shape per output. Errors: InvalidArgument "No shape
// inference function exists for op 'X'..." when the op has none; a node_def naming another op;
// input counts that do not match the op; and whatever the shape function reports, with the node
// and its input shapes appended.
absl::Status InferShapes(const OpRegistrationData& op_reg_data, const NodeDef& node_def,
                   const std::vector<PartialTensorShape>& input_shapes,
                   const std::vector<const Tensor*>& input_tensors,
                   std::vector<PartialTensorShape>* output_shapes,
                   int graph_def_version = TF_GRAPH_DEF_VERSION);

// As above for the op named by node_def.op(), looked up in `op_registry` (NotFound when it is
// not registered there).
absl::Status InferShapes(const OpRegistryInterface* op_registry, const NodeDef& node_def,
                   const std::vector<PartialTensorShape>& input_shapes,
                   const std::vector<const Tensor*>& input_tensors,
                   std::vector<PartialTensorShape>* output_shapes,
                   int graph_def_version = TF_GRAPH_DEF_VERSION);

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_SHAPE_INFERENCE_RUNNER_H_
