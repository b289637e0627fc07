"""@local_config_cuda: the local CUDA toolkit, as TensorFlow's cuda_configure finds it.

The toolkit is $CUDA_TOOLKIT_PATH (or $CUDA_PATH), else /usr/local/cuda. When it holds bin/nvcc
the repository exposes:
  :nvcc          the compiler (a wrapper script, run by cuda_library's actions)
  :cuda_headers  the toolkit's include folder
  :cudart        the CUDA runtime, linked dynamically with the toolkit's lib64 on the rpath
  :build_defs.bzl  CUDA_IS_CONFIGURED, CUDA_PATH, CUDA_VERSION and CUDA_COMPUTE_CAPABILITIES
Without a toolkit, the targets still exist (so a build without --config=cuda never notices) and
`CUDA_IS_CONFIGURED` is False; a --config=cuda build then stops with a message saying what was
looked for. Nothing is downloaded.

$TF_CUDA_COMPUTE_CAPABILITIES chooses the GPU code compiled, as in TensorFlow: a comma-separated
list of "sm_XY" (machine code) and "compute_XY" (PTX, compiled by the driver for newer GPUs);
the default is machine code for Hopper (sm_90) plus compute_75 PTX for every other GPU that CUDA 13
runs.
"""

_DEFAULT_CAPABILITIES = "sm_90,compute_75"

_BUILD_WITH_CUDA = """
package(default_visibility = ["//visibility:public"])

exports_files(["nvcc.sh"])

sh_binary(name = "nvcc", srcs = ["nvcc.sh"])

cc_library(
    name = "cuda_headers",
    hdrs = glob(["include/**/*.h", "include/**/*.hpp", "include/**/*.inl"]),
    includes = ["include"],
)

cc_library(
    name = "cudart",
    linkopts = [
        "-L{lib}",
        "-lcudart",
        "-Wl,-rpath,{lib}",
    ],
    deps = [":cuda_headers"],
)
"""

_BUILD_WITHOUT_CUDA = """
package(default_visibility = ["//visibility:public"])

exports_files(["nvcc.sh"])

sh_binary(name = "nvcc", srcs = ["nvcc.sh"])

cc_library(name = "cuda_headers")

cc_library(name = "cudart")
"""

_NVCC_MISSING = """#!/bin/sh
echo "cuda_configure: no CUDA toolkit: {why}" >&2
exit 1
"""

def _toolkit_path(repository_ctx):
    for variable in ["CUDA_TOOLKIT_PATH", "CUDA_PATH"]:
        value = repository_ctx.os.environ.get(variable, "")
        if value:
            return value
    return "/usr/local/cuda"

def _cuda_version(repository_ctx, nvcc):
    result = repository_ctx.execute([nvcc, "--version"])
    if result.return_code != 0:
        return ""
    for line in result.stdout.splitlines():
        if "release " in line:
            return line.split("release ")[1].split(",")[0].strip()
    return ""

def _cuda_configure_impl(repository_ctx):
    toolkit = _toolkit_path(repository_ctx)
    nvcc = repository_ctx.path(toolkit + "/bin/nvcc")
    capabilities = repository_ctx.os.environ.get("TF_CUDA_COMPUTE_CAPABILITIES", _DEFAULT_CAPABILITIES)
    capabilities = [c.strip() for c in capabilities.split(",") if c.strip()]
    for capability in capabilities:
        if not (capability.startswith("sm_") or capability.startswith("compute_")):
            fail("TF_CUDA_COMPUTE_CAPABILITIES: '%s' is neither sm_XY nor compute_XY" % capability)

    version = _cuda_version(repository_ctx, nvcc) if nvcc.exists else ""
    configured = nvcc.exists and version != ""
    if configured:
        repository_ctx.symlink(toolkit + "/include", "include")
        lib = toolkit + "/lib64"
        repository_ctx.file("nvcc.sh", "#!/bin/sh\nexec \"%s\" \"$@\"\n" % nvcc, executable = True)
        repository_ctx.file("BUILD", _BUILD_WITH_CUDA.replace("{lib}", lib))
    else:
        why = "%s/bin/nvcc %s (set CUDA_TOOLKIT_PATH to the toolkit's folder)" % (
            toolkit,
            "did not run" if nvcc.exists else "does not exist",
        )
        repository_ctx.file("nvcc.sh", _NVCC_MISSING.replace("{why}", why), executable = True)
        repository_ctx.file("BUILD", _BUILD_WITHOUT_CUDA)
    repository_ctx.file("build_defs.bzl", "\n".join([
        "CUDA_IS_CONFIGURED = %s" % configured,
        "CUDA_PATH = %r" % toolkit,
        "CUDA_VERSION = %r" % version,
        "CUDA_COMPUTE_CAPABILITIES = %r" % capabilities,
        "",
    ]))

cuda_configure = repository_rule(
    implementation = _cuda_configure_impl,
    environ = ["CUDA_TOOLKIT_PATH", "CUDA_PATH", "TF_CUDA_COMPUTE_CAPABILITIES"],
    local = True,
)
