"""`tflc.load_op_library` and `tflc.load_library`: op libraries from Python.

A library's ops get wrappers generated (by the extension's C++ generator, python_op_gen.h) from the
OpList it registered, executed into a new module. Wrappers of the same source give back the same
module, so loading a library again returns the same module, as TensorFlow does. The module's
OP_LIST message is parsed on first use: importing protobuf would cost more than the load.

The module's name spells the library's absolute path (`...framework.op_library_<hex of the path>`),
and an import hook loads the library when a process imports that name: so its functions pickle by
reference (library path + op name), as plain `pickle` and cloudpickle do it, and a worker process
(multiprocessing, concurrent.futures, Dask, Ray) that never loaded the library loads it when it
unpickles one of them.
"""

import errno
import importlib
import importlib.machinery
import os
import sys
import types

from tensorflow_lite_core.python.pywrap_tflc import _pywrap_tflc


# The modules made so far, by the source of their wrappers.
_MODULES_BY_SOURCE = {}

# Modules of op libraries are named this, then the hex of the library's absolute path (UTF-8,
# surrogateescape'd: any path the file system gives is a name).
_MODULE_NAME_PREFIX = __name__.rpartition(".")[0] + ".op_library_"


def _module_name_of_path(path):
  return _MODULE_NAME_PREFIX + os.fsencode(path).hex()


def _path_of_module_name(name):
  """The library path `name` spells, or None when it is not an op library module's name."""
  if not name.startswith(_MODULE_NAME_PREFIX):
    return None
  try:
    return os.fsdecode(bytes.fromhex(name[len(_MODULE_NAME_PREFIX):]))
  except ValueError:
    return None


class _OpLibraryImporter:
  """Imports an op library module by loading the library its name spells (see the module doc):
  the import system's finder and loader protocols (importlib.abc would cost the package's import
  a few modules more)."""

  def find_spec(self, fullname, path=None, target=None):  # pylint: disable=unused-argument
    if _path_of_module_name(fullname) is None:
      return None
    return importlib.machinery.ModuleSpec(fullname, self)

  def create_module(self, spec):
    # NotFoundError naming the path when the library is gone; the module of a library loaded
    # before, from this path or another, is reused.
    return load_op_library(_path_of_module_name(spec.name))

  def exec_module(self, module):
    pass


_IMPORTER = _OpLibraryImporter()
if not any(isinstance(finder, _OpLibraryImporter) for finder in sys.meta_path):
  sys.meta_path.append(_IMPORTER)


def load_op_library(library_filename):
  """Loads an op library and returns a module with a wrapper for each op it registered.

  The module also holds `OP_LIST`, the library's `OpList`. Loading is all or nothing.

  Raises:
    NotFoundError: the file is missing, or a symbol it needs is.
    InvalidArgumentError: the library cannot be loaded or an op of it is malformed.
    AlreadyExistsError: it registers an op that is already registered.
  """
  # A path (not a bare name, which the loader searches for) is made absolute: the library is then
  # one library whichever way it is spelled, and its module's name works from any folder.
  filename = os.fspath(library_filename)
  if os.sep in filename:
    filename = os.path.abspath(filename)
  serialized = _pywrap_tflc._load_op_library(filename)  # pylint: disable=protected-access
  source = _pywrap_tflc._generate_wrappers(serialized, [], None, None)  # pylint: disable=protected-access
  module = _MODULES_BY_SOURCE.get(source)
  if module is not None:
    return module
  module_name = _module_name_of_path(filename)
  module = types.ModuleType(module_name, f"Wrappers of the ops in {library_filename}.")
  # A spec marks the module importable, so cloudpickle pickles its functions by reference too.
  module.__spec__ = importlib.machinery.ModuleSpec(module_name, _IMPORTER)
  module.__loader__ = _IMPORTER
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


