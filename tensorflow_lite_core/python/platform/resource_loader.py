"""Files that ship beside Python modules, at TensorFlow's private path
(`tensorflow.python.platform.resource_loader`), so that op-library packages written for
TensorFlow find their `.so` with only the package name changed:

    from tensorflow_lite_core.python.platform import resource_loader
    resource_loader.get_path_to_datafile("_zero_out_ops.so")
"""

import os
import sys


def get_data_files_path():
  """The folder of the module that calls this."""
  caller = sys._getframe(1).f_code.co_filename  # pylint: disable=protected-access
  return os.path.dirname(os.path.abspath(caller))


def get_path_to_datafile(path):
  """`path` (relative) joined to the folder of the module that calls this.

  Returns:
    The path of the file; whether it exists is not checked (loading it says so).
  """
  caller = sys._getframe(1).f_code.co_filename  # pylint: disable=protected-access
  return os.path.join(os.path.dirname(os.path.abspath(caller)), path)
