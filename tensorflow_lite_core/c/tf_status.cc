#include "tensorflow_lite_core/c/tf_status.h"

#include <cerrno>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/cord.h"
#include "absl/strings/string_view.h"

#include "tensorflow_lite_core/c/c_api_internal.h"
#include "tensorflow_lite_core/c/object_recycler.h"
#include "tensorflow_lite_core/platform/logging.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {
namespace c_api {

void SetError(TF_Status* out, const Status& error) {
  if (out != nullptr) {
    out->status = error;
  } else {
    // The caller passed no status to report to; a silent failure would be worse than a log line.
    LOG(ERROR) << "C API error with no TF_Status to report it to: " << error;
  }
}

Status NullArgument(const char* function, const char* what) {
  return errors::InvalidArgument(function, ": ", what, " is NULL");
}

namespace {

// TensorFlow's code for an errno value of a failed I/O call (what TensorFlow 2.21's
// TF_SetStatusFromIOError answers; c/testdata/tf_2_21_io_error_codes.txt).
error::Code IOErrorCode(int error_number) {
  switch (error_number) {
    case 0:
      return error::OK;
    case EINVAL: case ENAMETOOLONG: case E2BIG: case EDESTADDRREQ: case EDOM: case EFAULT:
    case EILSEQ: case ENOPROTOOPT: case ENOSTR: case ENOTSOCK: case ENOTTY: case EPROTOTYPE:
    case ESPIPE:
      return error::INVALID_ARGUMENT;
    case ETIMEDOUT: case ETIME:
      return error::DEADLINE_EXCEEDED;
    case ENODEV: case ENOENT: case ENXIO: case ESRCH:
      return error::NOT_FOUND;
    case EEXIST: case EADDRNOTAVAIL: case EALREADY:
      return error::ALREADY_EXISTS;
    case EPERM: case EACCES: case EROFS:
      return error::PERMISSION_DENIED;
    case ENOTEMPTY: case EISDIR: case ENOTDIR: case EADDRINUSE: case EBADF: case EBUSY:
    case ECHILD: case EISCONN: case ENOTBLK: case ENOTCONN: case EPIPE: case ESHUTDOWN:
    case ETXTBSY:
      return error::FAILED_PRECONDITION;
    case ENOSPC: case EDQUOT: case EMFILE: case EMLINK: case ENFILE: case ENOBUFS: case ENODATA:
    case ENOMEM: case ENOSR: case EUSERS:
      return error::RESOURCE_EXHAUSTED;
    case EFBIG: case EOVERFLOW: case ERANGE:
      return error::OUT_OF_RANGE;
    case ENOSYS: case ENOTSUP: case EAFNOSUPPORT: case EPFNOSUPPORT: case EPROTONOSUPPORT:
    case ESOCKTNOSUPPORT: case EXDEV:
      return error::UNIMPLEMENTED;
    case EAGAIN: case ECONNREFUSED: case ECONNABORTED: case ECONNRESET: case EINTR:
    case EHOSTDOWN: case EHOSTUNREACH: case ENETDOWN: case ENETRESET: case ENETUNREACH:
    case ENOLCK: case ENOLINK: case ENONET:
      return error::UNAVAILABLE;
    case EDEADLK: case ESTALE:
      return error::ABORTED;
    case ECANCELED:
      return error::CANCELLED;
    default:
      return error::UNKNOWN;
  }
}

// strerror_r comes in two forms: GNU's returns the text, POSIX's fills the buffer. Only one is
// called, depending on the C library.
[[maybe_unused]] const char* ErrorText(const char* gnu_result, const char* /*buffer*/) {
  return gnu_result;
}
[[maybe_unused]] const char* ErrorText(int posix_result, const char* buffer) {
  return posix_result == 0 ? buffer : "Unknown error";
}

// A payload as C sees it: NUL-terminated copies of key and value.
struct Payload {
  std::string key;
  std::string value;
};

// TensorFlow's status for a failed I/O call.
Status IOError(int error_number, const char* context) {
  const error::Code code = IOErrorCode(error_number);
  if (code == error::OK) return OkStatus();
  char buffer[128];
  const char* text = ErrorText(strerror_r(error_number, buffer, sizeof(buffer)), buffer);
  if (context == nullptr) return Status(code, text);
  return Status(code, strings::StrCat(context, "; ", text));
}

}  // namespace

}  // namespace c_api
}  // namespace tensorflow

extern "C" {

TF_Status* TF_NewStatus(void) { return tensorflow::c_api::ObjectRecycler<TF_Status>::New(); }

void TF_DeleteStatus(TF_Status* s) { tensorflow::c_api::ObjectRecycler<TF_Status>::Delete(s); }

void TF_SetStatus(TF_Status* s, TF_Code code, const char* msg) {
  if (s == nullptr) return;
  const int value = static_cast<int>(code);
  const std::string message = msg == nullptr ? "" : msg;
  if (value == TF_OK) {
    s->status = tensorflow::Status();
  } else if (value < 0 || value > TF_UNAUTHENTICATED) {
    s->status = tensorflow::Status(
        tensorflow::error::UNKNOWN,
        tensorflow::strings::StrCat("(TF_SetStatus got the invalid code ", value, ") ", message));
  } else {
    s->status = tensorflow::Status(static_cast<tensorflow::error::Code>(value), message);
  }
}

TF_Code TF_GetCode(const TF_Status* s) {
  return s == nullptr ? TF_OK : static_cast<TF_Code>(s->status.code());
}

const char* TF_Message(const TF_Status* s) {
  if (s == nullptr) return "";
  s->message = std::string(s->status.message());
  return s->message.c_str();
}

void TF_SetPayload(TF_Status* s, const char* key, const char* value) {
  if (s == nullptr) return;
  if (key == nullptr || value == nullptr) {
    tensorflow::c_api::SetError(nullptr, tensorflow::c_api::NullArgument(
                                             "TF_SetPayload", key == nullptr ? "key" : "value"));
    return;
  }
  // Through absl::Status, whichever type the core's Status is: it holds the payloads.
  absl::Status status = s->status;
  status.SetPayload(key, absl::Cord(value));
  s->status = std::move(status);
}

void TF_ForEachPayload(const TF_Status* s, TF_PayloadVisitor visitor, void* capture) {
  if (s == nullptr || visitor == nullptr) return;
  // Copied first: the visitor may change `s` (or delete it) without disturbing the iteration.
  std::vector<tensorflow::c_api::Payload> payloads;
  const absl::Status& status = s->status;
  status.ForEachPayload([&payloads](absl::string_view key, const absl::Cord& value) {
    payloads.push_back({std::string(key.data(), key.size()), std::string(value)});
  });
  for (const auto& payload : payloads) visitor(payload.key.c_str(), payload.value.c_str(), capture);
}

void TF_SetStatusFromIOError(TF_Status* s, int error_code, const char* context) {
  if (s == nullptr) return;
  s->status = tensorflow::c_api::IOError(error_code, context);
}

}  // extern "C"
