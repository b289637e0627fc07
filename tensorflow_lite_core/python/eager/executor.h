// The eager executor: `_pywrap_tflc.Op(name)` makes a callable for one op. Calling it runs the
// op's CPU kernel on the given inputs and returns the outputs as tflc.Tensors:
//
//   op(*inputs, *attrs, name)
//
// inputs in the OpDef's order (a list for a list input), then the attrs that the inputs do not
// determine, in the OpDef's order (None for an attr's default), then the name for error messages.
// The argument order is the op's OpCallSignature (framework/eager), which the wrapper generator
// writes wrappers from. Kernels are cached per op by an encoding of attrs and input types
// (framework/eager/kernel_cache.h), so NodeDef building, validation and CreateOpKernel happen
// only on a miss, and every error text is the framework's.
#ifndef TENSORFLOW_LITE_CORE_PYTHON_EAGER_EXECUTOR_H_
#define TENSORFLOW_LITE_CORE_PYTHON_EAGER_EXECUTOR_H_

#include <Python.h>

#include <vector>

#include "tensorflow_lite_core/framework/device_base.h"
#include "tensorflow_lite_core/framework/eager/kernel_cache.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/platform/status.h"
#include "tensorflow_lite_core/python/eager/input_conversion.h"

namespace tflc_python {

// Adds the Op type to `module`; false with a Python error set on failure.
bool InitExecutor(PyObject* module);

// The intra-op thread count of the device ops run on. Settable only before the first op runs
// (false then); 0 means one thread per core.
bool SetIntraOpThreads(int threads);
int IntraOpThreads();

// Drops every op's cached kernels (tflc.random.set_seed: stateful kernels start over, as in
// TensorFlow). Call with the GIL held.
void ClearKernelCaches();
// The CPU device ops run on (made on first use, with the intra-op threads set by then), for
// callers that run cached kernels themselves (tensor_indexing.h).
tensorflow::DeviceBase* EagerCpuDevice();

// Appends the attr key of a call by `signature` (the attrs its inputs determine from `inputs`,
// the others from `attr_args`, the call's arguments after its inputs) to `key`; false with a
// Python error set.
bool EncodeCallAttrs(const tensorflow::eager::OpCallSignature& signature,
                     PyObject* const* attr_args, const ConvertedInputs& inputs, std::string* key);

// Runs a cached kernel as Op calls do: holding its mutex, with the GIL released for kernels that
// read more than a few thousand elements. The caller holds the GIL.
tensorflow::Status RunCachedKernel(tensorflow::eager::CachedKernel* kernel,
                                   const std::vector<tensorflow::Tensor>& inputs,
                                   std::vector<tensorflow::Tensor>* outputs);

}  // namespace tflc_python

#endif  // TENSORFLOW_LITE_CORE_PYTHON_EAGER_EXECUTOR_H_
