"""CUDA in the build: if_cuda, and cuda_library for .cu.cc sources compiled by nvcc.

`--config=cuda` (.bazelrc: --define=using_cuda=true) turns CUDA on. Without it nothing here runs
nvcc or needs a toolkit; with it and no toolkit found by @local_config_cuda, the first nvcc action
says what was looked for.
"""

load("@local_config_cuda//:build_defs.bzl", "CUDA_COMPUTE_CAPABILITIES")

def if_cuda(if_true, if_false = []):
    """`if_true` in a --config=cuda build, `if_false` otherwise (as TensorFlow's if_cuda)."""
    return select({
        "//tensorflow_lite_core:using_cuda": if_true,
        "//conditions:default": if_false,
    })

def cuda_defines():
    """What TensorFlow defines for code compiled with CUDA support, host and device alike."""
    return if_cuda(["GOOGLE_CUDA=1", "EIGEN_USE_GPU"])

def _gencode_flags():
    flags = []
    for capability in CUDA_COMPUTE_CAPABILITIES:
        number = capability.split("_")[1]
        if capability.startswith("sm_"):
            flags.append("--generate-code=arch=compute_%s,code=sm_%s" % (number, number))
        else:
            flags.append("--generate-code=arch=compute_%s,code=compute_%s" % (number, number))
    return flags

def _cuda_objects_impl(ctx):
    compilation_contexts = [dep[CcInfo].compilation_context for dep in ctx.attr.deps if CcInfo in dep]
    local_headers = ctx.files.hdrs + [f for f in ctx.files.srcs if not f.basename.endswith(".cu.cc")]
    headers = depset(local_headers, transitive = [c.headers for c in compilation_contexts])
    include_flags = ["-I.", "-I" + ctx.bin_dir.path, "-I" + ctx.genfiles_dir.path]
    define_flags = ["-D" + d for d in ctx.attr.defines]
    for context in compilation_contexts:
        include_flags += ["-I" + p for p in context.quote_includes.to_list()]
        include_flags += ["-I" + p for p in context.includes.to_list()]
        for path in context.system_includes.to_list():
            include_flags += ["-isystem", path]
        define_flags += ["-D" + d for d in context.defines.to_list()]
    objects = []
    for source in ctx.files.srcs:
        if not source.basename.endswith(".cu.cc"):
            continue
        obj = ctx.actions.declare_file("_cuda_objs/%s/%s.pic.o" % (ctx.label.name, source.basename[:-len(".cu.cc")]))
        args = ctx.actions.args()
        args.add_all([
            "-x",
            "cu",
            "-std=c++17",
            "-O3",
            "-Xcompiler",
            "-fPIC",
            # Eigen's GPU device calls a CUDA function CUDA 13 deprecates.
            "-Xcompiler",
            "-Wno-deprecated-declarations",
            "--expt-relaxed-constexpr",
            "--extended-lambda",
            # Eigen's and Abseil's host-device warnings about defaulted and constexpr functions.
            "-diag-suppress=20012,20013,20014,20015,20011",
            "-DGOOGLE_CUDA=1",
            "-DEIGEN_USE_GPU",
        ])
        args.add_all(_gencode_flags())
        args.add_all(include_flags)
        args.add_all(define_flags)
        args.add_all(ctx.attr.copts)
        args.add_all(["-c", source.path, "-o", obj.path])
        ctx.actions.run(
            executable = ctx.executable._nvcc,
            arguments = [args],
            inputs = depset([source], transitive = [headers]),
            outputs = [obj],
            mnemonic = "CudaCompile",
            progress_message = "Compiling %s with nvcc" % source.short_path,
            # nvcc finds the host compiler (gcc) on PATH.
            use_default_shell_env = True,
        )
        objects.append(obj)
    return [DefaultInfo(files = depset(objects))]

_cuda_objects = rule(
    implementation = _cuda_objects_impl,
    attrs = {
        "srcs": attr.label_list(allow_files = [".cu.cc", ".h", ".cuh"]),
        "hdrs": attr.label_list(allow_files = [".h", ".cuh"]),
        "deps": attr.label_list(providers = [CcInfo]),
        "defines": attr.string_list(),
        "copts": attr.string_list(),
        "_nvcc": attr.label(
            default = "@local_config_cuda//:nvcc",
            executable = True,
            cfg = "exec",
        ),
    },
)

def cuda_library(name, srcs, hdrs = [], deps = [], copts = [], **kwargs):
    """CUDA sources (.cu.cc) compiled by nvcc, as a cc_library linked whole with the CUDA runtime.

    Meant to be used under if_cuda(): the targets are tagged manual so that a build without
    --config=cuda never compiles them.
    """
    _cuda_objects(
        name = name + "_objects",
        srcs = srcs,
        hdrs = hdrs,
        deps = deps,
        copts = copts,
        tags = ["manual"],
        testonly = kwargs.get("testonly", False),
        visibility = ["//visibility:private"],
    )
    tags = kwargs.pop("tags", [])
    native.cc_library(
        name = name,
        srcs = [name + "_objects"],
        hdrs = [h for h in hdrs + srcs if h.endswith(".h")],
        deps = deps + ["@local_config_cuda//:cudart"],
        alwayslink = 1,
        tags = tags + ["manual"],
        **kwargs
    )
