// Gradient tapes. While a tape records on a thread, the executor hands it every op it runs; the
// tape keeps the ops that read a tensor it watches (or one an op it kept produced), with their
// input and output tensors and their kernel (for the attrs a gradient function reads). Recording
// is a few stores: no Python object is made per op beyond the outputs the call returns anyway.
// tape_gradient.h walks the records back from targets to sources. The Python type is
// `_pywrap_tflc._Tape`; `tflc.GradientTape` (python/eager/backprop.py) is the API over it.
#ifndef TENSORFLOW_LITE_CORE_PYTHON_EAGER_TAPE_H_
#define TENSORFLOW_LITE_CORE_PYTHON_EAGER_TAPE_H_

#include <Python.h>

#include <cstdint>
#include <memory>
#include <string>
#include <unordered_set>
#include <vector>

#include "tensorflow_lite_core/framework/eager/kernel_cache.h"
#include "tensorflow_lite_core/framework/eager/op_call_signature.h"
#include "tensorflow_lite_core/python/eager/input_conversion.h"
#include "tensorflow_lite_core/python/eager/py_object_ref.h"

namespace tflc_python {

// One recorded op. Tensor ids are PyTensor::id (0: a value that is no tensor of the tape's).
struct TapeEntry {
  std::string op_type;
  // The kernel the op ran, whose NodeDef holds its attrs; null for an entry recorded from Python
  // (custom gradients, variable reads), which has a backward function instead.
  std::shared_ptr<tensorflow::eager::CachedKernel> kernel;
  PyObjectRef backward_function;  // called as f(*output_gradients) -> one gradient per input
  std::vector<PyObjectRef> inputs;   // tensors
  std::vector<int64_t> input_ids;
  std::vector<PyObjectRef> outputs;  // tensors, or None for an output the kernel left unset
  std::vector<int64_t> output_ids;
};

struct Tape {
  bool persistent = false;
  // Ids of the tensors the tape follows: watched ones and the outputs of recorded ops.
  std::unordered_set<int64_t> tensor_ids;
  std::vector<std::shared_ptr<const TapeEntry>> entries;
};

// Whether a tape records on this thread: the executor's one check per call.
bool TapesRecording();

// Hands the tapes of this thread an op the executor just ran (call when TapesRecording()):
// `args` are the call's input arguments, `inputs` what they converted to, `result` the call's
// return value. Records it on each tape that follows one of its floating inputs. False with a
// Python error set on failure.
bool RecordExecutedOp(const tensorflow::eager::OpCallSignature& signature,
                      const std::shared_ptr<tensorflow::eager::CachedKernel>& kernel,
                      PyObject* const* args, const ConvertedInputs& inputs, PyObject* result);

// Whether gradients flow through tensors of `dtype` (floating and complex types).
bool IsTrainableType(int dtype);

// Adds the _Tape type and the tape functions to `module`; false with a Python error set.
bool InitTape(PyObject* module);

}  // namespace tflc_python

#endif  // TENSORFLOW_LITE_CORE_PYTHON_EAGER_TAPE_H_
