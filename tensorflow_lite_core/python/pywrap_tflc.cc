// _pywrap_tflc: the package's one extension module. The hot path (the Tensor type and Op calls)
// is plain CPython in eager/; this file binds the cold calls with pybind11 and wires the package's
// Python classes and helpers into the C++ side.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <limits>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "tensorflow_lite_core/c/plugin_loader.h"
#include "tensorflow_lite_core/framework/allocation_fault_injection.h"
#include "tensorflow_lite_core/framework/data_type_table.h"
#include "tensorflow_lite_core/framework/device_factory.h"
#include "tensorflow_lite_core/framework/eager/attr_key_codec.h"
#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/op_def_util.h"
#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/framework/shape_inference_runner.h"
#include "tensorflow_lite_core/framework/tensor_types.h"
#include "tensorflow_lite_core/platform/cpu_isa.h"
#include "tensorflow_lite_core/python/eager/device_placement.h"
#include "tensorflow_lite_core/python/eager/dlpack.h"
#include "tensorflow_lite_core/python/eager/executor.h"
#include "tensorflow_lite_core/python/eager/graph_building.h"
#include "tensorflow_lite_core/python/eager/attr_encoding.h"
#include "tensorflow_lite_core/python/eager/ndarray_conversion.h"
#include "tensorflow_lite_core/python/eager/package_hooks.h"
#include "tensorflow_lite_core/python/eager/py_tensor.h"
#include "tensorflow_lite_core/python/eager/python_value_conversion.h"
#include "tensorflow_lite_core/python/eager/reduction.h"
#include "tensorflow_lite_core/python/eager/status_errors.h"
#include "tensorflow_lite_core/python/eager/tape.h"
#include "tensorflow_lite_core/python/eager/tensor_indexing.h"
#include "tensorflow_lite_core/python/eager/variable_storage.h"
#include "tensorflow_lite_core/python/framework/python_literals.h"
#include "tensorflow_lite_core/python/framework/python_op_gen.h"

namespace py = pybind11;

namespace tflc_python {
namespace {

void Replace(PyObject** slot, const py::object& value) {
  PyObject* old = *slot;
  *slot = value.is_none() ? nullptr : value.inc_ref().ptr();
  Py_XDECREF(old);
}

void RegisterHooks(py::object convert, py::object as_dtype, py::object shape_dims,
                   py::object register_numpy_types, py::list error_classes) {
  if (error_classes.size() != tensorflow::error::kNumCodes) {
    throw py::value_error("error_classes needs an entry per status code");
  }
  Replace(&Hooks().convert, convert);
  Replace(&Hooks().as_dtype, as_dtype);
  Replace(&Hooks().shape_dims, shape_dims);
  Replace(&Hooks().register_numpy_types, register_numpy_types);
  for (int code = 0; code < tensorflow::error::kNumCodes; ++code) Replace(&Hooks().error_class[code], error_classes[code]);
}

py::object TensorFromNdarray(py::handle array, int as_type) {
  if (!IsNdarray(array.ptr())) throw py::type_error("expected a NumPy array");
  tensorflow::Tensor tensor;
  const bool converted =
      DataTypeOfNdarray(array.ptr()) == tensorflow::DT_INVALID
          ? BytesNdarrayToTensor(array.ptr(), &tensor)
          : NdarrayToTensor(array.ptr(), &tensor, static_cast<tensorflow::DataType>(as_type));
  if (!converted) throw py::error_already_set();
  PyObject* wrapped = WrapTensor(std::move(tensor));
  if (wrapped == nullptr) throw py::error_already_set();
  return py::reinterpret_steal<py::object>(wrapped);
}

// Raises `status` as its tflc.errors class (op None), for the calls that are not ops.
[[noreturn]] void ThrowStatus(const tensorflow::Status& status) {
  RaiseStatus(status);
  throw py::error_already_set();
}

// Loads an op library (C++, C API or header-only C++ API; all or nothing) and returns the
// serialized OpList of the ops it registered.
py::bytes LoadOpLibrary(const std::string& filename) {
  tensorflow::OpLibrary library;
  tensorflow::Status status;
  {
    py::gil_scoped_release release;  // static initializers may take a while
    status = tensorflow::LoadPluginLibrary(filename, tensorflow::PluginInit::kOptional, &library);
  }
  if (!status.ok()) ThrowStatus(status);
  return py::bytes(library.op_list.SerializeAsString());
}

// The registered OpDef of `name`, serialized, or None.
py::object SerializedOpDef(const std::string& name) {
  const tensorflow::OpRegistrationData* data = tensorflow::OpRegistry::Global()->LookUp(name);
  if (data == nullptr) return py::none();
  return py::bytes(data->op_def.SerializeAsString());
}

// Every registered op as a serialized OpList, for the wrapper generator.
py::bytes RegisteredOps() {
  std::vector<tensorflow::OpDef> op_defs;
  tensorflow::OpRegistry::Global()->GetRegisteredOps(&op_defs);
  tensorflow::OpList list;
  for (auto& op_def : op_defs) *list.add_op() = std::move(op_def);
  return py::bytes(list.SerializeAsString());
}

// The Python wrappers of the ops of a serialized OpList (python_op_gen.h). An attr the generator
// cannot write raises InvalidArgumentError, which python_op_gen.py turns into ValueError.
std::string GenerateWrappers(py::bytes serialized_op_list, const std::vector<std::string>& hidden,
                             const std::optional<std::vector<std::string>>& op_allowlist,
                             const std::optional<std::string>& module_doc) {
  char* data;
  Py_ssize_t size;
  if (PyBytes_AsStringAndSize(serialized_op_list.ptr(), &data, &size) != 0) {
    throw py::error_already_set();
  }
  tensorflow::OpList ops;
  if (size > std::numeric_limits<int>::max() ||
      !ops.ParseFromArray(data, static_cast<int>(size))) {
    ThrowStatus(tensorflow::Status(tensorflow::error::INVALID_ARGUMENT,
                                   "The serialized OpList could not be parsed."));
  }
  tensorflow::StatusOr<std::string> text =
      tensorflow::GeneratePythonWrappers(ops, hidden, op_allowlist, module_doc);
  if (!text.ok()) ThrowStatus(text.status());
  return *std::move(text);
}

// How many inputs a node of `op_def` with `node`'s attrs has, or -1 where an attr that sizes a
// list input is missing.
int ExpectedInputCount(const tensorflow::OpDef& op_def, const tensorflow::NodeDef& node) {
  int count = 0;
  for (const tensorflow::OpDef::ArgDef& arg : op_def.input_arg()) {
    if (!arg.number_attr().empty()) {
      auto found = node.attr().find(arg.number_attr());
      if (found == node.attr().end()) return -1;
      count += static_cast<int>(found->second.i());
    } else if (!arg.type_list_attr().empty()) {
      auto found = node.attr().find(arg.type_list_attr());
      if (found == node.attr().end()) return -1;
      count += found->second.list().type_size();
    } else {
      ++count;
    }
  }
  return count;
}

// tflc.shape_inference.infer_shapes: the output shapes (None for an unknown rank, else dims with
// -1 for unknown) of `op_name`'s shape function for these input shapes, attrs (Python values,
// encoded as the executor encodes an op call's) and constant input values (tensors or None).
// A missing list-size attr (N) is the number of shapes left over for the op's one list input, and a
// missing type attr the dtype of a given value. ValueError with the shape function's text.
std::vector<std::optional<std::vector<int64_t>>> InferShapesForPython(
    const std::string& op_name, const std::vector<std::optional<std::vector<int64_t>>>& shapes,
    py::dict attrs, py::list values) {
  const tensorflow::OpRegistrationData* op = nullptr;
  const tensorflow::Status found = tensorflow::OpRegistry::Global()->LookUp(op_name, &op);
  if (!found.ok()) throw py::value_error(std::string(found.message()));
  const tensorflow::OpDef& op_def = op->op_def;
  tensorflow::NodeDef node;
  node.set_name(op_name);
  node.set_op(op_name);
  for (auto item : attrs) {
    const std::string name = py::cast<std::string>(item.first);
    const tensorflow::OpDef::AttrDef* attr_def = tensorflow::FindAttr(name, op_def);
    if (attr_def == nullptr) {
      throw py::value_error("Op '" + op_name + "' has no attr named '" + name + "'.");
    }
    std::optional<tensorflow::AttrType> type = tensorflow::ParseAttrType(attr_def->type());
    if (!type.has_value()) throw py::value_error("Attr '" + name + "' has an unknown type.");
    std::string key;
    if (!EncodePyAttr(item.second.ptr(), name, *type, &key)) throw py::error_already_set();
    std::string_view view(key);
    tensorflow::AttrValue value;
    const tensorflow::Status decoded = tensorflow::eager::DecodeAttrValue(*type, &view, &value);
    if (!decoded.ok()) throw py::value_error(std::string(decoded.message()));
    (*node.mutable_attr())[name] = std::move(value);
  }
  if (values.size() > shapes.size()) {
    throw py::value_error("Op '" + op_name + "' was given " + std::to_string(values.size()) +
                          " input values for " + std::to_string(shapes.size()) +
                          " input shapes.");
  }
  std::vector<const tensorflow::Tensor*> tensors;
  for (py::handle value : values) {
    if (value.is_none()) {
      tensors.push_back(nullptr);
    } else if (IsTensor(value.ptr())) {
      tensors.push_back(&TensorOf(value.ptr()));
    } else {
      throw py::type_error("an input value must be a tflc.Tensor or None");
    }
  }
  // Attrs the caller left out that the inputs tell: a list's length, a value's dtype.
  int fixed_inputs = 0, list_args = 0;
  for (const auto& arg : op_def.input_arg()) {
    if (!arg.number_attr().empty() || !arg.type_list_attr().empty()) {
      ++list_args;
    } else {
      ++fixed_inputs;
    }
  }
  int index = 0;
  for (const auto& arg : op_def.input_arg()) {
    int count = 1;
    if (!arg.number_attr().empty()) {
      if (node.attr().count(arg.number_attr()) == 0 && list_args == 1) {
        (*node.mutable_attr())[arg.number_attr()].set_i(
            static_cast<int64_t>(shapes.size()) - fixed_inputs);
      }
      auto n = node.attr().find(arg.number_attr());
      count = n == node.attr().end() ? 0 : static_cast<int>(n->second.i());
    } else if (!arg.type_list_attr().empty()) {
      auto list = node.attr().find(arg.type_list_attr());
      count = list == node.attr().end() ? 0 : list->second.list().type_size();
    }
    if (!arg.type_attr().empty() && node.attr().count(arg.type_attr()) == 0 && count > 0 &&
        index < static_cast<int>(tensors.size()) && tensors[index] != nullptr) {
      (*node.mutable_attr())[arg.type_attr()].set_type(tensors[index]->dtype());
    }
    index += count;
  }
  tensorflow::AddDefaultsToNodeDef(op_def, &node);
  const int expected = ExpectedInputCount(op_def, node);
  if (expected != static_cast<int>(shapes.size())) {
    throw py::value_error("Op '" + op_name + "' " +
                          (expected < 0 ? std::string("needs the attrs that size its list inputs")
                                        : "has " + std::to_string(expected) + " inputs") +
                          " but " + std::to_string(shapes.size()) + " input shapes were given.");
  }
  std::vector<tensorflow::PartialTensorShape> input_shapes;
  for (const auto& dims : shapes) {
    tensorflow::PartialTensorShape shape;
    if (dims.has_value()) {
      const tensorflow::Status built =
          tensorflow::PartialTensorShape::BuildPartialTensorShape(*dims, &shape);
      if (!built.ok()) throw py::value_error(std::string(built.message()));
    }
    input_shapes.push_back(shape);
  }
  std::vector<tensorflow::PartialTensorShape> outputs;
  const tensorflow::Status inferred =
      tensorflow::InferShapes(*op, node, input_shapes, tensors, &outputs);
  if (!inferred.ok()) throw py::value_error(std::string(inferred.message()));
  std::vector<std::optional<std::vector<int64_t>>> result;
  for (const tensorflow::PartialTensorShape& shape : outputs) {
    if (shape.unknown_rank()) {
      result.emplace_back(std::nullopt);
    } else {
      std::vector<int64_t> dims;
      for (int d = 0; d < shape.dims(); ++d) dims.push_back(shape.dim_size(d));
      result.emplace_back(std::move(dims));
    }
  }
  return result;
}

}  // namespace
}  // namespace tflc_python

PYBIND11_MODULE(_pywrap_tflc, m) {
  using namespace tflc_python;
  m.doc() = "The C++ core of tensorflow_lite_core's Python package.";
  if (!InitNdarrayConversion() || !InitTensorType(m.ptr()) || !InitExecutor(m.ptr()) ||
      !InitReduction(m.ptr()) || !InitTensorIndexing(m.ptr()) || !InitTape(m.ptr()) ||
      !InitVariableStorage(m.ptr()) || !InitDlpack(m.ptr()) ||
      !InitGraphBuilding(m.ptr())) {
    throw py::error_already_set();
  }
  // The built-in ops are registered now, as TensorFlow's import registers its ops, rather than by
  // the first op call or library load (0.4 ms).
  const tensorflow::Status registered = tensorflow::OpRegistry::Global()->ProcessRegistrations();
  if (!registered.ok()) {
    throw std::runtime_error("Registering the built-in ops failed: " +
                             std::string(registered.message()));
  }
  m.def("_register_hooks", &RegisterHooks, py::arg("convert"), py::arg("as_dtype"),
        py::arg("shape_dims"), py::arg("register_numpy_types"), py::arg("error_classes"));
  m.def("_set_tensor_class", [](py::object cls) {
    if (!SetTensorClass(cls.ptr())) throw py::error_already_set();
  });
  m.def("_register_numpy_dtype", [](int dtype, py::object numpy_dtype) {
    if (!RegisterNumpyDtype(static_cast<tensorflow::DataType>(dtype), numpy_dtype.ptr())) {
      throw py::error_already_set();
    }
  });
  m.def("_set_getitem_fallback", [](py::object fallback) { SetGetItemFallback(fallback.ptr()); },
        "Sets fallback(tensor, key), which indexes with the keys the C++ path leaves to Python.");
  m.def("_set_op_callback", [](py::object callback) { Replace(&Hooks().op_callback, callback); },
        "Sets the function called after every op (None for none).");
  m.def("_tensor_from_ndarray", &TensorFromNdarray, py::arg("array"), py::arg("as_type") = 0,
        "The tensor of an ndarray (shared when contiguous and aligned; bytes become strings), "
        "its elements viewed as DataType `as_type` when nonzero (same size).");
  m.def("_convert_python_numbers", [](py::handle value, int dtype) -> py::object {
    tensorflow::Tensor tensor;
    if (!ConvertPythonNumbers(value.ptr(), static_cast<tensorflow::DataType>(dtype), &tensor)) {
      return py::none();
    }
    PyObject* wrapped = WrapTensor(std::move(tensor));
    if (wrapped == nullptr) throw py::error_already_set();
    return py::reinterpret_steal<py::object>(wrapped);
  }, py::arg("value"), py::arg("dtype"),
        "The executor's conversion of Python numbers (a tensor), or None where the package's "
        "rules decide; dtype 0 for the value's own type.");
  m.attr("_NUM_ERROR_CODES") = tensorflow::error::kNumCodes;
  m.def("_data_type_table", [] {
    // framework/data_type_table.h, for the test that holds dtypes.py to it.
    static constexpr const char* kKinds[] = {"floating", "complex", "signed_integer",
                                             "unsigned_integer", "signed_quantized",
                                             "unsigned_quantized", "bool", "other"};
    py::list table;
    for (const tensorflow::DataTypeInfo& info : tensorflow::kDataTypeInfos) {
      table.append(py::make_tuple(static_cast<int>(info.type), info.name, info.python_name,
                                  info.buffer_format, info.size,
                                  kKinds[static_cast<int>(info.kind)]));
    }
    return table;
  });
  m.def("_registered_ops", &RegisteredOps);
  m.def("_load_op_library", &LoadOpLibrary, py::arg("filename"));
  m.def("_op_def", &SerializedOpDef, py::arg("name"));
  m.def("_generate_wrappers", &GenerateWrappers, py::arg("serialized_op_list"), py::arg("hidden"),
        py::arg("op_allowlist"), py::arg("module_doc"));
  // The generator's spellings, for python_op_gen.py's snake_case and its tests.
  m.def("_infer_shapes", &InferShapesForPython, py::arg("op_name"), py::arg("input_shapes"),
        py::arg("attrs"), py::arg("input_values"));
  m.def("_python_op_name", [](const std::string& op_name) {
    return tensorflow::PythonOpName(op_name);
  });
  m.def("_docstring_literal", [](const std::string& text) {
    return tensorflow::python_literals::DocstringLiteral(text);
  });
  m.def("set_intra_op_parallelism_threads", [](int threads) {
    if (threads < 0) throw py::value_error("the thread count must be >= 0");
    if (!SetIntraOpThreads(threads)) {
      throw std::runtime_error("Intra op parallelism cannot be modified after initialization.");
    }
  });
  m.def("get_intra_op_parallelism_threads", &IntraOpThreads);
  m.def("_clear_kernel_caches", &ClearKernelCaches);
  m.def("_set_device", [](const std::string& name) {
    std::string previous;
    const tensorflow::Status status = SetThreadDevice(name, &previous);
    if (!status.ok()) ThrowStatus(status);
    return previous;
  }, py::arg("name"), "Sets the calling thread's device ('' for the default); returns the previous name.");
  m.def("_list_devices", [](const std::string& device_type) { return tensorflow::ListDevices(device_type); },
        py::arg("device_type"), "The devices of this process ('/device:CPU:0', ...), of one type or all ('').");
  m.def("_check_device_type_available", [](const std::string& device_type) {
    const tensorflow::Status status = tensorflow::DeviceTypeAvailability(device_type);
    if (!status.ok()) ThrowStatus(status);
  }, py::arg("device_type"),
        "Raises NotFoundError where this process has no device of the type to have, another "
        "error where the device's runtime failed.");
  m.def("_cpu_isa", [] { return tensorflow::CpuIsaName(tensorflow::ActiveCpuIsa()); });
  m.def("_supported_cpu_isa", [] { return tensorflow::CpuIsaName(tensorflow::SupportedCpuIsa()); });
  // The allocation fault test hook (allocation_fault_injection.h), for python/testing/allocation_faults.py.
  m.def("_fail_allocation_after", [](tensorflow::int64 successful_allocations) {
    if (successful_allocations < 0) throw py::value_error("the allocation count must be >= 0");
    tensorflow::FailAllocationAfter(successful_allocations);
  }, py::arg("successful_allocations"));
  m.def("_cancel_allocation_fault", &tensorflow::CancelAllocationFault);
  m.def("_allocation_fault_happened", &tensorflow::AllocationFaultHappened);
  // How the core was compiled, for tflc.sysconfig: op libraries must agree with it.
  m.attr("_CXX11_ABI") = _GLIBCXX_USE_CXX11_ABI;
  m.attr("_EIGEN_MAX_ALIGN_BYTES") = EIGEN_MAX_ALIGN_BYTES;
  m.attr("_COMPILER") = __VERSION__;
}
