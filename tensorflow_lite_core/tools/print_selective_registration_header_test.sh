#!/usr/bin/env bash
# The tool resolves kernel classes from the registry, reads graphs, and refuses unknown ops.
set -euo pipefail
tool=tensorflow_lite_core/tools/print_selective_registration_header
fail() { echo "FAIL: $*" >&2; exit 1; }

header=$($tool --ops=AddV2,MatMul)
grep -q '"AddV2",' <<<"$header" || fail "AddV2 missing: $header"
grep -q '"MatMul",' <<<"$header" || fail "MatMul missing"
grep -q '#define SHOULD_REGISTER_OP_KERNEL(clz)' <<<"$header" || fail "kernel macro missing"
grep -q '#define SHOULD_REGISTER_OP_GRADIENT false' <<<"$header" || fail "gradient macro missing"
# Kernel classes come from the registry: at least one per selected op, and none of other ops.
kernel_lines=$(sed -n '/kKernelClasses/,/nullptr/p' <<<"$header" | grep -c '^    "' || true)
[[ $kernel_lines -ge 2 ]] || fail "expected kernel classes for AddV2 and MatMul: $header"

# The header compiles and answers at compile time.
cat > check.cc <<CC
#include "ops_to_register.h"
static_assert(SHOULD_REGISTER_OP("AddV2"), "AddV2 selected");
static_assert(SHOULD_REGISTER_OP("MatMul"), "MatMul selected");
static_assert(!SHOULD_REGISTER_OP("Sub"), "Sub not selected");
static_assert(!SHOULD_REGISTER_OP_KERNEL("NoSuchKernelClass"), "unknown class not selected");
int main() { return 0; }
CC
echo "$header" > ops_to_register.h
g++ -std=c++17 -I. -fsyntax-only check.cc || fail "generated header does not compile"

# Graphs, text and binary forms: the ops of their nodes.
cat > graph.pbtxt <<'G'
node { name: "a" op: "Const" }
node { name: "b" op: "Relu" input: "a" }
G
from_graph=$($tool --graphs=graph.pbtxt)
grep -q '"Const",' <<<"$from_graph" || fail "Const from graph missing"
grep -q '"Relu",' <<<"$from_graph" || fail "Relu from graph missing"

# From a graph, only the kernels its nodes use: the float ones here.
float_only=$($tool --graphs=tensorflow_lite_core/tools/testdata/add_and_matmul_graph.pbtxt)
float_kernels=$(sed -n '/kKernelClasses/,/nullptr/p' <<<"$float_only" | grep '^    "' || true)
[[ $(wc -l <<<"$float_kernels") -eq 2 ]] || fail "expected exactly the two float kernels: $float_kernels"
grep -q 'float' <<<"$float_kernels" || fail "float kernels missing: $float_kernels"
all_kernels=$(sed -n '/kKernelClasses/,/nullptr/p' <<<"$header" | grep -c '^    "' || true)
[[ $all_kernels -gt 2 ]] || fail "--ops should keep every dtype's kernel"

# Op libraries add their ops and kernels.
with_library=$($tool --ops=ZeroOut --library=tensorflow_lite_core/examples/zero_out/zero_out.so)
grep -q '"ZeroOutOp",' <<<"$with_library" || fail "ZeroOutOp kernel class missing: $with_library"

# Unknown ops, unreadable graphs and bad flags are errors.
if $tool --ops=AddV2,NoSuchOp 2>err.txt; then fail "unknown op accepted"; fi
grep -q "Op 'NoSuchOp' is not registered" err.txt || fail "unclear error: $(cat err.txt)"
if $tool --graphs=missing.pb 2>err.txt; then fail "missing graph accepted"; fi
grep -q "missing.pb" err.txt || fail "error does not name the graph"
echo "garbage {{{" > bad.pbtxt
if $tool --graphs=bad.pbtxt 2>/dev/null; then fail "malformed graph accepted"; fi
if $tool 2>/dev/null; then fail "no selection accepted"; fi
echo PASS
