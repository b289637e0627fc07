"""pic_archive: one static archive of the position-independent objects of some cc_libraries."""

load("@bazel_tools//tools/cpp:toolchain_utils.bzl", "find_cpp_toolchain")

def _own_pic_objects(target):
    """The PIC objects compiled from `target`'s own sources (none of its dependencies')."""
    objects = []
    for linker_input in target[CcInfo].linking_context.linker_inputs.to_list():
        if linker_input.owner != target.label:
            continue
        for library in linker_input.libraries:
            objects.extend(library.pic_objects)
    if not objects:
        fail("%s has no PIC objects to archive" % target.label)
    return objects

def _pic_archive_impl(ctx):
    objects = []
    for target in ctx.attr.libraries:
        objects.extend(_own_pic_objects(target))
    cc_toolchain = find_cpp_toolchain(ctx)
    archive = ctx.outputs.out
    args = ctx.actions.args()
    args.add("rcsD")  # D: no timestamps or owners, so equal inputs give an equal archive
    args.add(archive)
    args.add_all(objects)
    ctx.actions.run(
        executable = cc_toolchain.ar_executable,
        arguments = [args],
        inputs = depset(objects, transitive = [cc_toolchain.all_files]),
        outputs = [archive],
        mnemonic = "PicArchive",
        progress_message = "Archiving %s" % archive.short_path,
    )
    return [DefaultInfo(files = depset([archive]))]

pic_archive = rule(
    implementation = _pic_archive_impl,
    doc = """A static archive of the PIC objects of `libraries`' own sources, for linking into
    programs built outside Bazel. Their dependencies' code is left out (the libraries' undefined
    symbols are for the program's other libraries to define). The objects are the ones a shared
    library would take, whatever the compilation mode: a cc_library's default .a holds objects
    that are not position-independent under -c opt.""",
    attrs = {
        "libraries": attr.label_list(providers = [CcInfo], mandatory = True),
        "out": attr.output(mandatory = True),
        "_cc_toolchain": attr.label(default = "@bazel_tools//tools/cpp:current_cc_toolchain"),
    },
    toolchains = ["@bazel_tools//tools/cpp:toolchain_type"],
    incompatible_use_toolchain_transition = True,
)
