// Macros shared by the C API headers: symbol export, the boolean type, struct sizes, and the ABI
// version these headers describe.
//
// Plugins see only C declarations: every function is `TF_*` with C linkage, every object is an
// opaque pointer or a struct whose first field is its size. The headers need C99 or C++. See
// c/README.md for the conventions and the versioning policy.
#ifndef TENSORFLOW_LITE_CORE_C_C_API_MACROS_H_
#define TENSORFLOW_LITE_CORE_C_C_API_MACROS_H_

#include <stddef.h>

// Marks a symbol as part of the exported C API (or as one of a plugin's exported entry points).
#if defined(_WIN32)
#ifdef TF_COMPILE_LIBRARY
#define TF_CAPI_EXPORT __declspec(dllexport)
#else
#define TF_CAPI_EXPORT __declspec(dllimport)
#endif
#else
#define TF_CAPI_EXPORT __attribute__((visibility("default")))
#endif

// A boolean of one size in C and C++ for struct fields and arrays crossing the API.
#ifndef TF_Bool
#define TF_Bool unsigned char
#endif

// The underlying type of the API's enums (TF_DataType, TF_Code) as C++ sees them. C lets a caller
// pass any int as an enum; C++ reading a value outside an unfixed enum's range is undefined
// behaviour, so in C++ the type is fixed to int and the core range-checks the plain integer. Size
// and calling convention are those of the C enum.
#ifdef __cplusplus
#define TF_ENUM_BASE : int
#else
#define TF_ENUM_BASE
#endif

// The byte offset just past MEMBER: the struct_size of a struct whose last field is MEMBER.
#ifndef TF_OFFSET_OF_END
#define TF_OFFSET_OF_END(TYPE, MEMBER) (offsetof(TYPE, MEMBER) + sizeof(((TYPE*)0)->MEMBER))
#endif

// The newest ABI version these headers describe. Raised whenever the C API grows (a function, a
// struct field or an enum value is added); nothing is ever removed or changes meaning.
#define TF_ABI_VERSION 5

// The ABI version a plugin compiles against; by default the newest. A plugin that must also load
// into older cores defines it lower before including any C API header: what later versions added
// is then not declared, so using it is a compile error rather than a failed load.
#ifndef TF_ABI_TARGET_VERSION
#define TF_ABI_TARGET_VERSION TF_ABI_VERSION
#endif
#if TF_ABI_TARGET_VERSION < 1 || TF_ABI_TARGET_VERSION > TF_ABI_VERSION
#error "TF_ABI_TARGET_VERSION must be between 1 and TF_ABI_VERSION"
#endif

#endif  // TENSORFLOW_LITE_CORE_C_C_API_MACROS_H_
