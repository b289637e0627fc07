// Python attr values into the eager kernel cache key (framework/eager/attr_key_codec.h): a call's
// attrs are encoded straight from the Python arguments, with no protos on the hot path.
#ifndef TENSORFLOW_LITE_CORE_PYTHON_EAGER_ATTR_ENCODING_H_
#define TENSORFLOW_LITE_CORE_PYTHON_EAGER_ATTR_ENCODING_H_

#include <Python.h>

#include <string>

#include "tensorflow_lite_core/framework/attr_type.h"

namespace tflc_python {

// Encodes a Python value given for attr `name` of type `type`. False with TypeError set (TF's
// texts: "Expected int for argument 'k' not '3'.") when the value does not fit the type.
bool EncodePyAttr(PyObject* value, const std::string& name, tensorflow::AttrType type,
                  std::string* key);

}  // namespace tflc_python

#endif  // TENSORFLOW_LITE_CORE_PYTHON_EAGER_ATTR_ENCODING_H_
