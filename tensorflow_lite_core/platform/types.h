// Fixed-width integer names and the string element type, as TensorFlow spells them.
#ifndef TENSORFLOW_LITE_CORE_PLATFORM_TYPES_H_
#define TENSORFLOW_LITE_CORE_PLATFORM_TYPES_H_

#include <cstdint>
#include <limits>
#include <string>
#include <string_view>

#include "tensorflow_lite_core/platform/tstring.h"  // IWYU pragma: export (the DT_STRING element)

namespace tensorflow {

using int8 = std::int8_t;
using int16 = std::int16_t;
using int32 = std::int32_t;
using int64 = std::int64_t;
using uint8 = std::uint8_t;
using uint16 = std::uint16_t;
using uint32 = std::uint32_t;
using uint64 = std::uint64_t;
using std::string;

// TensorFlow's integer limits (platform/types.h).
inline constexpr uint8 kuint8max = std::numeric_limits<uint8>::max();
inline constexpr uint16 kuint16max = std::numeric_limits<uint16>::max();
inline constexpr uint32 kuint32max = std::numeric_limits<uint32>::max();
inline constexpr uint64 kuint64max = std::numeric_limits<uint64>::max();
inline constexpr int8 kint8min = std::numeric_limits<int8>::min();
inline constexpr int8 kint8max = std::numeric_limits<int8>::max();
inline constexpr int16 kint16min = std::numeric_limits<int16>::min();
inline constexpr int16 kint16max = std::numeric_limits<int16>::max();
inline constexpr int32 kint32min = std::numeric_limits<int32>::min();
inline constexpr int32 kint32max = std::numeric_limits<int32>::max();
inline constexpr int64 kint64min = std::numeric_limits<int64>::min();
inline constexpr int64 kint64max = std::numeric_limits<int64>::max();

// TensorFlow's name for a borrowed view of text.
using StringPiece = std::string_view;

}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_PLATFORM_TYPES_H_
