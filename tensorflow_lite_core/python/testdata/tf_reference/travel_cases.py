"""Cases of tensors that travel (pickle, copy, DLPack), run alike against TensorFlow
(record_tf_travel_reference.py) and tflc (python/framework/travel_tf_reference_test.py).

Each program takes (api, np) where api is a small adapter: `constant`, `to_dlpack`,
`from_dlpack`, `TensorShape`, `TensorSpec`, `dtype(name)`. Outcomes are JSON: values, dtypes and
shapes, or the error's class name and message.
"""

import copy
import ctypes
import pickle

# --- DLPack capsules made by hand, for what NumPy and PyTorch never export. -------------------


class _Device(ctypes.Structure):
  _fields_ = [("device_type", ctypes.c_int32), ("device_id", ctypes.c_int32)]


class _DataType(ctypes.Structure):
  _fields_ = [("code", ctypes.c_uint8), ("bits", ctypes.c_uint8), ("lanes", ctypes.c_uint16)]


class _Tensor(ctypes.Structure):
  _fields_ = [("data", ctypes.c_void_p), ("device", _Device), ("ndim", ctypes.c_int32),
              ("dtype", _DataType), ("shape", ctypes.POINTER(ctypes.c_int64)),
              ("strides", ctypes.POINTER(ctypes.c_int64)), ("byte_offset", ctypes.c_uint64)]


class _ManagedTensor(ctypes.Structure):
  _fields_ = [("dl_tensor", _Tensor), ("manager_ctx", ctypes.c_void_p),
              ("deleter", ctypes.c_void_p)]


_PyCapsule_New = ctypes.pythonapi.PyCapsule_New
_PyCapsule_New.restype = ctypes.py_object
_PyCapsule_New.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_void_p]

# Everything a hand-made capsule points to lives as long as the process: the capsules have no
# deleter, and a consumer may keep their memory.
_KEEP = []
# 64 float32 zeros at an address aligned to 64 bytes (what tensors that share memory need).
_RAW = ctypes.create_string_buffer(64 * 4 + 64)
_DATA = ctypes.addressof(_RAW) + (-ctypes.addressof(_RAW)) % 64


def hand_made_capsule(device_type=1, code=2, bits=32, lanes=1, byte_offset=0, shape=(4,),
                      strides=None, name=b"dltensor"):
  """A legacy capsule over 64 aligned zero bytes, with the DLTensor fields given."""
  dims = (ctypes.c_int64 * max(len(shape), 1))(*shape)
  steps = None
  if strides is not None:
    steps = (ctypes.c_int64 * len(strides))(*strides)
  managed = _ManagedTensor(
      _Tensor(_DATA, _Device(device_type, 0), len(shape), _DataType(code, bits, lanes), dims,
              steps, byte_offset), None, None)
  _KEEP.extend([dims, steps, managed])
  return _PyCapsule_New(ctypes.addressof(managed), name, None)


# name -> hand_made_capsule's arguments.
CAPSULES = {
    "float32": {},
    "float32_dense_strides": {"strides": (1,)},
    "float32_2d": {"shape": (2, 2), "strides": (2, 1)},
    "size_one_dimension_any_stride": {"shape": (1, 4), "strides": (99, 1)},
    "scalar": {"shape": ()},
    "strided": {"strides": (2,)},
    "column_major": {"shape": (2, 2), "strides": (1, 2)},
    "byte_offset": {"byte_offset": 4},
    "bfloat16": {"code": 4, "bits": 16},
    "bool8": {"code": 6, "bits": 8},
    "bool1": {"code": 6, "bits": 1},
    "float8": {"code": 2, "bits": 8},
    "float128": {"code": 2, "bits": 128},
    "int3": {"code": 0, "bits": 3},
    "uint1": {"code": 1, "bits": 1},
    "complex32": {"code": 5, "bits": 32},
    "opaque_handle": {"code": 3, "bits": 64},
    "cuda_device": {"device_type": 2},  # on a machine without a GPU
    "cuda_host_device": {"device_type": 3},
    "opencl_device": {"device_type": 4},
    "vulkan_device": {"device_type": 7},
    "wrong_capsule_name": {"name": b"not_a_dltensor"},
}

# Where tflc differs from TensorFlow 2.21 on purpose, and why.
CAPSULE_DIFFERENCES = {
    # TensorFlow ignores lanes and reads a float32x4 vector as 4 floats; tflc refuses it.
    "lanes4": {"lanes": 4},
    # TensorFlow looks ROCm memory up as a GPU's; tflc's GPUs are CUDA devices.
    "rocm_device": {"device_type": 10},
}

NUMPY_DTYPES = ["float16", "float32", "float64", "int8", "int16", "int32", "int64", "uint8",
                "uint16", "uint32", "uint64", "bool", "complex64", "complex128"]


def outcome(function):
  """function()'s JSON outcome: {"value": ...} or {"error": class name, "message": text}."""
  try:
    return {"value": function()}
  except Exception as error:  # pylint: disable=broad-except
    return {"error": type(error).__name__, "message": str(error)}


def _json_values(values):
  if isinstance(values, list):
    return [_json_values(value) for value in values]
  if isinstance(values, bytes):
    return values.decode("latin-1")
  if isinstance(values, complex):
    return [values.real, values.imag]
  return values


def describe(tensor):
  """dtype, shape and values (bfloat16 as float32) of a tensor."""
  array = tensor.numpy()
  if tensor.dtype.name == "bfloat16":
    array = array.astype("float32")
  return {"dtype": tensor.dtype.name, "shape": list(tensor.shape),
          "values": _json_values(array.tolist())}


def _import_capsule(api, arguments):
  return describe(api.from_dlpack(hand_made_capsule(**arguments)))


def _consumed_twice(api, np):
  capsule = api.to_dlpack(api.constant([1.0, 2.0]))
  api.from_dlpack(capsule)
  return describe(api.from_dlpack(capsule))


def _numpy_capsule(np, dtype):
  return np.ones(3, dtype).__dlpack__()


def _pickle_round_trip(api, value, dtype, protocol, out_of_band):
  tensor = api.constant(value, dtype=api.dtype(dtype))
  buffers = []
  data = pickle.dumps(tensor, protocol=protocol,
                      buffer_callback=buffers.append if out_of_band else None)
  back = pickle.loads(data, buffers=buffers)
  return dict(describe(back), out_of_band_buffers=len(buffers))


PICKLED_TENSORS = {
    "float32": ([[1.5, -2.0], [3.25, 4.0]], "float32"),
    "int64": ([1, 2, 3], "int64"),
    "bool": ([True, False], "bool"),
    "scalar": (7.0, "float64"),
    "empty": ([], "float32"),
    "string": ([b"a", b"bc", b""], "string"),
    "uint8_matrix": ([[1, 2, 3], [4, 5, 6]], "uint8"),
}


def _programs():
  programs = {}
  for name, arguments in CAPSULES.items():
    programs["capsule_" + name] = (
        lambda api, np, arguments=arguments: _import_capsule(api, arguments))
  for dtype in NUMPY_DTYPES:
    programs["numpy_capsule_" + dtype] = (
        lambda api, np, dtype=dtype: describe(api.from_dlpack(_numpy_capsule(np, dtype))))
  programs["consumed_twice"] = _consumed_twice
  programs["numpy_strided_capsule"] = lambda api, np: describe(api.from_dlpack(
      np.arange(12, dtype=np.float32).reshape(3, 4)[:, ::2].__dlpack__()))
  programs["numpy_transposed_capsule"] = lambda api, np: describe(api.from_dlpack(
      np.arange(12, dtype=np.float32).reshape(3, 4).T.__dlpack__()))
  programs["to_dlpack_of_a_list"] = lambda api, np: str(api.to_dlpack([1.0]))
  programs["to_dlpack_then_numpy"] = lambda api, np: np.from_dlpack(
      api.from_dlpack(api.to_dlpack(api.constant([[1, 2], [3, 4]])))).tolist()
  programs["numpy_from_dlpack_is_read_only"] = lambda api, np: bool(
      np.from_dlpack(api.constant([1.0, 2.0])).flags.writeable)
  programs["dlpack_device"] = lambda api, np: list(api.constant([1.0]).__dlpack_device__())
  programs["dlpack_stream_on_cpu"] = lambda api, np: str(
      api.constant([1.0]).__dlpack__(stream=5))
  programs["from_dlpack_shares_numpy_memory"] = _shares_numpy_memory
  for name, (value, dtype) in PICKLED_TENSORS.items():
    for protocol, out_of_band in ((2, False), (4, False), (5, False), (5, True)):
      key = f"pickle_{name}_protocol{protocol}" + ("_out_of_band" if out_of_band else "")
      programs[key] = (lambda api, np, value=value, dtype=dtype, protocol=protocol,
                       out_of_band=out_of_band:
                       _pickle_round_trip(api, value, dtype, protocol, out_of_band))
  programs["copy_is_the_tensor"] = lambda api, np: [
      copy.copy(t) is t for t in [api.constant([1.0, 2.0])]][0]
  programs["deepcopy_is_the_tensor"] = lambda api, np: [
      copy.deepcopy(t) is t for t in [api.constant([1.0, 2.0])]][0]
  programs["deepcopy_in_a_list"] = lambda api, np: [
      copy.deepcopy(pair)[0] is pair[0] for pair in [[api.constant([1.0]), 1]]][0]
  for shape in ([1, None], None, [], [3, 4]):
    programs[f"pickle_tensor_shape_{shape}"] = lambda api, np, shape=shape: str(
        pickle.loads(pickle.dumps(api.TensorShape(shape))))
  for dtype in ("float32", "string", "bool", "complex128"):
    programs[f"pickle_dtype_{dtype}"] = lambda api, np, dtype=dtype: [
        pickle.loads(pickle.dumps(d)) is d for d in [api.dtype(dtype)]][0]
  programs["pickle_tensor_spec"] = lambda api, np: _spec_round_trip(
      api, api.TensorSpec([None, 3], api.dtype("int32"), name="x"))
  programs["pickle_tensor_spec_unknown_rank"] = lambda api, np: _spec_round_trip(
      api, api.TensorSpec(None, api.dtype("string")))
  return programs


def _shares_numpy_memory(api, np):
  array = np.zeros(64 + 16, np.float32)
  offset = (-array.ctypes.data % 64) // 4
  aligned = array[offset:offset + 4]  # the alignment tensors that share memory need
  tensor = api.from_dlpack(aligned.__dlpack__())
  aligned[0] = 100.0
  return tensor.numpy().tolist()


def _spec_round_trip(api, spec):
  back = pickle.loads(pickle.dumps(spec))
  return {"equal": bool(back == spec), "shape": str(back.shape), "dtype": back.dtype.name,
          "name": back.name}


PROGRAMS = _programs()
