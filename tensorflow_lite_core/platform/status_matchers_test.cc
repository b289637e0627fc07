#include "tensorflow_lite_core/platform/status_matchers.h"

#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "gmock/gmock.h"
#include "gtest/gtest-spi.h"
#include "gtest/gtest.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {
namespace {

using ::tensorflow::testing::IsOk;
using ::tensorflow::testing::IsOkAndHolds;
using ::tensorflow::testing::StatusIs;
using ::testing::AllOf;
using ::testing::DescribeMatcher;
using ::testing::Gt;
using ::testing::HasSubstr;
using ::testing::Not;

// The explanation `matcher` gives for `value`, which it must not match.
template <typename T, typename M>
std::string Explain(const M& matcher, const T& value) {
  ::testing::StringMatchResultListener listener;
  EXPECT_FALSE(::testing::Matcher<T>(matcher).MatchAndExplain(value, &listener));
  return listener.str();
}

TEST(StatusMatchersTest, IsOk) {
  EXPECT_THAT(OkStatus(), IsOk());
  EXPECT_THAT(absl::StatusOr<int>(3), IsOk());
  EXPECT_THAT(errors::NotFound("x"), Not(IsOk()));
  EXPECT_THAT(absl::StatusOr<int>(errors::Internal("y")), Not(IsOk()));
  EXPECT_EQ(Explain<absl::Status>(IsOk(), errors::NotFound("no 'Foo'")),
            "which is NOT_FOUND: no 'Foo'");
  EXPECT_EQ(DescribeMatcher<absl::Status>(IsOk()), "is OK");
  EXPECT_EQ(DescribeMatcher<absl::Status>(IsOk(), /*negation=*/true), "is not OK");
}

TEST(StatusMatchersTest, StatusIs) {
  const absl::Status status = errors::InvalidArgument("input must be a vector, got [2,2]");
  EXPECT_THAT(status, StatusIs(error::INVALID_ARGUMENT));
  EXPECT_THAT(status, StatusIs(absl::StatusCode::kInvalidArgument, HasSubstr("must be a vector")));
  EXPECT_THAT(status, StatusIs(error::INVALID_ARGUMENT, "input must be a vector, got [2,2]"));
  EXPECT_THAT(status, StatusIs(::testing::_, HasSubstr("[2,2]")));
  EXPECT_THAT(status, Not(StatusIs(error::NOT_FOUND)));
  EXPECT_THAT(status, Not(StatusIs(error::INVALID_ARGUMENT, HasSubstr("scalar"))));
  EXPECT_THAT(OkStatus(), StatusIs(error::OK));
  EXPECT_THAT(absl::StatusOr<int>(errors::Unimplemented("later")),
              StatusIs(error::UNIMPLEMENTED, "later"));

  EXPECT_EQ(Explain<absl::Status>(StatusIs(error::NOT_FOUND), status),
            "which is INVALID_ARGUMENT: input must be a vector, got [2,2], whose code does not "
            "match");
  EXPECT_EQ(Explain<absl::Status>(StatusIs(error::INVALID_ARGUMENT, "x"), status),
            "which is INVALID_ARGUMENT: input must be a vector, got [2,2], whose message does not "
            "match");
  EXPECT_EQ(Explain<absl::Status>(StatusIs(error::NOT_FOUND), OkStatus()),
            "which is OK, whose code does not match");
  EXPECT_EQ(DescribeMatcher<absl::Status>(StatusIs(error::NOT_FOUND, HasSubstr("op"))),
            "has a status code that is equal to NOT_FOUND, and has an error message that has "
            "substring \"op\"");
}

TEST(StatusMatchersTest, IsOkAndHolds) {
  EXPECT_THAT(absl::StatusOr<int>(12), IsOkAndHolds(12));
  EXPECT_THAT(absl::StatusOr<int>(12), IsOkAndHolds(AllOf(Gt(10), Not(Gt(12)))));
  EXPECT_THAT(absl::StatusOr<std::string>("text"), IsOkAndHolds(HasSubstr("ex")));
  EXPECT_THAT(absl::StatusOr<int>(12), Not(IsOkAndHolds(13)));
  EXPECT_THAT(absl::StatusOr<int>(errors::Internal("no")), Not(IsOkAndHolds(::testing::_)));

  EXPECT_EQ(Explain<absl::StatusOr<int>>(IsOkAndHolds(13), absl::StatusOr<int>(12)),
            "which holds 12");
  EXPECT_EQ(
      Explain<absl::StatusOr<int>>(IsOkAndHolds(13), absl::StatusOr<int>(errors::Internal("no"))),
      "which is INTERNAL: no");
  EXPECT_EQ(DescribeMatcher<absl::StatusOr<int>>(IsOkAndHolds(Gt(3))),
            "is OK and has a value that is > 3");
}

TEST(StatusMatchersTest, FailureMessageNamesTheStatus) {
  EXPECT_NONFATAL_FAILURE(
      EXPECT_THAT(errors::NotFound("no kernel"), StatusIs(error::INVALID_ARGUMENT)),
      "whose code does not match");
  EXPECT_NONFATAL_FAILURE(EXPECT_THAT(errors::NotFound("no kernel"), IsOk()),
                          "which is NOT_FOUND: no kernel");
}

}  // namespace
}  // namespace tensorflow
