// Calls into ctstring.h from a C translation unit (ctstring_test_calls.c), for tstring_test: the
// header must compile as C, with the project's warnings, as plugins compile it.
#ifndef TENSORFLOW_LITE_CORE_PLATFORM_CTSTRING_TEST_CALLS_H_
#define TENSORFLOW_LITE_CORE_PLATFORM_CTSTRING_TEST_CALLS_H_

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

// Copies `text` into a TF_TString, appends "!", copies the result into out[0..out_size) (NUL
// terminated) and returns the string's type before it is deallocated.
int CTStringRoundTripFromC(const char* text, char* out, size_t out_size);

// sizeof(TF_TString) as C sees it.
size_t CTStringSizeofFromC(void);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // TENSORFLOW_LITE_CORE_PLATFORM_CTSTRING_TEST_CALLS_H_
