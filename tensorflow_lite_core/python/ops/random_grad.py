"""The random ops TensorFlow declares not differentiable (random_ops.py and
stateless_random_ops.py there): their outputs pass no gradient to the shapes, seeds or bounds
they were drawn from. RandomUniformInt has no registration in TensorFlow, so none here."""

from tensorflow_lite_core.python.framework import ops

for _op_type in ("RandomStandardNormal", "TruncatedNormal", "RandomUniform",
                 "StatelessRandomNormalV2", "StatelessRandomUniformV2",
                 "StatelessRandomUniformIntV2", "StatelessRandomUniformFullIntV2",
                 "StatelessTruncatedNormalV2"):
  ops.NotDifferentiable(_op_type)
