"""Tests for dtypes: names, enum values, NumPy types, kinds, limits and conversions."""

import os
import pickle
import subprocess
import sys

import numpy as np
import pytest

from tensorflow_lite_core.python.framework import dtypes

# name, enum, NumPy type (a string names an ml_dtypes type), size,
# kinds (f: floating, c: complex, i: integer, u: unsigned, b: bool, q: quantized).
_GOLDEN = (
    ("float32", 1, np.float32, 4, "f"),
    ("float64", 2, np.float64, 8, "f"),
    ("int32", 3, np.int32, 4, "i"),
    ("uint8", 4, np.uint8, 1, "iu"),
    ("int16", 5, np.int16, 2, "i"),
    ("int8", 6, np.int8, 1, "i"),
    ("string", 7, np.object_, 8, ""),
    ("complex64", 8, np.complex64, 8, "c"),
    ("int64", 9, np.int64, 8, "i"),
    ("bool", 10, np.bool_, 1, "b"),
    ("qint8", 11, np.int8, 1, "q"),
    ("quint8", 12, np.uint8, 1, "q"),
    ("qint32", 13, np.int32, 4, "q"),
    ("bfloat16", 14, "bfloat16", 2, "f"),
    ("qint16", 15, np.int16, 2, "q"),
    ("quint16", 16, np.uint16, 2, "q"),
    ("uint16", 17, np.uint16, 2, "iu"),
    ("complex128", 18, np.complex128, 16, "c"),
    ("float16", 19, np.float16, 2, "f"),
    ("resource", 20, None, 1, ""),
    ("variant", 21, None, 1, ""),
    ("uint32", 22, np.uint32, 4, "iu"),
    ("uint64", 23, np.uint64, 8, "iu"),
    ("float8_e5m2", 24, "float8_e5m2", 1, "f"),
    ("float8_e4m3fn", 25, "float8_e4m3fn", 1, "f"),
    ("float8_e4m3fnuz", 26, "float8_e4m3fnuz", 1, "f"),
    ("float8_e4m3b11fnuz", 27, "float8_e4m3b11fnuz", 1, "f"),
    ("float8_e5m2fnuz", 28, "float8_e5m2fnuz", 1, "f"),
    ("int4", 29, "int4", 1, "i"),
    ("uint4", 30, "uint4", 1, "iu"),
    ("int2", 31, "int2", 1, "i"),
    ("uint2", 32, "uint2", 1, "iu"),
)
_ALL = [(name, enum, numpy_type, size, kinds) for name, enum, numpy_type, size, kinds in _GOLDEN
       ] + [(name + "_ref", enum + 100, numpy_type, size, kinds)
            for name, enum, numpy_type, size, kinds in _GOLDEN]


def _numpy_type(spec):
  if isinstance(spec, str):
    import ml_dtypes  # pylint: disable=g-import-not-at-top
    return getattr(ml_dtypes, spec)
  return spec


@pytest.mark.parametrize("name,enum,numpy_type,size,kinds", _ALL)
def test_golden_properties(name, enum, numpy_type, size, kinds):
  dtype = getattr(dtypes, name)
  assert dtype.name == name
  assert dtype.as_datatype_enum == enum
  assert dtype.size == size
  assert dtype.is_floating == ("f" in kinds)
  assert dtype.is_complex == ("c" in kinds)
  assert dtype.is_integer == ("i" in kinds)
  assert dtype.is_unsigned == ("u" in kinds)
  assert dtype.is_bool == ("b" in kinds)
  assert dtype.is_quantized == ("q" in kinds)
  assert (dtype in dtypes.QUANTIZED_DTYPES) == ("q" in kinds)
  assert dtype.is_numpy_compatible == (name.split("_ref")[0] not in ("resource", "variant"))
  if numpy_type is not None:
    assert dtype.as_numpy_dtype is _numpy_type(numpy_type)
  assert dtypes.as_dtype(name) is dtype
  assert dtypes.as_dtype(enum) is dtype
  assert dtypes.DType(enum) == dtype
  assert repr(dtype) == "tflc." + name
  assert str(dtype) == "<dtype: '%s'>" % name
  assert hash(dtype) == enum


def test_every_proto_enum_value_has_a_dtype():
  from tensorflow_lite_core.framework import types_pb2  # pylint: disable=g-import-not-at-top
  for enum_name, value in types_pb2.DataType.items():
    if value == types_pb2.DT_INVALID:
      continue
    assert dtypes.as_dtype(value).as_datatype_enum == value, enum_name


def test_aliases():
  assert dtypes.half is dtypes.float16
  assert dtypes.double is dtypes.float64
  assert dtypes.half_ref is dtypes.float16_ref
  assert dtypes.double_ref is dtypes.float64_ref
  for alias, dtype in (("half", dtypes.float16), ("float", dtypes.float32),
                       ("double", dtypes.float64), ("float_ref", dtypes.float32_ref)):
    assert dtypes.as_dtype(alias) is dtype


def test_ref_and_base():
  assert dtypes.float32._as_ref is dtypes.float32_ref
  assert dtypes.float32_ref._as_ref is dtypes.float32_ref
  assert dtypes.float32_ref.base_dtype is dtypes.float32
  assert dtypes.float32.base_dtype is dtypes.float32
  assert dtypes.float32_ref._is_ref_dtype
  assert not dtypes.float32._is_ref_dtype


def test_real_dtype():
  assert dtypes.complex64.real_dtype is dtypes.float32
  assert dtypes.complex128.real_dtype is dtypes.float64
  assert dtypes.complex64_ref.real_dtype is dtypes.float32
  assert dtypes.int32.real_dtype is dtypes.int32
  assert dtypes.float32_ref.real_dtype is dtypes.float32_ref


@pytest.mark.parametrize("dtype,low,high", [
    (dtypes.float32, np.finfo(np.float32).min, np.finfo(np.float32).max),
    (dtypes.float16, -65504, 65504),
    (dtypes.int8, -128, 127),
    (dtypes.uint8, 0, 255),
    (dtypes.int64, -2**63, 2**63 - 1),
    (dtypes.uint64, 0, 2**64 - 1),
    (dtypes.int32_ref, -2**31, 2**31 - 1),
    (dtypes.bfloat16, float.fromhex("-0x1.FEp127"), float.fromhex("0x1.FEp127")),
    (dtypes.float8_e4m3fn, -448, 448),
    (dtypes.float8_e5m2, -57344, 57344),
    (dtypes.int4, -8, 7),
    (dtypes.uint4, 0, 15),
    (dtypes.int2, -2, 1),
    (dtypes.uint2, 0, 3),
])
def test_min_max(dtype, low, high):
  assert dtype.min == low
  assert dtype.max == high


@pytest.mark.parametrize("dtype,expected", [
    (dtypes.bool, "Cannot find minimum value of <dtype: 'bool'> with type <dtype: 'bool'>."),
    (dtypes.string, "Cannot find minimum value of <dtype: 'string'> with type"),
    (dtypes.complex64, "Cannot find minimum value of <dtype: 'complex64'>"),
    (dtypes.resource, "Cannot find minimum value of <dtype: 'resource'>"),
    (dtypes.variant, "Cannot find minimum value of <dtype: 'variant'>"),
    (dtypes.qint8, "Cannot find minimum value of <dtype: 'qint8'> with quantized type"),
])
def test_min_max_of_unordered_types_raise(dtype, expected):
  with pytest.raises(TypeError, match="^" + expected.replace("(", r"\(")):
    _ = dtype.min
  with pytest.raises(TypeError, match="Cannot find maximum value"):
    _ = dtype.max


@pytest.mark.parametrize("value,expected", [
    (dtypes.float32, dtypes.float32),
    (np.float32, dtypes.float32),
    (np.dtype("float64"), dtypes.float64),
    (np.dtype("<f2"), dtypes.float16),
    (np.int8, dtypes.int8),
    (np.uint64, dtypes.uint64),
    (np.intc, dtypes.int32),
    (np.longlong, dtypes.int64),
    (np.ulonglong, dtypes.uint64),
    (np.bool_, dtypes.bool),
    (np.complex128, dtypes.complex128),
    (np.object_, dtypes.string),
    (np.dtype(object), dtypes.string),
    (np.dtype("U"), dtypes.string),
    (np.dtype("S"), dtypes.string),
    (np.str_, dtypes.string),
    (np.bytes_, dtypes.string),
    (float, dtypes.float32),
    (bool, dtypes.bool),
    (object, dtypes.string),
    (np.zeros([2], np.int16), dtypes.int16),
    (np.zeros([], np.complex64), dtypes.complex64),
    (np.float64(2.0), dtypes.float64),
])
def test_as_dtype(value, expected):
  assert dtypes.as_dtype(value) is expected


def test_as_dtype_of_ml_dtypes_types():
  for name in ("bfloat16", "float8_e5m2", "float8_e4m3fn", "float8_e4m3fnuz",
               "float8_e4m3b11fnuz", "float8_e5m2fnuz", "int4", "uint4", "int2", "uint2"):
    dtype = getattr(dtypes, name)
    assert dtypes.as_dtype(dtype.as_numpy_dtype) is dtype
    assert dtypes.as_dtype(np.dtype(dtype.as_numpy_dtype)) is dtype
    assert dtypes.as_dtype(np.zeros([1], dtype.as_numpy_dtype)) is dtype


def test_quantized_types_have_integer_numpy_types_that_map_to_plain_integers():
  assert dtypes.as_dtype(dtypes.qint8.as_numpy_dtype) is dtypes.int8
  assert dtypes.as_dtype(dtypes.quint16.as_numpy_dtype) is dtypes.uint16


@pytest.mark.parametrize("value", [
    "float33", "int", "f4", "", int, str, complex, np.float128, np.dtype("datetime64[s]"),
    np.dtype([("a", np.int8)]), 0, 33, 100, 99, 133, -1, True, 1.0, None, [1], {}, object(),
])
def test_as_dtype_rejects(value):
  with pytest.raises(TypeError, match="Cannot convert the argument `type_value`: .* to a "
                                      "TensorFlow DType."):
    dtypes.as_dtype(value)


def test_as_dtype_error_names_the_value():
  with pytest.raises(TypeError, match="'float33'"):
    dtypes.as_dtype("float33")


@pytest.mark.parametrize("value", [0, 33, 200, -1, "float32", 1.0, True, None])
def test_dtype_constructor_rejects_non_enum_values(value):
  with pytest.raises(TypeError, match="type_enum is not a valid types_pb2.DataType"):
    dtypes.DType(value)


def test_equality():
  assert dtypes.float32 == dtypes.DType(1)
  assert dtypes.float32 == np.float32
  assert dtypes.float32 == np.dtype("float32")
  assert dtypes.float32 == "float32"
  assert dtypes.float32 == "float"
  assert dtypes.float32 == 1
  assert dtypes.string == object
  assert dtypes.float32 != dtypes.float64
  assert dtypes.float32 != dtypes.float32_ref
  assert dtypes.float32 != np.float64
  assert not dtypes.float32 != np.float32  # pylint: disable=g-explicit-bool-comparison


@pytest.mark.parametrize("other", [None, "nonsense", 1000, [1, 2], {}, object(), int])
def test_equality_with_unconvertible_values_is_false(other):
  assert not dtypes.float32 == other  # pylint: disable=g-explicit-bool-comparison
  assert dtypes.float32 != other


def test_hash_and_dict_keys():
  table = {dtypes.float32: "a", dtypes.DType(3): "b"}
  assert table[dtypes.DType(1)] == "a"
  assert table[dtypes.int32] == "b"
  assert len({dtypes.float32, dtypes.as_dtype("float"), dtypes.DType(1)}) == 1


def test_is_compatible_with():
  assert dtypes.float32.is_compatible_with(dtypes.float32)
  assert dtypes.float32.is_compatible_with(dtypes.float32_ref)
  assert dtypes.float32.is_compatible_with(np.float32)
  assert dtypes.float32_ref.is_compatible_with(dtypes.float32_ref)
  assert not dtypes.float32_ref.is_compatible_with(dtypes.float32)
  assert not dtypes.float32.is_compatible_with(dtypes.float64)
  with pytest.raises(TypeError, match="Cannot convert"):
    dtypes.float32.is_compatible_with("nonsense")


def test_pickle_gives_the_interned_constant():
  for dtype in (dtypes.float32, dtypes.bfloat16_ref, dtypes.DType(9)):
    restored = pickle.loads(pickle.dumps(dtype))
    assert restored is dtypes.as_dtype(dtype.as_datatype_enum)


def test_import_does_not_import_ml_dtypes():
  code = ("import sys\n"
          "from tensorflow_lite_core.python.framework import dtypes\n"
          "assert dtypes.bfloat16.size == 2 and dtypes.bfloat16.is_floating\n"
          "assert dtypes.as_dtype('int4') is dtypes.int4\n"
          "assert dtypes.as_dtype(dtypes.float32.as_numpy_dtype) is dtypes.float32\n"
          "assert 'ml_dtypes' not in sys.modules\n"
          "assert dtypes.bfloat16.as_numpy_dtype.__name__ == 'bfloat16'\n"
          "assert 'ml_dtypes' in sys.modules\n")
  # The child imports the package from wherever this process found it.
  env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
  subprocess.run([sys.executable, "-c", code], check=True, env=env)
