#include <atomic>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "google/protobuf/text_format.h"
#include "gtest/gtest.h"
#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/protos.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/strcat.h"

// Registered into OpRegistry::Global() at static initialization, like any op.
constexpr int kGlobalOpLine = __LINE__ + 1;
REGISTER_OP("OpRegistryTestGlobalOp")
    .Input("x: T")
    .Output("y: T")
    .Attr("T: {float, int32} = DT_FLOAT")
    .SetShapeFn([](tensorflow::shape_inference::InferenceContext*) {
      return tensorflow::errors::Unknown("global shape fn");
    });

// The second registration of a name is refused; the first stays.
REGISTER_OP("OpRegistryTestDuplicate").Input("first: float");
REGISTER_OP("OpRegistryTestDuplicate").Input("second: int32");

namespace tensorflow {
namespace {

using strings::StrCat;

// A factory for a valid op named `name` registered at `file`:`line`, counting its calls.
OpRegistry::OpRegistrationDataFactory Factory(const std::string& name, const std::string& file = "",
                                              int line = 0, std::atomic<int>* calls = nullptr,
                                              const std::string& input = "x: float") {
  OpDefBuilder builder(name);
  builder.Input(input);
  return [builder, file, line, calls](OpRegistrationData* op_reg_data) {
    if (calls != nullptr) ++*calls;
    Status status = builder.Finalize(op_reg_data);
    op_reg_data->source_file = file;
    op_reg_data->source_line = line;
    return status;
  };
}

bool Contains(absl::string_view text, absl::string_view piece) {
  return text.find(piece) != std::string::npos;
}

TEST(OpRegistryTest, RegistrationsWaitForFirstUse) {
  OpRegistry registry;
  std::atomic<int> calls{0};
  registry.Register(Factory("Foo", "", 0, &calls));
  EXPECT_EQ(calls, 0);
  const OpRegistrationData* data = nullptr;
  EXPECT_TRUE(registry.LookUp("Foo", &data).ok());
  ASSERT_NE(data, nullptr);
  EXPECT_EQ(data->op_def.name(), "Foo");
  EXPECT_EQ(calls, 1);
  // Now in use: later registrations run at once.
  registry.Register(Factory("Bar", "", 0, &calls));
  EXPECT_EQ(calls, 2);
  EXPECT_NE(registry.LookUp("Bar"), nullptr);
}

TEST(OpRegistryTest, LookUpUnknownOp) {
  OpRegistry registry;
  const OpRegistrationData placeholder;
  const OpRegistrationData* data = &placeholder;  // must be reset
  const Status status = registry.LookUp("Nope", &data);
  EXPECT_TRUE(errors::IsNotFound(status));
  EXPECT_TRUE(Contains(status.message(), "Op type not registered 'Nope' in binary running on "))
      << status;
  EXPECT_EQ(data, nullptr);
  EXPECT_EQ(registry.LookUp("Nope"), nullptr);

  const OpDef* op_def = &OpDef::default_instance();
  const Status missing = registry.LookUpOpDef("Nope", &op_def);
  EXPECT_TRUE(errors::IsNotFound(missing)) << missing;
  EXPECT_NE(missing.message().find("Op type not registered 'Nope'"), std::string::npos) << missing;
  EXPECT_EQ(op_def, nullptr);
}

TEST(OpRegistryTest, LookUpOpDef) {
  OpRegistry registry;
  registry.Register(Factory("Foo", "", 0, nullptr, "values: int32"));
  const OpDef* op_def = nullptr;
  ASSERT_TRUE(registry.LookUpOpDef("Foo", &op_def).ok());
  ASSERT_NE(op_def, nullptr);
  EXPECT_EQ(op_def->input_arg(0).name(), "values");
  EXPECT_EQ(op_def->input_arg(0).type(), DT_INT32);
}

TEST(OpRegistryTest, DuplicateNamesBothPlacesAndKeepsTheFirst) {
  OpRegistry registry;
  registry.Register(Factory("Foo", "first.cc", 10, nullptr, "first: float"));
  registry.Register(Factory("Foo", "second.cc", 20, nullptr, "second: int32"));
  const Status status = registry.ProcessRegistrations();
  EXPECT_TRUE(errors::IsAlreadyExists(status)) << status;
  EXPECT_TRUE(Contains(status.message(), "Op with name Foo")) << status;
  EXPECT_TRUE(Contains(status.message(), "first.cc:10")) << status;
  EXPECT_TRUE(Contains(status.message(), "second.cc:20")) << status;
  const OpRegistrationData* data = registry.LookUp("Foo");
  ASSERT_NE(data, nullptr);
  EXPECT_EQ(data->op_def.input_arg(0).name(), "first");
  EXPECT_EQ(data->source_file, "first.cc");
  EXPECT_EQ(data->source_line, 10);
}

TEST(OpRegistryTest, DuplicateOfAnOpInUseIsLoggedNotFatal) {
  OpRegistry registry;
  ASSERT_TRUE(registry.ProcessRegistrations().ok());
  registry.Register(Factory("Foo", "a.cc", 1, nullptr, "first: float"));
  registry.Register(Factory("Foo", "b.cc", 2, nullptr, "second: float"));  // logged
  EXPECT_EQ(registry.LookUp("Foo")->op_def.input_arg(0).name(), "first");
  const Status status = registry.RegisterNow(Factory("Foo", "c.cc", 3));
  EXPECT_TRUE(errors::IsAlreadyExists(status));
  EXPECT_TRUE(Contains(status.message(), "a.cc:1") && Contains(status.message(), "c.cc:3"))
      << status;
}

TEST(OpRegistryTest, BadSpecIsReportedWithItsRegistrationSite) {
  OpRegistry registry;
  registry.Register([](OpRegistrationData* op_reg_data) {
    Status status = OpDefBuilder("Bad").Attr("9:string").Finalize(op_reg_data);
    op_reg_data->source_file = "bad_op.cc";
    op_reg_data->source_line = 42;
    return status;
  });
  const Status status = registry.ProcessRegistrations();
  EXPECT_TRUE(errors::IsInvalidArgument(status));
  EXPECT_EQ(status.message(),
            "Trouble parsing '<name>:' from Attr(\"9:string\") for Op Bad "
            "(op registered at bad_op.cc:42)");
  EXPECT_EQ(registry.LookUp("Bad"), nullptr);
}

// A factory that fills in the OpDef by hand, past OpDefBuilder's checks.
OpRegistry::OpRegistrationDataFactory HandWritten(const std::string& op_def_text) {
  return [op_def_text](OpRegistrationData* op_reg_data) {
    EXPECT_TRUE(google::protobuf::TextFormat::ParseFromString(op_def_text, &op_reg_data->op_def));
    op_reg_data->source_file = "hand_written.cc";
    op_reg_data->source_line = 7;
    return OkStatus();
  };
}

TEST(OpRegistryTest, InvalidOpDefsAreRefusedWhateverTheirFactory) {
  struct Case {
    const char* op_def;
    const char* error;
  } cases[] = {
      {"name: 'Undefined' input_arg { name: 'x' type_attr: 'T' }",
       "No attr with name 'T' for input 'x'"},
      {"name: 'DefaultNotAllowed' attr { name: 'T' type: 'type' "
       "default_value { type: DT_STRING } allowed_values { list { type: DT_FLOAT } } }",
       "Value for attr 'T' of string is not in the list of allowed values"},
      {"name: 'TwoTypes' output_arg { name: 'y' type: DT_FLOAT type_attr: 'T' } "
       "attr { name: 'T' type: 'type' }",
       "Exactly one of type, type_attr, type_list_attr must be set for output 'y'"},
      {"name: 'SameName' input_arg { name: 'a' type: DT_FLOAT } "
       "output_arg { name: 'a' type: DT_FLOAT }",
       "Duplicate name: a"},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.op_def);
    OpRegistry registry;
    const Status status = registry.RegisterNow(HandWritten(c.op_def));
    EXPECT_TRUE(errors::IsInvalidArgument(status)) << status;
    EXPECT_TRUE(Contains(status.message(), c.error)) << status;
    EXPECT_TRUE(Contains(status.message(), "(op registered at hand_written.cc:7)")) << status;
    EXPECT_TRUE(registry.RegisteredOpNames().empty());
  }
  // The refused name stays free for a valid op.
  OpRegistry registry;
  EXPECT_FALSE(registry.RegisterNow(HandWritten("name: 'Fixed' input_arg { name: 'x' "
                                                "type_attr: 'T' }"))
                   .ok());
  EXPECT_TRUE(registry.RegisterNow(HandWritten("name: 'Fixed' input_arg { name: 'x' "
                                               "type_attr: 'T' } attr { name: 'T' type: 'type' }"))
                  .ok());
  EXPECT_NE(registry.LookUp("Fixed"), nullptr);
}

TEST(OpRegistryTest, ProcessRegistrationsContinuesPastFailures) {
  OpRegistry registry;
  registry.Register(Factory("Good1"));
  registry.Register(Factory("lower"));  // invalid name
  registry.Register(Factory("Good1"));  // duplicate
  registry.Register(Factory("Good2"));
  registry.Register([](OpRegistrationData*) { return OkStatus(); });  // no name
  const Status status = registry.ProcessRegistrations();
  EXPECT_TRUE(errors::IsInvalidArgument(status)) << status;  // the first failure's code
  EXPECT_TRUE(Contains(status.message(), "Invalid name: lower")) << status;
  EXPECT_TRUE(Contains(status.message(), "\nOp with name Good1")) << status;
  EXPECT_TRUE(Contains(status.message(), "\nOp registered at an unknown location has no name"))
      << status;
  EXPECT_EQ(registry.RegisteredOpNames(), (std::vector<std::string>{"Good1", "Good2"}));
  // Processed registrations are not run again.
  EXPECT_TRUE(registry.ProcessRegistrations().ok());
}

TEST(OpRegistryTest, DeferAndClearRegistrations) {
  OpRegistry registry;
  registry.Register(Factory("Early"));
  ASSERT_TRUE(registry.ProcessRegistrations().ok());

  std::atomic<int> calls{0};
  registry.DeferRegistrations();
  registry.Register(Factory("Deferred", "", 0, &calls));
  registry.Register(Factory("AlsoDeferred", "", 0, &calls));
  EXPECT_EQ(calls, 0);
  registry.ClearDeferredRegistrations();
  registry.Register(Factory("Kept", "", 0, &calls));
  EXPECT_EQ(calls, 0);
  ASSERT_TRUE(registry.ProcessRegistrations().ok());
  EXPECT_EQ(calls, 1);
  EXPECT_EQ(registry.RegisteredOpNames(), (std::vector<std::string>{"Early", "Kept"}));
}

TEST(OpRegistryTest, WatcherSeesEveryRegistrationAndCanVeto) {
  OpRegistry registry;
  std::vector<std::string> seen;
  ASSERT_TRUE(registry
                  .SetWatcher([&seen](const Status& status, const OpDef& op_def) -> Status {
                    seen.push_back(StrCat(op_def.name(), ":", error::CodeToString(status.code())));
                    if (op_def.name() == "Vetoed") return errors::Aborted("no Vetoed please");
                    if (errors::IsAlreadyExists(status)) return OkStatus();  // forgiven
                    return status;
                  })
                  .ok());
  registry.Register(Factory("Kept"));
  registry.Register(Factory("Vetoed"));
  registry.Register(Factory("Kept"));
  const Status status = registry.ProcessRegistrations();
  EXPECT_TRUE(errors::IsAborted(status)) << status;
  EXPECT_EQ(status.message(), "no Vetoed please");
  EXPECT_EQ(seen, (std::vector<std::string>{"Kept:OK", "Vetoed:OK", "Kept:ALREADY_EXISTS"}));
  EXPECT_EQ(registry.RegisteredOpNames(), (std::vector<std::string>{"Kept"}));

  EXPECT_EQ(registry.SetWatcher([](const Status& s, const OpDef&) { return s; }),
            errors::AlreadyExists("Cannot over-write a valid watcher with another."));
  EXPECT_TRUE(registry.SetWatcher(nullptr).ok());
  EXPECT_TRUE(registry.SetWatcher([](const Status& s, const OpDef&) { return s; }).ok());
}

// What loading a library all-or-nothing does: watch what the library registers, and if anything
// failed, remove what it did register.
TEST(OpRegistryTest, RollBackAFailedLibrary) {
  OpRegistry registry;
  registry.Register(Factory("Existing", "framework.cc", 1));
  ASSERT_TRUE(registry.ProcessRegistrations().ok());
  const OpRegistrationData* existing = registry.LookUp("Existing");

  std::vector<std::string> added;
  ASSERT_TRUE(registry
                  .SetWatcher([&added](const Status& status, const OpDef& op_def) {
                    if (status.ok()) added.push_back(op_def.name());
                    return status;
                  })
                  .ok());
  registry.DeferRegistrations();
  // The library's static initializers:
  registry.Register(Factory("LibOpA", "lib.cc", 10));
  registry.Register(Factory("Existing", "lib.cc", 11));
  registry.Register(Factory("LibOpB", "lib.cc", 12));
  const Status status = registry.ProcessRegistrations();
  ASSERT_TRUE(registry.SetWatcher(nullptr).ok());
  EXPECT_TRUE(errors::IsAlreadyExists(status));
  EXPECT_TRUE(Contains(status.message(), "framework.cc:1") &&
              Contains(status.message(), "lib.cc:11"))
      << status;
  EXPECT_EQ(added, (std::vector<std::string>{"LibOpA", "LibOpB"}));

  const OpRegistrationData* lib_op = registry.LookUp("LibOpA");
  ASSERT_NE(lib_op, nullptr);
  ASSERT_TRUE(registry.RemoveOps(added).ok());
  EXPECT_EQ(registry.RegisteredOpNames(), (std::vector<std::string>{"Existing"}));
  EXPECT_EQ(registry.LookUp("Existing"), existing);
  // Pointers handed out before the removal stay valid.
  EXPECT_EQ(lib_op->op_def.name(), "LibOpA");
  EXPECT_EQ(lib_op->source_file, "lib.cc");
}

TEST(OpRegistryTest, RemoveOpsIsAllOrNothing) {
  OpRegistry registry;
  registry.Register(Factory("A"));
  registry.Register(Factory("B"));
  ASSERT_TRUE(registry.ProcessRegistrations().ok());
  const Status status = registry.RemoveOps({"A", "Missing"});
  EXPECT_TRUE(errors::IsNotFound(status));
  EXPECT_EQ(status.message(), "Cannot remove op 'Missing': it is not registered");
  EXPECT_EQ(registry.RegisteredOpNames(), (std::vector<std::string>{"A", "B"}));
  EXPECT_TRUE(registry.RemoveOps({"A", "A"}).ok());
  EXPECT_EQ(registry.RegisteredOpNames(), (std::vector<std::string>{"B"}));
  // A removed name can be registered again.
  EXPECT_TRUE(registry.RegisterNow(Factory("A")).ok());
}

TEST(OpRegistryTest, ExportAndListing) {
  OpRegistry registry;
  registry.Register(Factory("Zeta"));
  registry.Register(Factory("_Internal"));
  registry.Register(Factory("Alpha", "", 0, nullptr, "values: int64"));

  OpList ops;
  ops.add_op()->set_name("Stale");  // replaced
  registry.Export(/*include_internal=*/false, &ops);
  ASSERT_EQ(ops.op_size(), 2);
  EXPECT_EQ(ops.op(0).name(), "Alpha");
  EXPECT_EQ(ops.op(0).input_arg(0).type(), DT_INT64);
  EXPECT_EQ(ops.op(1).name(), "Zeta");

  registry.Export(/*include_internal=*/true, &ops);
  ASSERT_EQ(ops.op_size(), 3);
  EXPECT_EQ(ops.op(2).name(), "_Internal");  // '_' sorts after capitals

  std::vector<OpDef> op_defs;
  registry.GetRegisteredOps(&op_defs);
  ASSERT_EQ(op_defs.size(), 3u);
  EXPECT_EQ(op_defs[0].name(), "Alpha");

  std::vector<OpRegistrationData> op_data;
  registry.GetOpRegistrationData(&op_data);
  ASSERT_EQ(op_data.size(), 3u);

  const std::string text = registry.DebugString(/*include_internal=*/false);
  EXPECT_TRUE(Contains(text, "name: \"Alpha\"")) << text;
  EXPECT_FALSE(Contains(text, "_Internal")) << text;
}

TEST(OpRegistryTest, OpListOpRegistry) {
  OpList op_list;
  OpDef* op_def = op_list.add_op();
  op_def->set_name("Listed");
  op_def->add_input_arg()->set_name("x");
  OpListOpRegistry registry(&op_list);
  op_list.Clear();  // the registry keeps its own copy

  const OpDef* found = nullptr;
  ASSERT_TRUE(registry.LookUpOpDef("Listed", &found).ok());
  EXPECT_EQ(found->input_arg(0).name(), "x");
  const OpRegistrationData* data = nullptr;
  const Status missing = registry.LookUp("Other", &data);
  EXPECT_TRUE(errors::IsNotFound(missing)) << missing;
  EXPECT_NE(missing.message().find("Op type not registered 'Other'"), std::string::npos) << missing;
  EXPECT_EQ(registry.LookUp("Other"), nullptr);
}

TEST(OpRegistryTest, RegisterOpMacroFillsTheGlobalRegistry) {
  const OpRegistrationData* data = nullptr;
  ASSERT_TRUE(OpRegistry::Global()->LookUp("OpRegistryTestGlobalOp", &data).ok());
  EXPECT_EQ(data->op_def.attr(0).default_value().type(), DT_FLOAT);
  EXPECT_TRUE(Contains(data->source_file, "op_registry_test.cc")) << data->source_file;
  EXPECT_EQ(data->source_line, kGlobalOpLine);
  ASSERT_NE(data->shape_inference_fn, nullptr);
  EXPECT_EQ(data->shape_inference_fn(nullptr).message(), "global shape fn");

  // The duplicate REGISTER_OP above was refused (and logged); the first one stands.
  const OpDef* duplicate = nullptr;
  ASSERT_TRUE(OpRegistry::Global()->LookUpOpDef("OpRegistryTestDuplicate", &duplicate).ok());
  EXPECT_EQ(duplicate->input_arg(0).name(), "first");
}

// Writers register (immediately and deferred) while readers look ops up and export; every op
// ends up registered exactly once and every lookup sees a complete OpDef.
TEST(OpRegistryTest, ConcurrentRegistrationAndLookUp) {
  constexpr int kWriters = 4;
  constexpr int kReaders = 4;
  constexpr int kOpsPerWriter = 300;
  OpRegistry registry;
  ASSERT_TRUE(registry.ProcessRegistrations().ok());
  auto op_name = [](int writer, int i) { return StrCat("Op", writer, "x", i); };

  std::atomic<bool> writers_done{false};
  std::atomic<int> bad_lookups{0};
  std::atomic<int> found_lookups{0};
  std::atomic<int> missed_final_lookups{0};
  std::vector<std::thread> threads;
  for (int w = 0; w < kWriters; ++w) {
    threads.emplace_back([&registry, &op_name, w] {
      for (int i = 0; i < kOpsPerWriter; ++i) {
        registry.Register(Factory(op_name(w, i), "writer.cc", i));
        if (i % 50 == 0) registry.ProcessRegistrations().IgnoreError();
      }
    });
  }
  for (int r = 0; r < kReaders; ++r) {
    threads.emplace_back([&, r] {
      int round = 0;
      // Every reader ends with a round begun after the writers finished, which must find all the
      // ops it looks up (a lookup processes registrations still deferred).
      bool last_round = false;
      while (!last_round) {
        last_round = writers_done;
        for (int i = 0; i < kOpsPerWriter; i += 7) {
          const std::string name = op_name((r + round) % kWriters, i);
          const OpDef* op_def = nullptr;
          const Status status = registry.LookUpOpDef(name, &op_def);
          if (status.ok()) {
            ++found_lookups;
            if (op_def->name() != name || op_def->input_arg_size() != 1) ++bad_lookups;
          } else if (!errors::IsNotFound(status)) {
            ++bad_lookups;
          } else if (last_round) {
            ++missed_final_lookups;
          }
        }
        if (r == 0 && round % 10 == 0) {
          OpList ops;
          registry.Export(true, &ops);
        }
        ++round;
      }
    });
  }
  // One thread also defers and processes registrations while the others run.
  threads.emplace_back([&registry] {
    for (int i = 0; i < 20; ++i) {
      registry.DeferRegistrations();
      std::this_thread::yield();
      registry.ProcessRegistrations().IgnoreError();
    }
  });
  for (int w = 0; w < kWriters; ++w) threads[w].join();
  writers_done = true;
  for (size_t t = kWriters; t < threads.size(); ++t) threads[t].join();

  ASSERT_TRUE(registry.ProcessRegistrations().ok());
  EXPECT_EQ(bad_lookups, 0);
  EXPECT_EQ(missed_final_lookups, 0);
  // At least the final rounds found what they looked up.
  constexpr int kLookupsPerRound = (kOpsPerWriter + 6) / 7;
  EXPECT_GE(found_lookups.load(), kReaders * kLookupsPerRound);
  const std::vector<std::string> names = registry.RegisteredOpNames();
  EXPECT_EQ(names.size(), static_cast<size_t>(kWriters * kOpsPerWriter));
  for (int w = 0; w < kWriters; ++w) {
    for (int i = 0; i < kOpsPerWriter; ++i) {
      const OpRegistrationData* data = registry.LookUp(op_name(w, i));
      ASSERT_NE(data, nullptr) << op_name(w, i);
      EXPECT_EQ(data->source_line, i);
    }
  }
}

}  // namespace
}  // namespace tensorflow
