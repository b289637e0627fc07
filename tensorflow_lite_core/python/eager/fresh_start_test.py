"""Gradients, variables, graphs and DLPack as the first thing a fresh process does: each load on first
use, so each is tried in a new interpreter that imports nothing else first."""

from tensorflow_lite_core.python.testing import fresh_interpreter

_PRELUDE = "import tensorflow_lite_core as tflc\n"


def _output(code):
  result = fresh_interpreter.run(_PRELUDE + code)
  assert result.returncode == 0, result.stderr
  return result.stdout.strip()


def test_gradient_tape_first():
  assert _output("x = tflc.constant(3.0)\n"
                 "with tflc.GradientTape() as tape:\n"
                 "  tape.watch(x)\n"
                 "  y = x * x\n"
                 "print(tape.gradient(y, x).numpy())") == "6.0"


def test_registering_a_builtin_ops_gradient_first_is_refused_at_once():
  # As in TensorFlow, whose built-in gradients exist from its import on: the duplicate is
  # refused when it is registered, not when a tape later loads the built-in ones.
  assert _output("from tensorflow_lite_core.python.framework import ops\n"
                 "try:\n"
                 "  ops.RegisterGradient('Cos')(lambda op, grad: grad)\n"
                 "except KeyError as e:\n"
                 "  print('refused', 'Cos' in str(e))\n"
                 "tflc.GradientTape()\n"
                 "print('tape ok')") == "refused True\ntape ok"


def test_a_new_ops_gradient_first():
  assert _output("from tensorflow_lite_core.python.framework import ops\n"
                 "@ops.RegisterGradient('MyOpOfNoLibrary')\n"
                 "def _g(op, grad):\n"
                 "  return grad\n"
                 "print(ops.get_gradient_function('MyOpOfNoLibrary') is _g, "
                 "ops.get_gradient_function('Tanh') is not None)") == "True True"


def test_variable_under_a_tape_first():
  assert _output("v = tflc.Variable(2.0)\n"
                 "with tflc.GradientTape() as tape:\n"
                 "  y = v * v * v\n"
                 "print(tape.gradient(y, v).numpy())") == "12.0"


def test_function_first():
  assert _output("f = tflc.function(lambda x: tflc.reduce_sum(x * 2.0))\n"
                 "print(f(tflc.constant([1.0, 2.0])).numpy(), "
                 "f.experimental_get_tracing_count())") == "6.0 1"


def test_session_first():
  assert _output("g = tflc.Graph()\n"
                 "with g.as_default():\n"
                 "  x = tflc.compat.v1.placeholder(tflc.float32, [2])\n"
                 "  y = x + 1.0\n"
                 "print(tflc.compat.v1.Session(graph=g).run(y, {x: [1.0, 2.0]}).tolist())"
                 ) == "[2.0, 3.0]"


def test_custom_gradient_first():
  assert _output("@tflc.custom_gradient\n"
                 "def f(x):\n"
                 "  return x * 2.0, lambda dy: dy * 10.0\n"
                 "x = tflc.constant(1.0)\n"
                 "with tflc.GradientTape() as tape:\n"
                 "  tape.watch(x)\n"
                 "  y = f(x)\n"
                 "print(tape.gradient(y, x).numpy())") == "10.0"


def test_dlpack_first():
  assert _output("import numpy as np\n"
                 "t = tflc.constant([1.0, 2.0])\n"
                 "a = np.from_dlpack(t)\n"
                 "back = tflc.experimental.dlpack.from_dlpack(a)\n"
                 "print(a.tolist(), back.numpy().tolist())") == "[1.0, 2.0] [1.0, 2.0]"
