// gtl::ArraySlice / gtl::MutableArraySlice: TensorFlow's names for Abseil's Span, a borrowed
// view of contiguous elements (read-only / writable).
#ifndef TENSORFLOW_LITE_CORE_LIB_GTL_ARRAY_SLICE_H_
#define TENSORFLOW_LITE_CORE_LIB_GTL_ARRAY_SLICE_H_

#include "absl/types/span.h"
#include "tensorflow_lite_core/lib/gtl/inlined_vector.h"

namespace tensorflow {
namespace gtl {

template <typename T>
using ArraySlice = absl::Span<const T>;

template <typename T>
using MutableArraySlice = absl::Span<T>;

}  // namespace gtl
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_LIB_GTL_ARRAY_SLICE_H_
