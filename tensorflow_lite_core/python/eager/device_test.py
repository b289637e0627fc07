"""Devices from Python: tflc.config.list_physical_devices, tflc.device, Tensor.device.

Without a GPU (or without a CUDA build) the GPU cases check the errors; with one they run ops
there and compare with the CPU.
"""

import threading
import unittest

import numpy as np

import tensorflow_lite_core as tflc

CPU = "/job:localhost/replica:0/task:0/device:CPU:0"
GPU = "/job:localhost/replica:0/task:0/device:GPU:0"
HAS_GPU = bool(tflc.config.list_physical_devices("GPU"))


class DeviceListingTest(tflc.test.TestCase):

  def test_cpu_comes_first(self):
    devices = tflc.config.list_physical_devices()
    self.assertEqual(devices[0], tflc.config.PhysicalDevice("/physical_device:CPU:0", "CPU"))
    self.assertEqual(tflc.config.list_physical_devices("cpu"), devices[:1])
    for gpu in tflc.config.list_physical_devices("GPU"):
      self.assertEqual(gpu.device_type, "GPU")
      self.assertRegex(gpu.name, r"^/physical_device:GPU:\d+$")

  def test_unknown_type_lists_nothing(self):
    self.assertEqual(tflc.config.list_physical_devices("TPU"), [])


class PlacementTest(tflc.test.TestCase):

  def test_cpu_tensors(self):
    self.assertEqual(tflc.constant([1.0]).device, CPU)
    with tflc.device("/CPU:0"):
      result = tflc.add([1.0, 2.0], 3.0)
    self.assertEqual(result.device, CPU)
    self.assertAllEqual(result, [4.0, 5.0])

  def test_bad_names_raise_value_error(self):
    for name in ["GPU:x", "/job:worker/device:GPU:0", "/device:", "::"]:
      with self.assertRaisesRegex(ValueError, "Could not parse device name"):
        with tflc.device(name):
          pass

  def test_missing_devices_fail_each_op_naming_them(self):
    with tflc.device("/GPU:7"):
      with self.assertRaisesRegex(tflc.errors.InvalidArgumentError,
                                  r"Could not satisfy device specification '/GPU:7'.*\[Op:AddV2\]"):
        tflc.add(1.0, 2.0)
    # Leaving the block restores the default device.
    self.assertAllEqual(tflc.add(1.0, 2.0), 3.0)

  def test_the_device_is_per_thread(self):
    results = {}

    def run():
      results["other"] = tflc.add(1.0, 1.0)

    with tflc.device("/GPU:7"):
      thread = threading.Thread(target=run)
      thread.start()
      thread.join()
    self.assertAllEqual(results["other"], 2.0)

  @unittest.skipIf(HAS_GPU, "this machine has a GPU")
  def test_no_gpu_error(self):
    with tflc.device("/GPU:0"):
      with self.assertRaisesRegex(tflc.errors.InvalidArgumentError,
                                  r"'/GPU:0' \(/device:GPU:0\): .*Available devices: /device:CPU:0"):
        tflc.exp([1.0])


@tflc.test.run_gpu_only
class GpuTest(tflc.test.TestCase):

  def test_ops_run_on_the_gpu_and_copy_back(self):
    x = np.random.default_rng(0).standard_normal((64, 33)).astype(np.float32)
    with tflc.device("/GPU:0"):
      y = tflc.nn.softmax(tflc.exp(x) + 1.0)
      total = tflc.reduce_sum(y, axis=1)
    self.assertEqual(y.device, GPU)
    self.assertEqual(total.device, GPU)
    self.assertAllClose(total, np.ones(64), rtol=1e-5)
    self.assertAllClose(y, tflc.nn.softmax(tflc.exp(x) + 1.0), rtol=1e-5)

  def test_gpu_results_feed_cpu_ops(self):
    with tflc.device("/GPU:0"):
      on_gpu = tflc.multiply([1.0, 2.0], 2.0)
    on_cpu = tflc.add(on_gpu, 1.0)
    self.assertEqual(on_cpu.device, CPU)
    self.assertAllEqual(on_cpu, [3.0, 5.0])

  def test_ops_without_gpu_kernels_fail_with_not_found(self):
    with tflc.device("/GPU:0"):
      with self.assertRaisesRegex(tflc.errors.NotFoundError,
                                  "No registered 'Pad' OpKernel for 'GPU' devices"):
        tflc.raw_ops.Pad(input=[1.0], paddings=[[1, 1]])


if __name__ == "__main__":
  tflc.test.main()
