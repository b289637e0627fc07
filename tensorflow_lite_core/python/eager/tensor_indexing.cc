#include "tensorflow_lite_core/python/eager/tensor_indexing.h"

#include <limits>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "tensorflow_lite_core/framework/eager/attr_key_codec.h"
#include "tensorflow_lite_core/framework/eager/kernel_cache.h"
#include "tensorflow_lite_core/framework/eager/op_call_signature.h"
#include "tensorflow_lite_core/framework/tensor.h"
#include "tensorflow_lite_core/python/eager/device_placement.h"
#include "tensorflow_lite_core/python/eager/executor.h"
#include "tensorflow_lite_core/python/eager/graph_building.h"
#include "tensorflow_lite_core/python/eager/package_hooks.h"
#include "tensorflow_lite_core/python/eager/py_object_ref.h"
#include "tensorflow_lite_core/python/eager/py_tensor.h"
#include "tensorflow_lite_core/python/eager/status_errors.h"
#include "tensorflow_lite_core/python/eager/tape.h"

namespace tflc_python {
namespace {

using tensorflow::int64;

// StridedSlice takes fewer than 32 entries (its masks are 32-bit); longer keys are the
// fallback's, which lets the op say so.
constexpr int kMaxEntries = 31;

PyObject* strided_slice_op = nullptr;  // Op("StridedSlice")
PyObject* getitem_fallback = nullptr;  // fallback(tensor, key)

// StridedSlice's kernels by attrs, for the common call: no tape recording and no device chosen,
// where the op runs here on tensors made in C++, without Python objects for begin, end and
// strides. Other calls go through the Op callable.
struct DirectCall {
  // What each of the op's attrs is, in the signature's order, worked out once.
  enum class Attr { kT, kIndex, kBeginMask, kEndMask, kEllipsisMask, kNewAxisMask, kShrinkMask };

  std::unique_ptr<tensorflow::eager::OpCallSignature> signature;
  std::unique_ptr<tensorflow::eager::KernelCache> kernels;
  std::vector<Attr> attrs;
  // Reused between calls (the GIL is held until the kernel runs; a kernel that runs without it
  // has its own copies of the inputs).
  std::string key;
  std::vector<tensorflow::Tensor> inputs;
  std::vector<tensorflow::Tensor> outputs;
  // begin, end and strides of each length and index type, refilled for the next call when
  // nothing else holds them (the kernel keeps no reference to its inputs).
  tensorflow::Tensor index_tensors[2][kMaxEntries + 1][3];
};

// A key as StridedSlice's inputs and attrs, built entry by entry as TensorFlow's _slice_helper
// builds them.
struct SliceSpec {
  int count = 0;
  int64 begin[kMaxEntries];
  int64 end[kMaxEntries];
  int64 strides[kMaxEntries];
  // PyLong_FromLong's type.
  long begin_mask = 0;        // NOLINT(runtime/int)
  long end_mask = 0;          // NOLINT(runtime/int)
  long ellipsis_mask = 0;     // NOLINT(runtime/int)
  long new_axis_mask = 0;     // NOLINT(runtime/int)
  long shrink_axis_mask = 0;  // NOLINT(runtime/int)
  bool needs_int64 = false;       // a value beyond int32, or an int64 tensor index
  bool has_int32_tensor = false;  // an int32 tensor index, which cannot be widened here
};

enum class Parsed { kYes, kFallback, kError };

bool FitsInt32(int64 value) {
  return value >= std::numeric_limits<tensorflow::int32>::min() &&
         value <= std::numeric_limits<tensorflow::int32>::max();
}

// A Python int (not a bool) or a scalar int32/int64 tensor in host memory.
Parsed ParseIndex(PyObject* item, SliceSpec* spec, int64* value) {
  if (PyLong_CheckExact(item)) {
    int overflow = 0;
    const long long v = PyLong_AsLongLongAndOverflow(item, &overflow);  // NOLINT(runtime/int)
    if (overflow != 0) return Parsed::kFallback;
    if (v == -1 && PyErr_Occurred()) return Parsed::kError;
    *value = v;
    if (!FitsInt32(v)) spec->needs_int64 = true;
    return Parsed::kYes;
  }
  if (!IsTensor(item)) return Parsed::kFallback;
  const tensorflow::Tensor& tensor = TensorOf(item);
  if (tensor.dims() != 0 || DeviceHolding(tensor) != nullptr) return Parsed::kFallback;
  if (tensor.dtype() == tensorflow::DT_INT32) {
    *value = tensor.base<const tensorflow::int32>()[0];
    spec->has_int32_tensor = true;
    return Parsed::kYes;
  }
  if (tensor.dtype() == tensorflow::DT_INT64) {
    *value = tensor.base<const int64>()[0];
    spec->needs_int64 = true;
    return Parsed::kYes;
  }
  return Parsed::kFallback;
}

// One slice component: None (masked, with `default_value`) or an index.
Parsed ParseSliceField(PyObject* field, long bit, long* mask, int64 default_value,  // NOLINT
                       SliceSpec* spec, int64* value) {
  if (field == Py_None) {
    if (mask != nullptr) *mask |= bit;
    *value = default_value;
    return Parsed::kYes;
  }
  return ParseIndex(field, spec, value);
}

Parsed AddEntry(PyObject* item, SliceSpec* spec) {
  const int i = spec->count;
  if (i >= kMaxEntries) return Parsed::kFallback;
  const long bit = 1L << i;  // NOLINT(runtime/int)
  Parsed parsed = Parsed::kYes;
  if (PySlice_Check(item)) {
    PySliceObject* slice = reinterpret_cast<PySliceObject*>(item);
    if ((parsed = ParseSliceField(slice->start, bit, &spec->begin_mask, 0, spec,
                                  &spec->begin[i])) != Parsed::kYes ||
        (parsed = ParseSliceField(slice->stop, bit, &spec->end_mask, 0, spec, &spec->end[i])) !=
            Parsed::kYes ||
        (parsed = ParseSliceField(slice->step, bit, nullptr, 1, spec, &spec->strides[i])) !=
            Parsed::kYes) {
      return parsed;
    }
  } else if (item == Py_Ellipsis || item == Py_None) {
    spec->begin[i] = spec->end[i] = 0;
    spec->strides[i] = 1;
    (item == Py_None ? spec->new_axis_mask : spec->ellipsis_mask) |= bit;
  } else {
    int64 index;
    if ((parsed = ParseIndex(item, spec, &index)) != Parsed::kYes) return parsed;
    if (index == std::numeric_limits<int64>::max()) return Parsed::kFallback;  // index + 1
    spec->begin[i] = index;
    spec->end[i] = index + 1;
    spec->strides[i] = 1;
    spec->shrink_axis_mask |= bit;
    if (!FitsInt32(index + 1)) spec->needs_int64 = true;
  }
  ++spec->count;
  return Parsed::kYes;
}

Parsed Parse(PyObject* key, SliceSpec* spec) {
  if (!PyTuple_CheckExact(key)) return AddEntry(key, spec);
  const Py_ssize_t size = PyTuple_GET_SIZE(key);
  for (Py_ssize_t i = 0; i < size; ++i) {
    const Parsed parsed = AddEntry(PyTuple_GET_ITEM(key, i), spec);
    if (parsed != Parsed::kYes) return parsed;
  }
  return Parsed::kYes;
}

// Writes `count` values into an int32 or int64 vector of that length.
void FillIndexTensor(const int64* values, int count, tensorflow::Tensor* tensor) {
  if (tensor->dtype() == tensorflow::DT_INT64) {
    int64* data = tensor->base<int64>();
    for (int i = 0; i < count; ++i) data[i] = values[i];
  } else {
    tensorflow::int32* data = tensor->base<tensorflow::int32>();
    for (int i = 0; i < count; ++i) data[i] = static_cast<tensorflow::int32>(values[i]);
  }
}

// One of begin, end or strides; not IsInitialized() when its memory could not be had.
tensorflow::Tensor IndexTensor(const int64* values, int count, bool wide) {
  tensorflow::Tensor tensor(wide ? tensorflow::DT_INT64 : tensorflow::DT_INT32,
                            tensorflow::TensorShape({count}));
  if (tensor.IsInitialized()) FillIndexTensor(values, count, &tensor);
  return tensor;
}

// Raises StridedSlice's ResourceExhaustedError for an index vector there was no memory for.
PyObject* RaiseIndexOutOfMemory(int count, bool wide) {
  return RaiseOpStatus(
      tensorflow::errors::ResourceExhausted("OOM when allocating tensor with shape[", count,
                                            "] and type ", wide ? "int64" : "int32",
                                            " for the slice's indices"),
      "StridedSlice", Py_None);
}

DirectCall* Direct() {
  static DirectCall* call = [] {
    auto* made = new DirectCall;
    const tensorflow::Status status =
        tensorflow::eager::OpCallSignature::ForRegisteredOp("StridedSlice", &made->signature);
    if (!status.ok()) {  // the Op callable reports it on each call
      delete made;
      return static_cast<DirectCall*>(nullptr);
    }
    made->kernels = std::make_unique<tensorflow::eager::KernelCache>(made->signature.get());
    using Attr = DirectCall::Attr;
    for (const auto& attr : made->signature->attrs()) {
      const std::string& name = attr.name;
      made->attrs.push_back(name == "T"               ? Attr::kT
                            : name == "Index"         ? Attr::kIndex
                            : name == "begin_mask"    ? Attr::kBeginMask
                            : name == "end_mask"      ? Attr::kEndMask
                            : name == "ellipsis_mask" ? Attr::kEllipsisMask
                            : name == "new_axis_mask" ? Attr::kNewAxisMask
                                                      : Attr::kShrinkMask);
    }
    return made;
  }();
  return call;
}

// Runs StridedSlice's kernel directly; null with the op's error raised.
PyObject* SliceDirectly(DirectCall* call, const tensorflow::Tensor& input, const SliceSpec& spec) {
  using Attr = DirectCall::Attr;
  std::vector<tensorflow::Tensor> inputs = std::move(call->inputs);
  inputs.clear();
  inputs.push_back(input);
  const int64* values[3] = {spec.begin, spec.end, spec.strides};
  tensorflow::Tensor* cached = call->index_tensors[spec.needs_int64][spec.count];
  for (int i = 0; i < 3; ++i) {
    if (cached[i].IsInitialized() && cached[i].RefCountIsOne()) {
      FillIndexTensor(values[i], spec.count, &cached[i]);
    } else {
      cached[i] = IndexTensor(values[i], spec.count, spec.needs_int64);
      if (!cached[i].IsInitialized()) {
        call->inputs = std::move(inputs);
        return RaiseIndexOutOfMemory(spec.count, spec.needs_int64);
      }
    }
    inputs.push_back(cached[i]);
  }
  std::string& key = call->key;
  key.clear();
  for (const Attr attr : call->attrs) {
    switch (attr) {
      case Attr::kT: tensorflow::eager::AppendType(input.dtype(), &key); break;
      case Attr::kIndex: tensorflow::eager::AppendType(inputs[1].dtype(), &key); break;
      case Attr::kBeginMask: tensorflow::eager::AppendInt(spec.begin_mask, &key); break;
      case Attr::kEndMask: tensorflow::eager::AppendInt(spec.end_mask, &key); break;
      case Attr::kEllipsisMask: tensorflow::eager::AppendInt(spec.ellipsis_mask, &key); break;
      case Attr::kNewAxisMask: tensorflow::eager::AppendInt(spec.new_axis_mask, &key); break;
      case Attr::kShrinkMask: tensorflow::eager::AppendInt(spec.shrink_axis_mask, &key); break;
    }
  }
  // Shared: a cache clear (tflc.random.set_seed) while the kernel runs keeps it alive.
  std::shared_ptr<tensorflow::eager::CachedKernel> kernel;
  tensorflow::Status status = call->kernels->Find(key, 4, EagerCpuDevice(), &kernel);
  std::vector<tensorflow::Tensor> outputs = std::move(call->outputs);
  if (status.ok()) status = RunCachedKernel(kernel.get(), inputs, &outputs);
  PyObject* result = status.ok() ? WrapTensor(std::move(outputs[0]))
                                 : RaiseOpStatus(status, "StridedSlice", Py_None);
  // Keep the vectors' storage for the next call (their tensors are released now).
  inputs.clear();
  outputs.clear();
  call->inputs = std::move(inputs);
  call->outputs = std::move(outputs);
  return result;
}

// The same through the Op callable, as any op call runs (recorded by a tape, placed on a
// chosen device).
PyObject* SliceThroughOp(PyObject* tensor, const SliceSpec& spec) {
  tensorflow::Tensor indices[3] = {IndexTensor(spec.begin, spec.count, spec.needs_int64),
                                   IndexTensor(spec.end, spec.count, spec.needs_int64),
                                   IndexTensor(spec.strides, spec.count, spec.needs_int64)};
  for (const tensorflow::Tensor& index : indices) {
    if (!index.IsInitialized()) return RaiseIndexOutOfMemory(spec.count, spec.needs_int64);
  }
  PyObjectRef begin(WrapTensor(std::move(indices[0])));
  PyObjectRef end(WrapTensor(std::move(indices[1])));
  PyObjectRef strides(WrapTensor(std::move(indices[2])));
  if (!begin || !end || !strides) return nullptr;
  PyObjectRef masks[] = {
      PyObjectRef(PyLong_FromLong(spec.begin_mask)),
      PyObjectRef(PyLong_FromLong(spec.end_mask)),
      PyObjectRef(PyLong_FromLong(spec.ellipsis_mask)),
      PyObjectRef(PyLong_FromLong(spec.new_axis_mask)),
      PyObjectRef(PyLong_FromLong(spec.shrink_axis_mask)),
  };
  for (const PyObjectRef& mask : masks) {
    if (!mask) return nullptr;
  }
  // The Op's call: inputs, the attrs the inputs do not determine (the masks), the name.
  PyObject* args[] = {tensor,          begin.get(),     end.get(),       strides.get(),
                      masks[0].get(),  masks[1].get(),  masks[2].get(),  masks[3].get(),
                      masks[4].get(),  Py_None};
  return PyObject_Vectorcall(strided_slice_op, args, 10, nullptr);
}

PyObject* CallFallback(PyObject* tensor, PyObject* key) {
  if (getitem_fallback == nullptr) {
    PyErr_SetString(PyExc_TypeError, "tflc.Tensor indexing is not set up (import the package)");
    return nullptr;
  }
  PyObject* args[] = {tensor, key};
  return PyObject_Vectorcall(getitem_fallback, args, 2, nullptr);
}

}  // namespace

bool InitTensorIndexing(PyObject* module) {
  PyObjectRef op_type(PyObject_GetAttrString(module, "Op"));
  if (!op_type) return false;
  strided_slice_op = PyObject_CallFunction(op_type.get(), "s", "StridedSlice");
  return strided_slice_op != nullptr;
}

void SetGetItemFallback(PyObject* fallback) {
  Py_XINCREF(fallback);
  Py_XSETREF(getitem_fallback, fallback);
}

PyObject* TensorGetItem(PyObject* tensor, PyObject* key) {
  SliceSpec spec;
  const Parsed parsed = Parse(key, &spec);
  if (parsed == Parsed::kError) return nullptr;
  // An int32 tensor index beside values beyond int32: TensorFlow's packing decides.
  if (parsed == Parsed::kFallback || (spec.needs_int64 && spec.has_int32_tensor)) {
    return CallFallback(tensor, key);
  }
  DirectCall* call = Direct();
  const tensorflow::Tensor& input = TensorOf(tensor);
  // Without placement, no tensor is in a device's memory.
  if (call != nullptr && Hooks().op_callback == nullptr && !TapesRecording() &&
      !GraphBuilding() && !PlacementActive()) {
    return SliceDirectly(call, input, spec);
  }
  return SliceThroughOp(tensor, spec);
}

}  // namespace tflc_python
