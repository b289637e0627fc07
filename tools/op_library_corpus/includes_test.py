"""includes.py: the framework headers a library's sources include, GPU-only blocks left out."""

import os

from tools.op_library_corpus import includes


def write(path, text):
  os.makedirs(os.path.dirname(path), exist_ok=True)
  with open(path, "w", encoding="utf-8") as out:
    out.write(text)


def test_gpu_only_blocks_are_left_out(tmp_path):
  write(tmp_path / "a.cc", "\n".join([
      '#include "tensorflow/core/framework/op.h"',
      "#if GOOGLE_CUDA",
      '#include "tensorflow/core/util/gpu_kernel_helper.h"',
      "#else",
      '#include "cpu_only.h"',
      "#endif",
      "#ifndef GOOGLE_CUDA",
      '#include "also_cpu.h"',
      "#else",
      '#include "also_gpu.h"',
      "#endif",
      "#if GOOGLE_CUDA",
      '#include "cuda_only.h"',
      "#elif TENSORFLOW_USE_ROCM",
      '#include "rocm_only.h"',
      "#endif",
      "#ifdef NDEBUG",
      '#  include "debug_off.h"',
      "#endif",
      "#include <vector>",
  ]))
  assert includes.cpu_includes(str(tmp_path / "a.cc")) == [
      "tensorflow/core/framework/op.h", "cpu_only.h", "also_cpu.h", "debug_off.h"]


def test_local_headers_are_followed_and_framework_headers_collected(tmp_path):
  write(tmp_path / "repo/pkg/kernels/op.cc",
        '#include "pkg/kernels/op.h"\n#include "helper.h"\n#include "tensorflow/core/framework/op.h"\n')
  write(tmp_path / "repo/pkg/kernels/op.h", '#include "tensorflow/core/framework/bounds_check.h"\n')
  write(tmp_path / "repo/pkg/kernels/helper.h", '#include "absl/log/check.h"\n#include "pkg/kernels/op.h"\n')
  found = includes.framework_includes([str(tmp_path / "repo/pkg/kernels/op.cc")],
                                      [str(tmp_path / "repo")])
  assert found == {"tensorflow/core/framework/op.h", "tensorflow/core/framework/bounds_check.h",
                   "absl/log/check.h"}


def test_is_available(tmp_path):
  write(tmp_path / "include/tensorflow/core/framework/op.h", "")
  assert includes.is_available("tensorflow/core/framework/op.h", [str(tmp_path / "include")])
  assert not includes.is_available("tensorflow/core/framework/nope.h", [str(tmp_path / "include")])
