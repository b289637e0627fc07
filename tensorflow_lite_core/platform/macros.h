// Compiler hints and small helper macros used across the project.
#ifndef TENSORFLOW_LITE_CORE_PLATFORM_MACROS_H_
#define TENSORFLOW_LITE_CORE_PLATFORM_MACROS_H_

#define TF_PREDICT_FALSE(x) (__builtin_expect(false || (x), false))
#define TF_PREDICT_TRUE(x) (__builtin_expect(false || (x), true))
#define TF_ATTRIBUTE_UNUSED __attribute__((unused))
#define TF_ATTRIBUTE_NORETURN __attribute__((noreturn))
#define TF_ATTRIBUTE_NOINLINE __attribute__((noinline))
// For error paths: kept out of line and out of the hot code's way.
#define TF_ATTRIBUTE_COLD __attribute__((cold, noinline))
#define TF_ATTRIBUTE_ALWAYS_INLINE __attribute__((always_inline))
#define TF_MUST_USE_RESULT __attribute__((warn_unused_result))
#define TF_EXPORT __attribute__((visibility("default")))

#define TF_DISALLOW_COPY_AND_ASSIGN(TypeName) \
  TypeName(const TypeName&) = delete;         \
  void operator=(const TypeName&) = delete

// A fresh integer per expansion, for naming static registration objects uniquely.
#define TF_NEW_ID_FOR_INIT_2(m, c, ...) m(c, __VA_ARGS__)
#define TF_NEW_ID_FOR_INIT_1(m, c, ...) TF_NEW_ID_FOR_INIT_2(m, c, __VA_ARGS__)
#define TF_NEW_ID_FOR_INIT(m, ...) TF_NEW_ID_FOR_INIT_1(m, __COUNTER__, __VA_ARGS__)

#define TF_STRINGIFY_IMPL(x) #x
#define TF_STRINGIFY(x) TF_STRINGIFY_IMPL(x)

#endif  // TENSORFLOW_LITE_CORE_PLATFORM_MACROS_H_
