// Choices taken from a fuzzer's bytes, front to back. When the bytes run out every choice is the
// lowest value allowed, so any input, even an empty one, decodes to a valid sequence of choices.
#ifndef TENSORFLOW_LITE_CORE_FUZZING_FUZZED_CHOICES_H_
#define TENSORFLOW_LITE_CORE_FUZZING_FUZZED_CHOICES_H_

#include <cstddef>
#include <cstdint>
#include <string>

namespace tensorflow {
namespace fuzzing {

class FuzzedBytes {
 public:
  FuzzedBytes(const uint8_t* data, size_t size) : data_(data), size_(size) {}

  // A value in [low, high] (low when the bytes are used up).
  int64_t Int(int64_t low, int64_t high) {
    if (high <= low) return low;
    const uint64_t range = static_cast<uint64_t>(high) - static_cast<uint64_t>(low);
    uint64_t value = 0;
    // As many bytes as the range needs, so small choices cost one byte.
    for (uint64_t covered = 0; covered < range && position_ < size_;
         covered = (covered << 8) | 0xff) {
      value = (value << 8) | data_[position_++];
    }
    if (range != UINT64_MAX) value %= range + 1;
    return static_cast<int64_t>(static_cast<uint64_t>(low) + value);
  }
  uint64_t Bits() { return static_cast<uint64_t>(Int(INT64_MIN, INT64_MAX)); }
  // Up to `max_length` bytes as text.
  std::string String(size_t max_length) {
    const size_t length = static_cast<size_t>(Int(0, static_cast<int64_t>(max_length)));
    std::string text;
    while (text.size() < length && position_ < size_) {
      text.push_back(static_cast<char>(data_[position_++]));
    }
    return text;
  }
  bool empty() const { return position_ >= size_; }

 private:
  const uint8_t* data_;
  size_t size_;
  size_t position_ = 0;
};

}  // namespace fuzzing
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FUZZING_FUZZED_CHOICES_H_
