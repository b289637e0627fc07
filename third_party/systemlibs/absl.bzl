"""@com_google_absl from Debian's libabsl-dev.

Abseil's own Bazel labels (//absl/status, //absl/strings:str_format, ...) as cc_library targets
whose headers are the system's (/usr/include/absl) and whose link flags are what pkg-config says
for the matching absl_* module, so code written against Abseil's Bazel build uses them unchanged.
"""

# package -> {target: pkg-config module}
_TARGETS = {
    "absl/algorithm": {"algorithm": "absl_algorithm", "container": "absl_algorithm_container"},
    "absl/base": {
        "base": "absl_base",
        "config": "absl_config",
        "core_headers": "absl_core_headers",
        "dynamic_annotations": "absl_dynamic_annotations",
    },
    "absl/cleanup": {"cleanup": "absl_cleanup"},
    "absl/container": {
        "btree": "absl_btree",
        "fixed_array": "absl_fixed_array",
        "flat_hash_map": "absl_flat_hash_map",
        "flat_hash_set": "absl_flat_hash_set",
        "inlined_vector": "absl_inlined_vector",
        "node_hash_map": "absl_node_hash_map",
        "node_hash_set": "absl_node_hash_set",
    },
    "absl/functional": {
        "any_invocable": "absl_any_invocable",
        "bind_front": "absl_bind_front",
        "function_ref": "absl_function_ref",
    },
    "absl/hash": {"hash": "absl_hash"},
    "absl/memory": {"memory": "absl_memory"},
    "absl/meta": {"type_traits": "absl_type_traits"},
    "absl/numeric": {"bits": "absl_bits", "int128": "absl_int128"},
    "absl/status": {"status": "absl_status", "statusor": "absl_statusor"},
    "absl/strings": {
        "cord": "absl_cord",
        "str_format": "absl_str_format",
        "strings": "absl_strings",
    },
    "absl/synchronization": {"synchronization": "absl_synchronization"},
    "absl/time": {"time": "absl_time"},
    "absl/types": {
        "any": "absl_any",
        "optional": "absl_optional",
        "span": "absl_span",
        "variant": "absl_variant",
    },
    "absl/utility": {"utility": "absl_utility"},
}

_LIBRARY = """
cc_library(
    name = "{name}",
    linkopts = {linkopts},
)
"""

def _system_absl_impl(rctx):
    include_dir = rctx.attr.include_dir
    if not rctx.path(include_dir + "/absl/status/status.h").exists:
        fail("%s/absl/status/status.h not found: install libabsl-dev (./configure does this)" %
             include_dir)
    if rctx.which("pkg-config") == None:
        fail("pkg-config not found: install pkg-config (./configure does this)")
    for package, targets in _TARGETS.items():
        build = ['package(default_visibility = ["//visibility:public"])']
        for name, module in targets.items():
            result = rctx.execute(["pkg-config", "--libs", module])
            if result.return_code != 0:
                fail("pkg-config --libs %s failed: %s" % (module, result.stderr))
            build.append(_LIBRARY.format(name = name, linkopts = repr([flag for flag in result.stdout.strip().split(" ") if flag])))
        rctx.file(package + "/BUILD", "\n".join(build))
    rctx.file("WORKSPACE", "workspace(name = \"%s\")\n" % rctx.name)
    rctx.file("BUILD", "")

system_absl = repository_rule(
    implementation = _system_absl_impl,
    attrs = {"include_dir": attr.string(default = "/usr/include")},
    local = True,
)
