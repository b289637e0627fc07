// With -DTFLC_GUIDE_ERA_STATUS, TensorFlow 1.x's spellings compile and mean what they meant, and
// the status still converts to and from absl::Status, which every framework function takes.
#include <sstream>
#include <string>
#include <type_traits>

#include "absl/status/status.h"
#include "gtest/gtest.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {
namespace {

static_assert(!std::is_same_v<Status, absl::Status>, "the opt-in's Status is its own class");
static_assert(sizeof(Status) == sizeof(absl::Status), "and holds exactly one absl::Status");

TEST(GuideEraStatusTest, OkAndErrorMessageSpellings) {
  Status status = Status::OK();
  EXPECT_TRUE(status.ok());
  EXPECT_EQ(status.error_message(), "");
  status = Status(error::INVALID_ARGUMENT, "bad shape");
  EXPECT_EQ(status.code(), error::INVALID_ARGUMENT);
  EXPECT_EQ(status.error_message(), "bad shape");
  EXPECT_EQ(status.ToString(), "INVALID_ARGUMENT: bad shape");
  EXPECT_NE(status, Status::OK());
}

TEST(GuideEraStatusTest, OkCodeDropsTheMessage) {
  EXPECT_TRUE(Status(error::OK, "ignored").ok());
  EXPECT_EQ(Status(error::OK, "ignored").error_message(), "");
}

TEST(GuideEraStatusTest, UpdateKeepsTheFirstError) {
  Status status;
  status.Update(Status::OK());
  status.Update(errors::Aborted("first"));
  status.Update(errors::Cancelled("second"));
  EXPECT_EQ(status, errors::Aborted("first"));
}

absl::Status FrameworkStyleHelper(bool fail) {
  return fail ? absl::NotFoundError("op Foo") : absl::OkStatus();
}

Status GuideStyleCaller(bool fail) {
  TF_RETURN_IF_ERROR(FrameworkStyleHelper(fail));
  return Status::OK();
}

TEST(GuideEraStatusTest, ConvertsBothWaysWithAbslStatus) {
  EXPECT_TRUE(GuideStyleCaller(false).ok());
  const Status status = GuideStyleCaller(true);
  EXPECT_EQ(status.error_message(), "op Foo");
  const absl::Status as_absl = status;
  EXPECT_EQ(as_absl, absl::NotFoundError("op Foo"));
  EXPECT_EQ(status, as_absl);
  std::ostringstream out;
  out << status;
  EXPECT_EQ(out.str(), "NOT_FOUND: op Foo");
}

TEST(GuideEraStatusTest, ShapeFunctionLambdaMixesOkSpellings) {
  // The guide's shape functions return Status::OK() beside TF_RETURN_IF_ERROR and errors::*.
  auto shape_fn = [](int rank) {
    if (rank < 0) return errors::InvalidArgument("rank ", rank);
    if (rank == 0) return Status::OK();
    TF_RETURN_IF_ERROR(FrameworkStyleHelper(rank > 1));
    return OkStatus();
  };
  EXPECT_EQ(shape_fn(-1).code(), error::INVALID_ARGUMENT);
  EXPECT_TRUE(shape_fn(0).ok());
  EXPECT_TRUE(shape_fn(1).ok());
  EXPECT_EQ(shape_fn(2).code(), error::NOT_FOUND);
}

}  // namespace
}  // namespace tensorflow
