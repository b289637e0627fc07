"""The guide's examples, loaded with tflc.load_op_library and checked as the guide documents."""

import inspect
import os

import numpy as np

import tensorflow_lite_core as tflc

_HERE = os.path.dirname(os.path.abspath(__file__))


def load(name):
  return tflc.load_op_library(os.path.join(_HERE, name + ".so"))


class VectorOnlyTest(tflc.test.TestCase):

  def test_vectors_are_zeroed_out(self):
    self.assertAllEqual(load("zero_out_vector_only").zero_out_vector_only([5, 4, 3]), [5, 0, 0])

  def test_a_matrix_fails_the_check(self):
    module = load("zero_out_vector_only")
    with self.assertRaisesRegex(
        tflc.errors.InvalidArgumentError,
        r"^ZeroOut expects a 1-D vector\. \[Op:ZeroOutVectorOnly\] name: $"):
      module.zero_out_vector_only([[1, 2], [3, 4]])


class PreserveIndexTest(tflc.test.TestCase):

  def test_default_keeps_the_first_element(self):
    module = load("zero_out_preserve_index")
    self.assertEqual(str(inspect.signature(module.zero_out_preserve_index)),
                     "(to_zero, preserve_index=0, name=None)")
    self.assertAllEqual(module.zero_out_preserve_index([5, 4, 3]), [5, 0, 0])

  def test_the_attr_picks_the_element(self):
    module = load("zero_out_preserve_index")
    self.assertAllEqual(module.zero_out_preserve_index([5, 4, 3], preserve_index=2), [0, 0, 3])

  def test_an_index_past_the_end_fails_in_the_kernel(self):
    module = load("zero_out_preserve_index")
    with self.assertRaisesRegex(
        tflc.errors.InvalidArgumentError,
        r"^preserve_index out of range \[Op:ZeroOutPreserveIndex\] name: $"):
      module.zero_out_preserve_index([5, 4, 3], preserve_index=3)

  def test_a_negative_index_fails_the_attr_minimum(self):
    module = load("zero_out_preserve_index")
    with self.assertRaisesRegex(tflc.errors.InvalidArgumentError,
                                "Value for attr 'preserve_index' of -1 must be at least minimum 0"):
      module.zero_out_preserve_index([5, 4, 3], preserve_index=-1)

  def test_a_string_index_is_a_type_error(self):
    module = load("zero_out_preserve_index")
    with self.assertRaisesRegex(TypeError,
                                "Expected int for argument 'preserve_index' not '1'."):
      module.zero_out_preserve_index([5, 4, 3], preserve_index="1")


class PolymorphicTest(tflc.test.TestCase):

  def test_float_and_int32_keep_their_dtype(self):
    module = load("zero_out_polymorphic")
    for op in (module.zero_out_polymorphic, module.zero_out_polymorphic_macro):
      as_float = op(tflc.constant([1.5, 2.5]))
      self.assertEqual(as_float.dtype, tflc.float32)
      self.assertAllEqual(as_float, [1.5, 0.0])
      as_int = op(tflc.constant([7, 8]))
      self.assertEqual(as_int.dtype, tflc.int32)
      self.assertAllEqual(as_int, [7, 0])

  def test_python_values_take_the_default_conversion(self):
    module = load("zero_out_polymorphic")
    self.assertEqual(module.zero_out_polymorphic([1.0, 2.0]).dtype, tflc.float32)
    self.assertEqual(module.zero_out_polymorphic([1, 2]).dtype, tflc.int32)

  def test_a_type_outside_the_allowed_ones_is_refused(self):
    module = load("zero_out_polymorphic")
    with self.assertRaisesRegex(tflc.errors.InvalidArgumentError,
                                "Value for attr 'T' of double is not in the list of allowed"):
      module.zero_out_polymorphic(tflc.constant([1.0], dtype=tflc.float64))


class ListInputsOutputsTest(tflc.test.TestCase):

  def test_signatures_leave_out_inferred_attrs(self):
    module = load("list_inputs_outputs")
    self.assertEqual(str(inspect.signature(module.guide_sum_n)), "(in_, name=None)")
    self.assertEqual(str(inspect.signature(module.guide_sizes)), "(in_, name=None)")
    self.assertEqual(str(inspect.signature(module.guide_split_n)), "(in_, N, name=None)")

  def test_n_times_t_input(self):
    module = load("list_inputs_outputs")
    self.assertAllEqual(module.guide_sum_n([[1, 2], [3, 4], [5, 6]]), [9, 12])
    with self.assertRaisesRegex(tflc.errors.InvalidArgumentError, "attr 'N' of 0"):
      module.guide_sum_n([])
    with self.assertRaisesOpError("expected to be a float tensor but is a int32 tensor"):
      module.guide_sum_n([tflc.constant([1.0]), tflc.constant([1])])

  def test_list_of_types_input(self):
    module = load("list_inputs_outputs")
    sizes = module.guide_sizes([tflc.constant([1.0, 2.0]), tflc.constant([[1, 2, 3]]), "text"])
    self.assertEqual(sizes.dtype, tflc.int64)
    self.assertAllEqual(sizes, [2, 3, 1])

  def test_list_output(self):
    module = load("list_inputs_outputs")
    parts = module.guide_split_n([1.0, 2.0, 3.0, 4.0], N=2)
    self.assertIsInstance(parts, list)
    self.assertAllEqual(parts[0], [1.0, 2.0])
    self.assertAllEqual(parts[1], [3.0, 4.0])
    with self.assertRaisesOpError("cannot split 4 elements into 3 equal parts"):
      module.guide_split_n([1.0, 2.0, 3.0, 4.0], N=3)


class AttrFormsTest(tflc.test.TestCase):

  def test_defaults_are_python_values(self):
    module = load("attr_forms")
    self.assertEqual(
        str(inspect.signature(module.guide_attr_forms)),
        "(x, fruit, count, sizes=[1, 2], scale=0.5, enabled=True, name=None)")

  def test_values_reach_the_kernel(self):
    module = load("attr_forms")
    summary = module.guide_attr_forms([1.5], "apple", 3).numpy()
    self.assertEqual(summary, b"apple 3 [1,2,] 0.5 1 float")
    summary = module.guide_attr_forms([1, 2], "orange", 2, sizes=[4, 5, 6], scale=2.0,
                                      enabled=False).numpy()
    self.assertEqual(summary, b"orange 2 [4,5,6,] 2 0 int32")

  def test_constraints_name_the_attr(self):
    module = load("attr_forms")
    for kwargs, attr in [(dict(fruit="pear", count=2), "fruit"),
                         (dict(fruit="apple", count=1), "count"),
                         (dict(fruit="apple", count=2, sizes=[1]), "sizes")]:
      with self.assertRaisesRegex(tflc.errors.InvalidArgumentError, f"attr '{attr}'"):
        module.guide_attr_forms([1], **kwargs)

  def test_wrong_python_types_are_type_errors(self):
    module = load("attr_forms")
    with self.assertRaisesRegex(TypeError, "Expected bool for argument 'enabled' not 1."):
      module.guide_attr_forms([1], "apple", 2, enabled=1)
    with self.assertRaisesRegex(TypeError, "Expected float for argument 'scale'"):
      module.guide_attr_forms([1], "apple", 2, scale="big")

  # Its shape function at work: shape_functions_inference_test.
  def test_attrs_are_registered_in_declaration_order(self):
    load("attr_forms")
    op_def = tflc.op_def_registry.get("GuideAttrForms")
    self.assertEqual([attr.name for attr in op_def.attr],
                     ["fruit", "count", "T", "sizes", "scale", "enabled"])


class ShardedKernelTest(tflc.test.TestCase):

  def test_a_large_input_is_squared_by_every_shard(self):
    module = load("sharded_square")
    values = np.random.RandomState(0).randn(1_000_003).astype(np.float32)
    self.assertAllClose(module.guide_sharded_square(values), values * values)
