"""Tests of tflc.config: threading and the CPU instruction set level; each runs in a fresh
process, as both are fixed by the first op."""

import os
import subprocess
import sys
import textwrap

import numpy as np
import pytest


def run_python(code, **env_vars):
  """Runs `code` in a fresh interpreter; TFLC_CPU_ISA only when given here (CI sets it too)."""
  env = {name: value for name, value in os.environ.items() if name != "TFLC_CPU_ISA"}
  env.update(PYTHONPATH=os.pathsep.join(sys.path), **env_vars)
  return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], env=env,
                        capture_output=True, text=True, check=False)


def test_set_before_the_first_op():
  result = run_python("""
      import tensorflow_lite_core as tflc
      assert tflc.config.threading.get_intra_op_parallelism_threads() == 0
      tflc.config.threading.set_intra_op_parallelism_threads(2)
      assert tflc.config.threading.get_intra_op_parallelism_threads() == 2
      x = tflc.constant([[1.0, 2.0], [3.0, 4.0]])
      assert tflc.reduce_sum(tflc.matmul(x, x)).numpy() == 54.0
      print("ok")
      """)
  assert result.returncode == 0, result.stderr
  assert result.stdout.strip() == "ok"


def test_set_after_an_op_raises_runtime_error():
  result = run_python("""
      import tensorflow_lite_core as tflc
      tflc.add(1, 2)
      try:
        tflc.config.threading.set_intra_op_parallelism_threads(2)
      except RuntimeError as error:
        print(error)
      """)
  assert result.returncode == 0, result.stderr
  assert "cannot be modified after initialization" in result.stdout


def test_negative_counts_raise_value_error():
  result = run_python("""
      import tensorflow_lite_core as tflc
      try:
        tflc.config.threading.set_intra_op_parallelism_threads(-1)
      except ValueError as error:
        print("ValueError", error)
      """)
  assert result.returncode == 0, result.stderr
  assert result.stdout.startswith("ValueError")


_LEVELS = ("baseline", "avx2", "avx512")

# Every kernel with per-level loops, on values that reach their special cases, saved to the file
# named by RESULTS: "exact_*" results must match the baseline's bit for bit, the others (whose
# polynomials may use fused multiply-adds) within a few units in the last place.
_DISPATCHED_KERNELS = """
    import os
    import numpy as np
    import tensorflow_lite_core as tflc
    rng = np.random.RandomState(0)
    x = np.concatenate([rng.uniform(-100, 100, 4093).astype(np.float32),
                        np.array([0, -0.0, np.nan, np.inf, -np.inf, 1e-40, 3e9], np.float32)])
    y = x[::-1].copy()
    positive = np.abs(x) + np.float32(1e-30)
    exact = [tflc.add(x, y), tflc.subtract(x, y), tflc.multiply(x, y), tflc.divide(x, y),
             tflc.maximum(x, y), tflc.minimum(x, y), tflc.add(x, np.float32(2)),
             tflc.add(x.astype(np.float64), y.astype(np.float64)), tflc.reduce_sum(x),
             tflc.cast(x, tflc.int32), tflc.cast(tflc.cast(x, tflc.int32), tflc.float32),
             tflc.cast(x, tflc.float64), tflc.cast(tflc.cast(x, tflc.float64), tflc.float32)]
    close = [tflc.exp(x), tflc.math.log(positive), tflc.tanh(x), tflc.sigmoid(x),
             tflc.nn.softmax(x[:4096].reshape(4, 1024))]
    arrays = {f"exact_{i}": r.numpy() for i, r in enumerate(exact)}
    arrays.update({f"close_{i}": r.numpy() for i, r in enumerate(close)})
    np.savez(os.environ["RESULTS"], **arrays)
    print(tflc.config.get_cpu_isa())
    """


def test_cpu_isa_is_the_supported_level_by_default():
  result = run_python("""
      import tensorflow_lite_core as tflc
      from tensorflow_lite_core.python.pywrap_tflc import _pywrap_tflc
      print(tflc.config.get_cpu_isa(), _pywrap_tflc._supported_cpu_isa())
      """)
  assert result.returncode == 0, result.stderr
  active, supported = result.stdout.split()
  assert active == supported
  assert active in _LEVELS


def test_every_level_the_cpu_runs_agrees_with_the_baseline(tmp_path):
  supported = run_python("""
      from tensorflow_lite_core.python.pywrap_tflc import _pywrap_tflc
      print(_pywrap_tflc._supported_cpu_isa())
      """).stdout.strip()
  levels = _LEVELS[:_LEVELS.index(supported) + 1]
  if len(levels) == 1:
    pytest.skip("this CPU runs only the baseline level: there is no other level to compare")
  results = {}
  for level in levels:
    path = str(tmp_path / f"{level}.npz")
    result = run_python(_DISPATCHED_KERNELS, TFLC_CPU_ISA=level, RESULTS=path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == level
    results[level] = dict(np.load(path))
  baseline = results["baseline"]
  for level in levels[1:]:
    for name, expected in baseline.items():
      actual = results[level][name]
      assert actual.dtype == expected.dtype, (level, name)
      if name.startswith("exact_"):
        assert actual.tobytes() == expected.tobytes(), (level, name)
      else:
        np.testing.assert_allclose(actual, expected, rtol=4e-7, atol=1e-38,
                                   err_msg=f"{level} {name}")


def test_levels_above_the_cpu_are_lowered_and_bad_names_ignored():
  code = """
      import tensorflow_lite_core as tflc
      from tensorflow_lite_core.python.pywrap_tflc import _pywrap_tflc
      print(tflc.config.get_cpu_isa(), _pywrap_tflc._supported_cpu_isa())
      """
  result = run_python(code, TFLC_CPU_ISA="AVX512")
  assert result.returncode == 0, result.stderr
  active, supported = result.stdout.split()
  assert active == supported  # lowered to the CPU's level, or the CPU's own level
  if supported != "baseline":
    # A level below the CPU's is honoured (in any case), so the name above was read, not ignored.
    result = run_python(code, TFLC_CPU_ISA="Baseline")
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["baseline", supported]
  if supported != "avx512":
    result = run_python(code, TFLC_CPU_ISA="avx512")
    assert result.stdout.split() == [supported, supported]  # lowered, without a warning
    assert "TFLC_CPU_ISA" not in result.stderr
  result = run_python(code, TFLC_CPU_ISA="sse9")
  assert result.returncode == 0, result.stderr
  active, supported = result.stdout.split()
  assert active == supported
  assert "TFLC_CPU_ISA='sse9' is not one of baseline, avx2, avx512" in result.stderr
