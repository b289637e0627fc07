"""The sanitizer a --config=asan or --config=tsan build runs under, as a define (sanitizer_build.h)."""

# Local defines only: the sources that read them are recompiled under a sanitizer config, and
# nothing else's compile command changes.
SANITIZER_BUILD_DEFINES = select({
    "//tensorflow_lite_core/platform:asan_build": ["TFLC_ASAN_BUILD"],
    "//tensorflow_lite_core/platform:tsan_build": ["TFLC_TSAN_BUILD"],
    "//conditions:default": [],
})
