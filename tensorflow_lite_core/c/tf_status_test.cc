#include "tensorflow_lite_core/c/tf_status.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "gtest/gtest.h"
#include "tensorflow_lite_core/c/testing/c_api_test_util.h"

namespace tensorflow {
namespace {

using c_api_testing::NewStatus;
using c_api_testing::ToStatus;

// TF_ForEachPayload's visitor: collects into the std::map passed as `capture`.
void Collect(const char* key, const char* value, void* capture) {
  (*static_cast<std::map<std::string, std::string>*>(capture))[key] = value;
}

std::map<std::string, std::string> Payloads(const TF_Status* status) {
  std::map<std::string, std::string> payloads;
  TF_ForEachPayload(status, &Collect, &payloads);
  return payloads;
}

TEST(TfStatusTest, NewStatusIsOk) {
  auto status = NewStatus();
  EXPECT_EQ(TF_GetCode(status.get()), TF_OK);
  EXPECT_STREQ(TF_Message(status.get()), "");
}

TEST(TfStatusTest, SetKeepsCodeAndCopiesMessage) {
  auto status = NewStatus();
  std::string message = "shape [2] is wrong";
  TF_SetStatus(status.get(), TF_INVALID_ARGUMENT, message.c_str());
  message = "overwritten";
  EXPECT_EQ(TF_GetCode(status.get()), TF_INVALID_ARGUMENT);
  EXPECT_STREQ(TF_Message(status.get()), "shape [2] is wrong");

  TF_SetStatus(status.get(), TF_OK, "ignored");
  EXPECT_EQ(TF_GetCode(status.get()), TF_OK);
  EXPECT_STREQ(TF_Message(status.get()), "");
}

TEST(TfStatusTest, EveryCodeRoundTrips) {
  auto status = NewStatus();
  for (int code = TF_CANCELLED; code <= TF_UNAUTHENTICATED; ++code) {
    TF_SetStatus(status.get(), static_cast<TF_Code>(code), "x");
    EXPECT_EQ(TF_GetCode(status.get()), code);
  }
}

TEST(TfStatusTest, BadInputDoesNotCrash) {
  TF_SetStatus(nullptr, TF_INTERNAL, "nobody hears this");
  EXPECT_EQ(TF_GetCode(nullptr), TF_OK);
  EXPECT_STREQ(TF_Message(nullptr), "");
  TF_DeleteStatus(nullptr);

  auto status = NewStatus();
  TF_SetStatus(status.get(), TF_NOT_FOUND, nullptr);
  EXPECT_EQ(TF_GetCode(status.get()), TF_NOT_FOUND);
  EXPECT_STREQ(TF_Message(status.get()), "");

  TF_SetStatus(status.get(), static_cast<TF_Code>(42), "odd");
  EXPECT_EQ(TF_GetCode(status.get()), TF_UNKNOWN);
  EXPECT_STREQ(TF_Message(status.get()), "(TF_SetStatus got the invalid code 42) odd");
}

TEST(TfStatusPayloadTest, AnErrorCarriesPayloadsByKey) {
  auto status = NewStatus();
  TF_SetStatus(status.get(), TF_ABORTED, "retry");
  TF_SetPayload(status.get(), "type.googleapis.com/reason", "lock lost");
  TF_SetPayload(status.get(), "attempt", "1");
  TF_SetPayload(status.get(), "attempt", "2");  // replaces
  EXPECT_EQ(Payloads(status.get()),
            (std::map<std::string, std::string>{{"attempt", "2"},
                                                {"type.googleapis.com/reason", "lock lost"}}));
  // They are absl::Status payloads: the core's Status sees them.
  const absl::Status core = ToStatus(status.get());
  ASSERT_TRUE(core.GetPayload("attempt").has_value());
  EXPECT_EQ(std::string(*core.GetPayload("attempt")), "2");
  EXPECT_EQ(TF_GetCode(status.get()), TF_ABORTED);
  EXPECT_STREQ(TF_Message(status.get()), "retry");
}

TEST(TfStatusPayloadTest, OkStatusesCarryNoneAndSettingAStatusDropsThem) {
  auto status = NewStatus();
  TF_SetPayload(status.get(), "key", "value");
  EXPECT_TRUE(Payloads(status.get()).empty());
  TF_SetStatus(status.get(), TF_INTERNAL, "x");
  TF_SetPayload(status.get(), "key", "value");
  TF_SetStatus(status.get(), TF_INTERNAL, "x");
  EXPECT_TRUE(Payloads(status.get()).empty());
  TF_SetPayload(status.get(), "key", "value");
  TF_SetStatusFromIOError(status.get(), ENOENT, "file");
  EXPECT_TRUE(Payloads(status.get()).empty());
}

TEST(TfStatusPayloadTest, TheVisitorMayChangeTheStatus) {
  auto status = NewStatus();
  TF_SetStatus(status.get(), TF_UNKNOWN, "x");
  TF_SetPayload(status.get(), "a", "1");
  TF_SetPayload(status.get(), "b", "2");
  struct Visit {
    TF_Status* status;
    int calls = 0;
  } visit{status.get()};
  TF_ForEachPayload(
      status.get(),
      [](const char*, const char*, void* capture) {
        auto* visit = static_cast<Visit*>(capture);
        ++visit->calls;
        TF_SetStatus(visit->status, TF_OK, "");
      },
      &visit);
  EXPECT_EQ(visit.calls, 2);
  EXPECT_EQ(TF_GetCode(status.get()), TF_OK);
}

TEST(TfStatusPayloadTest, BadInputDoesNotCrash) {
  TF_SetPayload(nullptr, "key", "value");
  TF_ForEachPayload(nullptr, &Collect, nullptr);
  auto status = NewStatus();
  TF_SetStatus(status.get(), TF_INTERNAL, "x");
  TF_SetPayload(status.get(), nullptr, "value");
  TF_SetPayload(status.get(), "key", nullptr);
  EXPECT_TRUE(Payloads(status.get()).empty());
  TF_ForEachPayload(status.get(), nullptr, nullptr);
  EXPECT_EQ(TF_GetCode(status.get()), TF_INTERNAL) << "refused payloads leave the status alone";
}

// TensorFlow 2.21's answers, recorded by testdata/record_tf_c_api.py: errno, name, code, message.
struct IOErrorFact {
  int error_number;
  std::string name;
  int code;
  std::string message;
};

std::vector<IOErrorFact> RecordedIOErrors() {
  std::ifstream file("tensorflow_lite_core/c/testdata/tf_2_21_io_error_codes.txt");
  std::vector<IOErrorFact> facts;
  std::string line;
  while (std::getline(file, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> fields;
    std::stringstream stream(line);
    std::string field;
    while (std::getline(stream, field, '\t')) fields.push_back(field);
    fields.resize(4);
    facts.push_back({std::stoi(fields[0]), fields[1], std::stoi(fields[2]), fields[3]});
  }
  return facts;
}

TEST(TfStatusIOErrorTest, EveryErrnoGetsTensorFlowsCodeAndMessage) {
  const std::vector<IOErrorFact> facts = RecordedIOErrors();
  ASSERT_EQ(facts.size(), 134u);
  auto status = NewStatus();
  for (const IOErrorFact& fact : facts) {
    SCOPED_TRACE(fact.name + " " + std::to_string(fact.error_number));
    TF_SetStatusFromIOError(status.get(), fact.error_number, "context");
    EXPECT_EQ(TF_GetCode(status.get()), fact.code);
    // The message is "<context>; <strerror>": compared with this C library's text.
    const std::string expected =
        fact.error_number == 0 ? "" : std::string("context; ") + std::strerror(fact.error_number);
    EXPECT_EQ(TF_Message(status.get()), expected);
  }
}

TEST(TfStatusIOErrorTest, ContextAndUnknownNumbers) {
  auto status = NewStatus();
  TF_SetStatusFromIOError(status.get(), ENOENT, nullptr);
  EXPECT_EQ(TF_GetCode(status.get()), TF_NOT_FOUND);
  EXPECT_STREQ(TF_Message(status.get()), std::strerror(ENOENT));
  TF_SetStatusFromIOError(status.get(), 100000, "read");
  EXPECT_EQ(TF_GetCode(status.get()), TF_UNKNOWN);
  TF_SetStatusFromIOError(status.get(), -5, "read");
  EXPECT_EQ(TF_GetCode(status.get()), TF_UNKNOWN);
  TF_SetStatusFromIOError(status.get(), 0, "read");
  EXPECT_EQ(TF_GetCode(status.get()), TF_OK);
  EXPECT_STREQ(TF_Message(status.get()), "");
  TF_SetStatusFromIOError(nullptr, EIO, "nobody hears this");
}

}  // namespace
}  // namespace tensorflow
