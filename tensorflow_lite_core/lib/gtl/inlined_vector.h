// gtl::InlinedVector: TensorFlow's name for Abseil's vector that keeps its first N elements
// inside the object (no allocation for small sizes).
#ifndef TENSORFLOW_LITE_CORE_LIB_GTL_INLINED_VECTOR_H_
#define TENSORFLOW_LITE_CORE_LIB_GTL_INLINED_VECTOR_H_

#include <cstddef>

#include "absl/container/inlined_vector.h"

namespace tensorflow {
namespace gtl {

template <typename T, size_t N>
using InlinedVector = absl::InlinedVector<T, N>;

}  // namespace gtl
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_LIB_GTL_INLINED_VECTOR_H_
