"""classify.py: the first error of g++, ld and loader output, and the class of each message."""

import shutil

import pytest

from tools.op_library_corpus import classify

GCC_OUTPUT = """\
In file included from /r/zero_out.cc:1:
/inc/tensorflow/core/platform/mutex.h:105:24: warning: 'mutex' is deprecated [-Wdeprecated-declarations]
/r/zero_out_ops.cc: In lambda function:
/r/zero_out_ops.cc:26:22: error: 'OK' is not a member of 'tensorflow::Status' {aka 'absl::lts_20250814::Status'}
/r/zero_out_ops.cc:24:17: error: cannot convert '<lambda(tensorflow::shape_inference::InferenceContext*)>' to 'tensorflow::OpShapeInferenceFn'
"""


def test_first_compiler_error_skips_warnings_and_notes():
  error = classify.first_compiler_error(GCC_OUTPUT)
  assert error.file == "/r/zero_out_ops.cc"
  assert error.line == 26
  assert error.message.startswith("'OK' is not a member of 'tensorflow::Status'")


def test_first_compiler_error_reads_fatal_errors():
  error = classify.first_compiler_error(
      "/r/a.cc:3:10: fatal error: absl/log/check.h: No such file or directory\n"
      "compilation terminated.\n")
  assert (error.file, error.line) == ("/r/a.cc", 3)
  assert error.message == "absl/log/check.h: No such file or directory"


def test_first_compiler_error_of_clean_output_is_none():
  assert classify.first_compiler_error("a.cc:1:1: warning: unused\n") is None
  assert classify.first_compiler_error("") is None


@pytest.mark.skipif(shutil.which("c++filt") is None, reason="needs c++filt")
def test_first_linker_error_demangles_the_first_undefined_reference():
  output = ("/usr/bin/ld: a.o: in function `f()':\n"
            "a.cc:(.text+0x5): undefined reference to `_ZN10tensorflow6Tensor8CopyFromERKS0_'\n"
            "/usr/bin/ld: a.o: undefined reference to `g'\n"
            "collect2: error: ld returned 1 exit status\n")
  error = classify.first_linker_error(output)
  assert error.message == "undefined reference to 'tensorflow::Tensor::CopyFrom(tensorflow::Tensor const&)'"
  assert error.file is None


def test_first_linker_error_without_undefined_reference_is_the_linker_line():
  error = classify.first_linker_error("/usr/bin/ld: cannot find -lsodium: No such file or directory\n"
                                      "collect2: error: ld returned 1 exit status\n")
  assert error.message == "cannot find -lsodium: No such file or directory"
  assert classify.first_linker_error("all fine\n") is None


def test_demangle_leaves_plain_names_alone():
  assert classify.demangle("TF_NewStatus") == "TF_NewStatus"
  assert classify.demangle_in("no symbols here") == "no symbols here"


@pytest.mark.parametrize("message, family, detail", [
    ("absl/log/check.h: No such file or directory", "absl/log", "absl/log/check.h"),
    ("tensorflow/core/util/bcast.h: No such file or directory", "missing header",
     "tensorflow/core/util/bcast.h"),
    ("'OK' is not a member of 'tensorflow::Status'", "Status::OK()", "Status::OK()"),
    ("cannot convert '<lambda(tensorflow::shape_inference::InferenceContext*)>' to "
     "'tensorflow::OpShapeInferenceFn'", "Status lambda type",
     "lambda(tensorflow::shape_inference::InferenceContext*) -> tensorflow::OpShapeInferenceFn"),
    ("inconsistent deduction for auto return type: 'tensorflow::Status' and then 'absl::Status'",
     "Status lambda type", "tensorflow::Status vs absl::Status"),
    ("'TF_CALL_REAL_NUMBER_TYPES' was not declared in this scope", "macro list",
     "TF_CALL_REAL_NUMBER_TYPES"),
    ("expected constructor before '(' token in TF_CALL_int8(REGISTER)", "macro list", "TF_CALL_int8"),
    ("'TransformRangeConcurrently' is not a member of 'tensorflow::thread::ThreadPool'",
     "missing declaration", "tensorflow::thread::ThreadPool::TransformRangeConcurrently"),
    ("'StatusOr' in namespace 'tensorflow' does not name a template type", "missing declaration",
     "tensorflow::StatusOr"),
    ("'GuardedPhiloxRandom' does not name a type", "missing declaration", "GuardedPhiloxRandom"),
    ("'class tensorflow::OpKernelContext' has no member named 'step_id'", "missing member",
     "tensorflow::OpKernelContext::step_id"),
    ("cannot find -lsodium: No such file or directory", "missing library", "sodium"),
    ("no matching function for call to 'tensorflow::Tensor::Tensor(int)'", "no matching function",
     "tensorflow::Tensor::Tensor"),
    ("could not convert 'x' from 'absl::Status' to 'tensorflow::Status'", "type mismatch",
     "absl::Status -> tensorflow::Status"),
    ("crashed with SIGSEGV: Segmentation fault", "crash", "SIGSEGV"),
    ("timed out after 300 s", "timeout", "timeout"),
    ("something nobody foresaw", "other", "something nobody foresaw"),
])
def test_classify(message, family, detail):
  assert classify.classify(message) == (family, detail)


@pytest.mark.skipif(shutil.which("c++filt") is None, reason="needs c++filt")
def test_classify_demangles_missing_symbols():
  family, detail = classify.classify(
      "NotFoundError: /b/x.so: undefined symbol: _ZN10tensorflow6Tensor8CopyFromERKS0_")
  assert family == "missing symbol"
  assert detail == "tensorflow::Tensor::CopyFrom(tensorflow::Tensor const&)"
  assert classify.classify("undefined reference to 'TF_NewStatus'") == (
      "missing symbol (link)", "TF_NewStatus")


def test_a_syntax_error_inside_a_type_list_macro_is_a_macro_list_failure():
  output = (
      "/inc/framework/kernel_registry.h:136:3: error: expected ',' or ';' before 'static'\n"
      "  136 |   static const bool registered = \\\n"
      "/inc/framework/kernel_registry.h:136:3: note: in definition of macro 'REGISTER_KERNEL_BUILDER_IMPL'\n"
      "/r/cc.cc:127:3: note: in expansion of macro 'REGISTER_KERNEL_BUILDER'\n"
      "/inc/register_types.h:80:3: note: in expansion of macro 'TF_CALL_int64'\n"
      "/r/cc.cc:132:1: note: in expansion of macro 'TF_CALL_NUMBER_TYPES'\n"
      "/r/cc.cc:140:1: error: something later\n")
  error = classify.first_compiler_error(output)
  assert "in expansion of macro 'TF_CALL_NUMBER_TYPES'" in error.notes
  assert "something later" not in error.notes
  assert classify.classify(error.message, error.notes) == (
      "macro list", "TF_CALL_NUMBER_TYPES: expected ',' or ';' before 'static'")
  # The same message with no list in its notes is not one.
  assert classify.classify(error.message)[0] == "other"


def test_inconsistent_lambda_return_types_are_a_status_lambda_failure():
  assert classify.classify(
      "inconsistent types 'absl::Status' and 'tensorflow::Status' deduced for lambda return type"
  ) == ("Status lambda type", "absl::Status vs tensorflow::Status")


def test_a_loader_message_is_classified_by_the_registration_error_it_carries():
  assert classify.classify(
      "InvalidArgumentError: Loading op library '/b/x.so' failed; nothing it registered was kept: "
      "Reference to unknown attr 'float32' from Input(\"vertices: float32\") for Op Rasterize"
  ) == ("op spec", "Reference to unknown attr 'float32'")
