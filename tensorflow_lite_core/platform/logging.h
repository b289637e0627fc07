// LOG(severity), VLOG(level), CHECK/DCHECK and their comparison forms, TF_CHECK_OK.
//
// LOG(FATAL) and failed CHECKs print the message with file and line, then abort.
// TF_CPP_MIN_LOG_LEVEL (0..3) hides INFO, WARNING, ERROR; TF_CPP_MAX_VLOG_LEVEL enables VLOG(n).
#ifndef TENSORFLOW_LITE_CORE_PLATFORM_LOGGING_H_
#define TENSORFLOW_LITE_CORE_PLATFORM_LOGGING_H_

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

}  // namespace internal
}  // namespace tensorflow

#define TFLC_LOG_INFO ::tensorflow::internal::LogMessage(__FILE__, __LINE__, ::tensorflow::INFO)
#define TFLC_LOG_WARNING \
  ::tensorflow::internal::LogMessage(__FILE__, __LINE__, ::tensorflow::WARNING)
#define TFLC_LOG_ERROR ::tensorflow::internal::LogMessage(__FILE__, __LINE__, ::tensorflow::ERROR)
#define TFLC_LOG_FATAL ::tensorflow::internal::LogMessageFatal(__FILE__, __LINE__)

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

#define TFLC_CHECK_OP(name, op, a, b)                                              \
  while (::tensorflow::internal::CheckOpMessageHolder _tflc_check_result{          \
      ::tensorflow::internal::name##Impl((a), (b), #a " " #op " " #b)})            \
  ::tensorflow::internal::LogMessageFatal(__FILE__, __LINE__) << _tflc_check_result.text() << " "

#define CHECK_EQ(a, b) TFLC_CHECK_OP(Check_EQ, ==, a, b)
#define CHECK_NE(a, b) TFLC_CHECK_OP(Check_NE, !=, a, b)
#define CHECK_LE(a, b) TFLC_CHECK_OP(Check_LE, <=, a, b)
#define CHECK_LT(a, b) TFLC_CHECK_OP(Check_LT, <, a, b)
#define CHECK_GE(a, b) TFLC_CHECK_OP(Check_GE, >=, a, b)
#define CHECK_GT(a, b) TFLC_CHECK_OP(Check_GT, >, a, b)
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
#else
#define DCHECK(condition) CHECK(condition)
#define DCHECK_EQ(a, b) CHECK_EQ(a, b)
#define DCHECK_NE(a, b) CHECK_NE(a, b)
#define DCHECK_LE(a, b) CHECK_LE(a, b)
#define DCHECK_LT(a, b) CHECK_LT(a, b)
#define DCHECK_GE(a, b) CHECK_GE(a, b)
#define DCHECK_GT(a, b) CHECK_GT(a, b)
#define TF_DCHECK_OK(expression) TF_CHECK_OK(expression)
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
