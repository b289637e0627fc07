"""Choices taken from a fuzzer's bytes, front to back, as fuzzing/fuzzed_choices.h takes them for
the C++ harnesses: when the bytes run out every choice is the lowest allowed, so any input, even
an empty one, decodes to a case, and the same bytes always decode to the same case."""


class FuzzedBytes:
  """Reads choices from `data`; each costs as few bytes as its range needs."""

  def __init__(self, data):
    self._data = bytes(data)
    self._position = 0

  def int(self, low, high):
    """A value in [low, high] (low when the bytes are used up)."""
    if high <= low:
      return low
    span = high - low
    value = 0
    covered = 0
    while covered < span and self._position < len(self._data):
      value = (value << 8) | self._data[self._position]
      self._position += 1
      covered = (covered << 8) | 0xff
    return low + value % (span + 1)

  def bool(self):
    return self.int(0, 1) == 1

  def one_in(self, n):
    return self.int(0, n - 1) == 0

  def pick(self, sequence):
    """One element of a non-empty sequence."""
    return sequence[self.int(0, len(sequence) - 1)]

  def bytes(self, max_length):
    """Up to `max_length` bytes, as many as are left."""
    length = self.int(0, max_length)
    taken = self._data[self._position:self._position + length]
    self._position += len(taken)
    return taken

  def rest(self):
    """Every byte not read yet."""
    taken = self._data[self._position:]
    self._position = len(self._data)
    return taken

  def empty(self):
    return self._position >= len(self._data)
