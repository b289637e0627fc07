#include "tensorflow_lite_core/ops/einsum_equation.h"

#include <algorithm>
#include <array>

#include "tensorflow_lite_core/platform/errors.h"

namespace tensorflow {
namespace {

// One subscript ("ij", "...ij") as label ids, new labels numbered in `ids` (by character).
absl::Status ParseSubscript(const EinsumEquation& equation, const std::string& subscript,
                            const std::string& what, std::array<int, 256>* ids, int* num_labels,
                            std::vector<int>* labels) {
  bool ellipsis = false;
  for (size_t i = 0; i < subscript.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(subscript[i]);
    if (c == '.') {
      if (subscript.compare(i, 3, "...") != 0) {
        return errors::InvalidArgument("Einsum equation '", equation.text, "' has a '.' in ", what,
                                       " that is not part of an ellipsis (...)");
      }
      if (ellipsis) {
        return errors::InvalidArgument("Einsum equation '", equation.text,
                                       "' has more than one ellipsis (...) in ", what);
      }
      ellipsis = true;
      labels->push_back(EinsumEquation::kEllipsis);
      i += 2;
      continue;
    }
    if (c == '-' || c == '>') {
      return errors::InvalidArgument("Einsum equation '", equation.text, "' has a '",
                                     std::string(1, subscript[i]), "' outside its '->'");
    }
    int& id = (*ids)[c];
    if (id < 0) id = (*num_labels)++;
    if (std::find(labels->begin(), labels->end(), id) != labels->end()) {
      return errors::InvalidArgument(
          "Einsum equation '", equation.text, "' repeats label '", std::string(1, subscript[i]), "' in ", what,
          ": a label repeated within one subscript (a trace or a diagonal) is not supported");
    }
    labels->push_back(id);
  }
  return OkStatus();
}

// The shape's dimensions as text, "[2,3]".
std::string ShapeText(const TensorShape& shape) { return shape.DebugString(); }

}  // namespace

absl::Status ParseEinsumEquation(const std::string& equation, int num_inputs,
                                 EinsumEquation* parsed) {
  *parsed = EinsumEquation();
  parsed->text = equation;
  const size_t arrow = equation.find("->");
  if (arrow == std::string::npos || equation.find("->", arrow + 2) != std::string::npos) {
    return errors::InvalidArgument("Expecting exactly one '->' in einsum equation: ", equation);
  }
  std::vector<std::string> subscripts;
  size_t start = 0;
  while (true) {
    const size_t comma = equation.find(',', start);
    if (comma == std::string::npos || comma > arrow) {
      subscripts.push_back(equation.substr(start, arrow - start));
      break;
    }
    subscripts.push_back(equation.substr(start, comma - start));
    start = comma + 1;
  }
  if (subscripts.size() != 1 && subscripts.size() != 2) {
    return errors::InvalidArgument("Expecting 1 or 2 input subscripts in equation '", equation,
                                   "' but got: ", subscripts.size());
  }
  if (static_cast<int>(subscripts.size()) != num_inputs) {
    return errors::InvalidArgument("Expected ", subscripts.size(), " inputs but got: ",
                                   num_inputs);
  }
  const std::string output = equation.substr(arrow + 2);
  if (output.find(',') != std::string::npos) {
    return errors::InvalidArgument("Einsum equation '", equation,
                                   "' has more than one output subscript");
  }
  std::array<int, 256> ids;
  ids.fill(-1);
  parsed->inputs.resize(subscripts.size());
  for (size_t i = 0; i < subscripts.size(); ++i) {
    TF_RETURN_IF_ERROR(ParseSubscript(*parsed, subscripts[i], "input " + std::to_string(i), &ids,
                                      &parsed->num_labels, &parsed->inputs[i]));
  }
  const int input_labels = parsed->num_labels;
  TF_RETURN_IF_ERROR(
      ParseSubscript(*parsed, output, "the output", &ids, &parsed->num_labels, &parsed->output));
  for (size_t i = 0; i < output.size(); ++i) {
    const int id = ids[static_cast<unsigned char>(output[i])];
    if (output[i] != '.' && id >= input_labels) {
      return errors::InvalidArgument("Einsum equation '", equation, "' has output label '",
                                     std::string(1, output[i]), "', which no input subscript has");
    }
  }
  return OkStatus();
}

absl::Status ResolveEinsumDims(const EinsumEquation& equation,
                               const std::vector<TensorShape>& shapes, EinsumDims* dims) {
  const int num_inputs = static_cast<int>(equation.inputs.size());
  if (static_cast<int>(shapes.size()) != num_inputs) {
    return errors::InvalidArgument("Expected ", num_inputs, " inputs but got: ", shapes.size());
  }
  // How many dimensions each operand's ellipsis stands for.
  std::vector<int> ellipsis_ranks(num_inputs, 0);
  int broadcast_rank = 0;
  for (int i = 0; i < num_inputs; ++i) {
    const std::vector<int>& labels = equation.inputs[i];
    const bool has_ellipsis =
        std::count(labels.begin(), labels.end(), EinsumEquation::kEllipsis) > 0;
    const int named = static_cast<int>(labels.size()) - (has_ellipsis ? 1 : 0);
    const int rank = shapes[i].dims();
    if (has_ellipsis) {
      if (rank < named) {
        return errors::InvalidArgument("Expected input ", i, " to have rank at least ", named,
                                       " but got: ", rank);
      }
      ellipsis_ranks[i] = rank - named;
      broadcast_rank = std::max(broadcast_rank, rank - named);
    } else if (rank != named) {
      return errors::InvalidArgument("Expected input ", i, " to have rank ", named,
                                     " but got: ", rank);
    }
  }
  const bool output_has_ellipsis = std::count(equation.output.begin(), equation.output.end(),
                                              EinsumEquation::kEllipsis) > 0;
  if (broadcast_rank > 0 && !output_has_ellipsis) {
    return errors::InvalidArgument("Output contains ", broadcast_rank,
                                   " broadcasting dimension(s) but no ellipsis (...) was found "
                                   "in the output subscripts.");
  }

  dims->inputs.assign(num_inputs, {});
  dims->label_sizes.assign(equation.num_labels + broadcast_rank, -1);
  const int first_broadcast = equation.num_labels;
  for (int i = 0; i < num_inputs; ++i) {
    std::vector<int>& labels = dims->inputs[i];
    for (const int label : equation.inputs[i]) {
      if (label != EinsumEquation::kEllipsis) {
        labels.push_back(label);
        continue;
      }
      for (int e = broadcast_rank - ellipsis_ranks[i]; e < broadcast_rank; ++e) {
        labels.push_back(first_broadcast + e);
      }
    }
    for (int axis = 0; axis < shapes[i].dims(); ++axis) {
      const int label = labels[axis];
      const int64 size = shapes[i].dim_size(axis);
      int64& known = dims->label_sizes[label];
      if (known == -1 || (label >= first_broadcast && known == 1)) {
        known = size;
      } else if (known != size && !(label >= first_broadcast && size == 1)) {
        if (label >= first_broadcast) {
          return errors::InvalidArgument("In[0] and In[1] must have compatible batch dimensions: ",
                                         ShapeText(shapes[0]), " vs. ", ShapeText(shapes[1]));
        }
        return errors::InvalidArgument("Expected dimension ", known, " at axis ", axis,
                                       " of the input shaped ", ShapeText(shapes[i]),
                                       " but got dimension ", size);
      }
    }
  }
  dims->output.clear();
  std::vector<int64> output_sizes;
  for (const int label : equation.output) {
    if (label != EinsumEquation::kEllipsis) {
      dims->output.push_back(label);
      continue;
    }
    for (int e = 0; e < broadcast_rank; ++e) dims->output.push_back(first_broadcast + e);
  }
  for (const int label : dims->output) output_sizes.push_back(dims->label_sizes[label]);
  return TensorShape::BuildTensorShape(output_sizes, &dims->output_shape);
}

}  // namespace tensorflow
