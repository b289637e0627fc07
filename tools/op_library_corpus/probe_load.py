"""Loads one op library into one framework and writes the OpDefs it registered as JSON.

Run by measure.py with the framework's own interpreter, in a fresh process per library, so a
library that crashes or pollutes the registry affects nothing else:

    python probe_load.py --framework tflc --library ./x.so --out x.json

The JSON: {"loaded": true, "ops": [{"name": ..., "text": <OpDef in text format>}, ...]} or
{"loaded": false, "error": "<exception type>: <message>"}.
"""

import argparse
import json
import os
import sys


def load_with_tflc(path):
  """The OpDefs `tflc.load_op_library` registered for the library, from the module's OP_LIST."""
  import tensorflow_lite_core as tflc  # pylint: disable=import-outside-toplevel
  module = tflc.load_op_library(path)
  return list(module.OP_LIST.op)


def load_with_tensorflow(path):
  """The OpDefs `tf.load_op_library` registered for the library.

  TensorFlow's module keeps no OpList, so the library's own list is read through the C API: a
  second TF_LoadLibrary of a loaded library returns the list recorded at its first load.
  """
  import tensorflow as tf  # pylint: disable=import-outside-toplevel
  from tensorflow.core.framework import op_def_pb2  # pylint: disable=import-outside-toplevel
  from tensorflow.python.client import pywrap_tf_session  # pylint: disable=import-outside-toplevel
  tf.load_op_library(path)
  handle = pywrap_tf_session.TF_LoadLibrary(path)
  try:
    op_list = op_def_pb2.OpList.FromString(pywrap_tf_session.TF_GetOpList(handle))
  finally:
    pywrap_tf_session.TF_DeleteLibraryHandle(handle)
  return list(op_list.op)


LOADERS = {"tflc": load_with_tflc, "tf": load_with_tensorflow}


def main():
  parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
  parser.add_argument("--framework", choices=sorted(LOADERS), required=True)
  parser.add_argument("--library", required=True)
  parser.add_argument("--out", required=True)
  args = parser.parse_args()
  try:
    ops = LOADERS[args.framework](os.path.abspath(args.library))
    from google.protobuf import text_format  # pylint: disable=import-outside-toplevel
    result = {"loaded": True,
              "ops": [{"name": op.name, "text": text_format.MessageToString(op)} for op in ops]}
  except Exception as error:  # pylint: disable=broad-except
    # Any failure to load is the measurement, not a failure of the probe.
    result = {"loaded": False, "error": f"{type(error).__name__}: {error}"}
  with open(args.out, "w", encoding="utf-8") as out:
    json.dump(result, out)
  return 0


if __name__ == "__main__":
  sys.exit(main())
