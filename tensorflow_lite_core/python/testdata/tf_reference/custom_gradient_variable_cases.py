"""The custom_gradient cases of functions that read variables (custom_gradient_cases.py explains
the form; its CASES includes these)."""


def _variable_error(error):
  """An error's class and first line up to the variables' reprs (which name the package)."""
  return type(error).__name__, str(error).split(": [")[0]


def variable_read_gets_a_gradient(tf):
  v = tf.Variable(2.0)
  received = []

  @tf.custom_gradient
  def f(x):
    def grad(upstream, variables=None):
      received.append(len(variables))
      return upstream * v, [upstream * x * 10.0]
    return x * v, grad
  x = tf.constant(3.0)
  with tf.GradientTape() as tape:
    tape.watch(x)
    y = f(x)
  return tape.gradient(y, [x, v]), received


def two_variables(tf):
  # grad_fn matches its gradients to the variables it is given (TensorFlow's order of them is
  # that of a set).
  a = tf.Variable([1.0, 2.0], name="a")
  b = tf.Variable([3.0, -1.0], name="b")
  factors = {"a:0": 10.0, "b:0": 100.0}

  @tf.custom_gradient
  def f(x):
    def grad(upstream, variables=None):
      return upstream * 2.0, [upstream * factors[v.name] for v in variables]
    return x * a + b, grad
  x = tf.constant([1.0, 1.0])
  with tf.GradientTape() as tape:
    tape.watch(x)
    y = f(x)
  return tape.gradient(y, [x, a, b])


def variable_read_twice_given_once(tf):
  v = tf.Variable(2.0)
  counts = []

  @tf.custom_gradient
  def f(x):
    def grad(upstream, variables=None):
      counts.append(len(variables))
      return upstream, [upstream * 3.0]
    return x * v + v * v, grad
  x = tf.constant(1.0)
  with tf.GradientTape() as tape:
    tape.watch(x)
    y = f(x)
  return tape.gradient(y, [x, v]), counts


def variable_gradients_through_ops_after(tf):
  v = tf.Variable([1.0, 2.0])

  @tf.custom_gradient
  def f(x):
    def grad(upstream, variables=None):
      return upstream * v, [upstream * x]
    return x * v, grad
  x = tf.constant([3.0, 4.0])
  with tf.GradientTape() as tape:
    tape.watch(x)
    y = tf.reduce_sum(f(x) * 5.0)
  return tape.gradient(y, [x, v])


def variable_keyword_only(tf):
  v = tf.Variable(2.0)

  @tf.custom_gradient
  def f(x):
    def grad(upstream, *, variables):
      return upstream * v, [None for _ in variables]
    return x * v, grad
  x = tf.constant(3.0)
  with tf.GradientTape() as tape:
    tape.watch(x)
    y = f(x)
  return tape.gradient(y, [x, v])


def variable_through_var_keyword(tf):
  v = tf.Variable(2.0)

  @tf.custom_gradient
  def f(x):
    def grad(upstream, **kwargs):
      return upstream, [upstream * 7.0 for _ in kwargs["variables"]]
    return x * v, grad
  x = tf.constant(3.0)
  with tf.GradientTape() as tape:
    tape.watch(x)
    y = f(x)
  return tape.gradient(y, [x, v])


def variable_without_the_keyword(tf):
  # Raised when the function is called, with or without a tape.
  v = tf.Variable(2.0)

  @tf.custom_gradient
  def f(x):
    return x * v, lambda upstream: upstream * v
  try:
    f(tf.constant(3.0))
  except TypeError as error:
    return _variable_error(error)
  return "no error"


def variable_without_the_keyword_under_a_tape(tf):
  v = tf.Variable(2.0)

  @tf.custom_gradient
  def f(x):
    return x * v, lambda upstream: upstream * v
  x = tf.constant(3.0)
  try:
    with tf.GradientTape() as tape:
      tape.watch(x)
      f(x)
  except TypeError as error:
    return _variable_error(error)
  return "no error"


def variable_read_by_numpy(tf):
  v = tf.Variable(2.0)

  @tf.custom_gradient
  def f(x):
    return x * float(v.numpy()), lambda upstream: upstream
  try:
    f(tf.constant(1.0))
  except TypeError as error:
    return _variable_error(error)
  return "no error"


def variable_read_by_float(tf):
  v = tf.Variable(2.0)

  @tf.custom_gradient
  def f(x):
    return x * float(v), lambda upstream: upstream
  try:
    f(tf.constant(1.0))
  except TypeError as error:
    return _variable_error(error)
  return "no error"


def variable_read_while_recording_stopped(tf):
  # The watcher sees reads that no tape records.
  v = tf.Variable(2.0)

  @tf.custom_gradient
  def f(x):
    with tf.GradientTape() as inner:
      with inner.stop_recording():
        y = x * v
    return y, lambda upstream: upstream
  try:
    f(tf.constant(1.0))
  except TypeError as error:
    return _variable_error(error)
  return "no error"


def variable_assigned_and_read_back(tf):
  # assign_add returns the variable for a later read: it counts as used.
  v = tf.Variable(1.0)

  @tf.custom_gradient
  def f(x):
    v.assign_add(1.0)
    return x * 2.0, lambda upstream: upstream
  try:
    f(tf.constant(1.0))
  except TypeError as error:
    return _variable_error(error)
  return "no error"


def variable_assigned_without_read(tf):
  v = tf.Variable(1.0)

  @tf.custom_gradient
  def f(x):
    v.assign_add(1.0, read_value=False)
    return x * 2.0, lambda upstream: upstream
  return f(tf.constant(1.0)), v.numpy()


def integer_variable_counts(tf):
  # Variables are trainable whatever their dtype.
  n = tf.Variable(2)

  @tf.custom_gradient
  def f(x):
    return x * tf.cast(n, tf.float32), lambda upstream: upstream
  try:
    f(tf.constant(1.0))
  except TypeError as error:
    return _variable_error(error)
  return "no error"


def integer_variable_given_to_grad_fn(tf):
  # (The integer variable's own gradient is left out: TensorFlow's tape follows it through the
  # variable's resource handle, which tflc has not; tflc gives None.)
  n = tf.Variable(2)
  received = []

  @tf.custom_gradient
  def f(x):
    def grad(upstream, variables=None):
      received.append([v.dtype.name for v in variables])
      return upstream * 2.0, [tf.ones_like(n)]
    return x * tf.cast(n, tf.float32), grad
  x = tf.constant(1.0)
  with tf.GradientTape() as tape:
    tape.watch(x)
    y = f(x)
  return tape.gradient(y, x), received


def non_trainable_variable_is_not_given(tf):
  u = tf.Variable(2.0, trainable=False)

  @tf.custom_gradient
  def f(x):
    return x * u, lambda upstream: upstream * u
  x = tf.constant(3.0)
  with tf.GradientTape() as tape:
    tape.watch(x)
    y = f(x)
  return tape.gradient(y, [x, u])


def variable_argument_is_an_input(tf):
  v = tf.Variable(2.0)

  @tf.custom_gradient
  def f(x):
    return x * 2.0, lambda upstream: upstream * 5.0
  with tf.GradientTape() as tape:
    y = f(v)
  return tape.gradient(y, v)


def variable_keyword_argument_is_no_variable(tf):
  # A variable given as a keyword argument is not among `variables` (nor an input): grad_fn is
  # called without them.
  v = tf.Variable(2.0)
  received = []

  @tf.custom_gradient
  def f(x, scale=None):
    def grad(upstream, variables="not given"):
      received.append(variables)
      return upstream * 2.0
    return x * scale, grad
  x = tf.constant(3.0)
  with tf.GradientTape() as tape:
    tape.watch(x)
    y = f(x, scale=v)
  return tape.gradient(y, [x, v]), received


def variable_tape_not_watching_accessed(tf):
  v = tf.Variable(2.0)
  calls = []

  @tf.custom_gradient
  def f(x):
    def grad(upstream, variables):
      calls.append(len(variables))
      return upstream * v, [upstream * 4.0]
    return x * v, grad
  x = tf.constant(3.0)
  with tf.GradientTape(watch_accessed_variables=False) as tape:
    tape.watch(x)
    y = f(x)
  return tape.gradient(y, [x, v]), len(tape.watched_variables()), calls


def variable_only_watched(tf):
  # No input watched: the variable read alone makes the op recorded.
  v = tf.Variable([1.0, 2.0])

  @tf.custom_gradient
  def f(x):
    def grad(upstream, variables=None):
      return None, [upstream * 6.0]
    return x * v, grad
  with tf.GradientTape() as tape:
    y = f(tf.constant([1.0, 1.0]))
  return tape.gradient(y, v)


def variable_gradient_none(tf):
  v = tf.Variable(2.0)

  @tf.custom_gradient
  def f(x):
    def grad(upstream, variables=None):
      return upstream * 2.0, [None]
    return x * v, grad
  x = tf.constant(3.0)
  with tf.GradientTape() as tape:
    tape.watch(x)
    y = f(x)
  return tape.gradient(y, [x, v])


def too_few_variable_gradients(tf):
  v = tf.Variable(2.0)

  @tf.custom_gradient
  def f(x):
    def grad(upstream, variables=None):
      return upstream * v, []
    return x * v, grad
  x = tf.constant(3.0)
  with tf.GradientTape() as tape:
    tape.watch(x)
    y = f(x)
  return tape.gradient(y, [x, v])


def too_many_variable_gradients(tf):
  v = tf.Variable(2.0)

  @tf.custom_gradient
  def f(x):
    def grad(upstream, variables=None):
      return upstream * v, [upstream, upstream]
    return x * v, grad
  x = tf.constant(3.0)
  with tf.GradientTape() as tape:
    tape.watch(x)
    y = f(x)
  return tape.gradient(y, [x, v])


def wrong_input_gradient_count_with_variables(tf):
  v = tf.Variable(2.0)

  @tf.custom_gradient
  def f(x):
    def grad(upstream, variables=None):
      return [upstream, upstream], [upstream]
    return x * v, grad
  x = tf.constant(3.0)
  with tf.GradientTape() as tape:
    tape.watch(x)
    y = f(x)
  return tape.gradient(y, [x, v])


def variables_grad_fn_returns_one_value(tf):
  v = tf.Variable(2.0)

  @tf.custom_gradient
  def f(x):
    def grad(upstream, variables=None):
      return upstream
    return x * v, grad
  x = tf.constant(3.0)
  with tf.GradientTape() as tape:
    tape.watch(x)
    y = f(x)
  return tape.gradient(y, [x, v])


def nested_custom_gradients_with_a_variable(tf):
  # The inner function's read is seen by the outer function's watcher too.
  v = tf.Variable(2.0)

  @tf.custom_gradient
  def inner(x):
    def grad(upstream, variables=None):
      return upstream * 3.0, [upstream * 100.0]
    return x * v, grad

  @tf.custom_gradient
  def outer(x):
    y = inner(x)

    def grad(upstream, variables=None):
      return upstream * 5.0, [upstream * 1000.0 for _ in variables]
    return y * 2.0, grad
  x = tf.constant(1.0)
  with tf.GradientTape() as tape:
    tape.watch(x)
    y = outer(x)
  return tape.gradient(y, [x, v])


def variable_persistent_tape_twice(tf):
  v = tf.Variable([1.0, -1.0])

  @tf.custom_gradient
  def f(x):
    def grad(upstream, variables=None):
      return upstream * v, [upstream * x * 2.0]
    return x * v, grad
  x = tf.constant([2.0, 3.0])
  with tf.GradientTape(persistent=True) as tape:
    tape.watch(x)
    y = f(x)
    z = f(y)
  return tape.gradient(y, [x, v]), tape.gradient(z, [x, v])


def variable_second_order(tf):
  v = tf.Variable(3.0, dtype=tf.float64)

  @tf.custom_gradient
  def f(x):
    def grad(upstream, variables=None):
      return upstream * v * 2.0 * x, [upstream * x * x]
    return v * x * x, grad
  x = tf.constant(2.0, tf.float64)
  with tf.GradientTape() as outer:
    with tf.GradientTape() as inner:
      inner.watch(x)
      y = f(x)
    dx = inner.gradient(y, x)
  return dx, outer.gradient(dx, v)


def recompute_grad_with_a_variable(tf):
  v = tf.Variable(2.0)
  g = tf.recompute_grad(lambda x: x * v * v)
  x = tf.constant(3.0)
  with tf.GradientTape() as tape:
    tape.watch(x)
    y = g(x)
  return tape.gradient(y, [x, v])


def recompute_grad_with_two_variables(tf):
  a = tf.Variable([1.0, 2.0])
  b = tf.Variable(0.5)
  g = tf.recompute_grad(lambda x, y: tf.reduce_sum(tf.tanh(x * a) * y + b * b))
  x, y = tf.constant([0.3, -0.2]), tf.constant([2.0, 1.0])
  with tf.GradientTape() as tape:
    tape.watch([x, y])
    out = g(x, y)
  return tape.gradient(out, [x, y, a, b])


def variable_assigned_under_a_tape_is_watched(tf):
  v = tf.Variable(1.0)
  with tf.GradientTape() as tape:
    v.assign_add(1.0)
  with tf.GradientTape() as other:
    v.assign_add(1.0, read_value=False)
  return len(tape.watched_variables()), len(other.watched_variables())


def variable_numpy_under_a_tape_is_watched(tf):
  v = tf.Variable(1.0)
  with tf.GradientTape() as tape:
    v.numpy()
  return len(tape.watched_variables())
