// gMock matchers for Status and StatusOr, as TensorFlow's tensorflow/core/platform/
// status_matchers.h names them (tensorflow::testing::IsOk, StatusIs, IsOkAndHolds):
//
//   EXPECT_THAT(RunOpKernel(), IsOk());
//   EXPECT_THAT(InitOp(), StatusIs(error::INVALID_ARGUMENT, HasSubstr("must be a vector")));
//   EXPECT_THAT(ParseCount("12"), IsOkAndHolds(12));          // an absl::StatusOr<int>
//
// Each takes an absl::Status or an absl::StatusOr<T>.
#ifndef TENSORFLOW_LITE_CORE_PLATFORM_STATUS_MATCHERS_H_
#define TENSORFLOW_LITE_CORE_PLATFORM_STATUS_MATCHERS_H_

#include <ostream>
#include <string>
#include <type_traits>
#include <utility>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "gmock/gmock.h"

namespace tensorflow {
namespace testing {
namespace internal_status {

inline const absl::Status& GetStatus(const absl::Status& status) { return status; }
template <typename T>
const absl::Status& GetStatus(const absl::StatusOr<T>& value) {
  return value.status();
}

class IsOkMatcher {
 public:
  template <typename StatusType>
  bool MatchAndExplain(const StatusType& value, ::testing::MatchResultListener* listener) const {
    const absl::Status& status = GetStatus(value);
    if (!status.ok()) *listener << "which is " << status;
    return status.ok();
  }
  void DescribeTo(std::ostream* os) const { *os << "is OK"; }
  void DescribeNegationTo(std::ostream* os) const { *os << "is not OK"; }
};

class StatusIsMatcher {
 public:
  StatusIsMatcher(::testing::Matcher<absl::StatusCode> code,
                  ::testing::Matcher<const std::string&> message)
      : code_(std::move(code)), message_(std::move(message)) {}

  template <typename StatusType>
  bool MatchAndExplain(const StatusType& value, ::testing::MatchResultListener* listener) const {
    const absl::Status& status = GetStatus(value);
    *listener << "which is " << (status.ok() ? "OK" : status.ToString());
    ::testing::StringMatchResultListener inner;
    if (!code_.MatchAndExplain(status.code(), &inner)) {
      *listener << ", whose code does not match";
      return false;
    }
    if (!message_.MatchAndExplain(std::string(status.message()), &inner)) {
      *listener << ", whose message does not match";
      return false;
    }
    return true;
  }
  void DescribeTo(std::ostream* os) const {
    *os << "has a status code that ";
    code_.DescribeTo(os);
    *os << ", and has an error message that ";
    message_.DescribeTo(os);
  }
  void DescribeNegationTo(std::ostream* os) const {
    *os << "has a status code that ";
    code_.DescribeNegationTo(os);
    *os << ", or has an error message that ";
    message_.DescribeNegationTo(os);
  }

 private:
  ::testing::Matcher<absl::StatusCode> code_;
  ::testing::Matcher<const std::string&> message_;
};

// Converts to a Matcher<StatusOr<T>> for the T it is used on, which the inner matcher needs.
template <typename InnerMatcher>
class IsOkAndHoldsMatcher {
 public:
  explicit IsOkAndHoldsMatcher(InnerMatcher inner) : inner_(std::move(inner)) {}

  template <typename StatusOrType>
  operator ::testing::Matcher<StatusOrType>() const {  // NOLINT(google-explicit-constructor)
    using Value = typename std::decay_t<StatusOrType>::value_type;
    return ::testing::Matcher<StatusOrType>(
        new Impl<const StatusOrType&, Value>(::testing::SafeMatcherCast<const Value&>(inner_)));
  }

 private:
  template <typename StatusOrRef, typename Value>
  class Impl : public ::testing::MatcherInterface<StatusOrRef> {
   public:
    explicit Impl(::testing::Matcher<const Value&> inner) : inner_(std::move(inner)) {}
    bool MatchAndExplain(StatusOrRef value,
                         ::testing::MatchResultListener* listener) const override {
      if (!value.ok()) {
        *listener << "which is " << value.status();
        return false;
      }
      ::testing::StringMatchResultListener inner;
      const bool matches = inner_.MatchAndExplain(*value, &inner);
      *listener << "which holds " << ::testing::PrintToString(*value);
      if (!inner.str().empty()) *listener << ", " << inner.str();
      return matches;
    }
    void DescribeTo(std::ostream* os) const override {
      *os << "is OK and has a value that ";
      inner_.DescribeTo(os);
    }
    void DescribeNegationTo(std::ostream* os) const override {
      *os << "is not OK or has a value that ";
      inner_.DescribeNegationTo(os);
    }

   private:
    ::testing::Matcher<const Value&> inner_;
  };

  InnerMatcher inner_;
};

}  // namespace internal_status

// The status (of a StatusOr: its status) is OK.
inline ::testing::PolymorphicMatcher<internal_status::IsOkMatcher> IsOk() {
  return ::testing::MakePolymorphicMatcher(internal_status::IsOkMatcher());
}

// The status code matches `code` (a code or a matcher of one) and the message `message` (a
// string or a matcher of one; anything when left out).
template <typename CodeMatcher, typename MessageMatcher>
::testing::PolymorphicMatcher<internal_status::StatusIsMatcher> StatusIs(CodeMatcher code,
                                                                         MessageMatcher message) {
  return ::testing::MakePolymorphicMatcher(internal_status::StatusIsMatcher(
      ::testing::MatcherCast<absl::StatusCode>(code),
      ::testing::MatcherCast<const std::string&>(message)));
}
template <typename CodeMatcher>
::testing::PolymorphicMatcher<internal_status::StatusIsMatcher> StatusIs(CodeMatcher code) {
  return StatusIs(code, ::testing::_);
}

// A StatusOr that is OK and whose value matches `inner` (a value or a matcher).
template <typename InnerMatcher>
internal_status::IsOkAndHoldsMatcher<std::decay_t<InnerMatcher>> IsOkAndHolds(
    InnerMatcher&& inner) {
  return internal_status::IsOkAndHoldsMatcher<std::decay_t<InnerMatcher>>(
      std::forward<InnerMatcher>(inner));
}

}  // namespace testing
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_PLATFORM_STATUS_MATCHERS_H_
