#!/usr/bin/env bash
# The selective build of the built-in op library registers exactly the selected ops and kernels.
set -euo pipefail
list_ops=tensorflow_lite_core/tools/list_ops
fail() { echo "FAIL: $*" >&2; exit 1; }
selected=$($list_ops --library=tensorflow_lite_core/kernels/libtflc_builtin_ops_add_and_matmul.so --only_loaded --kernels --format=json)
python3 - "$selected" <<'PY'
import json, sys
text = sys.argv[1]
# Two JSON documents: the OpList, then the KernelList.
decoder = json.JSONDecoder()
ops, end = decoder.raw_decode(text)
kernels, _ = decoder.raw_decode(text[end:].lstrip())
names = sorted(op["name"] for op in ops["op"])
assert names == ["AddV2", "MatMul"], names
types = sorted((k["op"], c["allowed_values"]["list"]["type"][0])
               for k in kernels["kernel"] for c in k.get("constraint", []) if c["name"] == "T")
assert types == [("AddV2", "DT_FLOAT"), ("MatMul", "DT_FLOAT")], types
PY
full=$($list_ops --library=tensorflow_lite_core/kernels/libtflc_builtin_ops.so --only_loaded)
[[ $(grep -c '^op {' <<<"$full") -ge 40 ]] || fail "the full library should register every built-in op"
echo PASS
