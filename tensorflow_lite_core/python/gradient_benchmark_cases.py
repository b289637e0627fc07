"""eager_benchmark's gradient rows: a small chain's forward and backward pass on a tape beside
PyTorch's autograd and TensorFlow's GradientTape, MatMul gradients beside the forward products,
and resident memory over many tapes."""

import numpy as np

import tensorflow_lite_core as tflc


def _chain(x):
  y = x
  for _ in range(10):
    y = y * 1.01 + 0.5
  return y


def _tflc_step(x):
  with tflc.GradientTape() as tape:
    tape.watch(x)
    total = tflc.reduce_sum(_chain(x))
  return tape.gradient(total, x)


def chain_case(table, calls, repeats, tf, torch, best_seconds, microseconds):
  """Forward + backward of `y = y * 1.01 + 0.5` ten times and a sum, on float32[4]."""
  x = tflc.constant(np.ones(4, np.float32))
  chain_calls = max(1, calls // 50)
  ours = best_seconds(lambda: _tflc_step(x), chain_calls, repeats)
  notes, ratio = [], ""
  if torch is not None:
    torch_x = torch.ones(4, requires_grad=True)

    def torch_step():
      total = _chain(torch_x).sum()
      total.backward()
      torch_x.grad = None

    theirs = best_seconds(torch_step, chain_calls, repeats)
    ratio = f"{ours / theirs:.2f}x torch (target <= 1.0x)"
    notes.append(f"torch {microseconds(theirs)}")
  if tf is not None:
    tf_x = tf.constant(np.ones(4, np.float32))

    def tf_step():
      with tf.GradientTape() as tape:
        tape.watch(tf_x)
        total = tf.reduce_sum(_chain(tf_x))
      return tape.gradient(total, tf_x)

    tf_seconds = best_seconds(tf_step, max(1, chain_calls // 10), repeats)
    notes.append(f"TF {microseconds(tf_seconds)}, {ours / tf_seconds:.3f}x TF (target <= 0.1x)")
  table.add("21-op chain float32[4], forward + tape.gradient", microseconds(ours), ratio,
            ", ".join(notes))


def matmul_case(table, quick, best_seconds):
  """Three 256x256 products: forward + gradient against three times the forward alone (the
  backward pass is two products per forward one)."""
  n = 32 if quick else 256
  rng = np.random.RandomState(0)
  a, b, c, d = (tflc.constant(rng.standard_normal((n, n)).astype(np.float32)) for _ in range(4))

  def forward():
    return tflc.matmul(tflc.matmul(tflc.matmul(a, b), c), d)

  def forward_backward():
    with tflc.GradientTape() as tape:
      tape.watch([a, b, c, d])
      y = forward()
    return tape.gradient(y, [a, b, c, d])

  calls, repeats = (1, 1) if quick else (20, 5)
  forward_seconds = best_seconds(forward, calls, repeats)
  both = best_seconds(forward_backward, calls, repeats)
  table.add(f"3 MatMuls {n}x{n}: forward + tape.gradient", f"{both * 1e3:.2f} ms",
            f"{both / (3 * forward_seconds):.2f}x 3 x forward (target <= 1.2x)",
            f"forward alone {forward_seconds * 1e3:.2f} ms")


def tape_memory_case(table, quick, resident_kib):
  """Resident memory over many tapes, each recording and differentiating a few ops."""
  count = 1000 if quick else 100_000
  x = tflc.constant(np.ones(4, np.float32))
  for _ in range(1000):
    _tflc_step(x)
  before = resident_kib()
  for _ in range(count):
    with tflc.GradientTape() as tape:
      tape.watch(x)
      y = tflc.reduce_sum(x * 2.0 + 1.0)
    tape.gradient(y, x)
  after = resident_kib()
  table.add("RSS over many tapes", f"{after - before:+d} KiB", "(target: flat)",
            f"{count} tapes: before {before} KiB, after {after} KiB")
