// An eager call's inputs, from Python objects to tensors, by TensorFlow's eager rules: the first
// input of a type attr sets its type (the attr's default tried first for values without a type of
// their own), the later ones convert to it (NumPy arrays are cast); an input of a fixed type is
// converted to it (arrays cast).
#ifndef TENSORFLOW_LITE_CORE_PYTHON_EAGER_INPUT_CONVERSION_H_
#define TENSORFLOW_LITE_CORE_PYTHON_EAGER_INPUT_CONVERSION_H_

#include <Python.h>

#include <vector>

#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/framework/eager/op_call_signature.h"

namespace tflc_python {

struct ConvertedInputs {
  std::vector<tensorflow::Tensor> tensors;  // flattened: list inputs contribute each element
  std::vector<int> arg_start;               // per input arg: its first tensor, then the end
  std::vector<tensorflow::DataType> attr_types;  // per attr: the inferred type, if a type attr
};

// Converts args[0..inputs().size()) of a call by `signature`. False with a Python error set
// (TypeError or ValueError from conversion, or the framework's InvalidArgumentError for a tensor
// of the wrong type, raised through RaiseOpStatus with `name`).
bool ConvertInputs(const tensorflow::eager::OpCallSignature& signature, PyObject* const* args,
                   PyObject* name, ConvertedInputs* converted);

// The tensor object each flattened input of a converted call came as (borrowed from `args`;
// null where a value was converted): what gradient tapes and graph building know inputs by.
std::vector<PyObject*> InputTensorObjects(const tensorflow::eager::OpCallSignature& signature,
                                          PyObject* const* args, const ConvertedInputs& inputs);

}  // namespace tflc_python

#endif  // TENSORFLOW_LITE_CORE_PYTHON_EAGER_INPUT_CONVERSION_H_
