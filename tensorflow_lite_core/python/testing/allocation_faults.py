"""Makes one allocation of the CPU allocator fail, to test how ops report running out of memory.

    with allocation_faults.fail_allocation_after(0) as fault:
      with assertRaises(tflc.errors.ResourceExhaustedError):
        tflc.add(x, y)     # its output is the first allocation
    assert fault.happened

The next `successful_allocations` allocations of any thread succeed and the one after fails, once;
leaving the block disarms a fault that has not fired. Only tensor memory counts (not Python's
objects), so a block that converts Python values to tensors counts their allocations too. The
C++ side is tensorflow_lite_core/framework/allocation_fault_injection.h.
"""

import contextlib

from tensorflow_lite_core.python.pywrap_tflc import _pywrap_tflc


class AllocationFault:
  """An armed fault; `happened` says whether it has fired."""

  @property
  def happened(self):
    return _pywrap_tflc._allocation_fault_happened()  # pylint: disable=protected-access


@contextlib.contextmanager
def fail_allocation_after(successful_allocations):
  """Fails the allocation after the next `successful_allocations` (>= 0) within the block."""
  _pywrap_tflc._fail_allocation_after(successful_allocations)  # pylint: disable=protected-access
  try:
    yield AllocationFault()
  finally:
    _pywrap_tflc._cancel_allocation_fault()  # pylint: disable=protected-access
