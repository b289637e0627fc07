// The output of the TensorFlow probes (tf_io_probe.cc, tf_util_probe.cc): tab-separated lines
// "<kind>\t<fields...>", text with C escapes, statuses as absl::Status::ToString() with the scratch
// directory replaced by "<dir>". Compiled only by record_tf_io_reference.py, against TensorFlow.
#ifndef TENSORFLOW_LITE_CORE_TESTING_TF_REFERENCE_TF_PROBE_OUTPUT_H_
#define TENSORFLOW_LITE_CORE_TESTING_TF_REFERENCE_TF_PROBE_OUTPUT_H_

#include <cinttypes>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"

namespace tf_probe {

inline std::string scratch_dir;  // replaced by "<dir>" in printed statuses

inline std::string Escape(absl::string_view text) {
  std::string out;
  for (unsigned char c : text) {
    if (c == '\\') {
      out += "\\\\";
    } else if (c == '\t') {
      out += "\\t";
    } else if (c == '\n') {
      out += "\\n";
    } else if (c < 0x20 || c >= 0x7f) {
      char buffer[8];
      snprintf(buffer, sizeof(buffer), "\\x%02x", c);
      out += buffer;
    } else {
      out += static_cast<char>(c);
    }
  }
  return out;
}

inline std::string Hex(uint64_t value) {
  char buffer[32];
  snprintf(buffer, sizeof(buffer), "%" PRIx64, value);
  return buffer;
}

inline std::string StatusText(const absl::Status& status) {
  std::string text(status.ToString());
  for (size_t at; !scratch_dir.empty() && (at = text.find(scratch_dir)) != std::string::npos;) {
    text.replace(at, scratch_dir.size(), "<dir>");
  }
  return Escape(text);
}

inline void Line(const std::vector<std::string>& fields) {
  std::string line;
  for (size_t i = 0; i < fields.size(); ++i) line += (i ? "\t" : "") + fields[i];
  printf("%s\n", line.c_str());
}

inline std::string WriteScratchFile(const std::string& name, const std::string& contents) {
  const std::string path = scratch_dir + "/" + name;
  std::ofstream(path, std::ios::binary) << contents;
  return path;
}

}  // namespace tf_probe

#endif  // TENSORFLOW_LITE_CORE_TESTING_TF_REFERENCE_TF_PROBE_OUTPUT_H_
