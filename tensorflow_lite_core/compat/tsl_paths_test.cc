// TensorFlow 2.21's pip package also has its platform headers at tsl/platform/ and
// tensorflow/tsl/platform/; op libraries that include them there get the same declarations.
#include "tensorflow/tsl/platform/errors.h"
#include "tensorflow/tsl/platform/mutex.h"
#include "tensorflow/tsl/platform/thread_annotations.h"
#include "tensorflow/tsl/platform/tstring.h"
#include "tsl/platform/env.h"
#include "tsl/platform/logging.h"
#include "tsl/platform/path.h"
#include "tsl/platform/strcat.h"

#include "gtest/gtest.h"

namespace {

class Counter {
 public:
  void Add() {
    tensorflow::mutex_lock lock(mu_);
    ++count_;
  }
  int count() {
    tensorflow::mutex_lock lock(mu_);
    return count_;
  }

 private:
  tensorflow::mutex mu_;
  int count_ TF_GUARDED_BY(mu_) = 0;
};

TEST(TslPathsTest, DeclarationsAreTheFrameworks) {
  const absl::Status status = tensorflow::errors::InvalidArgument("bad ", 3);
  EXPECT_EQ(status.message(), "bad 3");
  const tensorflow::tstring text("abc");
  EXPECT_EQ(text.size(), 3u);
  Counter counter;
  counter.Add();
  EXPECT_EQ(counter.count(), 1);
  EXPECT_EQ(tensorflow::io::JoinPath("a", "b"), "a/b");
  EXPECT_EQ(tensorflow::strings::StrCat("x", 1), "x1");
  EXPECT_NE(tensorflow::Env::Default(), nullptr);
}

}  // namespace
