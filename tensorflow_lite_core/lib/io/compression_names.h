// The compression names TFRecord options accept, and the error for those not supported here.
#ifndef TENSORFLOW_LITE_CORE_LIB_IO_COMPRESSION_NAMES_H_
#define TENSORFLOW_LITE_CORE_LIB_IO_COMPRESSION_NAMES_H_

#include <string>

#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/logging.h"

namespace tensorflow {
namespace io {
namespace compression {

// The type a name selects (RecordWriterOptions' and RecordReaderOptions' enums share values).
inline int TypeFromName(const std::string& name) {
  if (name == "ZLIB" || name == "GZIP") return 1;
  if (name == "SNAPPY") return 2;
  if (!name.empty()) {
    LOG(ERROR) << "Unsupported compression_type:" << name << ". No compression will be used.";
  }
  return 0;
}

inline absl::Status Unsupported(int type) {
  return errors::Unimplemented("TFRecord compression ", type == 2 ? "SNAPPY" : "ZLIB/GZIP",
                               " is not supported by tensorflow_lite_core; only uncompressed "
                               "records (compression type \"\") are");
}

}  // namespace compression
}  // namespace io
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_LIB_IO_COMPRESSION_NAMES_H_
