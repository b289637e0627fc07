"""dtypes.py against the framework's one DataType table (framework/data_type_table.h).

dtypes.py keeps its own copy (importing the package must not need the extension for dtypes);
this test holds the two together: the same enum values, names, kinds and sizes.
"""

import numpy as np
import pytest

from tensorflow_lite_core.python.framework import dtypes
from tensorflow_lite_core.python.pywrap_tflc import _pywrap_tflc

_TABLE = _pywrap_tflc._data_type_table()  # pylint: disable=protected-access


def test_the_same_types():
  assert sorted(entry[0] for entry in _TABLE) == sorted(
      entry[0] for entry in dtypes._BASE_TYPES)  # pylint: disable=protected-access


@pytest.mark.parametrize("enum,name,python_name,buffer_format,size,kind", _TABLE)
def test_each_type_agrees(enum, name, python_name, buffer_format, size, kind):
  dtype = dtypes.as_dtype(enum)
  assert dtype.name == python_name
  assert dtypes.as_dtype(name) == dtype  # TensorFlow's spelling ("half", "float") is accepted
  assert dtype.is_floating == (kind == "floating")
  assert dtype.is_complex == (kind == "complex")
  assert dtype.is_integer == (kind in ("signed_integer", "unsigned_integer"))
  assert dtype.is_unsigned == (kind == "unsigned_integer")
  assert dtype.is_quantized == kind.endswith("_quantized")
  assert dtype.is_bool == (kind == "bool")
  if size:
    assert dtype.size == size
  if buffer_format:
    # The struct module's complex formats ("Zf") are NumPy's "F" and "D".
    numpy_format = {"Zf": "F", "Zd": "D"}.get(buffer_format, buffer_format)
    assert np.dtype(numpy_format) == np.dtype(dtype.as_numpy_dtype)
    assert np.dtype(numpy_format).itemsize == size
