"""Gradient tapes on several threads at once: each thread's tapes record only its own ops, while
kernels on large inputs run with the GIL released (so other threads record and differentiate
meanwhile). Tagged "concurrency": CI runs it under ThreadSanitizer (tools/ci/tsan.sh)."""

import threading

import numpy as np

import tensorflow_lite_core as tflc

# Above the executor's 16K-element threshold: kernels run without the GIL.
_SIZE = 20000
_THREADS = 4
_ROUNDS = 3


def _run_together(work, count=_THREADS):
  """Runs work(k) on `count` threads that start together; re-raises the first failure."""
  barrier = threading.Barrier(count)
  failures = []

  def run(k):
    try:
      barrier.wait()
      work(k)
    except BaseException as error:  # pylint: disable=broad-except
      failures.append(error)
      barrier.abort()
  threads = [threading.Thread(target=run, args=(k,)) for k in range(count)]
  for thread in threads:
    thread.start()
  for thread in threads:
    thread.join()
  if failures:
    raise failures[0]


def _ramp(k):
  return np.linspace(-1.0, 1.0, _SIZE, dtype=np.float32) + np.float32(k)


def test_threads_differentiate_their_own_chains():
  def work(k):
    for r in range(_ROUNDS):
      a, b = float(k + 1), float(r)
      x = tflc.constant(_ramp(k))
      with tflc.GradientTape() as tape:
        tape.watch(x)
        y = (x * a + b) * x  # d/dx = 2 a x + b
        total = tflc.reduce_sum(y)
      grad = tape.gradient(total, x)
      np.testing.assert_allclose(grad.numpy(), 2.0 * a * _ramp(k) + b, rtol=1e-5, atol=1e-5)
  _run_together(work)


def test_nested_tapes_on_each_thread():
  def work(k):
    x = tflc.constant(_ramp(k) * 0.5)
    with tflc.GradientTape() as outer:
      outer.watch(x)
      with tflc.GradientTape() as inner:
        inner.watch(x)
        y = x * x * x
      first = inner.gradient(y, x)  # 3 x^2
    second = outer.gradient(first, x)  # 6 x
    np.testing.assert_allclose(first.numpy(), 3.0 * (_ramp(k) * 0.5) ** 2, rtol=1e-5)
    np.testing.assert_allclose(second.numpy(), 6.0 * _ramp(k) * 0.5, rtol=1e-5, atol=1e-6)
  _run_together(work)


def test_variables_read_from_several_threads():
  shared = tflc.Variable(_ramp(0))
  own = [tflc.Variable(_ramp(k)) for k in range(_THREADS)]

  def work(k):
    for _ in range(_ROUNDS):
      with tflc.GradientTape() as tape:
        y = tflc.reduce_sum(shared * own[k] + shared * float(k))
      watched = tape.watched_variables()
      assert len(watched) == 2 and watched[0] is shared and watched[1] is own[k]
      d_shared, d_own = tape.gradient(y, [shared, own[k]])
      np.testing.assert_allclose(d_shared.numpy(), _ramp(k) + k, rtol=1e-6)
      np.testing.assert_allclose(d_own.numpy(), _ramp(0), rtol=1e-6)
  _run_together(work)


def test_custom_gradients_with_variables_on_several_threads():
  # Each thread's variable watcher collects its own reads only.
  variables = [tflc.Variable(_ramp(k)) for k in range(_THREADS)]

  def work(k):
    v = variables[k]

    @tflc.custom_gradient
    def scale(x):
      def grad(upstream, variables):
        assert len(variables) == 1 and variables[0] is v
        return upstream * v, [upstream * x * 10.0]
      return x * v, grad
    x = tflc.constant(_ramp(-k))
    with tflc.GradientTape() as tape:
      tape.watch(x)
      y = tflc.reduce_sum(scale(x))
    dx, dv = tape.gradient(y, [x, v])
    np.testing.assert_allclose(dx.numpy(), _ramp(k), rtol=1e-6)
    np.testing.assert_allclose(dv.numpy(), _ramp(-k) * 10.0, rtol=1e-6)
  _run_together(work)


def test_persistent_tape_used_while_others_record():
  x = tflc.constant(_ramp(0))
  recorded = threading.Event()

  def work(k):
    if k == 0:
      with tflc.GradientTape(persistent=True) as tape:
        tape.watch(x)
        square = x * x
        cube = square * x
      recorded.set()
      for _ in range(_ROUNDS):
        np.testing.assert_allclose(tape.gradient(square, x).numpy(), 2.0 * _ramp(0), rtol=1e-6)
        np.testing.assert_allclose(tape.gradient(cube, x).numpy(), 3.0 * _ramp(0) ** 2,
                                   rtol=1e-5, atol=1e-6)
      return
    recorded.wait()
    for r in range(_ROUNDS):
      z = tflc.constant(_ramp(k))
      with tflc.GradientTape() as tape:
        tape.watch(z)
        y = tflc.exp(z * 0.1) + z * float(r)
      np.testing.assert_allclose(tape.gradient(y, z).numpy(),
                                 0.1 * np.exp(0.1 * _ramp(k)) + r, rtol=1e-5)
  _run_together(work)


def test_tapes_of_other_threads_record_nothing():
  x = tflc.constant(_ramp(0))
  with tflc.GradientTape(persistent=True) as tape:
    tape.watch(x)
    before = tape._tape.num_entries  # pylint: disable=protected-access
    # Other threads use x (watched here) while this tape is active on this thread only.
    _run_together(lambda k: tflc.reduce_sum(x * float(k)).numpy())
    assert tape._tape.num_entries == before  # pylint: disable=protected-access
    y = x * 2.0
  np.testing.assert_array_equal(tape.gradient(y, x).numpy(), np.full(_SIZE, 2.0, np.float32))
