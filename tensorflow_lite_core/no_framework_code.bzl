"""The build-time guard of tf_custom_op_library and tf_c_plugin_library: no framework code inside."""

# Packages whose code lives in libtensorflow_framework.so. A library loaded into the process that
# linked any of it statically would carry a second copy of the registries (and, for the C API,
# of the state behind its handles). Their headers are fine: header-only targets link nothing.
_FRAMEWORK_PACKAGES = [
    "tensorflow_lite_core/c",
    "tensorflow_lite_core/framework",
    "tensorflow_lite_core/lib/core",
    "tensorflow_lite_core/lib/gtl",
    "tensorflow_lite_core/lib/random",
    "tensorflow_lite_core/lib/strings",
    "tensorflow_lite_core/platform",
    "tensorflow_lite_core/util",
]

def _no_framework_code_impl(ctx):
    for dep in ctx.attr.deps:
        for linker_input in dep[CcInfo].linking_context.linker_inputs.to_list():
            owner = linker_input.owner
            if owner.workspace_name == "" and owner.package in _FRAMEWORK_PACKAGES and linker_input.libraries:
                fail(("%s would link %s statically into %s: the process would then hold two " +
                      "copies of the framework (its op and kernel registries, the C API's state). " +
                      "Depend on %s instead (the code comes from libtensorflow_framework.so at " +
                      "run time).") % (dep.label, owner, ctx.attr.library, ctx.attr.headers))
    return [CcInfo()]

# Fails the build when a dependency in `deps` would link framework or C API code into `library`;
# `headers` names what the library should depend on instead. Provides an empty CcInfo, so the
# library can list it among its deps and have the check run whenever the library is analysed.
no_framework_code = rule(
    implementation = _no_framework_code_impl,
    attrs = {
        "deps": attr.label_list(providers = [CcInfo]),
        "headers": attr.string(),
        "library": attr.string(),
    },
)
