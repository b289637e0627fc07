"""Build macros for the framework and for op libraries built on it."""

load("//tensorflow_lite_core:cuda.bzl", "cuda_defines", "cuda_library", "if_cuda")
load("//tensorflow_lite_core:no_framework_code.bzl", "no_framework_code")

def _header_only_impl(ctx):
    merged = cc_common.merge_cc_infos(cc_infos = [dep[CcInfo] for dep in ctx.attr.deps])
    headers = CcInfo(compilation_context = merged.compilation_context)
    return [cc_common.merge_cc_infos(
        cc_infos = [headers] + [dep[CcInfo] for dep in ctx.attr.system_deps],
    )]

# The headers, include paths and defines of `deps`, without their code; `system_deps` (system
# libraries that those headers call into, such as Abseil) are passed on whole.
cc_header_only_library = rule(
    implementation = _header_only_impl,
    attrs = {
        "deps": attr.label_list(providers = [CcInfo]),
        "system_deps": attr.label_list(providers = [CcInfo]),
    },
)

def tf_custom_op_library(name, srcs = [], gpu_srcs = [], deps = [], copts = [], linkopts = [], **kwargs):
    """A loadable op library (`name` should end in .so) built against the framework.

    The library links libtensorflow_framework.so dynamically and never copies framework code:
    the build fails when a dependency would link framework, platform or C API code statically.

    Args:
      name: the shared object's file name, e.g. "zero_out.so".
      srcs: C++ sources and headers of the ops and kernels.
      gpu_srcs: CUDA sources (.cu.cc) and the headers they include, compiled by nvcc and linked
        in with the CUDA runtime in a --config=cuda build, where `srcs` then also see
        GOOGLE_CUDA=1 and EIGEN_USE_GPU (TensorFlow's defines) and the CUDA headers; left out
        otherwise.
      deps: further libraries (not framework ones).
      copts: extra compiler flags.
      linkopts: extra linker flags.
      **kwargs: passed to cc_binary (visibility, testonly, ...).
    """
    check = name.replace(".", "_") + "_no_framework_code"
    no_framework_code(
        name = check,
        deps = deps,
        headers = "//tensorflow_lite_core:framework_headers",
        library = "the op library " + name,
        testonly = kwargs.get("testonly", False),
        tags = kwargs.get("tags", []),
    )
    headers = [
        "//tensorflow_lite_core:framework_headers",
        "//tensorflow_lite_core/compat:tensorflow_include_tree",
    ]
    gpu_deps = []
    gpu_defines = []
    if gpu_srcs:
        gpu_library = name.replace(".", "_") + "_gpu"
        cuda_library(
            name = gpu_library,
            srcs = gpu_srcs,
            deps = deps + headers,
            testonly = kwargs.get("testonly", False),
            visibility = ["//visibility:private"],
        )
        gpu_deps = [":" + gpu_library]
        gpu_defines = cuda_defines()
    native.cc_binary(
        name = name,
        srcs = srcs,
        linkshared = 1,
        copts = copts,
        local_defines = gpu_defines,
        # Only the libraries the op library calls become its dependencies: each one is a name the
        # loader must match against every library of the process at load time.
        linkopts = ["-Wl,--as-needed"] + linkopts,
        deps = deps + headers + [
            ":" + check,
            "@com_google_protobuf//:protobuf",
            "//tensorflow_lite_core:tensorflow_framework",
        ] + if_cuda(gpu_deps),
        **kwargs
    )

def tf_cc_test(name, srcs, deps = [], **kwargs):
    """A GoogleTest test of framework code, linked statically with its dependencies."""
    native.cc_test(
        name = name,
        srcs = srcs,
        deps = deps + ["@com_google_googletest//:gtest_main"],
        **kwargs
    )

def tf_kernel_library(name, srcs = [], hdrs = [], deps = [], **kwargs):
    """Kernels (and ops) compiled into anything that depends on them: always linked whole so their
    static registrations run."""
    native.cc_library(
        name = name,
        srcs = srcs,
        hdrs = hdrs,
        deps = deps,
        alwayslink = 1,
        **kwargs
    )

def tf_py_test(name, srcs, deps = [], data = [], args = [], **kwargs):
    """A py_test that runs `srcs` under pytest.

    Args:
      name: the test's name.
      srcs: the test files; pytest collects the tests in all of them.
      deps: Python libraries the tests import.
      data: files and programs the tests use at run time.
      args: extra pytest arguments.
      **kwargs: passed to py_test (size, tags, ...).
    """
    runner = "//tensorflow_lite_core/python/testing:pytest_main.py"
    native.py_test(
        name = name,
        srcs = srcs + [runner],
        main = runner,
        args = ["$(rootpath %s)" % src for src in srcs] + args,
        deps = deps,
        data = data,
        python_version = "PY3",
        **kwargs
    )

def tf_gen_op_wrapper_py(
        name,
        out = None,
        deps = [],
        hidden = None,
        hidden_file = None,
        op_allowlist = [],
        generated_target_name = None,
        visibility = None,
        testonly = False):
    """Python wrappers for the ops registered by `deps`, as a py_library.

    A binary linked with `deps` and the C++ generator writes the wrappers of their ops to `out`
    (default ops/gen_<name>.py), and a py_library named `generated_target_name` (default `name`)
    holds it.

    Args:
      name: the wrappers' name; the module is gen_<name>.py.
      out: the generated file, relative to the package.
      deps: op libraries (alwayslink cc_library targets) whose ops get wrappers.
      hidden: op names whose wrappers get a leading underscore.
      hidden_file: a file listing such op names, one per line.
      op_allowlist: only these ops get wrappers (not with `hidden`).
      generated_target_name: the py_library's name.
      visibility: of the py_library.
      testonly: as usual.
    """
    if (hidden or hidden_file) and op_allowlist:
        fail("tf_gen_op_wrapper_py: give either hidden/hidden_file or op_allowlist, not both")
    out = out or "ops/gen_%s.py" % name
    generator = name + "_gen_op_wrapper_py"
    native.cc_binary(
        name = generator,
        deps = deps + ["//tensorflow_lite_core/python/framework:gen_op_wrapper_py_main"],
        testonly = testonly,
        visibility = ["//visibility:private"],
    )
    flags = []
    srcs = []
    if hidden:
        flags.append("--hidden=" + ",".join(hidden))
    if hidden_file:
        srcs.append(hidden_file)
        flags.append("--hidden_file=$(location %s)" % hidden_file)
    if op_allowlist:
        flags.append("--op_allowlist=" + ",".join(op_allowlist))
    native.genrule(
        name = name + "_pygenrule",
        srcs = srcs,
        outs = [out],
        tools = [":" + generator],
        cmd = "$(location :{generator}) $@ {flags}".format(
            generator = generator,
            flags = " ".join(flags),
        ),
        testonly = testonly,
        visibility = ["//visibility:private"],
    )
    native.py_library(
        name = generated_target_name or name,
        srcs = [out],
        deps = ["//tensorflow_lite_core/python/eager:op_support"],
        visibility = visibility,
        testonly = testonly,
    )

def tf_cc_fuzz_test(name, srcs, corpus, deps = [], **kwargs):
    """A fuzz harness (srcs define LLVMFuzzerTestOneInput), as two targets.

    `name`: under --config=fuzz a libFuzzer binary
    (`bazel run --config=fuzz //pkg:name -- -max_total_time=60 NEW_DIR SEED_DIR`); in any other
    build a program that runs the harness once on each file and folder it is given.
    `name + "_corpus_test"`: replays the committed seed corpus (folder `corpus`) in every build,
    so the default, asan and fuzz configurations all run each seed.

    Args:
      name: the harness, conventionally fuzz_<surface>.
      srcs: its sources.
      corpus: the folder of seed inputs, relative to the package.
      deps: what the harness tests.
      **kwargs: passed to the cc_binary.
    """
    native.cc_binary(
        name = name,
        testonly = True,
        srcs = srcs,
        deps = deps + select({
            "//tensorflow_lite_core/fuzzing:fuzzing_enabled": [],
            "//conditions:default": ["//tensorflow_lite_core/fuzzing:replay_main"],
        }),
        linkopts = select({
            "//tensorflow_lite_core/fuzzing:fuzzing_enabled": ["-fsanitize=fuzzer"],
            "//conditions:default": [],
        }),
        **kwargs
    )
    native.sh_test(
        name = name + "_corpus_test",
        srcs = ["//tensorflow_lite_core/fuzzing:replay_corpus.sh"],
        args = [
            "$(rootpath :%s)" % name,
            "%s/%s" % (native.package_name(), corpus),
        ],
        data = [":" + name] + native.glob([corpus + "/**"]),
    )
