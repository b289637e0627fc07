// FakeInput: an input for NodeDefBuilder in kernel and shape tests, when only its type matters
// (TensorFlow's tensorflow/core/framework/fake_input.h):
//
//   TF_ASSERT_OK(NodeDefBuilder("concat", "ConcatV2")
//                    .Input(FakeInput(2, DT_FLOAT))   // values: N = 2, T = float
//                    .Input(FakeInput(DT_INT32))      // axis
//                    .Finalize(node_def()));
//
// What is left out is inferred from the op when the input is added: a type from the arg's fixed
// type, or its type attr as already set on the node (by .Attr() or an earlier input), or the
// attr's default; a list length from the number attr the same way; a type list from the
// list(type) attr. When it cannot be, the builder's Finalize() fails with InvalidArgument naming
// the op, the input and the attr. The fake tensors come from a node named after the input
// (output i of "values" for the i-th tensor of input "values").
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_FAKE_INPUT_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_FAKE_INPUT_H_

#include <initializer_list>

#include "tensorflow_lite_core/framework/node_def_builder.h"
#include "tensorflow_lite_core/framework/types.h"

namespace tensorflow {

// Everything inferred: type, and length for a list input.
FakeInputFunctor FakeInput();
// A single tensor of `dt`, or for a list input as many tensors of `dt` as the op says.
FakeInputFunctor FakeInput(DataType dt);
// A list of `n` tensors, their type inferred.
FakeInputFunctor FakeInput(int n);
// A list of `n` tensors of `dt`.
FakeInputFunctor FakeInput(int n, DataType dt);
// A list of tensors of these types (for list(type) inputs, or N * T ones with all types alike).
FakeInputFunctor FakeInput(DataTypeSlice dts);
// Braces make a list even of one type: FakeInput({DT_FLOAT}).
inline FakeInputFunctor FakeInput(std::initializer_list<DataType> dts) {
  return FakeInput(DataTypeSlice(dts.begin(), dts.size()));
}

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_FAKE_INPUT_H_
