"""Records TensorFlow's answers for its file-I/O and utility helpers, and checks TFRecord files
both ways between TensorFlow and tflc.

Run once with a Python that has TensorFlow installed, after building tflc's record writer (the
recorded files are committed; tflc's tests read them and never need TensorFlow):

    /tmp/bz build //tensorflow_lite_core/testing/tf_reference:write_records_with_tflc
    python tensorflow_lite_core/testing/tf_reference/record_tf_io_reference.py \
        bazel-bin/tensorflow_lite_core/testing/tf_reference/write_records_with_tflc

It writes, beside itself:
  * records_tf.tfrecord: RECORDS written by tf.io.TFRecordWriter.
  * records_tflc.tfrecord: the same records written by tflc's io::RecordWriter (the binary above),
    which TensorFlow then reads back; the "tf_reads_tflc" rows of io.tsv say what it read.
  * io.tsv: "record_written" rows (RECORDS, in order), the rows of tf_util_probe.cc (paths,
    environment variables, CRC-32C, tensor_util, util.h) and tf_io_probe.cc (input streams, Env's
    files, TFRecord reading of cut and corrupted copies of records_tf.tfrecord), both compiled here
    against the same pip package's C++ headers, and "numeric_op" rows (the message of an element-wise op given inputs of different
    shapes, from TensorFlow's ReluGrad, a BinaryElementWiseOp).
"""

import os
import subprocess
import sys
import tempfile

import tensorflow as tf

HERE = os.path.dirname(os.path.abspath(__file__))

RECORDS = [
    b"",
    b"a",
    b"hello world",
    bytes(range(256)),
    bytes((i * 7 + 3) % 251 for i in range(1000)),
    b"\x00tab\tnewline\n",
]


def escape(data):
  """The probe's C escapes (\\\\, \\t, \\n, \\xNN) of bytes."""
  out = []
  for byte in data:
    char = chr(byte)
    if char == "\\":
      out.append("\\\\")
    elif char == "\t":
      out.append("\\t")
    elif char == "\n":
      out.append("\\n")
    elif byte < 0x20 or byte >= 0x7F:
      out.append("\\x%02x" % byte)
    else:
      out.append(char)
  return "".join(out)


def probe_rows(record_file):
  """The rows of tf_util_probe.cc, then those of tf_io_probe.cc (reading `record_file`)."""
  library_dir = tf.sysconfig.get_lib()
  repository_root = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
  rows = []
  with tempfile.TemporaryDirectory() as build_dir:
    scratch = os.path.join(build_dir, "scratch")
    os.mkdir(scratch)
    for probe, arguments in [("tf_util_probe", []), ("tf_io_probe", [scratch, record_file])]:
      binary = os.path.join(build_dir, probe)
      command = (["g++", "-O1", "-w", os.path.join(HERE, probe + ".cc"), "-o", binary,
                  "-I" + repository_root] + tf.sysconfig.get_compile_flags() +
                 tf.sysconfig.get_link_flags() + ["-Wl,-rpath," + library_dir])
      subprocess.run(command, check=True)
      output = subprocess.run([binary] + arguments, check=True, stdout=subprocess.PIPE,
                              text=True).stdout
      rows += [line.split("\t") for line in output.splitlines()]
  return rows


def numeric_op_rows():
  rows = []
  for gradients, features in [([1.0, 2.0], [1.0, 2.0, 3.0]), ([[1.0, 2.0]], [1.0, 2.0]),
                              (9.0, [1.0])]:
    try:
      tf.raw_ops.ReluGrad(gradients=tf.constant(gradients), features=tf.constant(features))
      sys.exit("ReluGrad accepted inputs of different shapes")
    except tf.errors.InvalidArgumentError as error:
      # Eager errors carry "{{function_node ...}} " before and " [Op:ReluGrad]..." after.
      message = error.message.split("}} ", 1)[-1].split(" [Op:", 1)[0]
    rows.append(["numeric_op", "ReluGrad", str(tf.constant(gradients).shape.as_list()),
                 str(tf.constant(features).shape.as_list()), escape(message.encode())])
  return rows


def tf_reads_tflc_rows(tflc_writer):
  path = os.path.join(HERE, "records_tflc.tfrecord")
  subprocess.run([tflc_writer, path] + [record.hex() for record in RECORDS], check=True)
  rows = []
  readers = {
      "tf_record_iterator": lambda: list(tf.compat.v1.io.tf_record_iterator(path)),
      "TFRecordDataset": lambda: [t.numpy() for t in tf.data.TFRecordDataset(path)],
  }
  for name, read in readers.items():
    try:
      records, status = read(), "OK"
    except tf.errors.OpError as error:
      records, status = [], "%s: %s" % (type(error).__name__, error.message)
    same = "same" if records == RECORDS else "different"
    rows.append(["tf_reads_tflc", name, escape(status.encode()), str(len(records)), same])
  tf_path = os.path.join(HERE, "records_tf.tfrecord")
  with open(path, "rb") as tflc_file, open(tf_path, "rb") as tf_file:
    rows.append(["tflc_file_equals_tf_file", "1" if tflc_file.read() == tf_file.read() else "0"])
  return rows


def main():
  if len(sys.argv) != 2:
    sys.exit(__doc__)
  record_file = os.path.join(HERE, "records_tf.tfrecord")
  with tf.io.TFRecordWriter(record_file) as writer:
    for record in RECORDS:
      writer.write(record)
  rows = [["record_written", str(i), escape(record)] for i, record in enumerate(RECORDS)]
  rows += probe_rows(record_file)
  with tf.device("/CPU:0"):
    rows += numeric_op_rows()
  rows += tf_reads_tflc_rows(os.path.abspath(sys.argv[1]))
  path = os.path.join(HERE, "io.tsv")
  with open(path, "w") as f:
    f.write("# TensorFlow %s's answers, recorded by record_tf_io_reference.py. Do not edit.\n" %
            tf.__version__)
    for row in rows:
      f.write("\t".join(row) + "\n")
  print("wrote %s (%d rows)" % (path, len(rows)))


if __name__ == "__main__":
  main()
