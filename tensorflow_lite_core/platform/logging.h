// LOG(severity), VLOG(level), CHECK/DCHECK and their comparison forms, TF_CHECK_OK, and the rest
// of the macros TensorFlow 2.21's logging.h exports from Abseil's logging: QCHECK*, CHECK_OK,
// CHECK_STREQ, LOG_IF, LOG_EVERY_N, LOG_FIRST_N, DLOG, DVLOG, LOG(QFATAL), LOG(DFATAL).
//
// LOG(FATAL) and failed CHECKs print the message with file and line, then abort. LOG(QFATAL) and
// failed QCHECKs print it and exit with status 1 (no abort, no core dump). LOG(DFATAL) is FATAL in
// debug builds and ERROR under NDEBUG.
// TF_CPP_MIN_LOG_LEVEL (0..3) hides INFO, WARNING, ERROR; TF_CPP_MAX_VLOG_LEVEL enables VLOG(n).
#ifndef TENSORFLOW_LITE_CORE_PLATFORM_LOGGING_H_
#define TENSORFLOW_LITE_CORE_PLATFORM_LOGGING_H_

#include <atomic>
#include <cstdint>
#include <sstream>
#include <string>

#include "tensorflow_lite_core/platform/macros.h"
#include "tensorflow_lite_core/platform/status.h"

namespace tensorflow {

enum LogSeverity : int { INFO = 0, WARNING = 1, ERROR = 2, FATAL = 3 };

namespace internal {

// Collects one message and emits it when destroyed.
class LogMessage : public std::basic_ostringstream<char> {
 public:
  LogMessage(const char* file, int line, int severity);
  ~LogMessage() override;

  static int MinLogLevel();
  static int MaxVLogLevel();

 protected:
  void Emit();

 private:
  const char* file_;
  int line_;
  int severity_;
};

// A message that aborts the process once emitted.
class LogMessageFatal : public LogMessage {
 public:
  LogMessageFatal(const char* file, int line);
  TF_ATTRIBUTE_NORETURN ~LogMessageFatal() override;
};

// A message that exits the process with status 1 once emitted: LOG(QFATAL), failed QCHECKs.
class LogMessageQuietFatal : public LogMessage {
 public:
  LogMessageQuietFatal(const char* file, int line);
  TF_ATTRIBUTE_NORETURN ~LogMessageQuietFatal() override;
};

// Lets `CHECK(x) << ...` be a void expression in both branches of a conditional.
struct Voidify {
  void operator&(const std::ostream&) {}
};

// "Check failed: a == b (1 vs. 2)" text for CHECK_EQ and friends; null when the check holds.
template <typename A, typename B>
std::string* MakeCheckOpString(const A& a, const B& b, const char* expression) {
  std::ostringstream out;
  out << "Check failed: " << expression << " (" << a << " vs. " << b << ")";
  return new std::string(out.str());
}

#define TF_DEFINE_CHECK_OP(name, op)                                            \
  template <typename A, typename B>                                             \
  inline std::string* name(const A& a, const B& b, const char* expression) {    \
    if (TF_PREDICT_TRUE(a op b)) return nullptr;                                \
    return MakeCheckOpString(a, b, expression);                                 \
  }
TF_DEFINE_CHECK_OP(Check_EQImpl, ==)
TF_DEFINE_CHECK_OP(Check_NEImpl, !=)
TF_DEFINE_CHECK_OP(Check_LEImpl, <=)
TF_DEFINE_CHECK_OP(Check_LTImpl, <)
TF_DEFINE_CHECK_OP(Check_GEImpl, >=)
TF_DEFINE_CHECK_OP(Check_GTImpl, >)
#undef TF_DEFINE_CHECK_OP

// Owns the failure text of a CHECK_op so it is freed even though the process aborts after.
class CheckOpMessageHolder {
 public:
  explicit CheckOpMessageHolder(std::string* text) : text_(text) {}
  ~CheckOpMessageHolder() { delete text_; }
  const std::string& text() const { return *text_; }
  explicit operator bool() const { return text_ != nullptr; }

 private:
  std::string* text_;
};

// Owns the failure text of CHECK_OK (null when the status is OK), as CheckOpMessageHolder does.
class StatusCheckHolder {
 public:
  StatusCheckHolder(const ::tensorflow::Status& status, const char* expression)
      : text_(status.ok() ? nullptr : MakeStatusCheckString(status, expression)) {}
  ~StatusCheckHolder() { delete text_; }
  const std::string& text() const { return *text_; }
  explicit operator bool() const { return text_ != nullptr; }

 private:
  static std::string* MakeStatusCheckString(const ::tensorflow::Status& status,
                                            const char* expression);
  std::string* text_;
};

// "Check failed: a == b ("x" vs. "y")" for CHECK_STREQ and friends; null when the check holds.
// Null pointers compare equal only to each other.
std::string* CheckStringsImpl(const char* a, const char* b, bool want_equal, bool ignore_case,
                              const char* expression);

// True on the first call and then every `n`th (LOG_EVERY_N), or on the first `n` (LOG_FIRST_N),
// counting in `*occurrences`, which each call site owns.
bool ShouldLogEveryN(std::atomic<int64_t>* occurrences, int64_t n);
bool ShouldLogFirstN(std::atomic<int64_t>* occurrences, int64_t n);

}  // namespace internal
}  // namespace tensorflow

#define TFLC_LOG_INFO ::tensorflow::internal::LogMessage(__FILE__, __LINE__, ::tensorflow::INFO)
#define TFLC_LOG_WARNING \
  ::tensorflow::internal::LogMessage(__FILE__, __LINE__, ::tensorflow::WARNING)
#define TFLC_LOG_ERROR ::tensorflow::internal::LogMessage(__FILE__, __LINE__, ::tensorflow::ERROR)
#define TFLC_LOG_FATAL ::tensorflow::internal::LogMessageFatal(__FILE__, __LINE__)
#define TFLC_LOG_QFATAL ::tensorflow::internal::LogMessageQuietFatal(__FILE__, __LINE__)
#ifdef NDEBUG
#define TFLC_LOG_DFATAL TFLC_LOG_ERROR
#else
#define TFLC_LOG_DFATAL TFLC_LOG_FATAL
#endif

#define LOG(severity) TFLC_LOG_##severity

#define VLOG_IS_ON(level) ((level) <= ::tensorflow::internal::LogMessage::MaxVLogLevel())
#define VLOG(level)                     \
  TF_PREDICT_TRUE(!VLOG_IS_ON(level))   \
  ? (void)0                             \
  : ::tensorflow::internal::Voidify() & \
        ::tensorflow::internal::LogMessage(__FILE__, __LINE__, ::tensorflow::INFO)

#define CHECK(condition)                                                \
  if (TF_PREDICT_FALSE(!(condition)))                                   \
  ::tensorflow::internal::LogMessageFatal(__FILE__, __LINE__)           \
      << "Check failed: " #condition " "
#define QCHECK(condition)                                               \
  if (TF_PREDICT_FALSE(!(condition)))                                   \
  ::tensorflow::internal::LogMessageQuietFatal(__FILE__, __LINE__)      \
      << "Check failed: " #condition " "

#define TFLC_CHECK_OP(name, op, a, b)                                              \
  while (::tensorflow::internal::CheckOpMessageHolder _tflc_check_result{          \
      ::tensorflow::internal::name##Impl((a), (b), #a " " #op " " #b)})            \
  ::tensorflow::internal::LogMessageFatal(__FILE__, __LINE__) << _tflc_check_result.text() << " "

#define TFLC_QCHECK_OP(name, op, a, b)                                                 \
  while (::tensorflow::internal::CheckOpMessageHolder _tflc_check_result{              \
      ::tensorflow::internal::name##Impl((a), (b), #a " " #op " " #b)})                \
  ::tensorflow::internal::LogMessageQuietFatal(__FILE__, __LINE__) << _tflc_check_result.text() \
                                                                   << " "

#define CHECK_EQ(a, b) TFLC_CHECK_OP(Check_EQ, ==, a, b)
#define CHECK_NE(a, b) TFLC_CHECK_OP(Check_NE, !=, a, b)
#define CHECK_LE(a, b) TFLC_CHECK_OP(Check_LE, <=, a, b)
#define CHECK_LT(a, b) TFLC_CHECK_OP(Check_LT, <, a, b)
#define CHECK_GE(a, b) TFLC_CHECK_OP(Check_GE, >=, a, b)
#define CHECK_GT(a, b) TFLC_CHECK_OP(Check_GT, >, a, b)
#define QCHECK_EQ(a, b) TFLC_QCHECK_OP(Check_EQ, ==, a, b)
#define QCHECK_NE(a, b) TFLC_QCHECK_OP(Check_NE, !=, a, b)
#define QCHECK_LE(a, b) TFLC_QCHECK_OP(Check_LE, <=, a, b)
#define QCHECK_LT(a, b) TFLC_QCHECK_OP(Check_LT, <, a, b)
#define QCHECK_GE(a, b) TFLC_QCHECK_OP(Check_GE, >=, a, b)
#define QCHECK_GT(a, b) TFLC_QCHECK_OP(Check_GT, >, a, b)

#define TFLC_CHECK_STRINGS(message_class, a, b, want_equal, ignore_case, expression)     \
  while (::tensorflow::internal::CheckOpMessageHolder _tflc_check_result{                \
      ::tensorflow::internal::CheckStringsImpl((a), (b), want_equal, ignore_case,        \
                                               expression)})                             \
  ::tensorflow::internal::message_class(__FILE__, __LINE__) << _tflc_check_result.text() << " "
#define CHECK_STREQ(a, b) TFLC_CHECK_STRINGS(LogMessageFatal, a, b, true, false, #a " == " #b)
#define CHECK_STRNE(a, b) TFLC_CHECK_STRINGS(LogMessageFatal, a, b, false, false, #a " != " #b)
#define CHECK_STRCASEEQ(a, b) \
  TFLC_CHECK_STRINGS(LogMessageFatal, a, b, true, true, "strcasecmp(" #a ", " #b ") == 0")
#define CHECK_STRCASENE(a, b) \
  TFLC_CHECK_STRINGS(LogMessageFatal, a, b, false, true, "strcasecmp(" #a ", " #b ") != 0")
#define QCHECK_STREQ(a, b) \
  TFLC_CHECK_STRINGS(LogMessageQuietFatal, a, b, true, false, #a " == " #b)
#define QCHECK_STRNE(a, b) \
  TFLC_CHECK_STRINGS(LogMessageQuietFatal, a, b, false, false, #a " != " #b)

// CHECK_OK(status) << "more": fails printing the expression and the status.
#define TFLC_CHECK_OK(message_class, expression)                                          \
  while (::tensorflow::internal::StatusCheckHolder _tflc_status_check{(expression),       \
                                                                      #expression})       \
  ::tensorflow::internal::message_class(__FILE__, __LINE__) << _tflc_status_check.text() << " "
#define CHECK_OK(expression) TFLC_CHECK_OK(LogMessageFatal, expression)
#define QCHECK_OK(expression) TFLC_CHECK_OK(LogMessageQuietFatal, expression)

#define LOG_IF(severity, condition) \
  !(condition) ? (void)0 : ::tensorflow::internal::Voidify() & LOG(severity)
// The counter is a static of a lambda written at the call site: one per LOG_EVERY_N statement.
#define TFLC_CALL_SITE_COUNTER()                          \
  ([]() -> std::atomic<int64_t>* {                        \
    static std::atomic<int64_t> tflc_occurrences{0};      \
    return &tflc_occurrences;                             \
  }())
#define LOG_EVERY_N(severity, n) \
  LOG_IF(severity, ::tensorflow::internal::ShouldLogEveryN(TFLC_CALL_SITE_COUNTER(), (n)))
#define LOG_FIRST_N(severity, n) \
  LOG_IF(severity, ::tensorflow::internal::ShouldLogFirstN(TFLC_CALL_SITE_COUNTER(), (n)))

#define CHECK_NOTNULL(pointer) ::tensorflow::internal::CheckNotNull(__FILE__, __LINE__, #pointer, (pointer))

#define TF_CHECK_OK(expression)                                                   \
  do {                                                                            \
    const absl::Status _tflc_check_status = (expression);                 \
    CHECK(_tflc_check_status.ok()) << #expression << ": " << _tflc_check_status;  \
  } while (0)
#define TF_QCHECK_OK(expression) TF_CHECK_OK(expression)

#ifdef NDEBUG
// Compiled and type-checked, never evaluated.
#define DCHECK(condition) \
  while (false && (condition)) ::tensorflow::internal::LogMessageFatal(__FILE__, __LINE__)
#define TFLC_DCHECK_OP(a, b) \
  while (false && ((void)(a), (void)(b), false)) ::tensorflow::internal::LogMessageFatal(__FILE__, __LINE__)
#define DCHECK_EQ(a, b) TFLC_DCHECK_OP(a, b)
#define DCHECK_NE(a, b) TFLC_DCHECK_OP(a, b)
#define DCHECK_LE(a, b) TFLC_DCHECK_OP(a, b)
#define DCHECK_LT(a, b) TFLC_DCHECK_OP(a, b)
#define DCHECK_GE(a, b) TFLC_DCHECK_OP(a, b)
#define DCHECK_GT(a, b) TFLC_DCHECK_OP(a, b)
#define TF_DCHECK_OK(expression) \
  while (false && ((void)(expression), false)) ::tensorflow::internal::LogMessageFatal(__FILE__, __LINE__)
#define DCHECK_OK(expression) TF_DCHECK_OK(expression)
#define DCHECK_STREQ(a, b) TFLC_DCHECK_OP(a, b)
#define DCHECK_STRNE(a, b) TFLC_DCHECK_OP(a, b)
#define DLOG(severity) \
  while (false) LOG(severity)
#define DLOG_IF(severity, condition) \
  while (false && ((void)(condition), false)) LOG(severity)
#define DVLOG(level) \
  while (false && ((void)(level), false)) LOG(INFO)
#else
#define DCHECK(condition) CHECK(condition)
#define DCHECK_EQ(a, b) CHECK_EQ(a, b)
#define DCHECK_NE(a, b) CHECK_NE(a, b)
#define DCHECK_LE(a, b) CHECK_LE(a, b)
#define DCHECK_LT(a, b) CHECK_LT(a, b)
#define DCHECK_GE(a, b) CHECK_GE(a, b)
#define DCHECK_GT(a, b) CHECK_GT(a, b)
#define TF_DCHECK_OK(expression) TF_CHECK_OK(expression)
#define DCHECK_OK(expression) CHECK_OK(expression)
#define DCHECK_STREQ(a, b) CHECK_STREQ(a, b)
#define DCHECK_STRNE(a, b) CHECK_STRNE(a, b)
#define DLOG(severity) LOG(severity)
#define DLOG_IF(severity, condition) LOG_IF(severity, condition)
#define DVLOG(level) VLOG(level)
#endif

namespace tensorflow {
namespace internal {

template <typename T>
T&& CheckNotNull(const char* file, int line, const char* expression, T&& pointer) {
  if (pointer == nullptr) LogMessageFatal(file, line) << "Check failed: '" << expression << "' Must be non NULL";
  return std::forward<T>(pointer);
}

}  // namespace internal
}  // namespace tensorflow

#endif  // TENSORFLOW_LITE_CORE_PLATFORM_LOGGING_H_
