"""Tests for errors: the codes, one exception class per code, and the conversions between them."""

import pickle
import warnings

import pytest

from tensorflow_lite_core.python.framework import errors

# Code constant, value, exception class name.
_GOLDEN = (
    ("CANCELLED", 1, "CancelledError"),
    ("UNKNOWN", 2, "UnknownError"),
    ("INVALID_ARGUMENT", 3, "InvalidArgumentError"),
    ("DEADLINE_EXCEEDED", 4, "DeadlineExceededError"),
    ("NOT_FOUND", 5, "NotFoundError"),
    ("ALREADY_EXISTS", 6, "AlreadyExistsError"),
    ("PERMISSION_DENIED", 7, "PermissionDeniedError"),
    ("RESOURCE_EXHAUSTED", 8, "ResourceExhaustedError"),
    ("FAILED_PRECONDITION", 9, "FailedPreconditionError"),
    ("ABORTED", 10, "AbortedError"),
    ("OUT_OF_RANGE", 11, "OutOfRangeError"),
    ("UNIMPLEMENTED", 12, "UnimplementedError"),
    ("INTERNAL", 13, "InternalError"),
    ("UNAVAILABLE", 14, "UnavailableError"),
    ("DATA_LOSS", 15, "DataLossError"),
    ("UNAUTHENTICATED", 16, "UnauthenticatedError"),
)


class _FakeOp:
  name = "my_op"


def test_ok_is_zero():
  assert errors.OK == 0


@pytest.mark.parametrize("code_name,code,class_name", _GOLDEN)
def test_each_code_has_its_class(code_name, code, class_name):
  cls = getattr(errors, class_name)
  assert getattr(errors, code_name) == code
  assert cls.__name__ == class_name
  assert issubclass(cls, errors.OpError)
  assert errors.exception_type_from_error_code(code) is cls
  assert errors.error_code_from_exception_type(cls) == code
  error = cls(None, None, "went wrong")
  assert error.error_code == code
  assert error.message == "went wrong"
  assert str(error) == "went wrong"


def test_op_error_fields():
  op = _FakeOp()
  error = errors.OpError("the node def", op, "a message", errors.ABORTED)
  assert error.node_def == "the node def"
  assert error.op is op
  assert error.message == "a message"
  assert error.error_code == errors.ABORTED
  assert str(error) == "a message"
  assert error.experimental_payloads == {}
  assert isinstance(error, Exception)


def test_str_is_the_message_even_with_an_op():
  error = errors.InvalidArgumentError(None, _FakeOp(), "bad input [Op:Add]")
  assert str(error) == "bad input [Op:Add]"


def test_payloads():
  error = errors.NotFoundError(None, None, "gone", {"key": b"value"})
  assert error.experimental_payloads == {"key": b"value"}
  assert error.error_code == errors.NOT_FOUND


def test_errors_are_not_builtin_value_errors():
  # TensorFlow's errors derive from Exception through OpError only.
  assert not issubclass(errors.InvalidArgumentError, ValueError)
  assert not issubclass(errors.NotFoundError, LookupError)
  assert not issubclass(errors.OutOfRangeError, IndexError)


def test_catch_by_base_class():
  with pytest.raises(errors.OpError) as caught:
    raise errors.InvalidArgumentError(None, None, "x must be positive")
  assert caught.value.error_code == errors.INVALID_ARGUMENT


@pytest.mark.parametrize("error", [
    errors.OpError("node", None, "base", errors.INTERNAL),
    errors.InvalidArgumentError(None, None, "invalid"),
    errors.UnknownError("node", None, "unknown"),
    errors.DataLossError(None, None, "lost", {"k": b"v"}),
])
def test_pickle_round_trip(error):
  restored = pickle.loads(pickle.dumps(error))
  assert type(restored) is type(error)
  assert restored.message == error.message
  assert restored.node_def == error.node_def
  assert restored.error_code == error.error_code
  assert restored.experimental_payloads == error.experimental_payloads
  assert str(restored) == str(error)


@pytest.mark.parametrize("code", [errors.OK, 17, -1, 100, "3", None])
def test_exception_type_from_unknown_code_raises_key_error(code):
  with pytest.raises(KeyError) as raised:
    errors.exception_type_from_error_code(code)
  assert str(raised.value) == repr(code)  # the key that is missing


@pytest.mark.parametrize("cls", [errors.OpError, ValueError, int, None])
def test_error_code_from_other_classes_is_unknown_with_a_warning(cls):
  with pytest.warns(UserWarning, match="Unknown class exception"):
    assert errors.error_code_from_exception_type(cls) == errors.UNKNOWN


def test_make_specific_exception():
  # pylint: disable=protected-access
  error = errors._make_specific_exception("node", None, "no kernel", errors.NOT_FOUND)
  assert type(error) is errors.NotFoundError
  assert error.node_def == "node"
  assert error.message == "no kernel"
  with pytest.warns(UserWarning, match="Unknown error code: 99"):
    error = errors._make_specific_exception(None, None, "odd", 99)
  assert type(error) is errors.UnknownError
  assert error.error_code == errors.UNKNOWN


def test_known_codes_do_not_warn():
  with warnings.catch_warnings():
    warnings.simplefilter("error")
    errors.error_code_from_exception_type(errors.AbortedError)
    errors._make_specific_exception(None, None, "m", errors.ABORTED)  # pylint: disable=protected-access
