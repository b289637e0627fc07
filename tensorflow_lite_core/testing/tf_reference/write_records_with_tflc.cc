// Usage: write_records_with_tflc <output file> <record as hex>...
// Writes the records as a TFRecord file with tflc's io::RecordWriter: the first half through
// Env::NewWritableFile, the rest through NewAppendableFile, so that appending is covered too.
// record_tf_io_reference.py runs it and has TensorFlow read the file back.
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "tensorflow_lite_core/lib/io/record_writer.h"
#include "tensorflow_lite_core/platform/env.h"

namespace {

bool FromHex(const std::string& hex, std::string* bytes) {
  if (hex.size() % 2 != 0) return false;
  bytes->clear();
  for (size_t i = 0; i < hex.size(); i += 2) {
    unsigned value;
    if (std::sscanf(hex.c_str() + i, "%2x", &value) != 1) return false;
    bytes->push_back(static_cast<char>(value));
  }
  return true;
}

absl::Status Write(const std::string& path, const std::vector<std::string>& records, bool append) {
  tensorflow::Env* env = tensorflow::Env::Default();
  std::unique_ptr<tensorflow::WritableFile> file;
  TF_RETURN_IF_ERROR(append ? env->NewAppendableFile(path, &file)
                            : env->NewWritableFile(path, &file));
  tensorflow::io::RecordWriter writer(file.get());
  for (const std::string& record : records) TF_RETURN_IF_ERROR(writer.WriteRecord(record));
  TF_RETURN_IF_ERROR(writer.Close());
  return file->Close();
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s <output file> <record as hex>...\n", argv[0]);
    return 2;
  }
  std::vector<std::string> records(argc - 2);
  for (int i = 2; i < argc; ++i) {
    if (!FromHex(argv[i], &records[i - 2])) {
      std::fprintf(stderr, "not hex: %s\n", argv[i]);
      return 2;
    }
  }
  const size_t half = records.size() / 2;
  absl::Status status = Write(argv[1], {records.begin(), records.begin() + half}, false);
  if (status.ok()) status = Write(argv[1], {records.begin() + half, records.end()}, true);
  if (!status.ok()) {
    std::fprintf(stderr, "%s\n", status.ToString().c_str());
    return 1;
  }
  return 0;
}
