"""`tflc.load_op_library` and `tflc.load_library`: op libraries from Python.

A library's ops get wrappers generated (by the extension's C++ generator, python_op_gen.h) from the
OpList it registered, executed into a new module. Wrappers of the same source give back the same
module, so loading a library again returns the same module, as TensorFlow does. The module's
OP_LIST message is parsed on first use: importing protobuf would cost more than the load.
"""

import errno
import importlib
import os
import sys
import types

from tensorflow_lite_core.python.pywrap_tflc import _pywrap_tflc


# The modules made so far, by the source of their wrappers.
_MODULES_BY_SOURCE = {}


def load_op_library(library_filename):
  """Loads an op library and returns a module with a wrapper for each op it registered.

  The module also holds `OP_LIST`, the library's `OpList`. Loading is all or nothing.

  Raises:
    NotFoundError: the file is missing, or a symbol it needs is.
    InvalidArgumentError: the library cannot be loaded or an op of it is malformed.
    AlreadyExistsError: it registers an op that is already registered.
  """
  serialized = _pywrap_tflc._load_op_library(os.fspath(library_filename))  # pylint: disable=protected-access
  source = _pywrap_tflc._generate_wrappers(serialized, [], None, None)  # pylint: disable=protected-access
  module = _MODULES_BY_SOURCE.get(source)
  if module is not None:
    return module
  module_name = f"tflc_op_library_{len(_MODULES_BY_SOURCE)}"
  module = types.ModuleType(module_name, f"Wrappers of the ops in {library_filename}.")
  exec(compile(source, f"<op wrappers of {library_filename}>", "exec"), module.__dict__)  # pylint: disable=exec-used
  module.__getattr__ = _lazy_op_list(module, serialized)
  module.LIB_HANDLE = library_filename
  sys.modules[module_name] = module
  _MODULES_BY_SOURCE[source] = module
  return module


def _lazy_op_list(module, serialized):
  """The module's __getattr__: OP_LIST, the library's OpList message, parsed when first read."""

  def getattr_(name):
    if name != "OP_LIST":
      raise AttributeError(f"module {module.__name__!r} has no attribute {name!r}")
    op_def_pb2 = importlib.import_module("tensorflow_lite_core.framework.op_def_pb2")
    module.OP_LIST = op_def_pb2.OpList.FromString(serialized)
    return module.OP_LIST

  return getattr_


def load_library(library_location):
  """Loads a kernel library (or every `.so` in a folder) for its registrations; returns None.

  Raises:
    OSError: the path does not exist.
    NotFoundError, InvalidArgumentError, AlreadyExistsError: as load_op_library.
  """
  location = os.fspath(library_location)
  if os.path.isdir(location):
    filenames = sorted(os.path.join(location, name) for name in os.listdir(location)
                       if name.endswith(".so"))
  elif os.path.exists(location):
    filenames = [location]
  else:
    raise OSError(errno.ENOENT, "The file or folder to load kernel libraries from does not "
                  "exist.", location)
  for filename in filenames:
    _pywrap_tflc._load_op_library(filename)  # pylint: disable=protected-access


