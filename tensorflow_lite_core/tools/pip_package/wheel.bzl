"""tflc_wheel: the installable wheel of the package, built from Bazel's own outputs."""

load("@local_config_python//:python_info.bzl", "PYTHON_VERSION")

_COMPAT_INCLUDE = "tensorflow_lite_core/compat/include/"

def _package_path(file):
    """Where a runfile of the package goes in the wheel, or None to leave it out."""
    path = file.short_path
    if path.startswith("_solib_"):
        return "tensorflow_lite_core/" + file.basename  # the shared libraries, beside __init__.py
    if path.startswith("tensorflow_lite_core/") and (path.endswith(".py") or path.endswith(".so") or path.endswith(".so.2")):
        return path
    return None

def _beside_init(file):
    """The package-folder path of a file put beside __init__.py, less any ".wheel" suffix."""
    name = file.basename[:-len(".wheel")] if file.basename.endswith(".wheel") else file.basename
    return "tensorflow_lite_core/" + name

def _header_path(file):
    """Where a header goes under the package's include/ folder, or None."""
    path = file.short_path
    if path.startswith(_COMPAT_INCLUDE):
        return "tensorflow_lite_core/include/" + path[len(_COMPAT_INCLUDE):]
    if path.startswith("tensorflow_lite_core/"):
        return "tensorflow_lite_core/include/" + path
    return None  # system headers: the builder copies those it is told about

def _tflc_wheel_impl(ctx):
    entries = {}
    runfiles = ctx.attr.package[DefaultInfo].default_runfiles.files.to_list()
    for file in runfiles:
        dest = _package_path(file)
        if dest and not dest.endswith("_test.py"):
            entries[dest] = file
    for file in ctx.files.bazel_repository + ctx.files.libraries:
        entries[_beside_init(file)] = file
    for target in ctx.attr.headers:
        for file in target[CcInfo].compilation_context.headers.to_list():
            dest = _header_path(file)
            if dest:
                entries[dest] = file
    manifest = ctx.actions.declare_file(ctx.label.name + ".manifest")
    ctx.actions.write(manifest, "".join([
        "%s\t%s\n" % (dest, entries[dest].path)
        for dest in sorted(entries)
    ]))
    major, minor = PYTHON_VERSION.split(".")[:2]
    tag = "cp%s%s" % (major, minor)
    wheel = ctx.actions.declare_file("tensorflow_lite_core-%s-%s-%s-%s.whl" % (
        ctx.attr.version,
        tag,
        tag,
        ctx.attr.platform,
    ))
    args = ctx.actions.args()
    args.add("--manifest", manifest)
    args.add("--output", wheel)
    args.add("--version", ctx.attr.version)
    args.add("--tag", "%s-%s-linux_x86_64" % (tag, tag))
    args.add_all(ctx.attr.system_headers, before_each = "--system_headers")
    if ctx.attr.platform != "linux_x86_64":
        args.add("--repair_platform", ctx.attr.platform)
        args.add_all(ctx.attr.repair_exclude, before_each = "--repair_exclude")
    ctx.actions.run(
        inputs = depset([manifest], transitive = [depset(entries.values())]),
        outputs = [wheel],
        executable = ctx.executable._builder,
        arguments = [args],
        mnemonic = "TflcWheel",
        progress_message = "Building %s" % wheel.short_path,
    )
    return [DefaultInfo(files = depset([wheel]), runfiles = ctx.runfiles(files = [wheel]))]

tflc_wheel = rule(
    implementation = _tflc_wheel_impl,
    attrs = {
        "package": attr.label(mandatory = True, doc = "a py_binary whose runfiles are the package"),
        "headers": attr.label_list(providers = [CcInfo], doc = "what custom ops and their tests include"),
        "bazel_repository": attr.label_list(
            allow_files = True,
            doc = "files that make the package folder a Bazel repository, put beside __init__.py",
        ),
        "libraries": attr.label_list(
            allow_files = [".a"],
            doc = "static libraries put beside __init__.py and libtensorflow_framework.so",
        ),
        "system_headers": attr.string_list(
            doc = "SOURCE:DEST folders of system headers the core was built with, copied in",
        ),
        "version": attr.string(mandatory = True),
        "platform": attr.string(
            default = "linux_x86_64",
            doc = "the wheel's platform tag: a manylinux_2_x one has auditwheel repair the wheel",
        ),
        "repair_exclude": attr.string_list(
            doc = "sonames (wildcards allowed) that the repair leaves to the system",
        ),
        "_builder": attr.label(
            default = ":build_wheel",
            executable = True,
            cfg = "exec",
        ),
    },
)
