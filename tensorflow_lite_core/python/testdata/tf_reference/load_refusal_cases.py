"""Files that are no loadable op library, for the loader's refusals: text, random bytes, and a
real library cut at points its ELF headers define (the header only, inside the program headers,
inside a loadable segment, after the last one). TensorFlow 2.21's answers are in
tf_load_refusal_reference.json (record_tf_load_refusal_reference.py)."""

import random
import struct


def _end_of_loadable_bytes(library):
  """Where the last loadable segment's bytes end in the file, and where its program headers do."""
  program_headers, = struct.unpack_from("<Q", library, 32)
  entry_size, count = struct.unpack_from("<HH", library, 54)
  end = 0
  for index in range(count):
    kind, _, offset, _, _, file_size = struct.unpack_from(
        "<IIQQQQ", library, program_headers + index * entry_size)
    if kind == 1:  # PT_LOAD
      end = max(end, offset + file_size)
  return end, program_headers + count * entry_size


def cases(library):
  """Case name -> the bytes of the file, from `library`, a complete 64-bit ELF shared library."""
  end, end_of_program_headers = _end_of_loadable_bytes(library)
  noise = random.Random(7).randbytes(1000)
  return {
      "empty": b"",
      "text": b"this is not an ELF file\n",
      "random_bytes": b"\x00" + noise[1:],
      "elf_header_only": library[:64],
      "cut_inside_program_headers": library[:end_of_program_headers - 8],
      "cut_after_program_headers": library[:end_of_program_headers + 16],
      "cut_halfway": library[:end // 2],
      "cut_inside_last_segment": library[:end - 1],
      # The section headers, at the end, are all that is lost: the loader never reads them.
      "cut_after_last_segment": library[:end],
  }
