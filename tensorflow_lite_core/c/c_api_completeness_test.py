"""tflc's C headers declare every function of TensorFlow 2.21's, with the same C signature.

The facts are testdata/tf_2_21_c_api.txt (recorded from TensorFlow's headers by
testdata/record_tf_c_api.py). For each TensorFlow header tensorflow/c/<h>, a plugin that includes
tensorflow_lite_core/c/<h>, or <h> through the compat tree's tensorflow/c/<h>, must see each of its
functions (declared there or in a header it includes) with the same return and parameter types,
and libtensorflow_framework.so must export it.
"""

import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "testing"))
import c_declarations  # pylint: disable=g-import-not-at-top

# The workspace root (in the runfiles under Bazel) and the compat tree's include root.
_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
_COMPAT_ROOT = os.path.join(_ROOT, "tensorflow_lite_core", "compat", "include")
_FACTS = os.path.join(_ROOT, "tensorflow_lite_core", "c", "testdata", "tf_2_21_c_api.txt")
_FRAMEWORK = os.path.join(_ROOT, "tensorflow_lite_core", "libtensorflow_framework.so")

# Functions of TensorFlow's headers that tflc deliberately does not declare, each with the reason.
# Empty: every function is declared (the ones the core has nothing behind report so when called;
# see README.md).
DELIBERATELY_LEFT_OUT = {}

# Functions of TensorFlow's headers that the core does not export, each with the reason.
NOT_EXPORTED_BY_THE_CORE = {
    "TF_InitKernel": "a plugin's entry point: the plugin defines it, the core calls it",
}

# Quoted includes followed from a header: tflc's own and the compat tree's.
_FOLLOWED = ("tensorflow_lite_core/", "tensorflow/", "tsl/", "xla/")


def _facts():
  with open(_FACTS, encoding="utf-8") as f:
    return c_declarations.parse_fact_lines(f)


def _visible(path):
  return c_declarations.visible_declarations([_ROOT, _COMPAT_ROOT], path, _FOLLOWED)


def _problems(facts, seen_by_header):
  """One line per TensorFlow function that a header's includer does not see as TensorFlow does."""
  problems = []
  for name, (header, return_type, params) in sorted(facts.items()):
    if name in DELIBERATELY_LEFT_OUT:
      continue
    for path, declared in seen_by_header(header):
      if name not in declared:
        problems.append("missing: %s %s(%s) [TensorFlow's %s], not seen by includers of %s" %
                        (return_type, name, params, header, path))
      elif declared[name] != (return_type, params):
        problems.append("different: %s is %s %s(%s) in %s, TensorFlow's %s says %s %s(%s)" %
                        (name, declared[name][0], name, declared[name][1], path, header,
                         return_type, name, params))
  return problems


def _seen_by_header(cache={}):  # pylint: disable=dangerous-default-value
  def seen(header):
    paths = ["tensorflow_lite_core/c/" + header, "tensorflow/c/" + header]
    for path in paths:
      if path not in cache:
        cache[path] = _visible(path)
    return [(path, cache[path]) for path in paths]
  return seen


def test_facts_cover_the_recorded_headers():
  headers = {header for header, _, _ in _facts().values()}
  assert headers == {"tf_status.h", "tf_tensor.h", "tf_datatype.h", "tf_buffer.h", "tf_tstring.h",
                     "ops.h", "kernels.h", "kernels_experimental.h"}
  assert len(_facts()) == 144


def test_every_tensorflow_function_is_declared_with_its_signature():
  problems = _problems(_facts(), _seen_by_header())
  assert not problems, "\n".join(
      ["%d TensorFlow 2.21 C API functions are not declared as TensorFlow declares them "
       "(add them, or list them in DELIBERATELY_LEFT_OUT with the reason):" % len(problems)] +
      problems)


def test_functions_left_out_are_tensorflow_functions_that_are_really_absent():
  facts = _facts()
  for name, reason in DELIBERATELY_LEFT_OUT.items():
    assert name in facts, name + " is not a TensorFlow 2.21 function"
    assert reason, name + " needs a reason"
    header = facts[name][0]
    assert name not in _visible("tensorflow_lite_core/c/" + header), (
        name + " is declared after all: remove it from DELIBERATELY_LEFT_OUT")


def test_libtensorflow_framework_exports_every_declared_function():
  listing = subprocess.run(["nm", "-D", "--defined-only", _FRAMEWORK], check=True,
                           capture_output=True, text=True).stdout
  exported = {fields[2] for fields in map(str.split, listing.splitlines())
              if len(fields) == 3 and fields[1] == "T"}
  missing = sorted(name for name in _facts()
                   if name not in exported and name not in NOT_EXPORTED_BY_THE_CORE and
                   name not in DELIBERATELY_LEFT_OUT)
  assert not missing, "declared but not exported by libtensorflow_framework.so: " + ", ".join(
      missing)
  assert not set(NOT_EXPORTED_BY_THE_CORE) & exported


def test_a_missing_or_different_function_is_named():
  facts = {"TF_A": ("x.h", "void", "int"), "TF_B": ("x.h", "int", "void")}
  seen = lambda header: [("tflc/x.h", {"TF_B": ("int", "TF_Status*")})]
  assert _problems(facts, seen) == [
      "missing: void TF_A(int) [TensorFlow's x.h], not seen by includers of tflc/x.h",
      "different: TF_B is int TF_B(TF_Status*) in tflc/x.h, TensorFlow's x.h says int "
      "TF_B(void)",
  ]


def test_declarations_reduce_as_c_types_do():
  text = """
  #ifdef __cplusplus
  extern "C" {
  #endif
  // Comment with TF_Fake(int);
  typedef struct X { int a; } X;
  typedef void (*TF_Visitor)(const char* key, void* capture);
  const size_t TF_X_STRUCT_SIZE = TF_OFFSET_OF_END(X, a);
  static inline int TF_Defined(int a) { return a; }
  TF_CAPI_EXPORT extern const char *TF_A(const TF_TString *str,
                                        const int index, int64_t dims[], unsigned char);
  TF_CAPI_EXPORT void TF_B(void (*done)(void* arg, const struct Y* y), const int* const inputs);
  void TF_C();
  #ifdef __cplusplus
  }
  #endif
  """
  assert c_declarations.function_declarations(text) == [
      ("const char*", "TF_A", "const TF_TString*, int, int64_t*, unsigned char"),
      ("void", "TF_B", "void (*)(void*, const struct Y*), const int*"),
      ("void", "TF_C", "void"),
  ]
