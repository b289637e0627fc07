"""`tflc.linalg` functions with TensorFlow's names that are array functions under another name:
`diag` (array_ops.matrix_diag, the MatrixDiagV3 op) and `tensor_diag` (the Diag op)."""

from tensorflow_lite_core.python.ops import array_ops

diag = array_ops.matrix_diag
tensor_diag = array_ops.diag
