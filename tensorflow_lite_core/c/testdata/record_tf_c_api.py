"""Records the facts c_api_completeness_test holds tflc's C API to (never run by tests).

  python3 record_tf_c_api.py <TensorFlow include dir> [<libtensorflow_framework.so.2>]

writes, beside this script:
- tf_2_21_c_api.txt: every function TensorFlow declares in the C headers below, one line each
  (header, return type, name, parameter types; see ../testing/c_declarations.py);
- tf_2_21_framework_exports.txt (when the library is given): the TF_* functions that
  libtensorflow_framework.so.2 exports (`nm -D --defined-only`), what a plugin built against
  TensorFlow can rely on finding in the framework library;
- tf_2_21_io_error_codes.txt (when the library is given): the TF_Code and message that the
  library's TF_SetStatusFromIOError(status, errno, "context") sets for errno 0..133.

Recorded from the tensorflow 2.21.0 pip package:
  python3 record_tf_c_api.py .../site-packages/tensorflow/include \
      .../site-packages/tensorflow/libtensorflow_framework.so.2
"""

import ctypes
import errno
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "testing"))
import c_declarations  # pylint: disable=g-import-not-at-top

HEADERS = [
    "tf_status.h",
    "tf_tensor.h",
    "tf_datatype.h",
    "tf_buffer.h",
    "tf_tstring.h",
    "ops.h",
    "kernels.h",
    "kernels_experimental.h",
]

_HERE = os.path.dirname(os.path.abspath(__file__))


def record_declarations(include_dir):
  lines = ["# Functions declared in TensorFlow 2.21's tensorflow/c headers, recorded by "
           "record_tf_c_api.py.",
           "# header<TAB>return type<TAB>name<TAB>parameter types"]
  for header in HEADERS:
    text = c_declarations.read_header(os.path.join(include_dir, "tensorflow", "c", header))
    lines.extend(c_declarations.header_lines(header, text))
  return lines


def record_exports(library):
  listing = subprocess.run(["nm", "-D", "--defined-only", library], check=True,
                           capture_output=True, text=True).stdout
  names = set()
  for line in listing.splitlines():
    fields = line.split()
    if len(fields) == 3 and fields[1] in ("T", "W") and fields[2].startswith("TF_"):
      names.add(fields[2].split("@")[0])
  return ["# TF_* functions exported by TensorFlow 2.21's libtensorflow_framework.so.2 "
          "(nm -D --defined-only), recorded by record_tf_c_api.py."] + sorted(names)


def record_io_error_codes(library):
  framework = ctypes.CDLL(library)
  framework.TF_NewStatus.restype = ctypes.c_void_p
  framework.TF_DeleteStatus.argtypes = [ctypes.c_void_p]
  framework.TF_GetCode.argtypes = [ctypes.c_void_p]
  framework.TF_Message.argtypes = [ctypes.c_void_p]
  framework.TF_Message.restype = ctypes.c_char_p
  framework.TF_SetStatusFromIOError.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_char_p]
  status = framework.TF_NewStatus()
  lines = ["# TF_SetStatusFromIOError(status, errno, \"context\") of TensorFlow 2.21's "
           "libtensorflow_framework.so.2 (glibc's strerror texts), recorded by record_tf_c_api.py.",
           "# errno<TAB>errno name<TAB>TF_Code<TAB>message"]
  for number in range(134):
    framework.TF_SetStatusFromIOError(status, number, b"context")
    lines.append("%d\t%s\t%d\t%s" % (number, errno.errorcode.get(number, "-"),
                                     framework.TF_GetCode(status),
                                     framework.TF_Message(status).decode()))
  framework.TF_DeleteStatus(status)
  return lines


def write(name, lines):
  with open(os.path.join(_HERE, name), "w", encoding="utf-8") as f:
    f.write("\n".join(lines) + "\n")


def main(argv):
  if len(argv) not in (2, 3):
    sys.exit(__doc__)
  write("tf_2_21_c_api.txt", record_declarations(argv[1]))
  if len(argv) == 3:
    write("tf_2_21_framework_exports.txt", record_exports(argv[2]))
    write("tf_2_21_io_error_codes.txt", record_io_error_codes(argv[2]))


if __name__ == "__main__":
  main(sys.argv)
