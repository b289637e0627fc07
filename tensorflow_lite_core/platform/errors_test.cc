#include "tensorflow_lite_core/platform/errors.h"

#include <ostream>

#include "gtest/gtest.h"

namespace tensorflow {
namespace {

TEST(ErrorsTest, ConcatenatesStringAndNumberPieces) {
  Status status = errors::InvalidArgument("dim ", 3, " of '", std::string("x"), "' is ", -1.5);
  EXPECT_EQ(status.code(), error::INVALID_ARGUMENT);
  EXPECT_EQ(status.message(), "dim 3 of 'x' is -1.5");
}

// Not a string or a number: written by its operator<<, as TensorFlow writes a TensorShape.
struct Shape {
  int rows, cols;
};
std::ostream& operator<<(std::ostream& os, const Shape& shape) {
  return os << "[" << shape.rows << "," << shape.cols << "]";
}

TEST(ErrorsTest, PiecesWithoutAStringFormAreStreamed) {
  const absl::Status status = errors::InvalidArgument("bad shape ", Shape{2, 3}, " for input ", 1);
  EXPECT_EQ(status.message(), "bad shape [2,3] for input 1");
}

TEST(ErrorsTest, EachConstructorHasItsCodeAndPredicate) {
  struct Case {
    Status status;
    error::Code code;
    bool (*is)(const absl::Status&);
  };
  const Case cases[] = {
      {errors::Cancelled("m"), error::CANCELLED, errors::IsCancelled},
      {errors::Unknown("m"), error::UNKNOWN, errors::IsUnknown},
      {errors::InvalidArgument("m"), error::INVALID_ARGUMENT, errors::IsInvalidArgument},
      {errors::DeadlineExceeded("m"), error::DEADLINE_EXCEEDED, errors::IsDeadlineExceeded},
      {errors::NotFound("m"), error::NOT_FOUND, errors::IsNotFound},
      {errors::AlreadyExists("m"), error::ALREADY_EXISTS, errors::IsAlreadyExists},
      {errors::PermissionDenied("m"), error::PERMISSION_DENIED, errors::IsPermissionDenied},
      {errors::ResourceExhausted("m"), error::RESOURCE_EXHAUSTED, errors::IsResourceExhausted},
      {errors::FailedPrecondition("m"), error::FAILED_PRECONDITION, errors::IsFailedPrecondition},
      {errors::Aborted("m"), error::ABORTED, errors::IsAborted},
      {errors::OutOfRange("m"), error::OUT_OF_RANGE, errors::IsOutOfRange},
      {errors::Unimplemented("m"), error::UNIMPLEMENTED, errors::IsUnimplemented},
      {errors::Internal("m"), error::INTERNAL, errors::IsInternal},
      {errors::Unavailable("m"), error::UNAVAILABLE, errors::IsUnavailable},
      {errors::DataLoss("m"), error::DATA_LOSS, errors::IsDataLoss},
      {errors::Unauthenticated("m"), error::UNAUTHENTICATED, errors::IsUnauthenticated},
  };
  for (const Case& c : cases) {
    EXPECT_EQ(c.status.code(), c.code) << c.status;
    EXPECT_EQ(c.status.message(), "m");
    EXPECT_TRUE(c.is(c.status)) << c.status;
    EXPECT_FALSE(c.is(OkStatus())) << c.status;
  }
  EXPECT_FALSE(errors::IsNotFound(errors::InvalidArgument("m")));
}

TEST(ErrorsTest, AppendAndPrependLeaveOkAlone) {
  EXPECT_TRUE(errors::AppendToMessage(OkStatus(), "x").ok());
  EXPECT_TRUE(errors::Prepend(OkStatus(), "x").ok());
  Status status = errors::NotFound("no op");
  EXPECT_EQ(errors::AppendToMessage(status, "while loading ", "lib.so").message(),
            "no op\n\twhile loading lib.so");
  EXPECT_EQ(errors::Prepend(status, "lib.so: ").message(), "lib.so: no op");
  EXPECT_EQ(errors::Prepend(status, "x").code(), error::NOT_FOUND);
}

}  // namespace
}  // namespace tensorflow
