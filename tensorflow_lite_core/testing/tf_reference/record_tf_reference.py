"""Records TensorFlow's answers for the helper APIs whose numbers TensorFlow defines.

Run once with a Python that has TensorFlow installed (the recorded files are committed; tflc's
tests read them and never need TensorFlow):

    python tensorflow_lite_core/testing/tf_reference/record_tf_reference.py

Two sources, both TensorFlow's own:
  * TensorFlow ops run from Python: the Philox stream, every distribution (uniform, normal,
    truncated normal, integer ranges, full-range integers) through the stateless V2 random ops
    with an explicit key and counter, and the seeded stateful RandomUniform op (which reserves
    its samples through GuardedPhiloxRandom).
  * tf_reference_probe.cc, compiled here against the same pip package's C++ headers and linked
    with its libtensorflow_framework.so, for what no op exposes: Hash32/Hash64, PhiloxRandom's
    constructors and Skip, SimplePhilox, the tensor format, padding, windowed output size and
    BCast helpers, ValidateStridedSliceOp, and the string helpers; and resource_reference_probe.cc,
    built the same way, for the resource subsystem (ResourceMgr, ResourceHandle, ContainerInfo,
    LookupInterface's checks, the dataset allowlist).

Each .tsv line is "<kind>\t<fields...>"; the probe prints floating-point values as bit patterns
in hex and text with C escapes.
"""

import collections
import os
import subprocess
import sys
import tempfile

import numpy as np
import tensorflow as tf

HERE = os.path.dirname(os.path.abspath(__file__))
PHILOX = 1  # the `alg` value of the Philox algorithm in the stateless V2 ops

# (key, counter word 0, counter word 1): the Philox key is the 64-bit key split into two 32-bit
# words (low first), its 128-bit counter the two 64-bit counter words split the same way.
KEY_COUNTERS = [
    (0x0123456789ABCDEF, 5, 7),
    (0, 0, 0),
    (0xFFFFFFFFFFFFFFFF, 0xFFFFFFFFFFFFFFFE, 9),
]

# Published known-answer vectors of Philox4x32-10 (Random123's kat_vectors): counter words,
# key words, the four output words.
PUBLISHED_KAT = [
    ((0, 0, 0, 0), (0, 0), (0x6627E8D5, 0xE169C58D, 0xBC57AC4C, 0x9B00DBD8)),
    ((0xFFFFFFFF,) * 4, (0xFFFFFFFF,) * 2, (0x408F276D, 0x41C83B0E, 0xA20BC7C6, 0x6D5451FD)),
    (
        (0x243F6A88, 0x85A308D3, 0x13198A2E, 0x03707344),
        (0xA4093822, 0x299F31D0),
        (0xD16CFE09, 0x94FDCCEB, 0x5001E420, 0x24126EA1),
    ),
]


def key_counter(key, c0, c1):
  return (tf.constant([key], tf.uint64), tf.constant([c0, c1], tf.uint64))


def hexes(values):
  return " ".join("%x" % int(v) for v in values)


def bits(array):
  """Bit patterns of a float array, as hex words of its width."""
  array = np.asarray(array)
  width = {2: np.uint16, 4: np.uint32, 8: np.uint64}[array.dtype.itemsize]
  return hexes(array.view(width))


def philox_rows():
  rows = []
  for counter, key, expected in PUBLISHED_KAT:
    key64 = key[0] | key[1] << 32
    c0, c1 = counter[0] | counter[1] << 32, counter[2] | counter[3] << 32
    out = tf.raw_ops.StatelessRandomUniformFullIntV2(
        shape=[4], key=tf.constant([key64], tf.uint64),
        counter=tf.constant([c0, c1], tf.uint64), alg=PHILOX, dtype=tf.uint32).numpy()
    if tuple(int(v) for v in out) != expected:
      sys.exit("TensorFlow's Philox disagrees with the published vector %r" % (expected,))
    rows.append(["kat", hexes(counter), hexes(key), hexes(out)])
  # The raw stream, long enough to cross from the lowest counter word into the next.
  for key, c0, c1 in KEY_COUNTERS + [(42, 0xFFFFFFFE, 0), (42, 0xFFFFFFFFFFFFFFFE, 0xFFFFFFFF)]:
    out = tf.raw_ops.StatelessRandomUniformFullIntV2(
        shape=[16], key=tf.constant([key], tf.uint64), counter=tf.constant([c0, c1], tf.uint64),
        alg=PHILOX, dtype=tf.uint32).numpy()
    rows.append(["stream", "%x" % key, "%x" % c0, "%x" % c1, hexes(out)])
  return rows


def distribution_rows():
  rows = []
  for key, c0, c1 in KEY_COUNTERS:
    k, c = key_counter(key, c0, c1)
    where = ["%x" % key, "%x" % c0, "%x" % c1]
    for name, dtype in [("half", tf.half), ("bfloat16", tf.bfloat16), ("float", tf.float32),
                        ("double", tf.float64)]:
      uniform = tf.raw_ops.StatelessRandomUniformV2(
          shape=[16], key=k, counter=c, alg=PHILOX, dtype=dtype)
      normal = tf.raw_ops.StatelessRandomNormalV2(
          shape=[16], key=k, counter=c, alg=PHILOX, dtype=dtype)
      # Three output groups: each group starts its own stretch of the stream.
      truncated = tf.raw_ops.StatelessTruncatedNormalV2(
          shape=[12], key=k, counter=c, alg=PHILOX, dtype=dtype)
      rows.append(["uniform_" + name] + where + [bits(uniform.numpy())])
      rows.append(["normal_" + name] + where + [bits(normal.numpy())])
      rows.append(["truncated_normal_" + name] + where + [bits(truncated.numpy())])
    for name, dtype, low, high in [("int32", tf.int32, -5, 1000), ("int32", tf.int32, 0, 7),
                                   ("int64", tf.int64, -(1 << 40), 3),
                                   ("int64", tf.int64, 10, 11)]:
      values = tf.raw_ops.StatelessRandomUniformIntV2(
          shape=[8], key=k, counter=c, alg=PHILOX, minval=tf.constant(low, dtype),
          maxval=tf.constant(high, dtype))
      rows.append(["uniform_range_" + name] + where + [str(low), str(high),
                                                       " ".join(str(int(v)) for v in values)])
    for name, dtype in [("int32", tf.int32), ("uint32", tf.uint32), ("int64", tf.int64),
                        ("uint64", tf.uint64)]:
      values = tf.raw_ops.StatelessRandomUniformFullIntV2(
          shape=[8], key=k, counter=c, alg=PHILOX, dtype=dtype)
      rows.append(["full_int_" + name] + where + [" ".join(str(int(v)) for v in values)])
  return rows


def guarded_rows():
  # The seeded stateful op keeps one generator per kernel: a second call continues the stream.
  rows = []
  for seed, seed2 in [(1, 2), (87654321, 12345)]:
    first = tf.raw_ops.RandomUniform(shape=[10], dtype=tf.float32, seed=seed, seed2=seed2)
    second = tf.raw_ops.RandomUniform(shape=[10], dtype=tf.float32, seed=seed, seed2=seed2)
    rows.append(["random_uniform_op", str(seed), str(seed2), "10", bits(first.numpy()),
                 bits(second.numpy())])
  return rows


PROBES = ["tf_reference_probe", "resource_reference_probe"]


def probe_rows():
  library_dir = tf.sysconfig.get_lib()
  files = collections.defaultdict(list)
  with tempfile.TemporaryDirectory() as build_dir:
    for probe in PROBES:
      binary = os.path.join(build_dir, probe)
      command = (["g++", "-O1", "-w", os.path.join(HERE, probe + ".cc"), "-o", binary] +
                 tf.sysconfig.get_compile_flags() + tf.sysconfig.get_link_flags() +
                 ["-Wl,-rpath," + library_dir])
      subprocess.run(command, check=True)
      output = subprocess.run([binary], check=True, stdout=subprocess.PIPE, text=True).stdout
      for line in output.splitlines():
        file, *fields = line.split("\t")
        files[file].append(fields)
  return files


def write(name, rows):
  path = os.path.join(HERE, name + ".tsv")
  with open(path, "w") as f:
    f.write("# TensorFlow %s's answers, recorded by record_tf_reference.py. Do not edit.\n" %
            tf.__version__)
    for row in rows:
      f.write("\t".join(row) + "\n")
  print("wrote %s (%d rows)" % (path, len(rows)))


def main():
  files = probe_rows()
  with tf.device("/CPU:0"):
    files["philox"] = philox_rows() + files["philox"]
    files["distributions"] = distribution_rows() + files["distributions"]
    files["guarded_philox"] = guarded_rows() + files["guarded_philox"]
  for name in sorted(files):
    write(name, files[name])


if __name__ == "__main__":
  main()
