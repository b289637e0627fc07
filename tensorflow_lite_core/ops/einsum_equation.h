// Einsum's equation ("ij,jk->ik", "...ij,...jk->...ik"), parsed once for both the op's shape
// function and its kernel:
//
//   EinsumEquation equation;
//   TF_RETURN_IF_ERROR(ParseEinsumEquation("bij,bjk->bik", 2, &equation));
//   EinsumDims dims;   // the labels of every dimension of these operands, and their sizes
//   TF_RETURN_IF_ERROR(ResolveEinsumDims(equation, {a.shape(), b.shape()}, &dims));
//
// A label is any character but ',', '-', '>' and '.' (TensorFlow's rule: a space is a label
// too); "..." stands for the dimensions no label names, broadcast between operands as NumPy
// does. What the kernel does not compute (a label repeated within one operand or the output: a
// trace, a diagonal) is refused here, with InvalidArgument; errors otherwise use TensorFlow's
// wording.
#ifndef TENSORFLOW_LITE_CORE_OPS_EINSUM_EQUATION_H_
#define TENSORFLOW_LITE_CORE_OPS_EINSUM_EQUATION_H_

#include <string>
#include <vector>

#include "tensorflow_lite_core/framework/tensor_shape.h"
#include "tensorflow_lite_core/platform/status.h"
#include "tensorflow_lite_core/platform/types.h"

namespace tensorflow {

struct EinsumEquation {
  // Marks where "..." stands in a subscript; every other entry is a label id, numbered from 0 in
  // order of first appearance.
  static constexpr int kEllipsis = -1;
  std::vector<std::vector<int>> inputs;
  std::vector<int> output;
  int num_labels = 0;
  std::string text;
};

// Parses `equation` for `num_inputs` operands (1 or 2, as TensorFlow's kernel takes).
absl::Status ParseEinsumEquation(const std::string& equation, int num_inputs,
                                 EinsumEquation* parsed);

// Every dimension of every operand (and of the output) labelled, an ellipsis having become
// labels of its own numbered from equation.num_labels (the broadcast dimensions, outermost
// first, aligned at their last as NumPy aligns them), and each label's size: the broadcast
// of the sizes it has (a size 1 against another stretches only for ellipsis dimensions).
struct EinsumDims {
  std::vector<std::vector<int>> inputs;
  std::vector<int> output;
  std::vector<int64> label_sizes;
  TensorShape output_shape;
};

absl::Status ResolveEinsumDims(const EinsumEquation& equation,
                               const std::vector<TensorShape>& shapes, EinsumDims* dims);

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_OPS_EINSUM_EQUATION_H_
