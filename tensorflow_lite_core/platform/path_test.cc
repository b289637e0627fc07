#include "tensorflow_lite_core/platform/path.h"

#include <string>

#include "gtest/gtest.h"
#include "tensorflow_lite_core/platform/tstring.h"
#include "tensorflow_lite_core/testing/tf_reference/tf_reference.h"

namespace tensorflow {
namespace io {
namespace {

using tf_reference::Unescape;

TEST(PathTest, SplittingAndCleaningMatchTensorFlow) {
  const auto rows = tf_reference::Rows("io", "path");
  EXPECT_GE(rows.size(), 30u);
  for (const auto& row : rows) {
    const std::string path = Unescape(row[0]);
    EXPECT_EQ(Basename(path), Unescape(row[1])) << path;
    EXPECT_EQ(Dirname(path), Unescape(row[2])) << path;
    EXPECT_EQ(Extension(path), Unescape(row[3])) << path;
    EXPECT_EQ(BasenamePrefix(path), Unescape(row[4])) << path;
    EXPECT_EQ(IsAbsolutePath(path), row[5] == "1") << path;
    EXPECT_EQ(CleanPath(path), Unescape(row[6])) << path;
    StringPiece scheme, host, rest;
    ParseURI(path, &scheme, &host, &rest);
    EXPECT_EQ(scheme, Unescape(row[7])) << path;
    EXPECT_EQ(host, Unescape(row[8])) << path;
    EXPECT_EQ(rest, Unescape(row[9])) << path;
  }
}

TEST(PathTest, JoiningMatchesTensorFlow) {
  for (const auto& row : tf_reference::Rows("io", "join")) {
    const std::string joined =
        row.size() == 3 ? JoinPath(Unescape(row[1]), Unescape(row[2]))
                        : JoinPath(Unescape(row[1]), Unescape(row[2]), Unescape(row[3]));
    EXPECT_EQ(joined, Unescape(row[0]));
  }
}

TEST(PathTest, CreateURIMatchesTensorFlow) {
  for (const auto& row : tf_reference::Rows("io", "create_uri")) {
    EXPECT_EQ(CreateURI(Unescape(row[0]), Unescape(row[1]), Unescape(row[2])), Unescape(row[3]));
  }
}

TEST(PathTest, AcceptsEveryKindOfText) {
  const std::string directory = "/data";
  const absl::string_view file("x.csv");
  const tstring suffix("y");
  EXPECT_EQ(JoinPath(directory, file, suffix, std::string_view("z"), "w"), "/data/x.csv/y/z/w");
  EXPECT_EQ(JoinPath("only"), "only");
  absl::string_view scheme, host, path;
  ParseURI(absl::string_view("gs://bucket/key"), &scheme, &host, &path);
  EXPECT_EQ(scheme, "gs");
  EXPECT_EQ(host, "bucket");
  EXPECT_EQ(path, "/key");
  // Results view the caller's text.
  const std::string text = "dir/name.ext";
  EXPECT_EQ(Extension(text).data(), text.data() + 9);
}

}  // namespace
}  // namespace io
}  // namespace tensorflow
