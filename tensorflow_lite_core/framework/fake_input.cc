#include "tensorflow_lite_core/framework/fake_input.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tensorflow_lite_core/framework/attr_value_util.h"
#include "tensorflow_lite_core/framework/node_def_util.h"
#include "tensorflow_lite_core/framework/op_def_util.h"
#include "tensorflow_lite_core/platform/errors.h"
#include "tensorflow_lite_core/platform/strcat.h"

namespace tensorflow {
namespace {

// What the test said about the input; anything absent is inferred.
struct FakeInputSpec {
  std::optional<int> n;
  std::optional<DataType> dt;
  std::optional<DataTypeVector> dts;
};

// Works out the tensors of one input from the spec, the op and the attrs the node has so far,
// and adds them to the builder.
class FakeInputAdder {
 public:
  FakeInputAdder(const FakeInputSpec& spec, const OpDef& op_def, int in_index,
                 const NodeDef& node_def)
      : spec_(spec), op_def_(op_def), arg_(op_def.input_arg(in_index)), node_def_(node_def) {}

  absl::Status AddTo(NodeDefBuilder* builder) const {
    if (spec_.n.has_value() && *spec_.n < 0) {
      return errors::InvalidArgument("FakeInput(", *spec_.n, ") for input '", arg_.name(),
                                     "' of Op '", op_def_.name(),
                                     "': a list cannot have a negative length");
    }
    if (spec_.dts.has_value()) {
      builder->Input(Sources(*spec_.dts));
      return absl::OkStatus();
    }
    if (!arg_.type_list_attr().empty()) {
      DataTypeVector dts;
      TF_RETURN_IF_ERROR(TypeList(&dts));
      builder->Input(Sources(dts));
      return absl::OkStatus();
    }
    DataType dt;
    TF_RETURN_IF_ERROR(Type(&dt));
    if (!arg_.number_attr().empty()) {
      int n = 0;
      TF_RETURN_IF_ERROR(Length(&n));
      builder->Input(Sources(DataTypeVector(n, dt)));
    } else if (spec_.n.has_value()) {
      // A list for a single tensor: the builder reports it.
      builder->Input(Sources(DataTypeVector(*spec_.n, dt)));
    } else {
      builder->Input(arg_.name(), 0, WithRef(dt));
    }
    return absl::OkStatus();
  }

 private:
  // The type of each tensor: given, the arg's own, or its type attr's.
  absl::Status Type(DataType* dt) const {
    if (spec_.dt.has_value()) {
      *dt = *spec_.dt;
      return absl::OkStatus();
    }
    if (arg_.type() != DT_INVALID) {
      *dt = arg_.type();
      return absl::OkStatus();
    }
    const AttrValue* value;
    TF_RETURN_IF_ERROR(AttrOrDefault("type", arg_.type_attr(), AttrValue::kType, &value));
    *dt = value->type();
    return absl::OkStatus();
  }

  // The number of tensors of an N * T input: given, or its number attr's.
  absl::Status Length(int* n) const {
    if (spec_.n.has_value()) {
      *n = *spec_.n;
      return absl::OkStatus();
    }
    const AttrValue* value;
    TF_RETURN_IF_ERROR(AttrOrDefault("length", arg_.number_attr(), AttrValue::kI, &value));
    if (value->i() < 0) {
      return errors::InvalidArgument("Could not infer the length of input '", arg_.name(),
                                     "' of Op '", op_def_.name(), "': attr '",
                                     arg_.number_attr(), "' is ", value->i());
    }
    *n = static_cast<int>(value->i());
    return absl::OkStatus();
  }

  // The types of a list(type) input: n of the given type, or its attr's list, whose length must
  // be n when n is given.
  absl::Status TypeList(DataTypeVector* dts) const {
    if (spec_.n.has_value() && spec_.dt.has_value()) {
      dts->assign(*spec_.n, *spec_.dt);
      return absl::OkStatus();
    }
    const AttrValue* value;
    TF_RETURN_IF_ERROR(AttrOrDefault("types", arg_.type_list_attr(), AttrValue::kList, &value));
    const int listed = value->list().type_size();
    if (spec_.n.has_value() && *spec_.n != listed) {
      return errors::InvalidArgument("FakeInput(", *spec_.n, ") for input '", arg_.name(),
                                     "' of Op '", op_def_.name(), "', whose attr '",
                                     arg_.type_list_attr(), "' lists ", listed, " types");
    }
    if (spec_.dt.has_value()) {
      // FakeInput(dt): that type as many times as the attr lists types; the builder reports
      // any difference from the attr.
      dts->assign(listed, *spec_.dt);
    } else {
      dts->clear();
      for (int type : value->list().type()) dts->push_back(static_cast<DataType>(type));
    }
    return absl::OkStatus();
  }

  // Attr `name` as the node has it, else the op's default; `what` names what it was to give.
  absl::Status AttrOrDefault(std::string_view what, const std::string& name,
                             AttrValue::ValueCase expected_case, const AttrValue** value) const {
    *value = AttrSlice(node_def_).Find(name);
    if (*value == nullptr) {
      const OpDef::AttrDef* attr = FindAttr(name, op_def_);
      if (attr != nullptr && attr->has_default_value()) *value = &attr->default_value();
    }
    if (*value == nullptr) {
      return errors::InvalidArgument(
          "Could not infer the ", what, " of input '", arg_.name(), "' of Op '", op_def_.name(),
          "' for FakeInput: attr '", name,
          "' is not set on the node and has no default (set it with .Attr(\"", name,
          "\", ...) before this input, or give FakeInput the ", what, ")");
    }
    if ((*value)->value_case() != expected_case) {
      return errors::InvalidArgument("Could not infer the ", what, " of input '", arg_.name(),
                                     "' of Op '", op_def_.name(), "' for FakeInput: attr '",
                                     name, "' is ", SummarizeAttrValue(**value));
    }
    return absl::OkStatus();
  }

  // Tensor i of the list comes from output i of a node named after the input.
  std::vector<NodeDefBuilder::NodeOut> Sources(const DataTypeVector& dts) const {
    std::vector<NodeDefBuilder::NodeOut> sources;
    sources.reserve(dts.size());
    for (size_t i = 0; i < dts.size(); ++i) {
      sources.emplace_back(arg_.name(), static_cast<int>(i), WithRef(dts[i]));
    }
    return sources;
  }

  DataType WithRef(DataType dt) const { return arg_.is_ref() ? MakeRefType(dt) : dt; }

  const FakeInputSpec& spec_;
  const OpDef& op_def_;
  const OpDef::ArgDef& arg_;
  const NodeDef& node_def_;
};

FakeInputFunctor MakeFakeInput(FakeInputSpec spec) {
  return [spec = std::move(spec)](const OpDef& op_def, int in_index, const NodeDef& node_def,
                                  NodeDefBuilder* builder) {
    return FakeInputAdder(spec, op_def, in_index, node_def).AddTo(builder);
  };
}

}  // namespace

FakeInputFunctor FakeInput() { return MakeFakeInput({}); }

FakeInputFunctor FakeInput(DataType dt) { return MakeFakeInput({std::nullopt, dt, std::nullopt}); }

FakeInputFunctor FakeInput(int n) { return MakeFakeInput({n, std::nullopt, std::nullopt}); }

FakeInputFunctor FakeInput(int n, DataType dt) { return MakeFakeInput({n, dt, std::nullopt}); }

FakeInputFunctor FakeInput(DataTypeSlice dts) {
  return MakeFakeInput({std::nullopt, std::nullopt, DataTypeVector(dts.begin(), dts.end())});
}

}  // namespace tensorflow
