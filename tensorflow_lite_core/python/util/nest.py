"""`tflc.nest`: nested structures of lists, tuples, namedtuples and dicts, as `tf.nest` treats
them (dicts in the order of their sorted keys; anything else is a leaf)."""


def _is_namedtuple(value):
  return isinstance(value, tuple) and hasattr(type(value), "_fields")


def is_nested(structure):
  """Whether `structure` is a list, tuple or dict (a nest) rather than a leaf."""
  return isinstance(structure, (list, tuple, dict))


def _children(structure):
  if isinstance(structure, dict):
    return [structure[key] for key in sorted(structure)]
  return list(structure)


def flatten(structure):
  """The leaves of `structure`, depth first; [structure] for a leaf (None included)."""
  if not is_nested(structure):
    return [structure]
  leaves = []
  for child in _children(structure):
    leaves.extend(flatten(child))
  return leaves


def _pack(structure, leaves, start):
  if not is_nested(structure):
    return leaves[start], start + 1
  packed = []
  for child in _children(structure):
    value, start = _pack(child, leaves, start)
    packed.append(value)
  if isinstance(structure, dict):
    return type(structure)(zip(sorted(structure), packed)), start
  if _is_namedtuple(structure):
    return type(structure)(*packed), start
  return type(structure)(packed), start


def pack_sequence_as(structure, flat_sequence):
  """`flat_sequence` in the shape of `structure` (whose leaves it replaces, in flatten's order).

  Raises:
    ValueError: the two do not have the same number of leaves.
  """
  flat_sequence = list(flat_sequence)
  count = len(flatten(structure))
  if count != len(flat_sequence):
    raise ValueError(f"Could not pack sequence. Structure had {count} atoms, but flat_sequence "
                     f"had {len(flat_sequence)} items. Structure: {structure}, flat_sequence: "
                     f"{flat_sequence}.")
  packed, _ = _pack(structure, flat_sequence, 0)
  return packed


def map_structure(func, *structures):
  """`func` applied to the leaves of `structures` (all of the same structure), packed as the
  first."""
  flats = [flatten(s) for s in structures]
  if any(len(f) != len(flats[0]) for f in flats):
    raise ValueError("The structures passed to map_structure do not have the same number of "
                     "elements.")
  return pack_sequence_as(structures[0], [func(*leaves) for leaves in zip(*flats)])
