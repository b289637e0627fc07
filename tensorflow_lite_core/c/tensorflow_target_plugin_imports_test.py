"""A plugin built with TFLC_PLUGIN_FOR_TENSORFLOW imports only TF_* functions that TensorFlow
2.21's libtensorflow_framework.so.2 exports (the recorded fact list), and a default build of the
header-only C++ API does use this core's own additions, so the check can fail."""

import os
import subprocess

_C = os.path.dirname(os.path.abspath(__file__))


def tensorflow_exports():
  with open(os.path.join(_C, "testdata", "tf_2_21_framework_exports.txt")) as lines:
    return {line.strip() for line in lines if line.strip() and not line.startswith("#")}


def imported_tf_functions(plugin):
  output = subprocess.run(["nm", "-D", "--undefined-only", os.path.join(_C, "testdata", plugin)],
                          capture_output=True, text=True, check=True).stdout
  return {line.split()[-1] for line in output.splitlines() if line.split()[-1].startswith("TF_")}


def test_tensorflow_target_plugin_imports_only_what_tensorflow_exports():
  imported = imported_tf_functions("tensorflow_target_plugin.so")
  assert "TF_OpDefinitionBuilderSetShapeInferenceFunction" in imported
  assert "TF_RegisterKernelBuilder" in imported
  assert imported - tensorflow_exports() == set()


def test_tensorflow_target_plugin_needs_tensorflows_library_name():
  output = subprocess.run(["readelf", "-d", os.path.join(_C, "testdata", "tensorflow_target_plugin.so")],
                          capture_output=True, text=True, check=True).stdout
  needed = [line.split("[")[1].rstrip("]") for line in output.splitlines() if "(NEEDED)" in line]
  assert "libtensorflow_framework.so.2" in needed
  assert "libtensorflow_framework.so" not in needed


def test_default_build_uses_this_cores_own_functions():
  extra = imported_tf_functions("cc_api_probe.so") - tensorflow_exports()
  assert "TF_OpDefinitionBuilderSetShapeInferenceFunctionWithState" in extra
  assert "TF_KernelBuilder_SourceLocation" in extra
