#include "tensorflow_lite_core/platform/status.h"

#include <sstream>
#include <type_traits>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "gtest/gtest.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/statusor.h"

namespace tensorflow {
namespace {

TEST(StatusTest, DefaultIsOk) {
  Status status;
  EXPECT_TRUE(status.ok());
  EXPECT_EQ(status.code(), error::OK);
  EXPECT_EQ(status.message(), "");
  EXPECT_EQ(status.ToString(), "OK");
  EXPECT_EQ(status, absl::OkStatus());
  EXPECT_EQ(status, OkStatus());
}

TEST(StatusTest, ErrorCarriesCodeAndMessage) {
  Status status(error::INVALID_ARGUMENT, "bad shape");
  EXPECT_FALSE(status.ok());
  EXPECT_EQ(status.code(), error::INVALID_ARGUMENT);
  EXPECT_EQ(status.message(), "bad shape");
  EXPECT_EQ(status.message(), "bad shape");
  EXPECT_EQ(status.ToString(), "INVALID_ARGUMENT: bad shape");
}

TEST(StatusTest, OkCodeDropsMessage) {
  Status status(error::OK, "ignored");
  EXPECT_TRUE(status.ok());
  EXPECT_EQ(status.message(), "");
}

TEST(StatusTest, CopyAndMoveKeepTheError) {
  Status original(error::NOT_FOUND, "op Foo");
  Status copy = original;
  EXPECT_EQ(copy, original);
  Status assigned;
  assigned = original;
  EXPECT_EQ(assigned, original);
  Status moved = std::move(copy);
  EXPECT_EQ(moved, original);
  assigned = OkStatus();
  EXPECT_TRUE(assigned.ok());
  EXPECT_FALSE(original.ok());
}

TEST(StatusTest, EqualityComparesCodeAndMessage) {
  EXPECT_NE(Status(error::INTERNAL, "a"), Status(error::INTERNAL, "b"));
  EXPECT_NE(Status(error::INTERNAL, "a"), Status(error::UNKNOWN, "a"));
  EXPECT_NE(Status(error::INTERNAL, "a"), OkStatus());
  EXPECT_EQ(Status(error::INTERNAL, "a"), Status(error::INTERNAL, "a"));
}

TEST(StatusTest, UpdateKeepsFirstError) {
  Status status;
  status.Update(OkStatus());
  EXPECT_TRUE(status.ok());
  status.Update(Status(error::ABORTED, "first"));
  status.Update(Status(error::CANCELLED, "second"));
  EXPECT_EQ(status, Status(error::ABORTED, "first"));
}

TEST(StatusTest, EveryCodeHasItsName) {
  EXPECT_EQ(error::CodeToString(error::CANCELLED), "CANCELLED");
  EXPECT_EQ(error::CodeToString(error::DATA_LOSS), "DATA_LOSS");
  EXPECT_EQ(error::CodeToString(error::UNAUTHENTICATED), "UNAUTHENTICATED");
  EXPECT_EQ(error::CodeToString(static_cast<error::Code>(99)), "UNKNOWN_CODE(99)");
}

TEST(StatusTest, StreamsAsToString) {
  std::ostringstream out;
  out << Status(error::OUT_OF_RANGE, "index 7");
  EXPECT_EQ(out.str(), "OUT_OF_RANGE: index 7");
}

Status FailsWith(error::Code code) { return Status(code, "inner"); }

Status ReturnsEarly(error::Code code, bool* reached_end) {
  TF_RETURN_IF_ERROR(FailsWith(code));
  *reached_end = true;
  return errors::Internal("should not get here on error");
}

TEST(StatusTest, ReturnIfErrorPropagatesErrorsOnly) {
  bool reached_end = false;
  EXPECT_EQ(ReturnsEarly(error::UNAVAILABLE, &reached_end), Status(error::UNAVAILABLE, "inner"));
  EXPECT_FALSE(reached_end);
  EXPECT_EQ(ReturnsEarly(error::OK, &reached_end).code(), error::INTERNAL);
  EXPECT_TRUE(reached_end);
}

absl::Status AbslHelper(bool fail) {
  if (fail) return absl::FailedPreconditionError("absl helper");
  return absl::OkStatus();
}

Status CallsAbslHelper(bool fail) {
  TF_RETURN_IF_ERROR(AbslHelper(fail));
  return OkStatus();
}

absl::Status CallsTensorFlowHelper(bool fail) {
  TF_RETURN_IF_ERROR(CallsAbslHelper(fail));
  return OkStatus();
}

TEST(StatusTest, IsAbslStatus) {
  // As in TensorFlow 2.21, so overloads, templates and lambdas see one type.
  static_assert(std::is_same_v<Status, absl::Status>);
  static_assert(std::is_same_v<tsl::Status, absl::Status>);
  static_assert(std::is_same_v<decltype(errors::Internal("x")), absl::Status>);
  static_assert(std::is_same_v<decltype(OkStatus()), absl::Status>);
}

TEST(StatusTest, AbslStatusAndStatusConvertBothWays) {
  EXPECT_TRUE(CallsAbslHelper(false).ok());
  EXPECT_TRUE(CallsTensorFlowHelper(false).ok());
  const Status status = CallsAbslHelper(true);
  EXPECT_EQ(status.code(), error::FAILED_PRECONDITION);
  EXPECT_EQ(status.code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_EQ(status.message(), "absl helper");
  const absl::Status as_absl = status;
  EXPECT_EQ(as_absl, status);
  EXPECT_EQ(status, as_absl);
  EXPECT_EQ(CallsTensorFlowHelper(true), absl::FailedPreconditionError("absl helper"));
  EXPECT_NE(status, absl::OkStatus());
  EXPECT_EQ(Status(errors::NotFound("x")), absl::NotFoundError("x"));
  EXPECT_TRUE(absl::IsNotFound(errors::NotFound("x")));
  EXPECT_TRUE(errors::IsNotFound(absl::NotFoundError("x")));
}

TEST(StatusTest, LambdasMayMixEverySpellingOfOk) {
  // A lambda's return type is deduced from all its returns: these must have one type.
  auto shape_fn = [](int rank) {
    if (rank < -1) return errors::InvalidArgument("rank ", rank);
    if (rank == -1) return tensorflow::Status();
    if (rank == 0) return Status();
    if (rank == 1) return OkStatus();
    TF_RETURN_IF_ERROR(AbslHelper(rank > 2));
    return absl::OkStatus();
  };
  EXPECT_EQ(shape_fn(-2).code(), error::INVALID_ARGUMENT);
  EXPECT_TRUE(shape_fn(-1).ok() && shape_fn(0).ok() && shape_fn(1).ok() && shape_fn(2).ok());
  EXPECT_EQ(shape_fn(3).code(), error::FAILED_PRECONDITION);
}

absl::StatusOr<int> ParsePositive(int value) {
  if (value <= 0) return errors::InvalidArgument("not positive: ", value);
  return value;
}

Status SumOfPositives(int a, int b, int* sum) {
  TF_ASSIGN_OR_RETURN(int first, ParsePositive(a));
  TF_ASSIGN_OR_RETURN(const int second, ParsePositive(b));
  *sum = first + second;
  return OkStatus();
}

TEST(StatusTest, AssignOrReturnMovesTheValueOrReturnsTheError) {
  int sum = 0;
  EXPECT_TRUE(SumOfPositives(2, 3, &sum).ok());
  EXPECT_EQ(sum, 5);
  EXPECT_EQ(SumOfPositives(2, -3, &sum), errors::InvalidArgument("not positive: -3"));
  StatusOr<int> value = ParsePositive(4);
  EXPECT_EQ(value.value(), 4);
}

TEST(StatusTest, TslNamesAreTheSame) {
  tsl::Status status = tsl::errors::Aborted("a");
  EXPECT_EQ(status.code(), tsl::error::ABORTED);
  EXPECT_TRUE(tsl::OkStatus().ok());
  tsl::StatusOr<int> value = 3;
  EXPECT_EQ(*value, 3);
}

TEST(StatusTest, OkCodeWithAnyMessageTypeIsOk) {
  const std::string text = "x";
  EXPECT_TRUE(Status(error::OK, text).ok());
  EXPECT_EQ(Status(error::ABORTED, absl::string_view(text)).message(), "x");
}

}  // namespace
}  // namespace tensorflow
