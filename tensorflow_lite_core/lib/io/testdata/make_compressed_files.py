"""Writes the compressed files zlib_inputstream_test reads, with Python's own zlib and gzip.

Standard library only; run from this folder: python3 make_compressed_files.py
"""
import gzip
import io
import zlib

# 40 KB of text with some repetition (so deflate has matches) and some variety (so it has
# literals).
PLAIN = b"".join(b"line %d: %s\n" % (i, b"abcdefghij"[: i % 11] * (i % 7)) for i in range(2000))


def gzip_bytes(data, name):
    out = io.BytesIO()
    with gzip.GzipFile(filename=name, mode="wb", fileobj=out, mtime=0) as f:
        f.write(data)
    return out.getvalue()


def raw_deflate(data):
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    return compressor.compress(data) + compressor.flush()


def main():
    half = len(PLAIN) // 2
    files = {
        "plain.txt": PLAIN,
        "plain.zlib": zlib.compress(PLAIN, 6),
        "plain.gz": gzip_bytes(PLAIN, "plain.txt"),
        "plain.deflate": raw_deflate(PLAIN),
        # Two gzip members, as `cat a.gz b.gz` makes: they read as the whole text.
        "two_members.gz": gzip_bytes(PLAIN[:half], "a") + gzip_bytes(PLAIN[half:], "b"),
    }
    for name, data in files.items():
        with open(name, "wb") as f:
            f.write(data)


if __name__ == "__main__":
    main()
