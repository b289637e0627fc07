#include "tensorflow_lite_core/platform/logging.h"

#include <strings.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace tensorflow {
namespace internal {
namespace {

int ReadLevelFromEnvironment(const char* name) {
  const char* value = std::getenv(name);
  if (value == nullptr || *value == '\0') return 0;
  return std::atoi(value);
}

const char* Basename(const char* path) {
  const char* slash = std::strrchr(path, '/');
  return slash == nullptr ? path : slash + 1;
}

}  // namespace

LogMessage::LogMessage(const char* file, int line, int severity)
    : file_(file), line_(line), severity_(severity) {}

LogMessage::~LogMessage() {
  if (severity_ >= MinLogLevel()) Emit();
}

int LogMessage::MinLogLevel() {
  static const int level = ReadLevelFromEnvironment("TF_CPP_MIN_LOG_LEVEL");
  return level;
}

int LogMessage::MaxVLogLevel() {
  static const int level = ReadLevelFromEnvironment("TF_CPP_MAX_VLOG_LEVEL");
  return level;
}

void LogMessage::Emit() {
  static const char kSeverityLetters[] = "IWEF";
  const char letter = severity_ >= 0 && severity_ <= FATAL ? kSeverityLetters[severity_] : '?';
  std::fprintf(stderr, "%c %s:%d] %s\n", letter, Basename(file_), line_, str().c_str());
  std::fflush(stderr);
}

LogMessageFatal::LogMessageFatal(const char* file, int line) : LogMessage(file, line, FATAL) {}

LogMessageFatal::~LogMessageFatal() {
  // FATAL messages are shown whatever TF_CPP_MIN_LOG_LEVEL says.
  Emit();
  std::abort();
}

LogMessageQuietFatal::LogMessageQuietFatal(const char* file, int line)
    : LogMessage(file, line, FATAL) {}

LogMessageQuietFatal::~LogMessageQuietFatal() {
  Emit();
  // Abseil's QFATAL: no abort (no core dump, no crash handler), just a failing exit status.
  std::_Exit(1);
}

std::string* StatusCheckHolder::MakeStatusCheckString(const ::tensorflow::Status& status,
                                                      const char* expression) {
  std::ostringstream out;
  out << "Check failed: " << expression << " is OK (" << status << ")";
  return new std::string(out.str());
}

std::string* CheckStringsImpl(const char* a, const char* b, bool want_equal, bool ignore_case,
                              const char* expression) {
  bool equal;
  if (a == nullptr || b == nullptr) {
    equal = a == b;
  } else {
    equal = (ignore_case ? strcasecmp(a, b) : std::strcmp(a, b)) == 0;
  }
  if (equal == want_equal) return nullptr;
  std::ostringstream out;
  out << "Check failed: " << expression << " (";
  if (a == nullptr) out << "(null)"; else out << '"' << a << '"';
  out << " vs. ";
  if (b == nullptr) out << "(null)"; else out << '"' << b << '"';
  out << ")";
  return new std::string(out.str());
}

bool ShouldLogEveryN(std::atomic<int64_t>* occurrences, int64_t n) {
  const int64_t seen = occurrences->fetch_add(1, std::memory_order_relaxed);
  return n <= 1 || seen % n == 0;
}

bool ShouldLogFirstN(std::atomic<int64_t>* occurrences, int64_t n) {
  // Stops counting once past `n`, so the counter cannot overflow however often the line runs.
  if (occurrences->load(std::memory_order_relaxed) >= n) return false;
  return occurrences->fetch_add(1, std::memory_order_relaxed) < n;
}

}  // namespace internal
}  // namespace tensorflow
