// Shared by the resource tests: the two resource types TensorFlow's answers were recorded with
// (testing/tf_reference/resource_reference_probe.cc), and access to those answers
// (resource.tsv).
#ifndef TENSORFLOW_LITE_CORE_FRAMEWORK_TESTING_RESOURCE_TEST_UTIL_H_
#define TENSORFLOW_LITE_CORE_FRAMEWORK_TESTING_RESOURCE_TEST_UTIL_H_

#include <atomic>
#include <string>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/resource_base.h"
#include "tensorflow_lite_core/platform/status.h"
#include "tensorflow_lite_core/testing/tf_reference/tf_reference.h"

// At global scope, as in the probe, so that their mangled names ("15CounterResource") and hence
// their hash codes and messages are the recorded ones.
class CounterResource : public tensorflow::ResourceBase {
 public:
  CounterResource() = default;
  // `*destroyed` is incremented when the resource goes.
  explicit CounterResource(std::atomic<int>* destroyed) : destroyed_(destroyed) {}
  ~CounterResource() override {
    if (destroyed_ != nullptr) ++*destroyed_;
  }
  std::string DebugString() const override { return "a counter"; }
  int64_t MemoryUsed() const override { return 8; }

  std::atomic<int64_t> count{0};

 private:
  std::atomic<int>* destroyed_ = nullptr;
};

class OtherResource : public tensorflow::ResourceBase {
 public:
  std::string DebugString() const override { return "another resource"; }
};

namespace tensorflow {
namespace resource_test {

// The fields of the recorded row of `kind` ("status", "text", "bytes") named `name`.
inline tf_reference::Row Recorded(const std::string& kind, const std::string& name) {
  for (const tf_reference::Row& row : tf_reference::Rows("resource", kind)) {
    if (!row.empty() && row[0] == name) return row;
  }
  ADD_FAILURE() << "resource.tsv has no " << kind << " row named '" << name << "'";
  return tf_reference::Row(4);
}

// TensorFlow's text for `name`.
inline std::string RecordedText(const std::string& name) {
  return tf_reference::Unescape(Recorded("text", name).at(1));
}

// The bytes recorded for `name` (hex in the file).
inline std::string RecordedBytes(const std::string& name) {
  const std::string hex = Recorded("bytes", name).at(1);
  std::string bytes;
  for (size_t i = 0; i + 1 < hex.size(); i += 2) {
    bytes.push_back(static_cast<char>(std::stoi(hex.substr(i, 2), nullptr, 16)));
  }
  return bytes;
}

// Expects `status` to have the code and message TensorFlow gave in case `name`.
inline void ExpectRecordedStatus(const std::string& name, const absl::Status& status) {
  const tf_reference::Row row = Recorded("status", name);
  EXPECT_EQ(static_cast<int>(status.code()), std::stoi(row.at(1))) << name << ": " << status;
  EXPECT_EQ(std::string(status.message()), tf_reference::Unescape(row.at(2))) << name;
}

}  // namespace resource_test
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_FRAMEWORK_TESTING_RESOURCE_TEST_UTIL_H_
