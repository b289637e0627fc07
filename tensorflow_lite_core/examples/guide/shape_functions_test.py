"""The guide's shape functions: their ops load with the signatures the guide gives them.

Eager calls run kernels and not shape functions, so what a test sees here is the registration and
the kernels; shape_functions_inference_test runs the shape functions on accepted and refused
shapes.
"""

import os

import tensorflow_lite_core as tflc

LIBRARY = os.path.join(os.path.dirname(os.path.abspath(__file__)), "shape_functions.so")


def signature(op_name):
  """`(inputs) -> (outputs)` of the registered op, e.g. `to_zero:int32 -> zeroed:int32`."""
  op_def = tflc.op_def_registry.get(op_name)

  def args(arg_defs):
    return ", ".join(
        f"{arg.name}:" + (f"{arg.number_attr} * " if arg.number_attr else "") +
        (arg.type_attr or tflc.as_dtype(arg.type).name) for arg in arg_defs)

  return f"{args(op_def.input_arg)} -> {args(op_def.output_arg)}"


class ShapeFunctionsTest(tflc.test.TestCase):

  def setUp(self):
    super().setUp()
    self.module = tflc.load_op_library(LIBRARY)

  def test_each_example_registers_its_op(self):
    self.assertEqual(signature("GuideShapeFnCopy"), "to_zero:int32 -> zeroed:int32")
    self.assertEqual(signature("GuideShapeFnUnchanged"), "to_zero:int32 -> zeroed:int32")
    self.assertEqual(signature("GuideShapeFnVector"), "to_zero:int32 -> zeroed:int32")
    self.assertEqual(signature("GuideShapeFnMerge"), "in:N * T -> out:T")
    self.assertEqual(signature("GuideShapeFnMatrix"), "in:float32 -> out:float32")
    self.assertCountEqual([op.name for op in self.module.OP_LIST.op],
                          ["GuideShapeFnCopy", "GuideShapeFnUnchanged", "GuideShapeFnVector",
                           "GuideShapeFnMerge", "GuideShapeFnMatrix"])

  def test_kernels_give_the_shapes_the_shape_functions_declare(self):
    self.assertAllEqual(self.module.guide_shape_fn_copy([[1, 2], [3, 4]]), [[1, 2], [3, 4]])
    self.assertAllEqual(self.module.guide_shape_fn_unchanged([7]), [7])
    merged = self.module.guide_shape_fn_merge([[[1.0, 2.0]], [[3.0, 4.0]]])
    self.assertEqual(merged.shape, (1, 2))
    self.assertEqual(self.module.guide_shape_fn_matrix([[1.0], [2.0]]).shape, (2, 3))


if __name__ == "__main__":
  tflc.test.main()
