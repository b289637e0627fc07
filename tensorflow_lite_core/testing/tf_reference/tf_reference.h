// TensorFlow's recorded answers (the .tsv files beside this header, written by
// record_tf_reference.py), for tests that check that tflc's helpers give TensorFlow's numbers
// and texts. Tests depend on ":tf_reference" and on the files they read (data = [...]).
#ifndef TENSORFLOW_LITE_CORE_TESTING_TF_REFERENCE_TF_REFERENCE_H_
#define TENSORFLOW_LITE_CORE_TESTING_TF_REFERENCE_TF_REFERENCE_H_

#include <string>
#include <string_view>
#include <vector>

#include "tensorflow_lite_core/platform/types.h"

namespace tensorflow {
namespace tf_reference {

// One recorded case: the fields after its kind.
using Row = std::vector<std::string>;

// The rows of `file` ("philox" for philox.tsv) whose kind is `kind`, in file order. Fails the
// calling test (and returns none) when the file cannot be read or holds no row of that kind.
std::vector<Row> Rows(const std::string& file, const std::string& kind);

// Field parsers; each fails the calling test on malformed text.
uint64 Hex(std::string_view text);                      // "ff" -> 255
int64 Int(std::string_view text);                       // "-3" -> -3
std::vector<uint64> HexList(std::string_view text);     // "1 ff" -> {1, 255}
std::vector<int64> IntList(std::string_view text);      // "[1,-2]" or "1 -2" -> {1, -2}
float FloatFromBits(std::string_view hex_bits);         // "3f800000" -> 1.0f
double DoubleFromBits(std::string_view hex_bits);
std::string Unescape(std::string_view escaped);         // the probe's C escapes, undone

}  // namespace tf_reference
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_TESTING_TF_REFERENCE_TF_REFERENCE_H_
