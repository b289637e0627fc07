#include "tensorflow_lite_core/framework/op_def_builder.h"

#include <cstring>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "tensorflow_lite_core/framework/op_def_spec_parser.h"
#include "tensorflow_lite_core/framework/op_def_util.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {
namespace {

using strings::StrCat;

// The calls that record specs, as OpDefBuilder::specs_ tags them.
constexpr char kAttrSpec = 'a';
constexpr char kInputSpec = 'i';
constexpr char kOutputSpec = 'o';
constexpr char kControlOutputSpec = 'c';

struct RecordedSpec {
  char kind;
  std::string_view text;
  bool parsed = false;
  int index = 0;  // of the spec's entry in its OpDef field (attr, input_arg, output_arg)
};

// Splits OpDefBuilder::specs_ back into its specs, in call order.
std::vector<RecordedSpec> DecodeSpecs(std::string_view buffer) {
  std::vector<RecordedSpec> specs;
  specs.reserve(8);
  while (!buffer.empty()) {
    size_t size;
    std::memcpy(&size, buffer.data() + 1, sizeof(size));
    specs.push_back({buffer[0], buffer.substr(1 + sizeof(size), size)});
    buffer.remove_prefix(1 + sizeof(size) + size);
  }
  return specs;
}

std::string JoinErrors(const std::vector<std::string>& errors) {
  std::string joined;
  for (const std::string& error : errors) {
    if (!joined.empty()) joined += "\n";
    joined += error;
  }
  return joined;
}

}  // namespace

OpDefBuilder::OpDefBuilder(std::string op_name) { mutable_op_def()->set_name(std::move(op_name)); }

OpDefBuilder& OpDefBuilder::AddSpec(char kind, std::string_view spec) {
  // Most ops' specs fit in this; growing from empty would reallocate several times per op.
  constexpr size_t kInitialCapacity = 192;
  if (specs_.capacity() < kInitialCapacity) specs_.reserve(kInitialCapacity);
  const size_t size = spec.size();
  specs_.push_back(kind);
  specs_.append(reinterpret_cast<const char*>(&size), sizeof(size));
  specs_.append(spec);
  return *this;
}

OpDefBuilder& OpDefBuilder::Attr(std::string spec) { return AddSpec(kAttrSpec, spec); }

OpDefBuilder& OpDefBuilder::Input(std::string spec) { return AddSpec(kInputSpec, spec); }

OpDefBuilder& OpDefBuilder::Output(std::string spec) { return AddSpec(kOutputSpec, spec); }

OpDefBuilder& OpDefBuilder::ControlOutput(std::string name) {
  return AddSpec(kControlOutputSpec, name);
}

OpDefBuilder& OpDefBuilder::SetIsCommutative() {
  mutable_op_def()->set_is_commutative(true);
  return *this;
}

OpDefBuilder& OpDefBuilder::SetIsAggregate() {
  mutable_op_def()->set_is_aggregate(true);
  return *this;
}

OpDefBuilder& OpDefBuilder::SetIsStateful() {
  mutable_op_def()->set_is_stateful(true);
  return *this;
}

OpDefBuilder& OpDefBuilder::SetDoNotOptimize() { return SetIsStateful(); }

OpDefBuilder& OpDefBuilder::SetAllowsUninitializedInput() {
  mutable_op_def()->set_allows_uninitialized_input(true);
  return *this;
}

OpDefBuilder& OpDefBuilder::SetIsDistributedCommunication() {
  mutable_op_def()->set_is_distributed_communication(true);
  return *this;
}

OpDefBuilder& OpDefBuilder::Deprecated(int version, std::string explanation) {
  if (op_def().has_deprecation()) {
    errors_.push_back(StrCat("Deprecated called twice for Op ", op_def().name()));
  } else {
    OpDeprecation* deprecation = mutable_op_def()->mutable_deprecation();
    deprecation->set_version(version);
    deprecation->set_explanation(std::move(explanation));
  }
  return *this;
}

OpDefBuilder& OpDefBuilder::Doc(std::string text) {
  if (doc_set_) {
    errors_.push_back(StrCat("Extra call to Doc() for Op ", op_def().name()));
  } else {
    doc_ = std::move(text);
    doc_set_ = true;
  }
  return *this;
}

OpDefBuilder& OpDefBuilder::SetShapeFn(OpShapeInferenceFn fn) {
  if (op_reg_data_.shape_inference_fn != nullptr) {
    errors_.push_back(StrCat("SetShapeFn called twice for Op ", op_def().name()));
  } else {
    op_reg_data_.shape_inference_fn = std::move(fn);
  }
  return *this;
}

OpDefBuilder& OpDefBuilder::AllowAttrTypeAny() {
  allow_attr_type_any_ = true;
  return *this;
}

Status OpDefBuilder::Finalize(OpRegistrationData* op_reg_data) const {
  std::vector<std::string> errors = errors_;
  *op_reg_data = op_reg_data_;
  OpDef* op_def = &op_reg_data->op_def;
  const std::string& name = op_def->name();

  // Attrs first: inputs and outputs refer to them whatever the order of the calls. Each spec
  // adds its entry to the OpDef even when it fails, at `index` of its kind's field.
  std::vector<RecordedSpec> specs = DecodeSpecs(specs_);
  for (const char kind : {kAttrSpec, kInputSpec, kOutputSpec, kControlOutputSpec}) {
    for (RecordedSpec& spec : specs) {
      if (spec.kind != kind) continue;
      switch (kind) {
        case kAttrSpec:
          spec.index = op_def->attr_size();
          spec.parsed = op_def_spec::ParseAttrSpec(spec.text, allow_attr_type_any_, op_def, &errors);
          break;
        case kInputSpec:
        case kOutputSpec: {
          const bool is_output = kind == kOutputSpec;
          spec.index = is_output ? op_def->output_arg_size() : op_def->input_arg_size();
          spec.parsed = op_def_spec::ParseArgSpec(spec.text, is_output, op_def, &errors);
          break;
        }
        default:
          op_def_spec::ParseControlOutputSpec(spec.text, op_def, &errors);
      }
    }
  }

  // Then the one OpDef check, on the specs that parsed (the others have been reported), each
  // problem blamed on its spec. A bad name goes before the specs' errors.
  using Part = OpDefProblem::Part;
  std::vector<const RecordedSpec*> spec_of[3];  // by Part::kAttr, kInputArg, kOutputArg
  spec_of[0].resize(op_def->attr_size());
  spec_of[1].resize(op_def->input_arg_size());
  spec_of[2].resize(op_def->output_arg_size());
  for (const RecordedSpec& spec : specs) {
    const int field = spec.kind == kAttrSpec ? 0 : spec.kind == kInputSpec ? 1 : spec.kind == kOutputSpec ? 2 : -1;
    if (field >= 0 && spec.parsed) spec_of[field][spec.index] = &spec;
  }
  auto spec_for = [&spec_of](Part part, int index) -> const RecordedSpec* {
    return spec_of[static_cast<int>(part) - 1][index];
  };
  const std::vector<OpDefProblem> problems = FindOpDefProblems(
      *op_def, [&spec_for](Part part, int index) { return spec_for(part, index) == nullptr; });
  size_t name_error_at = errors_.size();
  for (const OpDefProblem& problem : problems) {
    if (problem.part == Part::kName) {
      errors.insert(errors.begin() + name_error_at++,
                    StrCat(problem.message, " from OpDefBuilder(\"", name, "\")"));
      continue;
    }
    static constexpr const char* kCalls[] = {"", "Attr", "Input", "Output"};
    errors.push_back(op_def_spec::SpecError(problem.message, kCalls[static_cast<int>(problem.part)],
                                            spec_for(problem.part, problem.index)->text, name));
  }

  op_def_spec::ParseDoc(doc_, op_def, &errors);

  if (errors.empty()) return OkStatus();
  return errors::InvalidArgument(JoinErrors(errors));
}

}  // namespace tensorflow
