// Fuzzes OpDefBuilder: the bytes are an op name and a list of specs and calls, one per line:
//   a<attr spec>  i<input spec>  o<output spec>  c<control output>  s (stateful)  m (commutative)
//   g (aggregate)  u (allows uninitialized input)  x<version> (deprecated)  d<doc text...>
// where a 'd' line takes the rest of the input (all later lines) as the Doc() text. Properties:
// Finalize() either refuses with InvalidArgument and a message, or produces an OpDef that spec
// strings written from the OpDef alone (framework/testing/op_def_specs.h, sharing no code with the
// spec parser) build again, documentation aside: what was parsed is what the op says. And a fresh
// OpRegistry registers the op and hands it back unchanged.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <algorithm>

#include <google/protobuf/util/field_comparator.h>
#include <google/protobuf/util/message_differencer.h>

#include "tensorflow_lite_core/framework/op.h"
#include "tensorflow_lite_core/framework/op_def_builder.h"
#include "tensorflow_lite_core/framework/testing/op_def_specs.h"

namespace tensorflow {
namespace {

[[noreturn]] void Fail(const std::string& what, const OpDef& op_def) {
  std::fprintf(stderr, "%s\nOpDef: %s\n", what.c_str(), op_def.ShortDebugString().c_str());
  std::abort();
}

OpDefBuilder BuilderFromText(std::string_view text) {
  const size_t name_end = std::min(text.find('\n'), text.size());
  OpDefBuilder builder{std::string(text.substr(0, name_end))};
  text.remove_prefix(std::min(name_end + 1, text.size()));
  while (!text.empty()) {
    const char kind = text[0];
    if (kind == 'd') {
      builder.Doc(std::string(text.substr(1)));
      break;
    }
    const size_t end = std::min(text.find('\n'), text.size());
    const std::string rest(text.substr(1, end - 1));
    text.remove_prefix(std::min(end + 1, text.size()));
    switch (kind) {
      case 'a': builder.Attr(rest); break;
      case 'i': builder.Input(rest); break;
      case 'o': builder.Output(rest); break;
      case 'c': builder.ControlOutput(rest); break;
      case 's': builder.SetIsStateful(); break;
      case 'm': builder.SetIsCommutative(); break;
      case 'g': builder.SetIsAggregate(); break;
      case 'u': builder.SetAllowsUninitializedInput(); break;
      case 'x': builder.Deprecated(static_cast<int>(rest.size()), rest); break;
      default: break;  // an unknown line is skipped
    }
  }
  return builder;
}

// The OpDef without its documentation, which specs do not carry.
OpDef WithoutDocumentation(OpDef op_def) {
  op_def.clear_summary();
  op_def.clear_description();
  for (auto& arg : *op_def.mutable_input_arg()) arg.clear_description();
  for (auto& arg : *op_def.mutable_output_arg()) arg.clear_description();
  for (auto& attr : *op_def.mutable_attr()) attr.clear_description();
  return op_def;
}

// Equal field for field, a NaN default equal to a NaN.
bool SameOpDef(const OpDef& a, const OpDef& b) {
  google::protobuf::util::DefaultFieldComparator comparator;
  comparator.set_treat_nan_as_equal(true);
  google::protobuf::util::MessageDifferencer differencer;
  differencer.set_field_comparator(&comparator);
  return differencer.Compare(a, b);
}

}  // namespace
}  // namespace tensorflow

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace tensorflow;  // NOLINT: the entry point must stay at global scope
  const OpDefBuilder builder =
      BuilderFromText(std::string_view(reinterpret_cast<const char*>(data), size));
  OpRegistrationData finalized;
  const Status status = builder.Finalize(&finalized);
  if (!status.ok()) {
    if (status.code() != error::INVALID_ARGUMENT || status.message().empty()) {
      Fail("Finalize refused with " + status.ToString(), finalized.op_def);
    }
    return 0;
  }
  const OpDef documented_as_none = WithoutDocumentation(finalized.op_def);
  OpRegistrationData rebuilt;
  if (Status again = op_def_specs::BuilderFor(documented_as_none).Finalize(&rebuilt);
      !again.ok()) {
    Fail("the specs written from a finalized OpDef are refused: " + again.ToString(),
         finalized.op_def);
  }
  if (!SameOpDef(rebuilt.op_def, documented_as_none)) {
    Fail("the specs written from a finalized OpDef build another: " +
             rebuilt.op_def.ShortDebugString(),
         finalized.op_def);
  }
  OpRegistry registry;
  const Status registered = registry.RegisterNow(
      [&builder](OpRegistrationData* op_reg_data) { return builder.Finalize(op_reg_data); });
  if (!registered.ok()) {
    Fail("a fresh registry refused a finalized op: " + registered.ToString(), finalized.op_def);
  }
  const OpDef* found = nullptr;
  if (!registry.LookUpOpDef(finalized.op_def.name(), &found).ok() ||
      !google::protobuf::util::MessageDifferencer::Equals(*found, finalized.op_def)) {
    Fail("the registry does not hand the op back unchanged", finalized.op_def);
  }
  return 0;
}
