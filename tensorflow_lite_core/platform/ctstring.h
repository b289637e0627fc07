/* TF_TString: the element of a string tensor, as C sees it, laid out as TensorFlow's.
 *
 * A DT_STRING tensor's buffer is an array of these 24-byte strings, in the core (tensorflow::tstring
 * is a C++ class over one) and in plugins (TF_TensorData of a TF_STRING tensor). The layout is
 * TensorFlow's, so plugins built against TensorFlow's tensorflow/core/platform/ctstring.h read and
 * write the same bytes. Four kinds, in the low two bits of the first byte (little-endian):
 *
 *   SMALL   up to 22 bytes stored inside the struct: size << 2 in byte 0, then the bytes and a NUL.
 *   LARGE   heap buffer from malloc: size << 2 | 1, capacity, pointer (NUL-terminated). Whoever
 *           holds the string frees it with free() (TF_TString_Dealloc), core or plugin alike.
 *   OFFSET  read-only bytes at (char*)str + offset: 32-bit size << 2 | 2, offset, count.
 *   VIEW    read-only bytes owned by someone else: size << 2 | 3, pointer, and an optional owner
 *           that is referenced while the view exists.
 *
 * Every function here is static inline: a plugin carries its own copy, so nothing but the layout
 * (and malloc/free) is shared across the boundary. Strings must be initialized (TF_TString_Init,
 * or zero bytes) before use; VIEW and OFFSET strings become owned (SMALL or LARGE) when modified.
 * Functions returning char* return NULL, leaving the string as it was, when memory is short.
 */
#ifndef TENSORFLOW_LITE_CORE_PLATFORM_CTSTRING_H_
#define TENSORFLOW_LITE_CORE_PLATFORM_CTSTRING_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#if !defined(__BYTE_ORDER__) || __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "TF_TString's layout is implemented for little-endian targets only"
#endif

#ifdef __cplusplus
extern "C" {
#endif

typedef enum TF_TString_Type {
  TF_TSTR_SMALL = 0x00,
  TF_TSTR_LARGE = 0x01,
  TF_TSTR_OFFSET = 0x02,
  TF_TSTR_VIEW = 0x03,
  TF_TSTR_TYPE_MASK = 0x03
} TF_TString_Type;

/* Shared ownership of a VIEW's bytes: `ref` when a view starts using them, `unref` when it stops. */
struct TStringOwnerCApi;
typedef void (*tstring_owner_ref_t)(struct TStringOwnerCApi* self);
typedef bool (*tstring_owner_unref_t)(struct TStringOwnerCApi* self);
typedef struct TStringOwnerCApi {
  tstring_owner_ref_t ref;
  tstring_owner_unref_t unref;
  void* obj;
} TStringOwnerCApi;

typedef struct TF_TString_Large {
  size_t size; /* size << 2 | TF_TSTR_LARGE */
  size_t cap;  /* bytes usable before the terminating NUL */
  char* ptr;
} TF_TString_Large;

typedef struct TF_TString_Offset {
  uint32_t size; /* size << 2 | TF_TSTR_OFFSET */
  uint32_t offset;
  uint32_t count;
} TF_TString_Offset;

typedef struct TF_TString_View {
  size_t size; /* size << 2 | TF_TSTR_VIEW */
  const char* ptr;
  TStringOwnerCApi* owner_ref; /* may be NULL */
} TF_TString_View;

typedef struct TF_TString_Raw {
  uint8_t raw[24];
} TF_TString_Raw;

/* The longest string stored inside the struct: 24 bytes less the size byte and a NUL. */
enum { TF_TString_SmallCapacity = 22 };

typedef struct TF_TString_Small {
  uint8_t size; /* size << 2 | TF_TSTR_SMALL */
  char str[TF_TString_SmallCapacity + 1];
} TF_TString_Small;

typedef struct TF_TString {
  union {
    TF_TString_Small smll;
    TF_TString_Large large;
    TF_TString_Offset offset;
    TF_TString_View view;
    TF_TString_Raw raw;
  } u;
} TF_TString;

#ifdef __cplusplus
static_assert(sizeof(TF_TString) == 24, "TF_TString is 24 bytes, as TensorFlow's");
#else
_Static_assert(sizeof(TF_TString) == 24, "TF_TString is 24 bytes, as TensorFlow's");
#endif

/* ---- Reading. */

static inline TF_TString_Type TF_TString_GetType(const TF_TString* str) {
  return (TF_TString_Type)(str->u.raw.raw[0] & TF_TSTR_TYPE_MASK);
}

static inline size_t TF_TString_GetSize(const TF_TString* str) {
  switch (TF_TString_GetType(str)) {
    case TF_TSTR_SMALL:
      return (size_t)(str->u.smll.size >> 2);
    case TF_TSTR_LARGE:
      return str->u.large.size >> 2;
    case TF_TSTR_OFFSET:
      return (size_t)(str->u.offset.size >> 2);
    default:
      return str->u.view.size >> 2;
  }
}

/* Bytes that fit without reallocating: 22 for SMALL, the buffer's for LARGE, 0 for the read-only
 * kinds. Writing between size and capacity is not allowed; resize first. */
static inline size_t TF_TString_GetCapacity(const TF_TString* str) {
  switch (TF_TString_GetType(str)) {
    case TF_TSTR_SMALL:
      return TF_TString_SmallCapacity;
    case TF_TSTR_LARGE:
      return str->u.large.cap;
    default:
      return 0;
  }
}

/* The bytes; NUL-terminated for SMALL and LARGE only. */
static inline const char* TF_TString_GetDataPointer(const TF_TString* str) {
  switch (TF_TString_GetType(str)) {
    case TF_TSTR_SMALL:
      return str->u.smll.str;
    case TF_TSTR_LARGE:
      return str->u.large.ptr;
    case TF_TSTR_OFFSET:
      return (const char*)str + str->u.offset.offset;
    default:
      return str->u.view.ptr;
  }
}

/* ---- Life cycle. */

static inline void TF_TString_Init(TF_TString* str) { memset(str, 0, sizeof(*str)); }

/* Releases what the string owns (a LARGE buffer, a VIEW's owner reference) and leaves it empty;
 * SMALL strings and views without an owner are left as they are. */
static inline void TF_TString_Dealloc(TF_TString* str) {
  const TF_TString_Type type = TF_TString_GetType(str);
  if (type == TF_TSTR_LARGE && str->u.large.ptr != NULL) {
    free(str->u.large.ptr);
    TF_TString_Init(str);
  } else if (type == TF_TSTR_VIEW && str->u.view.owner_ref != NULL) {
    TStringOwnerCApi* owner = str->u.view.owner_ref;
    (void)owner->unref(owner);
    TF_TString_Init(str);
  }
}

/* ---- Internal helpers (the TF_TString_Internal prefix keeps them out of TensorFlow's names). */

/* LARGE capacities are one less than a multiple of 16, so buffer plus NUL fill 16-byte blocks. */
static inline size_t TF_TString_InternalLargeCapacity(size_t size) { return (size | 15u); }

/* Whether a string of `size` bytes can be stored: its size, shifted left by two, fits a size_t. */
static inline bool TF_TString_InternalSizeFits(size_t size) { return size <= (SIZE_MAX >> 2) - 16; }

/* Drops the owner reference of a VIEW (its bytes must have been copied already). */
static inline void TF_TString_InternalReleaseOwner(TF_TString_Type type, TStringOwnerCApi* owner) {
  if (type == TF_TSTR_VIEW && owner != NULL) (void)owner->unref(owner);
}

static inline void TF_TString_InternalSetSmallSize(TF_TString* str, size_t size) {
  str->u.smll.size = (uint8_t)(size << 2 | TF_TSTR_SMALL);
  str->u.smll.str[size] = '\0';
}

static inline void TF_TString_InternalSetLarge(TF_TString* str, char* ptr, size_t size, size_t cap) {
  str->u.large.size = size << 2 | TF_TSTR_LARGE;
  str->u.large.cap = cap;
  str->u.large.ptr = ptr;
  ptr[size] = '\0';
}

/* ---- Changing the size. */

/* Makes the string `new_size` bytes long and owned (SMALL or LARGE), keeping the first
 * min(old, new) bytes; the rest are uninitialized. Returns the writable bytes. */
static inline char* TF_TString_ResizeUninitialized(TF_TString* str, size_t new_size) {
  const TF_TString_Type type = TF_TString_GetType(str);
  const size_t old_size = TF_TString_GetSize(str);
  const size_t kept = old_size < new_size ? old_size : new_size;
  const char* old_data = TF_TString_GetDataPointer(str);
  TStringOwnerCApi* owner = type == TF_TSTR_VIEW ? str->u.view.owner_ref : NULL;

  if (new_size <= TF_TString_SmallCapacity) {
    if (type == TF_TSTR_SMALL) {
      TF_TString_InternalSetSmallSize(str, new_size);
      return str->u.smll.str;
    }
    char* old_buffer = type == TF_TSTR_LARGE ? str->u.large.ptr : NULL;
    /* An OFFSET's bytes may follow the struct closely: move, do not copy. */
    if (kept > 0) memmove(str->u.smll.str, old_data, kept);
    TF_TString_InternalSetSmallSize(str, new_size);
    free(old_buffer);
    TF_TString_InternalReleaseOwner(type, owner);
    return str->u.smll.str;
  }

  if (type == TF_TSTR_LARGE && new_size <= str->u.large.cap) {
    TF_TString_InternalSetLarge(str, str->u.large.ptr, new_size, str->u.large.cap);
    return str->u.large.ptr;
  }
  if (!TF_TString_InternalSizeFits(new_size)) return NULL;
  const size_t cap = TF_TString_InternalLargeCapacity(new_size);
  char* buffer;
  if (type == TF_TSTR_LARGE) {
    buffer = (char*)realloc(str->u.large.ptr, cap + 1);
    if (buffer == NULL) return NULL;
  } else {
    buffer = (char*)malloc(cap + 1);
    if (buffer == NULL) return NULL;
    if (kept > 0) memcpy(buffer, old_data, kept);
    TF_TString_InternalReleaseOwner(type, owner);
  }
  TF_TString_InternalSetLarge(str, buffer, new_size, cap);
  return buffer;
}

/* As TF_TString_ResizeUninitialized, and the bytes past the old size become `c`. */
static inline char* TF_TString_Resize(TF_TString* str, size_t new_size, char c) {
  const size_t old_size = TF_TString_GetSize(str);
  char* data = TF_TString_ResizeUninitialized(str, new_size);
  if (data != NULL && new_size > old_size) memset(data + old_size, c, new_size - old_size);
  return data;
}

/* Makes room for `new_cap` bytes without changing the size or the bytes. Capacities that fit a
 * SMALL string need nothing; a read-only kind becomes LARGE only when the room is bigger. */
static inline void TF_TString_Reserve(TF_TString* str, size_t new_cap) {
  if (new_cap <= TF_TString_SmallCapacity) return;
  const TF_TString_Type type = TF_TString_GetType(str);
  if (type == TF_TSTR_LARGE && new_cap <= str->u.large.cap) return;
  if (!TF_TString_InternalSizeFits(new_cap)) return;
  const size_t size = TF_TString_GetSize(str);
  const size_t cap = TF_TString_InternalLargeCapacity(new_cap > size ? new_cap : size);
  char* buffer;
  if (type == TF_TSTR_LARGE) {
    buffer = (char*)realloc(str->u.large.ptr, cap + 1);
    if (buffer == NULL) return;
  } else {
    buffer = (char*)malloc(cap + 1);
    if (buffer == NULL) return;
    if (size > 0) memcpy(buffer, TF_TString_GetDataPointer(str), size);
    TF_TString_InternalReleaseOwner(type, type == TF_TSTR_VIEW ? str->u.view.owner_ref : NULL);
  }
  TF_TString_InternalSetLarge(str, buffer, size, cap);
}

/* As TF_TString_Reserve, growing by at least twice the current capacity: appends stay linear. */
static inline void TF_TString_ReserveAmortized(TF_TString* str, size_t new_cap) {
  const size_t cap = TF_TString_GetCapacity(str);
  if (new_cap <= cap) return;
  TF_TString_Reserve(str, new_cap > 2 * cap ? new_cap : 2 * cap);
}

/* Writable bytes; a VIEW or OFFSET first becomes an owned copy. */
static inline char* TF_TString_GetMutableDataPointer(TF_TString* str) {
  switch (TF_TString_GetType(str)) {
    case TF_TSTR_SMALL:
      return str->u.smll.str;
    case TF_TSTR_LARGE:
      return str->u.large.ptr;
    default:
      return TF_TString_ResizeUninitialized(str, TF_TString_GetSize(str));
  }
}

/* ---- Assigning. `src` must not point into memory `dst` owns. */

/* `dst` becomes a VIEW of src[0..size), referencing `owner_ref` (if not NULL) until it changes. */
static inline void TF_TString_AssignViewWithOwner(TF_TString* dst, const char* src, size_t size,
                                                  TStringOwnerCApi* owner_ref) {
  if (owner_ref != NULL) owner_ref->ref(owner_ref); /* first: dst may hold the last reference */
  TF_TString_Dealloc(dst);
  dst->u.view.size = size << 2 | TF_TSTR_VIEW;
  dst->u.view.ptr = src;
  dst->u.view.owner_ref = owner_ref;
}

/* `dst` becomes a VIEW of src[0..size), which must outlive it. */
static inline void TF_TString_AssignView(TF_TString* dst, const char* src, size_t size) {
  TF_TString_AssignViewWithOwner(dst, src, size, NULL);
}

/* `dst` becomes an owned (SMALL or LARGE) copy of src[0..size). */
static inline void TF_TString_Copy(TF_TString* dst, const char* src, size_t size) {
  const TF_TString_Type type = TF_TString_GetType(dst);
  if (type == TF_TSTR_VIEW || type == TF_TSTR_OFFSET) {
    /* Nothing of the old bytes is kept: drop them rather than copy them. */
    TF_TString_Dealloc(dst);
    TF_TString_Init(dst);
  }
  char* data = TF_TString_ResizeUninitialized(dst, size);
  if (data != NULL && size > 0) memcpy(data, src, size);
}

static inline void TF_TString_AppendN(TF_TString* dst, const char* src, size_t size) {
  if (size == 0) return;
  const size_t old_size = TF_TString_GetSize(dst);
  TF_TString_ReserveAmortized(dst, old_size + size);
  char* data = TF_TString_ResizeUninitialized(dst, old_size + size);
  if (data != NULL) memcpy(data + old_size, src, size);
}

static inline void TF_TString_Append(TF_TString* dst, const TF_TString* src) {
  TF_TString_AppendN(dst, TF_TString_GetDataPointer(src), TF_TString_GetSize(src));
}

/* `dst` becomes equal to `src`: SMALL and VIEW strings are copied as they are (a view shares its
 * owner), LARGE ones into a buffer of dst's own, and an OFFSET becomes a VIEW of its bytes. */
static inline void TF_TString_Assign(TF_TString* dst, const TF_TString* src) {
  if (dst == src) return;
  switch (TF_TString_GetType(src)) {
    case TF_TSTR_SMALL:
      TF_TString_Dealloc(dst);
      *dst = *src;
      return;
    case TF_TSTR_LARGE:
      TF_TString_Copy(dst, src->u.large.ptr, TF_TString_GetSize(src));
      return;
    case TF_TSTR_OFFSET:
      TF_TString_AssignView(dst, TF_TString_GetDataPointer(src), TF_TString_GetSize(src));
      return;
    default:
      TF_TString_AssignViewWithOwner(dst, src->u.view.ptr, TF_TString_GetSize(src),
                                     src->u.view.owner_ref);
      return;
  }
}

/* `dst` takes over `src`'s string; a LARGE or VIEW `src` is left empty. */
static inline void TF_TString_Move(TF_TString* dst, TF_TString* src) {
  if (dst == src) return;
  switch (TF_TString_GetType(src)) {
    case TF_TSTR_SMALL:
      TF_TString_Dealloc(dst);
      *dst = *src;
      return;
    case TF_TSTR_OFFSET:
      TF_TString_AssignView(dst, TF_TString_GetDataPointer(src), TF_TString_GetSize(src));
      return;
    default:
      TF_TString_Dealloc(dst);
      *dst = *src;
      TF_TString_Init(src);
      return;
  }
}

#ifdef __cplusplus
}  /* extern "C" */
#endif

#endif /* TENSORFLOW_LITE_CORE_PLATFORM_CTSTRING_H_ */
