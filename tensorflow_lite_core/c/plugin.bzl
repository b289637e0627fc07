"""Build macros for plugins written against the C API (or the header-only C++ API over it)."""

load("//tensorflow_lite_core:no_framework_code.bzl", "no_framework_code")

def tf_c_plugin_library(name, srcs = [], deps = [], copts = [], for_tensorflow = False, **kwargs):
    """A plugin (`name` should end in .so) that sees only the C API headers.

    It links libtensorflow_framework.so for the TF_* functions it calls and exports nothing but
    its TF_* entry points (TF_InitPlugin / TF_InitKernel and TF_PluginAbiVersion): everything else,
    the C++ library templates it instantiates included, is local (plugin_exports.lds), so the
    core's C++ symbols can never stand in for the plugin's own. The build fails when a dependency
    would link framework or C API code statically (the C API is implemented in
    libtensorflow_framework.so; plugins only include its headers).

    Args:
      name: the shared object's file name, e.g. "zero_out_c.so".
      srcs: C or C++ sources.
      deps: further header-only libraries (e.g. //tensorflow_lite_core/c:cc_api).
      copts: extra compiler flags.
      for_tensorflow: build it to load into TensorFlow 2.21 too: compiled with
        TFLC_PLUGIN_FOR_TENSORFLOW (c/cc/registry.h) and linked against libtensorflow_framework.so.2,
        TensorFlow's name, which forwards to this framework here.
      **kwargs: passed to cc_binary (testonly, visibility, ...).
    """
    check = name.replace(".", "_") + "_no_framework_code"
    no_framework_code(
        name = check,
        deps = deps,
        headers = "//tensorflow_lite_core/c:c_api_headers or //tensorflow_lite_core/c:cc_api",
        library = "the plugin " + name,
        testonly = kwargs.get("testonly", False),
        tags = kwargs.get("tags", []),
    )
    exports = "//tensorflow_lite_core/c:plugin_exports.lds"
    native.cc_binary(
        name = name,
        srcs = srcs,
        linkshared = 1,
        copts = ["-fvisibility=hidden"] + (["-DTFLC_PLUGIN_FOR_TENSORFLOW"] if for_tensorflow else []) + copts,
        linkopts = ["-Wl,--version-script=$(location %s)" % exports],
        additional_linker_inputs = [exports],
        deps = deps + [
            ":" + check,
            "//tensorflow_lite_core/c:c_api_headers",
            "//tensorflow_lite_core:tensorflow_framework_so_2" if for_tensorflow else "//tensorflow_lite_core:tensorflow_framework",
        ],
        **kwargs
    )
