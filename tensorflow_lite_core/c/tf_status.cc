#include "tensorflow_lite_core/c/tf_status.h"

#include <string>

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

}  // extern "C"
