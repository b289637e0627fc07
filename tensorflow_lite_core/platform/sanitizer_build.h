// kSanitizerBuild: whether this code is built to run under AddressSanitizer or ThreadSanitizer,
// where nothing may reuse freed memory behind the sanitizer's back (a cache of freed blocks) or
// bind a library with RTLD_DEEPBIND (the runtimes refuse it).
//
// The compiler's own macros cannot always tell: --config=tsan undefines gcc's
// __SANITIZE_THREAD__ (see .bazelrc). So --config=asan and --config=tsan say it themselves: a
// target whose sources include this header takes local_defines = SANITIZER_BUILD_DEFINES
// (platform/sanitizer_build.bzl), which gives TFLC_ASAN_BUILD or TFLC_TSAN_BUILD. Builds made
// outside those configs are still seen through the compiler's macros (and clang's __has_feature).
#ifndef TENSORFLOW_LITE_CORE_PLATFORM_SANITIZER_BUILD_H_
#define TENSORFLOW_LITE_CORE_PLATFORM_SANITIZER_BUILD_H_

namespace tensorflow {

#if defined(TFLC_ASAN_BUILD) || defined(TFLC_TSAN_BUILD) || defined(__SANITIZE_ADDRESS__) || \
    defined(__SANITIZE_THREAD__)
inline constexpr bool kSanitizerBuild = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || \
    __has_feature(memory_sanitizer)
inline constexpr bool kSanitizerBuild = true;
#else
inline constexpr bool kSanitizerBuild = false;
#endif
#else
inline constexpr bool kSanitizerBuild = false;
#endif

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_PLATFORM_SANITIZER_BUILD_H_
